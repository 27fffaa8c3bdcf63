"""Wordgrid bot matches across processes, audited by replay, and the
branching factor of the positions they reached, counted on threads.

    python examples/python/duel_bots.py [--seeds 8] [--workers 2]

The parent opens one practice game per pairing and seed (a game with a
bot is never staked; each bot level against the next, each taking each
seat) and plays its first moves; the
live `gridwords.duel.Game` objects then cross to worker processes by
pickle, the workers play them out on a simulated clock (`advance` to
`next_due`, the bots answering after their think times) and send them back.
The parent checks every returned game against a replay of its log (and
that a bot game carries no settlement), and tallies wins per level. Finally it counts
the legal moves of every position of every game with `duel.legal_moves`
on a thread pool: the generator runs without the GIL, so the threads share
the work.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing as mp
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

import gridwords
from gridwords import duel

PAIRINGS = [
    ("bot:medium", "bot:easy"),
    ("bot:easy", "bot:medium"),
    ("bot:hard", "bot:medium"),
    ("bot:medium", "bot:hard"),
]
OPENING_MOVES = 2


def opened(seats: tuple[str, str], seed: int) -> duel.Game:
    """A new game with its first moves played (in the parent)."""
    game = duel.Game(list(seats), seed, 0)
    while len(game.played) <= OPENING_MOVES and not game.is_over:
        game.advance(game.next_due)
    return game


def play_out(game: duel.Game) -> duel.Game:
    """A worker plays a pickled game to its end on the simulated clock."""
    while not game.is_over:
        game.advance(game.next_due)
    return game


def positions(result: dict) -> list[tuple[str, list[str]]]:
    """Every position of a finished game: the board and the spent words
    before each move (the start word first)."""
    board, played = list(duel.START_BOARD), ["sheep"]
    out = []
    for m in result["moves"]:
        out.append(("".join(board), list(played)))
        board[m["cell"]] = m["letter"]
        played.append(m["word"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=8, help="games per pairing")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    games = [
        opened(seats, seed) for seats in PAIRINGS for seed in range(1, args.seeds + 1)
    ]
    started = time.perf_counter()
    with mp.get_context("spawn").Pool(args.workers) as pool:
        finished = pool.map(play_out, games)
    took = time.perf_counter() - started

    wins: collections.Counter[str] = collections.Counter()
    reasons: collections.Counter[str] = collections.Counter()
    lengths = []
    for before, game in zip(games, finished, strict=True):
        assert type(game) is duel.Game and game.is_over
        # The returned game is the one sent: same config, same opening.
        assert game.config() == before.config()
        opening = before.view()["moves"]
        assert len(opening) == OPENING_MOVES
        assert game.result()["moves"][:OPENING_MOVES] == opening
        log, result = game.log(), game.result()
        assert duel.replay(log) == result and gridwords.verify(log, result)
        assert result["settlement"] is None  # practice
        seats = game.config()["seats"]
        wins[seats[result["winner"]]] += 1
        reasons[result["reason"]] += 1
        lengths.append(len(result["moves"]))

    print(
        f"{len(finished)} games played out in {args.workers} processes in {took:.1f} s"
    )
    print(f"  reasons: {dict(reasons)}")
    print(f"  moves a game: mean {statistics.mean(lengths):.1f}, max {max(lengths)}")
    for pair in PAIRINGS:
        a, b = pair
        mine = [g for g in finished if tuple(g.config()["seats"]) == pair]
        a_wins = sum(g.result()["winner"] == 0 for g in mine)
        print(f"  {a} (seat 0) vs {b}: {a_wins}-{len(mine) - a_wins}")
    print(f"  wins by level: {dict(sorted(wins.items()))}")

    every = [p for g in finished for p in positions(g.result())]
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
