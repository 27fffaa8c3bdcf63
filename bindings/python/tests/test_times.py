"""Times every language holds exactly (issue 28): the core takes times up
to 2**53 - 1 and refuses a later one with INVALID_ARGUMENT, the same
message Node and C give, changing nothing; a log with such a time is
INVALID_LOG naming the field (core/tests/limits.rs checks the engine)."""

import json

import pytest

import gridwords
from gridwords import solo

MAX = 2**53 - 1
PAST = [MAX + 1, 2**60, 2**63, 2**64 - 1]


@pytest.mark.parametrize("t", PAST)
def test_a_time_past_2_53_is_refused_by_the_core(t: int) -> None:
    with pytest.raises(gridwords.Error) as info:
        gridwords.Game({"game": "solo", "seed": 3}, t)
    assert info.value.code == "INVALID_ARGUMENT"
    assert info.value.message == (
        f"now_ms {t} is past the latest time the engine takes, 2^53 - 1 ms"
    )
    g = solo.Game(3, 0)
    before = g.snapshot()
    for call in (
        lambda: g.advance(t),
        lambda: g.swap(0, 1, t),
        lambda: g.finish(t),
        lambda: g.rebase(g.clock_ms, t),
        lambda: g.rebase(t, 0),
    ):
        with pytest.raises(gridwords.Error) as info:
            call()
        assert info.value.code == "INVALID_ARGUMENT", str(info.value)
        assert "2^53 - 1" in info.value.message
    assert g.snapshot() == before


def test_the_last_time_is_taken_and_its_log_reads_back_exactly() -> None:
    g = solo.Game(3, MAX - 10_000_000)
    g.advance(MAX)
    log = json.loads(g.log())
    assert log["until_ms"] == MAX
    assert gridwords.replay_json(g.log()) == g.result_json()


def test_a_log_time_past_2_53_is_invalid_log_naming_it() -> None:
    g = solo.Game(3, 0)
    g.finish(1_000)
    log = json.loads(g.log())
    log["actions"][0]["at_ms"] = MAX + 1
    with pytest.raises(gridwords.Error) as info:
        gridwords.replay_json(log)
    assert info.value.code == "INVALID_LOG"
    assert info.value.message.startswith("action #0: at_ms 9007199254740992 is past")
