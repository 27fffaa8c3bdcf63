"""The word list pinned in every record (issue 28): Lexicon.fingerprint is
the core's, logs and snapshots carry it, and replay, restore, from_log and
verify with another list raise Error(code="LEXICON_MISMATCH") naming both
fingerprints (core/tests/pinned_list.rs checks the engine itself)."""

import hashlib
import json
import pickle

import pytest

import gridwords
from gridwords import Lexicon, duel

SHIPPED = "c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667"
TWO_HUMANS = {"game": "duel", "seats": ["human", "human"], "seed": 21}


def small() -> Lexicon:
    return Lexicon.from_words(["ha", "sheep", "hah"])


def resigned(lexicon: Lexicon | None = None) -> gridwords.Game:
    g = gridwords.Game(TWO_HUMANS, 0, lexicon=lexicon)
    g.act({"action": "resign", "seat": 0}, 1_000)
    assert g.is_over
    return g


def mismatch(fn, want: str, given: str, *args, **kwargs) -> None:
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    e = info.value
    assert e.code == "LEXICON_MISMATCH", str(e)
    assert e.number == gridwords.error_codes()["LEXICON_MISMATCH"] == 52
    assert want in e.message and given in e.message, e.message


def test_the_shipped_lists_fingerprint():
    lex = Lexicon.default()
    assert lex.fingerprint == SHIPPED
    assert lex.fingerprint == lex.manifest["list_sha256"]
    assert isinstance(lex.fingerprint, str)


def test_the_same_words_give_the_same_fingerprint():
    lex = small()
    fp = lex.fingerprint
    assert len(fp) == 64 and all(c in "0123456789abcdef" for c in fp)
    # sha256 of the words sorted, each followed by "\n".
    assert fp == hashlib.sha256(b"ha\nhah\nsheep\n").hexdigest()
    assert Lexicon.from_words(["sheep", "hah", "ha", "ha"]).fingerprint == fp
    assert Lexicon.from_bytes(lex.to_bytes()).fingerprint == fp
    assert pickle.loads(pickle.dumps(lex)).fingerprint == fp
    assert Lexicon.from_words(["ha", "sheep"]).fingerprint != fp
    assert fp != SHIPPED


def test_every_log_records_its_lists_fingerprint():
    for lex, said in [(None, "embedded"), (Lexicon.default(), "embedded"), (small(), "custom")]:
        log = json.loads(resigned(lex).log())
        assert log["version"] == 4
        assert log["lexicon"] == said
        assert log["lexicon_sha256"] == (lex or Lexicon.default()).fingerprint
        # Right after "lexicon".
        keys = list(log)
        assert keys[keys.index("lexicon") + 1] == "lexicon_sha256"


def test_another_list_is_refused_naming_both():
    lex, again, other = small(), Lexicon.from_words(["sheep", "ha", "hah"]), Lexicon.default()
    g = resigned(lex)
    log, result, snap = g.log(), g.result_json(), g.snapshot()
    assert gridwords.replay_json(log, lexicon=again) == result
    assert gridwords.verify(log, result, lexicon=again)
    assert gridwords.Game.restore(snap, lexicon=again).result_json() == result
    assert gridwords.Game.from_log(log, lexicon=again).result_json() == result
    twin = pickle.loads(pickle.dumps(g))  # carries its list
    assert twin.result_json() == result

    want, given = lex.fingerprint, SHIPPED
    for kwargs in [{}, {"lexicon": other}]:
        mismatch(gridwords.replay_json, want, given, log, **kwargs)
        mismatch(gridwords.replay, want, given, log, **kwargs)
        mismatch(duel.replay_json, want, given, log, **kwargs)
        mismatch(gridwords.verify, want, given, log, result, **kwargs)
        mismatch(gridwords.verify, want, given, log, result, trust_bots=True, **kwargs)
        mismatch(gridwords.verify_report, want, given, log, result, **kwargs)
        mismatch(gridwords.Game.from_log, want, given, log, **kwargs)
        mismatch(gridwords.Game.restore, want, given, snap, **kwargs)
        mismatch(gridwords.from_log, want, given, json.loads(log), **kwargs)
        mismatch(gridwords.restore, want, given, snap, **kwargs)
        mismatch(duel.Game.restore, want, given, snap, **kwargs)

    # A shipped-list game, given a custom list.
    g = resigned()
    mismatch(gridwords.replay_json, SHIPPED, lex.fingerprint, g.log(), lexicon=lex)
    mismatch(gridwords.Game.restore, SHIPPED, lex.fingerprint, g.snapshot(), lexicon=lex)


def test_a_version_3_log_is_pinned_to_the_list_shipped_then():
    g = resigned()
    log = json.loads(g.log())
    log["version"] = 3
    del log["lexicon_sha256"]
    assert gridwords.replay_json(log) == g.result_json()
    mismatch(gridwords.replay_json, SHIPPED, small().fingerprint, log, lexicon=small())
    # Version 3 never wrote the field.
    log["lexicon_sha256"] = SHIPPED
    with pytest.raises(gridwords.Error) as info:
        gridwords.replay_json(log)
    assert info.value.code == "INVALID_LOG"
    assert "lexicon_sha256" in info.value.message
