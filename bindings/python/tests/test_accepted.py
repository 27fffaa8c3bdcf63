"""The cross-language table of accepted inputs (tests/errors/accepted.json,
written by core/tests/accepted.rs): every config `gridwords.Game` takes
gives back the table's `config` and spectator `view`, and every action
`act` takes returns the table's `events` and leaves its `view`, the same as
in the core, C, the CLI and Node. Compared as parsed values (dicts), never
as text, so a new defaulted field is one rewrite of the table.

A `new` row also goes through its game's typed constructor (`hunt.Game`,
`duel.Game`, `solo.Game`) with the row's options as keyword arguments,
which gives the same config and view. An input given as a string is sent
as that text (the typed constructor gets its parsed fields)."""

import json
import pathlib

import pytest

import gridwords
from gridwords import duel, hunt, solo

TABLE = pathlib.Path(__file__).resolve().parents[3] / "tests" / "errors" / "accepted.json"
ROWS = json.loads(TABLE.read_text(encoding="utf-8"))
NEW = [r for r in ROWS if r["call"] == "new"]
ACT = [r for r in ROWS if r["call"] == "act"]


def fields(row):
    """The row's config as a dict, parsed when given as text."""
    i = row["input"]
    return json.loads(i) if isinstance(i, str) else dict(i)


def test_the_table_is_read():
    assert len(ROWS) >= 15
    assert len(NEW) + len(ACT) == len(ROWS)


@pytest.mark.parametrize("row", NEW, ids=[r["name"] for r in NEW])
def test_a_config_gives_the_cores_config_and_view(row):
    g = gridwords.Game(row["input"], row["now"])
    assert g.config() == row["config"]
    assert g.view(None) == row["view"]


@pytest.mark.parametrize("row", NEW, ids=[r["name"] for r in NEW])
def test_the_typed_constructor_gives_the_same_config(row):
    config = fields(row)
    game = config.pop("game")
    seed = config.pop("seed")
    now = row["now"]
    if game == "solo":
        g = solo.Game(seed, now, **config)
    else:
        seats = config.pop("seats")
        g = {"hunt": hunt.Game, "duel": duel.Game}[game](seats, seed, now, **config)
    assert g.config() == row["config"]
    assert g.view(None) == row["view"]


@pytest.mark.parametrize("row", ACT, ids=[r["name"] for r in ACT])
def test_an_action_gives_the_cores_events_and_view(row):
    g = gridwords.Game(row["config"], 0)
    for action, at in row.get("before", []):
        g.act(action, at)
    assert g.act(row["input"], row["now"]) == row["events"]
    assert g.view(None) == row["view"]
