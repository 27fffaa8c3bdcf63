"""Word Grid (``hunt``): 2-4 players, or one against the bot, hunt words in
the same 4x4 tray; duplicates cancel.

Analysis helpers need no game: :func:`deal`, :func:`solve`,
:func:`solve_json`, :func:`score`, :func:`trace` (a word's path),
:func:`tray_svg` (a tray drawn), and on every core :func:`score_many`
and :func:`solve_many` (numpy string arrays in, ``uint64`` arrays out),
:func:`deal_many`, :func:`count_many` and :func:`solve_chunks` (a million
trays' words in bounded memory).
:class:`Game` is a live game driven by the host's clock (every call takes
``now_ms``); it is a :class:`gridwords.Game` with typed calls, so ``act``,
``events_for`` and the rest work on it too. :func:`replay` rebuilds a finished game's result from
its log.

Seeds: :class:`Game` and :func:`deal` take an ``int`` 0..2**64-1 or a
string (``"42"`` or ``"0x2a"``); results, logs and views write the seed as
the JSON string ``"0x"`` + 16 hex digits, e.g. ``"0x000000000000002a"``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypedDict, overload

from . import _core
from ._core import HuntGame as Game
from ._core import Lexicon
from .types import HuntGameResult, HuntLog

if TYPE_CHECKING:  # numpy is optional: needed only to pass arrays in
    from typing import TypeVar

    import numpy as np
    from numpy.typing import NDArray

    # A numpy array's shape, which deal_many keeps (numpy's shape typing).
    _ShapeT = TypeVar("_ShapeT", bound=tuple[int, ...])

__all__ = [
    "Game",
    "count_many",
    "deal",
    "deal_many",
    "replay",
    "replay_json",
    "score",
    "score_many",
    "solve",
    "solve_json",
    "solve_chunks",
    "solve_many",
    "SolveColumns",
    "trace",
    "tray_svg",
]


def deal(seed: int | str) -> str:
    """The tray dealt from ``seed`` (an int 0..2**64-1, or a string such as
    ``"42"`` or ``"0x2a"``): 16 lower-case letters, row-major."""
    return _core.hunt_deal(seed)


@overload
def deal_many(
    seeds: np.ndarray[_ShapeT, Any],
    *,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> np.ndarray[_ShapeT, np.dtype[np.bytes_]]: ...
@overload
def deal_many(
    seeds: Iterable[int | str],
    *,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> np.ndarray[tuple[int], np.dtype[np.bytes_]]: ...
def deal_many(
    seeds: Iterable[int | str] | NDArray[Any],
    *,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> NDArray[np.bytes_]:
    """:func:`deal` for many seeds, on up to ``threads`` threads, without
    the GIL: a numpy array of dtype ``S16`` in the seeds' shape (numpy is
    needed), ready for :func:`score_many`, :func:`count_many` and
    :func:`solve_many`. ``seeds``: a numpy array of integers or any
    iterable of seeds (int or str) but a ``str``. ``progress`` and Ctrl-C
    as for :func:`score_many`.

    Typed by overloads: a numpy array in gives an array of its shape (to a
    type checker too, with numpy's shape typing), any other iterable a
    one-dimensional one."""
    return _core.hunt_deal_many(seeds, threads=threads, progress=progress)  # type: ignore[no-any-return]


@overload
def count_many(
    trays: NDArray[Any],
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> tuple[NDArray[np.uint32], NDArray[np.uint8]]: ...
@overload
def count_many(
    trays: Iterable[str],
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> tuple[
    np.ndarray[tuple[int], np.dtype[np.uint32]], np.ndarray[tuple[int], np.dtype[np.uint8]]
]: ...
def count_many(
    trays: Iterable[str] | NDArray[Any],
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> tuple[NDArray[np.uint32], NDArray[np.uint8]]:
    """How many words each tray holds and its longest word's length (the
    words :func:`solve` lists, without building them: a million trays in
    a few megabytes): ``(words, longest)``, numpy arrays of dtypes
    ``uint32`` and ``uint8`` in the trays' shape (numpy is needed; a list
    of ``str`` gives one-dimensional arrays, and is typed so). ``trays``,
    ``progress`` and Ctrl-C as for :func:`score_many`."""
    return _core.hunt_count_many(trays, lexicon=lexicon, threads=threads, progress=progress)


def solve(tray: str | bytes, *, lexicon: Lexicon | None = None) -> dict[str, list[int]]:
    """Every word ``tray`` holds, mapped to its first path (cells 0-15,
    row-major); longest words first, then alphabetical. ``tray``: a
    ``str``, or ``bytes`` such as an item of :func:`deal_many`'s ``S16``
    array (as for every call taking a tray, and in lists of trays)."""
    return _core.hunt_solve(tray, lexicon=lexicon)


def trace(tray: str | bytes, word: str) -> list[int]:
    """The first path of ``word`` in ``tray`` (cells 0-15, row-major, first
    letter first): the word as typed, trimmed and folded, and not looked up
    in a word list, so any letters that touch in order have one. For a word
    of the list it is the path :func:`solve` gives. A word the tray cannot
    hold raises :class:`gridwords.Error` ``INVALID_ARGUMENT`` (an empty one
    ``EMPTY_WORD``)."""
    return _core.hunt_trace(tray, word)


def tray_svg(tray: str | bytes, word: str | None = None, *, title: str | None = None) -> str:
    """``tray`` drawn as a self-contained SVG document (16 cells and their
    letters), with ``word``'s path over it when given (the path
    :func:`trace` gives: a line through its cells, a dot on the first).
    ``title`` is the picture's ``<title>`` (escaped; default: the letters
    and the word). Show it in Jupyter with
    ``IPython.display.SVG(tray_svg(tray, "tone"))``; the same input is
    always the same bytes."""
    return _core.hunt_tray_svg(tray, word, title=title)


def solve_json(tray: str | bytes, *, lexicon: Lexicon | None = None) -> str:
    """The solve as the core's one JSON shape (the same bytes as the CLI's
    ``--json``, C and Node):
    ``{"version":1,"tray":"...","words":[{"word":"...","path":[...]}]}``."""
    return _core.hunt_solve_json(tray, lexicon=lexicon)


def score(
    tray: str | bytes, *, points: Sequence[int] | None = None, lexicon: Lexicon | None = None
) -> int:
    """The total for finding every word of ``tray``. ``points``: six numbers,
    for words of 3, 4, 5, 6, 7 and 8+ letters (default: the rules' table),
    each at most ``10**8`` (``INVALID_POINTS`` past it); totals are summed
    in 64 bits, exact."""
    return _core.hunt_score(tray, points=points, lexicon=lexicon)


@overload
def score_many(
    trays: NDArray[Any],
    *,
    points: Sequence[int] | None = ...,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> NDArray[np.uint64]: ...
@overload
def score_many(
    trays: Iterable[str],
    *,
    points: Sequence[int] | None = ...,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> list[int]: ...
def score_many(
    trays: Iterable[str] | NDArray[Any],
    *,
    points: Sequence[int] | None = None,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[int] | NDArray[np.uint64]:
    """:func:`score` for many trays, in input order, on up to ``threads``
    threads (``None`` or ``0``: one per core; ``1``: the calling thread only). The
    work runs without the GIL, so other Python threads go on meanwhile.

    ``trays``: any iterable of ``str`` (gives a ``list[int]``), or a numpy
    array of fixed-width strings, dtype ``'S16'`` (or any ``S<n>``/``U<n>``),
    read from its bytes without a Python object per tray; it gives a numpy
    ``uint64`` array of the same shape. numpy is not needed otherwise.

    ``progress(done, total)``, if given, is called from the calling thread
    a few times a second and once at the end (``done == total``): with
    tqdm, ``bar = tqdm(total=len(trays))`` and
    ``progress=lambda done, total: bar.update(done - bar.n)``. Ctrl-C stops
    the call within a fraction of a second with ``KeyboardInterrupt`` (the
    work done is dropped); an exception raised by ``progress`` stops it
    the same way and is raised.

    A bad tray raises :class:`gridwords.Error` naming ``trays[i]`` (``i``
    counts in C order for a numpy array); ``threads`` outside 0..1024 is
    ``INVALID_ARGUMENT``."""
    return _core.hunt_score_many(
        trays, points=points, lexicon=lexicon, threads=threads, progress=progress
    )


class SolveColumns(TypedDict):
    """Many trays' words as columns, a row per word (:func:`solve_many`
    with ``columns=True``, and each chunk of :func:`solve_chunks`): rows in
    tray order, then in the order :func:`solve` lists the words."""

    tray: NDArray[np.int64]
    """``(n,)``: the tray's flat index in the input (C order for a numpy array)."""
    word: NDArray[np.bytes_]
    """``(n,)``, dtype ``S16``: the word, ASCII (``.astype(str)`` for ``str``)."""
    path: NDArray[np.uint8]
    """``(n, 16)``: its first path, cells 0-15, padded with 255."""


