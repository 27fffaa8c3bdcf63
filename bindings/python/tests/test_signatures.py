"""Every public callable and class of the package has a signature that
``inspect.signature`` reads and ``help()`` shows: the functions and
methods of the compiled module carry pyo3's text signatures (never a bare
``(*args, **kwargs)``), each class's help opens with its constructor's
signature, and ``gridwords.Error`` has its own ``__init__`` for one.

What ``help()`` cannot lose: CPython lists a compiled class's ``__new__``
slot (and an exception's inherited one) under the fixed text "Create and
return a new object. See help(type) for accurate signature.", as it does
for ``int`` or ``numpy.ndarray``; no attribute of ours changes it. The
test holds that this is the one place the text appears, and that the
accurate signature it points to is there, at the top of the class's help.
"""

import inspect
import pydoc
import types

import pytest

import gridwords
from gridwords import _core, analysis, duel, hunt, solo

MODULES = [gridwords, hunt, duel, solo, analysis, _core]

#: What CPython writes for every compiled type's `__new__` slot.
NEW_SLOT = "Create and return a new object.  See help(type) for accurate signature."


def public_objects():
    """Every public callable and class of the modules, once each, by the
    first name it is found under (type aliases and TypedDicts left out:
    they are types, not things to call)."""
    seen = {}
    for module in MODULES:
        names = getattr(module, "__all__", None) or dir(module)
        for name in names:
            if name.startswith("_"):
                continue
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, dict):
                continue  # a TypedDict (SolveColumns, MatchRecord)
            if not (inspect.isclass(obj) or inspect.isroutine(obj)):
                continue  # constants, Literal and union aliases
            seen.setdefault(id(obj), (f"{module.__name__}.{name}", obj))
    return list(seen.values())


OBJECTS = public_objects()
CLASSES = [(n, o) for n, o in OBJECTS if inspect.isclass(o)]


def test_every_public_object_is_walked():
    names = {n for n, _ in OBJECTS}
    for want in (
        "gridwords.Game",
        "gridwords.Error",
        "gridwords.Lexicon",
        "gridwords.hunt.Game",
        "gridwords.hunt.SolveChunks",
        "gridwords.duel.Game",
        "gridwords.solo.Game",
        "gridwords.hunt.score_many",
        "gridwords.analysis.tournament",
        "gridwords._core.SolveChunks",
        "gridwords._core.hunt_solve_chunks",
    ):
        assert want in names, want
    assert len(OBJECTS) > 60


@pytest.mark.parametrize(("name", "obj"), OBJECTS, ids=[n for n, _ in OBJECTS])
def test_inspect_reads_a_signature(name, obj):
    sig = inspect.signature(obj)
    if inspect.isbuiltin(obj):
        # pyo3's text signature, not the catch-all of a function without one.
        assert obj.__text_signature__, name
        assert str(sig) != "(*args, **kwargs)", name


def members(cls):
    """The methods a class defines itself, public and the protocol ones."""
    for key in vars(cls):
        if key.startswith("__") and key not in ("__reduce__", "__init__", "__next__", "__iter__"):
            continue
        if key.startswith("_") and not key.startswith("__"):
            continue
        attr = getattr(cls, key)
        if inspect.isroutine(attr) and not isinstance(
            inspect.getattr_static(cls, key), property | types.GetSetDescriptorType
        ):
            yield key, attr


@pytest.mark.parametrize(("name", "cls"), CLASSES, ids=[n for n, _ in CLASSES])
def test_every_method_has_a_signature(name, cls):
    for key, method in members(cls):
        if isinstance(method, types.WrapperDescriptorType | types.MethodWrapperType):
            continue  # CPython's slot wrappers (__iter__, __next__) carry their own
        sig = inspect.signature(method)
        assert "*args, **kwargs" not in str(sig), f"{name}.{key}{sig}"


@pytest.mark.parametrize(("name", "cls"), CLASSES, ids=[n for n, _ in CLASSES])
def test_help_shows_the_constructor_s_signature(name, cls):
    text = pydoc.render_doc(cls, renderer=pydoc.plaintext)
    lines = [line.lstrip(" |").rstrip() for line in text.splitlines()]
    sig = inspect.signature(cls)
    head = "\n".join(lines[:6])
    if "__new__" in vars(cls) or "__init__" in vars(cls) or issubclass(cls, Exception):
        # A class made by calling it: help() says how, at the top.
        assert f"{cls.__name__}{sig}" in head, head
    # "See help(type)" only where CPython puts it, under a `__new__`.
    for i, line in enumerate(lines):
        if "See help(type)" in line:
            assert line == NEW_SLOT, f"{name}: {line!r}"
            above = [x for x in lines[:i] if x][-1]
            assert above.startswith("__new__("), f"{name}: {above!r}"


def test_the_typed_constructors_and_error_read_as_documented():
    assert str(inspect.signature(gridwords.Game)) == "(config, now_ms, *, lexicon=None)"
    assert str(inspect.signature(hunt.Game)) == (
        "(seats, seed, now_ms, *options, lexicon=None, **named)"
    )
    assert str(inspect.signature(solo.Game)) == "(seed, now_ms, *options, lexicon=None, **named)"
    assert str(inspect.signature(gridwords.Error)) == "(*args: object) -> None"
    assert "CODE: message" in (gridwords.Error.__init__.__doc__ or "")
    assert str(inspect.signature(hunt.SolveChunks)) == (
        "(trays: 'Iterable[str] | NDArray[Any] | _Series', *, chunk: 'int | None' = None, "
        "lexicon: 'Lexicon | None' = None, threads: 'int | None' = None, "
        "progress: 'Callable[[int, int], object] | None' = None) -> 'None'"
    )
    # Raised by the engine, the Error is what it was: code, number, message.
    with pytest.raises(gridwords.Error) as e:
        hunt.deal("nope")
    assert e.value.code == "INVALID_ARGUMENT" and str(e.value).startswith("INVALID_ARGUMENT: ")
    assert e.value.args == (str(e.value),)
