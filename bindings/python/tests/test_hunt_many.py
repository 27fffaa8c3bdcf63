"""hunt.score_many / hunt.solve_many: every core, numpy in and out, the GIL
released, the same answers as one tray at a time."""

import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import gridwords
from gridwords import Lexicon, hunt

# More than one 256-tray chunk of the core's, and not a multiple of it.
TRAYS = [hunt.deal(i) for i in range(700)]
SCORES = [hunt.score(t) for t in TRAYS]


@pytest.mark.parametrize("threads", [1, 2, 3, None])
def test_every_thread_count_gives_per_tray_scores(threads):
    assert hunt.score_many(TRAYS, threads=threads) == SCORES
    assert hunt.score_many(iter(TRAYS), points=[1] * 6, threads=threads) == [
        hunt.score(t, points=[1] * 6) for t in TRAYS
    ]
    assert hunt.score_many([], threads=threads) == []


def test_lexicon_and_points_are_used():
    lex = Lexicon.from_words(["cat", "cats", "act"])
    trays = ["catsxxxxxxxxxxxx", "actxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxx"]
    got = hunt.score_many(trays, lexicon=lex, points=[1, 10, 0, 0, 0, 0], threads=2)
    assert got == [hunt.score(t, lexicon=lex, points=[1, 10, 0, 0, 0, 0]) for t in trays]
    assert got[2] == 0


def test_numpy_s16_in_uint64_out():
    arr = np.array(TRAYS, dtype="S16")
    for threads in (1, 2, None):
        got = hunt.score_many(arr, threads=threads)
        assert isinstance(got, np.ndarray)
        assert got.dtype == np.uint64
        assert got.shape == arr.shape
        assert got.tolist() == SCORES
    # Writable: the caller owns it.
    got[0] = 1
    # Any shape comes back in the same shape.
    assert (
        hunt.score_many(arr[:600].reshape(20, 30)).tolist()
        == np.array(SCORES[:600]).reshape(20, 30).tolist()
    )
    # A view with a stride is read in its own order.
    assert hunt.score_many(arr[::7]).tolist() == SCORES[::7]
    empty = hunt.score_many(np.array([], dtype="S16"))
    assert empty.dtype == np.uint64 and empty.shape == (0,)


def test_numpy_unicode_and_other_widths():
    for dtype in ("U16", ">U16", "<U16", "U20", "S20"):
        arr = np.array(TRAYS[:50], dtype=dtype)
        assert hunt.score_many(arr).tolist() == SCORES[:50], dtype
    # The core's folding and trimming apply, as for a str.
    arr = np.array([" " + TRAYS[0].upper() + " "], dtype="S18")
    assert hunt.score_many(arr).tolist() == SCORES[:1]
    # An object array of str is read item by item; numpy out all the same.
    obj = np.array(TRAYS[:6], dtype=object).reshape(2, 3)
    got = hunt.score_many(obj)
    assert got.dtype == np.uint64 and got.tolist() == [SCORES[:3], SCORES[3:6]]


def test_numpy_bad_items_name_their_index():
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many(np.array([TRAYS[0], TRAYS[1], "abc"], dtype="S16"))
    assert info.value.code == "INVALID_TRAY"
    assert "trays[2]" in str(info.value)
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many(np.array([TRAYS[0], b"\xff" * 16], dtype="S16"))
    assert info.value.code == "INVALID_UTF8"
    assert "trays[1]" in str(info.value)
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many(np.array([TRAYS[0], "é" * 16], dtype="U16"))
    assert info.value.code == "INVALID_TRAY"
    assert "trays[1]" in str(info.value)
    with pytest.raises(TypeError, match=r"trays\[0\] must be a str"):
        hunt.score_many(np.arange(3))


@pytest.mark.parametrize("bad", [-1, 1025, 2**64, -(2**70)])
def test_bad_threads_are_invalid_argument(bad):
    for call in (hunt.score_many, hunt.solve_many):
        with pytest.raises(gridwords.Error) as info:
            call(TRAYS[:3], threads=bad)
        assert info.value.code == "INVALID_ARGUMENT"
        assert "threads" in str(info.value)


