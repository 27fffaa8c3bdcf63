"""gridwords: an embeddable engine for grid word games.

The rules live in the Rust crate ``gridwords``; this package only translates
types.

* :class:`Game`: a game of any kind, made from ``{"game": "hunt", ...}``,
  ``{"game": "duel", ...}`` or ``{"game": "solo", ...}`` and driven with
  JSON-shaped dicts (``act``, ``advance``, ``events_for``, ``view``,
  ``result``, ``log``, ``snapshot``/``restore``, pickle). The one class a
  host that relays messages needs, whatever the game. ``to_svg()`` draws
  it as a spectator sees it, which is how Jupyter shows it
  (``_repr_svg_``).
* :func:`restore`, :func:`from_log`: any game's snapshot or log, back as
  its game's typed class (``hunt.Game``, ``duel.Game`` or ``solo.Game``), for
  a host that holds a record without knowing its game.
* :func:`replay_json`, :func:`replay`, :func:`verify`,
  :func:`verify_report`: any game's log; :func:`verify_many`: many
  records judged at once on every core.
* :func:`seal`, :func:`open_sealed`, :func:`seal_key_id`: sealed records,
  a log, result or snapshot with the host's own key (HMAC-SHA-256), and
  ``verify(..., key=...)`` of a sealed log (docs/rules/records.md, "Sealed
  records").
* :mod:`gridwords.hunt`: Word Grid, with its typed ``hunt.Game`` (a
  subclass of :class:`Game`) and analysis helpers.
* :mod:`gridwords.duel`: Wordgrid, with its typed ``duel.Game`` (a
  subclass of :class:`Game`), legal and best moves.
* :mod:`gridwords.solo`: Sóló, with its typed ``solo.Game`` (a subclass
  of :class:`Game`), the deal, best swaps and the rating helper.
* :mod:`gridwords.types`: the ``TypedDict`` of every JSON shape (configs,
  actions, events, views, results, logs), generated from the core's Rust
  types: what the calls above are typed with (``hunt.Game.view`` gives a
  ``HuntView``, ``Game.act`` a ``list[AnyEvent]``). They are only types:
  at runtime every shape is a plain ``dict``.
* :func:`warm_up`: the process's one-time work (the shipped list's check,
  the solver's index), to do at launch on a worker thread so no game's
  first call pays for it.
* :mod:`gridwords.analysis`: pandas tables of results, solves and bot
  matches, Wordgrid bot tournaments on a thread or process pool, Wilson
  intervals (imported on its own: ``from gridwords import analysis``).
* :mod:`gridwords.plot`: a tray, board, field or game drawn on a
  matplotlib Axes, the same picture as the SVG the core draws (imported on
  its own: ``from gridwords import plot``; matplotlib is optional).

Arguments: a wrong Python type raises ``TypeError``; the right type with a
bad value (a negative time, a seed over 2**64-1) raises :class:`Error` with
a code (``INVALID_ARGUMENT``, or the core's own code), never
``OverflowError``; a ``str`` that is not valid Unicode (a lone
surrogate) raises :class:`Error` with code ``INVALID_UTF8``, never
``UnicodeEncodeError``. Seeds are taken as an ``int`` or a string (``"42"``,
``"0x2a"``); results, logs and configs write them as the JSON string
``"0x"`` + 16 hex digits (``int(s, 16)`` reads one back).

Threads: a game guards its state with a lock and no call holds it, or the
GIL, while a bot searches. ``advance``, ``rebase`` and ``play_out`` run a
bot's search that falls due, or wait for one running on another thread; a
seat's action (``act``, ``play``, ``offer_draw``, ...) past a bot's due move
runs its search if no thread began it, but is refused at once with
``BOT_THINKING`` (nothing changed) if another thread is searching;
getters never wait. ``Game.think()`` begins the bot's search as soon as its
turn does; ``Game.clamp_times = True`` lets several threads drive one game
with their own clock reads (README, "Threads and bots").

Types for a host's annotations (``py.typed``; built at runtime from the
core's lists, so ``typing.get_args`` reads them too): :data:`ErrorCode`, the
``Literal`` of every ``Error.code``; :data:`GameName`, the ``Literal`` of
every game's name; :data:`TypedGame`, ``hunt.Game | duel.Game | solo.Game``,
which a type checker narrows on ``g.game == "hunt"`` (each typed class types
``game`` as its own ``Literal``) or ``isinstance``. Every game, typed or
not, is a :class:`Game`: a host keeps ``list[Game]`` and calls the generic
methods on each.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import get_args

from . import _core, _options, duel, hunt, solo, types
from ._core import (
    ABI_VERSION,
    Error,
    ErrorCode,
    Game,
    GameName,
    Lexicon,
    TypedGame,
    __version__,
    error_codes,
    from_log,
    open_sealed,
    options,
    restore,
    seal,
    seal_key_id,
    warm_up,
)

# Each typed class's docstring ends with its options, from the core.
for _game in get_args(GameName):
    _options.annotate(globals()[_game].Game, _core.options(_game))

__all__ = [
    "ABI_VERSION",
    "Error",
    "ErrorCode",
    "Game",
    "GameName",
    "Lexicon",
    "TypedGame",
    "__version__",
    "duel",
    "error_codes",
    "from_log",
    "hunt",
    "open_sealed",
    "options",
    "replay",
    "replay_json",
    "restore",
    "seal",
    "seal_key_id",
    "solo",
    "types",
    "verify",
    "verify_many",
    "verify_report",
    "warm_up",
]


def replay_json(log: types.AnyLog | str, *, lexicon: Lexicon | None = None) -> str:
    """Replays any game's log (``Game.log()``) and returns the result JSON:
    the same bytes the Rust, C and Node bindings give for the same log."""
    return _core.replay_json(log, lexicon=lexicon)


def replay(log: types.AnyLog | str, *, lexicon: Lexicon | None = None) -> types.AnyResult:
    """Replays any game's log and returns the settled result as a dict
    (typed :data:`gridwords.types.AnyResult`)."""
    result: types.AnyResult = json.loads(replay_json(log, lexicon=lexicon))
    return result


def verify(
    log: types.AnyLog | str,
    result: types.AnyResult | str,
    *,
    lexicon: Lexicon | None = None,
    rerun_bots: bool = False,
    trust_bots: bool = False,
    min_version: int | None = None,
    key: bytes | bytearray | memoryview | None = None,
) -> bool:
    """Whether ``result`` (a dict or JSON text) is the true result of
    ``log``, the log's record of who left the game and why is true, and
    every bot's logged move is the move its bot makes.

    The full check is the default: every bot's search runs again and a
    logged move the bot would not make (compared as the rules read it, so
    ``"S"`` is ``"s"``) is a false claim (``False``); it takes as long as
    the game's bots took (about a second for hard vs hard). Pass
    ``trust_bots=True`` to skip it: the logged bot moves are made, not
    searched for, so a hard-vs-hard Wordgrid game verifies in well under a
    millisecond (for a server re-reading records it wrote itself, not for
    a record someone else hands you). ``rerun_bots`` is the older name of
    the default (``rerun_bots=False`` alone is the full check too);
    ``trust_bots=True`` with ``rerun_bots=True`` is a contradiction,
    refused with :class:`Error` code ``INVALID_ARGUMENT``. A log that
    cannot be replayed raises (``INVALID_LOG``, ...) rather than giving
    ``False``; :func:`verify_report` says what is false.

    A log of an older format is judged by every rule no release broke,
    with only what that format's release wrote relaxed
    (``docs/rules/records.md``); ``min_version=4`` takes only today's
    format and raises :class:`Error` ``VERSION_TOO_OLD`` for an older one.

    With ``key`` (the host's key, bytes), ``log`` is a sealed log
    (:func:`seal`) whose seal must hold before anything is replayed: one
    changed in any byte, relabelled, or sealed with another key raises
    :class:`Error` ``SEAL_BROKEN``, a plain log ``NOT_SEALED``; ``result``
    may be sealed too (its seal must hold) or plain. Without ``key`` a
    sealed log or result raises ``NOT_SEALED``."""
    return _core.verify(
        log,
        result,
        lexicon=lexicon,
        rerun_bots=rerun_bots,
        trust_bots=trust_bots,
        min_version=min_version,
        key=key,
    )


def verify_report(
    log: types.AnyLog | str,
    result: types.AnyResult | str,
    *,
    lexicon: Lexicon | None = None,
    trust_bots: bool = False,
    min_version: int | None = None,
    key: bytes | bytearray | memoryview | None = None,
) -> str | None:
    """What is false in the claim that ``result`` is the result of ``log``:
    ``None`` when :func:`verify` says ``True``, else one sentence, e.g.
    ``"action #3: seat 1's move at 12345 is not the one its bot makes"``,
    ``"the claimed result is not the log's result"`` or ``"the log's
    record of how the game went is false: ..."``. The same check as
    :func:`verify` (the full one unless ``trust_bots=True``, and
    ``min_version`` as there); a log that cannot be replayed raises, as
    there. For a log of an older format the sentence ends by naming the
    format it was judged as (``"...; judged as a version 1 log (...)"``).
    ``key`` as for :func:`verify`."""
    return _core.verify_report(
        log, result, lexicon=lexicon, trust_bots=trust_bots, min_version=min_version, key=key
    )


def verify_many(
    records: Iterable[tuple[types.AnyLog | str, types.AnyResult | str]],
    *,
    lexicon: Lexicon | None = None,
    trust_bots: bool = False,
    min_version: int | None = None,
    key: bytes | bytearray | memoryview | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[types.Verdict]:
    """Every record's verdict, in input order, on every core: ``records``
    are ``(log, result)`` pairs (any game's, mixed; each a dict or JSON
    text), each judged exactly as :func:`verify_report` judges it alone,
    with the same ``trust_bots``, ``min_version`` and ``key``.

    A verdict is a dict (:class:`gridwords.types.Verdict`):
    ``{"verified": True}``; ``{"verified": False, "report": "..."}`` for a
    false claim (the sentence :func:`verify_report` gives); or
    ``{"verified": False, "code": "INVALID_LOG", "message": "..."}`` for a
    record that could not be judged. One bad record never raises, so a
    season of games is judged whole; only arguments that are not records
    (``TypeError`` naming ``records[i]``) or bad options raise.

    The records are judged on up to ``threads`` threads (``None`` or 0: one
    per core) without the GIL, one record per unit of work, and the bots'
    searches inside a record (the full check runs each again) share those
    threads. ``progress(done, total)`` is called a few times a second and
    at the end, from the calling thread; Ctrl-C stops the batch within a
    fraction of a second with ``KeyboardInterrupt``, however few the
    records."""
    return _core.verify_many(
        records,
        lexicon=lexicon,
        trust_bots=trust_bots,
        min_version=min_version,
        key=key,
        threads=threads,
        progress=progress,
    )


def _restore(cls: type[Game], data: bytes, lexicon: Lexicon | None = None) -> Game:
    """Unpickling helper: ``cls.restore`` with an optional lexicon."""
    return cls.restore(data, lexicon=lexicon)
