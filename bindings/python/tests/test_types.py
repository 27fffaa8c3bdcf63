"""gridwords.types against what the engine really returns: every event,
view, result, config and log of games of each kind, through the typed
and the generic calls, is checked at runtime against the TypedDict the
stubs promise for it, key by key (no key missing or unknown, every value
of its type, every tag one of its Literals). The TypedDicts are generated
from the Rust types (tools/gen_pytypes.py); this shows the translation
right on real values, so a type checker's reading of a host's code holds
at runtime."""

import json
import types
import typing

import pytest

import gridwords
from gridwords import duel, hunt, solo
from gridwords import types as gt


def conforms(value, tp, where="value"):
    """Raises AssertionError, naming the path, unless `value` is a `tp`."""
    origin = typing.get_origin(tp)
    if origin is typing.Union or isinstance(tp, types.UnionType):
        errors = []
        for member in typing.get_args(tp):
            try:
                conforms(value, member, where)
                return
            except AssertionError as e:
                errors.append(str(e))
        raise AssertionError(f"{where}: {value!r} is none of {tp}: {errors}")
    if origin is typing.Literal:
        assert value in typing.get_args(tp), f"{where}: {value!r} not in {tp}"
        return
    if origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        (item,) = typing.get_args(tp)
        for i, v in enumerate(value):
            conforms(v, item, f"{where}[{i}]")
        return
    if origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not a dict"
        key, item = typing.get_args(tp)
        for k, v in value.items():
            conforms(k, key, f"{where} key {k!r}")
            conforms(v, item, f"{where}[{k!r}]")
        return
    if typing.is_typeddict(tp):
        assert isinstance(value, dict), f"{where}: {value!r} is not a dict ({tp.__name__})"
        keys = set(value)
        missing = tp.__required_keys__ - keys
        unknown = keys - tp.__required_keys__ - tp.__optional_keys__
        assert not missing, f"{where}: {tp.__name__} lacks {sorted(missing)}"
        assert not unknown, f"{where}: {tp.__name__} has no {sorted(unknown)}"
        hints = typing.get_type_hints(tp)
        for k, v in value.items():
            conforms(v, hints[k], f"{where}[{k!r}]")
        return
    if tp is type(None) or tp is None:
        assert value is None, f"{where}: {value!r} is not None"
        return
    if tp is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        assert ok, f"{where}: {value!r} is not a float"
        return
    if tp is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        assert ok, f"{where}: {value!r} is not an int"
        return
    assert tp in (str, bool), f"{where}: no check for {tp}"
    assert isinstance(value, tp), f"{where}: {value!r} is not a {tp.__name__}"


def each(events, tp, where):
    conforms(events, list[tp], where)
    return events


def test_the_checker_catches_what_it_should():
    good = {"type": "ready", "seat": 0, "at_ms": 5}
    conforms(good, gt.HuntEvent)
    for bad in (
        {**good, "type": "nope"},
        {**good, "seat": "0"},
        {**good, "seat": True},
        {**good, "extra": 1},
        {"type": "ready", "seat": 0},
    ):
        with pytest.raises(AssertionError):
            conforms(bad, gt.HuntEvent)
    # total=False: an optional key may be absent, but not of another type.
    conforms({"seats": ["human", "bot"], "seed": 1}, gt.HuntConfig)
    with pytest.raises(AssertionError):
        conforms({"seats": ["human"], "seed": 1, "round_ms": "1"}, gt.HuntConfig)


def test_every_name_is_exported_and_every_class_a_typeddict():
    assert set(gt.__all__) <= set(dir(gt))
    assert "AnyEvent" in gt.__all__ and "HuntView" in gt.__all__
    for name in gt.__all__:
        obj = getattr(gt, name)
        if isinstance(obj, type):
            assert typing.is_typeddict(obj), name
    # The float the TypeScript cannot tell from an int, read from the Rust.
    assert typing.get_type_hints(gt.SoloRating)["rating"] == float | None
    assert gt.HuntConfig.__optional_keys__ == {
        "round_ms",
        "countdown_ms",
        "move_deadline_ms",
        "points",
        "bot_rules",
    }


def check_game(g, event, view, result, config, log):
    conforms(g.view(), view, "view()")
    for seat in range(g.seat_count):
        conforms(g.view(seat), view, f"view({seat})")
    r = g.result()
    if r is not None:
        conforms(r, result, "result()")
        conforms(json.loads(g.result_json()), result, "result_json()")
    conforms(g.config(), config, "config()")
    conforms(json.loads(g.log()), log, "log()")
    generic = gridwords.Game.from_log(g.log())
    conforms(generic.view(None), gt.AnyView, "Game.view")
    conforms(generic.config(), gt.AnyConfig, "Game.config")
    if r is not None:
        conforms(generic.result(), gt.AnyResult, "Game.result")
        conforms(gridwords.replay(g.log()), gt.AnyResult, "gridwords.replay")