@overload
def solve_many(
    trays: NDArray[Any],
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    columns: Literal[False] = ...,
) -> NDArray[np.object_]: ...
@overload
def solve_many(
    trays: Iterable[str],
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    columns: Literal[False] = ...,
) -> list[dict[str, list[int]]]: ...
@overload
def solve_many(
    trays: Iterable[str] | NDArray[Any],
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    columns: Literal[True],
) -> SolveColumns: ...
def solve_many(
    trays: Iterable[str] | NDArray[Any],
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    columns: bool = False,
) -> list[dict[str, list[int]]] | NDArray[np.object_] | SolveColumns:
    """:func:`solve` for many trays, on up to ``threads`` threads (``None``:
    one per core), without the GIL. Per tray, the dict :func:`solve` gives:
    a list for an iterable of ``str``, a numpy object array in the trays'
    shape for a numpy array. ``columns=True`` gives a
    :class:`SolveColumns` instead: numpy arrays with a row per word, about
    40 bytes a word against some 250 as dicts (numpy needed). ``trays``,
    ``progress`` and Ctrl-C as for :func:`score_many`.

    A solve is large (about 118 words a tray with the shipped list): for
    hundreds of thousands of trays use :func:`solve_chunks`, which holds
    one chunk at a time. Memory running out raises ``MemoryError``."""
    return _core.hunt_solve_many(  # type: ignore[no-any-return]
        trays, lexicon=lexicon, threads=threads, progress=progress, columns=columns
    )


