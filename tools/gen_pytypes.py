#!/usr/bin/env python3
"""Writes the Python types of the engine's JSON shapes,
bindings/python/python/gridwords/types.py, from the TypeScript ones,
bindings/node/dts-header.d.ts, which ts-rs generates from the core's Rust
types (bindings/node/examples/typings.rs): one source, so the Python
TypedDicts cannot drift from the engine any more than the TypeScript can.
`make python-regen` rewrites the file; `make test-python` regenerates it
into a temporary file and fails when the checked-in one differs.

Standard library only. Usage: ``gen_pytypes.py [--dts FILE] [--core DIR]
[--handwritten FILE] [--out FILE | --stdout]``.

The input is the restricted TypeScript ts-rs and typings.rs write, and
nothing else is accepted (anything new fails loudly, naming the
declaration):

* ``export declare namespace hunt { ... }`` per game: every name in it
  becomes ``Hunt`` + name (``hunt.View`` -> ``HuntView``); top-level
  declarations keep their names (``AnyEvent``).
* ``export type X = { a: T; b?: T }``: a ``TypedDict``; ``b?`` (a key the
  JSON may leave out) goes to a ``total=False`` subclass of the required
  keys' class (``typing.NotRequired`` is Python 3.11+ and the package
  supports 3.10 without ``typing_extensions``).
* A union of object types tagged by a key holding a string literal in each
  (``"type"`` of events, ``"action"`` of actions, ``game`` of AnyConfig):
  one ``TypedDict`` per variant, named by its tag (``HuntEventRoundOpen``
  for ``"type": "round_open"``), and the union as a ``TypeAlias``, so a
  type checker narrows on ``event["type"] == "round_open"``.
* An intersection with such a union (``SeatAction = Action & {seat}``, the
  generic ``Logged<A> = {seq, ...} & A``, instantiated where used as
  ``LoggedAction``) distributes over its variants: each a subclass of the
  variant with the added keys.
* A union of string literals: a ``Literal`` alias, spelled
  ``Literal["a"] | Literal["b"]``: the same type to a checker, and at
  runtime a ``Union``, as stubtest wants of an alias (it reads a
  multi-value ``Literal`` as a union and refuses a runtime ``Literal``).
* ``number`` is ``int`` (the engine's numbers are integers: times, seats,
  points), except the fields the Rust types declare ``f32``/``f64``, read
  from the core's sources (``--core``), since TypeScript has one number
  type: ``float``. ``bigint`` is ``int``, ``null`` ``None``, tuples and
  ``Array<T>`` are ``list`` (JSON arrays come back as lists).
* Doc comments become docstrings (types) and ``#:`` comments (keys,
  aliases); the few written for Node that name its calls get their Python
  spelling (``DOC_SUBS``).

The few shapes no Rust type declares to ts-rs (the lexicon's manifest,
the Wordgrid bot levels) are written by hand in
``gridwords/_handwritten_types.py``: its ``__all__`` (read with ``ast``) is
imported and re-exported here, so ``gridwords.types`` stays the one place
to import every shape from; a name both there and generated fails.

Names the Python package defines otherwise are skipped: ``GameName`` and
``ErrorCode`` (``gridwords.GameName``/``ErrorCode``, built at runtime from
the core's lists), ``TypedGame`` (classes), ``OptionSpec``
(``gridwords._options``); so are interfaces, classes and
functions (the Node API itself).
"""

from __future__ import annotations

import argparse
import ast
import keyword
import pathlib
import re
import sys
import textwrap
from dataclasses import dataclass, field

ROOT = pathlib.Path(__file__).resolve().parent.parent
DTS = ROOT / "bindings/node/dts-header.d.ts"
CORE = ROOT / "core/src"
OUT = ROOT / "bindings/python/python/gridwords/types.py"
#: The hand-written shapes types.py re-exports (see the module's docstring).
HANDWRITTEN = OUT.with_name("_handwritten_types.py")

#: Top-level TypeScript names the Python package defines elsewhere.
SKIP = {
    "GameName": "gridwords.GameName (from the core's list of games)",
    "ErrorCode": "gridwords.ErrorCode (from the core's list of codes)",
    "TypedGame": "gridwords.TypedGame (the typed game classes)",
    "OptionSpec": "gridwords._options.OptionSpec (what gridwords.options gives)",
}

