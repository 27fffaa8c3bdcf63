"""Analysis helpers: pandas tables of results, solves and bot matches;
Wordgrid bot tournaments on a thread or process pool; Wilson intervals.

pandas is optional for the package and imported only by the functions
that build a table (:func:`results_frame`, :func:`solves_frame`,
:func:`matches_frame`, :func:`standings`); :func:`tournament` and
:func:`wilson` need nothing beyond the package.

* :func:`results_frame`: finished games of any kind (or their results),
  one row per seat.
* :func:`solves_frame`: ``hunt.solve_many(..., columns=True)`` or a chunk
  of ``hunt.solve_chunks``, one row per word.
* :func:`tournament`: Wordgrid bots of the given levels play each other on
  every seed, each pairing twice a seed with the seats swapped; a
  :class:`MatchRecord` per game. :func:`matches_frame` is their table, one
  row per game; :func:`standings` each level's wins, draws, losses, win
  rate and its Wilson interval, per opponent (or per seat, or overall).
* :func:`wilson`: the Wilson score interval of a proportion.

Every record and table is a function of its inputs (the bots draw every
choice from the seed and their search is bounded by a count of positions,
not by a clock): the same seeds give the same records on any pool, machine
or load.
"""

from __future__ import annotations

import math
import multiprocessing
import operator
import os
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
)
from concurrent.futures import wait as wait_futures
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, TypedDict

from . import _core, duel
from ._core import Game
from .types import DuelEndReason, DuelLevel

if TYPE_CHECKING:
    # pandas is optional, and typed only with pandas-stubs installed (the
    # tables are DataFrames then; without the stubs, Any). (A private name:
    # it exists for the type checker only, and stubtest skips private
    # names.)
    import pandas as _pd  # type: ignore[import-untyped, import-not-found, unused-ignore]

__all__ = [
    "LEVELS",
    "Level",
    "RESULT_COLUMNS",
    "SOLVE_COLUMNS",
    "STANDING_COLUMNS",
    "MatchRecord",
    "MatchTurn",
    "TURN_COLUMNS",
    "matches_frame",
    "turns_frame",
    "results_frame",
    "solves_frame",
    "standings",
    "tournament",
    "wilson",
]

#: A Wordgrid bot's level: ``"easy"``, ``"medium"`` or ``"hard"``
#: (:data:`gridwords.types.DuelLevel`), the type of :data:`LEVELS` and of
#: a :class:`MatchRecord`'s seats.
Level: TypeAlias = DuelLevel

#: The Wordgrid bot levels, weakest first (the seat kinds ``"bot:<level>"``),
#: from the core's list.
LEVELS: tuple[Level, ...] = _core.DUEL_LEVELS

#: The columns of :func:`results_frame`, in order.
RESULT_COLUMNS = (
    "game",
    "seed",
    "seat",
    "kind",
    "score",
    "rank",
    "outcome",
    "reason",
    "moves",
    "strength",
    "found_points",
    "tray_points",
    "share",
)
#: The columns of :func:`turns_frame`, in order.
TURN_COLUMNS = (
    "seed",
    "seat0",
    "seat1",
    "ply",
    "seat",
    "level",
    "word",
    "points",
    "at_ms",
    "think_ms",
    "wall_ms",
)
#: The columns of :func:`solves_frame`, in order.
SOLVE_COLUMNS = ("tray", "word", "length", "path")
#: The columns of :func:`standings`, in order (after its ``by`` index).
STANDING_COLUMNS = ("games", "wins", "draws", "losses", "win_rate", "ci_low", "ci_high")


class MatchTurn(TypedDict):
    """One move of a :func:`tournament` game: who made it, what it scored,
    and how long its bot thought."""

    ply: int
    """The move's number in the game, from 0."""
    seat: int
    """The seat that moved, 0 or 1."""
    level: Level
    """That seat's level."""
    word: str
    """The word it traced."""
    points: int
    """What the move scored (its word's length)."""
    at_ms: int
    """When it was played on the game's clock (the game starts at 0)."""
    think_ms: int
    """The bot's think time on the game's clock: ``at_ms`` less the
    previous move's (or 0), a function of the seed and the levels."""
    wall_ms: float
    """The engine's time making it on this machine's wall clock, in ms
    (the bot's search; it depends on the machine and its load)."""


