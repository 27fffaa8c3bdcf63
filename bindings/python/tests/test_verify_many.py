"""``gridwords.verify_many``: each verdict is the one ``verify_report``
gives that record alone, in input order, on any number of threads; one
record that cannot be judged is its own verdict; progress and Ctrl-C as
for the batch calls."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from functools import cache

import pytest

import gridwords
from gridwords.types import Verdict

KEY = bytes(range(32))


def finished(config: dict, until: int = 3_600_000) -> tuple[str, str]:
    g = gridwords.Game(config, 0)
    g.advance(until)
    return g.log(), g.result()


@cache
def hard_vs_hard(seed: int) -> tuple[str, str]:
    return finished({"game": "duel", "seats": ["bot:hard", "bot:hard"], "seed": seed})


def solo(seed: int) -> tuple[str, str]:
    return finished({"game": "solo", "seed": seed}, 300_000)


def hunt_vs_bot(seed: int) -> tuple[str, str]:
    return finished({"game": "hunt", "seats": ["human", "bot"], "seed": seed}, 600_000)


def one_by_one(records, **kw) -> list[Verdict]:
    """What each record alone gets, as a verdict."""
    out: list[Verdict] = []
    for log, result in records:
        try:
            report = gridwords.verify_report(log, result, **kw)
        except gridwords.Error as e:
            out.append({"verified": False, "code": e.code, "message": e.message})
            continue
        out.append({"verified": True} if report is None else {"verified": False, "report": report})
    return out


def test_each_verdict_is_the_records_own_in_order_on_any_threads():
    hh, s, h = hard_vs_hard(3), solo(11), hunt_vs_bot(7)
    records = [hh, s, (s[0], hh[1]), ("{not json", s[1]), h, (h[0], "{}")]
    want = one_by_one(records)
    assert [v["verified"] for v in want] == [True, True, False, False, True, False]
    assert want[2]["report"] == "the claimed result is not the log's result"
    assert want[3]["code"] == "INVALID_LOG"
    for threads in (1, 2, None):
        assert gridwords.verify_many(records, threads=threads) == want
    # Any iterable of pairs; tuples or lists.
    assert gridwords.verify_many(iter([list(s)])) == [{"verified": True}]
    assert gridwords.verify_many([]) == []


def test_the_options_are_verifys():
    hh = hard_vs_hard(3)
    assert gridwords.verify_many([hh], trust_bots=True) == [{"verified": True}]
    today = json.loads(hh[0])["version"]
    assert gridwords.verify_many([hh], min_version=today) == [{"verified": True}]
    sealed = gridwords.seal("log", hh[0], KEY, "k1")
    v = gridwords.verify_many([(sealed, hh[1]), hh], key=KEY)
    assert v[0] == {"verified": True}
    assert v[1]["code"] == "NOT_SEALED"
    with pytest.raises(gridwords.Error) as e:
        gridwords.verify_many([hh], min_version=99)
    assert e.value.code == "INVALID_ARGUMENT"
    with pytest.raises(gridwords.Error) as e:
        gridwords.verify_many([hh], threads=5000)
    assert e.value.code == "INVALID_ARGUMENT"


def test_what_is_not_a_record_is_a_type_error_naming_it():
    s = solo(1)
    with pytest.raises(TypeError, match=r"records\[1\] is not a \(log, result\) pair"):
        gridwords.verify_many([s, 5])
    with pytest.raises(TypeError, match=r"records\[0\]: .*log"):
        gridwords.verify_many([(5, s[1])])
    with pytest.raises(TypeError):
        gridwords.verify_many(5)


def test_the_verdict_type_is_the_cores_shape():
    s = solo(2)
    seen = gridwords.verify_many([s, (s[0], "{}"), ("[", "{}")])
    keys = {frozenset(v) for v in seen}
    assert keys == {
        frozenset({"verified"}),
        frozenset({"verified", "report"}),
        frozenset({"verified", "code", "message"}),
    }
    assert set().union(*keys) == set(Verdict.__annotations__)


def test_progress_reaches_the_total():
    s = solo(3)
    seen: list[tuple[int, int]] = []
    gridwords.verify_many([s] * 30, threads=2, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (30, 30)
    assert all(t == 30 and d <= 30 for d, t in seen)


@pytest.mark.usefixtures("default_sigint")
def test_ctrl_c_stops_a_batch_of_a_few_slow_records():
    # Twenty hard-vs-hard records: several seconds. Under a second after
    # the interrupt: the record being judged finishes first.
    records = [hard_vs_hard(3)] * 20
    sent: list[float] = []

    def interrupt():
        time.sleep(0.3)
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=interrupt, daemon=True).start()
    with pytest.raises(KeyboardInterrupt):
        gridwords.verify_many(records)
    late = time.perf_counter() - sent[0]
    assert late < 1.0, f"KeyboardInterrupt {late:.3f} s after SIGINT"
