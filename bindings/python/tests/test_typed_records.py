"""gridwords.restore and gridwords.from_log: a snapshot or log of a game the
host does not know comes back as its game's typed class, in the state the
record holds; bad records get the core's codes, the same as through
gridwords.Game.restore / from_log."""

import json
import pickle
import typing
import zlib

import pytest

import gridwords
from gridwords import Lexicon, duel, hunt, solo

WORDS = ["sheep", "shee", "ash", "has", "hash", "she", "hes", "he", "ah", "ha"]


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    e = info.value
    assert e.code == code, str(e)
    assert e.number == gridwords.error_codes()[code]
    assert str(e) == f"{code}: {e.message}"
    return e


def hunt_midway():
    """A live Word Grid round, a word in."""
    g = hunt.Game(["human", "bot"], 11, 0)
    g.ready(0, 1_000)
    g.advance(5_000)
    word = next(iter(hunt.solve(g.tray)))
    g.submit(0, word, 6_000)
    return g, 6_000


def duel_midway():
    """A live Wordgrid game, one move played (against the easy bot, whose
    reply falls due on the clock)."""
    g = duel.Game(["human", "bot:easy"], 5, 0)
    cell, letter, _path, word = duel.legal_moves(g.board, g.played)[0]
    g.play(0, cell, letter, word, 2_000)
    return g, 2_000


def solo_midway():
    """A live Sóló game, its best swap made."""
    g = solo.Game(9, 0)
    best = solo.best_swaps(g, 1)[0]
    g.swap(best["a"], best["b"], 3_000)
    return g, 3_000


GAMES = [hunt_midway, duel_midway, solo_midway]


def same_game(a, b, now_ms):
    """The same state, and the same future on the same clock."""
    assert type(a) is type(b)
    assert a.game == b.game
    assert a.snapshot() == b.snapshot()
    assert a.view() == b.view()
    assert a.view(0) == b.view(0)
    assert a.next_due == b.next_due is not None
    later = a.next_due
    assert later > now_ms
    assert a.advance(later) == b.advance(later)
    assert a.view(0) == b.view(0)
    assert a.advance(later + 10**7) == b.advance(later + 10**7)
    assert a.is_over and b.is_over
    assert a.result() == b.result() is not None


@pytest.mark.parametrize("make", GAMES, ids=lambda f: f.__name__)
def test_a_snapshot_comes_back_as_its_typed_class(make):
    g, now = make()
    back = gridwords.restore(g.snapshot())
    assert type(back) is type(g) and isinstance(back, gridwords.Game)
    assert isinstance(back, gridwords.TypedGame)
    # The typed calls reach it: no WRONG_GAME.
    assert back.view(0) == g.view(0)
    twin = pickle.loads(pickle.dumps(back))
    assert type(twin) is type(g)
    same_game(back, g, now)
    same_game(twin, make()[0], now)


@pytest.mark.parametrize("make", GAMES, ids=lambda f: f.__name__)
def test_a_log_comes_back_as_its_typed_class(make):
    g, now = make()
    back = gridwords.from_log(g.log())
    assert type(back) is type(g)
    assert back.log() == g.log()
    same_game(back, g, now)


def test_each_game_gets_its_own_class_and_name():
    for make, cls, name in [
        (hunt_midway, hunt.Game, "hunt"),
        (duel_midway, duel.Game, "duel"),
        (solo_midway, solo.Game, "solo"),
    ]:
        g, _ = make()
        assert type(gridwords.restore(g.snapshot())) is cls
        assert type(gridwords.from_log(g.log())) is cls
        # A game made through the generic class comes back typed too.
        generic = gridwords.Game.restore(g.snapshot())
        assert type(generic) is gridwords.Game
        assert type(gridwords.restore(generic.snapshot())) is cls
        assert type(gridwords.from_log(generic.log())) is cls
        assert g.game == generic.game == name


def test_the_typed_union_is_every_typed_class():
    typed = set(typing.get_args(gridwords.TypedGame))
    assert typed == {hunt.Game, duel.Game, solo.Game}
    assert typed == set(gridwords.Game.__subclasses__())
    names = {make()[0].game for make in GAMES}
    assert names == set(typing.get_args(gridwords.GameName))


def test_a_custom_lexicon_is_passed_on():
    lex = Lexicon.from_words(WORDS)
    g = duel.Game(["human", "human"], 1, 0, lexicon=lex)
    g.play(0, 6, "a", "ha", 1_000)
    snap, log = g.snapshot(), g.log()
    for call, record in [(gridwords.restore, snap), (gridwords.from_log, log)]:
        # Without the list it was played with, the core refuses it as the
        # generic class does.
        with pytest.raises(gridwords.Error) as typed_err:
            call(record)
        generic = gridwords.Game.restore if call is gridwords.restore else gridwords.Game.from_log
        with pytest.raises(gridwords.Error) as generic_err:
            generic(record)
        assert str(typed_err.value) == str(generic_err.value)
        back = call(record, lexicon=lex)
        assert type(back) is duel.Game
        assert back.snapshot() == snap
        assert back.played == g.played


def forged(snap: bytes, name: bytes) -> bytes:
    """A well-framed Word Grid snapshot (good checksum) that names another game."""
    assert snap[:6] == b"GWSNAP" and snap[7] == 4 and snap[8:12] == b"hunt"
    body = snap[:7] + bytes([len(name)]) + name + snap[12:-4]
    return body + zlib.crc32(body).to_bytes(4, "little")


def test_bad_snapshots_get_the_cores_codes():
    snap = hunt_midway()[0].snapshot()
    damaged = bytearray(snap)
    damaged[len(snap) // 2] ^= 0xFF
    for data, code in [
        (b"garbage", "INVALID_SNAPSHOT"),
        (b"", "INVALID_SNAPSHOT"),
        (snap[:-1], "INVALID_SNAPSHOT"),
        (bytes(damaged), "INVALID_SNAPSHOT"),
        (forged(snap, b"go"), "UNKNOWN_GAME"),
        # Framed as Wordgrid over a Word Grid body: not a Wordgrid snapshot.
        (forged(snap, b"duel"), "INVALID_SNAPSHOT"),
    ]:
        e = expect_error(code, gridwords.restore, data)
        generic = expect_error(code, gridwords.Game.restore, data)
        assert e.message == generic.message
    with pytest.raises(TypeError):
        gridwords.restore("not bytes")


def test_bad_logs_get_the_cores_codes():
    log = json.loads(duel_midway()[0].log())
    unknown = json.dumps({**log, "game": "go"})
    for text, code in [
        (unknown, "UNKNOWN_GAME"),
        ("{", "INVALID_LOG"),
        (json.dumps({**log, "game": "hunt"}), "INVALID_LOG"),
    ]:
        e = expect_error(code, gridwords.from_log, text)
        generic = expect_error(code, gridwords.Game.from_log, text)
        assert e.message == generic.message
    assert '"go"' in expect_error("UNKNOWN_GAME", gridwords.from_log, unknown).message
    expect_error("INVALID_UTF8", gridwords.from_log, json.dumps(log).replace("human", "\ud800"))
    with pytest.raises(TypeError, match="log must be a dict or a JSON str"):
        gridwords.from_log(json.dumps(log).encode())


def test_a_typed_game_names_its_game_without_the_lock():
    # The typed classes' `game` is their own getter (the stub types it as
    # the class's Literal); the generic class asks the game.
    for cls in (hunt.Game, duel.Game, solo.Game):
        assert "game" in vars(cls)
    assert "game" in vars(gridwords.Game)
