"""The cross-language error table (tests/errors/cases.json): every mistake
gets the code and message the core gives it (core/tests/errors.rs), the
same as in C and Node, and changes nothing. `Error.message` is the table's
message exactly; `str(e)` puts the code before it."""

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


def call(case, g):
    i, now = case["input"], case["now"]
    if case["call"] == "new":
        return gridwords.Game(i, now)
    if case["call"] == "act":
        return g.act(i, now)
    if case["call"] == "duel.play":
        return g.play(i["seat"], i["cell"], i["letter"], i["word"], now)
    raise AssertionError(case["call"])


def test_the_table_is_read():
    assert len(CASES) >= 15


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_same_code_and_message_as_the_core(case):
    g = None if case["call"] == "new" else game_of(case)
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