#: The few doc comments written for Node (typings.rs) that name its calls:
#: their Python spelling. Each must still match (or the table is stale).
DOC_SUBS = [
    ("`new Game(config, nowMs)`", "`gridwords.Game(config, now_ms)`"),
    ("`JSON.parse(game.log())`", "`json.loads(game.log())`"),
    ("What `hunt.solve` returns:", "`json.loads(hunt.solve_json(tray))`:"),
]

#: The games' titles, for the section comments.
TITLES = {"hunt": "Word Grid", "duel": "Wordgrid", "solo": "Sóló"}

WIDTH = 100  # ruff's line-length (bindings/python/pyproject.toml)

# ---------------------------------------------------------------------------
# Tokens


TOKEN = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<doc>/\*\*(?!/).*?\*/)
  | (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<str>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
  | (?P<name>[A-Za-z_$][A-Za-z0-9_$]*)
  | (?P<arrow>=>)
  | (?P<punct>[{}()\[\]<>;:,|&?=.])
    """,
    re.DOTALL | re.VERBOSE,
)


@dataclass
class Tok:
    kind: str  # "name", "str", "punct", "end"
    value: str
    doc: str | None  # the doc comment right before it
    line: int


def doc_text(raw: str) -> str:
    """A `/** ... */` comment's text: the ` * ` margins off, lines kept."""
    body = raw[3:-2]
    lines = [re.sub(r"^\s*\* ?", "", line).rstrip() for line in body.split("\n")]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(line.strip() if i == 0 else line for i, line in enumerate(lines))


def tokenize(text: str) -> list[Tok]:
    toks: list[Tok] = []
    doc = None
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            line = text.count("\n", 0, pos) + 1
            raise SystemExit(
                f"dts-header.d.ts:{line}: cannot read {text[pos : pos + 20]!r}"
            )
        kind, value = m.lastgroup, m.group()
        line = text.count("\n", 0, pos) + 1
        pos = m.end()
        if kind == "ws" or kind == "comment":
            continue
        if kind == "doc":
            doc = doc_text(value)
            continue
        if kind == "arrow":
            kind = "punct"
        assert kind is not None
        toks.append(Tok(kind, value, doc, line))
        doc = None
    toks.append(Tok("end", "", None, text.count("\n") + 1))
    return toks


# ---------------------------------------------------------------------------
# Types


@dataclass
class Prim:
    name: str  # number, string, boolean, null, bigint


@dataclass
class Lit:
    value: str


@dataclass
class Ref:
    qual: str | None  # "hunt" of `hunt.Config`
    name: str
    args: list[Type]
    # Resolved: the declaration's (namespace, name), or a generic parameter.
    ns: str | None = None
    param: bool = False


@dataclass
class Arr:
    item: Type


@dataclass
class Tup:
    items: list[Type]


@dataclass
class Field:
    name: str
    optional: bool
    type: Type
    doc: str | None


@dataclass
class Obj:
    fields: list[Field]


@dataclass
class Union:
    items: list[Type]


@dataclass
class Inter:
    items: list[Type]


Type = Prim | Lit | Ref | Arr | Tup | Obj | Union | Inter


@dataclass
class Decl:
    ns: str | None
    name: str
    params: list[str]
    type: Type
    doc: str | None
    line: int
    # A generic declaration's instance: its parameters' arguments.
    bound: dict[str, Type] = field(default_factory=dict)


# ---------------------------------------------------------------------------
# Parser


class Parser:
    def __init__(self, toks: list[Tok]):
        self.toks = toks
        self.i = 0

    def peek(self, k: int = 0) -> Tok:
        return self.toks[self.i + k]

    def next(self) -> Tok:
        t = self.toks[self.i]
        self.i += 1
        return t

    def fail(self, what: str) -> SystemExit:
        t = self.peek()
        return SystemExit(f"dts-header.d.ts:{t.line}: {what}, got {t.value!r}")

    def eat(self, value: str) -> Tok:
        if self.peek().value != value or self.peek().kind not in ("punct", "name"):
            raise self.fail(f"expected {value!r}")
        return self.next()

    def at(self, value: str) -> bool:
        t = self.peek()
        return t.value == value and t.kind in ("punct", "name")

    def name(self) -> str:
        if self.peek().kind != "name":
            raise self.fail("expected a name")
        return self.next().value

    def skip_balanced(self) -> None:
        """Skips a `{ ... }` block."""
        self.eat("{")
        depth = 1
        while depth:
            t = self.next()
            if t.kind == "end":
                raise self.fail("unclosed {")
            if t.kind == "punct" and t.value == "{":
                depth += 1
            elif t.kind == "punct" and t.value == "}":
                depth -= 1

    def skip_statement(self) -> None:
        """Skips to the `;` ending a statement (outside brackets)."""
        depth = 0
        while True:
            t = self.next()
            if t.kind == "end":
                raise self.fail("unended statement")
            if t.kind != "punct":
                continue
            if t.value in "({[":
                depth += 1
            elif t.value in ")}]":
                depth -= 1
            elif t.value == ";" and depth == 0:
                return

    def file(self) -> list[Decl]:
        decls: list[Decl] = []
        while self.peek().kind != "end":
            self.top(None, decls)
        return decls

    def top(self, ns: str | None, decls: list[Decl]) -> None:
        start = self.peek()
        self.eat("export")
        if self.at("declare"):
            self.next()
        if self.at("namespace"):
            if ns is not None:
                raise self.fail("nested namespace")
            self.next()
            inner = self.name()
            self.eat("{")
            while not self.at("}"):
                self.top(inner, decls)
            self.eat("}")
        elif self.at("type"):
            self.next()
            name = self.name()
            params = []
            if self.at("<"):
                self.next()
                params.append(self.name())
                while self.at(","):
                    self.next()
                    params.append(self.name())
                self.eat(">")
            self.eat("=")
            ty = self.type()
            self.eat(";")
            decls.append(Decl(ns, name, params, ty, start.doc, start.line))
        elif self.at("interface"):
            self.next()
            self.name()
            self.skip_balanced()
        elif self.at("class"):
            self.next()
            while not self.at("{"):
                self.next()
            self.skip_balanced()
        elif self.at("function") or self.at("const"):
            self.skip_statement()
        else:
            raise self.fail("expected a namespace, type, interface, class or function")

    def type(self) -> Type:
        if self.at("|"):
            self.next()
        items = [self.inter()]
        while self.at("|"):
            self.next()
            items.append(self.inter())
        return items[0] if len(items) == 1 else Union(items)

    def inter(self) -> Type:
        items = [self.primary()]
        while self.at("&"):
            self.next()
            items.append(self.primary())
        return items[0] if len(items) == 1 else Inter(items)

    def primary(self) -> Type:
        t = self.peek()
        if t.kind == "str":
            self.next()
            return Lit(t.value[1:-1])
        if self.at("("):
            self.next()
            ty = self.type()
            self.eat(")")
            return ty
        if self.at("{"):
            return self.obj()
        if self.at("["):
            self.next()
            items = [self.type()]
            while self.at(","):
                self.next()
                items.append(self.type())
            self.eat("]")
            return Tup(items)
        name = self.name()
        if name in ("number", "string", "boolean", "null", "bigint"):
            return Prim(name)
        qual = None
        if self.at("."):
            self.next()
            qual, name = name, self.name()
        args: list[Type] = []
        if self.at("<"):
            self.next()
            args.append(self.type())
            while self.at(","):
                self.next()
                args.append(self.type())
            self.eat(">")
        if name == "Array" and qual is None:
            if len(args) != 1:
                raise self.fail("Array takes one type")
            return Arr(args[0])
        return Ref(qual, name, args)

    def obj(self) -> Obj:
        self.eat("{")
        fields = []
        while not self.at("}"):
            t = self.next()
            if t.kind == "str":
                name = t.value[1:-1]
            elif t.kind == "name":
                name = t.value
            else:
                raise self.fail("expected a key")
            optional = False
            if self.at("?"):
                self.next()
                optional = True
            self.eat(":")
            fields.append(Field(name, optional, self.type(), t.doc))
            if self.at(";") or self.at(","):
                self.next()
        self.eat("}")
        return Obj(fields)


# ---------------------------------------------------------------------------
# The one fact TypeScript loses: which numbers are floats.


def float_fields(core: pathlib.Path) -> set[tuple[str, str]]:
    """(struct, field) of every `pub field: ...f32/f64...` in the core's
    sources: a TypeScript `number` in that type's field is a float."""
    out = set()
    for path in sorted(core.rglob("*.rs")):
        struct = None
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"\s*pub(?:\([^)]*\))? struct (\w+)", line)
            if m:
                struct = m[1]
                continue
            m = re.match(r"\s*pub(?:\([^)]*\))? (\w+): .*\bf(?:32|64)\b", line)
            if m and struct:
                out.add((struct, m[1]))
    return out


