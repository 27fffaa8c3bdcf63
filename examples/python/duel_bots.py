"""Wordgrid bot matches across processes, audited by replay, and the
branching factor of the positions they reached, counted on threads.

    python examples/python/duel_bots.py [--seeds 8] [--workers 2]

Each bot level plays the next (easy against medium, medium against hard)
on every seed, once from each seat: `gridwords.analysis.tournament` makes
the practice games (a game with a bot is never staked) and plays them out
on a pool of spawned processes, each `gridwords.duel.Game` crossing to its
worker by pickle and back the same way. The parent checks every record
against a replay of its log (and that a bot game carries no settlement),
and prints the standings with Wilson intervals (pandas). Finally it counts
the legal moves of every position of every game with `duel.legal_moves`
on a thread pool: the generator runs without the GIL, so the threads share
the work.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import time
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import gridwords
from gridwords import analysis, duel

PAIRINGS = [("easy", "medium"), ("medium", "hard")]


def positions(moves: Iterable[Mapping[str, Any]]) -> list[tuple[str, list[str]]]:
    """Every position of a finished game, from its result's moves: the
    board and the spent words before each move (the start word first)."""
    board, played = list(duel.START_BOARD), ["sheep"]
    out = []
    for m in moves:
        out.append(("".join(board), list(played)))
        board[m["cell"]] = m["letter"]
        played.append(m["word"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--seeds", type=int, default=8, help="seeds per pairing (two games each)"
    )
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    started = time.perf_counter()
    records = analysis.tournament(
        range(1, args.seeds + 1),
        pairings=PAIRINGS,
        pool="process",
        workers=args.workers,
    )
    took = time.perf_counter() - started

    reasons: collections.Counter[str] = collections.Counter()
    results = []
    for r in records:
        result = duel.replay(r["log"])
        # Records this script made itself: trust the bots' logged moves (the
        # default, the full check, searches again for each: as slow as the
        # games' bots were).
        assert gridwords.verify(r["log"], result, trust_bots=True)
        assert result["scores"] == [r["score0"], r["score1"]]
        assert result["winner"] == r["winner"] and int(result["seed"], 16) == r["seed"]
        assert result["settlement"] is None  # practice
        reasons[r["reason"]] += 1
        results.append(result)

    print(
        f"{len(records)} games played out in {args.workers} processes in {took:.1f} s "
        f"({len(records) / took:.1f} games/s)"
    )
    print(f"  reasons: {dict(reasons)}")
    lengths = [r["moves"] for r in records]
    print(f"  moves a game: mean {statistics.mean(lengths):.1f}, max {max(lengths)}")
    for a, b in PAIRINGS:
        for pair in ((a, b), (b, a)):
            mine = [r for r in records if (r["seat0"], r["seat1"]) == pair]
            first = sum(r["winner"] == 0 for r in mine)
            print(f"  {pair[0]} (seat 0) vs {pair[1]}: {first}-{len(mine) - first}")
    table = analysis.standings(records)
    print(table.round(3).to_string())

    every = [p for result in results for p in positions(result["moves"])]
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.workers) as threads:
        counts = list(threads.map(lambda p: len(duel.legal_moves(*p)), every))
    took = time.perf_counter() - started
    assert all(c > 0 for c in counts)  # a position a move was made from has one
    print(
        f"{len(every)} positions: legal moves mean {statistics.mean(counts):.0f}, "
        f"median {statistics.median(counts):.0f}, max {max(counts)} "
        f"(counted on {args.workers} threads in {took * 1000:.0f} ms)"
    )


if __name__ == "__main__":
    main()
