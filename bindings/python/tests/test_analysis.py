"""gridwords.analysis: Wilson intervals against hand calculations, bot
tournaments (seat alternation, the same records on every pool, standings
that add up), the pandas tables' columns and rows, and mypy --strict on
the module as installed."""

import pathlib
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import gridwords
from gridwords import analysis, duel, hunt, solo

Z = 1.96


# ---------------------------------------------------------------------------
# wilson


def test_wilson_8_of_10_by_hand():
    # p = 0.8, z^2/n = 0.38416, denominator 1.38416;
    # centre (0.8 + 0.19208) / 1.38416 = 0.716738;
    # half 1.96 * sqrt(0.016 + 0.009604) / 1.38416 = 0.226581.
    low, high = analysis.wilson(8, 10)
    assert low == pytest.approx(0.716738 - 0.226581, abs=1e-6)
    assert high == pytest.approx(0.716738 + 0.226581, abs=1e-6)
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)


def test_wilson_edges_are_closed_forms():
    for n in range(1, 1001):
        # 0/n: [0, z^2 / (n + z^2)]; n/n: [n / (n + z^2), 1].
        assert analysis.wilson(0, n) == (0.0, pytest.approx(Z * Z / (n + Z * Z)))
        assert analysis.wilson(n, n) == (pytest.approx(n / (n + Z * Z)), 1.0)
    assert analysis.wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)


