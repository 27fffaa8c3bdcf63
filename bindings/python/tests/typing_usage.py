"""An analyst's typed code, checked by `mypy --strict` (`make test-python`)
and run (tests/test_typing.py): events, views, results, configs and logs
come back as the TypedDicts of `gridwords.types`, narrowed on their tag;
the batch calls give a list for a list, a numpy array for an array and a
pandas Series for a Series; solve_chunks yields SolveColumns; the
analysis tables are DataFrames (pandas-stubs) and the bot levels, match
records and lexicon manifests are typed; the Word Grid constructor takes
the config's fields by name; the pictures are `str` and `gridwords.plot`
draws on a matplotlib `Axes`. Every
annotation is the check (`now: int = view["now_ms"]` fails if the key is
not there or not an int); nothing here needs a cast or an `Any`."""

from __future__ import annotations

import json
import pickle

import numpy as np
import pandas as pd
from numpy.typing import NDArray

import gridwords
from gridwords import analysis, duel, hunt, solo
from gridwords.types import (
    AnyConfigHunt,
    AnyEvent,
    DuelEndReason,
    DuelGameResult,
    DuelLevel,
    DuelView,
    HuntEvent,
    HuntGameResult,
    HuntLog,
    HuntPhase,
    HuntSeatStatus,
    HuntView,
    LexiconManifest,
    SoloCellState,
    SoloEvent,
    SoloRating,
    SoloSeatAction,
    SoloWord,
)


def hunt_round() -> HuntGameResult:
    """A Word Grid round against the bot, read through the typed shapes."""
    g = hunt.Game(["human", "bot"], 42, 0, round_ms=60_000, countdown_ms=0)
    view: HuntView = g.view(0)
    now: int = view["now_ms"]
    phase: HuntPhase = view["phase"]
    assert phase == "waiting" and view["tray"] is None
    you = view["you"]
    assert you is not None  # a seat's view; a spectator's is None
    status: HuntSeatStatus = you["status"]
    assert status == "playing"

    events: list[HuntEvent] = g.ready(0, now + 10)
    tray = ""
    for ev in events + g.advance(now + 10):
        if ev["type"] == "round_open":  # narrows ev to HuntEventRoundOpen
            tray = ev["tray"]
            ends: int = ev["ends_at_ms"]
            assert ends == ev["at_ms"] + 60_000
    assert tray == g.tray
    for i, word in enumerate(list(hunt.solve(tray))[:5]):
        for ev in g.submit(0, word, now + 1_000 * (i + 1)):
            if ev["type"] == "accepted":  # ours, or the bot's meanwhile
                path: list[int] = ev["path"]
                assert len(path) == len(ev["word"])
    g.play_out()

    result = g.result()
    assert result is not None
    mine = result["seats"][0]
    score: int = mine["score"]
    place: int | None = mine["place"]
    assert score >= 0 and place is not None
    config: AnyConfigHunt = g.config()
    assert config["game"] == "hunt" and config["round_ms"] == 60_000
    log: HuntLog = json.loads(g.log())
    first = log["actions"][0]
    assert first["action"] == "ready" and first["seat"] == 0
    return result


def batches() -> None:
    """The overloads: a list in gives a list, a numpy array an array."""
    trays = [hunt.deal(s) for s in range(4)]
    scores: list[int] = hunt.score_many(trays)
    as_array: NDArray[np.uint64] = hunt.score_many(np.array(trays, dtype="S16"))
    assert scores == as_array.tolist()
    dealt = hunt.deal_many(np.arange(4, dtype=np.uint64))
    one_d: np.ndarray[tuple[int], np.dtype[np.bytes_]] = dealt  # the seeds' shape
    words, longest = hunt.count_many(trays)
    counts: np.ndarray[tuple[int], np.dtype[np.uint32]] = words  # a list in: one axis
    assert one_d.tolist() == [t.encode() for t in trays]
    assert counts.shape == longest.shape == (4,)
    # Any bytes-like tray.
    assert hunt.score(bytearray(trays[0], "ascii")) == hunt.score(memoryview(dealt[0])) == scores[0]


def series() -> None:
    """A pandas Series in gives a Series out, with its index and name."""
    trays = pd.Series([hunt.deal(s) for s in range(4)], index=[10, 11, 12, 13], name="tray")
    scores: pd.Series[int] = hunt.score_many(trays)
    words, longest = hunt.count_many(trays)
    counted: pd.Series[int] = words
    solved: pd.Series = hunt.solve_many(trays)  # of dicts, as solve gives them
    dealt: pd.Series[bytes] = hunt.deal_many(pd.Series([0, 1, 2, 3], index=trays.index))
    assert scores.index.equals(trays.index) and scores.name == "tray"
    assert counted.index.equals(longest.index) and len(solved) == len(dealt) == 4