class MatchRecord(TypedDict):
    """One Wordgrid game of a :func:`tournament` (every field is a function
    of the two levels and the seed)."""

    seed: int
    """The game's seed."""
    seat0: Level
    """Seat 0's level (``"easy"``, ``"medium"`` or ``"hard"``): it moves first."""
    seat1: Level
    """Seat 1's level."""
    score0: int
    """Seat 0's points."""
    score1: int
    """Seat 1's points."""
    winner: int | None
    """The winning seat, 0 or 1; ``None`` for a draw."""
    draw: bool
    """Whether the game was drawn (only by agreement, which bots never offer)."""
    reason: DuelEndReason
    """How it ended: ``"score"``, ``"no_legal_move"``, ``"timeout"``,
    ``"resignation"`` or ``"agreement"`` (:data:`gridwords.types.DuelEndReason`)."""
    moves: int
    """Moves played, both seats."""
    ended_at_ms: int
    """When it ended on the game's clock (it starts at 0): the bots' think time."""
    log: str
    """The game's log: ``duel.replay(log)`` gives its result, ``gridwords.verify`` audits it."""
    turns: list[MatchTurn]
    """Every move, in order (:func:`turns_frame` is their table)."""


# ---------------------------------------------------------------------------
# Wilson intervals


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval ``(low, high)`` of a proportion seen as
    ``successes`` out of ``n`` trials, at ``z`` standard errors (1.96: 95 %).

    Unlike the normal approximation it stays inside [0, 1] and is sound at
    0/n and n/n and for small ``n``: 8 of 10 gives ``(0.490, 0.943)``;
    0 of 10 gives ``(0.0, 0.278)``; 10 of 10 ``(0.722, 1.0)``.

    ``successes`` may be a half-integer: :func:`standings` counts a draw
    as half a win. ``n`` under 1, ``successes`` outside 0..n or ``z`` not
    positive raise ``ValueError``."""
    n = operator.index(n)  # an int (numpy's too), never a float
    if n < 1:
        raise ValueError(f"a Wilson interval needs at least one trial, got n={n}")
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be within 0..n={n}, got {successes}")
    if not z > 0 or math.isinf(z):
        raise ValueError(f"z must be positive and finite, got {z}")
    p = successes / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    # At 0/n and n/n the bound is exactly 0 or 1 (rounding may miss it).
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


# ---------------------------------------------------------------------------
# Tournaments


def _level(level: str) -> Level:
    """A level's name from ``"hard"`` or ``"bot:hard"``."""
    name = level.removeprefix("bot:")
    if name not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
    return name  # narrowed to a Level by `in LEVELS`


def _level_of(level: object) -> Level:
    """A level from an item of ``levels`` or ``pairings``: a ``str``."""
    if not isinstance(level, str):
        raise TypeError(f"a bot level is a str such as 'hard', not {type(level).__name__}")
    return _level(level)


def _play_out(game: duel.Game) -> tuple[duel.Game, list[float]]:
    """A worker's task: the game played to its end, and the wall-clock ms
    the engine spent on each move (picklable: a process pool gets the game
    by pickle and sends both back the same way).

    The game is stepped from one due time to the next (``next_due``), which
    plays exactly what ``play_out`` plays; what a step that made no move
    took is counted into the next move's."""
    spent: list[float] = []
    pending = 0.0
    moves = 0
    while not game.is_over:
        due = game.next_due
        if due is None:  # pragma: no cover - a bot game always has a next time
            game.play_out()
            break
        start = time.perf_counter()
        game.advance(due)
        pending += (time.perf_counter() - start) * 1000.0
        now = len(game.view()["moves"])
        if now > moves:
            spent.extend([pending / (now - moves)] * (now - moves))
            pending, moves = 0.0, now
    return game, spent


