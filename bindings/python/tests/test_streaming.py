"""Batch inputs read in slices (issue 30, item 2): ``deal_many``,
``score_many``, ``count_many``, ``solve_many`` and ``solve_chunks`` read an
iterable (a ``range``, a generator, a list) or a numpy array a slice at a
time, never holding the whole input, and give the answers they gave when
they read it all first; Ctrl-C lands while they read, the output is checked
before it is allocated (``MemoryError``, never an abort), and peak memory
does not hold the input.

The processes that are interrupted or capped run as children, which install
Python's SIGINT handler themselves (a suite started under ``nohup`` inherits
SIGINT ignored)."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

import gridwords
from gridwords import Lexicon, _core, hunt

# The binding's slice of trays or seeds (bindings/python/src/stream.rs).
SLICE = 1 << 16

# A small word list: scoring and solving with it are fast, so reading is
# most of a call's time.
WORDS = ["ten", "net", "tone", "note", "rate", "tear", "eat", "tea", "ate", "are"]
WORDS += ["ear", "era", "sea", "see", "set", "the", "cat", "act", "tac", "cats"]
LEX = Lexicon.from_words(WORDS)

# Random trays (not dealt: dealing is slow), past one slice and not a
# multiple of it.
_RNG = np.random.default_rng(30)
CODES = _RNG.integers(0, 26, size=(SLICE + 1234, 16), dtype=np.uint8)
TRAYS = [bytes(row + 97).decode() for row in CODES]


def _child(code: str, *args: str, **kw):
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kw,
    )


# --- the same answers as reading everything first -------------------------


def test_every_input_form_gives_the_same_answers():
    want = hunt.score_many(TRAYS, lexicon=LEX)
    assert hunt.score_many(iter(TRAYS), lexicon=LEX) == want
    assert hunt.score_many((t for t in TRAYS), lexicon=LEX, threads=1) == want
    assert hunt.score_many(tuple(TRAYS), lexicon=LEX) == want
    arr = np.array(TRAYS, dtype="S16")
    assert hunt.score_many(arr, lexicon=LEX).tolist() == want
    assert hunt.score_many(arr.astype("U16"), lexicon=LEX).tolist() == want
    assert hunt.score_many(CODES, lexicon=LEX).tolist() == want
    # A strided view and a Fortran-order array, read in C order a slice at
    # a time.
    assert hunt.score_many(arr[::3], lexicon=LEX).tolist() == want[::3]
    grid = np.asfortranarray(arr[: 300 * 220].reshape(300, 220))
    assert hunt.score_many(grid, lexicon=LEX).ravel().tolist() == want[: 300 * 220]
    words, longest = hunt.count_many(iter(TRAYS), lexicon=LEX)
    w2, l2 = hunt.count_many(arr, lexicon=LEX)
    assert words.shape == (len(TRAYS),) and words.tolist() == w2.tolist()
    assert longest.tolist() == l2.tolist()


def test_solves_over_a_generator_match_a_list():
    trays = TRAYS[:9_000]  # more than two of the solves' 4,096-tray slices
    want = hunt.solve_many(trays, lexicon=LEX)
    assert hunt.solve_many((t for t in trays), lexicon=LEX) == want
    cols = hunt.solve_many(iter(trays), lexicon=LEX, columns=True)
    whole = hunt.solve_many(trays, lexicon=LEX, columns=True)
    for key in ("tray", "word", "path"):
        assert np.array_equal(cols[key], whole[key])
    parts = list(hunt.solve_chunks((t for t in trays), chunk=2_500, lexicon=LEX))
    assert len(parts) == 4
    for key in ("tray", "word", "path"):
        assert np.array_equal(np.concatenate([p[key] for p in parts]), whole[key])


def test_deal_many_reads_any_iterable_of_seeds():
    n = SLICE + 300  # past a slice (dealing is slow: a few seconds of work)
    want = hunt.deal_many(np.arange(n, dtype=np.uint64))
    assert np.array_equal(hunt.deal_many(range(n)), want)
    assert np.array_equal(hunt.deal_many(s for s in range(n)), want)
    # Every integer dtype and byte order, read from the array's bytes.
    small = want[:200]
    for dtype in ("u1", "i2", ">i2", "<u4", ">u4", "i8", ">i8", "u8"):
        assert np.array_equal(hunt.deal_many(np.arange(200, dtype=dtype)), small), dtype
    strided = np.arange(600, dtype=np.int64)[::3]
    assert np.array_equal(hunt.deal_many(strided), hunt.deal_many(range(0, 600, 3)))
    assert hunt.deal_many(np.arange(6, dtype=np.uint32).reshape(2, 3)).shape == (2, 3)


def test_a_bad_item_past_the_first_slice_names_its_index():
    bad = TRAYS[: SLICE + 7] + ["abc"] + TRAYS[SLICE + 8 :]
    for trays in (bad, iter(bad), np.array(bad, dtype="S16")):
        with pytest.raises(gridwords.Error) as info:
            hunt.score_many(trays, lexicon=LEX)
        assert info.value.code == "INVALID_TRAY"
        assert info.value.message.startswith(f"trays[{SLICE + 7}]: ")
    with pytest.raises(
        TypeError,
        match=rf"trays\[{SLICE + 1}\] must be a str or bytes-like \(bytes, bytearray, "
        r"memoryview\), not int",
    ):
        hunt.count_many(itertools.chain(TRAYS[: SLICE + 1], [5]), lexicon=LEX)
    # A negative seed from a numpy array's bytes: the message a list gives.
    with pytest.raises(gridwords.Error) as from_list:
        hunt.deal_many([3, -5])
    with pytest.raises(gridwords.Error) as from_array:
        hunt.deal_many(np.array([3, -5], dtype=np.int16))
    assert from_array.value.code == from_list.value.code == "INVALID_ARGUMENT"
    assert str(from_array.value) == str(from_list.value)


def test_progress_over_a_generator_counts_what_was_read():
    seen: list[tuple[int, int]] = []
    got = hunt.score_many(
        (t for t in TRAYS), lexicon=LEX, threads=1, progress=lambda d, t: seen.append((d, t))
    )
    assert len(got) == len(TRAYS)
    assert seen[-1] == (len(TRAYS), len(TRAYS))
    assert all(d <= t for d, t in seen)
    assert [t for _, t in seen] == sorted(t for _, t in seen)


def _same_chunks(got, want) -> None:
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        for key in ("tray", "word", "path"):
            assert np.array_equal(g[key], w[key])


def test_solve_chunks_over_a_generator():
    want = list(hunt.solve_chunks(TRAYS[:5_000], chunk=2_000, lexicon=LEX))
    chunks = hunt.solve_chunks((t for t in TRAYS[:5_000]), chunk=2_000, lexicon=LEX)
    with pytest.raises(TypeError, match="len"):
        len(chunks)
    _same_chunks(list(chunks), want)
    assert len(chunks) == 3  # known once the input is spent


def test_solve_chunks_stops_at_a_bad_tray_in_a_later_chunk():
    trays = TRAYS[:3_000] + ["abc"] + TRAYS[3_001:5_000]
    # The first chunk is read (and checked) at the call, the next by next().
    chunks = hunt.solve_chunks(iter(trays), chunk=2_000, lexicon=LEX)
    _same_chunks([next(chunks)], [hunt.solve_many(trays[:2_000], lexicon=LEX, columns=True)])
    for _ in range(2):
        with pytest.raises(gridwords.Error) as info:
            next(chunks)
        assert info.value.code == "INVALID_TRAY" and "trays[3000]" in info.value.message


def test_solve_chunks_over_a_generator_that_raises_cannot_go_on():
    def trays():
        yield from TRAYS[:2_500]
        raise ValueError("the source broke")

    chunks = hunt.solve_chunks(trays(), chunk=2_000, lexicon=LEX)
    next(chunks)
    with pytest.raises(ValueError, match="the source broke"):
        next(chunks)
    # Not a short last chunk, as the spent generator would give.
    with pytest.raises(RuntimeError, match=r"raised ValueError reading trays\[2500\]") as info:
        next(chunks)
    assert isinstance(info.value.__cause__, ValueError)


class _Interrupted(Exception):
    pass


def test_solve_chunks_goes_on_after_a_signal_while_it_reads():
    """A signal handler's exception while a chunk's trays are read (or
    solved) leaves the iterator whole: the next ``next()`` reads on where it
    stopped. ``map(_core.hunt_deal, ...)`` runs no Python code, so the signal is
    seen by the binding's own checks (while reading, or by the watcher)."""
    n = 24_000
    want = hunt.solve_many(hunt.deal_many(np.arange(n, dtype=np.uint64)), lexicon=LEX, columns=True)
    fired = []

    def handler(signum, frame):
        if not fired:
            fired.append(time.monotonic())
            raise _Interrupted

    old = signal.signal(signal.SIGUSR1, handler)
    try:
        chunks = hunt.solve_chunks(
            map(_core.hunt_deal, range(n)), chunk=3_000, lexicon=LEX, threads=1
        )
        # Sent 20 ms into the second chunk, with seven chunks (about 0.4 s
        # here) still to read and solve: a fixed time from the start could
        # come after the last one now that solving is fast.
        sender = threading.Timer(0.02, os.kill, (os.getpid(), signal.SIGUSR1))
        parts, interrupted = [], 0
        while True:
            try:
                parts.append(next(chunks))
                if len(parts) == 1:
                    sender.start()
            except StopIteration:
                break
            except _Interrupted:
                interrupted += 1
        sender.join()
    finally:
        signal.signal(signal.SIGUSR1, old)
    assert interrupted == 1
    for key in ("tray", "word", "path"):
        assert np.array_equal(np.concatenate([p[key] for p in parts]), want[key])


