import json
import pickle
import threading
import zlib

import pytest

import gridwords
from gridwords import Lexicon, _core, duel, hunt, solo

TRAY1 = "oencnmirapraeapb"  # hunt.deal(1)


def live_game(seats=2) -> hunt.Game:
    g = hunt.Game(["human"] * seats, 1, 0)
    assert g.tray is None
    for s in range(seats - 1):
        assert g.ready(s, 1000) == [{"type": "ready", "seat": s, "at_ms": 1000}]
    events = g.ready(seats - 1, 1000)
    assert [e["type"] for e in events] == ["ready", "countdown"]
    assert events[1]["t0_ms"] == 4000
    (opened,) = g.advance(4000)
    assert opened == {"type": "round_open", "at_ms": 4000, "tray": TRAY1, "ends_at_ms": 184000}
    assert g.tray == TRAY1
    return g


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, str(info.value)
    assert info.value.number == gridwords.error_codes()[code]
    return info.value


def test_a_scripted_round_to_its_settlement():
    g = live_game()
    (acc,) = g.submit(0, "  CRAPPIE ", 5000)
    assert acc["type"] == "accepted" and acc["word"] == "crappie" and acc["points"] == 8
    g.submit(1, "crappie", 6000)
    g.submit(0, "cinema", 7000)
    g.submit(1, "barman", 8000)
    (miss,) = g.submit(0, "nope", 9000)
    assert miss["type"] == "miss" and miss["reason"] == "no_path"
    assert g.result() is None and g.result_json() is None and not g.is_over

    # Hidden information: seat 1 does not see seat 0's words; nobody sees the seed.
    v1 = g.view(1)
    assert [w["word"] for w in v1["you"]["words"]] == ["crappie", "barman"]
    assert "cinema" not in json.dumps(v1)
    assert v1["seed"] is None
    spectator = g.view()
    assert spectator["you"] is None and spectator["seat"] is None

    (over,) = g.advance(184000)
    assert over == {"type": "game_over", "at_ms": 184000, "reason": "time"}
    assert g.is_over
    r = g.result()
    assert r["seed"] == "0x0000000000000001" and r["tray"] == TRAY1
    assert int(r["seed"], 16) == 1
    # By hand, from the rules: crappie (7 letters, 8 points) is found by
    # both seats and cancels; cinema and barman (6 letters) score 5 each.
    # 5 against 5 is a tie, and a tie shares place 1. Both finished, rated.
    seats = {s["seat"]: (s["score"], s["place"], s["status"], s["rated"]) for s in r["seats"]}
    assert seats == {0: (5, 1, "finished", True), 1: (5, 1, "finished", True)}
    words = [{w["word"]: (w["points"], w["cancelled"]) for w in s["words"]} for s in r["seats"]]
    assert words == [
        {"crappie": (8, True), "cinema": (5, False)},
        {"crappie": (8, True), "barman": (5, False)},
    ]
    assert r["seats"][0]["misses"] == [{"word": "nope", "reason": "no_path"}]
    assert r["seats"][1]["misses"] == []

    # The log replays to the same bytes and the same dict.
    log = g.log()
    assert json.loads(log)["version"] == 4
    assert json.loads(log)["config"]["seed"] == "0x0000000000000001"
    assert hunt.replay_json(log) == g.result_json()
    assert hunt.replay(log) == r
    assert gridwords.verify(log, r) and gridwords.verify(log, g.result_json())
    lied = json.loads(g.result_json())
    lied["seats"][1]["place"] = 2
    assert not gridwords.verify(log, lied)


def test_refusals_raise_and_change_nothing():
    g = live_game()
    g.submit(0, "cinema", 5000)
    before = g.snapshot()
    expect_error("UNKNOWN_SEAT", g.submit, 7, "tone", 6000)
    expect_error("TIME_WENT_BACKWARDS", g.submit, 0, "tone", 100)
    expect_error("TIME_WENT_BACKWARDS", g.advance, 4999)
    expect_error("ALREADY_READY", g.ready, 0, 6000)
    expect_error("EMPTY_WORD", g.submit, 0, "   ", 6000)
    expect_error("CONTROL_CHARACTER", g.submit, 0, "to\tne", 6000)
    expect_error("WORD_TOO_LONG", g.submit, 0, "a" * 200, 6000)
    expect_error("UNKNOWN_SEAT", g.view, 2)
    expect_error("UNKNOWN_SEAT", g.resign, 3, 6000)
    assert g.snapshot() == before


