#!/usr/bin/env python3
"""Writes the Kotlin types of the engine's JSON shapes,
bindings/kotlin/src/main/kotlin/gridwords/{hunt,duel,solo}/Shapes.kt
(packages ``gridwords.hunt``, ``gridwords.duel``, ``gridwords.solo``), from
the TypeScript ones, bindings/node/dts-header.d.ts, which ts-rs generates
from the core's Rust types: the one source the Python TypedDicts come from
too (tools/gen_pytypes.py, whose parser this imports), so the Kotlin types
cannot drift from the engine. `make kotlin-regen` rewrites the files; `make
kotlin-shapes-check` regenerates them into a temporary folder and fails when
the checked-in ones differ.

Standard library only. Usage: ``gen_kotlin.py [--dts FILE] [--out-dir DIR]``
(DIR holds the ``hunt``, ``duel`` and ``solo`` folders; default the Kotlin
sources').

Every declaration of the three namespaces is translated (the top-level ones,
``AnyEvent`` and the like, are the Node API's and are not; nor are
interfaces, classes and functions). The JSON is read and written with Gson's
tree API (``JsonElement``, no reflection: nothing for R8/ProGuard to keep),
and the output compiles with Kotlin 1.3 (no sealed interfaces, value classes,
``data object`` or trailing commas). Anything the rules below do not cover
fails loudly, naming the declaration.

* ``export type X = { a: T; b?: T }``: ``data class X(val a: T, val b: T? =
  null)``, the keys in camelCase (``at_ms`` -> ``atMs``), each with the TS
  doc comment as KDoc, and ``companion object { @JvmStatic fun
  fromJson(json: JsonElement): X }`` and ``fun toJson(): JsonObject`` (keys
  in the declaration's order, which is the engine's but where ts-rs inlines
  a ``#[serde(flatten)]`` struct after the keys of its own: ``duel.Scored``,
  an analysis output, whose move keys the engine writes first; every log,
  result, view, event and action writes back byte for byte, ShapesTest.kt
  holds them to tests/vectors). An optional key (``b?:``) is
  left out of ``toJson`` when null; a ``T | null`` key is written as
  ``null``. A missing key is an error unless it is optional or nullable;
  keys the type does not know are ignored (a newer engine may add some).
* A union of object types tagged by one key holding a string literal in
  each (``"type"`` of events, ``"action"`` of actions): ``sealed class X``
  with ``abstract val tag: String`` and ``abstract fun toJson()``, and one
  nested class per variant named in PascalCase from its tag (``round_open``
  -> ``RoundOpen``): a ``data class`` of its own keys, or an ``object`` when
  it has none (Kotlin 1.3 has no empty data class nor ``data object``).
  ``fromJson`` dispatches on the tag; a tag this build does not know is
  ``X.Unknown(tag, json)``, the whole object kept, so an event (or action) a
  newer engine adds does not crash an older app; its ``toJson`` gives the
  object back.
* A union of string literals: ``enum class X(val json: String)``, constants
  in UPPER_SNAKE_CASE (``"bot:easy"`` -> ``BOT_EASY``); ``fromJson`` throws
  ``IllegalArgumentException`` naming a value it does not know (an app and
  its engine ship together: an unknown value is a bug, not a version skew
  to carry, unlike a whole event).
* An intersection of one object and one named type or generic parameter,
  ``SeatAction = Action & { seat: number }`` and ``Logged<A> = { seq, at_ms,
  seat } & A``: a data class of the object's keys and one property holding
  the other type (named after it: ``action``; a generic parameter after the
  type every use gives it, ``Logged<Action>``, else ``value``), read from
  the same JSON object. ``toJson`` writes the object's keys, then the other
  type's; when that type comes first and is tagged, its tag leads, as in
  the engine's examples: ``{"action":"submit","seat":0,"word":"tone"}``, a
  log's ``{"seq":2,"at_ms":3600,"seat":0,"action":"submit","word":"tone"}``.
  A generic one is ``data class Logged<A>`` whose ``fromJson(json, read)``
  and ``toJson(write)`` take the parameter's reader and writer.
* ``type Path = Array<number>`` (and tuples): ``typealias Path =
  List<Long>``, read and written where used.
* A union of types of different JSON kinds (``PathOrWord = string |
  Array<number>``): a sealed class with one variant per kind, ``OfString``,
  ``OfList``, ...; ``fromJson`` picks it by the JSON's kind.

Types: ``string`` is ``String``, ``boolean`` ``Boolean``, ``Array<T>``
``List<T>``, ``Record<string, T>`` ``Map<String, T>`` (in the JSON's key
order), ``T | null`` ``T?``. ``number`` is ``Long``, read strictly (a JSON
number that is not a whole number in Long's range throws rather than
truncating: ``BigDecimal.longValueExact``), but for the fields the Rust
types declare ``f32``/``f64`` (TypeScript has one number type, and ts-rs
writes nothing else that tells them apart): ``Double``. Those are listed in
``FRACTIONAL`` below, each checked to name a ``number`` key of the file.
``number | bigint | string`` is a seed: ``String``, as the engine writes
seeds (``"0x"`` + 16 hex digits); a JSON integer (a config a person wrote)
is read as its decimal digits, which the engine reads back as that seed. A
tuple of one type (``[number, number]``) is ``List<T>`` whose reader checks
the length; of two types (``[number, EndReason]``) ``Pair<A, B>``. Doc
comments written for Node that name its calls get their Kotlin spelling
(``DOC_SUBS``, each checked to still match).
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys
from dataclasses import dataclass

from gen_pytypes import (
    Arr,
    Decl,
    Field,
    Inter,
    Lit,
    Obj,
    Parser,
    Prim,
    Ref,
    Tup,
    Type,
    Union,
    camel,
    flatten,
    tokenize,
)

ROOT = pathlib.Path(__file__).resolve().parent.parent
DTS = ROOT / "bindings/node/dts-header.d.ts"
OUT_DIR = ROOT / "bindings/kotlin/src/main/kotlin/gridwords"
GAMES = ("hunt", "duel", "solo")

#: The games' titles, for the files' headers.
TITLES = {"hunt": "Word Grid", "duel": "Wordgrid", "solo": "Sóló"}

#: The keys whose Rust type is a float (``f32``/``f64``): TypeScript writes
#: every number as ``number``, so the generator is told here which are
#: fractional (``Double``; every other number is a ``Long`` read strictly).
#: (namespace, type, key) -> the Rust field, for the reader. Each entry must
#: name a key of the d.ts whose type holds a ``number`` (checked); add one
#: when the core gains a float in its JSON (gen_pytypes.py finds them in the
#: core's sources by itself, for Python).
FRACTIONAL = {
    ("solo", "Rating", "rating"): "pub rating: Option<f64> (core/src/solo/rating.rs)",
}

#: The few doc comments written for Node that name its calls: their Kotlin
#: spelling. Each must still be in the d.ts (or the table is stale).
DOC_SUBS = [
    ("(`act`)", "(`Game.actJson`)"),
    ("What `hunt.solve` returns:", "What `HuntGame.solveJson` returns, parsed:"),
    (
        "The word of `duel.Game.play`:",
        (
            "The word of a play (Node's `duel.Game.play`; here `DuelGame.playWord`"
            " or `DuelGame.playPath`):"
        ),
    ),
]

#: Kotlin's hard keywords: no property may be named one.
KEYWORDS = {
    *("as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if"),
    *("in", "interface", "is", "null", "object", "package", "return", "super"),
    *("this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when"),
    "while",
}

#: Names the generated code uses from Kotlin itself: no type may take one.
RESERVED = {"Any", "Boolean", "Double", "List", "Long", "Map", "Pair", "String"}
RESERVED |= {"JsonArray", "JsonElement", "JsonNull", "JsonObject", "JsonPrimitive"}


#: The end of a reader's KDoc.
NOT_ONE = " (IllegalArgumentException if it is not one)."


class Unsupported(SystemExit):
    def __init__(self, decl: Decl, what: str):
        where = f"{decl.ns}.{decl.name}" if decl.ns else decl.name
        super().__init__(
            f"dts-header.d.ts:{decl.line}: {where}: {what}: tools/gen_kotlin.py "
            "does not translate this; extend it (and its docstring)"
        )


# ---------------------------------------------------------------------------
# Kotlin types


@dataclass(frozen=True)
class K:
    """A Kotlin type and how its JSON is read and written.

    kind: long, double, string, bool, seed (a String), param (a generic
    parameter, ``name``), ref (a generated class ``name``; ``shape`` says
    which kind, ``args`` a generic one's arguments), alias (a typealias
    ``name`` of ``args[0]``), list, tuple (a list of ``size``), pair, map,
    nullable (of ``args[0]``)."""

    kind: str
    name: str = ""
    args: tuple[K, ...] = ()
    size: int = 0
    shape: str = ""


def has_double(k: K) -> bool:
    return k.kind == "double" or any(has_double(a) for a in k.args)


def nullable(k: K) -> K:
    return k if k.kind == "nullable" else K("nullable", args=(k,))


@dataclass
class Shape:
    """What a declaration becomes.

    kind: data (``fields``), sealed (``tag`` and ``variants``), enum
    (``values``), wrap (``fields`` and ``inner``, ``inner_first``), alias
    (``type``), kinds (``items``)."""

    kind: str
    fields: list[Field] | None = None
    tag: str = ""
    variants: list[tuple[str, list[Field]]] | None = None
    values: list[str] | None = None
    inner: Ref | None = None
    inner_first: bool = False
    type: Type | None = None
    items: list[Type] | None = None


def prop_name(key: str, decl: Decl) -> str:
    name = re.sub(r"_([a-z0-9])", lambda m: m[1].upper(), key)
    if not re.fullmatch(r"[a-z][A-Za-z0-9]*", name) or name in KEYWORDS:
        raise Unsupported(decl, f"the key {key!r} is no Kotlin property name")
    return name


def const_name(value: str, decl: Decl) -> str:
    name = re.sub(r"[^A-Za-z0-9]+", "_", value).strip("_").upper()
    if not re.fullmatch(r"[A-Z][A-Z0-9_]*", name):
        raise Unsupported(decl, f"the literal {value!r} is no Kotlin constant name")
    return name


def quote(s: str) -> str:
    """A Kotlin string literal."""
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")
    return f'"{out}"'


def kdoc(doc: str | None, indent: str) -> list[str]:
    """A KDoc block (Kotlin block comments nest: `/*` and `*/` are escaped)."""
    if not doc:
        return []
    text = doc.replace("*/", "*&#47;").replace("/*", "&#47;*")
    lines = text.split("\n")
    if len(lines) == 1 and len(indent) + len(text) + 7 <= 100:
        return [f"{indent}/** {text} */"]
    out = [f"{indent}/**"]
    out.extend(f"{indent} * {line}".rstrip() for line in lines)
    out.append(f"{indent} */")
    return out


def join_doc(*parts: str | None) -> str | None:
    return "\n\n".join(p for p in parts if p) or None


# ---------------------------------------------------------------------------
# Helpers the generated files define (each file privately: the packages are
# independent), emitted only where used so kotlinc warns of nothing unused.

HELPERS: dict[str, str] = {
    "obj": """\
