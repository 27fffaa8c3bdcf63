"""Speed-up of two Python threads over one for the calls that release the
GIL (timings, not a test; figures in docs/hardening.md, "Concurrency and
load"):

    .venv/bin/python bindings/python/bench/threads.py     (after make python-build)

Each row does the same total work twice: once on one Python thread, once
split over two Python threads started together, and reports the median wall
time of ``--runs`` runs (default 5) and the ratio; for score_many also one
call with the library's own two threads (``threads=2``), the ceiling on the
same machine at the same moment. ``hunt.score_many`` is
called with ``threads=1`` so the parallelism measured is the Python
threads', not the call's own pool; ``solo.best_swaps`` runs on a separate
game per thread (one game serialises its callers by its lock).
"""

from __future__ import annotations

import argparse
import os
import statistics
import threading
import time
from collections.abc import Callable

from gridwords import hunt, solo


def wall(jobs: list[Callable[[], object]]) -> float:
    """Runs each job on its own thread, all started together; wall seconds."""
    threads = [threading.Thread(target=j) for j in jobs]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


def row(name: str, one: Callable[[int], object], units: int, runs: int) -> None:
    """one(n) does n units of work; total work is `units` either way."""
    single = statistics.median(wall([lambda: one(units)]) for _ in range(runs))
    double = statistics.median(
        wall([lambda: one(units // 2), lambda: one(units - units // 2)]) for _ in range(runs)
    )
    print(
        f"{name:<38} 1 thread {single * 1000:8.1f} ms   2 threads {double * 1000:8.1f} ms"
        f"   speed-up {single / double:4.2f}x"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trays", type=int, default=40_000)
    ap.add_argument("--swaps", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()

    trays = [hunt.deal(s) for s in range(args.trays)]
    half = args.trays // 2
    parts = {args.trays: trays, half: trays[:half], args.trays - half: trays[half:]}

    def score(n: int) -> None:
        hunt.score_many(parts[n], threads=1)

    games = [solo.Game(s, 0) for s in range(2)]
    free = iter(range(1 << 30))

    def swaps(n: int) -> None:
        g = games[next(free) % 2]
        for _ in range(n):
            solo.best_swaps(g, 10)

    print(f"{os.cpu_count()} cores, median of {args.runs} runs")
    row(f"hunt.score_many, {args.trays} trays", score, args.trays, args.runs)
    # The reference on the same machine at the same moment: one call using
    # the library's own two threads. Python threads cannot beat it; matching
    # it means the GIL costs nothing (a busy machine lowers both).
    pooled = statistics.median(
        wall([lambda: hunt.score_many(trays, threads=2)]) for _ in range(args.runs)
    )
    single = statistics.median(wall([lambda: score(args.trays)]) for _ in range(args.runs))
    print(
        f"{'  reference: one call, threads=2':<38} {pooled * 1000:8.1f} ms"
        f"   speed-up {single / pooled:4.2f}x over threads=1"
    )
    row(f"solo.best_swaps(k=10) x {args.swaps}", swaps, args.swaps, args.runs)


if __name__ == "__main__":
    main()
