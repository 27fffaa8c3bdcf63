"""Solving many trays in bounded memory: ``solve_many(columns=True)``,
``solve_chunks``, the input's shape kept, and ``MemoryError`` (not an
abort) when the output does not fit."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
import textwrap
from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

import gridwords
from gridwords import _core, hunt

SEEDS = np.arange(1_000, dtype=np.uint64)


def _rows(cols: hunt.SolveColumns, tray: int) -> dict[str, list[int]]:
    """One tray's words from the columns, as ``solve`` gives them."""
    at = np.flatnonzero(cols["tray"] == tray)
    return {
        w.decode(): [int(c) for c in p if c != 255]
        for w, p in zip(cols["word"][at], cols["path"][at], strict=True)
    }


def test_columns_hold_every_tray_s_solve_in_order():
    trays = hunt.deal_many(SEEDS).reshape(10, 100)
    cols = hunt.solve_many(trays, columns=True, threads=2)
    assert set(cols) == {"tray", "word", "path"}
    assert cols["tray"].dtype == np.int64 and cols["word"].dtype == np.dtype("S16")
    assert cols["path"].dtype == np.uint8 and cols["path"].shape == (len(cols["tray"]), 16)
    # Rows in tray order (flat C-order index), words in solve's order.
    assert np.all(np.diff(cols["tray"]) >= 0)
    for flat in (0, 137, 999):
        tray = trays.ravel()[flat].decode()
        got = _rows(cols, flat)
        assert got == hunt.solve(tray)
        assert list(got) == list(hunt.solve(tray))
    assert len(cols["tray"]) == int(hunt.count_many(trays)[0].sum())


# Every row of the columns against hunt.solve, tray by tray: more trays than
# the binding solves at a time (4,096), so a call's columns are written from
# several of the core's, and a tray rich in long words.
_MANY = 2 * 4_096 + 808
Columns = dict[str, Any]


def _expected(trays: list[str], lexicon: gridwords.Lexicon | None = None) -> Columns:
    """The columns hunt.solve gives, tray by tray, in its order."""
    tray: list[int] = []
    word: list[str] = []
    path: list[list[int]] = []
    for i, t in enumerate(trays):
        for w, p in hunt.solve(t, lexicon=lexicon).items():
            tray.append(i)
            word.append(w)
            path.append(p + [255] * (16 - len(p)))
    return {
        "tray": np.array(tray, dtype=np.int64),
        "word": np.array(word, dtype="S16"),
        "path": np.array(path, dtype=np.uint8).reshape(-1, 16),
    }


@pytest.fixture(scope="module")
def many() -> tuple[list[str], Columns]:
    trays = [hunt.deal(s) for s in range(_MANY - 1)] + ["perslatgsineters"]
    return trays, _expected(trays)


def _assert_same(got: Mapping[str, Any], want: Columns) -> None:
    assert set(got) == {"tray", "word", "path"}
    for key in ("tray", "word", "path"):
        assert got[key].dtype == want[key].dtype, key
        assert got[key].shape == want[key].shape, key
        assert np.array_equal(got[key], want[key]), key


@pytest.mark.parametrize("threads", [1, 2, 3, None])
def test_columns_are_hunt_solve_row_for_row(many, threads):
    trays, want = many
    assert len(want["tray"]) > 100 * _MANY  # about 118 words a tray
    assert int(want["tray"][-1]) == _MANY - 1 and want["word"][-1071] == b"replastering"
    _assert_same(hunt.solve_many(trays, columns=True, threads=threads), want)
    _assert_same(hunt.solve_many(np.array(trays, dtype="S16"), columns=True, threads=threads), want)
    # Without len(): the columns grow as the slices come.
    _assert_same(hunt.solve_many(iter(trays), columns=True, threads=threads), want)


