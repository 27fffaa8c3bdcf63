"""Throughput of ``gridwords.hunt.score_many`` against its thread count
(timings, not a test):

    .venv/bin/python bindings/python/bench/score_many.py     (after make python-build)

The trays are ``hunt.deal(seed)`` for seeds 0..N-1 (default 100 000), dealt
once outside the timing. Each row times one ``score_many`` call on all of
them, ``--runs`` times (default 3), and reports the median in trays per
second, for a list of str and for a numpy ``'S16'`` array (when numpy is
installed). Rows: ``threads=1`` (the caller's thread), ``2``, and ``None``
(one thread per core).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from gridwords import hunt


def median_rate(call, n: int, runs: int) -> tuple[float, list[float]]:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        call()
        times.append(time.perf_counter() - t0)
    return n / statistics.median(times), times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trays", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()

    trays = [hunt.deal(s) for s in range(args.trays)]
    inputs = {"list[str]": trays}
    try:
        import numpy as np

        inputs["numpy S16"] = np.array(trays, dtype="S16")
    except ImportError:
        pass
    want = hunt.score_many(trays, threads=1)

    cores = os.cpu_count()
    print(f"{args.trays} trays, median of {args.runs} runs, {cores} cores")
    print(f"| threads | {' | '.join(inputs)} |")
    print(f"|---|{'---|' * len(inputs)}")
    for threads in (1, 2, None):
        cells = []
        for data in inputs.values():
            got = hunt.score_many(data, threads=threads)
            assert list(got) == want, "every thread count gives the same scores"

            def call(data=data, threads=threads):
                return hunt.score_many(data, threads=threads)

            rate, _ = median_rate(call, args.trays, args.runs)
            cells.append(f"{rate:,.0f} trays/s")
        label = f"all ({cores})" if threads is None else str(threads)
        print(f"| {label} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
