"""Solving many trays into columns against scoring them, in one process
(timings, not a test):

    .venv/bin/python bindings/python/bench/solve_many.py     (after make python-build)

The trays are ``hunt.deal(seed)`` for seeds 0..N-1 (default 100 000), a
list of ``str`` dealt once outside the timing. For ``threads=1`` (the
caller's thread) and ``threads=None`` (one thread per core) it times
``hunt.score_many``, ``hunt.solve_many(..., columns=True)`` and
``hunt.solve_chunks`` consumed to the end (default chunk), ``--runs`` times
each (default 3), the three calls taking turns so that a machine's noise
falls on all of them alike, and prints the median in trays per second and
the ratio of each solve's time to ``score_many``'s (issue 31 asks for at
most 3x). numpy is imported before any timing: the columns are numpy
arrays, and numpy's import (with its BLAS threads spinning up) should not
fall inside one call's time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

import numpy as np

from gridwords import hunt


def consume_chunks(trays: list[str], threads: int | None) -> int:
    rows = 0
    for cols in hunt.solve_chunks(trays, threads=threads):
        rows += len(cols["tray"])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trays", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()

    trays = [hunt.deal(s) for s in range(args.trays)]
    words = int(np.sum(hunt.count_many(trays)[0]))
    cores = os.cpu_count()
    print(
        f"{args.trays} trays ({words} words), median of {args.runs} runs, "
        f"{cores} cores, numpy {np.__version__}"
    )
    print("| threads | score_many | solve_many(columns=True) | solve_chunks |")
    print("|---|---|---|---|")
    for threads in (1, None):
        calls: dict[str, Callable[[], object]] = {
            "score": lambda threads=threads: hunt.score_many(trays, threads=threads),
            "columns": lambda threads=threads: hunt.solve_many(
                trays, columns=True, threads=threads
            ),
            "chunks": lambda threads=threads: consume_chunks(trays, threads),
        }
        # Once untimed: the output is all there (and warms the process).
        assert len(hunt.solve_many(trays, columns=True, threads=threads)["tray"]) == words
        assert consume_chunks(trays, threads) == words
        times: dict[str, list[float]] = {name: [] for name in calls}
        for _ in range(args.runs):
            for name, call in calls.items():
                t0 = time.perf_counter()
                out = call()
                times[name].append(time.perf_counter() - t0)
                del out
        median = {name: statistics.median(t) for name, t in times.items()}
        cells = [f"{args.trays / median['score']:,.0f} trays/s"]
        for name in ("columns", "chunks"):
            rate = args.trays / median[name]
            cells.append(f"{rate:,.0f} trays/s ({median[name] / median['score']:.2f}x)")
        label = f"all ({cores})" if threads is None else str(threads)
        print(f"| {label} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
