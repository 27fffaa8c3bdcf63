"""The shared replay vectors: every log in tests/vectors/hunt (format 2)
and tests/vectors/hunt-v1 (gridwords 0.1 logs) replays to its result file
byte for byte, the same bytes Rust, C and Node produce.

Beyond the bytes, each vector checks the binding's own conversion (the
result dict a game hands out, built from the engine's values without JSON)
against ``json.loads`` of the expected file, and plays every format-2 log
again live, once through the generic JSON path (``gridwords.Game`` with
action dicts) and once through the typed calls of ``hunt.Game``.
"""

import json
import pathlib

import pytest

import gridwords
from gridwords import hunt

REPO = pathlib.Path(__file__).resolve().parents[3]
V2 = sorted((REPO / "tests" / "vectors" / "hunt").glob("*.log.json"))
V1 = sorted((REPO / "tests" / "vectors" / "hunt-v1").glob("*.log.json"))
ALL = V2 + V1


def expected_of(log_path: pathlib.Path) -> bytes:
    return log_path.with_name(log_path.name.replace(".log.json", ".result.json")).read_bytes()


def name(p: pathlib.Path) -> str:
    return f"{p.parent.name}/{p.name.removesuffix('.log.json')}"


def test_the_vector_sets_are_complete():
    assert len(V2) >= 23
    assert len(V1) >= 4
    for p in ALL:
        assert p.with_name(p.name.replace(".log.json", ".result.json")).exists(), p
    assert any("folded_input" in p.name for p in V2)


@pytest.mark.parametrize("log_path", ALL, ids=name)
def test_vector_replays_byte_for_byte(log_path):
    expected = expected_of(log_path)
    log = log_path.read_text(encoding="utf-8")
    # The JSON bytes, through the generic and the Word Grid replay.
    assert gridwords.replay_json(log).encode() == expected
    assert hunt.replay_json(log).encode() == expected
    assert gridwords.verify(log, expected.decode())

    # The Python objects: the typed result dict is converted from the
    # engine's values directly (not through JSON), so compare it with what
    # json.loads makes of the expected bytes, and write it back to the
    # same bytes (same keys, same order, same values).
    truth = json.loads(expected)
    typed = hunt.Game.from_log(log)
    assert typed.result_json().encode() == expected
    converted = typed.result()
    assert converted == truth
    assert json.dumps(converted, separators=(",", ":"), ensure_ascii=False).encode() == expected
    generic = gridwords.Game.from_log(log)
    assert generic.result() == truth
    assert generic.result_json().encode() == expected
    assert gridwords.verify(log, converted)


@pytest.mark.parametrize("log_path", V2, ids=name)
def test_vector_plays_again_through_both_paths(log_path):
    """The log's actions, played live: once as JSON actions on the generic
    game, once through hunt.Game's typed calls. Both give the expected
    result bytes and the same log back."""
    expected = expected_of(log_path).decode()
    log_text = log_path.read_text(encoding="utf-8")
    log = json.loads(log_text)
    assert log["version"] == 2 and log["game"] == "hunt" and log["lexicon"] == "embedded"
    config, created = log["config"], log["created_ms"]

    generic = gridwords.Game(json.dumps({"game": "hunt", **config}), created)
    typed = hunt.Game(
        config["seats"],
        config["seed"],  # the "0x" + 16 hex digits string the log carries
        created,
        **{k: v for k, v in config.items() if k not in ("seats", "seed")},
    )
    assert generic.config() == {"game": "hunt", **config}
    for a in log["actions"]:
        action = {k: v for k, v in a.items() if k not in ("seq", "at_ms")}
        got = generic.act(action, a["at_ms"])
        seat, at = a["seat"], a["at_ms"]
        if a["action"] == "ready":
            want = typed.ready(seat, at)
        elif a["action"] == "submit":
            want = typed.submit(seat, a["word"], at)
        else:
            assert a["action"] == "resign"
            want = typed.resign(seat, at)
        assert got == want
    assert generic.advance(log["until_ms"]) == typed.advance(log["until_ms"])
    assert generic.is_over and typed.is_over
    assert generic.result_json() == typed.result_json() == expected
    assert generic.log() == typed.log() == log_text
