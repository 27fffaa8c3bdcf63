"""The shared replay vectors, every folder of tests/vectors (hunt, hunt-v1,
duel, solo, and a new game's folder without a line here): each log replays
to its result file byte for byte, the same bytes Rust, C and Node produce,
through its game's module and the generic surface; it verifies and a
changed result does not; rebuilt every way (the generic class, the typed
class, ``gridwords.from_log``) it is over with that result, its result dict
(converted from the engine's values, not through JSON) equals the file,
and its snapshot restores through ``gridwords.restore`` to the typed class.

Then each game's logs are played again live through its typed calls
(Word Grid's here, Wordgrid's and Sóló's in test_duel.py and test_solo.py).
"""

import json
import pathlib
import typing

import pytest

import gridwords
from gridwords import hunt

REPO = pathlib.Path(__file__).resolve().parents[3]
ROOT = REPO / "tests" / "vectors"
FOLDERS = sorted(p.name for p in ROOT.iterdir() if p.is_dir())
ALL = sorted(p for f in FOLDERS for p in (ROOT / f).glob("*.log.json"))
V2 = sorted((ROOT / "hunt").glob("*.log.json"))
MODULES = {"hunt": gridwords.hunt, "duel": gridwords.duel, "solo": gridwords.solo}


def expected_of(log_path: pathlib.Path) -> bytes:
    return (
        log_path.with_name(log_path.name.replace(".log.json", ".result.json"))
        .read_bytes()
        .rstrip(b"\n")
    )


def lexicon_of(log_path: pathlib.Path) -> gridwords.Lexicon | None:
    words = log_path.with_name(log_path.name.replace(".log.json", ".words.txt"))
    return gridwords.Lexicon.from_words(words.read_text().split()) if words.exists() else None


def name(p: pathlib.Path) -> str:
    return f"{p.parent.name}/{p.name.removesuffix('.log.json')}"


def test_every_folder_is_read_and_every_game_has_vectors():
    assert len(FOLDERS) >= 4, FOLDERS
    for folder in FOLDERS:
        assert len(list((ROOT / folder).glob("*.log.json"))) >= 4, folder
    games = {json.loads(p.read_text())["game"] for p in ALL}
    assert games == set(typing.get_args(gridwords.GameName)) == set(MODULES)
    for p in ALL:
        assert p.with_name(p.name.replace(".log.json", ".result.json")).exists(), p
    assert any("folded_input" in p.name for p in V2)


@pytest.mark.parametrize("log_path", ALL, ids=name)
def test_vector_replays_byte_for_byte(log_path):
    expected = expected_of(log_path)
    log = log_path.read_text(encoding="utf-8")
    lex = lexicon_of(log_path)
    game = json.loads(log)["game"]
    module = MODULES[game]
    if lex is not None:
        with pytest.raises(gridwords.Error) as info:
            gridwords.replay_json(log)
        # The log pins its list: the shipped one is another.
        assert info.value.code == "LEXICON_MISMATCH"
    # The JSON bytes, through the game's module and the generic replay.
    assert module.replay_json(log, lexicon=lex).encode() == expected
    assert gridwords.replay_json(log, lexicon=lex).encode() == expected
    assert gridwords.verify(log, expected.decode(), lexicon=lex)
    other = json.loads(expected)
    other["seed"] = (
        "0x0000000000000001" if other["seed"] != "0x0000000000000001" else "0x0000000000000002"
    )
    assert not gridwords.verify(log, other, lexicon=lex)

    # The Python objects: the typed result dict is converted from the
    # engine's values directly (not through JSON), so compare it with what
    # json.loads makes of the expected bytes, and write it back to the
    # same bytes (same keys, same order, same values).
    truth = json.loads(expected)
    for g in (
        module.Game.from_log(log, lexicon=lex),
        gridwords.Game.from_log(log, lexicon=lex),
        gridwords.from_log(log, lexicon=lex),
    ):
        assert g.game == game and g.is_over
        assert g.result_json().encode() == expected
        converted = g.result()
        assert converted == truth
        assert json.dumps(converted, separators=(",", ":"), ensure_ascii=False).encode() == expected
        again = gridwords.restore(g.snapshot(), lexicon=lex)
        assert isinstance(again, module.Game)
        assert again.result_json() == g.result_json() and again.log() == g.log()
    assert module.replay(log, lexicon=lex) == truth
    # Not another game's log.
    for other_game, other_module in MODULES.items():
        if other_game != game:
            with pytest.raises(gridwords.Error) as info:
                other_module.replay_json(log, lexicon=lex)
            assert info.value.code == "WRONG_GAME"


@pytest.mark.parametrize("log_path", V2, ids=name)
def test_vector_plays_again_through_both_paths(log_path):
    """The log's actions, played live: once as JSON actions on the generic
    game, once through hunt.Game's typed calls. Both give the expected
    result bytes and the same log back."""
    expected = expected_of(log_path).decode()
    log_text = log_path.read_text(encoding="utf-8")
    log = json.loads(log_text)
    assert log["version"] == 4 and log["game"] == "hunt" and log["lexicon"] == "embedded"
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
    # The log as parsed JSON: a field added with its default is no change.
    assert generic.log() == typed.log()
    assert json.loads(generic.log()) == log


SNAPSHOTS = REPO / "tests" / "snapshots"
CURRENT = json.loads((SNAPSHOTS / "current.json").read_text())
GOLDEN = sorted(SNAPSHOTS.glob("*-format*.snap"))


def test_every_game_has_a_current_golden_snapshot():
    assert set(CURRENT) == set(typing.get_args(gridwords.GameName))
    assert {p.name.split("-")[0] for p in GOLDEN} == set(CURRENT)


@pytest.mark.parametrize("snap", GOLDEN, ids=lambda p: p.name)
def test_golden_snapshot_restores_to_the_game_of_its_log(snap):
    """Every snapshot format and state version a build has written (one
    game of each kind, tests/snapshots) restores to today's game of that
    kind: its log and snapshot are what this build writes (current.json,
    written by the core's test, names them); a Word Grid bot game of state
    version 1 keeps the bot rules it was played by."""
    game = snap.name.split("-")[0]
    # One that breaks a rule every record is held to (current.json's
    # "refused": a stake against a bot) is refused, naming the rule.
    why = CURRENT[game]["refused"].get(snap.name)
    if why is not None:
        for restore in (gridwords.Game.restore, MODULES[game].Game.restore, gridwords.restore):
            with pytest.raises(gridwords.Error) as err:
                restore(snap.read_bytes())
            assert err.value.code == "INVALID_SNAPSHOT" and why in str(err.value)
        return
    log = json.loads((SNAPSHOTS / CURRENT[game]["log"]).read_text())
    today = (SNAPSHOTS / CURRENT[game]["snapshot"]).read_bytes()
    if game == "hunt" and ("-v" not in snap.name or "-v1." in snap.name):
        # A Word Grid bot game from before `bot_rules` (state version 1) is
        # today's game under bot rules 1, as it was played.
        log["config"]["bot_rules"] = 1
        today = gridwords.from_log(json.dumps(log)).snapshot()
    for g in (
        gridwords.Game.restore(snap.read_bytes()),
        MODULES[game].Game.restore(snap.read_bytes()),
        gridwords.restore(snap.read_bytes()),
    ):
        assert g.game == game
        assert json.loads(g.log()) == log
        assert g.snapshot() == today