def chunks_and_tables() -> None:
    """solve_chunks' iterator (typed SolveColumns, picklable) and the
    analysis helpers' DataFrames, levels and records."""
    trays = hunt.deal_many(np.arange(6, dtype=np.uint64))
    chunks = hunt.solve_chunks(trays, chunk=4)
    first: hunt.SolveColumns = next(chunks)
    index: NDArray[np.int64] = first["tray"]
    twin: hunt.SolveChunks = pickle.loads(pickle.dumps(chunks))
    for cols in twin:
        words: NDArray[np.bytes_] = cols["word"]
        assert int(index.max()) < int(cols["tray"].min()) and len(words) > 0
    table: pd.DataFrame = analysis.solves_frame(first)
    lengths: pd.Series[int] = table["length"]
    assert int(lengths.max()) <= 16

    levels: tuple[analysis.Level, ...] = analysis.LEVELS
    easy: DuelLevel = levels[0]
    records = analysis.tournament(range(1, 3), [easy, "medium"], workers=1)
    seat: analysis.Level = records[0]["seat0"]
    reason: DuelEndReason = records[0]["reason"]
    assert seat == "easy" and reason in ("score", "no_legal_move", "timeout")
    matches: pd.DataFrame = analysis.matches_frame(records)
    standings: pd.DataFrame = analysis.standings(matches, by=["level"])
    played = duel.Game(["bot:easy", "bot:easy"], 3, 0)
    played.play_out()
    results: pd.DataFrame = analysis.results_frame(played)
    assert len(matches) == 4 and int(standings["games"].sum()) == 8 and len(results) == 2

    manifest: LexiconManifest = gridwords.Lexicon.default().manifest
    total: int = manifest["total_words"]
    by_length: dict[str, int] = manifest["words_by_length"]
    assert total == sum(by_length.values()) and manifest.get("list_sha256")


def any_game() -> None:
    """The generic class: every game's shapes, narrowed on the tag."""
    g = gridwords.Game({"game": "solo", "seed": 3}, 0)
    best = solo.best_swaps(g, 1)[0]
    # Annotated, a dict built ahead is checked as the action it is (a bare
    # `action = {...}` would be a dict[str, object], which act refuses).
    action: SoloSeatAction = {"action": "swap", "seat": 0, "a": best["a"], "b": best["b"]}
    events: list[AnyEvent] = g.act(action, 5)
    for ev in g.events_for(events, 0):
        if ev["type"] == "swap":  # only Sóló has "swap": SoloEventSwap
            scored: list[SoloWord] = ev["words"]
            assert ev["points"] == best["points"] and all(w["word"] for w in scored)


def duel_and_solo() -> tuple[DuelGameResult, SoloRating]:
    g = duel.Game(["human", "bot:easy"], 7, 0)
    best = duel.best_moves(g.board, g.played, 1)[0]
    reply: int = best["reply"]
    assert reply >= 0
    g.play(0, best["cell"], best["letter"], best["path"], 1_000)
    view: DuelView = g.view()
    clocks: list[int] = view["clocks_ms"]
    assert view["seat"] is None and len(clocks) == 2
    g.play_out()
    result = g.result()
    assert result is not None and result["settlement"] is None  # practice

    s = solo.Game(9, 0)
    cells: list[SoloCellState] = s.cells
    assert cells.count("free") > 0
    ended: list[SoloEvent] = s.finish(1_000)
    assert ended[-1]["type"] == "game_over"
    rating = solo.rating([10, 20, 30])
    mean: float | None = rating["rating"]
    assert mean == 20.0
    return result, rating


def pictures() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gridwords import plot

    tray = hunt.deal(42)
    word = next(iter(hunt.solve(tray)))
    path: list[int] = hunt.trace(tray, word)
    svg: str = hunt.tray_svg(tray, word, title="a tray")
    assert svg.startswith("<svg") and len(path) == len(word)
    g = solo.Game(9, 0)
    cells: list[SoloCellState] = g.cells
    svgs = [
        duel.board_svg(duel.START_BOARD, cell=12, path=[10, 11, 12]),
        solo.field_svg(g.field, cells),
        g.to_svg(),
        g._repr_svg_(),
    ]
    assert all(s.endswith("</svg>") for s in svgs)
    fig, (a, b, c) = plt.subplots(1, 3)
    assert plot.tray(a, tray, word) is a
    plot.board(b, duel.Game(["human", "human"], 1, 0))
    plot.field(c, g, legend=True)
    plot.picture(c, svgs[0])
    plt.close(fig)


def main() -> None:
    hunt_round()
    batches()
    series()
    chunks_and_tables()
    any_game()
    duel_and_solo()
    pictures()


if __name__ == "__main__":
    main()
