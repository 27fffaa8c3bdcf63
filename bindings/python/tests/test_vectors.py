"""The shared replay vectors: every log in tests/vectors/hunt replays to its
result file byte for byte (the same bytes Rust, C and Node produce)."""

import json
import pathlib

import pytest

from gridwords import hunt

REPO = pathlib.Path(__file__).resolve().parents[3]
VECTORS = sorted((REPO / "tests" / "vectors" / "hunt").glob("*.log.json"))


def test_there_are_at_least_twelve():
    assert len(VECTORS) >= 12


@pytest.mark.parametrize("log_path", VECTORS, ids=lambda p: p.name.removesuffix(".log.json"))
def test_vector_replays_byte_for_byte(log_path):
    expected = log_path.with_name(log_path.name.replace(".log.json", ".result.json")).read_text()
    log = log_path.read_text()
    assert hunt.replay_json(log) == expected
    assert hunt.replay(log) == json.loads(expected)