def test_threads_of_the_wrong_type():
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many(TRAYS[:3], threads=2.0)
    assert info.value.code == "INVALID_ARGUMENT"
    for bad in ("2", True, [2]):
        with pytest.raises(TypeError, match="threads must be an int"):
            hunt.score_many(TRAYS[:3], threads=bad)
    # A numpy integer is an int.
    assert hunt.score_many(TRAYS[:3], threads=np.int64(2)) == SCORES[:3]
    assert hunt.score_many(TRAYS[:3], threads=1024) == SCORES[:3]
    # 0 means one per core, as None does (and as in Node and the CLI).
    assert hunt.score_many(TRAYS[:3], threads=0) == SCORES[:3]


def test_score_many_errors_are_unchanged():
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many([TRAYS[0], "x"], threads=2)
    assert info.value.code == "INVALID_TRAY"
    assert "trays[1]" in str(info.value)
    with pytest.raises(TypeError, match=r"trays\[1\] must be a str"):
        hunt.score_many([TRAYS[0], 5], threads=2)


@pytest.mark.parametrize("threads", [1, 2, None])
def test_solve_many_equals_solve(threads):
    trays = TRAYS[:300]
    want = [hunt.solve(t) for t in trays]
    got = hunt.solve_many(trays, threads=threads)
    assert got == want
    # The same order of words as solve (longest first, then alphabetical).
    assert [list(d) for d in got] == [list(d) for d in want]
    got_np = hunt.solve_many(np.array(trays, dtype="S16"), threads=threads)
    assert got_np.shape == (len(trays),) and got_np.tolist() == want
    assert hunt.solve_many([]) == []


def test_solve_many_lexicon_and_errors():
    lex = Lexicon.from_words(["cat", "cats", "act"])
    trays = ["catsxxxxxxxxxxxx", "xxxxxxxxxxxxxxxx"]
    assert hunt.solve_many(trays, lexicon=lex) == [hunt.solve(t, lexicon=lex) for t in trays]
    with pytest.raises(gridwords.Error) as info:
        hunt.solve_many([TRAYS[0], "x"])
    assert info.value.code == "INVALID_TRAY" and "trays[1]" in str(info.value)


@pytest.mark.parametrize("threads", [1, None])
def test_score_many_releases_the_gil(threads):
    """Another Python thread keeps running while a large batch is scored."""
    arr = np.array([hunt.deal(i) for i in range(20_000)], dtype="S16")
    span = {}

    def work():
        span["start"] = time.perf_counter()
        hunt.score_many(arr, threads=threads)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=work)
    ticks = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    start, end = span["start"], span["end"]
    quarter = (end - start) / 4
    # With the GIL held for the whole call, this thread could not run in the
    # middle of it.
    middle = [t for t in ticks if start + quarter < t < end - quarter]
    assert middle, f"no progress during a {end - start:.3f}s call"


def test_solve_many_releases_the_gil():
    trays = [hunt.deal(i) for i in range(4000)]
    span = {}

    def work():
        span["start"] = time.perf_counter()
        hunt.solve_many(trays, threads=2)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=work)
    ticks = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    start, end = span["start"], span["end"]
    # The solving (without the GIL) is the first part of the call; building
    # the dicts (with it) the last.
    first_half = [t for t in ticks if start < t < start + (end - start) / 2]
    assert first_half, f"no progress during a {end - start:.3f}s call"


