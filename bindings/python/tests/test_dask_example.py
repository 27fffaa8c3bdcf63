"""examples/python/dask_trays.py on a small LocalCluster: the Parquet rows,
the PNG, and scores that agree with hunt.score one tray at a time."""

import importlib.util
import pickle
import subprocess
import sys

import pytest

from gridwords import hunt

pd = pytest.importorskip("pandas")
pytest.importorskip("dask.distributed")
pytest.importorskip("pyarrow")
pytest.importorskip("matplotlib")


@pytest.fixture(scope="module")
def example(repo):
    path = repo / "examples" / "python" / "dask_trays.py"
    spec = importlib.util.spec_from_file_location("dask_trays", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.PATH = path
    return module


def test_a_hunt_game_pickles():
    game = hunt.Game(["human", "bot"], 3, 0)
    back = pickle.loads(pickle.dumps(game))
    assert back.view(None) == game.view(None)
    assert back.log() == game.log()


def test_on_a_local_cluster(example, tmp_path):
    out = tmp_path / "out"
    # Run as a script, as a user would: the workers are separate processes,
    # so games, trays and results cross them by pickle.
    run = subprocess.run(
        [sys.executable, str(example.PATH), "--trays", "300", "--first-seed", "1000"]
        + ["--partitions", "3", "--workers", "2", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "3 pickled bot games played out on workers and verified by replay" in run.stdout
    df = pd.read_parquet(out / "trays.parquet")
    assert list(df.columns) == example.COLUMNS
    assert len(df) == 300
    assert df["seed"].tolist() == list(range(1000, 1300))
    assert df["tray"].tolist() == [hunt.deal(s) for s in range(1000, 1300)]
    assert df["score"].tolist() == [hunt.score(t) for t in df["tray"]]
    solved = [hunt.solve(t) for t in df["tray"]]
    assert df["words"].tolist() == [len(w) for w in solved]
    assert df["longest"].tolist() == [
        max(w, key=lambda x: (len(x), [-ord(c) for c in x])) for w in solved
    ]
    png = (out / "scores.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 1000


def test_trays_from_a_file(example, tmp_path):
    """--file: partitions of lines, no seeds (the task function itself,
    without a cluster)."""
    trays = [hunt.deal(s) for s in range(50)]
    path = tmp_path / "trays.txt"
    path.write_text("\n".join(trays) + "\n")
    args = example.argparse.Namespace(file=str(path), partitions=4)
    parts = example.partitions(args)
    assert [t for _, p in parts for t in p] == trays
    rows = [
        example.analyse(i, seeds, p, hunt.Game(["human", "bot"], i, 0), 1)
        for i, (seeds, p) in enumerate(parts)
    ]
    df = pd.concat([r["rows"] for r in rows], ignore_index=True)
    assert df["seed"].isna().all()
    assert df["score"].tolist() == [hunt.score(t) for t in trays]
    for r in rows:
        assert hunt.replay(r["game"].log()) == r["result"]
