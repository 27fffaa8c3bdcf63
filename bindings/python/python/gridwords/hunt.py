"""Word Grid (``hunt``): 2-4 players, or one against the bot, hunt words in
the same 4x4 tray; duplicates cancel.

Analysis helpers need no game: :func:`deal`, :func:`solve`,
:func:`solve_json`, :func:`score`, :func:`trace` (a word's path),
:func:`tray_svg` (a tray drawn), and on every core :func:`score_many`
and :func:`solve_many` (numpy string arrays in, ``uint64`` arrays out; a
pandas Series in, a Series with its index out), :func:`deal_many`,
:func:`count_many` and :func:`solve_chunks` (a million trays' words in
bounded memory, as a :class:`SolveChunks` iterator).
:class:`Game` is a live game driven by the host's clock (every call takes
``now_ms``); it is a :class:`gridwords.Game` with typed calls, so ``act``,
``events_for`` and the rest work on it too. :func:`replay` rebuilds a finished game's result from
its log.

Seeds: :class:`Game` and :func:`deal` take an ``int`` 0..2**64-1 or a
string (``"42"`` or ``"0x2a"``); results, logs and views write the seed as
the JSON string ``"0x"`` + 16 hex digits, e.g. ``"0x000000000000002a"``.
A tray is a ``str`` or bytes-like (``bytes``, such as an item of
:func:`deal_many`'s array, ``bytearray`` or ``memoryview``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypedDict, overload

from . import _core
from ._core import HuntGame as Game
from ._core import Lexicon
from .types import HuntBotWord, HuntGameResult, HuntLog

if TYPE_CHECKING:  # numpy and pandas are optional: needed only to pass arrays in
    from typing import Protocol, TypeVar

    import numpy as np
    import pandas as pd  # type: ignore[import-untyped, import-not-found, unused-ignore]
    from numpy.typing import NDArray

    # A numpy array's shape, which deal_many keeps (numpy's shape typing).
    _ShapeT = TypeVar("_ShapeT", bound=tuple[int, ...])

    class _Series(Protocol):
        """A pandas Series, as the overloads tell it from a list or an
        array (a Series has ``iloc`` and one ``dtype``; a list neither, an
        array no ``iloc``, a DataFrame ``dtypes``). A protocol, not
        ``pd.Series`` itself: without pandas-stubs that would be ``Any``
        and catch every call."""

        @property
        def iloc(self) -> Any: ...
        @property
        def dtype(self) -> Any: ...


#: The core's default ``chunk`` of :func:`solve_chunks` (``DEFAULT_CHUNK``
#: in ``src/solves.rs``, 4 slices of 16 of the core's chunks of 256;
#: tests/test_solve_columns.py holds the two equal). :class:`SolveChunks`
#: passes it explicitly, as it needs it to know where a chunk begins.
_DEFAULT_CHUNK = 16_384


def _series(obj: object) -> Any:
    """``obj`` if it is a pandas Series (or a subclass), else ``None``:
    told by its type's name and module, so that pandas is never imported
    here unless the caller gave a Series (and so has it imported)."""
    for cls in type(obj).__mro__:
        if cls.__name__ == "Series" and cls.__module__.partition(".")[0] == "pandas":
            return obj
    return None


def _as_series(like: Any, values: Any) -> Any:
    """``values`` (one per row of the Series ``like``) as a Series with its
    index and name, as ``Series.map`` keeps them."""
    import pandas as pd

    return pd.Series(values, index=like.index, name=like.name, copy=False)


def _input(trays: Any) -> Any:
    """What the core reads: a Series' values as a numpy array, else ``trays``."""
    series = _series(trays)
    return trays if series is None else series.to_numpy()


