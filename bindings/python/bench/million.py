"""A million trays in bounded memory (timings and peak RSS, not a test):

    .venv/bin/python bindings/python/bench/million.py [--trays 1000000]

Deals ``--trays`` seeds with ``hunt.deal_many`` (an ``S16`` numpy array),
scores them with ``hunt.score_many`` and counts their words with
``hunt.count_many``, each on every core, and prints each step's time, its
rate, its ratio to the same process's ``score_many`` (the baseline: the
machines are shared and noisy, so read ratios), and the process's peak
resident memory after each step (``ru_maxrss``). Solving a million trays
into Python objects (``solve_many``) is not run: it needs about 30 KiB a
tray (issue 20's columnar output is not built yet).
"""

from __future__ import annotations

import argparse
import resource
import time

import numpy as np

from gridwords import hunt


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--trays", type=int, default=1_000_000)
    n = parser.parse_args().trays
    print(f"{n} trays; peak RSS before: {peak_mib():.0f} MiB")
    steps = {}
    t = time.perf_counter()
    trays = hunt.deal_many(np.arange(n, dtype=np.uint64))
    steps["deal_many"] = time.perf_counter() - t, peak_mib()
    t = time.perf_counter()
    scores = hunt.score_many(trays)
    steps["score_many (baseline)"] = time.perf_counter() - t, peak_mib()
    t = time.perf_counter()
    words, longest = hunt.count_many(trays)
    steps["count_many"] = time.perf_counter() - t, peak_mib()
    base = steps["score_many (baseline)"][0]
    for name, (secs, peak) in steps.items():
        print(
            f"  {name:<22} {secs:7.2f} s  {n / secs:>10,.0f} trays/s  "
            f"{secs / base:5.2f}x the baseline  peak RSS {peak:6.0f} MiB"
        )
    print(
        f"  mean score {scores.mean():.1f}, mean words {words.mean():.1f}, "
        f"longest word {longest.max()} letters"
    )


if __name__ == "__main__":
    main()