def test_totals_at_the_largest_points_are_exact_past_2_to_the_32():
    most = [10**8] * 6
    tray = hunt.deal(42)
    total = hunt.score(tray, points=most)
    assert total == hunt.score(tray, points=[1] * 6) * 10**8
    assert total > 2**32
    assert hunt.score_many([tray, tray], points=most) == [total, total]
    got = hunt.score_many(np.array([tray], dtype="S16"), points=most)
    assert got.dtype == np.uint64 and got.tolist() == [total]
    # Over the cap is INVALID_POINTS at any size (it was INVALID_ARGUMENT
    # from 2**32 on, where the binding read a u32 first).
    for big in (10**8 + 1, 2**32, 2**64 - 1):
        with pytest.raises(gridwords.Error) as info:
            hunt.score(tray, points=[1, 2, 3, 5, 8, big])
        assert info.value.code == "INVALID_POINTS", big
        with pytest.raises(gridwords.Error) as info:
            hunt.score_many([tray], points=[big, 2, 3, 5, 8, 12])
        assert info.value.code == "INVALID_POINTS", big
    with pytest.raises(gridwords.Error) as info:
        hunt.Game(["human", "human"], 1, 0, points=[10**9] * 6)
    assert info.value.code == "INVALID_POINTS"


# ---------------------------------------------------------------------------
# pandas Series in, Series out (the Python wrappers: conversion only)


def test_a_series_gives_a_series_with_its_index_and_name():
    pd = pytest.importorskip("pandas")
    trays = pd.Series(TRAYS[:50], index=range(1_000, 1_050), name="tray")
    scores = hunt.score_many(trays, threads=2)
    assert isinstance(scores, pd.Series) and scores.dtype == np.uint64
    assert scores.index.equals(trays.index) and scores.name == "tray"
    assert scores.tolist() == SCORES[:50]
    # Its values, not its index: a filtered Series keeps its labels.
    some = trays[trays.str.startswith("a")]
    assert hunt.score_many(some).to_dict() == {i: hunt.score(t) for i, t in some.items()}

    words, longest = hunt.count_many(trays)
    for got, dtype in ((words, np.uint32), (longest, np.uint8)):
        assert isinstance(got, pd.Series) and got.dtype == dtype and got.name == "tray"
        assert got.index.equals(trays.index)
    assert words.tolist() == [len(hunt.solve(t)) for t in TRAYS[:50]]

    solved = hunt.solve_many(trays)
    assert isinstance(solved, pd.Series) and solved.index.equals(trays.index)
    assert solved[1_003] == hunt.solve(TRAYS[3])
    cols = hunt.solve_many(trays, columns=True)  # columns: positions, as for a list
    assert np.array_equal(cols["tray"], hunt.solve_many(TRAYS[:50], columns=True)["tray"])

    seeds = pd.Series([1, 2, 3], index=["a", "b", "c"], name="seed", dtype="uint64")
    dealt = hunt.deal_many(seeds)
    assert isinstance(dealt, pd.Series) and dealt.index.equals(seeds.index)
    assert dealt.name == "seed" and dealt.tolist() == [hunt.deal(s).encode() for s in (1, 2, 3)]
    # pandas' own str dtype (pandas 3's default for strings), and bytes.
    assert hunt.score_many(pd.Series(TRAYS[:5], dtype="str")).tolist() == SCORES[:5]
    assert hunt.score_many(dealt).tolist() == [hunt.score(hunt.deal(s)) for s in (1, 2, 3)]


def test_a_series_with_a_bad_tray_names_its_position():
    pd = pytest.importorskip("pandas")
    with pytest.raises(gridwords.Error) as e:
        hunt.score_many(pd.Series([TRAYS[0], "abc"], index=[10, 20]))
    assert e.value.code == "INVALID_TRAY" and "trays[1]" in e.value.message
    with pytest.raises(TypeError):
        hunt.score_many(pd.Series([TRAYS[0], None]))


def test_pandas_is_not_imported_for_other_inputs():
    code = (
        "import sys; import numpy as np; from gridwords import hunt\n"
        "t = [hunt.deal(1)]\n"
        "hunt.score_many(t); hunt.count_many(t); hunt.solve_many(t)\n"
        "hunt.deal_many([1, 2]); hunt.score_many(np.array(t, dtype='S16'))\n"
        "list(hunt.solve_chunks(t))\n"
        "assert 'pandas' not in sys.modules, 'pandas was imported'\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
