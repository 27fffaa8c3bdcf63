"""A million trays in bounded memory (timings and peak RSS, not a test):

    .venv/bin/python bindings/python/bench/million.py [--trays 1000000]

Deals ``--trays`` seeds with ``hunt.deal_many`` (an ``S16`` numpy array),
scores them with ``hunt.score_many``, counts their words with
``hunt.count_many`` and solves them with ``hunt.solve_chunks`` (every word
and path as columns, chunk by chunk, kept as a word-frequency table and a
words-per-tray count), each on every core, and prints each step's time,
its rate, its ratio to the same process's ``score_many`` (the baseline: the
machines are shared and noisy, so read ratios), and the process's peak
resident memory after each step (``ru_maxrss``). A million trays' words
are about 118 million rows, 4.7 GB as columns and some 29 GiB as
``solve_many``'s dicts: only the chunks fit.
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
    t = time.perf_counter()
    rows = 0
    per_tray = np.zeros(n, dtype=np.uint32)
    freq: dict[bytes, int] = {}
    for cols in hunt.solve_chunks(trays):
        rows += len(cols["tray"])
        per_tray += np.bincount(cols["tray"], minlength=n).astype(np.uint32)
        found, counts = np.unique(cols["word"], return_counts=True)
        for w, c in zip(found.tolist(), counts.tolist(), strict=True):
            freq[w] = freq.get(w, 0) + c
    steps["solve_chunks"] = time.perf_counter() - t, peak_mib()
    assert np.array_equal(per_tray, words), "solve_chunks and count_many disagree"
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
    common = sorted(freq.items(), key=lambda kv: -kv[1])[:5]
    print(
        f"  {rows:,} words solved ({len(freq):,} distinct); most common: "
        + ", ".join(f"{w.decode()} {c / n:.1%}" for w, c in common)
    )


if __name__ == "__main__":
    main()
