"""Pictures: the core's SVG documents through Python (``hunt.tray_svg``,
``duel.board_svg``, ``solo.field_svg``, ``Game.to_svg`` / ``_repr_svg_``),
parsed as XML and checked for structure (cells, letters, paths, frozen
cells, the title, escaping), and ``gridwords.plot`` drawing them on a
non-interactive matplotlib backend."""

import sys
import xml.etree.ElementTree as ET

import pytest

import gridwords
from gridwords import duel, hunt, solo

NS = "{http://www.w3.org/2000/svg}"
TRAY = "perslatgsineters"


def expect_error(code, fn, *args, **kwargs):
    with pytest.raises(gridwords.Error) as info:
        fn(*args, **kwargs)
    assert info.value.code == code, str(info.value)
    return info.value


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    assert root.get("viewBox", "").startswith("0 0 ")
    assert root[0].tag == NS + "title", "the title comes first"
    return root


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def letters(root: ET.Element) -> str:
    return "".join(e.text or "" for e in with_class(root, "letter"))


def title(root: ET.Element) -> str:
    return root.find(NS + "title").text or ""


def centre(rect: ET.Element) -> tuple[int, int]:
    x, y = int(rect.get("x")), int(rect.get("y"))
    return x + int(rect.get("width")) // 2, y + int(rect.get("height")) // 2


def points(polyline: ET.Element) -> list[tuple[int, int]]:
    return [(int(x), int(y)) for x, y in (p.split(",") for p in polyline.get("points", "").split())]


# --- Word Grid ---------------------------------------------------------------


def test_a_tray_is_16_cells_with_its_letters():
    root = parse(hunt.tray_svg(TRAY))
    assert len(with_class(root, "cell")) == 16
    assert letters(root).lower() == TRAY
    assert with_class(root, "path") == []
    assert "PERS LATG SINE TERS" in title(root)
    # bytes, as numpy's S16 items are, give the same picture
    assert hunt.tray_svg(TRAY.encode()) == hunt.tray_svg(TRAY)


def test_a_words_path_follows_the_solver():
    solved = hunt.solve(TRAY)
    assert len(solved) > 20
    for word, path in list(solved.items())[::9]:
        assert hunt.trace(TRAY, word) == path
        root = parse(hunt.tray_svg(TRAY, word))
        cells = with_class(root, "cell")
        (line,) = with_class(root, "path")
        assert len(points(line)) == len(word)
        assert points(line) == [centre(cells[c]) for c in path], word
        (start,) = with_class(root, "start")
        assert (int(start.get("cx")), int(start.get("cy"))) == centre(cells[path[0]])
        assert word.upper() in title(root)
    # as typed: trimmed and folded
    assert hunt.trace(TRAY, " TERSE ") == hunt.trace(TRAY, "terse")
    assert hunt.tray_svg(TRAY, " TERSE ") == hunt.tray_svg(TRAY, "terse")


def test_words_and_trays_the_core_refuses():
    e = expect_error("INVALID_ARGUMENT", hunt.tray_svg, TRAY, "zebra")
    assert "zebra" in e.message
    expect_error("INVALID_ARGUMENT", hunt.trace, TRAY, "zebra")
    expect_error("EMPTY_WORD", hunt.trace, TRAY, "  ")
    expect_error("INVALID_TRAY", hunt.tray_svg, "abc")
    expect_error("INVALID_UTF8", hunt.tray_svg, TRAY, title="\ud800")
    with pytest.raises(TypeError):
        hunt.tray_svg(TRAY, 3)  # type: ignore[arg-type]


def test_text_is_escaped():
    nasty = "</title><script>alert('x')</script> & \"more\"\x07"
    svg = hunt.tray_svg(TRAY, title=nasty)
    assert "<script" not in svg
    root = parse(svg)
    assert title(root) == "</title><script>alert('x')</script> & \"more\"\ufffd"
    assert len(with_class(root, "letter")) == 16
    root = parse(duel.board_svg(duel.START_BOARD, title="a < b & c"))
    assert title(root) == "a < b & c"