def test_word_grid_shapes():
    ev = gt.HuntEvent
    g = hunt.Game(["human", "bot"], 42, 0, round_ms=20_000)
    check_game(g, ev, gt.HuntView, gt.HuntGameResult, gt.AnyConfigHunt, gt.HuntLog)
    seen = each(g.ready(0, 100), ev, "ready")
    seen += each(g.advance(3_100), ev, "advance")
    for i, word in enumerate(list(hunt.solve(g.tray))[:6] + ["zzzz", "no"]):
        seen += each(g.submit(0, word, 3_200 + 100 * i), ev, "submit")
    check_game(g, ev, gt.HuntView, gt.HuntGameResult, gt.AnyConfigHunt, gt.HuntLog)
    seen += each(g.play_out(), ev, "play_out")
    check_game(g, ev, gt.HuntView, gt.HuntGameResult, gt.AnyConfigHunt, gt.HuntLog)
    for viewer in (0, 1, None):
        each(g.events_for(seen, viewer), ev, "events_for")
    conforms(hunt.replay(g.log()), gt.HuntGameResult, "hunt.replay")
    # Forfeits and resignations, through the generic calls.
    g2 = gridwords.Game({"game": "hunt", "seats": ["human"] * 3, "seed": 3}, 0)
    seen += each(g2.act({"action": "ready", "seat": 0}, 10), gt.AnyEvent, "act")
    seen += each(g2.act({"action": "resign", "seat": 1}, 20), gt.AnyEvent, "act")
    seen += each(g2.play_out(), gt.AnyEvent, "play_out")
    check_game(g2, gt.AnyEvent, gt.HuntView, gt.HuntGameResult, gt.AnyConfigHunt, gt.HuntLog)
    kinds = {e["type"] for e in seen}
    assert {"ready", "countdown", "round_open", "accepted", "miss", "game_over"} <= kinds
    assert {"resigned", "forfeited"} <= kinds, kinds
    conforms(json.loads(hunt.solve_json(g.tray)), gt.HuntSolution, "solve_json")


def test_wordgrid_shapes():
    ev = gt.DuelEvent
    g = duel.Game(["human", "human"], 42, 0, stake=500)
    seen = each(g.play(0, 6, "a", "ha", 1_000), ev, "play")
    seen += each(g.play(1, 16, "e", [11, 16], 3_000), ev, "play by path")
    seen += each(g.offer_draw(0, 4_000), ev, "offer_draw")
    seen += each(g.decline_draw(1, 5_000), ev, "decline_draw")
    seen += each(g.offer_draw(1, 6_000), ev, "offer_draw")
    check_game(g, ev, gt.DuelView, gt.DuelGameResult, gt.AnyConfigDuel, gt.DuelLog)
    seen += each(g.accept_draw(0, 7_000), ev, "accept_draw")
    check_game(g, ev, gt.DuelView, gt.DuelGameResult, gt.AnyConfigDuel, gt.DuelLog)
    assert g.result()["settlement"] is not None
    bots = duel.Game(["bot:easy", "human"], 5, 0, clock_ms=60_000)
    seen += each(bots.play_out(), ev, "play_out")
    check_game(bots, ev, gt.DuelView, gt.DuelGameResult, gt.AnyConfigDuel, gt.DuelLog)
    conforms(duel.best_moves(duel.START_BOARD, ["sheep"], 5), list[gt.DuelScored])
    conforms(duel.replay(g.log()), gt.DuelGameResult, "duel.replay")
    resigned = duel.Game(["human", "human"], 1, 0)
    seen += each(resigned.resign(1, 10), ev, "resign")
    kinds = {e["type"] for e in seen}
    assert {"move", "draw_offered", "draw_declined", "resigned", "game_over"} <= kinds, kinds


def test_solo_shapes():
    ev = gt.SoloEvent
    g = solo.Game(42, 0)
    check_game(g, ev, gt.SoloView, gt.SoloGameResult, gt.AnyConfigSolo, gt.SoloLog)
    best = solo.best_swaps(g, 3)
    conforms(best, list[gt.SoloScored], "best_swaps")
    seen = each(g.swap(best[0]["a"], best[0]["b"], 1_000), ev, "swap")
    conforms(g.cells, list[gt.SoloCellState], "cells")
    seen += each(g.finish(2_000), ev, "finish")
    check_game(g, ev, gt.SoloView, gt.SoloGameResult, gt.AnyConfigSolo, gt.SoloLog)
    conforms(solo.replay(g.log()), gt.SoloGameResult, "solo.replay")
    for scores in ([], [10, 20, 30], [7]):
        conforms(solo.rating(scores), gt.SoloRating, "rating")
    assert {e["type"] for e in seen} == {"swap", "game_over"}


def test_the_hand_written_shapes():
    # gridwords.types re-exports them (tools/gen_pytypes.py writes the
    # import); each is held here to what the runtime gives.
    from gridwords import _handwritten_types

    for name in _handwritten_types.__all__:
        assert name in gt.__all__ and getattr(gt, name) is getattr(_handwritten_types, name)
    shipped = gridwords.Lexicon.default()
    conforms(shipped.manifest, gt.LexiconManifest, "shipped manifest")
    assert set(shipped.manifest) == gt.LexiconManifest.__required_keys__ | (
        gt.LexiconManifest.__optional_keys__ - {"source"}
    )
    assert shipped.manifest["list_sha256"] == shipped.fingerprint
    assert sum(shipped.manifest["words_by_length"].values()) == len(shipped)
    for lex, source in (
        (gridwords.Lexicon.from_words(["cat", "dogs"]), "from_words"),
        (gridwords.Lexicon.from_bytes(shipped.to_bytes()), "from_bytes"),
    ):
        conforms(lex.manifest, gt.LexiconManifest, source)
        assert lex.manifest["source"] == source
        assert set(lex.manifest) == gt.LexiconManifest.__required_keys__ | {"source"}
        assert lex.manifest["total_words"] == len(lex)
    # The bot levels: the core's list, in its order (a union of one-value
    # Literals, as the generated aliases are spelled).
    levels = tuple(v for m in typing.get_args(gt.DuelLevel) for v in typing.get_args(m))
    assert levels == gridwords._core.DUEL_LEVELS == ("easy", "medium", "hard")
    from gridwords import analysis

    assert analysis.Level is gt.DuelLevel and analysis.LEVELS == levels
