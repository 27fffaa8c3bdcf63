"""The bots as data (issue 30, item 3): the Word Grid bot's words without a
round, its strength and share in results_frame, Wordgrid tournaments with
self-play and per-move records, and Sóló's built-in players."""

import pandas as pd
import pytest

import gridwords
from gridwords import analysis, duel, hunt, solo
from gridwords.types import HuntBotWord


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, str(info.value)
    return info.value


def bot_game(seed):
    """A bot round in which the human only presses Ready: the bot's words."""
    g = hunt.Game(["human", "bot"], seed, 0)
    events = g.ready(0, 0) + g.play_out()
    result = g.result()
    assert result is not None
    return g, result, events


@pytest.mark.parametrize("seed", [0, 1, 42, 2**64 - 1])
def test_bot_words_are_what_the_bot_of_that_seed_sends(seed):
    g, result, events = bot_game(seed)
    t0 = result["t0_ms"]
    strength = hunt.bot_strength(seed)
    assert g.view()["bot_strength"] == strength
    planned = hunt.bot_words(hunt.deal(seed), strength, seed)
    sent = [{"word": w["word"]} for w in result["seats"][1]["words"]]
    assert [{"word": w["word"]} for w in planned] == sent
    assert set(HuntBotWord.__annotations__) == set(planned[0])
    # The game's times are the plan's, from T0.
    sent_at = [e["at_ms"] - t0 for e in events if e["type"] == "accepted" and e["seat"] == 1]
    assert sent_at == [w["at_ms"] for w in planned]
    assert all(1000 <= w["at_ms"] < 180_000 for w in planned)


def test_bot_words_take_any_strength_and_judge_it():
    tray = hunt.deal(5)
    by_strength = [hunt.bot_words(tray, s, 5) for s in range(1, 6)]
    counts = [len(words) for words in by_strength]
    assert counts == sorted(counts) and counts[0] < counts[-1]
    # A shorter round caps the pace: at most (round_ms - 1) // 1000 words.
    assert len(hunt.bot_words(tray, 5, 5, round_ms=3000)) <= 2
    # Rules 1 (earlier records) is the same draw without the points cap.
    assert hunt.bot_words(tray, 1, 5, bot_rules=1) == by_strength[0]
    for bad in (0, 6, 2**64 - 1):
        e = expect_error("INVALID_ARGUMENT", hunt.bot_words, tray, bad, 5)
        assert str(bad) in str(e)
    expect_error("INVALID_ARGUMENT", hunt.bot_words, tray, -1, 5)
    e = expect_error("INVALID_ARGUMENT", hunt.bot_words, tray, 3, 5, bot_rules=3)
    assert "bot_rules 3 is not in 1..=2" in str(e)
    expect_error("INVALID_ARGUMENT", hunt.bot_words, tray, 3, 5, round_ms=0)
    expect_error("INVALID_TRAY", hunt.bot_words, "abc", 3, 5)
    with pytest.raises(TypeError):
        hunt.bot_words(tray, "5", 5)


def test_the_bot_takes_at_most_45_percent_of_the_points():
    points = [1, 2, 3, 5, 8, 12]
    worst = 0.0
    for seed in range(300):
        tray = hunt.deal(seed)
        total = hunt.score(tray)
        got = sum(points[min(len(w["word"]), 8) - 3] for w in hunt.bot_words(tray, 5, seed))
        assert got * 100 <= total * 45, (seed, got, total)
        worst = max(worst, got / total)
    assert worst > 0.40  # the cap is reached, not an artefact of weak draws


def test_results_frame_has_the_bots_strength_and_share():
    g, result, _ = bot_game(42)
    frame = analysis.results_frame(g)
    assert list(frame.columns) == list(analysis.RESULT_COLUMNS)
    human, bot = frame.iloc[0], frame.iloc[1]
    assert bot["strength"] == hunt.bot_strength(42)
    assert pd.isna(human["strength"])
    assert bot["tray_points"] == hunt.score(result["tray"])
    assert bot["found_points"] == sum(w["points"] for w in result["seats"][1]["words"])
    assert bot["share"] == pytest.approx(bot["found_points"] / bot["tray_points"])
    assert 0 < bot["share"] <= 0.45
    # From the result dict alone: the rules' table, the same numbers here.
    assert analysis.results_frame(result).equals(frame)
    # Another game's rows leave the Word Grid columns empty.
    d = duel.Game(["bot:easy", "bot:easy"], 1, 0)
    d.play_out()
    dframe = analysis.results_frame(d)
    assert dframe["strength"].isna().all() and dframe["share"].isna().all()


