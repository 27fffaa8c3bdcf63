"""Progress and Ctrl-C for the batch calls (``score_many``, ``solve_many``).

``progress(done, total)`` is called from the calling thread a few times a
second and once at the end; Ctrl-C raises ``KeyboardInterrupt`` within the
issue's 0.5 s (the watcher checks for signals every 100 ms, a chunk of work
takes about a millisecond); an exception from ``progress`` stops the batch
and is raised. Small batches without ``progress`` run as before.
"""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

import gridwords
from gridwords import hunt

TRAYS = [hunt.deal(s) for s in range(5_000)]


@pytest.mark.parametrize("call", [hunt.score_many, hunt.solve_many])
def test_progress_reaches_the_total_from_the_calling_thread(call):
    seen: list[tuple[int, int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total, threading.get_ident()))

    got = call(TRAYS, threads=1, progress=progress)
    assert got == call(TRAYS, threads=1)
    assert seen, "progress was never called"
    assert seen[-1][:2] == (len(TRAYS), len(TRAYS))
    assert all(t == len(TRAYS) for _, t, _ in seen)
    assert [d for d, _, _ in seen] == sorted(d for d, _, _ in seen)
    assert {i for _, _, i in seen} == {threading.get_ident()}


def test_progress_is_called_a_few_times_a_second():
    calls: list[float] = []
    trays = TRAYS * 64  # about a second and a half on one thread
    start = time.perf_counter()
    hunt.score_many(trays, threads=1, progress=lambda d, t: calls.append(time.perf_counter()))
    took = time.perf_counter() - start
    assert len(calls) <= took / 0.25 + 2, (len(calls), took)
    assert len(calls) >= 2


def test_an_exception_in_progress_stops_the_batch_and_is_raised():
    seen = []

    def progress(done, total):
        seen.append(done)
        raise ValueError("stop here")

    with pytest.raises(ValueError, match="stop here"):
        hunt.solve_many(TRAYS * 20, threads=1, progress=progress)
    assert len(seen) == 1 and seen[0] < len(TRAYS) * 20


def test_progress_must_be_callable():
    with pytest.raises(TypeError, match="progress must be a callable"):
        hunt.score_many(TRAYS[:3], progress=3)


@pytest.mark.parametrize("call", [hunt.score_many, hunt.solve_many])
@pytest.mark.usefixtures("default_sigint")
def test_ctrl_c_stops_a_long_call_within_half_a_second(call):
    trays = TRAYS * 200  # a million trays: seconds on one thread
    sent: list[float] = []

    def interrupt():
        time.sleep(0.3)
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=interrupt, daemon=True).start()
    with pytest.raises(KeyboardInterrupt):
        call(trays, threads=1)
    late = time.perf_counter() - sent[0]
    assert late < 0.5, f"KeyboardInterrupt {late:.3f} s after SIGINT"


def test_deal_many_and_count_many_match_one_at_a_time():
    np = pytest.importorskip("numpy")
    seeds = np.arange(600, dtype=np.uint64).reshape(20, 30) * 7919
    trays = hunt.deal_many(seeds, threads=2)
    assert trays.dtype == np.dtype("S16") and trays.shape == (20, 30)
    assert trays[3, 4].decode() == hunt.deal(int(seeds[3, 4]))
    # Any iterable of seeds (int, numpy integer or str) gives a 1-d array.
    assert hunt.deal_many([1, np.int64(2), "0x3"]).tolist() == [
        hunt.deal(s).encode() for s in (1, 2, 3)
    ]
    words, longest = hunt.count_many(trays)
    assert words.dtype == np.uint32 and longest.dtype == np.uint8
    assert words.shape == longest.shape == (20, 30)
    found = hunt.solve(trays[3, 4].decode())
    assert words[3, 4] == len(found)
    assert longest[3, 4] == max(len(w) for w in found)
    w1, l1 = hunt.count_many([t.decode() for t in trays.ravel()[:5]])
    assert w1.shape == (5,) and w1.tolist() == words.ravel()[:5].tolist()
    for bad, error in (("42", TypeError), ([-1], gridwords.Error), ([1.5], gridwords.Error)):
        with pytest.raises(error):
            hunt.deal_many(bad)


def test_a_uint8_matrix_of_letter_codes_is_a_batch_of_trays():
    np = pytest.importorskip("numpy")
    trays = [hunt.deal(s) for s in range(6)]
    ascii_ = np.frombuffer("".join(trays).encode(), dtype=np.uint8).reshape(2, 3, 16)
    codes = ascii_ - ord("a")
    want = np.array(hunt.score_many(trays)).reshape(2, 3)
    for m in (ascii_, codes, codes.astype(np.int8)):
        got = hunt.score_many(m)
        assert got.shape == (2, 3) and got.tolist() == want.tolist()
        words, _ = hunt.count_many(m)
        assert words.shape == (2, 3)
    # 0-25 and ASCII do not mix; nothing else is a letter.
    mixed = codes.copy()
    mixed[1, 2, 0] = ord("a")
    with pytest.raises(gridwords.Error) as info:
        hunt.score_many(mixed)
    # One value outside 0-25: the matrix reads as ASCII, and trays[0] holds 3.
    assert info.value.code == "INVALID_TRAY" and "trays[0]" in str(info.value)


def test_play_out_runs_a_bot_game_to_its_end():
    from gridwords import duel

    g = duel.Game(["bot:medium", "bot:easy"], 4, 0)
    events = g.play_out()
    assert g.is_over and events[-1]["type"] == "game_over"
    twin = duel.Game(["bot:medium", "bot:easy"], 4, 0)
    twin.advance(10**8)
    assert g.result_json() == twin.result_json()
    assert g.play_out() == []
    solo = gridwords.Game({"game": "solo", "seed": 4}, 0)
    # Sóló with no swap: the clock ends it, and a game without a move is
    # cancelled (not counted).
    assert solo.play_out()[-1]["reason"] == "cancelled"