def test_the_argument_rule():
    g = live_game()
    before = g.snapshot()
    # The right type with a bad value: gridwords.Error, never OverflowError.
    expect_error("INVALID_ARGUMENT", g.advance, -1)
    expect_error("INVALID_ARGUMENT", g.advance, 2**64)
    expect_error("INVALID_ARGUMENT", g.advance, 6000.5)
    expect_error("INVALID_ARGUMENT", g.submit, -1, "tone", 6000)
    expect_error("INVALID_ARGUMENT", g.submit, 2**70, "tone", 6000)
    expect_error("INVALID_ARGUMENT", g.ready, 0, -5)
    expect_error("INVALID_ARGUMENT", g.view, -1)
    expect_error("INVALID_ARGUMENT", g.events_for, [], -1)
    # The wrong type: TypeError.
    with pytest.raises(TypeError):
        g.submit(0, None, 6000)
    with pytest.raises(TypeError):
        g.submit(0, 5, 6000)
    with pytest.raises(TypeError):
        g.submit("0", "tone", 6000)
    with pytest.raises(TypeError):
        g.submit(True, "tone", 6000)
    with pytest.raises(TypeError):
        g.advance("6000")
    with pytest.raises(TypeError):
        g.resign(0, None)
    with pytest.raises(TypeError):
        g.view("0")
    with pytest.raises(TypeError):
        g.act(["submit"], 6000)
    with pytest.raises(TypeError, match="seats must be a list of str"):
        hunt.Game("human", 1, 0)
    assert g.snapshot() == before


def test_seeds_are_an_int_or_a_string_in_and_hex_json_out():
    by_int = hunt.Game(["human", "human"], 42, 0)
    for seed in ("42", "0x2a", "0X2A", " 42 "):
        assert hunt.Game(["human", "human"], seed, 0).snapshot() == by_int.snapshot()
    assert by_int.config()["seed"] == "0x000000000000002a"
    assert json.loads(by_int.log())["config"]["seed"] == "0x000000000000002a"
    top = hunt.Game(["human", "human"], 2**64 - 1, 0)
    assert top.config()["seed"] == "0xffffffffffffffff"
    assert hunt.Game(["human", "human"], "18446744073709551615", 0).snapshot() == top.snapshot()
    for bad in (2**64, -1, "2a", "", "0x", "-1", "18446744073709551616", "0x1" + "0" * 16, 4.0):
        expect_error("INVALID_ARGUMENT", hunt.Game, ["human", "human"], bad, 0)
    for bad in (None, object(), True, b"42", [42]):
        with pytest.raises(TypeError):
            hunt.Game(["human", "human"], bad, 0)


def test_bad_configs():
    expect_error("INVALID_CONFIG", hunt.Game, ["human"], 1, 0)
    expect_error("INVALID_CONFIG", hunt.Game, ["bot", "bot"], 1, 0)
    expect_error("INVALID_JSON", hunt.Game, ["human", "dog"], 1, 0)
    expect_error("INVALID_JSON", hunt.Game, ["human", "human"], 1, 0, round_ms=-1)
    expect_error("INVALID_JSON", hunt.Game.from_config_json, '{"seats": [', 0)
    expect_error("INVALID_CONFIG", hunt.Game, ["human", "human"], 1, 0, round_ms=0)
    expect_error("INVALID_ARGUMENT", hunt.Game, ["human", "human"], 1, -1)
    with pytest.raises(TypeError):
        hunt.Game(["human", "human"], 1, 0, round_ms=object())
    with pytest.raises(TypeError):
        hunt.Game.from_config_json(["human", "human"], 0)
    g = hunt.Game.from_config_json('{"seats": ["human", "human"], "seed": "0x1"}', 0)
    assert isinstance(g, hunt.Game) and g.config()["seed"] == "0x0000000000000001"