def test_wilson_is_symmetric_and_narrows():
    for s in range(11):
        low, high = analysis.wilson(s, 10)
        flipped = analysis.wilson(10 - s, 10)
        assert 0 <= low <= s / 10 <= high <= 1
        assert (low, high) == (pytest.approx(1 - flipped[1]), pytest.approx(1 - flipped[0]))
    widths = [analysis.wilson(n // 2, n) for n in (10, 100, 1000)]
    assert [h - lo for lo, h in widths] == sorted((h - lo for lo, h in widths), reverse=True)
    # A wider z gives a wider interval; half a win (a draw) is allowed.
    assert analysis.wilson(5, 10, z=2.576)[0] < analysis.wilson(5, 10)[0]
    assert analysis.wilson(4, 9) < analysis.wilson(4.5, 9) < analysis.wilson(5, 9)


def test_wilson_refuses_what_has_no_interval():
    with pytest.raises(ValueError, match="at least one trial"):
        analysis.wilson(0, 0)
    with pytest.raises(ValueError):
        analysis.wilson(11, 10)
    with pytest.raises(ValueError):
        analysis.wilson(-1, 10)
    with pytest.raises(ValueError):
        analysis.wilson(1, 10, z=0)
    with pytest.raises(TypeError):
        analysis.wilson(1, 10.0)
    assert analysis.wilson(np.int64(8), np.int64(10)) == analysis.wilson(8, 10)


# ---------------------------------------------------------------------------
# tournament


@pytest.fixture(scope="module")
def small():
    """Easy and medium on three seeds (a few ms a game), on two threads."""
    return analysis.tournament([4, 5, 6], ["easy", "bot:medium"], workers=2)


def test_each_seed_is_played_from_both_seats(small):
    assert len(small) == 6  # one pairing, three seeds, two seatings
    order = [(r["seed"], r["seat0"], r["seat1"]) for r in small]
    assert order == [
        (seed, a, b) for seed in (4, 5, 6) for a, b in (("easy", "medium"), ("medium", "easy"))
    ]
    seen = {}
    for r in small:
        seen.setdefault(r["seed"], set()).add((r["seat0"], r["seat1"]))
    assert seen == {s: {("easy", "medium"), ("medium", "easy")} for s in (4, 5, 6)}


def test_records_are_the_games_they_name(small):
    assert set(small[0]) == set(analysis.MatchRecord.__annotations__)
    for r in small:
        result = duel.replay(r["log"])
        assert gridwords.verify(r["log"], result)
        game = duel.Game.from_log(r["log"])
        assert game.config()["seats"] == [f"bot:{r['seat0']}", f"bot:{r['seat1']}"]
        assert int(result["seed"], 16) == r["seed"]
        assert result["scores"] == [r["score0"], r["score1"]]
        assert (result["winner"], result["draw"], result["reason"]) == (
            r["winner"],
            r["draw"],
            r["reason"],
        )
        assert len(result["moves"]) == r["moves"] and result["ended_at_ms"] == r["ended_at_ms"]
        # Bots never agree to a draw; equal scores are seat 1's win.
        assert not r["draw"] and r["winner"] in (0, 1)
        if r["score0"] == r["score1"]:
            assert r["winner"] == 1


def without_wall(records):
    """The records with each turn's wall_ms (this machine's) left out."""
    return [
        {**r, "turns": [{k: v for k, v in t.items() if k != "wall_ms"} for t in r["turns"]]}
        for r in records
    ]


def test_records_reproduce_on_threads_processes_and_a_given_executor():
    # Every level (hard's search is bounded by positions, not a clock).
    threads = analysis.tournament([9], pool="thread", workers=2)
    processes = analysis.tournament([9], pool="process", workers=2)
    with ThreadPoolExecutor(max_workers=2) as mine:
        given = analysis.tournament([9], executor=mine)
    assert len(threads) == 6
    # Equal records but for the wall clock's ms.
    assert without_wall(threads) == without_wall(processes) == without_wall(given)
    pairs = {(r["seat0"], r["seat1"]) for r in threads}
    assert pairs == {(a, b) for a in analysis.LEVELS for b in analysis.LEVELS if a != b}


def test_pairings_and_progress():
    calls = []
    records = analysis.tournament(
        [1, 2],
        pairings=[("medium", "easy"), ("easy", "easy")],
        workers=1,
        progress=lambda done, total: calls.append((done, total)),
    )
    # (medium, easy) both ways on each seed; (easy, easy) once a seed.
    assert [(r["seed"], r["seat0"], r["seat1"]) for r in records] == [
        (1, "medium", "easy"),
        (1, "easy", "medium"),
        (2, "medium", "easy"),
        (2, "easy", "medium"),
        (1, "easy", "easy"),
        (2, "easy", "easy"),
    ]
    assert calls[0] == (0, 6) and calls[-1] == (6, 6)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_tournament_refusals():
    with pytest.raises(ValueError, match="unknown bot level"):
        analysis.tournament([1], ["easy", "expert"])
    with pytest.raises(ValueError, match="twice"):
        analysis.tournament([1], ["easy", "easy"])
    with ThreadPoolExecutor(1) as mine, pytest.raises(ValueError, match="not both"):
        analysis.tournament([1], executor=mine, workers=2)
    with pytest.raises(ValueError, match="pool"):
        analysis.tournament([1], pool="fibers")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="workers"):
        analysis.tournament([1], workers=0)
    assert analysis.tournament([], ["easy", "medium"]) == []


def test_progress_errors_stop_the_tournament():
    def stop(done, total):
        if done:
            raise RuntimeError("stop")

    with pytest.raises(RuntimeError, match="stop"):
        analysis.tournament(range(1, 20), ["easy", "medium"], workers=1, progress=stop)


# ---------------------------------------------------------------------------
# standings and matches_frame


def test_matches_frame_is_a_row_per_game(small):
    frame = analysis.matches_frame(small)
    assert list(frame.columns) == [c for c in analysis.MatchRecord.__annotations__ if c != "turns"]
    assert len(frame) == len(small)
    assert frame["seed"].tolist() == [r["seed"] for r in small]
    assert list(frame["seat0"].cat.categories) == list(analysis.LEVELS)


def test_standings_add_up(small):
    table = analysis.standings(small)
    assert list(table.columns) == list(analysis.STANDING_COLUMNS)
    assert list(table.index.names) == ["level", "opponent"]
    assert list(table.index) == [("easy", "medium"), ("medium", "easy")]
    # Each game counts once for each seat.
    assert table["games"].sum() == 2 * len(small)
    assert (table["wins"] + table["draws"] + table["losses"] == table["games"]).all()
    assert table["wins"].sum() == table["losses"].sum() == len(small)
    medium_wins = sum(r[f"seat{r['winner']}"] == "medium" for r in small)
    assert table.loc[("medium", "easy"), "wins"] == medium_wins
    assert table.loc[("easy", "medium"), "losses"] == medium_wins
    for row in table.itertuples():
        assert (row.ci_low, row.ci_high) == analysis.wilson(row.wins, row.games)
        assert row.ci_low <= row.win_rate <= row.ci_high
    # Other groupings, from the records or the (filtered) table.
    by_level = analysis.standings(small, ["level"])
    assert by_level["games"].tolist() == [6, 6]
    by_seat = analysis.standings(analysis.matches_frame(small), ("seat",))
    assert by_seat["games"].tolist() == [6, 6]
    assert by_seat["wins"].sum() == len(small)
    with pytest.raises(ValueError):
        analysis.standings(small, ["colour"])  # type: ignore[list-item]


def test_standings_count_a_draw_as_half_a_win():
    # An agreed draw (between people: bots never offer one) and a win.
    drawn = {
        "seed": 3,
        "seat0": "easy",
        "seat1": "hard",
        "score0": 2,
        "score1": 0,
        "winner": None,
        "draw": True,
        "reason": "agreement",
        "moves": 1,
        "ended_at_ms": 3_000,
        "log": "",
    }
    won = dict(drawn, winner=1, draw=False, reason="score")
    table = analysis.standings([drawn, won], ["level"])
    assert table.loc["easy", ["games", "wins", "draws", "losses"]].tolist() == [2, 0, 1, 1]
    assert table.loc["hard", ["games", "wins", "draws", "losses"]].tolist() == [2, 1, 1, 0]
    assert table.loc["hard", "win_rate"] == 0.75
    assert (table.loc["hard", "ci_low"], table.loc["hard", "ci_high"]) == analysis.wilson(1.5, 2)


# ---------------------------------------------------------------------------
# results_frame


def finished():
    h = hunt.Game(["human", "human", "human"], 11, 0, round_ms=60_000)
    for seat in range(3):
        h.ready(seat, 0)
    h.advance(4_000)
    words = list(hunt.solve(h.tray))
    h.submit(0, words[0], 5_000)
    h.submit(1, words[0], 5_100)  # a duplicate: both cancelled
    h.submit(1, words[1], 5_200)
    h.advance(10**7)
    d = duel.Game(["bot:easy", "bot:medium"], 3, 0)
    d.play_out()
    s = solo.Game(5, 0)
    s.swap(*(lambda b: (b["a"], b["b"]))(solo.best_swaps(s, 1)[0]), 1_000)
    s.finish(2_000)
    return h, d, s


def test_results_frame_is_a_row_per_seat():
    h, d, s = finished()
    frame = analysis.results_frame([h, d, s])
    assert list(frame.columns) == list(analysis.RESULT_COLUMNS)
    assert len(frame) == 3 + 2 + 1
    assert frame["game"].tolist() == ["hunt"] * 3 + ["duel"] * 2 + ["solo"]
    assert frame["seat"].tolist() == [0, 1, 2, 0, 1, 0]
    assert frame["seed"].tolist() == [11] * 3 + [3] * 2 + [5]

    hr = h.result()
    rows = frame[frame["game"] == "hunt"]
    assert rows["score"].tolist() == [seat["score"] for seat in hr["seats"]]
    assert rows["rank"].tolist() == [seat["place"] for seat in hr["seats"]]
    assert rows["moves"].tolist() == [1, 2, 0]
    assert rows["outcome"].tolist() == ["loss", "win", "loss"]
    assert set(rows["reason"]) == {hr["end_reason"]}

    dr = d.result()
    rows = frame[frame["game"] == "duel"]
    assert rows["kind"].tolist() == ["bot:easy", "bot:medium"]
    assert rows["score"].tolist() == dr["scores"]
    assert rows["rank"].tolist() == [1 if dr["winner"] == i else 2 for i in (0, 1)]
    assert sorted(rows["outcome"]) == ["loss", "win"]
    assert rows["moves"].sum() == len(dr["moves"])

    row = frame[frame["game"] == "solo"].iloc[0]
    assert (row["score"], row["rank"], row["moves"]) == (s.score, 1, 1)
    assert row["reason"] == "finished"


def test_results_frame_takes_result_dicts_and_one_game():
    h, d, s = finished()
    from_games = analysis.results_frame([h, d, s])
    from_dicts = analysis.results_frame([h.result(), duel.replay(d.log()), s.result()])
    # A Wordgrid result does not hold its seats' kinds.
    assert from_dicts["kind"].isna().tolist() == [False] * 3 + [True] * 2 + [False]
    cols = [c for c in analysis.RESULT_COLUMNS if c != "kind"]
    assert from_dicts[cols].equals(from_games[cols])
    assert len(analysis.results_frame(d)) == 2
    assert len(analysis.results_frame(s.result())) == 1


def test_a_shared_first_place_is_a_draw():
    h = hunt.Game(["human", "human"], 11, 0, round_ms=60_000)
    h.ready(0, 0)
    h.ready(1, 0)
    h.advance(10**7)  # nobody plays: 0 - 0
    frame = analysis.results_frame(h)
    assert frame["rank"].tolist() == [1, 1]
    assert frame["outcome"].tolist() == ["draw", "draw"]


def test_results_frame_refusals():
    with pytest.raises(ValueError, match="not over"):
        analysis.results_frame(duel.Game(["human", "bot:easy"], 1, 0))
    with pytest.raises(ValueError, match="not a result"):
        analysis.results_frame({"seed": "0x1"})
    with pytest.raises(TypeError):
        analysis.results_frame([42])  # type: ignore[list-item]


# ---------------------------------------------------------------------------
# solves_frame


def test_solves_frame_is_a_row_per_word():
    trays = [hunt.deal(seed) for seed in (1, 2, 3)]
    frame = analysis.solves_frame(hunt.solve_many(trays, columns=True))
    assert list(frame.columns) == list(analysis.SOLVE_COLUMNS)
    solved = [hunt.solve(t) for t in trays]
    assert len(frame) == sum(len(s) for s in solved)
    for i, words in enumerate(solved):
        rows = frame[frame["tray"] == i]
        assert rows["word"].tolist() == list(words)
        assert rows["path"].tolist() == list(words.values())
        assert rows["length"].tolist() == [len(w) for w in words]
    assert isinstance(frame["word"].iloc[0], str)


def test_solves_frame_of_chunks_keeps_the_global_tray_index():
    trays = hunt.deal_many(np.arange(5, dtype=np.uint64))
    chunks = [analysis.solves_frame(c) for c in hunt.solve_chunks(trays, chunk=2)]
    assert len(chunks) == 3
    assert [sorted(set(c["tray"])) for c in chunks] == [[0, 1], [2, 3], [4]]
    whole = analysis.solves_frame(hunt.solve_many(trays, columns=True))
    import pandas as pd

    assert pd.concat(chunks, ignore_index=True).equals(whole)


def test_solves_frame_checks_its_shapes():
    with pytest.raises(ValueError, match="path"):
        analysis.solves_frame(
            {
                "tray": np.zeros(2, np.int64),
                "word": np.array([b"cat", b"dog"]),
                "path": np.zeros((2, 15), np.uint8),
            }
        )


# ---------------------------------------------------------------------------
# types


def test_mypy_strict_on_the_installed_module(tmp_path):
    """The module as installed passes mypy --strict (pandas, typed or not,
    is an optional import), and a host's code using it type-checks."""
    host = tmp_path / "host.py"
    host.write_text(
        "from gridwords import analysis\n"
        "records: list[analysis.MatchRecord] = analysis.tournament(range(3), ['easy', 'medium'])\n"
        "low, high = analysis.wilson(sum(r['winner'] == 1 for r in records), len(records))\n"
        "seeds: list[int] = [r['seed'] for r in records]\n"
        "share: float = high - low\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache")]
        + ["-p", "gridwords.analysis", "-m", "host"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert pathlib.Path(analysis.__file__).name == "analysis.py"


def test_levels_are_the_core_s_and_every_one_seats_a_bot():
    from gridwords import _core, duel

    assert analysis.LEVELS == _core.DUEL_LEVELS == ("easy", "medium", "hard")
    for level in analysis.LEVELS:
        game = duel.Game([f"bot:{level}", "human"], 1, 0)
        assert game.config()["seats"][0] == f"bot:{level}"