# ---------------------------------------------------------------------------
# Generator


def camel(s: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", s) if p)


def py_name(ns: str | None, name: str) -> str:
    return (ns.capitalize() if ns else "") + name


@dataclass
class Variant:
    """One object shape of a declaration: a TypedDict with `bases` and its
    own `fields`; `suffix` names it within a union (`Ready`)."""

    suffix: str | None
    bases: list[str]
    fields: list[Field]
    tag: str | None = None  # `"type": "ready"`, for its docstring


@dataclass
class Item:
    """One Python definition: its code and what must be defined before it
    runs (base classes, names in an alias's value)."""

    name: str
    code: str
    eager: list[str] = field(default_factory=list)
    exported: bool = True


class Gen:
    def __init__(
        self,
        decls: list[Decl],
        floats: set[tuple[str, str]],
        handwritten: list[str] | None = None,
    ):
        self.floats = floats
        # The hand-written module's names, re-exported as they are.
        self.handwritten = sorted(handwritten or [])
        self.decls: dict[tuple[str | None, str], Decl] = {}
        for d in decls:
            self.decls[(d.ns, d.name)] = d
        self.items: dict[str, Item] = {}
        # The variants of each declaration turned into TypedDicts: its
        # Python name -> [(suffix, class name)].
        self.variant_classes: dict[str, list[tuple[str | None, str]]] = {}
        self.order: list[tuple[str | None, list[str]]] = []  # (section ns, names)
        self.done: set[str] = set()
        self.decl_of: dict[str, Decl] = {}
        self.instances: set[str] = set()
        self.tags: dict[str, str | None] = {}
        # The names the declaration being built adds, and the generic
        # instances its keys name, defined right after it.
        self.section: list[str] = []
        self.later: list[str] = []

    # -- resolution ----------------------------------------------------------

    def resolve(
        self, ty: Type, ns: str | None, params: dict[str, Type], where: Decl
    ) -> Type:
        """`ty` with every reference bound: to a declaration (`ns` set) or,
        inside a generic, to the argument given for its parameter."""

        def r(t: Type) -> Type:
            return self.resolve(t, ns, params, where)

        if isinstance(ty, Ref):
            if ty.qual is None and ty.name in params:
                return params[ty.name]
            args = [r(a) for a in ty.args]
            key: tuple[str | None, str]
            if ty.qual is not None:
                key = (ty.qual, ty.name)
            elif (ns, ty.name) in self.decls:
                key = (ns, ty.name)
            else:
                key = (None, ty.name)
            if key not in self.decls:
                qual = f"{ty.qual}." if ty.qual else ""
                raise Unsupported(where, f"unknown type {qual}{ty.name}")
            return Ref(ty.qual, ty.name, args, ns=key[0])
        if isinstance(ty, Arr):
            return Arr(r(ty.item))
        if isinstance(ty, Tup):
            return Tup([r(i) for i in ty.items])
        if isinstance(ty, Union):
            return Union([r(i) for i in ty.items])
        if isinstance(ty, Inter):
            return Inter([r(i) for i in ty.items])
        if isinstance(ty, Obj):
            return Obj([Field(f.name, f.optional, r(f.type), f.doc) for f in ty.fields])
        return ty

    def target(self, ref: Ref, where: Decl) -> tuple[str, Decl]:
        """The Python name and (instantiated) declaration `ref` names."""
        decl = self.decls[(ref.ns, ref.name)]
        if len(ref.args) != len(decl.params):
            raise Unsupported(
                where, f"{ref.name} takes {len(decl.params)} type arguments"
            )
        if not decl.params:
            return py_name(decl.ns, decl.name), decl
        # A generic declaration, instantiated: Logged<Action> -> LoggedAction.
        suffix = ""
        for a in ref.args:
            if not isinstance(a, Ref) or a.args:
                raise Unsupported(where, f"{ref.name}<...> takes plain type names")
            suffix += a.name
        name = py_name(decl.ns, decl.name + suffix)
        bound = dict(zip(decl.params, ref.args, strict=True))
        self.instances.add(name)
        return name, Decl(
            decl.ns, decl.name + suffix, [], decl.type, decl.doc, decl.line, bound
        )

    # -- Python type expressions --------------------------------------------

    def py(
        self, ty: Type, where: Decl, owner: str, key: str | None, eager: list[str]
    ) -> str:
        """`ty` as a Python type expression; `owner` and `key` say whose
        field it is (for floats); names it uses go to `eager`."""
        if isinstance(ty, Prim):
            if ty.name == "number":
                return "float" if (owner, key) in self.floats else "int"
            return {
                "string": "str",
                "boolean": "bool",
                "null": "None",
                "bigint": "int",
            }[ty.name]
        if isinstance(ty, Lit):
            return f"Literal[{quote(ty.value)}]"
        if isinstance(ty, Ref):
            name = self.need(ty, where)
            eager.append(name)
            return name
        if isinstance(ty, Arr):
            return f"list[{self.py(ty.item, where, owner, key, eager)}]"
        if isinstance(ty, Tup):
            # A JSON array is a list in Python, whatever its length.
            return f"list[{self.py(Union(ty.items), where, owner, key, eager)}]"
        if isinstance(ty, Union):
            parts: list[str] = []
            lits: list[str] = []
            for item in flatten(ty):
                if isinstance(item, Lit):
                    if not lits:
                        parts.append("<lits>")
                    lits.append(quote(item.value))
                    continue
                p = self.py(item, where, owner, key, eager)
                if p not in parts:
                    parts.append(p)
            if lits:
                parts[parts.index("<lits>")] = f"Literal[{', '.join(lits)}]"
            if "None" in parts:  # `T | None`, as Python writes it
                parts.remove("None")
                parts.append("None")
            return " | ".join(parts)
        raise Unsupported(
            where, f"an inline {type(ty).__name__.lower()} type (name it)"
        )

    def need(self, ref: Ref, where: Decl) -> str:
        name, decl = self.target(ref, where)
        self.decl_of.setdefault(name, decl)
        return name

    # -- declarations --------------------------------------------------------

    def variants(self, ty: Type, where: Decl) -> list[Variant] | None:
        """The object shapes `ty` stands for, or None if it is not one."""
        if isinstance(ty, Obj):
            return [Variant(None, [], ty.fields)]
        if isinstance(ty, Ref):
            name, decl = self.target(ty, where)
            self.build(name, decl)
            if name in self.variant_classes:
                classes = self.variant_classes[name]
                return [Variant(s, [cls], [], self.tags.get(cls)) for s, cls in classes]
            return None
        if isinstance(ty, Inter):
            out = [Variant(None, [], [])]
            for item in ty.items:
                vs = self.variants(item, where)
                if vs is None:
                    raise Unsupported(where, "an intersection with a non-object type")
                out = [
                    Variant(
                        join(a.suffix, b.suffix),
                        a.bases + b.bases,
                        merge(a.fields, b.fields, where),
                        a.tag or b.tag,
                    )
                    for a in out
                    for b in vs
                ]
            return out
        if isinstance(ty, Union) and all(isinstance(i, Obj | Inter) for i in ty.items):
            out = []
            for item in ty.items:
                vs = self.variants(item, where)
                if vs is None or len(vs) != 1:
                    raise Unsupported(where, "a union of unions of objects")
                out.append(vs[0])
            tag = tag_key(out, where)
            for v in out:
                (lit,) = [f.type for f in v.fields if f.name == tag]
                assert isinstance(lit, Lit)
                v.suffix = camel(lit.value)
                v.tag = f"{quote(tag)}: {quote(lit.value)}"
            if len({v.suffix for v in out}) != len(out):
                raise Unsupported(where, f"two variants with one tag name ({tag})")
            return out
        return None

    def build(self, name: str, decl: Decl) -> None:
        """Defines `name` (and what it needs first), once."""
        if name in self.done:
            return
        self.done.add(name)
        ty = self.resolve(decl.type, decl.ns, decl.bound, decl)
        doc = decl.doc
        vs = self.variants(ty, decl)
        if vs is not None and len(vs) == 1 and vs[0].suffix is None:
            self.typed_dict(name, vs[0], doc, decl)
            self.variant_classes[name] = [(None, name)]
            return
        if vs is not None:
            classes = []
            for v in vs:
                cls = name + (v.suffix or "")
                self.tags[cls] = v.tag
                what = f"``{v.tag}``" if v.tag else "a variant"
                self.typed_dict(cls, v, f"`{name}` of {what}.", decl)
                classes.append((v.suffix, cls))
            self.variant_classes[name] = classes
            self.alias(
                name, " | ".join(c for _, c in classes), [c for _, c in classes], doc
            )
            return
        if isinstance(ty, Union) and all(isinstance(i, Lit) for i in ty.items):
            # Literal["a"] | Literal["b"]: see the module's docstring (and
            # ruff's PYI030, off for the generated file in pyproject.toml).
            value = " | ".join(
                f"Literal[{quote(i.value)}]" for i in ty.items if isinstance(i, Lit)
            )
            self.alias(name, value, [], doc)
            return
        if isinstance(ty, Lit):
            # stubtest checks no alias of a one-value Literal ("not a
            # recognised type alias").
            raise Unsupported(decl, "an alias of one string literal")
        eager: list[str] = []
        value = self.py(ty, decl, decl.name, None, eager)
        for dep in eager:
            self.build(dep, self.decl_of[dep])
        self.alias(name, value, eager, doc)

    def typed_dict(self, name: str, v: Variant, doc: str | None, decl: Decl) -> None:
        eager = list(v.bases)
        required = [f for f in v.fields if not f.optional]
        optional = [f for f in v.fields if f.optional]
        body_req = self.fields(required, decl)
        body_opt = self.fields(optional, decl)
        bases = ", ".join(v.bases) or "TypedDict"
        if not optional:
            self.add(Item(name, cls_code(name, bases, doc, body_req), eager))
            return
        if not required and not v.bases:
            self.add(
                Item(
                    name, cls_code(name, "TypedDict, total=False", doc, body_opt), eager
                )
            )
            return
        req = f"_{name}Required"
        req_doc = f"The required keys of `{name}`."
        self.add(
            Item(req, cls_code(req, bases, req_doc, body_req), eager, exported=False)
        )
        self.add(
            Item(name, cls_code(name, f"{req}, total=False", doc, body_opt), [req])
        )

    def fields(self, fields: list[Field], decl: Decl) -> list[str]:
        out = []
        for f in fields:
            if not f.name.isidentifier() or keyword.iskeyword(f.name):
                raise Unsupported(decl, f"the key {f.name!r} is not a Python name")
            # Annotations are lazy (from __future__ import annotations).
            lazy: list[str] = []
            ty = self.py(f.type, decl, decl.name, f.name, lazy)
            # Generic instances (LoggedAction) are defined after the
            # declaration using them; every other name at its own place.
            self.later.extend(d for d in lazy if d in self.instances)
            if f.doc:
                out.extend(comment(f.doc, "    "))
            out.append(f"    {f.name}: {ty}")
        return out

    def alias(self, name: str, value: str, eager: list[str], doc: str | None) -> None:
        lines = comment(doc, "") if doc else []
        line = f"{name}: TypeAlias = {value}"
        # As ruff format writes it (`make test-python` checks).
        if len(line) <= WIDTH:
            lines.append(line)
        elif len(f"    {value}") <= WIDTH:
            lines.extend([f"{name}: TypeAlias = (", f"    {value}", ")"])
        else:
            parts = value.split(" | ")
            lines.append(f"{name}: TypeAlias = (")
            lines.append(f"    {parts[0]}")
            lines.extend(f"    | {p}" for p in parts[1:])
            lines.append(")")
        self.add(Item(name, "\n".join(lines), eager))

    def add(self, item: Item) -> None:
        self.items[item.name] = item
        self.section.append(item.name)

    def run(self, decls: list[Decl]) -> str:
        for d in decls:
            if d.ns is None and d.name in SKIP:
                continue
            if d.params:
                continue  # generic: defined where used, instantiated
            self.section = []
            self.order.append((d.ns, self.section))
            self.build(py_name(d.ns, d.name), d)
            # What the fields name but nothing has defined yet (generic
            # instances: LoggedAction) comes right after.
            while self.later:
                dep = self.later.pop(0)
                if dep not in self.done:
                    self.build(dep, self.decl_of[dep])
        return self.render()

    def render(self) -> str:
        clash = sorted(set(self.handwritten) & set(self.items))
        if clash:
            raise SystemExit(
                f"{HANDWRITTEN.name} defines {clash}, which are generated too"
            )
        names = sorted(
            [n for n, i in self.items.items() if i.exported] + self.handwritten
        )
        head = HEADER
        if self.handwritten:
            head += "\n" + reexport(self.handwritten)
        out = [
            head + "\n__all__ = [\n" + "".join(f'    "{n}",\n' for n in names) + "]\n"
        ]
        section: str | None = "<none>"
        defined: set[str] = set()
        for ns, names_ in self.order:
            for n in names_:
                item = self.items[n]
                missing = [e for e in item.eager if e not in defined]
                if missing:
                    raise SystemExit(
                        f"{n} needs {missing} first: reorder the generator"
                    )
                if ns != section:
                    section = ns
                    title = f"{TITLES[ns]} ({ns})" if ns else "Any game"
                    out.append(f"# {'-' * 75}\n# {title}\n")
                out.append(item.code + "\n")
                defined.add(n)
        return "\n\n\n".join(s.rstrip("\n") for s in out) + "\n"


class Unsupported(SystemExit):
    def __init__(self, decl: Decl, what: str):
        where = f"{decl.ns}.{decl.name}" if decl.ns else decl.name
        super().__init__(
            f"dts-header.d.ts:{decl.line}: {where}: {what}: tools/gen_pytypes.py "
            "does not translate this; extend it (and its docstring)"
        )


def flatten(u: Union) -> list[Type]:
    out: list[Type] = []
    for i in u.items:
        out.extend(flatten(i) if isinstance(i, Union) else [i])
    return out


def join(a: str | None, b: str | None) -> str | None:
    return (a or "") + (b or "") or None


def merge(a: list[Field], b: list[Field], where: Decl) -> list[Field]:
    names = {f.name for f in a}
    for f in b:
        if f.name in names:
            raise Unsupported(
                where, f"the key {f.name!r} on both sides of an intersection"
            )
    return a + b


def tag_key(vs: list[Variant], where: Decl) -> str:
    """The key every variant holds as a string literal of its own."""
    keys = None
    for v in vs:
        mine = {f.name for f in v.fields if isinstance(f.type, Lit) and not f.optional}
        keys = mine if keys is None else keys & mine
    if not keys or len(keys) != 1:
        raise Unsupported(where, "a union of objects without one literal tag key")
    return next(iter(keys))


def quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def comment(doc: str, indent: str) -> list[str]:
    """`#:` comment lines (what Sphinx reads as an attribute's doc)."""
    out = []
    for para in doc.split("\n"):
        prefix = f"{indent}#: "
        if len(prefix + para) <= WIDTH:
            out.append((prefix + para).rstrip())
        else:
            out.extend(
                textwrap.wrap(
                    para,
                    WIDTH,
                    initial_indent=prefix,
                    subsequent_indent=prefix,
                    break_long_words=False,
                    break_on_hyphens=False,
                )
            )
    return out


def docstring(doc: str, indent: str) -> list[str]:
    text = doc.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = text.split("\n")
    wrapped: list[str] = []
    for i, line in enumerate(lines):
        first = '"""' if i == 0 else ""
        if len(indent + first + line) <= WIDTH:
            wrapped.append(line)
        else:
            wrapped.extend(
                textwrap.wrap(
                    line,
                    WIDTH - len(indent) - len(first),
                    break_long_words=False,
                    break_on_hyphens=False,
                )
            )
    if text.endswith('"'):
        wrapped[-1] += " "
    if len(wrapped) == 1 and len(f'{indent}"""{wrapped[0]}"""') <= WIDTH:
        return [f'{indent}"""{wrapped[0]}"""']
    out = [f'{indent}"""{wrapped[0]}']
    out.extend(f"{indent}{line}".rstrip() for line in wrapped[1:])
    out.append(f'{indent}"""')
    return out


def handwritten_names(path: pathlib.Path) -> list[str]:
    """The ``__all__`` of the hand-written module, read without importing it."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "__all__"
        ):
            names = ast.literal_eval(node.value)
            if isinstance(names, list) and all(isinstance(n, str) for n in names):
                return names
    raise SystemExit(f"{path}: no __all__ list of names to re-export")


def reexport(names: list[str]) -> str:
    """The import of the hand-written names, as ruff formats it."""
    comment = (
        "# Written by hand (_handwritten_types.py): the shapes no Rust type\n"
        "# declares to ts-rs, re-exported with the generated ones.\n"
    )
    line = f"from ._handwritten_types import {', '.join(names)}"
    if len(line) <= WIDTH:
        return comment + line + "\n"
    body = "".join(f"    {n},\n" for n in names)
    return comment + "from ._handwritten_types import (\n" + body + ")\n"


def cls_code(name: str, bases: str, doc: str | None, body: list[str]) -> str:
    lines = [f"class {name}({bases}):"]
    if doc:
        lines.extend(docstring(doc, "    "))
        if body:
            lines.append("")
    lines.extend(body)
    if not doc and not body:
        lines.append("    pass")
    return "\n".join(lines)


HEADER = '''\
"""The engine's JSON shapes as ``TypedDict``s: the configs, actions, events,
views, results and logs of every game, for a host's type checker (mypy,
pyright) and editor. Generated by tools/gen_pytypes.py from
bindings/node/dts-header.d.ts, the TypeScript declarations ts-rs writes
from the core's Rust types, so they cannot drift from the engine: do not
edit; `make python-regen` rewrites this file and `make test-python` fails
when it is stale.

