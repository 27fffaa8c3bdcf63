"""The installed package's types, as a host's type checker sees them:
`mypy --strict` (pinned in the Makefile's PY_PINS) on typing_host.py, a
host's code that must pass untouched, on typing_usage.py, an analyst's
code reading the JSON shapes (gridwords.types) and the batch calls'
overloads, and on typing_host_errors.py, whose marked mistakes it must
catch, each on its line. The host's and the analyst's code also run, so
what type-checks is what works."""

import pathlib
import re
import runpy
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
HOST = HERE / "typing_host.py"
MISTAKES = HERE / "typing_host_errors.py"
USAGE = HERE / "typing_usage.py"


def mypy(tmp_path, *files):
    """mypy --strict's errors as (file name, line, code), run outside the
    repository so no configuration there applies, on a fresh cache."""
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache")]
        + [str(f) for f in files],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode in (0, 1), run.stdout + run.stderr
    errors = set()
    for line in run.stdout.splitlines():
        m = re.match(r"(.+?):(\d+): error: .*\[([a-z-]+)\]$", line)
        if m:
            errors.add((pathlib.Path(m[1]).name, int(m[2]), m[3]))
        else:
            assert line.startswith(("Success:", "Found ")) or ": note: " in line, line
    return errors


def marked(path):
    """The `# error: [code]` marks of a file, as mypy would report them."""
    return {
        (path.name, i, m[1])
        for i, text in enumerate(path.read_text().splitlines(), 1)
        if (m := re.search(r"# error: \[([a-z-]+)\]$", text))
    }


def test_mypy_strict_accepts_the_host_and_catches_its_mistakes(tmp_path):
    want = marked(MISTAKES)
    assert len(want) >= 14
    assert mypy(tmp_path, HOST, USAGE, MISTAKES) == want


def test_the_host_code_runs():
    runpy.run_path(str(HOST), run_name="__main__")


def test_the_usage_code_runs():
    runpy.run_path(str(USAGE), run_name="__main__")
