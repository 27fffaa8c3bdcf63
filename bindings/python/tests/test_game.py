"""gridwords.Game: any game through JSON-shaped dicts, and hunt.Game as
one of its kind."""

import json
import pickle

import pytest

import gridwords
from gridwords import Lexicon, hunt

TRAY1 = "oencnmirapraeapb"  # hunt.deal(1)
CONFIG = {"game": "hunt", "seats": ["human", "human"], "seed": 1}


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, str(info.value)
    assert info.value.number == gridwords.error_codes()[code]
    return info.value


def test_new_error_codes_are_listed():
    codes = gridwords.error_codes()
    for name, number in {
        "WRONG_GAME": 6,
        "UNKNOWN_GAME": 23,
        "UNKNOWN_ACTION": 24,
        "LIMIT_REACHED": 43,
        "INVALID_ARGUMENT": 4,
    }.items():
        assert codes[name] == number


def test_abi_version_is_the_cores():
    # gridwords::ABI_VERSION (2 since the one game handle); test_lexicon.py
    # checks it against the C header.
    assert isinstance(gridwords.ABI_VERSION, int) and gridwords.ABI_VERSION >= 2


def test_a_round_through_the_generic_json_path_equals_the_typed_path():
    script = [
        ("ready", 0, None, 1000),
        ("ready", 1, None, 1500),
        ("submit", 0, "  CRAPPIE ", 5000),
        ("submit", 1, "crappie", 6000),
        ("submit", 0, "cinema", 7000),
        ("submit", 1, "barman", 8000),
        ("submit", 0, "nope", 9000),
        ("submit", 1, "zz", 9500),
        ("resign", 1, None, 20000),
    ]
    generic = gridwords.Game(CONFIG, 0)
    as_text = gridwords.Game(json.dumps(CONFIG), 0)
    typed = hunt.Game(["human", "human"], 1, 0)
    assert generic.game == typed.game == "hunt"
    assert generic.seat_count == typed.seat_count == 2
    assert generic.next_due == typed.next_due == 60_000  # the move deadline
    for action, seat, word, at in script:
        a = {"action": action, "seat": seat}
        if word is not None:
            a["word"] = word
        got = generic.act(a, at)
        assert as_text.act(json.dumps(a), at) == got
        if action == "ready":
            want = typed.ready(seat, at)
        elif action == "submit":
            want = typed.submit(seat, word, at)
        else:
            want = typed.resign(seat, at)
        assert got == want, (action, seat, word)
        # The generic methods work on the typed game too.
        assert typed.view(0) == generic.view(0)
        assert typed.next_due == generic.next_due
    assert generic.is_over and typed.is_over and as_text.is_over
    assert generic.next_due is None
    assert generic.result_json() == typed.result_json() == as_text.result_json()
    assert generic.result() == typed.result()
    assert generic.log() == typed.log() == as_text.log()
    assert generic.view() == typed.view() == gridwords.Game.view(typed)
    assert gridwords.replay_json(generic.log()) == typed.result_json()
    assert gridwords.replay(typed.log()) == typed.result()
    # Seat 1 resigned, so seat 0 is the lone finisher: 8 (crappie, no longer
    # cancelled: a resigned seat's words go with it) + 5 (cinema).
    seats = {s["seat"]: (s["status"], s["score"]) for s in generic.result()["seats"]}
    assert seats == {0: ("finished", 13), 1: ("resigned", 0)}


def test_events_for_never_shows_a_seats_words_to_another_before_the_end():
    g = gridwords.Game({"game": "hunt", "seats": ["human"] * 3, "seed": 1}, 0)
    words = sorted(hunt.solve(TRAY1))
    mine = {s: words[s::3][:6] for s in range(3)}  # no word shared between seats
    feeds = {0: [], 1: [], 2: [], None: []}
    everything = []

    def deliver(events):
        everything.extend(events)
        for viewer in feeds:
            feeds[viewer].extend(g.events_for(events, viewer))

    for s in range(3):
        deliver(g.act({"action": "ready", "seat": s}, 1000))
    deliver(g.advance(4000))
    for i in range(6):
        for s in range(3):
            at = 5000 + 1000 * i + s
            deliver(g.act({"action": "submit", "seat": s, "word": mine[s][i]}, at))
            deliver(g.act({"action": "submit", "seat": s, "word": f"zzq{'x' * i}"}, at))
    assert not g.is_over
    private = [e for e in everything if e["type"] in ("accepted", "miss")]
    assert len(private) == 36
    public = [e for e in everything if e["type"] not in ("accepted", "miss")]
    for viewer, feed in feeds.items():
        # Exactly the public events and the viewer's own, in order.
        assert feed == [e for e in everything if e in public or e.get("seat") == viewer]
    # Seat 1 never sees seat 0's words or misses: not in its feed, not in its view.
    seen_by_1 = json.dumps(feeds[1]) + json.dumps(g.view(1))
    for w in mine[0]:
        assert f'"{w}"' not in seen_by_1
    assert "zzq" not in json.dumps([e for e in feeds[1] if e.get("seat") != 1])
    assert not any("word" in e for e in feeds[None])
    # The JSON text of the events filters the same way.
    assert g.events_for(json.dumps(everything), 1) == feeds[1]
    # After the end, the result shows every seat's words to everybody.
    deliver(g.advance(184_000))
    assert g.is_over
    for s in range(3):
        assert [w["word"] for w in g.result()["seats"][s]["words"]] == mine[s]


