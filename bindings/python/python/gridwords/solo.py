"""Sóló (``solo``): one player swaps letters on a 10x10 field against a
five-minute clock; every scored word freezes its letters, one point each.

:func:`deal` shows a seed's field and :func:`field_svg` draws one;
:func:`rating` sums up a player's history. :class:`Game` is a live game
driven by the host's clock (every call takes ``now_ms``); it is a
:class:`gridwords.Game` with typed calls, so ``act``, ``advance``,
``events_for``, ``log``, ``snapshot``, ``to_svg`` and the rest work on it
too, and it pickles. :func:`best_swaps` (without the GIL)
ranks every swap of a position; :func:`replay` rebuilds a finished game's
result from its log.

Cells are numbered 0-99, row-major; a field is 100 lower-case letters. A
cell is ``"free"``, ``"across"``, ``"down"``, ``"both"`` (frozen on that
axis, or both) or ``"fixed"``. The rules, every decision included, are
``docs/rules/solo.md``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from . import _core
from ._core import Game as AnyGame
from ._core import Lexicon
from ._core import SoloGame as Game
from .types import (
    SoloCellState,
    SoloGameResult,
    SoloLog,
    SoloRating,
    SoloScored,
    SoloStrategy,
)

__all__ = [
    "CLOCK_MS",
    "STRATEGIES",
    "Game",
    "play_out",
    "play_out_many",
    "best_swaps",
    "deal",
    "field_svg",
    "rating",
    "replay",
    "replay_json",
]

#: The clock: five minutes from creation, never paused (the core's).
CLOCK_MS: int = _core.solo_clock_ms


def deal(seed: int | str) -> str:
    """The field dealt from ``seed`` (an int, or a seed string ``"42"`` /
    ``"0x2a"``): 100 lower-case letters, row-major."""
    return _core.solo_deal(seed)


def best_swaps(game: AnyGame, k: int = 10) -> list[SoloScored]:
    """The ``k`` swaps of Free cells that would score most in ``game`` now,
    as dicts ``{"a", "b", "points", "words"}`` (typed
    :class:`gridwords.types.SoloScored`; ``a < b``; most points
    first, then smaller ``a``, then smaller ``b``), without changing the
    game. Runs without the GIL. ``game`` is a :class:`Game` (or a
    :class:`gridwords.Game` holding a Sóló game; another game is
    ``WRONG_GAME``)."""
    return _core.solo_best_swaps(game, k)


def field_svg(
    field: str, cells: Iterable[SoloCellState] | None = None, *, title: str | None = None
) -> str:
    """``field`` (100 letters) drawn as a self-contained SVG document, each
    cell shaded by its state in ``cells`` (100 of ``"free"``, ``"across"``,
    ``"down"``, ``"both"``, ``"fixed"``, as ``Game.cells`` gives them;
    default: every cell Free). ``title`` is the picture's ``<title>``
    (escaped). ``Game.to_svg()`` draws a game."""
    return _core.solo_field_svg(field, cells, title=title)


def rating(scores: Iterable[int]) -> SoloRating:
    """A player's standing over their scores, oldest first, cancelled games
    left out: ``{"rating": float | None, "best": int | None}`` (typed
    :class:`gridwords.types.SoloRating`); ``rating``
    is the mean of the best 8 of the last 10 scores (with fewer games, of
    the best min(8, n)), ``best`` the highest score ever."""
    return _core.solo_rating(scores)


def replay_json(log: SoloLog | str, *, lexicon: Lexicon | None = None) -> str:
    """Replays a Sóló log (``Game.log()``) and returns the result JSON: the
    same bytes the Rust, C and Node bindings give for the same log. A log
    of another game is ``WRONG_GAME``."""
    return _core.solo_replay_json(log, lexicon=lexicon)


def replay(log: SoloLog | str, *, lexicon: Lexicon | None = None) -> SoloGameResult:
    """Replays a Sóló log and returns the settled result as a dict:
    ``{"seed", "score", "reason", "moves", "field", "cells"}`` (typed
    :class:`gridwords.types.SoloGameResult`)."""
    result: SoloGameResult = json.loads(replay_json(log, lexicon=lexicon))
    return result


#: The built-in players (:func:`play_out`), from the core's list.
STRATEGIES: tuple[SoloStrategy, ...] = tuple(_core.solo_strategies)


def play_out(
    seed: int | str, strategy: SoloStrategy = "greedy", *, lexicon: Lexicon | None = None
) -> Game:
    """The game of ``seed`` played to its end by a built-in player, as a
    finished :class:`Game` (its ``result()``, ``log()``, view and picture
    are an ordinary game's): ``"greedy"`` takes the best-scoring swap each move while one
    scores, then finishes; ``"random"`` swaps two Free cells drawn from
    stream 2 of the seed until the field is full. One move a second of the
    game's clock from 0; the same seed and player give the same game
    (``docs/rules/solo.md``, "Built-in players"). Another name is
    ``INVALID_ARGUMENT``. A greedy game takes some 10-60 ms (it evaluates
    every pair of Free cells each move), without the GIL."""
    return _core.solo_play_out(seed, strategy, lexicon=lexicon)


def play_out_many(
    seeds: Iterable[int | str] | Any,
    strategy: SoloStrategy = "greedy",
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[SoloGameResult]:
    """:func:`play_out` for many seeds, on up to ``threads`` threads
    (``None`` or ``0``: one per core) without the GIL: each game's result
    dict, in input order, ready for ``analysis.results_frame``
    (``play_out(seed, strategy)`` gives any one's :class:`Game`). ``seeds``
    as for ``hunt.deal_many`` (a numpy array of integers or any iterable of
    seeds but a ``str``, read a slice at a time); ``progress(done, total)``
    and Ctrl-C as for ``hunt.score_many``. Another strategy name is
    ``INVALID_ARGUMENT``."""
    return _core.solo_play_out_many(
        seeds, strategy, lexicon=lexicon, threads=threads, progress=progress
    )
