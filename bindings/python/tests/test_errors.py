"""The cross-language error table (tests/errors/cases.json): every mistake
gets the code and message the core gives it (core/tests/errors.rs), the
same as in C and Node, and changes nothing. `Error.message` is the table's
message exactly; `str(e)` puts the code before it.

An input given as a string is sent as that text (a key named twice reaches
the core as written). `replay` cases go through `replay_json` and
`from_log`; `verify` cases through `verify` and `verify_report` (with
`trust_bots` when the case says so, and the `key`, in hex, of a sealed
log), with a Lexicon of the case's `words` when it has them: either the
error, or the `report` (`None`: verify says true). The seals' cases go
through `seal`, `open_sealed` and `restore` (a snapshot's bytes in hex)."""

import json
import pathlib

import pytest

import gridwords
from gridwords import duel

TABLE = pathlib.Path(__file__).resolve().parents[3] / "tests" / "errors" / "cases.json"
CASES = json.loads(TABLE.read_text(encoding="utf-8"))


def game_of(case):
    if case["call"] == "duel.play":
        g = duel.Game.from_config_json(case["config"], 0)
    else:
        g = gridwords.Game(case["config"], 0)
    for action, now in case.get("before", []):
        g.act(action, now)
    return g


def lexicon_of(case):
    """The list a record is judged with: the case's words, else the shipped list."""
    words = case.get("words")
    return None if words is None else gridwords.Lexicon.from_words(words)


def verify_calls(case):
    trust = bool(case.get("trust_bots"))
    least = case.get("min_version")
    key = bytes.fromhex(case["key"]) if "key" in case else None
    log, result, lex = case["input"], case["result"], lexicon_of(case)
    return (
        lambda: gridwords.verify(
            log, result, lexicon=lex, trust_bots=trust, min_version=least, key=key
        ),
        lambda: gridwords.verify_report(
            log, result, lexicon=lex, trust_bots=trust, min_version=least, key=key
        ),
    )


def record_call(case):
    """A seal, open or restore case's call (a snapshot's bytes are hex)."""
    i, kind = case["input"], case.get("kind")
    key = bytes.fromhex(case.get("key", ""))
    record = bytes.fromhex(i) if kind == "snapshot" or case["call"] == "restore" else i
    if case["call"] == "seal":
        return gridwords.seal(kind, record, key, case["key_id"])
    if case["call"] == "open":
        return gridwords.open_sealed(record, key)
    return gridwords.restore(record, lexicon=lexicon_of(case))


def call(case, g):
    i, now = case["input"], case["now"]
    if case["call"] == "replay":
        lex = lexicon_of(case)
        with pytest.raises(gridwords.Error) as again:
            gridwords.from_log(i, lexicon=lex)
        assert (again.value.code, again.value.message) == (case["code"], case["message"])
        return gridwords.replay_json(i, lexicon=lex)
    if case["call"] == "verify":
        verify, report = verify_calls(case)
        with pytest.raises(gridwords.Error) as again:
            verify()
        assert (again.value.code, again.value.message) == (case["code"], case["message"])
        return report()
    if case["call"] in ("seal", "open", "restore"):
        return record_call(case)
    if case["call"] == "new":
        return gridwords.Game(i, now)
    if case["call"] == "act":
        return g.act(i, now)
    if case["call"] == "duel.play":
        return g.play(i["seat"], i["cell"], i["letter"], i["word"], now)
    raise AssertionError(case["call"])


def test_the_table_is_read():
    assert len(CASES) >= 15


SEALS = ("seal", "open", "restore")
REFUSED = [c for c in CASES if "code" in c]
REPORTS = [c for c in CASES if "code" not in c]


@pytest.mark.parametrize("case", REPORTS, ids=[c["name"] for c in REPORTS])
def test_same_report_as_the_core(case):
    verify, report = verify_calls(case)
    assert report() == case["report"]
    assert verify() is (case["report"] is None)


@pytest.mark.parametrize("case", REFUSED, ids=[c["name"] for c in REFUSED])
def test_same_code_and_message_as_the_core(case):
    g = None if case["call"] in ("new", "replay", "verify", *SEALS) else game_of(case)
    before = g.snapshot() if g else None
    with pytest.raises(gridwords.Error) as info:
        call(case, g)
    e = info.value
    assert e.code == case["code"]
    assert e.number == gridwords.error_codes()[case["code"]]
    # The core's message alone, and the traceback's "CODE: message".
    assert e.message == case["message"]
    assert str(e) == f"{case['code']}: {case['message']}"
    if g:
        assert g.snapshot() == before