def test_a_bots_words_stay_hidden_from_the_human():
    g = hunt.Game(["human", "bot"], 7, 0)
    seen = g.events_for(g.ready(0, 100), 0)
    everything = []
    for t in range(3100, 183_100, 5000):
        events = g.advance(t)
        everything.extend(events)
        seen.extend(g.events_for(events, 0))
    bot_words = [e["word"] for e in everything if e["type"] == "accepted" and e["seat"] == 1]
    assert bot_words
    assert not any(e.get("seat") == 1 for e in seen)
    view = json.dumps(g.view(0))
    assert not any(f'"{w}"' in view for w in bot_words)
    g.advance(183_100)
    assert g.is_over
    assert [w["word"] for w in g.result()["seats"][1]["words"]] == bot_words


def test_generic_errors_have_codes():
    expect_error("UNKNOWN_GAME", gridwords.Game, {"game": "chess", "seats": []}, 0)
    expect_error("INVALID_JSON", gridwords.Game, {"seats": ["human", "human"], "seed": 1}, 0)
    expect_error("INVALID_JSON", gridwords.Game, "{not json", 0)
    expect_error("INVALID_JSON", gridwords.Game, {**CONFIG, "bogus": 1}, 0)
    expect_error("INVALID_JSON", gridwords.Game, {**CONFIG, "seed": 2**64}, 0)
    expect_error("INVALID_JSON", gridwords.Game, {**CONFIG, "seed": "2a"}, 0)
    expect_error("INVALID_CONFIG", gridwords.Game, {**CONFIG, "seats": ["human"]}, 0)
    expect_error("INVALID_ARGUMENT", gridwords.Game, CONFIG, -1)
    with pytest.raises(TypeError):
        gridwords.Game(["hunt"], 0)
    with pytest.raises(TypeError):
        gridwords.Game(CONFIG, "0")
    with pytest.raises(TypeError):
        gridwords.Game({**CONFIG, "seed": object()}, 0)

    g = gridwords.Game(CONFIG, 0)
    before = g.snapshot()
    expect_error("UNKNOWN_ACTION", g.act, {"action": "fly", "seat": 0}, 10)
    expect_error("INVALID_JSON", g.act, {"action": "ready"}, 10)
    expect_error("INVALID_JSON", g.act, {"action": "submit", "seat": 0}, 10)
    expect_error("INVALID_JSON", g.act, {"action": "ready", "seat": -1}, 10)
    expect_error("INVALID_JSON", g.act, "[]", 10)
    expect_error("UNKNOWN_SEAT", g.act, {"action": "ready", "seat": 5}, 10)
    expect_error("ROUND_NOT_OPEN", g.act, {"action": "submit", "seat": 0, "word": "tone"}, 10)
    expect_error("UNKNOWN_SEAT", g.view, 2)
    expect_error("INVALID_JSON", g.events_for, [{"type": "nothing"}], 0)
    with pytest.raises(TypeError):
        g.act(None, 10)
    with pytest.raises(TypeError):
        g.events_for({"type": "ready"}, 0)
    assert g.snapshot() == before


def test_snapshots_logs_and_pickles_of_the_generic_game():
    g = gridwords.Game(CONFIG, 0)
    g.act({"action": "ready", "seat": 0}, 1000)
    g.act({"action": "ready", "seat": 1}, 1000)
    g.advance(4000)
    g.act({"action": "submit", "seat": 0, "word": "crappie"}, 5000)
    assert repr(g) == '<gridwords.Game "hunt": 2 seats, live>'

    again = pickle.loads(pickle.dumps(g))
    assert type(again) is gridwords.Game
    restored = gridwords.Game.restore(g.snapshot())
    rebuilt = gridwords.Game.from_log(g.log())
    as_hunt = hunt.Game.restore(g.snapshot())  # a Word Grid snapshot, either class
    assert type(restored) is gridwords.Game and type(as_hunt) is hunt.Game
    for twin in (again, restored, rebuilt, as_hunt):
        assert twin.snapshot() == g.snapshot()
        twin.act({"action": "submit", "seat": 1, "word": "barman"}, 6000)
        twin.advance(184_000)
    assert len({t.result_json() for t in (again, restored, rebuilt, as_hunt)}) == 1
    expect_error("INVALID_SNAPSHOT", gridwords.Game.restore, b"GWSNAP")

    # A custom word list travels with the pickle.
    lex = Lexicon.from_words(sorted(hunt.solve(TRAY1))[:40])
    custom = gridwords.Game(CONFIG, 0, lexicon=lex)
    assert pickle.loads(pickle.dumps(custom)).snapshot() == custom.snapshot()
    expect_error("LEXICON_MISMATCH", gridwords.Game.restore, custom.snapshot())