def test_from_config_json_is_the_core_config_path_for_every_game():
    # A str or a dict, "game" optional; another game's name is WRONG_GAME,
    # as in Node's fromConfigJson and the core's config_from_json.
    for cls, config in [
        (hunt.Game, {"seats": ["human", "human"], "seed": 1}),
        (duel.Game, {"seats": ["human", "human"], "seed": 1, "stake": 5}),
        (solo.Game, {"seed": 1}),
    ]:
        game = cls.__module__.split(".")[-1]
        a = cls.from_config_json(config, 0)
        b = cls.from_config_json(json.dumps({"game": game, **config}), 0)
        assert isinstance(a, cls) and a.log() == b.log()
        assert a.log() == gridwords.Game({"game": game, **config}, 0).log()
        other = "solo" if game != "solo" else "hunt"
        expect_error("WRONG_GAME", cls.from_config_json, {"game": other, **config}, 0)
        expect_error("INVALID_JSON", cls.from_config_json, {"game": 5, **config}, 0)
        expect_error("INVALID_JSON", cls.from_config_json, {**config, "bogus": 1}, 0)
        expect_error("INVALID_JSON", cls.from_config_json, "[1]", 0)


def test_config_fields_are_named_keyword_arguments():
    # The config's optional fields, by name; None leaves the rules' default.
    g = hunt.Game(["human", "human"], 1, 0, round_ms=60_000, countdown_ms=0, points=(1,) * 6)
    config = g.config()
    assert (config["round_ms"], config["countdown_ms"], config["points"]) == (60_000, 0, [1] * 6)
    assert config["move_deadline_ms"] == 60_000
    plain = hunt.Game(["human", "human"], 1, 0, round_ms=None, move_deadline_ms=None)
    assert plain.config() == hunt.Game(["human", "human"], 1, 0).config()
    assert plain.config() == hunt.Game(["human", "human"], 1, 0, **{"points": None}).config()
    # The same game as the JSON config with those fields.
    same = hunt.Game.from_config_json(
        {
            "seats": ["human", "human"],
            "seed": 1,
            "round_ms": 60_000,
            "countdown_ms": 0,
            "points": [1] * 6,
        },
        0,
    )
    assert same.log() == g.log()
    # The core judges the values, with its codes, as for any config.
    expect_error("INVALID_JSON", hunt.Game, ["human", "human"], 1, 0, countdown_ms=-1)
    expect_error("INVALID_JSON", hunt.Game, ["human", "human"], 1, 0, round_ms="60000")
    expect_error("INVALID_CONFIG", hunt.Game, ["human", "human"], 1, 0, move_deadline_ms=0)
    expect_error("INVALID_CONFIG", hunt.Game, ["human", "human"], 1, 0, round_ms=10**9)
    expect_error("INVALID_POINTS", hunt.Game, ["human", "human"], 1, 0, points=[1, 2])
    expect_error("INVALID_JSON", hunt.Game, ["human", "human"], 1, 0, points=[1, 2, 3, 5, 8, -1])
    # Seat kinds are strs: anything else is the caller's TypeError, as in Node.
    with pytest.raises(TypeError, match=r"seats\[0\] must be a str, not int"):
        hunt.Game([1, 2], 1, 0)
    # An unknown name is Python's TypeError (it was the core's INVALID_JSON
    # while the fields came in as **overrides).
    for bad in ("bogus", "seat", "game", "round"):
        with pytest.raises(TypeError, match=bad):
            hunt.Game(["human", "human"], 1, 0, **{bad: 1})


def test_overrides_bot_and_custom_lexicon():
    g = hunt.Game(["human", "bot"], 0x2A, 0, round_ms=60_000, points=[1, 1, 2, 3, 5, 11])
    g.ready(0, 10)
    expect_error("BOT_SEAT", g.ready, 1, 20)
    events = g.advance(3010 + 60_000)
    assert events[-1]["type"] == "game_over"
    r = g.result()
    assert r["seats"][1]["kind"] == "bot"
    assert hunt.replay_json(g.log()) == g.result_json()

    lex = Lexicon.default()
    g2 = hunt.Game(["human", "human"], "0x2a", 0, lexicon=lex)
    assert g2.view(0)["seats"][0]["kind"] == "human"


