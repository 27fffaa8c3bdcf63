"""Pictures on a matplotlib ``Axes``: a Word Grid tray (with a word's
path), a Wordgrid board, a Sóló field, or any game as a spectator sees it.

Each helper draws the core's own picture, the SVG document that
:func:`gridwords.hunt.tray_svg`, :func:`gridwords.duel.board_svg`,
:func:`gridwords.solo.field_svg` and ``Game.to_svg()`` give (:func:`picture`
draws any of them): the same cells, colours, letters and path, judged by
the same rules (a word the tray cannot hold, a cell off the board, a Word
Grid tray before its round opens, blank), translated element by element
into patches, lines and text. So a plot and the SVG are one picture, and
nothing here decides what a picture shows.

matplotlib is optional: it is imported by these functions, not by
``import gridwords.plot``; without it they raise ``ImportError``
(``pip install matplotlib``).

    >>> import matplotlib.pyplot as plt
    >>> from gridwords import hunt, plot
    >>> fig, ax = plt.subplots(figsize=(3, 3))
    >>> plot.tray(ax, hunt.deal(42), "tone")  # doctest: +SKIP
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from . import duel, hunt, solo
from ._core import Game

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from .types import SoloCellState

__all__ = ["board", "field", "picture", "tray"]

_SVG = "{http://www.w3.org/2000/svg}"


def _need_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError as e:
        raise ImportError(
            "gridwords.plot draws with matplotlib, which is not installed: "
            "pip install matplotlib (or show the SVG itself: Game.to_svg(), "
            "hunt.tray_svg, duel.board_svg, solo.field_svg)"
        ) from e


def _check(game: Game, name: str, helper: str) -> None:
    if game.game != name:
        raise TypeError(f"plot.{helper} draws a {name!r} game, not a {game.game!r} one")


def _num(el: ET.Element, key: str, default: float = 0.0) -> float:
    value = el.get(key)
    return default if value is None else float(value)


def picture(ax: Axes, svg: str) -> Axes:
    """Draws one of the core's pictures (an SVG document from
    ``Game.to_svg()``, ``hunt.tray_svg``, ``duel.board_svg`` or
    ``solo.field_svg``) on ``ax``: its frame and cells as patches, its
    path as a line with a dot on the first cell, its letters as text
    (``ax.texts``, one per letter shown), at the size the Axes has now.
    The Axes' limits are the picture's, y pointing down, axes hidden.
    Returns ``ax``."""
    _need_matplotlib()
    from matplotlib.patches import Circle, FancyBboxPatch

    root = ET.fromstring(svg)
    if root.tag != _SVG + "svg":
        raise ValueError("not one of gridwords' SVG pictures")
    _, _, width, height = (float(v) for v in (root.get("viewBox") or "0 0 1 1").split())
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.set_aspect("equal")
    ax.set_axis_off()
    # SVG px to points at the Axes' size now (text and line widths are in
    # points; coordinates are in the picture's px).
    ax.apply_aspect()
    box = ax.get_window_extent()
    pt = min(box.width / width, box.height / height) * 72 / ax.figure.dpi
    for el in root:
        kind = el.tag.removeprefix(_SVG)
        if kind == "rect":
            dashed = el.get("stroke-dasharray") is not None
            ax.add_patch(
                FancyBboxPatch(
                    (_num(el, "x"), _num(el, "y")),
                    _num(el, "width"),
                    _num(el, "height"),
                    boxstyle=f"round,pad=0,rounding_size={_num(el, 'rx')}",
                    facecolor=el.get("fill", "none"),
                    edgecolor=el.get("stroke", "none"),
                    linewidth=_num(el, "stroke-width") * pt,
                    linestyle="--" if dashed else "-",
                    gid=el.get("class"),
                )
            )
        elif kind == "polyline":
            points = [p.split(",") for p in (el.get("points") or "").split()]
            ax.plot(
                [float(x) for x, _ in points],
                [float(y) for _, y in points],
                color=el.get("stroke"),
                alpha=_num(el, "stroke-opacity", 1.0),
                linewidth=_num(el, "stroke-width") * pt,
                solid_capstyle="round",
                solid_joinstyle="round",
                gid=el.get("class"),
            )
        elif kind == "circle":
            ax.add_patch(
                Circle(
                    (_num(el, "cx"), _num(el, "cy")),
                    _num(el, "r"),
                    facecolor=el.get("fill"),
                    edgecolor="none",
                    alpha=_num(el, "fill-opacity", 1.0),
                    gid=el.get("class"),
                )
            )
        elif kind == "text":
            ax.text(
                _num(el, "x"),
                _num(el, "y"),
                el.text or "",
                ha="center",
                va="center",
                fontsize=_num(el, "font-size") * pt,
                fontweight=el.get("font-weight", "normal"),
                color=el.get("fill"),
                family="sans-serif",  # the SVG's list names fonts matplotlib may lack
                gid=el.get("class"),
            )
    return ax


def tray(ax: Axes, tray: str | bytes | hunt.Game, word: str | None = None) -> Axes:
    """A Word Grid tray on ``ax``: 16 cells and their letters, and
    ``word``'s path (:func:`gridwords.hunt.trace`: a line through its cells,
    a dot on the first) when given. ``tray`` is 16 letters, or a
    :class:`gridwords.hunt.Game`, drawn as a spectator sees it (blank until
    the round opens; no seat's words, so no ``word``). Returns ``ax``."""
    if isinstance(tray, Game):
        _check(tray, "hunt", "tray")
        if word is not None:
            raise TypeError("a game is drawn as a spectator sees it: no word")
        return picture(ax, tray.to_svg())
    return picture(ax, hunt.tray_svg(tray, word))


def board(
    ax: Axes,
    board: str | duel.Game,
    *,
    cell: int | None = None,
    path: Sequence[int] | None = None,
) -> Axes:
    """A Wordgrid board on ``ax``: 25 cells (empty ones dashed) and the
    letters; ``cell`` marked and ``path`` drawn, as
    :func:`gridwords.duel.board_svg` takes them. ``board`` is 25
    characters, or a :class:`gridwords.duel.Game`, drawn with its last
    move marked (``Game.to_svg()``). Returns ``ax``."""
    if isinstance(board, Game):
        _check(board, "duel", "board")
        if cell is not None or path is not None:
            raise TypeError("a game is drawn with its own last move: no cell or path")
        return picture(ax, board.to_svg())
    return picture(ax, duel.board_svg(board, cell=cell, path=path))


def field(
    ax: Axes,
    field: str | solo.Game,
    cells: Iterable[SoloCellState] | None = None,
    *,
    legend: bool = False,
) -> Axes:
    """A Sóló field on ``ax``: 100 cells shaded by their state (frozen by
    axis, Fixed grey) and the letters. ``field`` is 100 letters with
    ``cells`` their states (default: every cell Free), or a
    :class:`gridwords.solo.Game`, drawn as it stands. ``legend``: a legend
    below the field naming the states it shows, in the picture's colours.
    Returns ``ax``."""
    if isinstance(field, Game):
        _check(field, "solo", "field")
        if cells is not None:
            raise TypeError("a game is drawn with its own cells: no cells")
        picture(ax, field.to_svg())
    else:
        picture(ax, solo.field_svg(field, cells))
    if legend:
        _legend(ax)
    return ax


def _legend(ax: Axes) -> None:
    """A legend of the cell states drawn on ``ax`` (the last word of each
    cell's class: ``free``, ``across``, ...), in the rules' order."""
    from matplotlib.patches import Patch

    shown: dict[str, Patch] = {}
    for patch in ax.patches:
        classes = (patch.get_gid() or "").split()
        if classes[:1] == ["cell"] and classes[-1] not in shown:
            shown[classes[-1]] = Patch(
                facecolor=patch.get_facecolor(), edgecolor=patch.get_edgecolor()
            )
    names = [s for s in _STATES if s in shown]
    ax.legend(
        [shown[s] for s in names],
        names,
        loc="upper center",
        bbox_to_anchor=(0.5, 0.0),
        ncol=len(names) or 1,
        frameon=False,
    )


# Sóló's cell states, in the order a legend lists them.
_STATES = ("free", "across", "down", "both", "fixed")
