"""Wordgrid (``duel``): two players grow words out of SHEEP on a 5x5 grid,
one letter a move, on ten-minute chess clocks, for stakes.

Analysis helpers need no game: :func:`legal_moves`, :func:`best_moves`
(both run without the GIL), :func:`board_svg` (a board drawn).
:class:`Game` is a live game driven by the host's clock (every call takes
``now_ms``); it is a :class:`gridwords.Game` with typed calls, so
``act``, ``advance``, ``events_for``, ``log``, ``snapshot``, ``to_svg``
and the rest work on it too, and it pickles. :func:`replay` rebuilds a
finished game's result from its log.

Cells are numbered 0-24, row-major; a board is 25 characters, lower case,
``"."`` for an empty cell (the start is ``"..........sheep.........."``).
The rules, every decision included, are ``docs/rules/duel.md``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from . import _core
from ._core import DuelGame as Game
from ._core import Lexicon
from .types import DuelGameResult, DuelLog, DuelScored

__all__ = [
    "START_BOARD",
    "Game",
    "best_moves",
    "board_svg",
    "legal_moves",
    "replay",
    "replay_json",
]

#: The board every match starts from: SHEEP across the middle row.
START_BOARD = "..........sheep.........."


def legal_moves(
    board: str, played: Iterable[str], *, lexicon: Lexicon | None = None
) -> list[tuple[int, str, list[int], str]]:
    """Every legal move of a position for the player to move, as
    ``(cell, letter, path, word)`` tuples: each (cell, letter, word) once
    with its smallest path, sorted by cell, then letter, then word.
    ``played`` are the words spent so far, the start word included
    (``Game.played``). Runs without the GIL."""
    return _core.duel_legal_moves(board, played, lexicon=lexicon)


def best_moves(
    board: str, played: Iterable[str], k: int = 10, *, lexicon: Lexicon | None = None
) -> list[DuelScored]:
    """The ``k`` best moves of a position, as dicts ``{"cell", "letter",
    "path", "word", "points", "reply"}`` (typed
    :class:`gridwords.types.DuelScored`): ``reply`` is the opponent's best
    answer in points; most ``points - reply`` first, then most points, then
    cell, letter and word. Runs without the GIL."""
    return _core.duel_best_moves(board, played, k, lexicon=lexicon)


def board_svg(
    board: str,
    *,
    cell: int | None = None,
    path: Sequence[int] | None = None,
    title: str | None = None,
) -> str:
    """``board`` drawn as a self-contained SVG document: 25 cells, empty ones
    dashed, a letter in each filled one; ``cell`` marked (a move's new
    letter) and ``path`` drawn through its cells in order (a dot on the
    first), as given: a cell off the board is ``CELL_OUT_OF_RANGE``, nothing
    else is judged. ``title`` is the picture's ``<title>`` (escaped).
    ``Game.to_svg()`` draws a game with its last move marked."""
    return _core.duel_board_svg(board, cell=cell, path=path, title=title)


def replay_json(log: DuelLog | str, *, lexicon: Lexicon | None = None) -> str:
    """Replays a Wordgrid log (``Game.log()``) and returns the result JSON:
    the same bytes the Rust, C and Node bindings give for the same log. A
    log of another game is ``WRONG_GAME``."""
    return _core.duel_replay_json(log, lexicon=lexicon)


def replay(log: DuelLog | str, *, lexicon: Lexicon | None = None) -> DuelGameResult:
    """Replays a Wordgrid log and returns the settled result as a dict:
    ``{"seed", "winner", "draw", "reason", "scores", "moves",
    "settlement", "board", "ended_at_ms"}`` (typed
    :class:`gridwords.types.DuelGameResult`)."""
    result: DuelGameResult = json.loads(replay_json(log, lexicon=lexicon))
    return result