def test_reading_a_c_iterator_lets_other_threads_run():
    """``map(_core.hunt_deal, ...)`` never lets go of the GIL by itself; the
    binding does every few milliseconds while it reads."""
    ticks: list[float] = []
    span: dict[str, float] = {}

    def work():
        span["start"] = time.perf_counter()
        hunt.score_many(map(_core.hunt_deal, range(12_000)), lexicon=LEX)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.001)
    worker.join()
    start, end = span["start"], span["end"]
    # Reading is almost all of the call; scoring with LEX is a few ms.
    reading = [t for t in ticks if start + 0.1 * (end - start) < t < start + 0.8 * (end - start)]
    assert len(reading) >= 5, f"{len(reading)} ticks during a {end - start:.3f}s read"


# --- memory -----------------------------------------------------------------

_CAPPED = """
import resource, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
from gridwords import hunt
seeds = range(10**9) if sys.argv[1] == "range" else iter(range(10**9))
print("started", flush=True)
try:
    hunt.deal_many(seeds)
    print("finished")
except MemoryError as e:
    print("MemoryError:", e)
except KeyboardInterrupt:
    print("KeyboardInterrupt")
"""


def test_a_billion_seeds_under_a_3_gib_cap_is_a_memory_error():
    """``deal_many(range(10**9))`` needs 16 GB of output: with its length
    known, the output is asked for before any work, and the call raises
    ``MemoryError`` at once (an allocation failure in Rust would abort with
    SIGABRT, a negative return code here)."""
    child = _child(_CAPPED, "range")
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0, err[-2000:]
    assert out.splitlines() == [
        "started",
        "MemoryError: no memory left for the output of 1000000000 seeds "
        "(16000000000 bytes): memory allocation failed because the memory "
        "allocator returned an error",
    ]


