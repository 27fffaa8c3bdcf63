"""Wordgrid (``gridwords.duel``): the typed game class, the analysis calls,
the argument rule, and the shared vectors in tests/vectors/duel, which
replay to their result files byte for byte (the same bytes Rust, C and
Node produce) and play again through the typed and the generic paths."""

import json
import pathlib
import pickle
from concurrent.futures import ThreadPoolExecutor

import pytest

import gridwords
from gridwords import Lexicon, _core, duel, hunt

START = "..........sheep.........."
REPO = pathlib.Path(__file__).resolve().parents[3]
VECTORS = sorted((REPO / "tests" / "vectors" / "duel").glob("*.log.json"))
TEN_MINUTES = 600_000
ACCEPTED = json.loads((REPO / "tests" / "errors" / "accepted.json").read_text(encoding="utf-8"))


def accepted(name):
    """The row of the table of accepted inputs named `name`."""
    (row,) = [r for r in ACCEPTED if r["name"] == name]
    return row


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, str(info.value)
    assert info.value.number == gridwords.error_codes()[code]
    return info.value


def humans(seed=7, **kwargs) -> duel.Game:
    return duel.Game(["human", "human"], seed, 0, **kwargs)


def after_ha(**kwargs) -> duel.Game:
    """Seat 0 has played "ha" at 1000: seat 1 to move."""
    g = humans(**kwargs)
    g.play(0, 6, "a", "ha", 1000)
    return g


def move(seat, cell, letter, path, word, at):
    return {
        "type": "move",
        "seat": seat,
        "cell": cell,
        "letter": letter,
        "path": path,
        "word": word,
        "points": len(word),
        "at_ms": at,
    }


# --- a scripted game -------------------------------------------------------


def test_a_scripted_game_with_known_scores():
    g = humans()
    assert isinstance(g, duel.Game) and isinstance(g, gridwords.Game)
    assert g.game == "duel" and g.seat_count == 2
    assert g.board == START == duel.START_BOARD
    assert (g.to_move, g.scores, g.played) == (0, [0, 0], ["sheep"])
    assert g.clocks_ms == [TEN_MINUTES, TEN_MINUTES]
    assert g.draw_offer is None and not g.is_over and g.result() is None
    assert g.next_due == TEN_MINUTES  # seat 0's clock runs out then

    # Seat 0 writes "a" above the H (cell 11) and plays "ha", by word.
    assert g.play(0, 6, "a", "ha", 1000) == [move(0, 6, "a", [11, 6], "ha", 1000)]
    # Seat 1 writes "e" below the H and plays "he", by path.
    assert g.play(1, 16, "E", [11, 16], 3000) == [move(1, 16, "e", [11, 16], "he", 3000)]
    # Seat 0 extends: H-A-T, through the new T in cell 7.
    assert g.play(0, 7, "t", " HAT ", 6000) == [move(0, 7, "t", [11, 6, 7], "hat", 6000)]

    assert g.scores == [5, 2]
    assert g.board == "......at..sheep.e........"
    assert g.played == ["sheep", "ha", "he", "hat"]
    assert g.to_move == 1
    # Each clock ran only on its own turns: seat 0 for 1000 + 3000 ms,
    # seat 1 for 2000 ms.
    assert g.clocks_ms == [TEN_MINUTES - 4000, TEN_MINUTES - 2000]
    assert g.advance(10_000) == []
    assert g.clocks_ms == [TEN_MINUTES - 4000, TEN_MINUTES - 6000]

    view = g.view(1)
    assert view["board"] == g.board and view["scores"] == [5, 2] and view["seat"] == 1
    assert view["played"] == g.played and view["clocks_ms"] == g.clocks_ms
    assert view["seed"] is None and view["result"] is None  # the seed shows at the end
    assert [m["word"] for m in view["moves"]] == ["ha", "he", "hat"]
    assert g.view()["seat"] is None
    assert g.view() == gridwords.Game.view(g)  # typed view == the engine's JSON view

    assert g.resign(1, 12_000) == [
        {"type": "resigned", "seat": 1, "at_ms": 12_000},
        {"type": "game_over", "at_ms": 12_000, "reason": "resignation", "winner": 0},
    ]
    assert g.is_over and g.to_move is None and g.next_due is None
    r = g.result()
    assert r == {
        "seed": "0x0000000000000007",
        "winner": 0,
        "draw": False,
        "reason": "resignation",
        "scores": [5, 2],
        "moves": [
            {k: v for k, v in m.items() if k != "type"}
            for m in (
                move(0, 6, "a", [11, 6], "ha", 1000),
                move(1, 16, "e", [11, 16], "he", 3000),
                move(0, 7, "t", [11, 6, 7], "hat", 6000),
            )
        ],
        "settlement": None,  # stake 0: practice
        "board": "......at..sheep.e........",
        "ended_at_ms": 12_000,
    }
    assert g.view(0)["seed"] == "0x0000000000000007" and g.view(0)["result"] == r
    log = g.log()
    assert json.loads(log)["game"] == "duel"
    assert duel.replay_json(log) == gridwords.replay_json(log) == g.result_json()
    assert duel.replay(log) == gridwords.replay(log) == r
    assert gridwords.verify(log, r)
    assert not gridwords.verify(log, dict(r, winner=1))
    assert repr(g) == '<gridwords.duel.Game: "......at..sheep.e........", scores 5-2, over>'