Every name is the game's name and the TypeScript one: ``hunt.View`` is
:class:`HuntView`, ``duel.Event`` :data:`DuelEvent`, ``solo.GameResult``
:class:`SoloGameResult`; ``AnyEvent``, ``AnyView``, ``AnyResult``,
``AnyConfig``, ``AnyAction`` and ``AnyLog`` are every game's. A union
tagged by a key (events by ``"type"``, actions by ``"action"``) has one
class per variant, named by the tag (``HuntEventRoundOpen`` for
``"type": "round_open"``): ``if ev["type"] == "round_open":`` narrows an
event to it. Keys marked ``total=False`` may be absent from the JSON.
The few shapes no Rust type declares (``LexiconManifest``, ``DuelLevel``)
are written by hand in ``_handwritten_types.py`` and re-exported here.

At runtime these are plain ``dict``s (a ``TypedDict`` is only a type):
the package returns them as ``json.loads`` does, and takes any dict of
the right shape. Numbers are ``int`` but for the one float of the
engine's JSON (``SoloRating.rating``); seeds come back as the string
``"0x"`` + 16 hex digits and go in as an ``int`` or a ``str``.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict
'''


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dts", type=pathlib.Path, default=DTS)
    ap.add_argument("--core", type=pathlib.Path, default=CORE)
    ap.add_argument("--out", type=pathlib.Path, default=OUT)
    ap.add_argument("--handwritten", type=pathlib.Path, default=HANDWRITTEN)
    ap.add_argument(
        "--stdout", action="store_true", help="write to stdout instead of --out"
    )
    a = ap.parse_args()
    text = a.dts.read_text(encoding="utf-8")
    for node, python in DOC_SUBS:
        if node not in text:
            raise SystemExit(
                f"gen_pytypes.py: DOC_SUBS: {node!r} is no longer in {a.dts}"
            )
        text = text.replace(node, python)
    decls = Parser(tokenize(text)).file()
    text = Gen(decls, float_fields(a.core), handwritten_names(a.handwritten)).run(decls)
    if a.stdout:
        sys.stdout.write(text)
    else:
        a.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
