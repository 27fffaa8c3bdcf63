import json
import re
import threading
import time

import pytest

import gridwords
from gridwords import Lexicon, hunt


def test_deal_is_deterministic():
    t = hunt.deal(42)
    assert re.fullmatch(r"[a-z]{16}", t)
    assert hunt.deal(42) == t
    assert hunt.deal(1) == "oencnmirapraeapb"
    assert re.fullmatch(r"[a-z]{16}", hunt.deal(2**64 - 1))


def test_deal_takes_seeds_as_int_or_string():
    assert hunt.deal("42") == hunt.deal("0x2a") == hunt.deal("0X2A") == hunt.deal(42)
    assert hunt.deal("0xffffffffffffffff") == hunt.deal(2**64 - 1)
    assert hunt.deal("0x000000000000002a") == hunt.deal(42)  # as results write it
    for bad in (2**64, -1, 2**100, "2a", "", "0x", "-1", "18446744073709551616", 1.0):
        with pytest.raises(gridwords.Error) as info:
            hunt.deal(bad)
        assert info.value.code == "INVALID_ARGUMENT", bad
    for bad in (None, True, b"42", [1]):
        with pytest.raises(TypeError):
            hunt.deal(bad)


def test_solve_maps_words_to_first_paths():
    small = Lexicon.from_words(["cat", "act", "dog"])
    assert hunt.solve("caxxxtxxxxxxxxxx", lexicon=small) == {"act": [1, 0, 5], "cat": [0, 1, 5]}
    found = hunt.solve(hunt.deal(7))
    words = list(found)
    assert words
    for a, b in zip(words, words[1:], strict=False):
        assert len(a) > len(b) or (len(a) == len(b) and a < b)
    assert all(len(p) == len(w) for w, p in found.items())


def test_solve_json_is_the_cores_one_shape():
    for seed in (1, 7):
        tray = hunt.deal(seed)
        text = hunt.solve_json(tray)
        assert json.loads(text) == {
            "version": 1,
            "tray": tray,
            "words": [{"word": w, "path": p} for w, p in hunt.solve(tray).items()],
        }
        assert list(json.loads(text)) == ["version", "tray", "words"]
    small = Lexicon.from_words(["cat", "act", "dog"])
    assert hunt.solve_json("caxxxtxxxxxxxxxx", lexicon=small) == (
        '{"version":1,"tray":"caxxxtxxxxxxxxxx","words":'
        '[{"word":"act","path":[1,0,5]},{"word":"cat","path":[0,1,5]}]}'
    )
    with pytest.raises(gridwords.Error) as info:
        hunt.solve_json("abc")
    assert info.value.code == "INVALID_TRAY"


def test_score():
    small = Lexicon.from_words(["cat", "act", "dog"])
    assert hunt.score("caxxxtxxxxxxxxxx", points=[1] * 6, lexicon=small) == 2
    assert hunt.score("caxxxtxxxxxxxxxx", points=(5, 0, 0, 0, 0, 0), lexicon=small) == 10
    t = hunt.deal(3)
    assert hunt.score(t) == hunt.score(t, lexicon=Lexicon.default())
    with pytest.raises(gridwords.Error) as info:
        hunt.score(t, points=[1, 2, 3])
    assert info.value.code == "INVALID_POINTS"
    with pytest.raises(gridwords.Error) as info:
        hunt.solve("abcdefghijklmno1")
    assert info.value.code == "INVALID_TRAY"
    # Not a whole number 0..=2**64-1: INVALID_ARGUMENT; too large a number:
    # INVALID_POINTS (the rules' cap, at any size).
    for bad in ([-1, 1, 1, 1, 1, 1], [1.5, 1, 1, 1, 1, 1]):
        with pytest.raises(gridwords.Error) as info:
            hunt.score(t, points=bad)
        assert info.value.code == "INVALID_ARGUMENT", bad
    with pytest.raises(gridwords.Error) as info:
        hunt.score(t, points=[2**32, 1, 1, 1, 1, 1])
    assert info.value.code == "INVALID_POINTS"
    for bad in ("123456", 5, ["1", 1, 1, 1, 1, 1]):
        with pytest.raises(TypeError):
            hunt.score(t, points=bad)
    with pytest.raises(TypeError):
        hunt.solve(5)


def test_score_many_agrees_with_score():
    trays = [hunt.deal(i) for i in range(30)]
    assert hunt.score_many(trays) == [hunt.score(t) for t in trays]
    assert hunt.score_many(iter(trays), points=[1] * 6) == [
        hunt.score(t, points=[1] * 6) for t in trays
    ]
    assert hunt.score_many([]) == []
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many([trays[0], "x"])
    assert info.value.code == "INVALID_TRAY"
    assert "trays[1]" in str(info.value)


def test_score_many_releases_the_gil():
    trays = [hunt.deal(i) for i in range(4000)]
    span = {}

    def work():
        span["start"] = time.perf_counter()
        hunt.score_many(trays)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=work)
    ticks = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    start, end = span["start"], span["end"]
    quarter = (end - start) / 4
    # With the GIL held for the whole call, this thread could not run in the
    # middle of it.
    middle = [t for t in ticks if start + quarter < t < end - quarter]
    assert middle, f"no progress during a {end - start:.3f}s call"