def test_tournament_levels_are_a_list_and_self_play_pairs_a_level_with_itself():
    with pytest.raises(TypeError, match="levels must be a list"):
        analysis.tournament([1], levels="easy")
    with pytest.raises(TypeError, match="a bot level is a str"):
        analysis.tournament([1], levels=[1, 2])
    with pytest.raises(ValueError, match="self_play"):
        analysis.tournament([1], pairings=[("easy", "easy")], self_play=True)
    records = analysis.tournament([3, 4], levels=["easy", "medium"], self_play=True)
    seatings = [(r["seat0"], r["seat1"]) for r in records]
    assert seatings == [
        ("easy", "medium"),
        ("medium", "easy"),
        ("easy", "medium"),
        ("medium", "easy"),
        ("easy", "easy"),
        ("easy", "easy"),
        ("medium", "medium"),
        ("medium", "medium"),
    ]
    assert [r["seed"] for r in records] == [3, 3, 4, 4, 3, 4, 3, 4]


def test_tournament_records_hold_every_move_with_its_think_times():
    record, swapped = analysis.tournament([9], pairings=[("easy", "medium")])
    assert (swapped["seat0"], swapped["seat1"]) == ("medium", "easy")
    result = duel.replay(record["log"])
    # The stepped game is the game play_out plays.
    g = duel.Game(["bot:easy", "bot:medium"], 9, 0)
    g.play_out()
    assert g.log() == record["log"]
    assert g.result() == result
    turns = record["turns"]
    assert len(turns) == record["moves"] == len(result["moves"])
    before = 0
    for ply, (turn, move) in enumerate(zip(turns, result["moves"], strict=True)):
        assert turn["ply"] == ply and turn["seat"] == move["seat"]
        assert turn["level"] == ("easy", "medium")[move["seat"]]
        assert (turn["word"], turn["points"], turn["at_ms"]) == (
            move["word"],
            move["points"],
            move["at_ms"],
        )
        assert turn["think_ms"] == move["at_ms"] - before >= 0
        assert turn["wall_ms"] >= 0.0
        before = move["at_ms"]
    frame = analysis.turns_frame([record])
    assert list(frame.columns) == list(analysis.TURN_COLUMNS)
    assert len(frame) == len(turns)
    assert "turns" not in analysis.matches_frame([record]).columns


def test_solo_players_play_ordinary_games():
    assert solo.STRATEGIES == ("greedy", "random")
    played = solo.play_out(7)
    assert isinstance(played, solo.Game) and played.is_over
    greedy = played.result()
    assert greedy == solo.play_out(7, "greedy").result()
    assert solo.replay(played.log()) == greedy
    # The greedy game, played by hand through the game's own calls.
    g = solo.Game(7, 0)
    for i, move in enumerate(greedy["moves"]):
        (best,) = solo.best_swaps(g, 1)
        assert (best["a"], best["b"], best["points"]) == (move["a"], move["b"], move["points"])
        g.swap(best["a"], best["b"], 1000 * (i + 1))
    g.finish(1000 * (len(greedy["moves"]) + 1))
    assert g.result() == greedy
    assert greedy["reason"] == "finished"
    scores = {
        s: sum(solo.play_out(seed, s).result()["score"] for seed in range(8))
        for s in solo.STRATEGIES
    }
    assert scores["greedy"] > scores["random"]
    assert solo.play_out(3, "random").log() == solo.play_out(3, "random").log()
    e = expect_error("INVALID_ARGUMENT", solo.play_out, 1, "best")
    assert "greedy, random" in str(e)


def test_many_at_once_match_one_at_a_time():
    import numpy as np

    seeds = np.arange(300, dtype=np.uint64).reshape(3, 100)
    strengths = hunt.bot_strength_many(seeds)
    assert strengths.dtype == np.uint8 and strengths.shape == (3, 100)
    assert strengths.ravel().tolist() == [hunt.bot_strength(int(s)) for s in seeds.ravel()]
    assert hunt.bot_strength_many(iter(range(5))).tolist() == [
        hunt.bot_strength(s) for s in range(5)
    ]
    assert set(strengths.ravel().tolist()) == {1, 2, 3, 4, 5}
    calls = []
    games = solo.play_out_many(
        range(12), "random", threads=2, progress=lambda d, t: calls.append((d, t))
    )
    assert games == [solo.play_out(s, "random").result() for s in range(12)]
    assert calls[-1] == (12, 12)
    greedy = solo.play_out_many(["3", 4], threads=1)
    assert greedy == [solo.play_out(3).result(), solo.play_out(4).result()]
    frame = analysis.results_frame(greedy)
    assert frame["score"].tolist() == [g["score"] for g in greedy]
    expect_error("INVALID_ARGUMENT", solo.play_out_many, [1], "best")
    with pytest.raises(TypeError):
        solo.play_out_many("12")
    expect_error("INVALID_ARGUMENT", hunt.bot_strength_many, [-1])