def test_snapshot_restore_and_pickle_give_twins():
    g = live_game()
    g.submit(0, "crappie", 5000)
    twin = hunt.Game.restore(g.snapshot())
    pickled = pickle.loads(pickle.dumps(g))
    assert isinstance(twin, hunt.Game) and type(pickled) is hunt.Game
    for game in (g, twin, pickled):
        game.submit(1, "barman", 6000)
        game.advance(184000)
    assert g.result_json() == twin.result_json() == pickled.result_json()
    expect_error("INVALID_SNAPSHOT", hunt.Game.restore, b"nonsense")
    expect_error("INVALID_SNAPSHOT", hunt.Game.restore, g.snapshot()[:-1])


def test_a_damaged_snapshot_is_refused():
    g = live_game()
    g.submit(0, "crappie", 5000)
    g.submit(1, "nope", 5000)
    snap = g.snapshot()
    for i in range(len(snap)):
        damaged = bytearray(snap)
        damaged[i] ^= 1 << (i % 8)
        expect_error("INVALID_SNAPSHOT", hunt.Game.restore, bytes(damaged))
        expect_error("INVALID_SNAPSHOT", gridwords.Game.restore, bytes(damaged))
    for n in (0, 6, 10, len(snap) - 4, len(snap) - 1):
        expect_error("INVALID_SNAPSHOT", hunt.Game.restore, snap[:n])
    expect_error("INVALID_SNAPSHOT", hunt.Game.restore, snap + b"\0")
    assert hunt.Game.restore(snap).snapshot() == snap


def other_games_snapshot(snap: bytes, name: bytes) -> bytes:
    """A well-framed snapshot (good checksum) that says it is of another game."""
    assert snap[:6] == b"GWSNAP" and snap[7] == 4 and snap[8:12] == b"hunt"
    body = snap[:7] + bytes([len(name)]) + name + snap[12:-4]
    return body + zlib.crc32(body).to_bytes(4, "little")


def test_another_games_snapshot_or_log_is_the_wrong_game():
    g = live_game()
    # A real Wordgrid game: its snapshot and log are WRONG_GAME here (the
    # other way round is in test_duel.py).
    d = duel.Game(["human", "human"], 1, 0)
    e = expect_error("WRONG_GAME", hunt.Game.restore, d.snapshot())
    assert "duel" in str(e)
    expect_error("WRONG_GAME", hunt.Game.from_log, d.log())
    # A well-framed snapshot that says "duel" over a Word Grid body: the
    # generic class reads it as a Wordgrid snapshot, and it is not one.
    forged = other_games_snapshot(g.snapshot(), b"duel")
    expect_error("WRONG_GAME", hunt.Game.restore, forged)
    expect_error("INVALID_SNAPSHOT", gridwords.Game.restore, forged)
    expect_error("UNKNOWN_GAME", gridwords.Game.restore, other_games_snapshot(g.snapshot(), b"go"))
    log = json.loads(g.log())
    log["game"] = "duel"
    expect_error("WRONG_GAME", hunt.Game.from_log, json.dumps(log))
    expect_error("WRONG_GAME", hunt.replay_json, json.dumps(log))
    expect_error("INVALID_LOG", gridwords.Game.from_log, json.dumps(log))
    log["game"] = "go"
    expect_error("UNKNOWN_GAME", gridwords.Game.from_log, json.dumps(log))


def test_misses_stop_at_the_cap():
    cap = 500
    g = live_game()
    for i in range(cap - 1):
        (miss,) = g.submit(0, "zzqx", 5000 + i)
        assert miss["reason"] == "not_in_list"
    # One through the generic JSON path: the cap is the core's, whatever the call.
    (miss,) = g.act({"action": "submit", "seat": 0, "word": "zzqx"}, 6000)
    assert miss["type"] == "miss"
    assert len(g.view(0)["you"]["misses"]) == cap
    before = g.snapshot()
    e = expect_error("LIMIT_REACHED", g.submit, 0, "zzqx", 6001)
    assert "500" in str(e)
    expect_error("LIMIT_REACHED", g.act, {"action": "submit", "seat": 0, "word": "nope"}, 6001)
    assert g.snapshot() == before
    # Words still score; the other seat is not limited by seat 0's misses.
    (acc,) = g.submit(0, "crappie", 6002)
    assert acc["type"] == "accepted"
    assert g.submit(1, "zzqx", 6003)[0]["type"] == "miss"
    g.advance(184000)
    assert hunt.replay_json(g.log()) == g.result_json()
    assert len(g.result()["seats"][0]["misses"]) == cap