def test_verify():
    g = hunt.Game(["human", "human"], 3, 0)
    g.ready(0, 0)
    g.ready(1, 0)
    g.advance(3000)
    g.submit(0, sorted(hunt.solve(g.tray))[0], 4000)
    g.advance(183_000)
    log, result = g.log(), g.result()
    assert gridwords.verify(log, result)
    assert gridwords.verify(log, g.result_json())
    other = dict(result, seats=[dict(result["seats"][0], score=99), result["seats"][1]])
    assert not gridwords.verify(log, other)
    expect_error("INVALID_JSON", gridwords.verify, log, "{")
    with pytest.raises(TypeError):
        gridwords.verify(log, 5)
    # A snapshot as a bytearray (as a database driver may give it).
    snap = g.snapshot()
    assert gridwords.restore(bytearray(snap)).snapshot() == snap
    assert hunt.Game.restore(bytearray(snap)).snapshot() == snap
    assert gridwords.Game.restore(bytearray(snap)).snapshot() == snap
    # A log as the dict json.loads gives, in every call that takes one.
    as_dict = json.loads(log)
    assert gridwords.verify(as_dict, result)
    assert gridwords.replay_json(as_dict) == gridwords.replay_json(log)
    assert hunt.replay(as_dict) == result
    assert gridwords.from_log(as_dict).log() == log
    assert hunt.Game.from_log(as_dict).log() == log
    expect_error("WRONG_GAME", gridwords.duel.Game.from_log, as_dict)
    with pytest.raises(TypeError, match="log must be a dict or a JSON str"):
        gridwords.replay_json([as_dict])


def test_json_values_without_a_json_number_are_invalid_json():
    # The same values as Node's test of this name: each is INVALID_JSON
    # (the code the core gives such text) and names what was wrong.
    deep: list = []
    node = deep
    for _ in range(100):
        node.append([])
        node = node[0]
    cyclic = dict(CONFIG)
    cyclic["self"] = cyclic
    duel = {"game": "duel", "seats": ["human", "human"], "seed": 1}
    for config, says in [
        ({**CONFIG, "seed": float("nan")}, "NaN is not a JSON number"),
        ({**CONFIG, "round_ms": float("inf")}, "inf is not a JSON number"),
        ({**CONFIG, "seed": 2**100}, "seed must be"),
        ({**duel, "stake": 2**64}, "stake must be a whole number"),
        ({**duel, "stake": -1}, "stake must be a whole number"),
        ({**duel, "clock_ms": 1.5}, "clock_ms must be a whole number"),
        ({**CONFIG, "x": deep}, "nested more than 64 deep"),
        (cyclic, "nested more than 64 deep"),
    ]:
        with pytest.raises(gridwords.Error) as e:
            gridwords.Game(config, 0)
        assert e.value.code == "INVALID_JSON", config.keys()
        assert says in str(e.value)
    g = gridwords.Game(CONFIG, 0)
    before = g.snapshot()
    expect_error("INVALID_JSON", g.act, {"action": "ready", "seat": float("nan")}, 10)
    assert g.snapshot() == before


def test_rebase_carries_a_game_to_a_new_clock():
    """A phone's uptime clock began again after a reboot: the restored game
    goes on from where it stopped on the new clock, through a snapshot too;
    its records stay on its own clock."""
    g = gridwords.Game({"game": "solo", "seed": 3}, 9_000_000)
    g.advance(9_100_000)
    with pytest.raises(gridwords.Error) as e:
        g.rebase(9_000_000, 500)
    assert e.value.code == "TIME_WENT_BACKWARDS"
    assert g.clock_ms == 9_100_000
    assert g.rebase(g.clock_ms, 500) == []
    assert g.clock_ms == 500 and g.view()["now_ms"] == 9_100_000
    back = gridwords.Game.restore(g.snapshot())
    assert back.clock_ms == 500
    over = back.advance(500 + 300_000)
    assert over[-1]["type"] == "game_over" and over[-1]["at_ms"] == 9_000_000 + 300_000
    with pytest.raises(TypeError):
        g.rebase("x", 1)
