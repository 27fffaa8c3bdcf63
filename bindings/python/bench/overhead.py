"""Per-call cost of the Python binding, to set beside the Rust criterion
benches (performance.md: Python ``submit`` overhead over Rust <= 1.5 us):

    .venv/bin/python bindings/python/bench/overhead.py     (after make python-build)
    cargo bench -p gridwords --bench hunt_game -- submit
    cargo bench -p gridwords --bench lexicon -- contains
    cargo run --release -q -p gridwords-python --example play_rust    (Wordgrid play)

Each figure is the median over several batches of N calls, timed with
time.perf_counter_ns. The scenarios mirror the Rust benches (and the Node
bench): seed 1, two humans, T0 = 4000; ``submit_accept`` is one word on a
fresh live game (games made outside the timed loop); ``submit_miss_not_in_list``
is "Zqxw" with the clock stepping 1 ms (400 a game, under the 500-miss cap);
``Game.act`` is ``submit_accept`` through the generic JSON path (an action
dict, serialised and parsed); ``contains_mixed_1024``
is 1024 lookups, half words from the list and half with one letter changed.

Wordgrid (``duel``), the same scenario as ``bench/play_rust.rs`` (timed the
same way in Rust): two humans, seed 1, created at 0, a fresh game per call
(made outside the timed loop); seat 0 writes "a" into cell 6 and plays "ha"
at 1000, by word (``play``), by path, and as a dict through the generic
``Game.act``. ``--only duel`` prints just these rows.

Sóló (``solo``), the same scenario as ``bench/play_rust.rs``'s solo row
(timed the same way in Rust): a fresh game of seed 42 created at 0 per call
(made outside the timed loop), on which ``solo.Game.swap`` trades the cells
of one pair at 1000. The pairs are precomputed, ``(a, (37 * a + 11) % 100)``
for a in 0-99, taken in turn: on a fresh field every cell is Free, so each
call is a legal swap (96 of the 100 score a word). ``--only solo`` prints
just this row::

    cargo run --release -q -p gridwords-python --example play_rust
    .venv/bin/python bindings/python/bench/overhead.py --only solo
"""

import argparse
import statistics
import time

import gridwords
from gridwords import Lexicon, duel, hunt, solo

SEED = 1
T0 = 4000
SOLO_SEED = 42
# Swaps of two distinct cells (37a + 11 = a mod 100 has no solution), all
# Free on a fresh field: the same list as play_rust.rs and overhead.mjs.
SOLO_PAIRS = [(a, (37 * a + 11) % 100) for a in range(100)]


def live(seats=2):
    g = hunt.Game(["human"] * seats, SEED, 0)
    for s in range(seats):
        g.ready(s, 1000)
    g.advance(T0)
    return g


def median_ns(batch, n, batches):
    runs = []
    for _ in range(batches):
        ns = batch(n)
        runs.append(ns / n)
    return statistics.median(runs)