def solve_chunks(
    trays: Iterable[str] | NDArray[Any],
    *,
    chunk: int | None = None,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> _core.SolveChunks:
    """:func:`solve_many` with ``columns=True``, ``chunk`` trays at a time
    (default 16,384: about 77 MB of columns with the shipped list): an iterator of
    :class:`SolveColumns` whose ``tray`` indexes the whole input. Each
    ``next()`` solves its chunk on up to ``threads`` threads without the
    GIL, so a million trays (4.7 GB of columns in all) run in the memory
    of one chunk plus what the caller keeps::

        freq = collections.Counter()
        for cols in hunt.solve_chunks(trays):
            freq.update(cols["word"].tolist())

    ``len()`` is the number of chunks (``tqdm(hunt.solve_chunks(trays))``
    shows a bar); ``progress(done, total)`` counts trays over the whole
    input. Ctrl-C raises ``KeyboardInterrupt`` from ``next()``; the next
    ``next()`` solves the interrupted chunk again. The trays are read (and
    checked) at the call; ``chunk`` under 1 is ``INVALID_ARGUMENT``."""
    return _core.hunt_solve_chunks(
        trays, chunk=chunk, lexicon=lexicon, threads=threads, progress=progress
    )


def replay_json(log: HuntLog | str, *, lexicon: Lexicon | None = None) -> str:
    """Replays a Word Grid log (``Game.log()``) and returns the result JSON:
    the same bytes the Rust, C and Node bindings give for the same log."""
    return _core.hunt_replay_json(log, lexicon=lexicon)


def replay(log: HuntLog | str, *, lexicon: Lexicon | None = None) -> HuntGameResult:
    """Replays a Word Grid log and returns the settled result as a dict
    (typed :class:`gridwords.types.HuntGameResult`)."""
    result: HuntGameResult = json.loads(replay_json(log, lexicon=lexicon))
    return result


def _restore(data: bytes, lexicon: Lexicon | None = None) -> Game:
    """Unpickling helper of gridwords 0.1 pickles: ``Game.restore``."""
    return Game.restore(data, lexicon=lexicon)