# --- refusals ---------------------------------------------------------------


def test_every_refusal_has_its_code_and_changes_nothing():
    g = after_ha()
    before = g.snapshot()

    def refused(code, fn, *args):
        expect_error(code, fn, *args)
        assert g.snapshot() == before, code

    t = 2000
    refused("NOT_YOUR_TURN", g.play, 0, 16, "e", [11, 16], t)
    refused("CELL_OUT_OF_RANGE", g.play, 1, 25, "e", "he", t)
    refused("CELL_OUT_OF_RANGE", g.play, 1, 16, "e", [11, 16, 99], t)
    refused("CELL_FILLED", g.play, 1, 11, "e", "he", t)
    refused("CELL_NOT_ADJACENT", g.play, 1, 0, "e", "he", t)
    refused("NOT_A_LETTER", g.play, 1, 16, "1", "he", t)
    refused("NOT_A_LETTER", g.play, 1, 16, "\u00e9", "he", t)
    refused("PATH_NOT_CONNECTED", g.play, 1, 16, "e", [16, 12], t)  # diagonal
    refused("PATH_REPEATS_CELL", g.play, 1, 16, "e", [11, 16, 11], t)
    refused("PATH_MISSES_NEW_CELL", g.play, 1, 16, "e", [11, 12], t)
    refused("PATH_CROSSES_EMPTY", g.play, 1, 16, "e", [16, 17], t)
    refused("WORD_NOT_IN_LIST", g.play, 1, 16, "e", "qxz", t)
    refused("WORD_NOT_IN_LIST", g.play, 1, 16, "e", [16, 11, 6], t)  # "eha"
    refused("WORD_ALREADY_PLAYED", g.play, 1, 16, "e", "ha", t)
    refused("WORD_ALREADY_PLAYED", g.play, 1, 16, "e", "sheep", t)
    refused("WORD_NOT_ON_BOARD", g.play, 1, 16, "e", "hat", t)
    refused("NO_DRAW_OFFER", g.accept_draw, 0, t)
    refused("NO_DRAW_OFFER", g.decline_draw, 1, t)
    refused("UNKNOWN_SEAT", g.play, 2, 16, "e", "he", t)
    refused("UNKNOWN_SEAT", g.offer_draw, 5, t)
    refused("UNKNOWN_SEAT", g.view, 2)
    refused("TIME_WENT_BACKWARDS", g.play, 1, 16, "e", "he", 999)
    refused("TIME_WENT_BACKWARDS", g.advance, 999)
    # The same refusal through the generic JSON path.
    refused(
        "CELL_FILLED",
        g.act,
        {"action": "play", "seat": 1, "cell": 11, "letter": "e", "word": "he"},
        t,
    )
    refused("INVALID_ARGUMENT", g.act, {"action": "play", "seat": 1, "cell": 16, "letter": "e"}, t)

    # An open offer: a second one is refused, whoever makes it.
    g.offer_draw(0, t)
    before = g.snapshot()
    refused("DRAW_ALREADY_OFFERED", g.offer_draw, 0, t)
    refused("DRAW_ALREADY_OFFERED", g.offer_draw, 1, t)
    refused("NO_DRAW_OFFER", g.accept_draw, 0, t)  # not one's own offer

    # Bots play their own seats.
    bot = duel.Game(["human", "bot:easy"], 3, 0)
    before = bot.snapshot()
    expect_error("BOT_SEAT", bot.play, 1, 16, "e", "he", 10)
    expect_error("BOT_SEAT", bot.resign, 1, 10)
    assert bot.snapshot() == before

    # Over: GAME_OVER, and TIME_UP to the seat whose clock ran out.
    g.resign(0, 3000)
    before = g.snapshot()
    refused("GAME_OVER", g.play, 1, 16, "e", "he", 3000)
    refused("GAME_OVER", g.resign, 1, 3000)
    timed = humans()
    timed.advance(TEN_MINUTES)
    before = timed.snapshot()
    expect_error("TIME_UP", timed.play, 0, 6, "a", "ha", TEN_MINUTES)
    expect_error("GAME_OVER", timed.resign, 1, TEN_MINUTES)
    assert timed.snapshot() == before

    # Spent words as a caller types them are folded by the core, as in Node and C.
    assert duel.legal_moves(START, [" SHEEP", "Ha"]) == duel.legal_moves(START, ["sheep", "ha"])
    assert len(duel.legal_moves(START, ["SHEEP"])) < len(duel.legal_moves(START, []))

    # Analysis: a board that is not 25 characters a-z or ".".
    for board in ("", START[:-1], START + ".", START[:-1] + "1", START[:-1] + "\u00e9"):
        expect_error("INVALID_BOARD", duel.legal_moves, board, [])
        expect_error("INVALID_BOARD", duel.best_moves, board, [])