def test_a_billion_seeds_without_a_length_grows_until_ctrl_c():
    """Without ``len()`` the output grows slice by slice (each growth
    checked); Ctrl-C after a second stops it, or memory runs out first:
    either way an exception, never a kill."""
    child = _child(_CAPPED, "iter")
    assert child.stdout is not None
    assert child.stdout.readline() == "started\n"
    time.sleep(1.0)
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0, err[-2000:]
    assert out.strip() in ("KeyboardInterrupt", "MemoryError"), out


# Peak memory during a call: the kernel's high-water mark of this process's
# resident memory (what ru_maxrss reads), reset to the current size just
# before the call by writing 5 to /proc/self/clear_refs.
_HWM = """
import re

def status(field):
    return int(re.search(field + r":\\s+(\\d+) kB", open("/proc/self/status").read()).group(1))

def reset_peak():
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    return status("VmRSS")
"""

_PEAK = (
    _HWM
    + """
import sys
import numpy as np
from gridwords import Lexicon, hunt
lex = Lexicon.from_words({words!r})
base = [hunt.deal(s) for s in range(1000)]
N = 2_000_000

def trays():
    for i in range(N):
        yield base[i % 1000][:8] + base[i // 1000 % 1000][8:]  # a new str each

before = reset_peak()
items = trays() if sys.argv[2] == "generator" else list(trays())
getattr(hunt, sys.argv[1])(items, lexicon=lex)
print(status("VmHWM") - before)
"""
)