def test_the_same_input_is_the_same_bytes():
    assert hunt.tray_svg(TRAY, "terse") == hunt.tray_svg(TRAY, "terse")
    assert hunt.tray_svg(TRAY, "terse") != hunt.tray_svg(TRAY, "pert")
    g = solo.Game(3, 0)
    assert g.to_svg() == g.to_svg() == g._repr_svg_()


def test_a_word_grid_game_shows_no_letter_before_the_round_opens():
    g = hunt.Game(["human", "bot"], 42, 0)
    root = parse(g._repr_svg_())
    assert len(with_class(root, "cell")) == 16
    assert len(with_class(root, "hidden")) == 16
    assert with_class(root, "letter") == []
    assert g.view()["tray"] is None
    assert hunt.deal(42).upper() not in g.to_svg()
    g.ready(0, 10)
    assert with_class(parse(g.to_svg()), "letter") == []  # counting down
    g.advance(10 + 3_000)
    assert g.view()["tray"] == g.tray == hunt.deal(42)
    root = parse(g.to_svg())
    assert letters(root).lower() == g.tray
    assert with_class(root, "hidden") == []
    # a seat's words are its own: never drawn for a spectator
    word = next(iter(hunt.solve(g.tray)))
    g.submit(0, word, 4_000)
    assert with_class(parse(g.to_svg()), "path") == []


# --- Wordgrid ----------------------------------------------------------------


def test_a_board_is_25_cells():
    board = "....a.....sheep....t....."
    root = parse(duel.board_svg(board, cell=4, path=[4, 9, 14]))
    cells = with_class(root, "cell")
    assert len(cells) == 25
    assert len(with_class(root, "empty")) == 25 - 7
    assert letters(root).lower() == board.replace(".", "")
    (last,) = with_class(root, "last")
    assert centre(last) == centre(cells[4])
    (line,) = with_class(root, "path")
    assert points(line) == [centre(cells[c]) for c in (4, 9, 14)]
    expect_error("CELL_OUT_OF_RANGE", duel.board_svg, board, cell=25)
    expect_error("CELL_OUT_OF_RANGE", duel.board_svg, board, path=[3, 99])
    expect_error("INVALID_BOARD", duel.board_svg, "sheep")
    with pytest.raises(TypeError):
        duel.board_svg(board, path="4,9")  # type: ignore[arg-type]


def test_a_wordgrid_game_marks_its_last_move():
    g = duel.Game(["human", "human"], 5, 0)
    root = parse(g.to_svg())
    assert letters(root) == "SHEEP"
    assert with_class(root, "last") == []
    cell, letter, path, word = duel.legal_moves(g.board, g.played)[0]
    g.play(0, cell, letter, path, 100)
    root = parse(g.to_svg())
    cells = with_class(root, "cell")
    assert len(cells) == 25
    assert letters(root).lower() == g.board.replace(".", "")
    (last,) = with_class(root, "last")
    assert centre(last) == centre(cells[cell])
    (line,) = with_class(root, "path")
    assert points(line) == [centre(cells[c]) for c in path]
    assert g.view()["moves"][-1]["path"] == path
    assert word.upper() in title(root)


# --- Sóló ----------------------------------------------------------------------


def test_a_field_is_100_cells_shaded_by_state():
    field = solo.deal(9)
    root = parse(solo.field_svg(field))
    assert len(with_class(root, "cell")) == 100
    assert len(with_class(root, "free")) == 100
    assert letters(root).lower() == field
    states = ["free"] * 100
    states[3], states[13], states[14], states[50] = "across", "down", "both", "fixed"
    root = parse(solo.field_svg(field, states))
    assert len(with_class(root, "frozen")) == 3
    assert len(with_class(root, "fixed")) == 1
    expect_error("INVALID_ARGUMENT", solo.field_svg, field, states[:99])
    expect_error("INVALID_ARGUMENT", solo.field_svg, field, ["frozen"] * 100)
    expect_error("INVALID_ARGUMENT", solo.field_svg, field[:99])


