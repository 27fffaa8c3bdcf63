"""Deal and solve many Word Grid trays across processes, and summarise them.

    python examples/python/tray_stats.py [--trays 10000] [--workers 2] [--png PATH]

Work is spread with multiprocessing. Two kinds of objects cross process
boundaries by pickle: plain results of `gridwords.hunt.solve`, and live
`gridwords.hunt.Game` objects, which the workers play to the end and send
back; the parent then checks each returned game's result against a replay
of its log, the way a notebook would distribute and audit simulations.

Prints the distribution of words per tray and the best trays. With
matplotlib installed it also draws a histogram to a PNG (`--png`, or a file
in the temporary directory).
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing as mp
import os
import pickle
import statistics
import tempfile
import time

import gridwords
from gridwords import hunt

POINTS = (1, 2, 3, 5, 8, 12)


def analyse(seeds: range) -> list[tuple[int, str, int, int, str]]:
    """For each seed: (seed, tray, words, points, longest word)."""
    rows = []
    for seed in seeds:
        tray = hunt.deal(seed)
        words = hunt.solve(tray)
        points = sum(POINTS[min(len(w), 8) - 3] for w in words)
        longest = max(words, key=lambda w: (len(w), w))
        rows.append((seed, tray, len(words), points, longest))
    return rows


def play_out(game: hunt.Game) -> hunt.Game:
    """A worker plays a pickled bot game to its end: the human readies and
    sends the tray's three-letter words, one every four seconds."""
    view = game.view(0)
    game.ready(0, view["now_ms"] + 100)
    t0 = game.view(0)["t0_ms"]
    assert t0 is not None  # the countdown has started: the one human is ready
    game.advance(t0)
    tray = game.tray
    assert tray is not None
    short = sorted(w for w in hunt.solve(tray) if len(w) == 3)
    for i, word in enumerate(short[:30]):
        game.submit(0, word, t0 + 4_000 * (i + 1))
    game.advance(t0 + 180_000)
    return game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trays", type=int, default=10_000)
    ap.add_argument("--workers", type=int, default=min(4, os.cpu_count() or 1))
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--png", default=None)
    args = ap.parse_args()

    started = time.perf_counter()
    step = max(1, args.trays // (args.workers * 4))
    chunks = [range(s, min(s + step, args.trays)) for s in range(0, args.trays, step)]
    with mp.get_context("spawn").Pool(args.workers) as pool:
        rows = [row for part in pool.map(analyse, chunks) for row in part]
        games = [hunt.Game(["human", "bot"], seed, 0) for seed in range(args.games)]
        assert all(
            pickle.loads(pickle.dumps(g)).view(None) == g.view(None) for g in games
        )
        finished = pool.map(play_out, games)
    elapsed = time.perf_counter() - started

    counts = [r[2] for r in rows]
    print(
        f"gridwords {gridwords.__version__}: {len(rows)} trays dealt and solved "
        f"in {elapsed:.2f} s with {args.workers} processes"
    )
    print(
        f"words per tray: min {min(counts)}, median {statistics.median(counts):.0f}, "
        f"mean {statistics.mean(counts):.1f}, max {max(counts)}"
    )
    buckets = collections.Counter(min(c // 50, 10) for c in counts)
    for b in range(11):
        label = f"{b * 50:>3}-{b * 50 + 49:<3}" if b < 10 else "500+   "
        n = buckets.get(b, 0)
        print(
            f"  {label} {n:>6}  {'#' * max(0 if n == 0 else 1, round(60 * n / len(rows)))}"
        )
    print("best trays (by points):")
    for seed, tray, words, points, longest in sorted(rows, key=lambda r: -r[3])[:5]:
        print(
            f"  seed {seed:>6}  {tray}  {words:>4} words  {points:>5} points  longest {longest}"
        )

    bot_share = []
    for g in finished:
        result = g.result()
        assert result is not None and hunt.replay(g.log()) == result, "replay mismatch"
        assert gridwords.verify(g.log(), result), "the log does not back its result"
        bot_share.append(len(result["seats"][1]["words"]) / len(result["reveal"]))
    print(
        f"{len(finished)} bot games played in workers and verified by replay; "
        f"the bot found {100 * statistics.mean(bot_share):.0f}% of the words on average"
    )

    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("(matplotlib is not installed: no histogram drawn)")
        return
    png = args.png or os.path.join(
        tempfile.mkdtemp(prefix="gridwords-"), "tray_stats.png"
    )
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist(counts, bins=40)
    ax.set_xlabel("words in the tray (3-16 letters)")
    ax.set_ylabel("trays")
    ax.set_title(f"Word Grid: {len(rows)} dealt trays")
    fig.tight_layout()
    fig.savefig(png)
    print(f"histogram written to {png}")


if __name__ == "__main__":
    main()
