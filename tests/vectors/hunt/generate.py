"""Writes the Word Grid replay vectors: NN-name.log.json (a game's log) and
NN-name.result.json (the exact bytes its replay gives).

Run with the gridwords Python package installed (``make python-build``):

    .venv/bin/python tests/vectors/hunt/generate.py

The vectors pin the engine's behaviour: the Rust, C, Python and Node tests
replay every log and must produce the result file byte for byte. Regenerate
only when a rule deliberately changes, and say so in the commit.
"""

import pathlib

from gridwords import hunt

HERE = pathlib.Path(__file__).resolve().parent


def words_of(seed, n, min_len=3, skip=0):
    found = sorted(hunt.solve(hunt.deal(seed)), key=lambda w: (len(w), w))
    found = [w for w in found if len(w) >= min_len]
    return found[skip : skip + n]


def start(seats, seed, ready_at=1000, **overrides):
    g = hunt.Game(seats, seed, 0, **overrides)
    for s, kind in enumerate(seats):
        if kind == "human":
            g.ready(s, ready_at)
    return g


def finish(g, t=10**7):
    if not g.is_over:
        g.advance(t)
    return g


def v01_duplicates_cancel():
    g = start(["human", "human"], 1)
    for seat, word, at in [
        (0, "crappie", 9000),
        (1, "crappie", 12000),
        (0, "cinema", 15000),
        (1, "barman", 20000),
        (1, "appear", 31000),
        (0, "nope", 40000),
    ]:
        g.submit(seat, word, at)
    return finish(g)


def v02_bot_game():
    g = start(["human", "bot"], 42)
    t0 = 4000
    for i, w in enumerate(words_of(42, 12)):
        g.submit(0, w, t0 + 5000 + i * 7000)
    return finish(g)


def v03_forfeit_at_the_deadline():
    g = hunt.Game(["human", "bot"], 7, 0)
    return finish(g, 70_000)


def v04_three_humans_one_resigns():
    g = start(["human", "human", "human"], 11)
    ws = words_of(11, 9)
    for i, w in enumerate(ws):
        g.submit(i % 3, w, 6000 + i * 1000)
    g.resign(2, 30_000)
    g.submit(0, ws[1], 31_000)
    return finish(g)


def v05_four_humans_tie():
    g = start(["human"] * 4, 12)
    ws = words_of(12, 8, min_len=4)
    for seat in range(4):
        g.submit(seat, ws[seat], 5000 + seat * 100)
    for seat in range(4):
        g.submit(seat, ws[4 + (seat % 2)], 9000 + seat * 100)
    return finish(g)


def v06_misses_of_every_kind():
    g = start(["human", "human"], 13)
    w = words_of(13, 2, min_len=4)
    g.submit(0, w[0], 5000)
    g.submit(0, w[0], 5500)  # already found
    g.submit(0, "zzzz", 6000)  # no path
    g.submit(0, "ab", 6500)  # too short
    tray = hunt.deal(13)
    g.submit(1, tray[0] + tray[1] + tray[5], 7000)  # a path, maybe not a word
    g.submit(1, "  " + w[1].upper() + " ", 8000)  # trimmed and folded
    return finish(g)


def v07_short_round_and_countdown():
    g = start(["human", "human"], 14, round_ms=30_000, countdown_ms=1000)
    ws = words_of(14, 6)
    for i, w in enumerate(ws):
        g.submit(i % 2, w, 2500 + i * 4000)
    g.submit(0, words_of(14, 1, skip=7)[0], 2000 + 30_000 - 1)  # the last millisecond
    return finish(g)


def v08_custom_points():
    g = start(["human", "human"], 15, points=[1, 1, 2, 3, 5, 11])
    ws = words_of(15, 10)
    for i, w in enumerate(ws):
        g.submit(i % 2, w, 5000 + i * 3000)
    return finish(g)


def v09_resign_before_ready():
    g = hunt.Game(["human", "bot"], 16, 0)
    g.resign(0, 500)
    return finish(g)


def v10_rate_ceiling():
    g = start(["human", "human"], 17)
    ws = words_of(17, 40)
    for i, w in enumerate(ws):
        if g.is_over:
            break
        g.submit(0, w, 4000 + 200 * i)
    if not g.is_over:
        g.submit(1, ws[0], 60_000)
    return finish(g)


def v11_largest_seed():
    g = start(["human", "bot"], 2**64 - 1)
    for i, w in enumerate(words_of(2**64 - 1, 5, min_len=5)):
        g.submit(0, w, 10_000 + i * 20_000)
    return finish(g)


def v12_one_human_never_ready():
    g = hunt.Game(["human", "human", "human"], 18, 0)
    g.ready(0, 100)
    g.ready(1, 200)
    return finish(g)


def v13_resignations_end_the_game():
    g = start(["human", "human", "human"], 19)
    g.submit(0, words_of(19, 1)[0], 5000)
    g.resign(0, 6000)
    g.resign(1, 7000)
    return finish(g)


def v14_late_readies_and_advance_steps():
    g = hunt.Game(["human", "human"], 20, 0, move_deadline_ms=20_000, countdown_ms=5000)
    g.advance(5000)
    g.ready(1, 10_000)
    g.advance(15_000)
    g.ready(0, 19_999)
    ws = words_of(20, 4)
    for i, w in enumerate(ws):
        g.advance(25_000 + i * 1000)
        g.submit(i % 2, w, 25_500 + i * 1000)
    return finish(g)


SCENARIOS = [
    v for k, v in sorted(globals().items()) if k.startswith("v") and callable(v)
]


def main():
    for old in HERE.glob("*.json"):
        old.unlink()
    for fn in SCENARIOS:
        g = fn()
        assert g.is_over, fn.__name__
        name = fn.__name__[1:].replace("_", "-")
        log = g.log()
        result = g.result_json()
        assert hunt.replay_json(log) == result, fn.__name__
        (HERE / f"{name}.log.json").write_text(log)
        (HERE / f"{name}.result.json").write_text(result)
        print(f"{name}: {len(log)} + {len(result)} bytes")


if __name__ == "__main__":
    main()
