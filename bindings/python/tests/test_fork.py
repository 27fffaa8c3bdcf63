"""Batch calls in the children of ``multiprocessing``, under every start
method, after the parent ran them on every core: a forked child has none of
its parent's threads, so the core makes its batch threads again in each
process (``core/src/batch.rs``, ``pool``). Before, a forked child's
``score_many`` waited forever for the parent's threads."""

from __future__ import annotations

import multiprocessing

import pytest

from gridwords import hunt

SEEDS = list(range(4_000))


def child_work(seeds: list[int]) -> tuple[int, int, int]:
    trays = hunt.deal_many(seeds, threads=2)
    words, longest = hunt.count_many(trays, threads=2)
    return (
        int(hunt.score_many(trays, threads=2).sum()),
        int(words.sum()) + int(longest.sum()),
        sum(len(w) for w in hunt.solve_many(trays[:300], threads=2)),
    )


@pytest.mark.parametrize("method", multiprocessing.get_all_start_methods())
def test_batch_calls_work_in_children_after_the_parent_used_them(method):
    # The parent's pool exists before the children are started.
    want = child_work(SEEDS)
    parts = [SEEDS[i::4] for i in range(4)]
    expected = [child_work(p) for p in parts]
    ctx = multiprocessing.get_context(method)
    with ctx.Pool(2) as pool:
        got = pool.map_async(child_work, parts).get(timeout=120)
    assert got == expected
    assert sum(g[0] for g in got) == want[0]
    # And the parent's own pool still works after its children.
    assert child_work(SEEDS) == want
