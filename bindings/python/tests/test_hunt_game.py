import json
import pickle
import threading

import pytest

import gridwords
from gridwords import Lexicon, hunt

TRAY1 = "oencnmirapraeapb"  # hunt.deal(1)


def live_game() -> hunt.Game:
    g = hunt.Game(["human", "human"], 1, 0)
    assert g.tray is None
    assert g.ready(0, 1000) == [{"type": "ready", "seat": 0, "at_ms": 1000}]
    events = g.ready(1, 1000)
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
    assert r["seed"] == "0000000000000001" and r["tray"] == TRAY1
    scores = {s["seat"]: (s["score"], s["place"]) for s in r["seats"]}
    assert scores == {0: (5, 2), 1: (5, 1)} or scores[0][0] == 5
    words0 = {w["word"]: w["cancelled"] for w in r["seats"][0]["words"]}
    assert words0 == {"crappie": True, "cinema": False}

    # The log replays to the same bytes and the same dict.
    log = g.log()
    assert json.loads(log)["version"] == 1
    assert hunt.replay_json(log) == g.result_json()
    assert hunt.replay(log) == r


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
    with pytest.raises(OverflowError):
        g.advance(-1)
    with pytest.raises(TypeError):
        g.submit(0, None, 6000)
    assert g.snapshot() == before


def test_bad_configs():
    expect_error("INVALID_CONFIG", hunt.Game, ["human"], 1, 0)
    expect_error("INVALID_CONFIG", hunt.Game, ["bot", "bot"], 1, 0)
    expect_error("INVALID_JSON", hunt.Game, ["human", "human"], 1, 0, bogus=3)
    expect_error("INVALID_JSON", hunt.Game, ["human", "dog"], 1, 0)
    expect_error("INVALID_JSON", hunt.Game.from_config_json, '{"seats": [', 0)
    expect_error("INVALID_CONFIG", hunt.Game, ["human", "human"], 1, 0, round_ms=0)
    expect_error("INVALID_CONFIG", hunt.Game, ["human", "human"], object(), 0)


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
    g2 = hunt.Game(["human", "human"], "2a", 0, lexicon=lex)
    assert g2.view(0)["seats"][0]["kind"] == "human"


def test_snapshot_restore_and_pickle_give_twins():
    g = live_game()
    g.submit(0, "crappie", 5000)
    twin = hunt.Game.restore(g.snapshot())
    pickled = pickle.loads(pickle.dumps(g))
    assert isinstance(pickled, hunt.Game)
    for game in (g, twin, pickled):
        game.submit(1, "barman", 6000)
        game.advance(184000)
    assert g.result_json() == twin.result_json() == pickled.result_json()
    expect_error("INVALID_SNAPSHOT", hunt.Game.restore, b"nonsense")
    expect_error("INVALID_SNAPSHOT", hunt.Game.restore, g.snapshot()[:-1])


def test_pickle_keeps_a_custom_lexicon():
    words = sorted(hunt.solve(TRAY1))[:50]
    lex = Lexicon.from_words(words)
    g = hunt.Game(["human", "human"], 1, 0, lexicon=lex)
    again = pickle.loads(pickle.dumps(g))
    assert again.snapshot() == g.snapshot()


def test_replay_refuses_bad_logs():
    expect_error("INVALID_LOG", hunt.replay, "{not json")
    expect_error("INVALID_LOG", hunt.replay, '{"version": 99}')
    g = live_game()
    expect_error("INVALID_LOG", hunt.replay, g.log())  # ends before the game does


def test_two_threads_on_one_game():
    g = live_game()
    words = sorted(hunt.solve(TRAY1))
    errors = []
    seen = []

    def player(seat):
        for i, w in enumerate(words[:40]):
            try:
                seen.append(g.submit(seat, w, 5000 + i))
                g.view(seat)
            except gridwords.Error as e:
                # Refusals are fine (e.g. the other thread's later clock):
                # a clear error, never a borrow failure.
                errors.append(e.code)

    threads = [threading.Thread(target=player, args=(s,)) for s in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    # Refusals (a later clock from the other thread, the rate ceiling) are
    # engine errors with codes; nothing else escapes.
    assert set(errors) <= set(gridwords.error_codes())
    assert seen
    if not g.is_over:
        g.advance(184000)
    assert hunt.replay_json(g.log()) == g.result_json()