def _record(game: duel.Game, spent: Sequence[float]) -> MatchRecord:
    """A finished game's record."""
    result = game.result()
    if result is None:
        raise RuntimeError("a tournament game came back unfinished")
    seats = tuple(_level(kind) for kind in game.config()["seats"])
    winner = result["winner"]
    turns: list[MatchTurn] = []
    before = 0
    for ply, move in enumerate(result["moves"]):
        seat = int(move["seat"])
        at = int(move["at_ms"])
        turns.append(
            {
                "ply": ply,
                "seat": seat,
                "level": seats[seat],
                "word": move["word"],
                "points": int(move["points"]),
                "at_ms": at,
                "think_ms": at - before,
                "wall_ms": spent[ply] if ply < len(spent) else 0.0,
            }
        )
        before = at
    return {
        "seed": int(result["seed"], 16),
        "seat0": seats[0],
        "seat1": seats[1],
        "score0": int(result["scores"][0]),
        "score1": int(result["scores"][1]),
        "winner": None if winner is None else int(winner),
        "draw": bool(result["draw"]),
        "reason": result["reason"],
        "moves": len(result["moves"]),
        "ended_at_ms": int(result["ended_at_ms"]),
        "log": game.log(),
        "turns": turns,
    }


def tournament(
    seeds: Iterable[int],
    levels: Sequence[str] = LEVELS,
    *,
    pairings: Iterable[tuple[str, str]] | None = None,
    self_play: bool = False,
    executor: Executor | None = None,
    pool: Literal["thread", "process"] = "thread",
    workers: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[MatchRecord]:
    """Wordgrid bots playing each other: for every pairing and every seed,
    two practice games (``duel.Game([f"bot:{a}", f"bot:{b}"], seed, 0)``
    and ``[b, a]``), so each level plays every seed from both seats (seat
    0 moves first; equal scores are seat 1's win, ``docs/rules/duel.md``).

    ``levels``: a list (any sequence but a ``str``) of the levels taking
    part (``"easy"``, ``"medium"``, ``"hard"``, or ``"bot:..."``); every
    two of them meet (as ``itertools.combinations``), and with ``self_play``
    each also meets itself. ``levels="easy"`` is a ``TypeError`` (a
    ``str`` is not read as its letters). ``pairings``: instead, the pairs
    that meet, ``(a, b)``. A level paired with itself plays once a seed
    (the swapped game would be the same game).

    The games are played out (``Game.play_out``) on ``executor`` if given
    (any ``concurrent.futures.Executor``; the caller owns it), otherwise on
    a pool made for the call: ``pool="thread"`` (the default: the bots
    search without the GIL, so threads run in parallel) or ``"process"``
    (spawned processes; each game goes by pickle and comes back the same
    way), with ``workers`` workers (default: one per core). Passing both
    ``executor`` and ``pool``/``workers`` is a ``ValueError``.

    ``progress(done, total)``, if given, is called from the calling thread
    as games finish (``done == total`` last): with tqdm, ``bar =
    tqdm(total=...)`` and ``progress=lambda done, total: bar.update(done -
    bar.n)``. An exception (Ctrl-C included) cancels the games not begun.

    Returns a :class:`MatchRecord` per game, in order: pairing (with
    ``self_play``, each level against itself after its pairs with the
    levels listed after it), then seed, then seating (``(a, b)`` before
    ``(b, a)``); its ``turns`` hold every move with its points and the
    bot's think time on the game's clock and on the wall clock
    (:func:`turns_frame`). The records do not depend on the pool or the
    machine, but for ``wall_ms``: the same seeds give equal records. Draws
    happen only by agreement, which bots never offer, so bot games are
    always won (``draw`` is there for completeness). Costs per game, on
    one core: easy or medium against easy or medium, a few ms; against
    hard about 0.6 s; hard against hard about 1.5 s."""
    if isinstance(levels, str | bytes):
        raise TypeError(
            f"levels must be a list of bot levels such as {list(LEVELS)!r}, "
            f"not the {type(levels).__name__} {levels!r}"
        )
    if pairings is None:
        named = [_level_of(level) for level in levels]
        if len(set(named)) != len(named):
            raise ValueError(f"a level is listed twice: {list(levels)}")
        pairs: list[tuple[Level, Level]] = []
        for i, a in enumerate(named):
            pairs.extend((a, b) for b in named[i + 1 :])
            if self_play:
                pairs.append((a, a))
    else:
        if self_play:
            raise ValueError("self_play adds pairs to levels; with pairings, list (a, a) instead")
        pairs = [(_level_of(a), _level_of(b)) for a, b in pairings]
    seed_list = list(seeds)
    games: list[duel.Game] = []
    for a, b in pairs:
        for seed in seed_list:
            for seats in ((a, b),) if a == b else ((a, b), (b, a)):
                games.append(duel.Game([f"bot:{s}" for s in seats], seed, 0))
    if executor is not None:
        if pool != "thread" or workers is not None:
            raise ValueError("give either executor or pool/workers, not both")
        return _run(executor, games, progress)
    if pool not in ("thread", "process"):
        raise ValueError(f'pool must be "thread" or "process", got {pool!r}')
    if workers is not None and workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    count = min(workers or os.cpu_count() or 1, max(len(games), 1))
    own: Executor
    if pool == "thread":
        own = ThreadPoolExecutor(max_workers=count, thread_name_prefix="gridwords-tournament")
    else:
        own = ProcessPoolExecutor(
            max_workers=count, mp_context=multiprocessing.get_context("spawn")
        )
    with own:
        return _run(own, games, progress)


def _run(
    executor: Executor,
    games: list[duel.Game],
    progress: Callable[[int, int], object] | None,
) -> list[MatchRecord]:
    """Plays ``games`` out on ``executor``; their records in order."""
    futures: list[Future[tuple[duel.Game, list[float]]]] = []
    try:
        futures = [executor.submit(_play_out, game) for game in games]
        pending = set(futures)
        total = len(futures)
        if progress is not None:
            progress(0, total)
        while pending:
            done, pending = wait_futures(pending, return_when=FIRST_COMPLETED)
            for future in done:
                future.result()  # raises a worker's exception now
            if progress is not None:
                progress(total - len(pending), total)
        return [_record(*future.result()) for future in futures]
    finally:
        for future in futures:
            future.cancel()


# ---------------------------------------------------------------------------
# Tables (pandas)


def _need_pandas() -> None:
    """Raises a clear ImportError when pandas (optional for the package)
    is not installed; each table function then imports it itself, so that
    a type checker with pandas-stubs sees its types."""
    try:
        import pandas  # noqa: F401
    except ImportError as e:  # pragma: no cover - pandas is in the test venv
        raise ImportError(
            "gridwords.analysis needs pandas for its tables: pip install pandas"
        ) from e


def _game_of(result: Mapping[str, Any]) -> str:
    """Which game a result dict is of, from its fields."""
    if "tray" in result and "seats" in result:
        return "hunt"
    if "board" in result and "scores" in result:
        return "duel"
    if "field" in result and "score" in result:
        return "solo"
    raise ValueError(f"not a result of any game (fields {sorted(result)})")


def _seat_rows(
    result: Mapping[str, Any],
    game: str,
    kinds: Sequence[str] | None,
    config: Mapping[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """The rows of one result, one a seat."""
    seed = int(result["seed"], 16)
    rows: list[dict[str, Any]] = []
    if game == "hunt":
        places = [seat["place"] for seat in result["seats"]]
        # The tray's points at the game's table (the rules' table when only
        # the result is known), from the core.
        points = None if config is None else config.get("points")
        tray_points = _core.hunt_score(result["tray"], points=points)
        for seat in result["seats"]:
            place = seat["place"]
            if place == 1:
                outcome = "draw" if places.count(1) > 1 else "win"
            else:
                outcome = "loss"
            found = sum(int(word["points"]) for word in seat["words"])
            bot = seat["kind"] == "bot"
            rows.append(
                {
                    "seat": seat["seat"],
                    "kind": seat["kind"],
                    "score": seat["score"],
                    "rank": place,
                    "outcome": outcome,
                    "reason": result["end_reason"],
                    "moves": len(seat["words"]),
                    "strength": _core.hunt_bot_strength(seed) if bot else None,
                    "found_points": found,
                    "tray_points": tray_points,
                    "share": found / tray_points if tray_points else None,
                }
            )
    elif game == "duel":
        winner, draw = result["winner"], result["draw"]
        for seat, score in enumerate(result["scores"]):
            if draw:
                rank, outcome = 1, "draw"
            else:
                rank, outcome = (1, "win") if winner == seat else (2, "loss")
            rows.append(
                {
                    "seat": seat,
                    "kind": None if kinds is None else kinds[seat],
                    "score": score,
                    "rank": rank,
                    "outcome": outcome,
                    "reason": result["reason"],
                    "moves": sum(move["seat"] == seat for move in result["moves"]),
                }
            )
    else:
        rows.append(
            {
                "seat": 0,
                "kind": "human" if kinds is None else kinds[0],
                "score": result["score"],
                "rank": 1,
                "outcome": None,
                "reason": result["reason"],
                "moves": len(result["moves"]),
            }
        )
    return [{"game": game, "seed": seed, **row} for row in rows]


def results_frame(
    games: Game | Mapping[str, Any] | Iterable[Game | Mapping[str, Any]],
) -> _pd.DataFrame:
    """Finished games of any kind as a table, one row per seat, in order.

    ``games``: a finished game (``hunt.Game``, ``duel.Game``, ``solo.Game``
    or any ``gridwords.Game``), its ``result()`` dict (or a replay's), or
    an iterable of those, of one game or mixed. Columns
    (:data:`RESULT_COLUMNS`):

    * ``game``: ``"hunt"``, ``"duel"`` or ``"solo"``; ``seed``: the seed
      as an int; ``seat``: 0, 1, ...;
    * ``kind``: the seat's kind (``"human"``, ``"bot"``, ``"bot:hard"``,
      ...); a Wordgrid result dict does not hold its seats' kinds, so
      ``None`` there (pass the game instead);
    * ``score``: the seat's points;
    * ``rank``: 1 for the best. Word Grid: the seat's place (equal scores
      share it; ``None`` when disqualified); Wordgrid: 1 for the winner
      (both after a draw), 2 for the loser; Sóló: 1;
    * ``outcome``: ``"win"``, ``"draw"`` (an agreed Wordgrid draw, or Word
      Grid's first place shared) or ``"loss"``; ``None`` in Sóló, which
      has no opponent;
    * ``reason``: how the game ended (Word Grid's ``end_reason``,
      Wordgrid's and Sóló's ``reason``);
    * ``moves``: the seat's moves. Word Grid: words accepted (cancelled
      duplicates included); Wordgrid: letters played; Sóló: swaps;
    * Word Grid only (``None`` elsewhere): ``strength``, the bot's
      strength 1-5 on the bot's row (``None`` on a human's);
      ``found_points``, the points of the seat's accepted words, cancelled
      ones included; ``tray_points``, the points of every word the tray
      holds (:func:`gridwords.hunt.score`, at the game's table when a game
      is given, else the rules' table); ``share``, ``found_points /
      tray_points``: the part of the tray the seat found, by points (at most
      0.45 for the bot, ``docs/rules/hunt.md``).

    A game not over raises ``ValueError``."""
    _need_pandas()
    import pandas

    items: list[Game | Mapping[str, Any]]
    if isinstance(games, Game | Mapping):
        items = [games]
    else:
        items = list(games)
    rows: list[dict[str, Any]] = []
    for item in items:
        kinds: Sequence[str] | None = None
        config: Mapping[str, Any] | None = None
        result: Mapping[str, Any] | None
        game: str
        if isinstance(item, Game):
            result, game = item.result(), item.game
            if result is None:
                raise ValueError(f"a {game} game is not over: it has no result yet")
            game_config: Mapping[str, Any] = item.config()
            config = game_config
            kinds = game_config.get("seats", ["human"])  # Sóló's one seat is a person
        elif isinstance(item, Mapping):
            result, game = item, _game_of(item)
        else:
            raise TypeError(f"a game or a result dict, not {type(item).__name__}")
        rows.extend(_seat_rows(result, game, kinds, config))
    frame = pandas.DataFrame(rows, columns=list(RESULT_COLUMNS))
    frame["rank"] = frame["rank"].astype("Int64")  # a disqualified seat has none
    # Word Grid's columns, empty for the other games' rows.
    for column in ("strength", "found_points", "tray_points"):
        frame[column] = frame[column].astype("Int64")
    frame["share"] = frame["share"].astype("float64")
    return frame


def solves_frame(columns: Mapping[str, Any]) -> _pd.DataFrame:
    """A columnar solve as a table, one row per word, in the solve's order.

    ``columns``: what ``hunt.solve_many(trays, columns=True)`` gives, or one
    chunk of ``hunt.solve_chunks(trays)``: ``{"tray": int64 (n,), "word":
    S16 (n,), "path": uint8 (n, 16)}``. Columns (:data:`SOLVE_COLUMNS`):
    ``tray`` (the tray's flat index in the input, int64), ``word``
    (``str``), ``length`` (its letters, int) and ``path`` (its cells, a
    ``list[int]`` without the 255 padding).

    A row costs a few hundred bytes here (a ``str`` and a ``list`` each)
    against 40 in the columns: for a million trays, aggregate chunk by
    chunk on the arrays (as ``examples/python/analysis.ipynb`` does) and
    make tables of what you keep."""
    _need_pandas()
    import numpy as np
    import pandas

    tray = np.asarray(columns["tray"], dtype=np.int64)
    word = np.asarray(columns["word"])
    path = np.asarray(columns["path"], dtype=np.uint8)
    if tray.ndim != 1 or word.shape != tray.shape or path.shape != (len(tray), 16):
        raise ValueError(
            "columns must be tray (n,), word (n,) and path (n, 16); got "
            f"{tray.shape}, {word.shape} and {path.shape}"
        )
    length = (path != 255).sum(axis=1)
    return pandas.DataFrame(
        {
            "tray": tray,
            "word": word.astype(str).astype(object),
            "length": length.astype(np.int64),
            "path": [row[:n].tolist() for row, n in zip(path, length.tolist(), strict=True)],
        },
        columns=list(SOLVE_COLUMNS),
    )


def matches_frame(records: Iterable[MatchRecord]) -> _pd.DataFrame:
    """Tournament records (:func:`tournament`) as a table, one row per
    game, with the :class:`MatchRecord` fields but ``turns`` (see
    :func:`turns_frame`) as columns in their order
    (``seat0`` and ``seat1`` ordered categoricals of :data:`LEVELS`, so
    tables sort easy, medium, hard)."""
    _need_pandas()
    import pandas

    columns = [name for name in MatchRecord.__annotations__ if name != "turns"]
    frame = pandas.DataFrame(list(records), columns=columns)
    levels = pandas.CategoricalDtype(list(LEVELS), ordered=True)
    frame["seat0"] = frame["seat0"].astype(levels)
    frame["seat1"] = frame["seat1"].astype(levels)
    frame["winner"] = frame["winner"].astype("Int64")  # None after a draw
    return frame


def turns_frame(records: Iterable[MatchRecord]) -> _pd.DataFrame:
    """The moves of tournament records (:func:`tournament`) as a table, one
    row per move, in order: the game's ``seed``, ``seat0`` and ``seat1``,
    then the :class:`MatchTurn` fields (:data:`TURN_COLUMNS`; levels are
    ordered categoricals of :data:`LEVELS`). ``think_ms`` is the bot's time
    on the game's clock, ``wall_ms`` on this machine's:
    ``frame.groupby("level")["think_ms"].describe()``."""
    _need_pandas()
    import pandas

    rows = [
        {"seed": r["seed"], "seat0": r["seat0"], "seat1": r["seat1"], **turn}
        for r in records
        for turn in r["turns"]
    ]
    frame = pandas.DataFrame(rows, columns=list(TURN_COLUMNS))
    levels = pandas.CategoricalDtype(list(LEVELS), ordered=True)
    for column in ("seat0", "seat1", "level"):
        frame[column] = frame[column].astype(levels)
    frame["wall_ms"] = frame["wall_ms"].astype("float64")
    return frame


def standings(
    records: Iterable[MatchRecord] | _pd.DataFrame,
    by: Sequence[Literal["level", "opponent", "seat"]] = ("level", "opponent"),
    *,
    z: float = 1.96,
) -> _pd.DataFrame:
    """Each level's record in a tournament: a row per group of ``by``,
    from the level's side, both seats counted.

    ``records``: :func:`tournament`'s records, or :func:`matches_frame`'s
    table (filtered as you like). ``by``: any of ``"level"``,
    ``"opponent"`` (the other seat's level) and ``"seat"`` (the level's
    seat, 0 or 1), in the index's order: ``("level", "opponent")`` (the
    default) is each pairing from each side, ``("level",)`` each level
    overall, ``("level", "seat")`` the first move's worth. Each game counts
    once for each seat, so the ``games`` column sums to twice the games.

    Columns (:data:`STANDING_COLUMNS`): ``games``, ``wins``, ``draws``,
    ``losses``, ``win_rate`` and its Wilson interval ``ci_low``,
    ``ci_high`` at ``z`` (:func:`wilson`). A draw counts as half a win, as
    in chess: ``win_rate = (wins + draws / 2) / games``. (Bots never agree
    to a draw, so in bot tournaments this is just ``wins / games``.)"""
    _need_pandas()
    import pandas

    matches = records if isinstance(records, pandas.DataFrame) else matches_frame(records)
    keys = list(by)
    for key in keys:
        if key not in ("level", "opponent", "seat"):
            raise ValueError(f'by takes "level", "opponent" and "seat", got {key!r}')
    if not keys:
        raise ValueError("by needs at least one of level, opponent and seat")
    levels = pandas.CategoricalDtype(list(LEVELS), ordered=True)
    players = pandas.concat(
        [
            pandas.DataFrame(
                {
                    "level": matches[f"seat{seat}"].astype(str).astype(levels),
                    "opponent": matches[f"seat{1 - seat}"].astype(str).astype(levels),
                    "seat": seat,
                    "win": matches["winner"].eq(seat).fillna(False).astype(bool)
                    & ~matches["draw"].astype(bool),
                    "draw": matches["draw"].astype(bool),
                }
            )
            for seat in (0, 1)
        ],
        ignore_index=True,
    )
    grouped = players.groupby(keys, observed=True, sort=True)
    table = pandas.DataFrame(
        {
            "games": grouped.size(),
            "wins": grouped["win"].sum(),
            "draws": grouped["draw"].sum(),
        }
    ).astype("int64")
    table["losses"] = table["games"] - table["wins"] - table["draws"]
    score = table["wins"] + table["draws"] / 2
    table["win_rate"] = score / table["games"]
    intervals = [wilson(s, int(n), z) for s, n in zip(score, table["games"], strict=True)]
    table["ci_low"] = [low for low, _ in intervals]
    table["ci_high"] = [high for _, high in intervals]
    return table[list(STANDING_COLUMNS)]
