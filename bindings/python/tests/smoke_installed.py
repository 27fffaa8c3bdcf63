"""Smoke test of an installed gridwords package (wheel or sdist), run by
`make test-python-package` with the fresh virtual environment's Python, from
a temporary directory outside the repository (`python -I`, no PYTHONPATH):

    python -I smoke_installed.py EXPECTED_VERSION

Not a pytest module: it checks what a user gets from `pip install`, so it
needs nothing but gridwords itself (no numpy, no pytest).
"""

from __future__ import annotations

import sys
from importlib.metadata import distribution
from pathlib import Path

import gridwords
from gridwords import duel, hunt, solo


def main() -> None:
    expected = sys.argv[1]

    # The package and its metadata come from this environment's site-packages.
    here = Path(gridwords.__file__).resolve()
    assert here.is_relative_to(Path(sys.prefix).resolve()), here
    dist = distribution("gridwords")
    assert gridwords.__version__ == dist.version == expected, (
        gridwords.__version__,
        dist.version,
        expected,
    )
    assert dist.metadata["Name"] == "gridwords"
    assert dist.metadata["Requires-Python"] == ">=3.10"
    files = {str(f) for f in dist.files or []}
    for name in (
        "gridwords/py.typed",
        "gridwords/_core.pyi",
        "gridwords/hunt.py",
        "gridwords/types.py",
    ):
        assert name in files, (name, sorted(files))
    assert any(f.startswith("gridwords/_core.") and f.endswith(".so") for f in files)
    # The licences travel with it: the code's two and the word lists' (the
    # lexicon is built into the extension).
    assert dist.metadata["License-Expression"] == "MIT OR Apache-2.0"
    licences = {Path(f).name for f in files if "/licenses/" in f}
    assert licences == {"LICENSE-MIT", "LICENSE-APACHE", "LICENCE-wordlists.txt"}, licences
    assert "Kevin Atkinson" in (dist.read_text("licenses/LICENCE-wordlists.txt") or "")

    # The lexicon is the embedded one.
    lexicon = gridwords.Lexicon.default()
    assert len(lexicon) == lexicon.manifest["total_words"] > 100_000
    assert "cat" in lexicon

    # Word Grid: deal, solve and score a tray; a short round against the bot.
    tray = hunt.deal(1)
    assert tray == hunt.deal("0x1") and len(tray) == 16
    words = hunt.solve(tray)
    assert "apnoeic" in words and hunt.score(tray) > 0
    assert hunt.score_many([tray, hunt.deal(2)], threads=2) == [
        hunt.score(tray),
        hunt.score(hunt.deal(2)),
    ]
    game = hunt.Game(["human", "bot"], 42, 0)
    game.ready(0, 1_000)
    game.advance(game.next_due)
    while game.tray is None:
        game.advance(game.next_due)
    word = next(iter(hunt.solve(game.tray)))
    game.submit(0, word, game.next_due - 1)
    game.advance(10**7)
    assert game.is_over and hunt.replay(game.log()) == game.result()

    # Sóló: a few greedy swaps, then finish; the log replays to the result.
    solo_game = solo.Game(42, 0)
    for now in (1_000, 2_000, 3_000):
        best = solo.best_swaps(solo_game, 1)[0]
        solo_game.swap(best["a"], best["b"], now)
    solo_game.finish(4_000)
    result = solo_game.result()
    assert result["reason"] == "finished" and result["score"] == solo_game.score > 0
    assert solo.replay(solo_game.log()) == result

    # Wordgrid: one move against the hard bot, which answers on its clock.
    duel_game = duel.Game(["human", "bot:hard"], 7, 0)
    duel_game.play(0, 6, "a", "ha", 2_000)
    assert duel_game.to_move == 1
    events = duel_game.advance(duel_game.next_due)
    assert [e["type"] for e in events] == ["move"] and events[0]["seat"] == 1
    assert duel_game.to_move == 0 and len(duel_game.played) == 3

    print(
        f"gridwords {gridwords.__version__} from {here.parent}: "
        f"{len(words)} words in {tray}, Sóló {result['score']} points, "
        f"bot played {events[0]['word']!r}"
    )


if __name__ == "__main__":
    main()