def test_pickle_keeps_a_custom_lexicon():
    words = sorted(hunt.solve(TRAY1))[:50]
    lex = Lexicon.from_words(words)
    g = hunt.Game(["human", "human"], 1, 0, lexicon=lex)
    again = pickle.loads(pickle.dumps(g))
    assert again.snapshot() == g.snapshot()
    expect_error("LEXICON_MISMATCH", hunt.Game.restore, g.snapshot())
    assert hunt.Game.restore(g.snapshot(), lexicon=lex).snapshot() == g.snapshot()


def test_replay_refuses_bad_logs():
    expect_error("INVALID_LOG", hunt.replay, "{not json")
    expect_error("INVALID_LOG", hunt.replay, '{"version": 99}')
    g = live_game()
    expect_error("INVALID_LOG", hunt.replay, g.log())  # ends before the game does
    expect_error("INVALID_LOG", gridwords.replay, g.log())
    # ... but it rebuilds the live game, which plays on.
    again = hunt.Game.from_log(g.log())
    assert again.snapshot() == g.snapshot()


def test_eight_threads_on_one_live_game():
    """Eight threads, two per seat, submit words to one live game at the same
    instant (so no refusal is expected: the game never ends and nobody hits
    the rate ceiling) while reading views, filtering events and writing
    logs and snapshots. Any exception in a thread fails the test, and the
    lock's waiting path must have run."""
    g = live_game(4)
    now = 104_000  # 100 s into the round: 15 words a seat is far below the ceiling
    words = sorted(hunt.solve(TRAY1))
    per_seat = {s: words[15 * s : 15 * (s + 1)] for s in range(4)}
    # 400 misses a seat make the log and the snapshot long enough to write
    # (they release the GIL while holding the lock) that other threads get
    # the GIL meanwhile and find the lock taken.
    for s in range(4):
        for _ in range(400):
            g.submit(s, "qqqz", now)
    failures = []
    events = {s: [] for s in range(4)}
    start = threading.Barrier(8)
    waits_before = _core._lock_waits()

    def player(seat, reverse):
        try:
            start.wait()
            mine = per_seat[seat][::-1] if reverse else per_seat[seat]
            for word in mine:
                for text in (word, "zzqx"):
                    got = g.submit(seat, text, now)
                    events[seat].extend(got)
                    visible = g.events_for(got, seat)
                    assert visible == got
                    assert g.events_for(got, (seat + 1) % 4) == []
                    g.view(seat)
                    g.log()
                    g.snapshot()
        except BaseException as e:  # noqa: BLE001 - reported below
            failures.append((seat, e))

    threads = [
        threading.Thread(target=player, args=(s, r)) for s in range(4) for r in (False, True)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures, failures
    assert not g.is_over
    for s in range(4):
        accepted = [e["word"] for e in events[s] if e["type"] == "accepted"]
        assert sorted(accepted) == sorted(per_seat[s])  # each word once
        reasons = sorted(e["reason"] for e in events[s] if e["type"] == "miss")
        assert reasons == ["already_found"] * 15 + ["not_in_list"] * 30
        assert all(e["seat"] == s for e in events[s])
        mine = g.view(s)["you"]
        assert sorted(w["word"] for w in mine["words"]) == sorted(per_seat[s])
        assert len(mine["misses"]) == 445
    assert _core._lock_waits() > waits_before, "no call ever waited for the lock"
    g.advance(184_000)
    assert g.is_over
    assert hunt.replay_json(g.log()) == g.result_json()
    assert all(s["status"] == "finished" for s in g.result()["seats"])


def test_the_repr_names_the_phase_as_views_do():
    g = hunt.Game(["human", "human"], 1, 0, countdown_ms=1_000)
    seen = []
    for now, step in ((0, None), (10, "ready"), (2_000, "advance"), (10**7, "advance")):
        if step == "ready":
            g.ready(0, now)
            g.ready(1, now)
        elif step == "advance":
            g.advance(now)
        phase = g.view()["phase"]
        assert repr(g) == f"<gridwords.hunt.Game: 2 seats, {phase}>"
        seen.append(phase)
    assert seen == ["waiting", "countdown", "live", "over"]
