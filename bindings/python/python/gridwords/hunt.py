"""Word Grid (``hunt``): 2-4 players, or one against the bot, hunt words in
the same 4x4 tray; duplicates cancel.

Analysis helpers need no game: :func:`deal`, :func:`solve`, :func:`score`,
:func:`score_many`. :class:`Game` is a live game driven by the host's clock
(every call takes ``now_ms``); :func:`replay` rebuilds a finished game's
result from its log.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from . import _core
from ._core import Game, Lexicon

__all__ = ["Game", "deal", "replay", "replay_json", "score", "score_many", "solve"]


def deal(seed: int) -> str:
    """The tray dealt from ``seed``: 16 lower-case letters, row-major."""
    return _core.hunt_deal(seed)


def solve(tray: str, *, lexicon: Lexicon | None = None) -> dict[str, list[int]]:
    """Every word ``tray`` holds, mapped to its first path (cells 0-15,
    row-major); longest words first, then alphabetical."""
    return _core.hunt_solve(tray, lexicon=lexicon)


def score(tray: str, *, points: Sequence[int] | None = None, lexicon: Lexicon | None = None) -> int:
    """The total for finding every word of ``tray``. ``points``: six numbers,
    for words of 3, 4, 5, 6, 7 and 8+ letters (default: the rules' table)."""
    return _core.hunt_score(tray, points=None if points is None else list(points), lexicon=lexicon)


def score_many(
    trays: Iterable[str],
    *,
    points: Sequence[int] | None = None,
    lexicon: Lexicon | None = None,
) -> list[int]:
    """:func:`score` for many trays; the work runs without the GIL."""
    return _core.hunt_score_many(
        trays, points=None if points is None else list(points), lexicon=lexicon
    )


def replay_json(log: str, *, lexicon: Lexicon | None = None) -> str:
    """Replays a log (``Game.log()``) and returns the result JSON: the same
    bytes the Rust, C and Node bindings give for the same log."""
    return _core.hunt_replay_json(log, lexicon=lexicon)


def replay(log: str, *, lexicon: Lexicon | None = None) -> dict[str, Any]:
    """Replays a log and returns the settled result as a dict."""
    result: dict[str, Any] = json.loads(replay_json(log, lexicon=lexicon))
    return result


def _restore(data: bytes, lexicon: Lexicon | None = None) -> Game:
    """Unpickling helper: ``Game.restore`` with an optional lexicon."""
    return Game.restore(data, lexicon=lexicon)
