"""The typed classes' options in words, from the core's declaration of them
(:func:`gridwords.options`): each class's docstring ends with them at
import, and ``tools/gen_pyoptions.py`` writes the same lines into the stub.
No option is named here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, TypedDict


class _Range(TypedDict, total=False):
    min: int  # whole: the least value
    max: int  # whole: the greatest; table: of one number
    len: int  # word: letters; table: numbers


class OptionSpec(_Range):
    """One option of a game's config, as the core declares it
    (:func:`gridwords.options` returns a list of them); the range's keys
    are there for the kinds that have them."""

    name: str
    type: Literal["whole", "word", "table"]
    default: int | str | list[int]
    analysis: bool  # whether changing it takes the game off the standard rules
    doc: str


def allowed(o: Mapping[str, Any]) -> str:
    """An option's range in words."""
    if o["type"] == "whole":
        return f"{o['min']}-{o['max']}"
    if o["type"] == "word":
        return f"a {o['len']}-letter word of the list"
    return f"{o['len']} whole numbers, each 0-{o['max']}"


def describe(o: Mapping[str, Any]) -> str:
    """The option's doc line: what it is, its default and range."""
    analysis = " Analysis only." if o["analysis"] else ""
    return f"{o['doc']} Default {o['default']!r}; {allowed(o)}.{analysis}"


def docstring(spec: Sequence[Mapping[str, Any]]) -> str:
    """The typed class's options, as its docstring ends at run time."""
    if not spec:
        return "No options: a game is its seed."
    lines = [
        "Options (after ``now_ms`` by position in this order, or by keyword;",
        "``None`` leaves one to the rules' default):",
        "",
    ]
    lines += [f"- ``{o['name']}``: {describe(o)}" for o in spec]
    return "\n".join(lines)


def annotate(cls: type, spec: Sequence[Mapping[str, Any]]) -> None:
    """Ends `cls`'s docstring with its options."""
    cls.__doc__ = f"{cls.__doc__ or ''}\n\n{docstring(spec)}"