@pytest.mark.parametrize("call", ["score_many", "count_many"])
def test_a_generator_of_trays_is_not_held_whole(call):
    """The peak memory of a call over a generator of 2 million trays against
    one over the list of them (each in its own child, the kernel's peak RSS
    reset before the call): the list's strings (some 180 MB) are most of the
    second; the first holds its output and a slice."""
    code = _PEAK.format(words=WORDS)
    grown = {}
    for form in ("generator", "list"):
        child = _child(code, call, form)
        out, err = child.communicate(timeout=300)
        assert child.returncode == 0, err[-2000:]
        grown[form] = int(out)  # KiB
    print(f"{call}: peak grew {grown} KiB")
    assert grown["generator"] < 0.15 * grown["list"], grown


_PEAK_NUMPY = (
    _HWM
    + """
import numpy as np
from gridwords import Lexicon, hunt
lex = Lexicon.from_words({words!r})
N = 2_000_000
arr = np.empty(N, dtype="U16")  # 128 MB, filled a slice at a time
rng = np.random.default_rng(1)
for a in range(0, N, 1 << 16):
    codes = rng.integers(97, 123, size=(min(1 << 16, N - a), 16), dtype=np.uint8)
    arr[a : a + len(codes)] = codes.view("S16").ravel()
before = reset_peak()
words, _ = hunt.count_many(arr[::-1], lexicon=lex)
assert words.shape == (N,)
print(status("VmHWM") - before, arr.nbytes // 1024)
"""
)


def test_a_numpy_array_is_read_a_slice_at_a_time():
    """A ``U16`` array (a reversed view, not contiguous) is read as slices
    of its bytes: no copy of the whole array (128 MB) nor a tray per item
    of it (32 MB) at once; the output (10 MB) and a slice are what grows."""
    child = _child(_PEAK_NUMPY.format(words=WORDS))
    out, err = child.communicate(timeout=300)
    assert child.returncode == 0, err[-2000:]
    grown, nbytes = map(int, out.split())
    print(f"count_many over a {nbytes} KiB U16 array: peak grew {grown} KiB")
    assert grown < 0.25 * nbytes, (grown, nbytes)


# --- Ctrl-C while reading ---------------------------------------------------

_MID_READ = """
import os, signal, sys, time
signal.signal(signal.SIGINT, signal.default_int_handler)
# The C signal handler writes to this pipe as the signal arrives: the
# parent times its arrival there, whatever this process's threads do.
wake = int(sys.argv[1])
os.set_blocking(wake, False)
signal.set_wakeup_fd(wake)
from gridwords import Lexicon, _core, hunt
lex = Lexicon.from_words({words!r})
seeds = iter(range(10**7))

def generator():
    for k, s in enumerate(seeds):
        if k == 1000:
            print("reading", flush=True)
        yield hunt.deal(s)

# A generator runs Python code, which raises KeyboardInterrupt itself;
# map(_core.hunt_deal, ...) runs none: only the binding's own checks see it.
items = generator() if sys.argv[2] == "generator" else map(_core.hunt_deal, seeds)
print("started", flush=True)
try:
    hunt.score_many(items, lexicon=lex)
    print("finished")
except KeyboardInterrupt:
    print("caught", time.monotonic(), next(seeds), flush=True)
"""


@pytest.mark.parametrize("form", ["generator", "map"])
def test_ctrl_c_while_reading_lands_within_half_a_second(form):
    """SIGINT while ``score_many`` reads 10**7 trays dealt one by one (each
    slice of 65,536 takes a second or more to read, scoring it with a small
    list milliseconds): the child raises ``KeyboardInterrupt`` within 0.5 s
    of the signal's arrival (timed by its wakeup pipe, on the clock both
    processes share), mid-slice. This process reads the pipe, so its own
    wake-up delay is not counted: the figure can come out a little below 0
    when the child is quicker than this process."""
    r, w = os.pipe()
    try:
        child = _child(_MID_READ.format(words=WORDS), str(w), form, pass_fds=(w,))
    finally:
        os.close(w)
    assert child.stdout is not None
    assert child.stdout.readline() == "started\n"
    if form == "generator":
        assert child.stdout.readline() == "reading\n"  # at its 1000th tray
    else:
        time.sleep(0.2)
    child.send_signal(signal.SIGINT)
    woke = os.read(r, 1)
    arrived = time.monotonic()
    os.close(r)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err[-2000:]
    assert woke == bytes([signal.SIGINT])
    word, caught, read = out.split()
    assert word == "caught", out
    late = float(caught) - arrived
    print(f"{form}: KeyboardInterrupt {late * 1000:.1f} ms after SIGINT arrived, {read} read")
    assert late < 0.5, f"KeyboardInterrupt {late:.3f} s after SIGINT"
    # Mid-read: the work stops a slice's read only at its end.
    assert int(read) % SLICE != 0, read
