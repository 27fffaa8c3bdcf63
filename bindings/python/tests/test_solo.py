"""Sóló (``gridwords.solo``): the deal, the typed game class driven by
best_swaps, every refusal (the game unchanged), cancel and the clock, the
generic JSON path against the typed one, pickling, the rating helper, the
argument rule, and the shared vectors in tests/vectors/solo, which replay
to their result files byte for byte (the same bytes Rust, C and Node
produce)."""

import json
import pathlib
import pickle
from concurrent.futures import ThreadPoolExecutor

import pytest

import gridwords
from gridwords import _core, duel, hunt, solo

REPO = pathlib.Path(__file__).resolve().parents[3]
VECTORS = sorted((REPO / "tests" / "vectors" / "solo").glob("*.log.json"))
FIELD_42 = (
    "ebdeeveaeaflcrtdgkaipnroetbsheivyrfesesonuntrxminioaqatsou"
    "aadietgziopilsgrdienjlweoohcmotilayrenawuu"
)
STATES = {"free", "across", "down", "both", "fixed"}
FROZEN = {"across", "down", "both"}


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, str(info.value)
    assert info.value.number == gridwords.error_codes()[code]
    return info.value


def frozen(g) -> int:
    return sum(c in FROZEN for c in g.cells)


def greedy(g, start=1000, step=100):
    """Plays the best swap until the game ends; returns the events."""
    now, events = start, []
    while not g.is_over:
        best = solo.best_swaps(g, 1)
        assert best, "a live game has at least two Free cells"
        b = best[0]
        ev = g.swap(b["a"], b["b"], now)
        assert ev[0]["type"] == "swap"
        assert (ev[0]["a"], ev[0]["b"]) == (b["a"], b["b"])
        assert ev[0]["points"] == b["points"] and ev[0]["words"] == b["words"]
        assert g.score == frozen(g)
        events += ev
        now += step
    return events


# --- the deal ----------------------------------------------------------------


def test_deal():
    assert solo.deal(42) == FIELD_42
    assert solo.deal("42") == solo.deal("0x2a") == FIELD_42
    assert len(solo.deal(2**64 - 1)) == 100
    assert sorted(solo.deal(1)) == sorted(FIELD_42)
    assert solo.deal(1) != FIELD_42
    expect_error("INVALID_ARGUMENT", solo.deal, 2**64)
    expect_error("INVALID_ARGUMENT", solo.deal, "forty-two")
    expect_error("INVALID_ARGUMENT", solo.deal, 4.2)
    with pytest.raises(TypeError):
        solo.deal([42])


# --- a game driven by best_swaps ----------------------------------------------


def test_a_fresh_game():
    g = solo.Game(42, 0)
    assert isinstance(g, solo.Game) and isinstance(g, gridwords.Game)
    assert g.game == "solo" and g.seat_count == 1
    assert g.field == FIELD_42
    assert g.cells == ["free"] * 100
    assert g.score == 0 and not g.is_over and g.result() is None
    assert g.next_due == solo.CLOCK_MS
    v = g.view()
    assert v["field"] == FIELD_42 and v["cells"] == ["free"] * 100
    assert v["score"] == 0 and v["clock_ms"] == solo.CLOCK_MS and v["moves"] == []
    assert v["seed"] is None and v["result"] is None
    assert "free" in repr(g) or "score 0" in repr(g)


def test_a_game_driven_by_best_swaps_fills_the_field():
    g = solo.Game(42, 0)
    events = greedy(g)
    swaps = [e for e in events if e["type"] == "swap"]
    assert events[-1]["type"] == "game_over" and events[-1]["reason"] == "field_full"
    assert sum(e["points"] for e in swaps) == g.score == frozen(g) > 0
    assert sum(c == "free" for c in g.cells) < 2
    assert set(g.cells) <= STATES
    for e in swaps:
        assert set(e) == {"type", "a", "b", "points", "words", "frozen", "fixed", "at_ms"}
        assert e["points"] == len(e["frozen"])
        for w in e["words"]:
            assert set(w) == {"word", "cells", "axis", "reversed"}
            assert w["axis"] in ("across", "down") and isinstance(w["reversed"], bool)
            assert len(w["word"]) == len(w["cells"]) >= 3
            assert "".join(g.field[c] for c in w["cells"]) == w["word"]
        # A swapped cell in no scored word is Fixed.
        in_words = {c for w in e["words"] for c in w["cells"]}
        assert e["fixed"] == sorted(c for c in (e["a"], e["b"]) if c not in in_words)
    r = g.result()
    assert r is not None
    assert set(r) == {"seed", "score", "reason", "moves", "field", "cells"}
    assert r["seed"] == "0x000000000000002a" and r["reason"] == "field_full"
    assert r["score"] == g.score and r["field"] == g.field and r["cells"] == g.cells
    assert len(r["moves"]) == len(swaps)
    assert g.view()["seed"] == "0x000000000000002a" and g.view()["result"] == r
    assert g.view()["clock_ms"] == 0
    # The result replays, byte for byte, through every entry.
    log = g.log()
    assert solo.replay_json(log) == gridwords.replay_json(log) == g.result_json()
    assert solo.replay(log) == r
    assert solo.Game.from_log(log).result() == r
    assert gridwords.verify(log, r)


