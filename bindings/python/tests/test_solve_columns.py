"""Solving many trays in bounded memory: ``solve_many(columns=True)``,
``solve_chunks``, the input's shape kept, and ``MemoryError`` (not an
abort) when the output does not fit."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

import gridwords
from gridwords import hunt

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