private fun obj(json: JsonElement, what: String): JsonObject =
    if (json.isJsonObject) json.asJsonObject
    else throw IllegalArgumentException("$what: expected a JSON object, got $json")""",
    "req": """\
private fun req(o: JsonObject, key: String, what: String): JsonElement =
    o.get(key) ?: throw IllegalArgumentException("$what: missing")""",
    "opt": """\
private fun opt(o: JsonObject, key: String): JsonElement? {
    val e = o.get(key)
    return if (e == null || e.isJsonNull) null else e
}""",
    "long": """\
private fun long(json: JsonElement, what: String): Long {
    val n = if (json.isJsonPrimitive && json.asJsonPrimitive.isNumber) {
        try {
            json.asBigDecimal.longValueExact()
        } catch (e: ArithmeticException) {
            null
        } catch (e: NumberFormatException) {
            null
        }
    } else null
    return n ?: throw IllegalArgumentException("$what: expected a whole number (a Long), got $json")
}""",
    "double": """\
private fun double(json: JsonElement, what: String): Double =
    if (json.isJsonPrimitive && json.asJsonPrimitive.isNumber) json.asDouble
    else throw IllegalArgumentException("$what: expected a number, got $json")""",
    "string": """\
private fun string(json: JsonElement, what: String): String =
    if (json.isJsonPrimitive && json.asJsonPrimitive.isString) json.asString
    else throw IllegalArgumentException("$what: expected a string, got $json")""",
    "bool": """\