def test_best_swaps_changes_nothing_and_ranks():
    g = solo.Game(7, 0)
    before = g.snapshot()
    best = solo.best_swaps(g, 25)
    assert g.snapshot() == before
    assert len(best) == 25
    assert solo.best_swaps(g) == best[:10]
    for x, y in zip(best, best[1:], strict=False):
        assert (-x["points"], x["a"], x["b"]) < (-y["points"], y["a"], y["b"])
    for b in best:
        assert set(b) == {"a", "b", "points", "words"} and b["a"] < b["b"]
    assert len(solo.best_swaps(g, 10_000)) == 4950
    assert solo.best_swaps(g, 0) == []
    # Any gridwords.Game holding a Sóló game will do.
    generic = gridwords.Game({"game": "solo", "seed": 7}, 0)
    assert solo.best_swaps(generic, 25) == best


def test_best_swaps_on_threads():
    games = [solo.Game(s, 0) for s in range(8)]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda g: solo.best_swaps(g, 5), games))
    assert got == [solo.best_swaps(g, 5) for g in games]


# --- refusals change nothing ---------------------------------------------------


def scored_game():
    """Seed 42 after its best swap at 1000: some cells frozen."""
    g = solo.Game(42, 0)
    b = solo.best_swaps(g, 1)[0]
    g.swap(b["a"], b["b"], 1000)
    assert g.score > 0
    return g


def test_every_refusal_leaves_the_game_unchanged():
    g = scored_game()
    frozen_cell = g.cells.index("across") if "across" in g.cells else g.cells.index("down")
    free = [i for i, c in enumerate(g.cells) if c == "free"]
    cases = [
        ("SAME_CELL", g.swap, (free[0], free[0], 2000)),
        ("CELL_OUT_OF_RANGE", g.swap, (free[0], 100, 2000)),
        ("CELL_OUT_OF_RANGE", g.swap, (1000, free[0], 2000)),
        ("CELL_NOT_FREE", g.swap, (frozen_cell, free[0], 2000)),
        ("CELL_NOT_FREE", g.swap, (free[0], frozen_cell, 2000)),
        ("CANCEL_TOO_LATE", g.cancel, (2000,)),
        ("TIME_UP", g.swap, (free[0], free[1], solo.CLOCK_MS)),
        ("TIME_UP", g.finish, (solo.CLOCK_MS + 1,)),
    ]
    for code, fn, args in cases:
        before = (g.snapshot(), g.log(), g.view())
        expect_error(code, fn, *args)
        assert (g.snapshot(), g.log(), g.view()) == before, code
    # The same refusals through the generic path.
    before = g.snapshot()
    expect_error("SAME_CELL", g.act, {"action": "swap", "seat": 0, "a": 5, "b": 5}, 2000)
    assert g.snapshot() == before
    # A Fixed cell is not Free either.
    h = solo.Game(42, 0)
    h.swap(0, 1, 10)  # seed 42: "eb" -> "be" scores nothing here or elsewhere
    fixed = [i for i, c in enumerate(h.cells) if c == "fixed"]
    if fixed:
        expect_error("CELL_NOT_FREE", h.swap, fixed[0], 50, 20)


def test_finish_before_the_first_move_cancels():
    # A game without a move is never counted: Finish cancels it.
    g = solo.Game(7, 0)
    assert g.finish(1000) == [{"type": "game_over", "at_ms": 1000, "reason": "cancelled"}]
    r = g.result()
    assert r["reason"] == "cancelled" and r["score"] == 0 and r["moves"] == []
    assert solo.replay(g.log()) == r


def test_a_swap_of_identical_letters_scores_nothing_and_fixes_both():
    g = solo.Game(42, 0)
    f = g.field
    a, b = next((a, b) for a in range(100) for b in range(a + 1, 100) if f[a] == f[b])
    (ev,) = g.swap(a, b, 1000)
    assert ev == {
        "type": "swap",
        "a": a,
        "b": b,
        "points": 0,
        "words": [],
        "frozen": [],
        "fixed": [a, b],
        "at_ms": 1000,
    }
    assert g.field == f and g.cells[a] == g.cells[b] == "fixed"


