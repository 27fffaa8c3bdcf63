"""Score and solve Word Grid trays on a Dask cluster; write Parquet and a PNG.

    python examples/python/dask_trays.py [--trays 10000] [--partitions 8]
        [--file TRAYS.txt] [--scheduler ADDRESS] [--workers 2] [--out DIR]

Trays are dealt in partitions of seeds (``hunt.deal(seed)`` for seeds
``--first-seed`` .. ``--first-seed + --trays - 1``), or read from
``--file`` (one tray of 16 letters a line; the seed column is then empty).
Each partition is one Dask task: it scores its trays with
``hunt.score_many`` and solves them with ``hunt.solve_many`` (one thread
per task by default, ``--tray-threads``: Dask's workers are the
parallelism) and returns a pandas DataFrame of per-tray statistics.

Objects cross the cluster by pickle both ways: each task is also given a
live ``hunt.Game`` against the bot, made here, which the worker plays to its
end and sends back in its result dict; this process then checks each game's
result against a replay of its log.

Without ``--scheduler`` a ``LocalCluster`` of ``--workers`` processes (one
thread each) is started and closed here; with ``--scheduler ADDRESS``
(e.g. ``tcp://10.0.0.5:8786``) the work goes to that cluster, whose every
worker must have gridwords installed (``dask scheduler`` on one machine,
``dask worker ADDRESS`` on each).

Written to ``--out`` (default ``dask_trays_out``): ``trays.parquet`` (seed,
tray, score, words, longest) and ``scores.png``, a histogram of the scores
(matplotlib, Agg backend).
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import time
from typing import Any

import gridwords
import pandas as pd
from dask.distributed import Client, LocalCluster
from gridwords import hunt

COLUMNS = ["seed", "tray", "score", "words", "longest"]


def play_out(game: hunt.Game) -> hunt.Game:
    """Plays a bot game to its end: the human readies and sends the tray's
    three-letter words, one every four seconds."""
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


def analyse(
    part: int,
    seeds: range | None,
    trays: list[str] | None,
    game: hunt.Game,
    tray_threads: int | None,
) -> dict[str, Any]:
    """One partition, on a worker: its trays' statistics, and the pickled
    game it was given, played out."""
    if trays is None:
        assert seeds is not None
        trays = [hunt.deal(s) for s in seeds]
    scores = hunt.score_many(trays, threads=tray_threads)
    solved = hunt.solve_many(trays, threads=tray_threads)
    rows = pd.DataFrame(
        {
            "seed": pd.array(
                list(seeds) if seeds is not None else [None] * len(trays), "UInt64"
            ),
            "tray": trays,
            "score": pd.array(scores, "uint64"),
            "words": pd.array([len(w) for w in solved], "uint32"),
            # solve lists the longest words first, then alphabetical.
            "longest": [next(iter(w), "") for w in solved],
        },
        columns=COLUMNS,
    )
    game = play_out(game)
    return {"part": part, "rows": rows, "game": game, "result": game.result()}


def partitions(args: argparse.Namespace) -> list[tuple[range | None, list[str] | None]]:
    """The work, cut in `--partitions` pieces: seed ranges, or file lines."""
    if args.file:
        lines = pathlib.Path(args.file).read_text().split()
        step = max(1, -(-len(lines) // args.partitions))
        return [(None, lines[i : i + step]) for i in range(0, len(lines), step)]
    first, n = args.first_seed, args.trays
    step = max(1, -(-n // args.partitions))
    return [
        (range(first + s, first + min(s + step, n)), None) for s in range(0, n, step)
    ]


def histogram(df: pd.DataFrame, png: pathlib.Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist(df["score"], bins=40)
    ax.set_xlabel("points for finding every word (the rules' table)")
    ax.set_ylabel("trays")
    ax.set_title(f"Word Grid: {len(df)} trays")
    fig.tight_layout()
    fig.savefig(png)
    plt.close(fig)


def run(args: argparse.Namespace, client: Client) -> pd.DataFrame:
    started = time.perf_counter()
    work = partitions(args)
    futures = []
    for i, (seeds, trays) in enumerate(work):
        # A live game, pickled to the worker as an argument.
        game = hunt.Game(["human", "bot"], args.first_seed + i, 0)
        futures.append(
            client.submit(analyse, i, seeds, trays, game, args.tray_threads, pure=False)
        )
    results = sorted(client.gather(futures), key=lambda r: r["part"])
    elapsed = time.perf_counter() - started

    for r in results:
        game, result = r["game"], r["result"]
        assert result is not None and game.result() == result, (
            "the game came back settled"
        )
        assert hunt.replay(game.log()) == result, "replay mismatch"
    df: pd.DataFrame = pd.concat([r["rows"] for r in results], ignore_index=True)

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    df.to_parquet(out / "trays.parquet", index=False)
    histogram(df, out / "scores.png")

    print(
        f"gridwords {gridwords.__version__}: {len(df)} trays in {len(work)} partitions "
        f"scored and solved in {elapsed:.2f} s on {len(client.scheduler_info()['workers'])} "
        "Dask workers"
    )
    if len(df):
        print(
            f"score: min {df['score'].min()}, median {statistics.median(df['score']):.0f}, "
            f"max {df['score'].max()}; words: mean {df['words'].mean():.1f}"
        )
        best = df.iloc[int(df["score"].argmax())]  # the first best
        print(
            f"best tray: {best['tray']} ({best['score']} points, longest {best['longest']})"
        )
    print(
        f"{len(results)} pickled bot games played out on workers and verified by replay"
    )
    print(f"wrote {out / 'trays.parquet'} and {out / 'scores.png'}")
    return df


def main(argv: list[str] | None = None) -> None:
    doc = __doc__ or ""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--trays", type=int, default=10_000, help="how many seeds to deal")
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--file", help="read trays from this file instead (one a line)")
    ap.add_argument("--partitions", type=int, default=8)
    ap.add_argument(
        "--scheduler", help="a Dask scheduler's address (default: a LocalCluster)"
    )
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument(
        "--tray-threads",
        type=int,
        default=1,
        help="threads of each score_many/solve_many call (0: one per core)",
    )
    ap.add_argument("--out", default="dask_trays_out")
    args = ap.parse_args(argv)
    if args.tray_threads == 0:
        args.tray_threads = None

    if args.scheduler:
        with Client(args.scheduler) as client:
            run(args, client)
        return
    with (
        LocalCluster(
            n_workers=args.workers, threads_per_worker=1, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        run(args, client)


if __name__ == "__main__":
    main()