private fun bool(json: JsonElement, what: String): Boolean =
    if (json.isJsonPrimitive && json.asJsonPrimitive.isBoolean) json.asBoolean
    else throw IllegalArgumentException("$what: expected true or false, got $json")""",
    "seed": """\
/**
 * A seed as the engine writes it (`"0x"` + 16 hex digits), or as a config
 * may give it: a JSON integer is its decimal digits, the same seed to the engine.
 */
private fun seed(json: JsonElement, what: String): String {
    if (json.isJsonPrimitive && json.asJsonPrimitive.isString) return json.asString
    val n = if (json.isJsonPrimitive && json.asJsonPrimitive.isNumber) {
        try {
            json.asBigDecimal.toBigIntegerExact().toString()
        } catch (e: ArithmeticException) {
            null
        } catch (e: NumberFormatException) {
            null
        }
    } else null
    return n ?: throw IllegalArgumentException("$what: expected a seed (a string or a whole number), got $json")
}""",
    "list": """\
private inline fun <T> list(json: JsonElement, what: String, read: (JsonElement) -> T): List<T> {
    if (!json.isJsonArray) throw IllegalArgumentException("$what: expected a JSON array, got $json")
    return json.asJsonArray.map(read)
}""",
    "tuple": """\
private inline fun <T> tuple(json: JsonElement, size: Int, what: String, read: (JsonElement) -> T): List<T> {
    if (!json.isJsonArray || json.asJsonArray.size() != size) {
        throw IllegalArgumentException("$what: expected a JSON array of $size, got $json")
    }
    return json.asJsonArray.map(read)
}""",
    "pair": """\
private inline fun <A, B> pair(
    json: JsonElement,
    what: String,
    first: (JsonElement) -> A,
    second: (JsonElement) -> B
): Pair<A, B> {
    if (!json.isJsonArray || json.asJsonArray.size() != 2) {
        throw IllegalArgumentException("$what: expected a JSON array of 2, got $json")
    }
    return Pair(first(json.asJsonArray.get(0)), second(json.asJsonArray.get(1)))
}""",
    "map": """\
private inline fun <T> map(json: JsonElement, what: String, read: (JsonElement) -> T): Map<String, T> {
    val out = LinkedHashMap<String, T>()
    for ((k, v) in obj(json, what).entrySet()) out[k] = read(v)
    return out
}""",
    "orNull": """\
private inline fun <T> orNull(json: JsonElement, read: (JsonElement) -> T): T? =
    if (json.isJsonNull) null else read(json)""",
    "array": """\