def test_views_and_results_list_moves_in_the_event_shape():
    g = solo.Game(42, 0)
    (best,) = solo.best_swaps(g, 1)
    (ev,) = g.swap(best["a"], best["b"], 1000)
    move = {k: v for k, v in ev.items() if k != "type"}
    assert g.view()["moves"] == [move]
    g.finish(2000)
    assert g.result()["moves"] == [move]


def test_game_over_after_finish_and_time_up_after_the_clock():
    g = scored_game()
    ev = g.finish(2000)
    assert ev == [{"type": "game_over", "at_ms": 2000, "reason": "finished"}]
    assert g.is_over and g.result()["reason"] == "finished" and g.next_due is None
    free = [i for i, c in enumerate(g.cells) if c == "free"]
    for code, fn, args in [
        ("GAME_OVER", g.swap, (free[0], free[1], 3000)),
        ("GAME_OVER", g.finish, (3000,)),
        ("GAME_OVER", g.cancel, (3000,)),
    ]:
        before = g.snapshot()
        expect_error(code, fn, *args)
        assert g.snapshot() == before
    assert g.advance(solo.CLOCK_MS * 2) == []

    c = scored_game()
    assert c.advance(solo.CLOCK_MS - 1) == []
    ev = c.advance(solo.CLOCK_MS)
    assert ev == [{"type": "game_over", "at_ms": solo.CLOCK_MS, "reason": "clock"}]
    assert c.result()["reason"] == "clock" and c.result()["score"] == c.score
    before = c.snapshot()
    expect_error("TIME_UP", c.swap, free[0], free[1], solo.CLOCK_MS + 5)
    expect_error("TIME_UP", c.finish, solo.CLOCK_MS + 5)
    assert c.snapshot() == before


def test_cancel_before_the_first_move():
    g = solo.Game(42, 0)
    ev = g.cancel(500)
    assert ev == [{"type": "game_over", "at_ms": 500, "reason": "cancelled"}]
    r = g.result()
    assert r["reason"] == "cancelled" and r["score"] == 0 and r["moves"] == []
    expect_error("GAME_OVER", g.swap, 0, 1, 600)
    assert solo.replay(g.log()) == r
    # A clock that runs out with no move cancels the game.
    c = solo.Game(42, 0)
    assert c.advance(solo.CLOCK_MS) == [
        {"type": "game_over", "at_ms": solo.CLOCK_MS, "reason": "cancelled"}
    ]
    assert c.result()["reason"] == "cancelled"
    expect_error("TIME_UP", c.cancel, solo.CLOCK_MS + 1)


# --- the generic path, pickling, restore ---------------------------------------


def test_the_generic_json_path_matches_the_typed_path():
    typed = solo.Game(42, 0)
    generic = gridwords.Game({"game": "solo", "seed": 42}, 0)
    assert type(generic) is gridwords.Game and generic.game == "solo"
    now = 1000
    for _ in range(12):
        b = solo.best_swaps(typed, 1)[0]
        t_ev = typed.swap(b["a"], b["b"], now)
        g_ev = generic.act({"action": "swap", "seat": 0, "a": b["a"], "b": b["b"]}, now)
        assert t_ev == g_ev
        now += 250
    assert typed.view() == generic.view(0) == generic.view()
    assert typed.finish(now) == generic.act({"action": "finish", "seat": 0}, now)
    assert typed.result_json() == generic.result_json()
    assert typed.result() == generic.result()
    assert typed.log() == generic.log()
    assert typed.snapshot() == generic.snapshot()
    # The typed class restores the generic game's snapshot.
    assert solo.Game.restore(generic.snapshot()).result() == typed.result()
    # The config JSON path too.
    text = gridwords.Game('{"game":"solo","seed":"0x2a"}', 0)
    assert text.view()["field"] == FIELD_42


def test_pickle_and_snapshot():
    for how in (lambda g: pickle.loads(pickle.dumps(g)), lambda g: solo.Game.restore(g.snapshot())):
        g = scored_game()
        copy = how(g)
        assert type(copy) is solo.Game
        assert (copy.field, copy.cells, copy.score) == (g.field, g.cells, g.score)
        assert copy.log() == g.log() and copy.snapshot() == g.snapshot()
        b = solo.best_swaps(g, 1)[0]
        assert copy.swap(b["a"], b["b"], 2000) == g.swap(b["a"], b["b"], 2000)
        assert copy.snapshot() == g.snapshot()
    over = solo.Game(9, 0)
    greedy(over)
    assert pickle.loads(pickle.dumps(over)).result() == over.result()


