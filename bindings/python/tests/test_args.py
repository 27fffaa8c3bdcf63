"""The argument rule for strings: a str that is not valid Unicode (a lone
surrogate such as "\\ud800" has no UTF-8 form) is a value of the right type
the engine cannot take, so it raises gridwords.Error with code INVALID_UTF8
naming the argument, never UnicodeEncodeError; a non-str stays TypeError.
A refused call changes nothing."""

import json

import pytest

import gridwords
from gridwords import Lexicon, hunt

TRAY1 = "oencnmirapraeapb"  # hunt.deal(1)
CONFIG = {"game": "hunt", "seats": ["human", "human"], "seed": 1}

# Lone surrogates at the start, the middle and the end; a pair written as two
# escapes is two lone surrogates in a Python str, not one character.
BAD = ("\ud800", "to\udcffne", "tone\udfff", "\ud83d\ude00")


def expect_utf8(name, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    e = info.value
    assert not isinstance(e, UnicodeError)
    assert (e.code, e.number) == ("INVALID_UTF8", gridwords.error_codes()["INVALID_UTF8"])
    assert name in str(e), str(e)
    assert "lone surrogate U+D" in str(e), str(e)


def live(cls=hunt.Game):
    if cls is hunt.Game:
        g = hunt.Game(["human", "human"], 1, 0)
    else:
        g = gridwords.Game(CONFIG, 0)
    g.act({"action": "ready", "seat": 0}, 1000)
    g.act({"action": "ready", "seat": 1}, 1000)
    g.advance(4000)
    assert g.next_due == 184_000  # the tray is open
    return g


def test_submit_refuses_a_lone_surrogate_and_changes_nothing():
    g = live()
    before = g.snapshot()
    for word in BAD:
        expect_utf8("word", g.submit, 0, word, 5000)
    with pytest.raises(TypeError, match="word must be a str, not int"):
        g.submit(0, 5, 5000)
    with pytest.raises(TypeError):
        g.submit(0, b"tone", 5000)
    assert g.snapshot() == before
    # Valid non-ASCII text is the core's to judge: a miss, not INVALID_UTF8.
    (miss,) = g.submit(0, "t\u00f6ne\U0001f600", 5000)
    assert miss["type"] == "miss" and miss["word"] == "t\u00f6ne\U0001f600"


@pytest.mark.parametrize("cls", [gridwords.Game, hunt.Game])
def test_act_refuses_a_lone_surrogate_in_a_value_or_a_key(cls):
    g = live(cls)
    before = g.snapshot()
    for word in BAD:
        expect_utf8("action", g.act, {"action": "submit", "seat": 0, "word": word}, 5000)
        expect_utf8("a str value in action", g.act, {"action": word, "seat": 0}, 5000)
        expect_utf8(
            "a dict key in action", g.act, {"action": "submit", "seat": 0, word: "tone"}, 5000
        )
        text = '{"action": "submit", "seat": 0, "word": "' + word + '"}'
        expect_utf8("action", g.act, text, 5000)
    events = g.act({"action": "submit", "seat": 1, "word": "zzzz"}, 5000)
    assert g.snapshot() != before
    before = g.snapshot()
    expect_utf8("a str value in events", g.events_for, [dict(events[0], word="\ud800")], 0)
    expect_utf8("a dict key in events", g.events_for, [{"\ud800": 1}], 0)
    expect_utf8("events", g.events_for, '[{"type": "\ud800"}]', None)
    with pytest.raises(TypeError):
        g.act({"action": "submit", "seat": 0, 5: "tone"}, 5000)
    assert g.snapshot() == before


def test_configs_and_seeds():
    expect_utf8("seed", hunt.deal, "\ud800")
    expect_utf8("seed", hunt.deal, "4\udc002")
    expect_utf8("seed", hunt.Game, ["human", "human"], "0x2\ud800", 0)
    expect_utf8("seats[1]", hunt.Game, ["human", "\ud800"], 1, 0)
    # A config field's value, named (a name is Python's to check: TypeError).
    expect_utf8("a str value in config", hunt.Game, ["human", "human"], 1, 0, round_ms="\ud800")
    with pytest.raises(TypeError):
        hunt.Game(["human", "human"], 1, 0, **{"\ud800": 1})
    expect_utf8("a str value in config", gridwords.Game, {**CONFIG, "seed": "1\ud800"}, 0)
    expect_utf8("a str value in config", gridwords.Game, {**CONFIG, "game": "\ud800"}, 0)
    expect_utf8("a dict key in config", gridwords.Game, {**CONFIG, "\ud800": 1}, 0)
    expect_utf8("config", gridwords.Game, json.dumps(CONFIG)[:-1] + ', "\ud800": 1}', 0)
    text = '{"seats": ["human", "human"], "seed": "\ud800"}'
    expect_utf8("config_json", hunt.Game.from_config_json, text, 0)
    with pytest.raises(TypeError, match="config_json must be a dict or a JSON str"):
        hunt.Game.from_config_json(["hunt"], 0)
    with pytest.raises(TypeError):
        hunt.deal(b"\xed\xa0\x80")


def test_analysis_calls():
    for tray in ("\ud800" * 16, TRAY1[:15] + "\udfff"):
        expect_utf8("tray", hunt.solve, tray)
        expect_utf8("tray", hunt.solve_json, tray)
        expect_utf8("tray", hunt.score, tray)
    expect_utf8("trays[1]", hunt.score_many, [TRAY1, "\ud800" * 16])
    for call in (hunt.solve, hunt.solve_json, hunt.score):
        with pytest.raises(TypeError, match="tray must be a str or bytes-like .*, not int"):
            call(5)
    with pytest.raises(TypeError, match=r"trays\[1\] must be a str"):
        hunt.score_many([TRAY1, 5])


def bytes_likes(data):
    """The same bytes as bytes, bytearray and memoryview (of bytes, and of
    a bytearray's slice, which is not the whole buffer)."""
    padded = bytearray(b"#" + data + b"#")
    return [data, bytearray(data), memoryview(data), memoryview(padded)[1:-1]]


def test_a_tray_may_be_any_bytes_like():
    want = (hunt.solve(TRAY1), hunt.solve_json(TRAY1), hunt.score(TRAY1))
    for tray in bytes_likes(TRAY1.encode()) + bytes_likes(TRAY1.encode() + b"\0\0"):
        assert (hunt.solve(tray), hunt.solve_json(tray), hunt.score(tray)) == want, type(tray)
        assert hunt.score_many([tray, TRAY1]) == [want[2]] * 2
    # Bad content: the same error whichever type holds it.
    for bad in (b"abc", TRAY1[:15].encode() + b"\xff", TRAY1[:15].encode() + b"1"):
        seen = set()
        for tray in bytes_likes(bad):
            with pytest.raises(gridwords.Error) as e:
                hunt.solve(tray)
            seen.add((e.value.code, e.value.message))
        assert len(seen) == 1, seen
        with pytest.raises(gridwords.Error) as e:
            hunt.solve(bad.decode("utf-8", "replace"))
        assert {(e.value.code, e.value.message)} == seen


def test_snapshot_and_lexicon_bytes_may_be_any_bytes_like():
    g = hunt.Game(["human", "bot"], 7, 0)
    snap = g.snapshot()
    for data in bytes_likes(snap):
        assert gridwords.restore(data).snapshot() == snap
        assert gridwords.Game.restore(data).snapshot() == snap
        assert hunt.Game.restore(data).snapshot() == snap
    blob = Lexicon.from_words(["cat", "dog"]).to_bytes()
    for data in bytes_likes(blob):
        assert list(Lexicon.from_bytes(data)) == ["cat", "dog"]
    # Damaged bytes: the same error in each; another type: TypeError.
    for data in bytes_likes(snap[:-1]):
        with pytest.raises(gridwords.Error) as e:
            gridwords.restore(data)
        assert e.value.code == "INVALID_SNAPSHOT"
    for call in (gridwords.restore, gridwords.Game.restore, hunt.Game.restore, Lexicon.from_bytes):
        with pytest.raises(TypeError, match="data must be bytes, bytearray or memoryview, not str"):
            call("snapshot")


def test_lexicon():
    expect_utf8("words[1]", Lexicon.from_words, ["cat", "\ud800"])
    with pytest.raises(TypeError, match=r"words\[1\] must be a str"):
        Lexicon.from_words(["cat", 5])
    lex = Lexicon.default()
    expect_utf8("word", lex.contains, "ca\udc00t")
    with pytest.raises(TypeError):
        lex.contains(5)
    # `in` answers whether a thing is a word of the list: never an error.
    assert "\ud800" not in lex
    assert "ca\udc00t" not in lex
    assert "cat" in lex


def test_logs_snapshots_and_verify():
    g = live()
    g.submit(0, sorted(hunt.solve(TRAY1))[0], 5000)
    g.advance(184_000)
    log, result = g.log(), g.result_json()
    before = g.snapshot()
    bad_log = log.replace('"human"', '"hu\ud800man"', 1)
    assert bad_log != log
    for call in (gridwords.replay_json, gridwords.replay, hunt.replay_json, hunt.replay):
        expect_utf8("log", call, bad_log)
        with pytest.raises(TypeError, match="log must be a dict or a JSON str"):
            call(log.encode())
    for call in (gridwords.Game.from_log, hunt.Game.from_log):
        expect_utf8("log", call, bad_log)
        with pytest.raises(TypeError):
            call(None)
    expect_utf8("log", gridwords.verify, bad_log, result)
    expect_utf8("result", gridwords.verify, log, result.replace('"seed"', '"se\ud800ed"'))
    expect_utf8("a dict key in result", gridwords.verify, log, {"\ud800": 1})
    assert gridwords.verify(log, result)
    assert g.snapshot() == before


def test_a_bare_str_where_a_list_is_expected_is_a_type_error_everywhere():
    """A str is iterable, but never taken as a list of its letters."""
    from gridwords import duel, hunt

    tray = hunt.deal(1)
    calls = [
        lambda: gridwords.Lexicon.from_words("cat"),
        lambda: hunt.score_many(tray),
        lambda: hunt.solve_many(tray),
        lambda: duel.legal_moves("..........sheep..........", "sheep"),
        lambda: duel.best_moves("..........sheep..........", "sheep"),
    ]
    for call in calls:
        with pytest.raises(TypeError, match="not str"):
            call()
    # The same words as a list are taken.
    assert len(gridwords.Lexicon.from_words(["cat"])) == 1


def test_numpy_scalars_are_taken_wherever_a_python_number_is():
    np = pytest.importorskip("numpy")
    from gridwords import hunt

    config = {"game": "hunt", "seats": ["human", "human"], "seed": np.int64(3)}
    a = gridwords.Game(config, np.uint32(0))
    b = gridwords.Game({**config, "seed": 3}, 0)
    assert a.snapshot() == b.snapshot()
    g = gridwords.Game(
        {"game": "hunt", "seats": ["human", "human"], "seed": 1, "points": list(np.arange(6) + 1)},
        0,
    )
    assert g.config()["points"] == [1, 2, 3, 4, 5, 6]
    g.act({"action": "ready", "seat": np.int8(0)}, np.int64(10))
    assert hunt.deal(np.uint64(5)) == hunt.deal(5)
    tray = hunt.deal(5)
    assert hunt.score(tray, points=np.array([1, 2, 3, 5, 8, 12])) == hunt.score(tray)
    # What JSON cannot hold stays a TypeError; a NaN is not a number.
    with pytest.raises(TypeError):
        gridwords.Game({**config, "seed": np.array([1, 2])}, 0)
    with pytest.raises(gridwords.Error) as info:
        gridwords.Game({**config, "seed": np.float32("nan")}, 0)
    assert info.value.code == "INVALID_JSON"
