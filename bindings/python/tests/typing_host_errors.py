"""Mistakes a host's type checker must catch (tests/test_typing.py runs
`mypy --strict` here and wants exactly the errors marked `# error: [code]`,
on their lines): without them, typing_host.py passing would prove nothing.
Never run."""

from __future__ import annotations

from typing import Literal

import numpy as np
import pandas as pd

import gridwords
from gridwords import ErrorCode, GameName, analysis, duel, hunt
from gridwords.types import DuelLevel, HuntView


def unnarrowed(data: bytes) -> None:
    g = gridwords.restore(data)
    g.submit(0, "tone", 0)  # error: [union-attr]
    if g.game == "duel":
        _ = g.tray  # error: [attr-defined]
        _ = g.board
    if isinstance(g, duel.Game):
        _ = g.field  # error: [attr-defined]


def names_and_codes(e: gridwords.Error, g: gridwords.Game) -> None:
    code: ErrorCode = "NOT_A_CODE"  # error: [assignment]
    game: GameName = "chess"  # error: [assignment]
    if e.code == "NOT_YOUR_TRUN":  # error: [comparison-overlap]
        pass
    hunt_only: Literal["hunt"] = g.game  # error: [assignment]
    duel_only: Literal["duel"] = duel.Game(["human", "human"], 1, 0).game
    n: str = e.number  # error: [assignment]
    _ = (code, game, hunt_only, duel_only, n)


def shapes(g: hunt.Game, view: HuntView) -> None:
    # The JSON shapes (gridwords.types) and the typed calls.
    now: str = view["now_ms"]  # error: [assignment]
    _ = view["board"]  # error: [typeddict-item]
    for ev in g.advance(1_000):
        _ = ev["tray"]  # error: [typeddict-item]
        if ev["type"] == "round_open":
            _ = ev["tray"]
    g.act({"action": "sumbit", "seat": 0, "word": "tone"}, 0)  # error: [arg-type]
    hunt.Game(["human", "bot"], 1, 0, round_msec=60_000)  # error: [call-arg]
    scores: np.ndarray = hunt.score_many(["oencnmirapraeapb"])  # error: [assignment]
    _ = (now, scores)


def literals_and_tables(records: list[analysis.MatchRecord], trays: pd.Series[str]) -> None:
    # The bot levels, a match record's seats and reasons are Literals.
    level: analysis.Level = "expert"  # error: [assignment]
    also: DuelLevel = "bot:hard"  # error: [assignment]
    levels: tuple[str, ...] = analysis.LEVELS
    for r in records:
        if r["seat0"] == "grandmaster":  # error: [comparison-overlap]
            pass
        if r["reason"] == "checkmate":  # error: [comparison-overlap]
            pass
        if r["seat1"] == "hard" and r["reason"] == "timeout":
            pass
    # The tables are DataFrames, the manifest a TypedDict, a chunk columns.
    n: int = analysis.matches_frame(records)  # error: [assignment]
    _ = gridwords.Lexicon.default().manifest["word_count"]  # error: [typeddict-item]
    for cols in hunt.solve_chunks(["oencnmirapraeapb"]):
        _ = cols["words"]  # error: [typeddict-item]
    # A Series in is a Series out, not a list.
    scores: list[int] = hunt.score_many(trays)  # error: [assignment]
    _ = (level, also, levels, n, scores)