def test_bad_configs():
    expect_error("INVALID_CONFIG", duel.Game, ["human"], 1, 0)
    expect_error("INVALID_CONFIG", duel.Game, ["human"] * 3, 1, 0)
    expect_error("INVALID_JSON", duel.Game, ["human", "dog"], 1, 0)
    expect_error("INVALID_JSON", duel.Game, ["human", "bot"], 1, 0)  # hunt's kind, not duel's
    expect_error("INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, start_word="sheeps")
    expect_error("INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, start_word="zzzzz")
    expect_error("INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, clock_ms=0)
    # A stake makes a match: SHEEP and ten-minute clocks only.
    expect_error("INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, 5, "crane")
    expect_error("INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, 5, clock_ms=60_000)
    # Stakes are for two people: any bot seat makes the game practice.
    for seats in (["human", "bot:easy"], ["bot:hard", "human"], ["bot:medium", "bot:easy"]):
        expect_error("INVALID_CONFIG", duel.Game, seats, 1, 0, 100)
        expect_error(
            "INVALID_CONFIG", duel.Game.from_config_json, {"seats": seats, "seed": 1, "stake": 1}, 0
        )
        assert duel.Game(seats, 1, 0, 0).view()["stake"] == 0
    # The start word in any case: "Sheep" is SHEEP, so a match.
    for start in ("Sheep", "SHEEP", "sheep"):
        g = duel.Game(["human", "human"], 1, 0, 100, start)
        assert g.board == "..........sheep.........."
    # A pot (twice the stake) that does not fit in 64 bits.
    expect_error("INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, 2**63)
    expect_error("INVALID_JSON", duel.Game.from_config_json, '{"seats": [', 0)
    g = duel.Game.from_config_json('{"seats": ["human", "bot:hard"], "seed": "0x2a"}', 0)
    assert isinstance(g, duel.Game)
    # Every option at its default: the config the core writes for the same
    # input in the table of accepted inputs (tests/errors/accepted.json).
    assert g.config() == accepted("duel against a hard bot, the seed as 0x hex")["config"]
    defaults = {o["name"]: o["default"] for o in gridwords.options("duel")}
    assert g.config() == {
        "game": "duel",
        "seats": ["human", "bot:hard"],
        "seed": "0x000000000000002a",
        **defaults,
    }
    crane = duel.Game(["human", "human"], 1, 0, 0, "CRANE", clock_ms=60_000)
    assert crane.board == "..........crane.........." and crane.played == ["crane"]
    assert crane.clocks_ms == [60_000, 60_000]


def test_the_argument_rule():
    g = after_ha()
    before = g.snapshot()
    # The right type with a bad value: gridwords.Error, never OverflowError.
    for bad in (
        (-1, 16, "e", "he", 2000),
        (2**64, 16, "e", "he", 2000),
        (1, -1, "e", "he", 2000),
        (1, 2**64, "e", "he", 2000),
        (1, 16.0, "e", "he", 2000),
        (1, 16, "e", [11, -16], 2000),
        (1, 16, "e", [11, 2**64], 2000),
        (1, 16, "e", "he", -1),
        (1, 16, "e", "he", 2000.5),
    ):
        expect_error("INVALID_ARGUMENT", g.play, *bad)
    # Not one letter: the rule's own code, as in every binding
    # (tests/errors/cases.json).
    expect_error("NOT_A_LETTER", g.play, 1, 16, "", "he", 2000)
    expect_error("NOT_A_LETTER", g.play, 1, 16, "ee", "he", 2000)
    expect_error("INVALID_ARGUMENT", g.offer_draw, -1, 2000)
    expect_error("INVALID_ARGUMENT", g.view, -1)
    # Stake, start word and clock are config fields: the core judges them
    # as in a JSON config (and as Node's options), None is the default.
    expect_error("INVALID_JSON", duel.Game, ["human", "human"], 1, 0, -1)
    expect_error("INVALID_JSON", duel.Game, ["human", "human"], 1, 0, 2**64)
    expect_error("INVALID_JSON", duel.Game, ["human", "human"], 1, 0, 1.5)
    expect_error("INVALID_JSON", duel.Game, ["human", "human"], 1, 0, "5")
    expect_error("INVALID_JSON", duel.Game, ["human", "human"], 1, 0, 0, 5)
    expect_error("INVALID_JSON", duel.Game, ["human", "human"], 1, 0, clock_ms=-5)
    assert duel.Game(["human", "human"], 1, 0, None, None, clock_ms=None).board == START
    expect_error("INVALID_ARGUMENT", duel.Game, ["human", "human"], 2**64, 0)
    expect_error("INVALID_ARGUMENT", duel.Game, ["human", "human"], 1, -1)
    expect_error("INVALID_ARGUMENT", duel.best_moves, START, [], -1)
    expect_error("INVALID_ARGUMENT", duel.best_moves, START, [], 2.0)
    # The wrong type: TypeError.
    for bad in (
        ("1", 16, "e", "he", 2000),
        (True, 16, "e", "he", 2000),
        (1, "16", "e", "he", 2000),
        (1, 16, 5, "he", 2000),
        (1, 16, None, "he", 2000),
        (1, 16, "e", 5, 2000),
        (1, 16, "e", None, 2000),
        (1, 16, "e", b"he", 2000),
        (1, 16, "e", {11, 16}, 2000),
        (1, 16, "e", ["11", "16"], 2000),
        (1, 16, "e", [11, True], 2000),
        (1, 16, "e", "he", "2000"),
    ):
        with pytest.raises(TypeError):
            g.play(*bad)
    with pytest.raises(TypeError):
        g.resign(1, None)
    with pytest.raises(TypeError, match="seats must be a list of str"):
        duel.Game("human", 1, 0)
    with pytest.raises(TypeError, match=r"seats\[1\] must be a str, not int"):
        duel.Game(["human", 2], 1, 0)
    with pytest.raises(TypeError):
        duel.Game(["human", "human"], None, 0)
    with pytest.raises(TypeError):
        duel.legal_moves(5, [])
    with pytest.raises(TypeError, match="played must be a list of str"):
        duel.legal_moves(START, "sheep")
    with pytest.raises(TypeError, match="played must be a list of str"):
        duel.legal_moves(START, 5)
    with pytest.raises(TypeError, match=r"played\[1\] must be a str"):
        duel.legal_moves(START, ["sheep", 5])
    with pytest.raises(TypeError):
        duel.best_moves(START, [], "10")
    # A str that is not valid Unicode: INVALID_UTF8, naming the argument.
    for name, call in (
        ("letter", lambda: g.play(1, 16, "\ud800", "he", 2000)),
        ("word", lambda: g.play(1, 16, "e", "h\udc00e", 2000)),
        ("a str value in config", lambda: duel.Game(["human", "human"], 1, 0, 0, "sh\ud800ep")),
        ("seats[1]", lambda: duel.Game(["human", "\ud800"], 1, 0)),
        ("seed", lambda: duel.Game(["human", "human"], "4\ud800", 0)),
        ("board", lambda: duel.legal_moves("\ud800" * 25, [])),
        ("played[0]", lambda: duel.best_moves(START, ["sh\udfffeep"])),
        ("log", lambda: duel.replay_json("{\ud800")),
    ):
        e = expect_error("INVALID_UTF8", call)
        assert name in str(e), str(e)
    assert g.snapshot() == before


# --- clocks -----------------------------------------------------------------


def test_clocks_run_on_the_movers_turn_only_and_a_timeout_loses_while_ahead():
    g = humans(11, stake=100)
    g.play(0, 6, "a", "ha", 2000)
    g.play(1, 16, "e", [11, 16], 5000)
    g.play(0, 7, "t", "hat", 9000)
    g.play(1, 5, "a", [5, 6], 12_000)  # "aa"
    assert g.scores == [5, 4] and g.to_move == 0
    # Seat 0 used 2000 + 4000 ms of its ten minutes; it runs out 594 000
    # ms after its turn began at 12 000.
    assert g.clocks_ms == [TEN_MINUTES - 6000, TEN_MINUTES - 6000]
    deadline = 12_000 + TEN_MINUTES - 6000
    assert g.next_due == deadline
    assert g.advance(deadline - 1) == []
    assert g.clocks_ms == [1, TEN_MINUTES - 6000]
    # One millisecond before the end a move still counts (on a twin) ...
    cell, letter, path, word = duel.legal_moves(g.board, g.played)[0]
    twin = duel.Game.restore(g.snapshot())
    (played,) = twin.play(0, cell, letter, path, deadline - 1)
    assert played["word"] == word and twin.to_move == 1
    # ... a move arriving exactly when the time is gone is refused ...
    before = g.snapshot()
    expect_error("TIME_UP", g.play, 0, cell, letter, path, deadline)
    assert g.snapshot() == before
    # ... and the game ends there, whatever the score.
    assert g.advance(deadline + 5000) == [
        {"type": "game_over", "at_ms": deadline, "reason": "timeout", "winner": 1}
    ]
    assert g.clocks_ms == [0, TEN_MINUTES - 6000]
    r = g.result()
    assert (r["winner"], r["reason"], r["scores"], r["ended_at_ms"]) == (
        1,
        "timeout",
        [5, 4],
        deadline,
    )
    assert r["settlement"] == {"stake": 100, "pot": 200, "payout": 180, "fee": 20, "refund": 0}
    # The shared vector of this very game gives the same bytes.
    vector = REPO / "tests" / "vectors" / "duel" / "06_timeout_while_ahead.result.json"
    if vector.exists():
        assert g.result_json().encode() == vector.read_bytes()


def test_a_refused_move_after_a_due_timeout_leaves_it_to_the_next_call():
    g = humans()
    before = g.snapshot()
    expect_error("TIME_UP", g.play, 0, 6, "a", "ha", TEN_MINUTES + 10)
    assert g.snapshot() == before and not g.is_over
    # The other seat's call finds the game over: refused as well ...
    expect_error("GAME_OVER", g.offer_draw, 1, TEN_MINUTES + 20)
    assert g.snapshot() == before
    # ... and the next advance delivers the end, at the time it fell due.
    assert g.advance(TEN_MINUTES + 20) == [
        {"type": "game_over", "at_ms": TEN_MINUTES, "reason": "timeout", "winner": 1}
    ]


# --- draws and stakes ----------------------------------------------------------


def test_a_draw_offer_lapses_when_the_other_seat_moves():
    g = humans(stake=40)
    assert g.offer_draw(1, 500) == [{"type": "draw_offered", "seat": 1, "at_ms": 500}]
    assert g.draw_offer == 1
    # Seat 0, to whom the offer was made, moves: the offer lapses.
    assert g.play(0, 6, "a", "ha", 1000) == [
        move(0, 6, "a", [11, 6], "ha", 1000),
        {"type": "draw_lapsed", "seat": 1, "at_ms": 1000},
    ]
    assert g.draw_offer is None
    expect_error("NO_DRAW_OFFER", g.accept_draw, 0, 1100)
    # An offer survives its own seat's move.
    g.offer_draw(1, 1200)
    assert g.play(1, 16, "e", "he", 1300) == [move(1, 16, "e", [11, 16], "he", 1300)]
    assert g.draw_offer == 1


def test_a_declined_offer_and_an_accepted_one_with_refunds():
    g = humans(stake=250)
    g.play(0, 6, "a", "ha", 1000)
    g.offer_draw(0, 1200)
    assert g.decline_draw(1, 1300) == [{"type": "draw_declined", "seat": 1, "at_ms": 1300}]
    assert g.draw_offer is None
    expect_error("NO_DRAW_OFFER", g.decline_draw, 1, 1400)
    g.offer_draw(1, 1500)
    assert g.accept_draw(0, 2000) == [
        {"type": "game_over", "at_ms": 2000, "reason": "agreement", "winner": None}
    ]
    r = g.result()
    assert r["draw"] is True and r["winner"] is None and r["reason"] == "agreement"
    # Each seat gets its stake back; no payout, no fee.
    assert r["settlement"] == {"stake": 250, "pot": 500, "payout": 0, "fee": 0, "refund": 250}
    assert duel.replay(g.log()) == r


@pytest.mark.parametrize(
    "stake", [1, 2, 9, 10, 11, 19, 333, 500, 12_345, 10**15 + 7, 2**62 + 3, 2**63 - 1]
)
def test_payout_plus_fee_is_the_pot(stake):
    ways = {
        "resignation": lambda g: g.resign(1, 2000),
        "timeout": lambda g: g.advance(10**9),
        "agreement": lambda g: (g.offer_draw(0, 1500), g.accept_draw(1, 2000)),
    }
    for reason, end in ways.items():
        g = after_ha(stake=stake)
        end(g)
        r = g.result()
        assert r["reason"] == reason
        s = r["settlement"]
        assert s["stake"] == stake and s["pot"] == 2 * stake
        if reason == "agreement":
            assert (s["payout"], s["fee"], s["refund"]) == (0, 0, stake)
        else:
            assert s["fee"] == s["pot"] // 10 and s["refund"] == 0
            assert s["payout"] + s["fee"] == s["pot"]
        assert duel.replay_json(g.log()) == g.result_json()


def test_stake_zero_is_practice():
    g = after_ha()
    g.resign(1, 2000)
    assert g.result()["settlement"] is None
    assert g.view()["stake"] == 0


# --- bots ---------------------------------------------------------------------


def test_a_bot_game_on_advance_is_deterministic_and_replays():
    def play_out(seed):
        g = duel.Game(["bot:medium", "bot:easy"], seed, 0)
        events, steps = [], 0
        while not g.is_over:
            due = g.next_due
            assert due is not None
            events += g.advance(due)
            steps += 1
            assert steps < 200
        return g, events

    g, events = play_out(5)
    moves = [e for e in events if e["type"] == "move"]
    assert len(moves) >= 2
    assert [m["seat"] for m in moves] == [i % 2 for i in range(len(moves))]
    assert events[-1]["type"] == "game_over"
    r = g.result()
    assert r["moves"] == [{k: v for k, v in m.items() if k != "type"} for m in moves]
    assert sum(m["points"] for m in moves) == sum(r["scores"])
    assert duel.replay_json(g.log()) == g.result_json()
    # The log holds each bot's move, as its seat's play with the path.
    logged = json.loads(g.log())["actions"]
    assert [(a["seat"], a["at_ms"], a["cell"], a["letter"], a["path"]) for a in logged] == [
        (m["seat"], m["at_ms"], m["cell"], m["letter"], m["path"]) for m in moves
    ]
    again, _ = play_out(5)
    assert again.result_json() == g.result_json()
    # Every bot move was legal in its position.
    board, played = START, ["sheep"]
    for m in moves:
        assert (m["cell"], m["letter"], m["path"], m["word"]) in duel.legal_moves(board, played)
        board = board[: m["cell"]] + m["letter"] + board[m["cell"] + 1 :]
        played.append(m["word"])
    assert board == r["board"]


def test_a_human_against_the_hard_bot():
    g = duel.Game(["human", "bot:hard"], 9, 0)
    now = 0
    while not g.is_over:
        if g.to_move == 0:
            now += 1500
            (m,) = duel.best_moves(g.board, g.played, 1)
            (ev, *rest) = g.play(0, m["cell"], m["letter"], m["path"], now)
            assert ev["word"] == m["word"] and ev["points"] == m["points"]
        else:
            expect_error("NOT_YOUR_TURN", g.play, 0, 0, "a", "a", now)
            now = g.next_due
            (ev, *rest) = g.advance(now)
            assert ev["type"] == "move" and ev["seat"] == 1
    r = g.result()
    assert r["reason"] in ("score", "no_legal_move")
    assert r["settlement"] is None  # against a bot: practice
    assert duel.replay(g.log()) == r


# --- analysis -------------------------------------------------------------------


def test_legal_moves_at_the_start():
    moves = duel.legal_moves(START, ["sheep"])
    assert (6, "a", [11, 6], "ha") in moves
    assert all(type(m) is tuple and len(m) == 4 for m in moves)
    for cell, letter, path, word in moves:
        assert type(cell) is int and type(letter) is str and type(word) is str
        assert all(type(c) is int for c in path) and cell in path
        assert len(path) == len(word)
        assert "".join(letter if c == cell else START[c] for c in path) == word
    # Sorted by cell, then letter, then word; each (cell, letter, word) once.
    keys = [(c, le, w) for c, le, _, w in moves]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert "sheep" not in {w for *_, w in moves}
    # Played words are spent; the list given is trimmed and folded.
    spent = duel.legal_moves(START, [" SHEEP ", "Ha"])
    assert (6, "a", [11, 6], "ha") not in spent
    assert spent == [m for m in moves if m[3] != "ha"]
    assert duel.legal_moves(START, ("sheep",)) == moves
    # Every move given plays (on one game, restored for each).
    snap = humans().snapshot()
    for cell, letter, path, word in moves[::7]:
        (ev,) = duel.Game.restore(snap).play(0, cell, letter, path, 10)
        assert (ev["word"], ev["points"]) == (word, len(word))
    # A full board has no move.
    assert duel.legal_moves("a" * 25, []) == []


def test_best_moves():
    best = duel.best_moves(START, ["sheep"])
    assert len(best) == 10
    assert duel.best_moves(START, ["sheep"], 3) == best[:3]
    assert duel.best_moves(START, ["sheep"], 0) == []
    legal = duel.legal_moves(START, ["sheep"])
    for b in best:
        assert set(b) == {"cell", "letter", "path", "word", "points", "reply"}
        assert (b["cell"], b["letter"], b["path"], b["word"]) in legal
        assert b["points"] == len(b["word"])
    values = [b["points"] - b["reply"] for b in best]
    assert values == sorted(values, reverse=True)
    assert len(duel.best_moves(START, ["sheep"], 10**6)) == len(legal)


def test_analysis_on_threads_agrees_with_one_thread():
    """legal_moves and best_moves release the GIL: four threads at once give
    what one thread gives."""
    g = duel.Game(["bot:medium", "bot:easy"], 4, 0)
    positions = []
    while not g.is_over:
        positions.append((g.board, g.played))
        g.advance(g.next_due)
    serial = [(duel.legal_moves(b, p), duel.best_moves(b, p, 3)) for b, p in positions]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(
            pool.map(lambda bp: (duel.legal_moves(*bp), duel.best_moves(*bp, 3)), positions)
        )
    assert threaded == serial and len(serial) >= 10


def test_a_custom_lexicon():
    lex = Lexicon.from_words(["sheep", "ha", "hat", "he", "eh"])
    moves = duel.legal_moves(START, ["sheep"], lexicon=lex)
    assert {w for *_, w in moves} == {"ha", "he", "eh"}
    g = duel.Game(["human", "human"], 1, 0, lexicon=lex)
    g.play(0, 6, "a", "ha", 10)
    expect_error("WORD_NOT_IN_LIST", g.play, 1, 16, "e", "hee", 20)
    again = pickle.loads(pickle.dumps(g))
    assert again.snapshot() == g.snapshot() and type(again) is duel.Game
    expect_error("LEXICON_MISMATCH", duel.Game.restore, g.snapshot())  # needs its list
    assert duel.Game.restore(g.snapshot(), lexicon=lex).snapshot() == g.snapshot()
    g.resign(0, 30)
    assert duel.replay_json(g.log(), lexicon=lex) == g.result_json()
    expect_error("LEXICON_MISMATCH", duel.replay_json, g.log())
    expect_error(
        "INVALID_CONFIG", duel.Game, ["human", "human"], 1, 0, lexicon=Lexicon.from_words(["ha"])
    )


# --- the generic path, snapshots, pickle, WRONG_GAME --------------------------------


def test_the_generic_json_path_equals_the_typed_path():
    config = {"game": "duel", "seats": ["human", "human"], "seed": 21, "stake": 300}
    generic = gridwords.Game(config, 0)
    typed = duel.Game(["human", "human"], 21, 0, 300)
    assert type(generic) is gridwords.Game and generic.game == "duel"
    assert generic.config() == typed.config()
    script = [
        ("play", 0, {"cell": 6, "letter": "a", "word": "ha"}, 1000),
        ("offer_draw", 1, {}, 1500),
        ("play", 1, {"cell": 16, "letter": "e", "path": [11, 16]}, 2000),  # the offer stays
        ("decline_draw", 0, {}, 2100),
        ("offer_draw", 0, {}, 2200),
        ("play", 0, {"cell": 7, "letter": "T", "word": "HAT"}, 4000),
        ("play", 1, {"cell": 5, "letter": "a", "path": [5, 6]}, 7000),  # the offer lapses
        ("resign", 0, {}, 9000),
    ]
    seen = []
    for action, seat, fields, at in script:
        got = generic.act({"action": action, "seat": seat, **fields}, at)
        seen += [e["type"] for e in got]
        if action == "play":
            trace = fields.get("word", fields.get("path"))
            want = typed.play(seat, fields["cell"], fields["letter"], trace, at)
        else:
            want = getattr(typed, action)(seat, at)
        assert got == want
        assert generic.events_for(got, 0) == generic.events_for(got, None) == got
        assert generic.view(seat) == typed.view(seat)
    assert seen == [
        "move",
        "draw_offered",
        "move",
        "draw_declined",
        "draw_offered",
        "move",
        "move",
        "draw_lapsed",
        "resigned",
        "game_over",
    ]
    assert generic.is_over and typed.is_over
    assert generic.result() == typed.result()
    assert generic.result_json() == typed.result_json()
    assert generic.log() == typed.log()
    assert generic.snapshot() == typed.snapshot()
    assert typed.result()["settlement"]["payout"] == 540


def test_snapshot_restore_and_pickle_give_twins():
    g = after_ha(stake=10)
    g.offer_draw(0, 1500)
    snap = g.snapshot()
    twin = duel.Game.restore(snap)
    pickled = pickle.loads(pickle.dumps(g))
    generic = gridwords.Game.restore(snap)
    assert type(twin) is duel.Game and type(pickled) is duel.Game
    assert type(generic) is gridwords.Game and generic.game == "duel"
    assert type(pickle.loads(pickle.dumps(generic))) is gridwords.Game
    for game in (twin, pickled):
        assert game.snapshot() == snap
        assert (game.board, game.scores, game.played, game.clocks_ms, game.draw_offer) == (
            g.board,
            g.scores,
            g.played,
            g.clocks_ms,
            0,
        )
    for game in (g, twin, pickled, generic):
        game.act({"action": "play", "seat": 1, "cell": 16, "letter": "e", "word": "he"}, 2000)
        game.advance(10**9)
    assert g.result_json() == twin.result_json() == pickled.result_json() == generic.result_json()
    rebuilt = duel.Game.from_log(g.log())
    assert type(rebuilt) is duel.Game and rebuilt.result_json() == g.result_json()
    live = duel.Game.from_log(after_ha().log())
    assert live.to_move == 1 and not live.is_over
    expect_error("INVALID_SNAPSHOT", duel.Game.restore, b"nonsense")
    expect_error("INVALID_SNAPSHOT", duel.Game.restore, snap[:-1])
    for i in range(0, len(snap), 3):
        damaged = bytearray(snap)
        damaged[i] ^= 0x10
        expect_error("INVALID_SNAPSHOT", duel.Game.restore, bytes(damaged))


def test_wrong_game_both_ways():
    d = after_ha()
    h = hunt.Game(["human", "human"], 1, 0)
    d_snap, h_snap = d.snapshot(), h.snapshot()
    for call, arg in (
        (hunt.Game.restore, d_snap),
        (duel.Game.restore, h_snap),
        (hunt.Game.from_log, d.log()),
        (duel.Game.from_log, h.log()),
        (hunt.replay_json, d.log()),
        (duel.replay_json, h.log()),
        (duel.replay, h.log()),
    ):
        e = expect_error("WRONG_GAME", call, arg)
        assert "duel" in str(e) and "hunt" in str(e), str(e)
    # The generic class takes either.
    assert gridwords.Game.restore(d_snap).game == "duel"
    assert gridwords.Game.restore(h_snap).game == "hunt"
    assert gridwords.Game.from_log(d.log()).snapshot() == d_snap
    # A typed method on the other class's instance is Python's TypeError.
    with pytest.raises(TypeError):
        hunt.Game.submit(d, 0, "tone", 2000)
    with pytest.raises(TypeError):
        duel.Game.play(h, 0, 6, "a", "ha", 2000)
    with pytest.raises(TypeError):
        duel.Game.board.__get__(gridwords.Game.restore(d_snap))
    # A hunt action on a duel game (and back) is the game's to refuse.
    expect_error("UNKNOWN_ACTION", d.act, {"action": "submit", "seat": 1, "word": "he"}, 2000)
    expect_error("UNKNOWN_ACTION", h.act, {"action": "play", "seat": 0}, 2000)


def test_the_typed_classes_share_the_generic_plumbing():
    assert issubclass(_core.DuelGame, _core.Game)
    assert _core.DuelGame.__name__ == "Game" and _core.DuelGame.__module__ == "gridwords.duel"
    assert duel.Game is _core.DuelGame
    for name in ("act", "advance", "events_for", "log", "snapshot", "result_json", "config"):
        assert name in vars(_core.Game) and name not in vars(_core.DuelGame), name
        assert name not in vars(_core.HuntGame), name
    assert "__reduce__" not in vars(_core.DuelGame)  # pickling is the base class's


# --- the shared vectors ---------------------------------------------------------------


def vector_name(p: pathlib.Path) -> str:
    return p.name.removesuffix(".log.json")


def lexicon_of(log_path: pathlib.Path):
    words = log_path.with_name(log_path.name.replace(".log.json", ".words.txt"))
    if not words.exists():
        return None
    return Lexicon.from_words(words.read_text().split())


def test_the_vector_set_covers_every_end():
    """Replaying every vector byte for byte is test_vectors.py's, for every
    game; here, that the Wordgrid set covers every way a game ends."""
    assert len(VECTORS) >= 12
    reasons = {
        json.loads(p.with_name(p.name.replace(".log.json", ".result.json")).read_text())["reason"]
        for p in VECTORS
    }
    assert reasons >= {"score", "no_legal_move", "timeout", "resignation", "agreement"}


@pytest.mark.parametrize("log_path", VECTORS, ids=vector_name)
def test_vector_plays_again_through_both_paths(log_path):
    expected = log_path.with_name(log_path.name.replace(".log.json", ".result.json")).read_text()
    log_text = log_path.read_text(encoding="utf-8")
    log = json.loads(log_text)
    lex = lexicon_of(log_path)
    config, created = log["config"], log["created_ms"]
    generic = gridwords.Game({"game": "duel", **config}, created, lexicon=lex)
    typed = duel.Game(
        config["seats"],
        config["seed"],
        created,
        config["stake"],
        config["start_word"],
        clock_ms=config["clock_ms"],
        lexicon=lex,
    )
    # The bots' logged moves are theirs: they make them again by themselves.
    humans = [a for a in log["actions"] if not config["seats"][a["seat"]].startswith("bot")]
    for a in humans:
        action = {k: v for k, v in a.items() if k not in ("seq", "at_ms")}
        got = generic.act(action, a["at_ms"])
        seat, at = a["seat"], a["at_ms"]
        if a["action"] == "play":
            trace = a["path"] if "path" in a else a["word"]
            want = typed.play(seat, a["cell"], a["letter"], trace, at)
        else:
            want = getattr(typed, a["action"])(seat, at)
        assert got == want
    assert generic.advance(log["until_ms"]) == typed.advance(log["until_ms"])
    assert generic.is_over and typed.is_over
    assert generic.result_json() == typed.result_json() == expected
    assert generic.log() == typed.log() == log_text


# --- verify: the full check is the default (issue 28) -------------------------


def human_vs_bot() -> tuple[str, duel.DuelGameResult, dict, int]:
    """A human (seat 0, its first legal move each turn) against bot:hard
    (seat 1) for three moves each, then the human resigns: the log, the
    result, and the position before the bot's last move with its time."""
    g = duel.Game(["human", "bot:hard"], 11, 0)
    now = 1000
    before: dict = {}
    due = 0
    for _ in range(3):
        cell, letter, path, _word = duel.legal_moves(g.board, g.played)[0]
        g.play(0, cell, letter, path, now)
        before = {"board": g.board, "played": list(g.played)}
        due = g.next_due
        assert due is not None and g.to_move == 1
        g.advance(due)
        now = due + 1000
    g.resign(0, now)
    result = g.result()
    assert result is not None
    return g.log(), result, before, due


def forge_last_bot_move(log: str, before: dict) -> str:
    """The log with the bot's last move replaced by another legal one."""
    record = json.loads(log)
    bot = [a for a in record["actions"] if a.get("seat") == 1 and "path" in a][-1]
    cell, letter, path, _word = next(
        m
        for m in duel.legal_moves(before["board"], before["played"])
        if (m[0], m[1], list(m[2])) != (bot["cell"], bot["letter"], bot["path"])
    )
    bot.update(cell=cell, letter=letter, path=list(path))
    return json.dumps(record)


def test_verify_is_the_full_check_by_default():
    log, result, before, due = human_vs_bot()
    # A genuine log verifies, by every check.
    assert gridwords.verify(log, result)
    assert gridwords.verify(log, result, trust_bots=True)
    assert gridwords.verify(log, result, rerun_bots=True)
    assert gridwords.verify_report(log, result) is None
    assert gridwords.verify_report(log, result, trust_bots=True) is None
    # Another legal move in the bot's place: the log replays (it is the
    # record), the default check finds the move is not the bot's.
    forged = forge_last_bot_move(log, before)
    claim = gridwords.replay(forged)
    assert not gridwords.verify(forged, claim)
    assert not gridwords.verify(forged, claim, rerun_bots=False)
    assert gridwords.verify(forged, claim, trust_bots=True)
    report = gridwords.verify_report(forged, claim)
    assert report is not None and f"seat 1's move at {due} is not the one its bot makes" in report
    assert report.startswith("action #"), report
    assert gridwords.verify_report(forged, claim, trust_bots=True) is None
    # A true log with a false result says so, not that a move is forged.
    lied = dict(result, winner=0)
    assert not gridwords.verify(log, lied)
    assert gridwords.verify_report(log, lied) == "the claimed result is not the log's result"


def test_verify_compares_bot_moves_as_the_rules_read_them():
    log, result, _before, _due = human_vs_bot()
    record = json.loads(log)
    bots = [a for a in record["actions"] if a.get("seat") == 1 and "path" in a]
    assert bots
    for a in bots:
        a["letter"] = a["letter"].upper()  # "S" is the letter "s"
    upper = json.dumps(record)
    assert gridwords.verify(upper, result)
    assert gridwords.verify_report(upper, result) is None


def test_trust_bots_and_rerun_bots_together_is_a_contradiction():
    log, result, _before, _due = human_vs_bot()
    err = expect_error(
        "INVALID_ARGUMENT", gridwords.verify, log, result, trust_bots=True, rerun_bots=True
    )
    assert "trust_bots" in str(err) and "rerun_bots" in str(err)
    expect_error("INVALID_ARGUMENT", _core.verify, log, result, trust_bots=True, rerun_bots=True)
    with pytest.raises(TypeError):
        gridwords.verify_report(log, result, rerun_bots=True)  # type: ignore[call-arg]
    expect_error("INVALID_JSON", gridwords.verify_report, log, "{")