private inline fun <T> array(items: List<T>, write: (T) -> JsonElement): JsonArray {
    val a = JsonArray()
    for (item in items) a.add(write(item))
    return a
}""",
}
#: How a union of kinds' doc comments call each JSON kind.
KIND_NAMES = {
    "string": "string",
    "long": "number",
    "double": "number",
    "bool": "boolean",
}
KIND_NAMES |= {"list": "array", "tuple": "array", "pair": "array", "map": "object"}

#: What each helper calls.
HELPER_NEEDS = {"map": ["obj"]}


# ---------------------------------------------------------------------------
# Generator


class Gen:
    def __init__(self, decls: list[Decl], ns: str):
        self.ns = ns
        self.decls = {d.name: d for d in decls if d.ns == ns}
        self.order = [d for d in decls if d.ns == ns]
        self.shapes = {d.name: self.classify(d) for d in self.order}
        self.used: set[str] = set()
        self.imports: set[str] = {"JsonElement", "JsonObject"}
        # Nested names in scope (a sealed class's variants): a top-level
        # type of one of these names is written with its package.
        self.scope: set[str] = set()
        for name in self.decls:
            if name in RESERVED:
                raise Unsupported(self.decls[name], "a name the Kotlin code uses")

    # -- shapes --------------------------------------------------------------

    def classify(self, d: Decl) -> Shape:
        ty = d.type
        if isinstance(ty, Obj):
            return Shape("data", fields=ty.fields)
        if isinstance(ty, Union):
            items = flatten(ty)
            if all(isinstance(i, Lit) for i in items):
                return Shape(
                    "enum", values=[i.value for i in items if isinstance(i, Lit)]
                )
            if all(isinstance(i, Obj) for i in items):
                return self.sealed(d, [i for i in items if isinstance(i, Obj)])
            if not any(isinstance(i, Lit | Obj | Inter) for i in items):
                return Shape("kinds", items=items)
        if isinstance(ty, Inter) and len(ty.items) == 2:
            objs = [i for i in ty.items if isinstance(i, Obj)]
            refs = [i for i in ty.items if isinstance(i, Ref)]
            if len(objs) == 1 and len(refs) == 1 and not refs[0].args:
                return Shape(
                    "wrap",
                    fields=objs[0].fields,
                    inner=refs[0],
                    inner_first=ty.items[0] is refs[0],
                )
        if isinstance(ty, Arr | Tup):
            return Shape("alias", type=ty)
        raise Unsupported(d, f"a {type(ty).__name__.lower()} of this form")

    def sealed(self, d: Decl, objs: list[Obj]) -> Shape:
        keys: set[str] | None = None
        for o in objs:
            mine = {
                f.name for f in o.fields if isinstance(f.type, Lit) and not f.optional
            }
            keys = mine if keys is None else keys & mine
        if not keys or len(keys) != 1:
            raise Unsupported(d, "a union of objects without one literal tag key")
        (tag,) = keys
        variants = []
        for o in objs:
            (lit,) = [f.type for f in o.fields if f.name == tag]
            assert isinstance(lit, Lit)
            variants.append((lit.value, [f for f in o.fields if f.name != tag]))
        names = [camel(v) for v, _ in variants]
        if len(set(names)) != len(names) or "Unknown" in names:
            raise Unsupported(
                d, f"two variants of one name, or one named Unknown ({tag})"
            )
        for _, fields in variants:
            if any(f.name == "tag" for f in fields):
                raise Unsupported(d, "a variant with a key named tag")
        return Shape("sealed", tag=tag, variants=variants)

    # -- types ---------------------------------------------------------------

    def k(self, ty: Type, d: Decl, key: str | None, params: list[str]) -> K:
        """The Kotlin type of `ty`, a type in `d` (its key `key`)."""
        if isinstance(ty, Prim):
            if ty.name == "number":
                return K("double" if (self.ns, d.name, key) in FRACTIONAL else "long")
            if ty.name in ("string", "boolean"):
                return K("string" if ty.name == "string" else "bool")
            raise Unsupported(d, f"a bare {ty.name}")
        if isinstance(ty, Union):
            items = flatten(ty)
            rest = [i for i in items if not (isinstance(i, Prim) and i.name == "null")]
            names = sorted(i.name for i in rest if isinstance(i, Prim))
            if names == ["bigint", "number", "string"] and len(rest) == 3:
                inner = K("seed")
            elif len(rest) == 1:
                inner = self.k(rest[0], d, key, params)
            else:
                raise Unsupported(d, "an inline union (name it)")
            return nullable(inner) if len(rest) < len(items) else inner
        if isinstance(ty, Arr):
            return K("list", args=(self.k(ty.item, d, key, params),))
        if isinstance(ty, Tup):
            items_k = [self.k(i, d, key, params) for i in ty.items]
            if all(i == items_k[0] for i in items_k):
                return K("tuple", args=(items_k[0],), size=len(items_k))
            if len(items_k) == 2:
                return K("pair", args=(items_k[0], items_k[1]))
            raise Unsupported(d, "a tuple of mixed types longer than 2")
        if isinstance(ty, Ref):
            if ty.qual is None and ty.name in params:
                return K("param", name=ty.name)
            if ty.qual is None and ty.name == "Record" and len(ty.args) == 2:
                if ty.args[0] != Prim("string"):
                    raise Unsupported(d, "a Record whose keys are not strings")
                return K("map", args=(self.k(ty.args[1], d, key, params),))
            if ty.qual not in (None, self.ns) or ty.name not in self.decls:
                raise Unsupported(d, f"the type {ty.name} (not of this namespace)")
            target = self.decls[ty.name]
            if len(ty.args) != len(target.params):
                raise Unsupported(
                    d, f"{ty.name} takes {len(target.params)} type arguments"
                )
            shape = self.shapes[ty.name]
            if shape.kind == "alias":
                assert shape.type is not None
                return K("alias", ty.name, (self.k(shape.type, target, None, []),))
            args = tuple(self.k(a, d, key, params) for a in ty.args)
            for a in args:
                if a.kind != "ref" or a.shape not in ("data", "sealed", "wrap"):
                    raise Unsupported(d, f"{ty.name}<...> of a type not a JSON object")
            return K("ref", ty.name, args, shape=shape.kind)
        raise Unsupported(d, f"an inline {type(ty).__name__.lower()} (name it)")

    def kt(self, k: K) -> str:
        """`k` as Kotlin writes the type."""
        if k.kind in ("long", "double", "string", "bool", "seed"):
            return {"long": "Long", "double": "Double", "bool": "Boolean"}.get(
                k.kind, "String"
            )
        if k.kind == "param":
            return k.name
        if k.kind in ("ref", "alias"):
            name = self.ref(k.name)
            if k.args and k.kind == "ref":
                name += "<" + ", ".join(self.kt(a) for a in k.args) + ">"
            return name
        if k.kind in ("list", "tuple"):
            return f"List<{self.kt(k.args[0])}>"
        if k.kind == "pair":
            return f"Pair<{self.kt(k.args[0])}, {self.kt(k.args[1])}>"
        if k.kind == "map":
            return f"Map<String, {self.kt(k.args[0])}>"
        assert k.kind == "nullable"
        return self.kt(k.args[0]) + "?"

    def ref(self, name: str) -> str:
        return f"gridwords.{self.ns}.{name}" if name in self.scope else name

    def need(self, helper: str) -> str:
        self.used.add(helper)
        for h in HELPER_NEEDS.get(helper, []):
            self.used.add(h)
        return helper

    def read(self, k: K, e: str, what: str, depth: int = 0) -> str:
        """A Kotlin expression reading `k` from the JsonElement `e`."""
        x = "x" if depth == 0 else f"x{depth}"
        w = quote(what)
        if k.kind in ("long", "double", "string", "bool", "seed"):
            return f"{self.need(k.kind)}({e}, {w})"
        if k.kind == "param":
            return f"read({e})"
        if k.kind == "alias":
            return self.read(k.args[0], e, what, depth)
        if k.kind == "ref":
            name = self.ref(k.name)
            if not k.args:
                return f"{name}.fromJson({e})"
            readers = [
                f"{{ {x} -> {self.read(a, x, what, depth + 1)} }}" for a in k.args
            ]
            return (
                f"{name}.fromJson({e}) " + readers[0]
                if len(readers) == 1
                else (f"{name}.fromJson({e}, {', '.join(readers)})")
            )
        if k.kind in ("list", "map"):
            item = self.read(k.args[0], x, what + "[]", depth + 1)
            return f"{self.need(k.kind)}({e}, {w}) {{ {x} -> {item} }}"
        if k.kind == "tuple":
            item = self.read(k.args[0], x, what + "[]", depth + 1)
            return f"{self.need('tuple')}({e}, {k.size}, {w}) {{ {x} -> {item} }}"
        if k.kind == "pair":
            a = self.read(k.args[0], x, what + "[0]", depth + 1)
            b = self.read(k.args[1], x, what + "[1]", depth + 1)
            return f"{self.need('pair')}({e}, {w}, {{ {x} -> {a} }}, {{ {x} -> {b} }})"
        assert k.kind == "nullable"
        inner = self.read(k.args[0], x, what, depth + 1)
        return f"{self.need('orNull')}({e}) {{ {x} -> {inner} }}"

    def write(self, k: K, v: str, depth: int = 0) -> str:
        """A Kotlin expression writing `v` (of `k`) as a JsonElement."""
        x = "x" if depth == 0 else f"x{depth}"
        if k.kind in ("long", "double", "string", "bool", "seed"):
            self.imports.add("JsonPrimitive")
            return f"JsonPrimitive({v})"
        if k.kind == "param":
            return f"write({v})"
        if k.kind == "alias":
            return self.write(k.args[0], v, depth)
        if k.kind == "ref":
            if not k.args:
                return f"{v}.toJson()"
            writers = [f"{{ {x} -> {self.write(a, x, depth + 1)} }}" for a in k.args]
            return (
                f"{v}.toJson " + writers[0]
                if len(writers) == 1
                else (f"{v}.toJson({', '.join(writers)})")
            )
        if k.kind in ("list", "tuple"):
            self.imports.add("JsonArray")
            item = self.write(k.args[0], x, depth + 1)
            return f"{self.need('array')}({v}) {{ {x} -> {item} }}"
        if k.kind == "pair":
            self.imports.add("JsonArray")
            a = self.write(k.args[0], f"{v}.first", depth + 1)
            b = self.write(k.args[1], f"{v}.second", depth + 1)
            return f"JsonArray().also {{ {x} -> {x}.add({a}); {x}.add({b}) }}"
        if k.kind == "map":
            item = self.write(k.args[0], f"{x}e.value", depth + 1)
            return (
                f"JsonObject().also {{ {x} -> for ({x}e in {v}.entries) "
                f"{x}.add({x}e.key, {item}) }}"
            )
        assert k.kind == "nullable"
        self.imports.add("JsonNull")
        inner = self.write(k.args[0], x, depth + 1)
        return f"{v}?.let {{ {x} -> {inner} }} ?: JsonNull.INSTANCE"

    # -- properties ----------------------------------------------------------

    def props(
        self, fields: list[Field], d: Decl, params: list[str]
    ) -> list[tuple[Field, str, K]]:
        """Each key with its property name and type (optional keys nullable)."""
        out = []
        seen: set[str] = set()
        for f in fields:
            if isinstance(f.type, Lit):
                raise Unsupported(d, f"the literal key {f.name!r} outside a tag")
            name = prop_name(f.name, d)
            if name in seen:
                raise Unsupported(d, f"two keys named {name} in Kotlin")
            seen.add(name)
            k = self.k(f.type, d, f.name, params)
            out.append((f, name, nullable(k) if f.optional else k))
        return out

    def prop_doc(self, f: Field, k: K) -> str | None:
        inner = k.args[0] if k.kind == "nullable" else k
        note = None
        if inner.kind == "seed":
            note = (
                'Kotlin: the seed\'s text as the JSON has it (the engine writes `"0x"` + 16'
                "\nhex digits); a JSON integer is read as its decimal digits."
            )
        elif inner.kind == "tuple":
            note = f"Kotlin: a list of exactly {inner.size} (the reader refuses another length)."
        elif inner.kind == "alias" and inner.args[0].kind == "tuple":
            note = None  # said on the alias
        elif inner.kind == "pair":
            note = "Kotlin: the JSON's 2-element array as a Pair."
        if has_double(k):
            note = join_doc(
                note,
                "Kotlin: a Double, as the Rust field is a float (FRACTIONAL in"
                "\ntools/gen_kotlin.py); every other number is a Long.",
            )
        return join_doc(f.doc, note)

    def ctor(self, props: list[tuple[Field, str, K]], indent: str) -> list[str]:
        """A primary constructor's parameters (Kotlin 1.3: no trailing comma)."""
        lines = []
        for i, (f, name, k) in enumerate(props):
            lines.extend(kdoc(self.prop_doc(f, k), indent))
            default = " = null" if k.kind == "nullable" else ""
            comma = "," if i < len(props) - 1 else ""
            lines.append(f"{indent}val {name}: {self.kt(k)}{default}{comma}")
        return lines

    def reads(
        self, props: list[tuple[Field, str, K]], what: str, indent: str
    ) -> list[str]:
        """Named constructor arguments reading each key from `o`."""
        lines = []
        for i, (f, name, k) in enumerate(props):
            w = f"{what}.{f.name}"
            if k.kind == "nullable":
                e = f"{self.need('opt')}(o, {quote(f.name)})"
                expr = f"{e}?.let {{ x -> {self.read(k.args[0], 'x', w, 1)} }}"
            else:
                e = f"{self.need('req')}(o, {quote(f.name)}, {quote(w)})"
                expr = self.read(k, e, w)
            comma = "," if i < len(props) - 1 else ""
            lines.append(f"{indent}{name} = {expr}{comma}")
        return lines

    def writes(self, props: list[tuple[Field, str, K]], indent: str) -> list[str]:
        """Statements adding each key to `o`."""
        lines = []
        for f, name, k in props:
            key = quote(f.name)
            if k.kind == "nullable" and f.optional:
                inner = self.write(k.args[0], "x", 1)
                lines.append(f"{indent}{name}?.let {{ x -> o.add({key}, {inner}) }}")
            else:
                lines.append(f"{indent}o.add({key}, {self.write(k, name)})")
        return lines

    # -- declarations --------------------------------------------------------

    def decl(self, d: Decl) -> list[str]:
        shape = self.shapes[d.name]
        what = f"{self.ns}.{d.name}"
        if shape.kind == "data":
            assert shape.fields is not None
            return self.data(d, shape.fields, what)
        if shape.kind == "sealed":
            return self.sealed_class(d, shape, what)
        if shape.kind == "enum":
            assert shape.values is not None
            return self.enum(d, shape.values, what)
        if shape.kind == "wrap":
            return self.wrap(d, shape, what)
        if shape.kind == "alias":
            assert shape.type is not None
            k = self.k(shape.type, d, None, [])
            note = None
            if k.kind == "tuple":
                note = (
                    f"Kotlin: a list of exactly {k.size} (the JSON's array; "
                    "the reader refuses another length)."
                )
            return [
                *kdoc(join_doc(d.doc, note), ""),
                f"typealias {d.name} = {self.kt(k)}",
            ]
        return self.kinds(d, shape, what)

    def data(self, d: Decl, fields: list[Field], what: str) -> list[str]:
        if not fields:
            raise Unsupported(d, "an object type without keys")
        props = self.props(fields, d, [])
        out = [*kdoc(d.doc, ""), f"data class {d.name}("]
        out += self.ctor(props, "    ")
        out += [
            ") {",
            "    /** This value as the engine's JSON (its keys in the engine's order). */",
            "    fun toJson(): JsonObject {",
            "        val o = JsonObject()",
            *self.writes(props, "        "),
            "        return o",
            "    }",
            "",
            "    companion object {",
            f"        /** Reads a `{what}` from the engine's JSON{NOT_ONE} */",
            "        @JvmStatic",
            f"        fun fromJson(json: JsonElement): {d.name} {{",
            f"            val o = {self.need('obj')}(json, {quote(what)})",
            f"            return {d.name}(",
            *self.reads(props, what, "                "),
            "            )",
            "        }",
            "    }",
            "}",
        ]
        return out

    def sealed_class(self, d: Decl, shape: Shape, what: str) -> list[str]:
        assert shape.variants is not None
        tag = shape.tag
        names = [camel(v) for v, _ in shape.variants]
        self.scope = set(names) | {"Unknown"}
        out = [
            *kdoc(d.doc, ""),
            f"sealed class {d.name} {{",
            f"    /** The variant's `{quote(tag)[1:-1]}`, as the JSON spells it. */",
            "    abstract val tag: String",
            "",
            "    /** This value as the engine's JSON (its keys in the engine's order). */",
            "    abstract fun toJson(): JsonObject",
        ]
        dispatch = []
        for (value, fields), name in zip(shape.variants, names, strict=True):
            vwhat = f"{what}({value})"
            doc = f"`{quote(tag)}: {quote(value)}`."
            props = self.props(fields, d, [])
            head = f"{d.name}()"
            body = [
                f"        override val tag: String get() = {quote(value)}",
                "",
                "        override fun toJson(): JsonObject {",
                "            val o = JsonObject()",
                f"            o.addProperty({quote(tag)}, {quote(value)})",
                *self.writes(props, "            "),
                "            return o",
                "        }",
            ]
            out.append("")
            out += kdoc(doc, "    ")
            if not props:
                out.append(f"    object {name} : {head} {{")
                out += body
                out += [
                    "",
                    f"        override fun toString(): String = {quote(name)}",
                    "    }",
                ]
                dispatch.append(f"                {quote(value)} -> {name}")
                continue
            out.append(f"    data class {name}(")
            out += self.ctor(props, "        ")
            out.append(f"    ) : {head} {{")
            out += body
            out.append("    }")
            dispatch.append(f"                {quote(value)} -> {name}(")
            dispatch += self.reads(props, vwhat, "                    ")
            dispatch.append("                )")
        tw = f"{what}.{tag}"
        tag_read = (
            f"{self.need('string')}({self.need('req')}(o, {quote(tag)}, {quote(tw)}), "
            f"{quote(tw)})"
        )
        out += [
            "",
            "    /**",
            "     * A variant this build does not know (a newer engine's): its [tag] and",
            "     * the whole JSON object, so that an app does not fail on it.",
            "     */",
            f"    data class Unknown(override val tag: String, val json: JsonObject) : {d.name}() {{",
            "        override fun toJson(): JsonObject = json.deepCopy()",
            "    }",
            "",
            "    companion object {",
            "        /**",
            f"         * Reads a `{what}` from the engine's JSON, by its `{tag}` ([Unknown] for a",
            "         * tag this build does not know; IllegalArgumentException if it is not one).",
            "         */",
            "        @JvmStatic",
            f"        fun fromJson(json: JsonElement): {d.name} {{",
            f"            val o = {self.need('obj')}(json, {quote(what)})",
            f"            val tag = {tag_read}",
            "            return when (tag) {",
            *dispatch,
            "                else -> Unknown(tag, o)",
            "            }",
            "        }",
            "    }",
            "}",
        ]
        self.scope = set()
        return out

    def enum(self, d: Decl, values: list[str], what: str) -> list[str]:
        consts = [const_name(v, d) for v in values]
        if len(set(consts)) != len(consts):
            raise Unsupported(d, "two literals of one constant name")
        self.imports.add("JsonPrimitive")
        unknown = quote(what + ": unknown value ")[:-1] + '\\"$s\\""'
        out = [
            *kdoc(d.doc, ""),
            f"enum class {d.name}(",
            "    /** The value as the JSON spells it. */",
        ]
        out += ["    val json: String", ") {"]
        for i, (c, v) in enumerate(zip(consts, values, strict=True)):
            end = "," if i < len(values) - 1 else ";"
            out.append(f"    {c}({quote(v)}){end}")
        out += [
            "",
            "    /** This value as the engine's JSON. */",
            "    fun toJson(): JsonPrimitive = JsonPrimitive(json)",
            "",
            "    companion object {",
            f"        /** Reads a `{what}`; IllegalArgumentException names a value it does not know. */",
            "        @JvmStatic",
            f"        fun fromJson(json: JsonElement): {d.name} {{",
            f"            val s = {self.need('string')}(json, {quote(what)})",
            "            return values().firstOrNull { it.json == s }",
            f"                ?: throw IllegalArgumentException({unknown})",
            "        }",
            "    }",
            "}",
        ]
        return out

    def generic_name(self, d: Decl) -> str:
        """The property holding a generic parameter: named after the type
        every use gives it (``Logged<Action>``: ``action``), else ``value``."""
        found: set[str] = set()

        def visit(t: Type) -> None:
            if isinstance(t, Ref):
                if t.name == d.name and t.qual in (None, self.ns):
                    found.add(repr(t.args))
                    if len(t.args) == 1 and isinstance(t.args[0], Ref):
                        found.add("name:" + t.args[0].name)
                for a in t.args:
                    visit(a)
            elif isinstance(t, Arr):
                visit(t.item)
            elif isinstance(t, Tup | Union | Inter):
                for i in t.items:
                    visit(i)
            elif isinstance(t, Obj):
                for f in t.fields:
                    visit(f.type)

        for other in self.order:
            visit(other.type)
        names = [n[5:] for n in found if n.startswith("name:")]
        if len(names) == 1 and len(found) == 2:
            return names[0][:1].lower() + names[0][1:]
        return "value"

    def wrap(self, d: Decl, shape: Shape, what: str) -> list[str]:
        assert shape.fields is not None and shape.inner is not None
        inner = shape.inner
        params = d.params
        props = self.props(shape.fields, d, params)
        if inner.qual is None and inner.name in params:
            if len(params) != 1:
                raise Unsupported(d, "more than one generic parameter")
            name = self.generic_name(d)
            k = K("param", name=inner.name)
            inner_doc = (
                f"The `{inner.name}` whose keys sit beside these in the JSON"
                " (read and written by the functions `fromJson` and `toJson` take)."
            )
            tag = None
        else:
            k = self.k(inner, d, None, [])
            if k.kind != "ref" or k.shape not in ("data", "sealed", "wrap"):
                raise Unsupported(d, "an intersection with a type not a JSON object")
            name = inner.name[:1].lower() + inner.name[1:]
            inner_doc = f"The [{inner.name}], whose keys sit beside these in the JSON."
            tshape = self.shapes[inner.name]
            tag = tshape.tag if tshape.kind == "sealed" and shape.inner_first else None
        if name in {n for _, n, _ in props}:
            raise Unsupported(d, f"a key named {name}, as the intersected type is")
        gen = f"<{params[0]}>" if params else ""
        type_ = f"{d.name}{gen}"
        ctor = self.ctor(props, "    ")
        if ctor:
            ctor[-1] += ","
        ctor += [*kdoc(inner_doc, "    "), f"    val {name}: {self.kt(k)}"]
        write_param = f"write: ({params[0]}) -> JsonObject" if params else ""
        read_param = f", read: (JsonElement) -> {params[0]}" if params else ""
        fun_gen = f"<{params[0]}> " if params else ""
        inner_json = f"write({name})" if params else f"{name}.toJson()"
        lead = []
        if tag is not None:
            lead = [
                f"        inner.get({quote(tag)})?.let {{ o.add({quote(tag)}, it) }}"
            ]
        reads = self.reads(props, what, "                ")
        if reads:
            reads[-1] += ","
        out = [*kdoc(d.doc, ""), f"data class {type_}(", *ctor, ") {"]
        out += [
            "    /** This value as the engine's JSON (its keys in the engine's order). */",
            f"    fun toJson({write_param}): JsonObject {{",
            f"        val inner = {inner_json}",
            "        val o = JsonObject()",
            *lead,
            *self.writes(props, "        "),
            "        for ((k, v) in inner.entrySet()) if (!o.has(k)) o.add(k, v)",
            "        return o",
            "    }",
            "",
            "    companion object {",
            f"        /** Reads a `{what}` from the engine's JSON{NOT_ONE} */",
            "        @JvmStatic",
            f"        fun {fun_gen}fromJson(json: JsonElement{read_param}): {type_} {{",
            f"            val o = {self.need('obj')}(json, {quote(what)})",
            f"            return {d.name}(",
            *reads,
            f"                {name} = {self.read(k, 'o', what)}"
            if not params
            else f"                {name} = read(o)",
            "            )",
            "        }",
            "    }",
            "}",
        ]
        return out

    def kinds(self, d: Decl, shape: Shape, what: str) -> list[str]:
        assert shape.items is not None
        tests = {
            "string": "json.isJsonPrimitive && json.asJsonPrimitive.isString",
            "long": "json.isJsonPrimitive && json.asJsonPrimitive.isNumber",
            "double": "json.isJsonPrimitive && json.asJsonPrimitive.isNumber",
            "bool": "json.isJsonPrimitive && json.asJsonPrimitive.isBoolean",
            "seed": "",
            "list": "json.isJsonArray",
            "tuple": "json.isJsonArray",
            "pair": "json.isJsonArray",
            "map": "json.isJsonObject",
            "ref": "json.isJsonObject",
        }
        ks = [self.k(i, d, None, []) for i in shape.items]
        seen: dict[str, str] = {}
        variants = []
        for k in ks:
            test = tests.get(k.kind, "")
            if k.kind == "ref" and k.shape == "enum":
                test = tests["string"]
            if not test or test in seen:
                raise Unsupported(d, "a union of two types of one JSON kind")
            name = "Of" + re.sub(r"[<?].*", "", self.kt(k))
            seen[test] = name
            variants.append((name, k, test))
        self.imports.add("JsonElement")
        out = [
            *kdoc(d.doc, ""),
            f"sealed class {d.name} {{",
            "    /** This value as the engine's JSON. */",
            "    abstract fun toJson(): JsonElement",
        ]
        for name, k, _ in variants:
            out += [
                "",
                f"    /** A JSON {KIND_NAMES.get(k.kind, name[2:].lower())}. */",
                f"    data class {name}(val value: {self.kt(k)}) : {d.name}() {{",
                f"        override fun toJson(): JsonElement = {self.write(k, 'value')}",
                "    }",
            ]
        words = [KIND_NAMES.get(k.kind, n[2:]) for n, k, _ in variants]
        kinds = " or ".join(("an " if w[0] in "aeiou" else "a ") + w for w in words)
        expected = quote(f"{what}: expected {kinds}, got ")
        out += [
            "",
            "    companion object {",
            f"        /** Reads a `{what}`: {kinds} (IllegalArgumentException if neither). */",
            "        @JvmStatic",
            f"        fun fromJson(json: JsonElement): {d.name} = when {{",
        ]
        for name, k, test in variants:
            out.append(f"            {test} -> {name}({self.read(k, 'json', what)})")
        out += [
            f"            else -> throw IllegalArgumentException({expected} + json)",
            "        }",
            "    }",
            "}",
        ]
        return out

    # -- the file ------------------------------------------------------------

    def run(self) -> str:
        for ns, name, key in FRACTIONAL:
            d = self.decls.get(name) if ns == self.ns else None
            if ns == self.ns and not (
                d is not None
                and isinstance(d.type, Obj)
                and any(
                    f.name == key and "number" in repr(f.type) for f in d.type.fields
                )
            ):
                raise SystemExit(
                    f"gen_kotlin.py: FRACTIONAL: {ns}.{name}.{key} is not a number key "
                    "of the d.ts: the table is stale"
                )
        body: list[str] = []
        for d in self.order:
            body.append("")
            body += self.decl(d)
        helpers: list[str] = []
        for name, code in HELPERS.items():
            if name in self.used:
                helpers += ["", code]
        imports = [f"import com.google.gson.{i}" for i in sorted(self.imports)]
        title = TITLES[self.ns]
        head = [
            "// generated by tools/gen_kotlin.py from bindings/node/dts-header.d.ts: do not edit",
            "// (`make kotlin-regen` rewrites it; `make kotlin-shapes-check` fails when it is stale).",
            "//",
            f"// The JSON shapes of {title} ({self.ns}): its config, actions, events, views,",
            "// results and logs, read with `X.fromJson(JsonElement)` and written with",
            "// `toJson()` over Gson's tree API (no reflection). Numbers are Long, read",
            "// exactly (a fraction throws), but for the engine's one float (Double);",
            "// seeds are Strings; a tagged union is a sealed class whose `Unknown`",
            "// keeps a variant this build does not know. See tools/gen_kotlin.py.",
            "",
            f"package gridwords.{self.ns}",
            "",
            *imports,
        ]
        return "\n".join(head + body + helpers) + "\n"


def generate(text: str) -> dict[str, str]:
    """Each game's Shapes.kt, from the d.ts text."""
    for node, kotlin in DOC_SUBS:
        if node not in text:
            raise SystemExit(
                f"gen_kotlin.py: DOC_SUBS: {node!r} is no longer in the d.ts"
            )
        text = text.replace(node, kotlin)
    decls = Parser(tokenize(text)).file()
    for ns, name, _key in FRACTIONAL:
        if ns not in GAMES or not any(d.ns == ns and d.name == name for d in decls):
            raise SystemExit(
                f"gen_kotlin.py: FRACTIONAL: no type {ns}.{name} in the d.ts"
            )
    missing = [g for g in GAMES if not any(d.ns == g for d in decls)]
    if missing:
        raise SystemExit(f"gen_kotlin.py: no namespace {missing} in the d.ts")
    return {g: Gen(decls, g).run() for g in GAMES}


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--dts", type=pathlib.Path, default=DTS)
    ap.add_argument("--out-dir", type=pathlib.Path, default=OUT_DIR)
    a = ap.parse_args()
    files = generate(a.dts.read_text(encoding="utf-8"))
    for game, text in files.items():
        path = a.out_dir / game / "Shapes.kt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
