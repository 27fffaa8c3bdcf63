"""Each game's options come from the core's declaration (gridwords.options):
the typed constructors take them by position after ``now_ms`` or by
keyword, knowing none themselves; each default is what a config that
leaves the option out gets; a name the core does not declare is a
TypeError naming the ones it does, and a value out of range the core's
INVALID_CONFIG."""

import json
import pathlib

import pytest

import gridwords
from gridwords import duel, hunt, solo

REQUIRED = {
    "hunt": (["human", "human"], 1),
    "duel": (["human", "human"], 1),
    "solo": (1,),
}
CLASSES = {"hunt": hunt.Game, "duel": duel.Game, "solo": solo.Game}
REPO = pathlib.Path(__file__).resolve().parents[3]


def test_the_declared_options():
    # tests/options.json is the core's declaration (its test writes it).
    declared = json.loads((REPO / "tests" / "options.json").read_text())
    assert {g: gridwords.options(g) for g in REQUIRED} == declared
    with pytest.raises(gridwords.Error) as info:
        gridwords.options("chess")
    assert info.value.code == "UNKNOWN_GAME"


@pytest.mark.parametrize("game", list(REQUIRED))
def test_defaults_and_ranges_are_the_cores(game):
    cls = CLASSES[game]
    config = cls(*REQUIRED[game], 0).config()
    for o in gridwords.options(game):
        assert config[o["name"]] == o["default"], o["name"]
        assert o["name"] in cls.__doc__
        if o["type"] != "whole":
            continue
        with pytest.raises(gridwords.Error) as info:
            cls(*REQUIRED[game], 0, **{o["name"]: o["max"] + 1})
        assert info.value.code == "INVALID_CONFIG"
        assert info.value.message == f"{o['name']} {o['max'] + 1} is not in {o['min']}..={o['max']}"


def test_by_position_by_keyword_and_unknown_names():
    # Wordgrid's stake and start word by position, as before the options
    # were declared; the clock by keyword.
    g = duel.Game(["human", "human"], 1, 0, 500, "Sheep", clock_ms=None)
    assert (g.config()["stake"], g.config()["start_word"]) == (500, "Sheep")
    g = hunt.Game(["human", "human"], 1, 0, round_ms=60_000)
    assert g.config()["round_ms"] == 60_000
    with pytest.raises(TypeError, match="round_ms, countdown_ms, move_deadline_ms, points"):
        hunt.Game(["human", "human"], 1, 0, roundms=60_000)
    with pytest.raises(TypeError, match="multiple values for argument 'stake'"):
        duel.Game(["human", "human"], 1, 0, 500, stake=5)
    with pytest.raises(TypeError, match="no options"):
        solo.Game(1, 0, 5)
    assert solo.CLOCK_MS == 300_000