def test_a_solo_games_frozen_cells_are_its_views():
    g = solo.Game(11, 0)
    best = solo.best_swaps(g, 1)[0]
    assert best["points"] > 0
    g.swap(best["a"], best["b"], 1_000)
    view = g.view()
    root = parse(g.to_svg())
    frozen = sum(c in ("across", "down", "both") for c in view["cells"])
    assert frozen > 0
    assert len(with_class(root, "frozen")) == frozen
    assert letters(root).lower() == view["field"]
    # the generic class draws the same game the same way
    generic = gridwords.Game.restore(g.snapshot())
    assert type(generic) is gridwords.Game
    assert generic.to_svg() == g.to_svg()


# --- gridwords.plot ------------------------------------------------------------


@pytest.fixture
def axes():
    mpl = pytest.importorskip("matplotlib")
    mpl.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 4))
    yield ax
    plt.close(fig)


def test_plot_tray_draws_the_letters_and_the_path(axes):
    from gridwords import plot

    word, path = next(iter(hunt.solve(TRAY).items()))
    assert plot.tray(axes, TRAY, word) is axes
    assert "".join(t.get_text() for t in axes.texts).lower() == TRAY
    (line,) = axes.lines
    assert len(line.get_xdata()) == len(word)
    cells = [p for p in axes.patches if (p.get_gid() or "").startswith("cell")]
    assert len(cells) == 16
    want = [(b.x0 + b.width / 2, b.y0 + b.height / 2) for b in (cells[c].get_bbox() for c in path)]
    assert list(zip(line.get_xdata(), line.get_ydata(), strict=True)) == want
    assert axes.get_ylim()[0] > axes.get_ylim()[1], "y points down"


def test_plot_a_hidden_tray_has_no_text(axes):
    from gridwords import plot

    plot.tray(axes, hunt.Game(["human", "bot"], 42, 0))
    assert len(axes.texts) == 0
    assert len([p for p in axes.patches if p.get_gid() == "cell hidden"]) == 16


def test_plot_board_and_field(axes):
    from gridwords import plot

    g = duel.Game(["human", "human"], 5, 0)
    plot.board(axes, g)
    assert len(axes.texts) == 5
    axes.clear()
    plot.board(axes, "....a.....sheep....t.....", cell=4, path=[4, 9, 14])
    assert len(axes.texts) == 7
    assert len(axes.lines) == 1
    axes.clear()
    s = solo.Game(11, 0)
    best = solo.best_swaps(s, 1)[0]
    s.swap(best["a"], best["b"], 1_000)
    plot.field(axes, s, legend=True)
    assert len(axes.texts) == 100
    frozen = [p for p in axes.patches if "frozen" in (p.get_gid() or "").split()]
    assert len(frozen) == sum(c in ("across", "down", "both") for c in s.cells)
    names = [t.get_text() for t in axes.get_legend().get_texts()]
    assert names[0] == "free" and set(names) <= {"free", "across", "down", "both", "fixed"}
    axes.figure.canvas.draw()  # renders


def test_plot_refuses_the_wrong_game(axes):
    from gridwords import plot

    with pytest.raises(TypeError):
        plot.tray(axes, solo.Game(1, 0))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        plot.tray(axes, hunt.Game(["human", "bot"], 1, 0), "tone")
    expect_error("INVALID_ARGUMENT", plot.tray, axes, TRAY, "zebra")


def test_plot_without_matplotlib_says_so(monkeypatch):
    from gridwords import plot

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import fails
    with pytest.raises(ImportError, match="pip install matplotlib"):
        plot.tray(None, TRAY)  # type: ignore[arg-type]