@pytest.mark.parametrize(("chunk", "threads"), [(4_097, 1), (4_097, None), (999, 2), (7, 1)])
def test_chunks_are_hunt_solve_row_for_row(many, chunk, threads):
    trays, want = many
    if chunk < 100:
        trays = trays[:500]  # 71 chunks of 7, the last of 3
        want = {k: v[want["tray"] < 500] for k, v in want.items()}
    parts = list(hunt.solve_chunks(trays, chunk=chunk, threads=threads))
    assert len(parts) == -(-len(trays) // chunk) and len(trays) % chunk != 0
    from_generator = list(hunt.solve_chunks((t for t in trays), chunk=chunk, threads=threads))
    assert all(_same(a, b) for a, b in zip(from_generator, parts, strict=True))
    for i, part in enumerate(parts):
        assert np.all((part["tray"] >= i * chunk) & (part["tray"] < (i + 1) * chunk))
    _assert_same({k: np.concatenate([p[k] for p in parts]) for k in want}, want)


def test_columns_grow_when_later_trays_hold_more_words():
    # Sized from the first slice's words a tray (18 here), then a slice of
    # 1,071 words a tray: the arrays grow in place, their rows kept.
    trays = ["abcdefghijklmnop"] * 4_096 + ["perslatgsineters"] * 300 + ["abcdefghijklmnop"]
    want = _expected(trays)
    assert len(want["tray"]) == 4_097 * 18 + 300 * 1_071
    for threads in (1, None):
        _assert_same(hunt.solve_many(trays, columns=True, threads=threads), want)
        (only,) = hunt.solve_chunks(trays, chunk=len(trays), threads=threads)
        _assert_same(only, want)


def test_sixteen_letter_words_fill_their_columns():
    # A word through every cell: no NUL in its S16 and no 255 in its path.
    lex = gridwords.Lexicon.from_words(
        ["abcdhgfeijklponm", "abcdhgfeijklpon", "bafe", "ponm", "mnop", "abc", "jkl"]
    )
    trays = ["abcdefghijklmnop", "ponmlkjihgfedcba", "zzzzzzzzzzzzzzzz", "abcdefghijklmnop"]
    want = _expected(trays, lex)
    assert want["word"][0] == b"abcdhgfeijklponm" and 255 not in want["path"][0]
    assert not np.any(want["tray"] == 2)  # a tray without words has no rows
    for threads in (1, 2):
        _assert_same(hunt.solve_many(trays, columns=True, lexicon=lex, threads=threads), want)
        parts = list(hunt.solve_chunks(trays, chunk=3, lexicon=lex, threads=threads))
        _assert_same({k: np.concatenate([p[k] for p in parts]) for k in want}, want)


def test_solve_many_keeps_the_input_s_shape():
    trays = hunt.deal_many(SEEDS[:60]).reshape(3, 4, 5)
    got = hunt.solve_many(trays)
    assert isinstance(got, np.ndarray) and got.shape == (3, 4, 5) and got.dtype == object
    assert got[2, 1, 3] == hunt.solve(trays[2, 1, 3].decode())
    as_list = hunt.solve_many([t.decode() for t in trays.ravel()])
    assert isinstance(as_list, list) and as_list == list(got.ravel())


def test_chunks_are_the_columns_cut_by_tray():
    trays = hunt.deal_many(SEEDS)
    whole = hunt.solve_many(trays, columns=True)
    chunks = hunt.solve_chunks(trays, chunk=300)
    assert len(chunks) == 4
    parts = list(chunks)
    assert [int(p["tray"].min()) for p in parts] == [0, 300, 600, 900]
    assert [int(p["tray"].max()) for p in parts] == [299, 599, 899, 999]
    for key in ("tray", "word", "path"):
        assert np.array_equal(np.concatenate([p[key] for p in parts]), whole[key])
    assert list(chunks) == []  # spent


def test_chunk_progress_counts_the_whole_input():
    seen: list[tuple[int, int]] = []
    for _ in hunt.solve_chunks(
        hunt.deal_many(SEEDS), chunk=300, progress=lambda d, t: seen.append((d, t))
    ):
        pass
    assert seen[-1] == (1_000, 1_000)
    assert all(t == 1_000 for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert {300, 600, 900} <= {d for d, _ in seen}


def test_an_interrupted_chunk_is_solved_again():
    fail = [True]

    def progress(done: int, total: int) -> None:
        if fail[0]:
            fail[0] = False
            raise RuntimeError("stop")

    trays = hunt.deal_many(SEEDS)
    chunks = hunt.solve_chunks(trays, chunk=400, progress=progress)
    with pytest.raises(RuntimeError, match="stop"):
        next(chunks)
    first = next(chunks)
    assert int(first["tray"].min()) == 0 and int(first["tray"].max()) == 399


@pytest.mark.parametrize("chunk", [0, -1, 2**64])
def test_a_chunk_under_one_is_refused(chunk):
    with pytest.raises(gridwords.Error) as e:
        hunt.solve_chunks(["abcdefghijklmnop"], chunk=chunk)
    assert e.value.code == "INVALID_ARGUMENT"


def test_bad_trays_are_refused_at_the_call():
    with pytest.raises(gridwords.Error) as e:
        hunt.solve_chunks(["abcdefghijklmnop", "abc"])
    assert e.value.code == "INVALID_TRAY" and "trays[1]" in e.value.message
    with pytest.raises(TypeError):
        hunt.solve_chunks("abcdefghijklmnop")
    with pytest.raises(TypeError):
        hunt.solve_chunks(["abcdefghijklmnop"], progress=3)


def test_empty_input():
    cols = hunt.solve_many([], columns=True)
    assert [len(v) for v in cols.values()] == [0, 0, 0]
    assert cols["path"].shape == (0, 16)
    assert list(hunt.solve_chunks([])) == []


# A process with its address space capped: the output cannot fit, and the
# call must raise MemoryError (a Rust allocation failure would abort with
# SIGABRT, exit 134, and take a notebook's kernel with it).
_CAPPED = """
import resource, sys
import numpy as np
from gridwords import hunt
trays = hunt.deal_many(np.arange({n}, dtype=np.uint64))
used = int(open("/proc/self/statm").read().split()[0]) * resource.getpagesize()
limit = used + {extra}
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
try:
    hunt.solve_many(trays{args})
except MemoryError:
    print("MemoryError")
    sys.exit(0)
print("fitted")
"""


@pytest.mark.parametrize(
    ("n", "args"),
    [(1_000_000, ", columns=True, threads=1"), (100_000, ", threads=1")],
    ids=["columns", "dicts"],
)
def test_running_out_of_memory_raises_memory_error(n, args):
    code = _CAPPED.format(n=n, args=args, extra=768 << 20)
    run = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "MemoryError"


def test_a_numpy_bytes_item_is_a_tray():
    trays = hunt.deal_many(SEEDS[:20])
    item = trays[3]  # numpy.bytes_, as indexing an S16 array gives
    assert isinstance(item, np.bytes_)
    text = item.decode()
    assert hunt.solve(item) == hunt.solve(text)
    assert hunt.score(item) == hunt.score(text)
    assert hunt.solve_json(b"%s\0" % item.tobytes()) == hunt.solve_json(text)
    assert hunt.score_many(list(trays)) == hunt.score_many([t.decode() for t in trays])
    with pytest.raises(gridwords.Error) as e:
        hunt.score(b"\xff" * 16)
    assert e.value.code == "INVALID_TRAY"
    with pytest.raises(TypeError, match="not bytes"):
        hunt.score_many(item.tobytes())


# ---------------------------------------------------------------------------
# SolveChunks: its default, repr and pickling


class Recorder:
    """A progress callback that pickles (a lambda does not)."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, int]] = []

    def __call__(self, done: int, total: int) -> None:
        self.seen.append((done, total))


def _same(a: hunt.SolveColumns, b: hunt.SolveColumns) -> bool:
    return all(np.array_equal(a[k], b[k]) for k in ("tray", "word", "path"))


def test_the_default_chunk_is_the_core_s():
    # hunt.SolveChunks passes the core's default itself (it needs it to
    # know where a chunk begins): the two must agree.
    trays = hunt.deal_many(np.arange(2 * 16_384 + 1, dtype=np.uint64))
    assert len(hunt.solve_chunks(trays)) == len(_core.hunt_solve_chunks(trays)) == 3
    assert hunt._DEFAULT_CHUNK == 16_384


def test_the_repr_says_where_it_stands():
    chunks = hunt.solve_chunks(hunt.deal_many(SEEDS[:10]), chunk=4)
    assert isinstance(chunks, hunt.SolveChunks)
    assert repr(chunks) == "<gridwords.hunt.SolveChunks: 0 of 3 chunks solved, 4 trays a chunk>"
    next(chunks)
    assert repr(chunks) == "<gridwords.hunt.SolveChunks: 1 of 3 chunks solved, 4 trays a chunk>"


def _inputs():
    """The same 23 trays in every form a batch call takes."""
    dealt = hunt.deal_many(SEEDS[:23])
    text = [t.decode() for t in dealt]
    codes = np.frombuffer(b"".join(dealt), dtype=np.uint8).reshape(23, 16) - ord("a")
    return {
        "list": text,
        "tuple": tuple(text),
        "S16": dealt,
        "U16": np.array(text),
        "objects": np.array(text, dtype=object),
        "codes": codes.astype(np.uint8),
        "ascii": np.frombuffer(b"".join(dealt), dtype=np.uint8).reshape(23, 16),
        "bytes items": list(dealt),
    }


@pytest.mark.parametrize("name", list(_inputs()))
@pytest.mark.parametrize("taken", [0, 1, 3, 5, 6])
def test_a_pickled_iterator_gives_the_same_remaining_chunks(name, taken):
    trays = _inputs()[name]
    whole = list(hunt.solve_chunks(trays, chunk=4))  # 6 chunks: 5 of 4, 1 of 3
    assert len(whole) == 6
    chunks = hunt.solve_chunks(trays, chunk=4)
    for _ in range(taken):
        next(chunks)
    twin = pickle.loads(pickle.dumps(chunks))
    assert isinstance(twin, hunt.SolveChunks) and len(twin) == len(chunks) == 6
    assert repr(twin) == repr(chunks)
    rest = list(twin)
    assert len(rest) == 6 - taken
    assert all(_same(a, b) for a, b in zip(rest, whole[taken:], strict=True))
    # The original goes on as it was: the copy shares nothing with it.
    assert all(_same(a, b) for a, b in zip(chunks, whole[taken:], strict=True))
    # A spent iterator pickles as spent.
    assert list(pickle.loads(pickle.dumps(twin))) == []


def test_a_pickle_keeps_the_trays_read_at_the_call():
    trays = [t.decode() for t in hunt.deal_many(SEEDS[:8])]
    arr = hunt.deal_many(SEEDS[:8])
    want = list(hunt.solve_chunks(trays, chunk=3))
    chunks, from_array = hunt.solve_chunks(trays, chunk=3), hunt.solve_chunks(arr, chunk=3)
    trays[5] = arr[5] = hunt.deal(999)  # changed after the call
    for it in (chunks, from_array):
        got = list(copy.copy(it))
        assert all(_same(a, b) for a, b in zip(got, want, strict=True))


def test_progress_and_lexicon_survive_the_pickle():
    lex = gridwords.Lexicon.from_words(["one", "none", "tone", "note", "rap", "pear"])
    trays = [t.decode() for t in hunt.deal_many(SEEDS[:10])]
    want = list(hunt.solve_chunks(trays, chunk=4, lexicon=lex))
    recorder = Recorder()
    chunks = hunt.solve_chunks(trays, chunk=4, lexicon=lex, progress=recorder, threads=1)
    next(chunks)
    twin, seen = pickle.loads(pickle.dumps((chunks, recorder)))  # one recorder, shared
    seen.seen.clear()
    rest = list(twin)
    assert all(_same(a, b) for a, b in zip(rest, want[1:], strict=True))
    # Counted over the whole input, as the original counts.
    assert seen.seen[-1] == (10, 10) and min(d for d, _ in seen.seen) >= 4
    assert {t for _, t in seen.seen} == {10}


def test_a_series_of_trays_chunks_and_pickles():
    pd = pytest.importorskip("pandas")
    trays = pd.Series([t.decode() for t in hunt.deal_many(SEEDS[:9])], index=range(100, 109))
    want = list(hunt.solve_chunks(list(trays), chunk=4))
    chunks = hunt.solve_chunks(trays, chunk=4)
    next(chunks)
    rest = list(pickle.loads(pickle.dumps(chunks)))
    assert all(_same(a, b) for a, b in zip(rest, want[1:], strict=True))


def test_an_iterator_made_from_a_generator_says_why_it_does_not_pickle():
    chunks = hunt.solve_chunks((t.decode() for t in hunt.deal_many(SEEDS[:5])), chunk=2)
    with pytest.raises(TypeError, match="no len"):
        len(chunks)  # read a chunk at a time: unknown until the generator is spent
    assert "of ? chunks" in repr(chunks)
    with pytest.raises(TypeError, match="one-shot iterable"):
        pickle.dumps(chunks)
    assert len(list(chunks)) == 3  # it still iterates
    assert len(chunks) == 3
    with pytest.raises((pickle.PicklingError, AttributeError, TypeError)):
        pickle.dumps(hunt.solve_chunks(["oencnmirapraeapb"], progress=lambda d, t: None))