def test_wrong_game_both_ways():
    s = solo.Game(42, 0)
    h = hunt.Game(["human", "bot"], 42, 0)
    d = duel.Game(["human", "human"], 42, 0)
    expect_error("WRONG_GAME", solo.Game.restore, h.snapshot())
    expect_error("WRONG_GAME", solo.Game.restore, d.snapshot())
    expect_error("WRONG_GAME", duel.Game.restore, s.snapshot())
    expect_error("WRONG_GAME", hunt.Game.restore, s.snapshot())
    expect_error("WRONG_GAME", solo.best_swaps, d, 3)
    expect_error(
        "WRONG_GAME",
        solo.best_swaps,
        gridwords.Game({"game": "duel", "seats": ["human", "human"], "seed": 1}, 0),
        3,
    )
    expect_error("WRONG_GAME", solo.Game.from_log, d.log())
    expect_error("WRONG_GAME", duel.Game.from_log, s.log())
    expect_error("WRONG_GAME", solo.replay_json, d.log())
    s.finish(10)
    expect_error("WRONG_GAME", duel.replay_json, s.log())
    with pytest.raises(TypeError):
        solo.best_swaps("not a game", 3)


def test_a_log_that_ends_early_does_not_replay():
    g = scored_game()
    expect_error("INVALID_LOG", solo.replay_json, g.log())
    # ...but rebuilds a live game that plays on.
    again = solo.Game.from_log(g.log())
    assert again.snapshot() == g.snapshot() and not again.is_over


# --- rating -------------------------------------------------------------------


def test_rating():
    assert solo.rating([]) == {"rating": None, "best": None}
    r = solo.rating([10, 20, 30])
    assert r == {"rating": 20.0, "best": 30}
    assert isinstance(r["rating"], float) and isinstance(r["best"], int)
    assert solo.rating([5]) == {"rating": 5.0, "best": 5}
    assert solo.rating(range(1, 10))["rating"] == 5.5  # best 8 of 9: 2..9
    assert solo.rating([100, 1, *range(3, 13)]) == {"rating": 8.5, "best": 100}
    assert solo.rating((7, 7)) == {"rating": 7.0, "best": 7}
    with pytest.raises(TypeError):
        solo.rating("123")
    with pytest.raises(TypeError):
        solo.rating(["1"])
    with pytest.raises(TypeError):
        solo.rating(5)
    expect_error("INVALID_ARGUMENT", solo.rating, [-1])
    expect_error("INVALID_ARGUMENT", solo.rating, [2**32])
    expect_error("INVALID_ARGUMENT", solo.rating, [1.5])


# --- the argument rule -----------------------------------------------------------


def test_the_argument_rule():
    g = solo.Game(42, 0)
    with pytest.raises(TypeError):
        solo.Game([42], 0)
    with pytest.raises(TypeError):
        g.swap("a", 1, 10)
    with pytest.raises(TypeError):
        g.swap(0, 1, "10")
    with pytest.raises(TypeError):
        solo.best_swaps(g, "3")
    expect_error("INVALID_ARGUMENT", solo.Game, 2**64, 0)
    expect_error("INVALID_ARGUMENT", solo.Game, 42, -1)
    expect_error("INVALID_ARGUMENT", g.swap, -1, 1, 10)
    expect_error("INVALID_ARGUMENT", g.swap, 0, 1, 1.5)
    expect_error("INVALID_ARGUMENT", g.swap, 0, 2**64, 10)
    expect_error("INVALID_ARGUMENT", solo.best_swaps, g, -1)
    assert g.score == 0 and g.cells == ["free"] * 100
    assert _core.SoloGame is solo.Game


# --- the shared vectors ----------------------------------------------------------


def test_there_are_vectors():
    """Replaying them byte for byte is test_vectors.py's, for every game;
    here, each is played again through the typed calls."""
    assert len(VECTORS) >= 12, "tests/vectors/solo holds at least 12 logs"


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.name.removesuffix(".log.json"))
def test_vector_plays_again_through_the_typed_calls(path):
    log = path.read_text()
    want = path.with_name(path.name.replace(".log.json", ".result.json")).read_text().strip()
    entry = json.loads(log)
    again = solo.Game(entry["config"]["seed"], entry["created_ms"])
    for a in entry["actions"]:
        kind = a["action"]
        if kind == "swap":
            again.swap(a["a"], a["b"], a["at_ms"])
        elif kind == "finish":
            again.finish(a["at_ms"])
        elif kind == "cancel":
            again.cancel(a["at_ms"])
        else:  # pragma: no cover - the log has only these
            raise AssertionError(kind)
    if not again.is_over:
        again.advance(entry["until_ms"])
    assert again.result_json() == want
    assert again.score == sum(c in FROZEN for c in again.cells)
