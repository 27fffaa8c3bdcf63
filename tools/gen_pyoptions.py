"""Writes the typed constructors' options into gridwords/_core.pyi from the
core's declaration of them (``gridwords.options(game)``, the installed
module): each ``__new__``'s parameters, each with its doc as a comment,
between ``# options:begin GAME`` and ``# options:end``. No option is
written by hand in the Python package: ``make test-python`` runs this with
``--check`` (fails when the stub is stale) and ``make python-regen``
rewrites it. Each option's line is ``gridwords._options.describe``, the
one the classes' run-time docstrings are made of.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys
import textwrap
from collections.abc import Callable

STUB = (
    pathlib.Path(__file__).resolve().parents[1]
    / "bindings/python/python/gridwords/_core.pyi"
)
TYPES = {"whole": "int", "word": "str", "table": "list[int] | tuple[int, ...]"}


def params(spec: list[dict], describe: Callable[[dict], str]) -> str:
    """Each option as a parameter, its doc as a comment above it."""
    out = []
    for o in spec:
        for line in textwrap.wrap(describe(o), width=100 - len("        # ")):
            out.append(f"        # {line}\n")
        out.append(f"        {o['name']}: {TYPES[o['type']]} | None = None,\n")
    return "".join(out)


def fill(text: str, tag: str, game: str, body: str) -> str:
    pattern = re.compile(
        rf"(        # {tag}:begin {game}\b[^\n]*\n)(.*?)(        # {tag}:end\n)",
        re.DOTALL,
    )
    if not pattern.search(text):
        sys.exit(f"{STUB}: no '# {tag}:begin {game}' ... '# {tag}:end'")
    return pattern.sub(lambda m: m.group(1) + body + m.group(3), text, count=1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="fail if the stub is stale")
    args = ap.parse_args()
    import gridwords
    from gridwords._options import describe

    text = STUB.read_text(encoding="utf-8")
    new = text
    for game in ("hunt", "duel", "solo"):
        spec = [dict(o) for o in gridwords.options(game)]
        new = fill(new, "options", game, params(spec, describe))
    if args.check:
        if new != text:
            sys.exit(f"{STUB} is stale: make python-regen")
        return
    STUB.write_text(new, encoding="utf-8")


if __name__ == "__main__":
    main()
