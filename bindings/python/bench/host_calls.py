"""The host-facing calls a user waits on, timed from Python as every binding
times them (performance.md, "Host calls in every language"): the rows of
``tests/bench/host_calls.json``, each through the package's public calls,
batch by batch as the spec's "about" says. ``core/benches/host_calls.rs`` is
the reference; ``tools/bench_host_calls.py`` sets the figures beside it.

    .venv/bin/python bindings/python/bench/host_calls.py [SPEC]   (after make python-build)

prints one JSON line a row, ``{"lang": "python", "row": ..., "ns": ...}``
(the median batch's time per call, in ns). ``make bench-host-calls`` runs it
with the other languages' runners.

Where Python cannot make Rust's call the same way, the nearest one:

* ``view``: Rust times ``view_json(Some(0))`` (JSON text); Python has no view
  as JSON text, so ``Game.view(0)`` is timed, which is that text parsed into
  a dict (the figure includes the parse).
* ``act`` and ``advance`` return the events as a list of dicts (Rust's
  typed events, as JSON, parsed); the action goes in as the spec's JSON text.
* ``best_swaps``: the typed Sóló game (``gridwords.restore`` of the set-up
  game's snapshot, made once outside the timing) through
  ``gridwords.solo.best_swaps(game, k)``: the typed class has no
  ``best_swaps`` method, the module's function is the public call.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gridwords
from gridwords import solo

REPO = Path(__file__).resolve().parents[3]
DEFAULT_SPEC = REPO / "tests" / "bench" / "host_calls.json"


def set_up(row: dict[str, Any]) -> gridwords.Game:
    """A row's game, set up as the spec says."""
    g = gridwords.Game(row["config"], 0)
    for step in row["setup"]:
        if "advance" in step:
            g.advance(step["advance"])
        else:
            g.act(step["act"], step["at"])
    return g


def caller(
    row: dict[str, Any], snapshot: bytes, log: str, result: str
) -> Callable[[gridwords.Game], object]:
    """One call of ``row`` on a game (its own copy for a fresh row)."""
    now = row.get("now_ms", 0)
    kind = row["call"]
    if kind == "create":
        config = row["config"]
        return lambda g: gridwords.Game(config, 0)
    if kind == "act":
        arg = row["arg"]
        return lambda g: g.act(arg, now)
    if kind == "advance":
        return lambda g: g.advance(now)
    if kind == "view":
        return lambda g: g.view(0)
    if kind == "snapshot":
        return lambda g: g.snapshot()
    if kind == "restore":
        return lambda g: gridwords.Game.restore(snapshot)
    if kind == "replay":
        return lambda g: gridwords.replay_json(log)
    if kind == "verify":

        def verify(g: gridwords.Game) -> bool:
            if not gridwords.verify(log, result):
                raise AssertionError(f"{row['row']}: verify said False")
            return True

        return verify
    if kind == "best_swaps":
        typed = gridwords.restore(snapshot)
        if not isinstance(typed, solo.Game):
            raise AssertionError(f"{row['row']}: best_swaps of a {typed.game} game")
        k = row["k"]
        return lambda g: solo.best_swaps(typed, k)
    raise AssertionError(f"unknown call {kind}")


def batch(call: Callable[[gridwords.Game], object], games: list[gridwords.Game]) -> int:
    """One batch: ``call`` on each of ``games`` (the shared game n times, or a
    fresh row's n copies), in ns."""
    clock = time.perf_counter_ns
    t = clock()
    for g in games:
        call(g)
    return clock() - t


def copies(
    row: dict[str, Any], snapshot: bytes, shared: gridwords.Game, n: int
) -> list[gridwords.Game]:
    """The games of a batch of ``n`` calls, made before its clock starts: a
    fresh row's own copies, else the shared game ``n`` times."""
    if row.get("fresh", False):
        return [gridwords.Game.restore(snapshot) for _ in range(n)]
    return [shared] * n


def main() -> int:
    spec_path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SPEC
    spec = json.loads(spec_path.read_text(encoding="utf-8"))
    batches = spec["batches"]
    batch_ns = spec["batch_ms"] * 1_000_000
    gridwords.warm_up()
    for row in spec["rows"]:
        set_game = set_up(row)
        snapshot = set_game.snapshot()
        log = set_game.log()
        result = set_game.result_json() or ""
        shared = gridwords.Game.restore(snapshot)
        call = caller(row, snapshot, log, result)

        n = 1
        while batch(call, copies(row, snapshot, shared, n)) < batch_ns and n < 1 << 20:
            n *= 2
        per_call = sorted(batch(call, copies(row, snapshot, shared, n)) / n for _ in range(batches))
        ns = per_call[batches // 2]
        print(json.dumps({"lang": "python", "row": row["row"], "ns": round(ns)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