def spread_ns(batch, n, batches):
    """(median, best) ns per call over the batches."""
    runs = [batch(n) / n for _ in range(batches)]
    return statistics.median(runs), min(runs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--batches", type=int, default=15)
    ap.add_argument("--only", choices=["hunt", "duel", "solo"], help="print one game's rows")
    args = ap.parse_args()

    word = sorted(hunt.solve(hunt.deal(SEED)), key=lambda w: (-len(w), w))[0]

    def submit_accept(n):
        games = [live() for _ in range(n)]
        t = time.perf_counter_ns()
        for g in games:
            g.submit(0, word, T0 + 1)
        return time.perf_counter_ns() - t

    def submit_miss(n):
        # A seat records at most 500 misses (then LIMIT_REACHED): 400 a game.
        per = 400
        games = [(live(), min(per, n - i)) for i in range(0, n, per)]
        t = time.perf_counter_ns()
        for g, k in games:
            for i in range(k):
                g.submit(0, "Zqxw", T0 + 1 + i)
        return time.perf_counter_ns() - t

    def act_accept(n):
        games = [gridwords.Game.restore(live().snapshot()) for _ in range(n)]
        action = {"action": "submit", "seat": 0, "word": word}
        t = time.perf_counter_ns()
        for g in games:
            g.act(action, T0 + 1)
        return time.perf_counter_ns() - t

    lex = Lexicon.default()
    words = list(lex)[:: max(1, len(lex) // 512)][:512]
    altered = [w[:-1] + ("q" if w[-1] != "q" else "z") for w in words]
    mixed = [x for pair in zip(words, altered, strict=True) for x in pair]

    def contains_mixed(n):
        rounds = max(1, n // len(mixed))
        t = time.perf_counter_ns()
        for _ in range(rounds):
            for w in mixed:
                lex.contains(w)
        return (time.perf_counter_ns() - t) * n // (rounds * len(mixed))

    def contains_in(n):
        rounds = max(1, n // len(mixed))
        t = time.perf_counter_ns()
        for _ in range(rounds):
            for w in mixed:
                w in lex  # noqa: B015
        return (time.perf_counter_ns() - t) * n // (rounds * len(mixed))

    def empty_loop(n):
        t = time.perf_counter_ns()
        for _ in range(n):
            pass
        return time.perf_counter_ns() - t

    def fresh_duel():
        return duel.Game(["human", "human"], SEED, 0)

    def duel_play(trace):
        def run(n):
            games = [fresh_duel() for _ in range(n)]
            t = time.perf_counter_ns()
            for g in games:
                g.play(0, 6, "a", trace, 1000)
            return time.perf_counter_ns() - t

        return run

    def duel_act(n):
        games = [gridwords.Game.restore(fresh_duel().snapshot()) for _ in range(n)]
        action = {"action": "play", "seat": 0, "cell": 6, "letter": "a", "word": "ha"}
        t = time.perf_counter_ns()
        for g in games:
            g.act(action, 1000)
        return time.perf_counter_ns() - t

    def solo_swap(n):
        work = [(solo.Game(SOLO_SEED, 0), *SOLO_PAIRS[i % len(SOLO_PAIRS)]) for i in range(n)]
        t = time.perf_counter_ns()
        for g, a, c in work:
            g.swap(a, c, 1000)
        return time.perf_counter_ns() - t

    n, b = args.n, args.batches
    print(f"python per-call medians over {b} batches of {n} (ns/call)")
    if args.only in (None, "duel", "solo"):
        print("  (duel, solo rows: median and best batch; the best counts other processes less)")
    if args.only in (None, "duel"):
        m = min(n, 2000)
        for name, run in (
            ("duel play (word)", duel_play("ha")),
            ("duel play (path)", duel_play([11, 6])),
            ("duel Game.act (dict)", duel_act),
        ):
            median, best = spread_ns(run, m, b)
            print(f"  {name:<24} {median:8.0f} {best:8.0f}")
    if args.only in (None, "solo"):
        median, best = spread_ns(solo_swap, min(n, 2000), b)
        print(f"  {'solo swap':<24} {median:8.0f} {best:8.0f}")
    if args.only in ("duel", "solo"):
        return
    print(f"  submit_accept            {median_ns(submit_accept, min(n, 2000), b):8.0f}")
    print(f"  submit_miss_not_in_list  {median_ns(submit_miss, n, b):8.0f}")
    print(f"  Game.act (dict, accept)  {median_ns(act_accept, min(n, 2000), b):8.0f}")
    print(f"  lexicon.contains (mixed) {median_ns(contains_mixed, n, b):8.0f}")
    print(f"  'w' in lexicon (mixed)   {median_ns(contains_in, n, b):8.0f}")
    print(f"  empty loop iteration     {median_ns(empty_loop, n, b):8.0f}")


if __name__ == "__main__":
    main()