__all__ = [
    "Game",
    "bot_strength",
    "bot_strength_many",
    "bot_words",
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
    "SolveChunks",
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
    seeds: _Series,
    *,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> pd.Series[bytes]: ...
@overload
def deal_many(
    seeds: Iterable[int | str],
    *,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> np.ndarray[tuple[int], np.dtype[np.bytes_]]: ...
def deal_many(
    seeds: Iterable[int | str] | NDArray[Any] | _Series,
    *,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> NDArray[np.bytes_] | pd.Series[bytes]:
    """:func:`deal` for many seeds, on up to ``threads`` threads, without
    the GIL: a numpy array of dtype ``S16`` in the seeds' shape (numpy is
    needed), ready for :func:`score_many`, :func:`count_many` and
    :func:`solve_many`. ``seeds``: a numpy array of integers or any
    iterable of seeds (int or str) but a ``str``, read a slice at a time
    (an array's integers from its bytes); a pandas Series of seeds gives a
    Series (dtype ``S16``) with its index and name. ``progress``, Ctrl-C and
    memory as for :func:`score_many`: ``deal_many(range(10**9))`` needs
    16 GB of output, asked for before any work.

    Typed by overloads: a numpy array in gives an array of its shape (to a
    type checker too, with numpy's shape typing), a Series a Series, any
    other iterable a one-dimensional array."""
    trays = _core.hunt_deal_many(_input(seeds), threads=threads, progress=progress)
    series = _series(seeds)
    return trays if series is None else _as_series(series, trays)  # type: ignore[no-any-return]


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
    trays: _Series,
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> tuple[pd.Series[int], pd.Series[int]]: ...
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
    trays: Iterable[str] | NDArray[Any] | _Series,
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> tuple[NDArray[np.uint32], NDArray[np.uint8]] | tuple[pd.Series[int], pd.Series[int]]:
    """How many words each tray holds and its longest word's length (the
    words :func:`solve` lists, without building them: a million trays in
    a few megabytes): ``(words, longest)``, numpy arrays of dtypes
    ``uint32`` and ``uint8`` in the trays' shape (numpy is needed; a list
    of ``str`` gives one-dimensional arrays, and is typed so; a pandas
    Series gives two Series of those dtypes, each with its index and
    name). ``trays``, ``progress`` and Ctrl-C as for :func:`score_many`."""
    words, longest = _core.hunt_count_many(
        _input(trays), lexicon=lexicon, threads=threads, progress=progress
    )
    series = _series(trays)
    if series is None:
        return words, longest
    return _as_series(series, words), _as_series(series, longest)


def solve(
    tray: str | bytes | bytearray | memoryview, *, lexicon: Lexicon | None = None
) -> dict[str, list[int]]:
    """Every word ``tray`` holds, mapped to its first path (cells 0-15,
    row-major); longest words first, then alphabetical. ``tray``: a
    ``str``, or bytes-like: ``bytes`` such as an item of
    :func:`deal_many`'s ``S16`` array, ``bytearray`` or ``memoryview`` (as
    for every call taking a tray, and in lists of trays); the same letters
    in any of them give the same answer and the same errors."""
    return _core.hunt_solve(tray, lexicon=lexicon)


def trace(tray: str | bytes | bytearray | memoryview, word: str) -> list[int]:
    """The first path of ``word`` in ``tray`` (cells 0-15, row-major, first
    letter first): the word as typed, trimmed and folded, and not looked up
    in a word list, so any letters that touch in order have one. For a word
    of the list it is the path :func:`solve` gives. A word the tray cannot
    hold raises :class:`gridwords.Error` ``INVALID_ARGUMENT`` (an empty one
    ``EMPTY_WORD``)."""
    return _core.hunt_trace(tray, word)


def tray_svg(
    tray: str | bytes | bytearray | memoryview, word: str | None = None, *, title: str | None = None
) -> str:
    """``tray`` drawn as a self-contained SVG document (16 cells and their
    letters), with ``word``'s path over it when given (the path
    :func:`trace` gives: a line through its cells, a dot on the first).
    ``title`` is the picture's ``<title>`` (escaped; default: the letters
    and the word). Show it in Jupyter with
    ``IPython.display.SVG(tray_svg(tray, "tone"))``; the same input is
    always the same bytes."""
    return _core.hunt_tray_svg(tray, word, title=title)


def solve_json(
    tray: str | bytes | bytearray | memoryview, *, lexicon: Lexicon | None = None
) -> str:
    """The solve as the core's one JSON shape (the same bytes as the CLI's
    ``--json``, C and Node):
    ``{"version":1,"tray":"...","words":[{"word":"...","path":[...]}]}``."""
    return _core.hunt_solve_json(tray, lexicon=lexicon)


def score(
    tray: str | bytes | bytearray | memoryview,
    *,
    points: Sequence[int] | None = None,
    lexicon: Lexicon | None = None,
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
    trays: _Series,
    *,
    points: Sequence[int] | None = ...,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
) -> pd.Series[int]: ...
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
    trays: Iterable[str] | NDArray[Any] | _Series,
    *,
    points: Sequence[int] | None = None,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[int] | NDArray[np.uint64] | pd.Series[int]:
    """:func:`score` for many trays, in input order, on up to ``threads``
    threads (``None`` or ``0``: one per core; ``1``: the calling thread only). The
    work runs without the GIL, so other Python threads go on meanwhile.

    ``trays``: any iterable of ``str`` (gives a ``list[int]``), or a numpy
    array of fixed-width strings, dtype ``'S16'`` (or any ``S<n>``/``U<n>``),
    read from its bytes without a Python object per tray; it gives a numpy
    ``uint64`` array of the same shape. numpy is not needed otherwise. A
    pandas Series of trays gives a Series of ``uint64`` scores with its
    index and name (as ``Series.map`` would; pandas is imported only
    then). The input is read a slice at a time (65,536 trays) as the work
    goes, never held whole: a generator of millions of trays costs the
    output and a slice. When it has a ``len()`` the output is allocated
    before any work (``MemoryError`` naming its size if it cannot be had).

    ``progress(done, total)``, if given, is called from the calling thread
    a few times a second and once at the end (``done == total``): with
    tqdm, ``bar = tqdm(total=len(trays))`` and
    ``progress=lambda done, total: bar.update(done - bar.n)``. ``total`` is
    ``len(trays)``; for an input without ``len()`` (a generator) it is the
    trays read so far. Ctrl-C stops the call within a fraction of a second
    with ``KeyboardInterrupt``, while it reads as while it works (the work
    done is dropped); an exception raised by ``progress`` stops it the same
    way and is raised.

    A bad tray raises :class:`gridwords.Error` naming ``trays[i]`` (``i``
    counts in C order for a numpy array) when its slice is read; ``threads``
    outside 0..1024 is ``INVALID_ARGUMENT``."""
    scores = _core.hunt_score_many(
        _input(trays), points=points, lexicon=lexicon, threads=threads, progress=progress
    )
    series = _series(trays)
    return scores if series is None else _as_series(series, scores)


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
    trays: _Series,
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    columns: Literal[False] = ...,
) -> pd.Series[Any]: ...
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
    trays: Iterable[str] | NDArray[Any] | _Series,
    *,
    lexicon: Lexicon | None = ...,
    threads: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    columns: Literal[True],
) -> SolveColumns: ...
def solve_many(
    trays: Iterable[str] | NDArray[Any] | _Series,
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    columns: bool = False,
) -> list[dict[str, list[int]]] | NDArray[np.object_] | SolveColumns | pd.Series[Any]:
    """:func:`solve` for many trays, on up to ``threads`` threads (``None``:
    one per core), without the GIL. Per tray, the dict :func:`solve` gives:
    a list for an iterable of ``str``, a numpy object array in the trays'
    shape for a numpy array, a Series with its index and name for a pandas
    Series. ``columns=True`` gives a :class:`SolveColumns` instead: numpy
    arrays with a row per word, about 40 bytes a word against some 250 as
    dicts (numpy needed; ``tray`` is the row's position in the input, a
    Series' too). ``trays``, ``progress`` and Ctrl-C as for
    :func:`score_many`.

    A solve is large (about 118 words a tray with the shipped list): for
    hundreds of thousands of trays use :func:`solve_chunks`, which holds
    one chunk at a time. Memory running out raises ``MemoryError``."""
    solved = _core.hunt_solve_many(
        _input(trays), lexicon=lexicon, threads=threads, progress=progress, columns=columns
    )
    series = _series(trays)
    if series is None or columns:
        return solved  # type: ignore[no-any-return]
    return _as_series(series, solved)  # type: ignore[no-any-return]


def solve_chunks(
    trays: Iterable[str] | NDArray[Any] | _Series,
    *,
    chunk: int | None = None,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> SolveChunks:
    """:func:`solve_many` with ``columns=True``, ``chunk`` trays at a time
    (default 16,384: about 77 MB of columns with the shipped list): an iterator of
    :class:`SolveColumns` whose ``tray`` indexes the whole input (a
    :class:`SolveChunks`). Each
    ``next()`` solves its chunk on up to ``threads`` threads without the
    GIL, so a million trays (4.7 GB of columns in all) run in the memory
    of one chunk plus what the caller keeps::

        freq = collections.Counter()
        for cols in hunt.solve_chunks(trays):
            freq.update(cols["word"].tolist())

    ``len()`` is the number of chunks (``tqdm(hunt.solve_chunks(trays))``
    shows a bar); an input without ``len()`` (a generator) makes it a
    ``TypeError`` until the input is spent. ``progress(done, total)`` counts
    trays over the whole input. Ctrl-C raises ``KeyboardInterrupt`` from
    ``next()``; the next ``next()`` solves the interrupted chunk again (and
    reads on where an interrupted read stopped). The first chunk's trays are
    read (and checked) at the call, each later chunk's by the ``next()``
    that solves it: a bad tray there raises from that ``next()``, and so
    does every later one (as does a generator that raised: a
    ``RuntimeError`` saying so, rather than a short last chunk). ``chunk``
    under 1 is ``INVALID_ARGUMENT``. It pickles (see :class:`SolveChunks`)."""
    return SolveChunks(trays, chunk=chunk, lexicon=lexicon, threads=threads, progress=progress)


class SolveChunks:
    """The iterator :func:`solve_chunks` returns (the same arguments): a
    :class:`SolveColumns` per chunk of ``chunk`` trays, each solved when
    ``next()`` asks for it; ``len()`` is the number of chunks in all.

    It pickles (and copies, and goes to a ``multiprocessing`` or Dask
    worker) where it stands: the trays it has not solved yet, as they were
    read at the call, with its ``chunk``, ``lexicon``, ``threads`` and
    ``progress``; the copy gives the same remaining chunks, ``tray`` still
    indexing the whole input and ``progress`` still counting it.
    ``progress`` must pickle too (a module-level function does, a lambda
    does not: pass ``progress=None`` to an iterator you mean to pickle).

    To pickle, it keeps a copy of the trays when they are a list, a tuple,
    a numpy array or a pandas Series (a list of their references, or the
    array's bytes: 16 a tray for ``S16``, beside the core's own 16). Made
    from any other iterable (a generator), which is read once, it keeps
    nothing, and pickling it is a ``TypeError`` that says so.
    """

    __slots__ = (
        "_chunk",
        "_done",
        "_inner",
        "_kept",
        "_lexicon",
        "_progress",
        "_start",
        "_threads",
    )

    _chunk: int
    _done: int
    _inner: _core.SolveChunks
    _kept: list[Any] | NDArray[Any] | None
    _lexicon: Lexicon | None
    _progress: Callable[[int, int], object] | None
    _start: int
    _threads: int | None

    def __init__(
        self,
        trays: Iterable[str] | NDArray[Any] | _Series,
        *,
        chunk: int | None = None,
        lexicon: Lexicon | None = None,
        threads: int | None = None,
        progress: Callable[[int, int], object] | None = None,
    ) -> None:
        self._open(_input(trays), 0, chunk, lexicon, threads, progress, copy=True)

    def _open(
        self,
        trays: Any,
        start: int,
        chunk: int | None,
        lexicon: Lexicon | None,
        threads: int | None,
        progress: Callable[[int, int], object] | None,
        *,
        copy: bool,
    ) -> None:
        """Reads ``trays`` (the input's trays from the ``start``-th on, a
        multiple of ``chunk``) into the core's iterator and keeps what
        pickling needs."""
        size = _DEFAULT_CHUNK if chunk is None else chunk
        report = progress
        if progress is not None and start:
            # The core counts the trays it was given; the caller, the input.
            def report(done: int, total: int) -> object:
                return progress(start + done, start + total)

        # The core reads and checks the trays first (a bad tray, a bare
        # str, a wrong chunk are its errors), then they are kept.
        self._inner = _core.hunt_solve_chunks(
            trays, chunk=size, lexicon=lexicon, threads=threads, progress=report
        )
        self._chunk = size
        self._start = start
        self._done = 0  # chunks solved since `start`
        self._lexicon = lexicon
        self._threads = threads
        self._progress = progress
        self._kept = _kept_trays(trays, copy)

    def __iter__(self) -> SolveChunks:
        return self

    def __next__(self) -> SolveColumns:
        cols = next(self._inner)
        if self._start:
            cols["tray"] += self._start  # indexes the whole input
        self._done += 1
        return cols

    def __len__(self) -> int:
        return self._start // self._chunk + len(self._inner)

    def __repr__(self) -> str:
        done = self._start // self._chunk + self._done
        try:
            total: int | str = len(self)
        except TypeError:  # trays without len(), not spent yet
            total = "?"
        return (
            f"<gridwords.hunt.SolveChunks: {done} of {total} chunks solved, "
            f"{self._chunk} trays a chunk>"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        if self._kept is None:
            raise TypeError(
                "this hunt.SolveChunks cannot be pickled: its trays came from a one-shot "
                "iterable (a generator), read once and not kept; make it from a list, a "
                "tuple or a numpy array of trays to pickle it"
            )
        at = self._done * self._chunk  # the first tray not solved, in _kept
        state = (
            self._kept[at:],
            self._start + at,
            self._chunk,
            self._lexicon,
            self._threads,
            self._progress,
        )
        return (_resume_solve_chunks, state)


def _kept_trays(trays: Any, copy: bool) -> list[Any] | NDArray[Any] | None:
    """The trays a :class:`SolveChunks` keeps for pickling: a list's or a
    tuple's items (a new list: the caller may change theirs), a numpy
    array's trays one a row (copied unless ``copy`` is false: the
    unpickled ones are the iterator's own), or ``None`` for any other
    iterable, read once. A row is a tray as the core reads it: an item of
    a string (or object) array, or 16 cells of a ``uint8``/``int8`` matrix
    of letter codes, so ``kept[k:]`` is the input from its ``k``-th tray
    on."""
    if isinstance(trays, list | tuple):
        return list(trays)
    kind = type(trays)
    if kind.__module__ != "numpy" or kind.__name__ != "ndarray":
        return None
    codes = trays.dtype.kind in "ui" and trays.dtype.itemsize == 1 and trays.shape[-1:] == (16,)
    rows = trays.reshape(-1, 16) if codes else trays.reshape(-1)
    return rows.copy() if copy else rows  # type: ignore[no-any-return]


def _resume_solve_chunks(
    trays: list[Any] | NDArray[Any],
    start: int,
    chunk: int,
    lexicon: Lexicon | None,
    threads: int | None,
    progress: Callable[[int, int], object] | None,
) -> SolveChunks:
    """Unpickling helper of :class:`SolveChunks`: the iterator from its
    ``start``-th tray on."""
    chunks = SolveChunks.__new__(SolveChunks)
    chunks._open(trays, start, chunk, lexicon, threads, progress, copy=False)
    return chunks


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


# ---------------------------------------------------------------------------
# The bot as data


def bot_strength(seed: int | str) -> int:
    """The bot's strength, 1-5, in a game of ``seed`` (drawn from the seed
    when the game is made, public from then on)."""
    return _core.hunt_bot_strength(seed)


def bot_strength_many(
    seeds: Iterable[int | str] | NDArray[Any],
    *,
    progress: Callable[[int, int], object] | None = None,
) -> NDArray[np.uint8]:
    """:func:`bot_strength` for many seeds: a numpy ``uint8`` array in the
    seeds' shape (numpy is needed). ``seeds`` as for :func:`deal_many` (a
    numpy array of integers or any iterable of seeds but a ``str``, read a
    slice at a time); ``progress`` and Ctrl-C as for :func:`score_many`.
    A million seeds take a fraction of a second."""
    strengths: NDArray[np.uint8] = _core.hunt_bot_strength_many(seeds, progress=progress)
    return strengths


def bot_words(
    tray: str | bytes | bytearray | memoryview,
    strength: int,
    seed: int | str,
    *,
    round_ms: int | None = None,
    points: Sequence[int] | None = None,
    bot_rules: int | None = None,
    lexicon: Lexicon | None = None,
) -> list[HuntBotWord]:
    """The words the bot of ``strength`` (1-5) would find in ``tray`` and
    when, without playing a round: ``[{"word", "at_ms"}, ...]`` in the
    order it sends them, ``at_ms`` counted from the round's opening. Its
    choices are drawn from stream 1 of ``seed`` as in a game
    (``docs/rules/hunt.md``, "The bot"): with the seed's own tray
    (:func:`deal`) and strength (:func:`bot_strength`) this is what the bot
    of that seed's game sends. ``round_ms``, ``points`` and ``bot_rules``
    default to the game's (a standard round and table, today's bot rules);
    a strength outside 1-5 or rules outside 1-2 is ``INVALID_ARGUMENT``.
    About 75 µs a tray (a third of a simulated round), without the GIL."""
    return _core.hunt_bot_words(
        tray,
        strength,
        seed,
        round_ms=round_ms,
        points=points,
        bot_rules=bot_rules,
        lexicon=lexicon,
    )
