#!/usr/bin/env python3
"""Joins the host-call benchmark's figures into one markdown table:

    python3 tools/bench_host_calls.py $(TARGET_DIR)/bench/host_calls.jsonl [--spec SPEC]

The input holds the JSON lines the four runners print,
``{"lang": "rust" | "c" | "python" | "node", "row": ..., "ns": ...}``
(core/benches/host_calls.rs, ffi/bench/host_calls.c,
bindings/python/bench/host_calls.py, bindings/node/bench/host_calls.mjs;
``make bench-host-calls`` runs them all). One line a row of the spec
(tests/bench/host_calls.json), in its order: Rust's time per call, then
each binding's with its overhead against Rust, ``+X.X µs (Y.YY×)``. Times
under 10 µs have two decimals, under 1000 µs one, longer ones none.
A figure missing from the input is shown as "-" and fails the run (exit 1)
after the table is printed. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

LANGS = ("rust", "c", "python", "node")
TITLES = {"rust": "Rust (µs per call)", "c": "C", "python": "Python", "node": "Node"}


def us(value: float) -> str:
    """A time in µs: two decimals under 10, one under 1000, none above."""
    size = abs(value)
    if size < 10:
        return f"{value:.2f}"
    if size < 1000:
        return f"{value:.1f}"
    return f"{value:.0f}"


def cell(ns: float | None, rust_ns: float | None) -> str:
    if ns is None:
        return "-"
    text = us(ns / 1e3)
    if rust_ns is None or rust_ns <= 0:
        return text
    over = (ns - rust_ns) / 1e3
    sign = "+" if over >= 0 else "\u2212"
    return f"{text}, {sign}{us(abs(over))} µs ({ns / rust_ns:.2f}×)"


def main() -> int:
    repo = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("figures", help="the runners' JSON lines")
    parser.add_argument("--spec", default=str(repo / "tests/bench/host_calls.json"))
    args = parser.parse_args()
    spec = json.loads(Path(args.spec).read_text(encoding="utf-8"))
    rows = [row["row"] for row in spec["rows"]]

    figures: dict[tuple[str, str], float] = {}
    for n, line in enumerate(
        Path(args.figures).read_text(encoding="utf-8").splitlines(), 1
    ):
        if not line.strip():
            continue
        try:
            fig = json.loads(line)
            lang, row, ns = fig["lang"], fig["row"], float(fig["ns"])
        except (ValueError, KeyError, TypeError) as e:
            print(
                f"{args.figures}:{n}: not a runner's figure ({e}): {line}",
                file=sys.stderr,
            )
            return 1
        if lang not in LANGS or row not in rows:
            print(
                f"{args.figures}:{n}: no such language or row: {line}", file=sys.stderr
            )
            return 1
        figures[lang, row] = ns

    print("| Row | " + " | ".join(TITLES[lang] for lang in LANGS) + " |")
    print("|---|" + "---:|" * len(LANGS))
    missing = []
    for row in rows:
        rust = figures.get(("rust", row))
        cells = [cell(rust, None)]
        for lang in LANGS[1:]:
            cells.append(cell(figures.get((lang, row)), rust))
        missing += [f"{lang} {row!r}" for lang in LANGS if (lang, row) not in figures]
        print(f"| {row} | " + " | ".join(cells) + " |")
    if missing:
        print(f"bench_host_calls: no figure for {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
