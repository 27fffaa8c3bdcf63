"""The stubs (_core.pyi) describe the runtime module exactly: the same
public names, the same classes with the same bases, the same members of
the same kinds (method, staticmethod, property), the same parameters.
(`make test-python` runs mypy's stubtest too, which also checks types
and defaults.) A typed class's stub may re-type a generic call it
inherits (`HuntGame.act` -> `list[HuntEvent]`): the member must then be
the base's at runtime, of the same kind and parameters."""

import ast
import builtins
import inspect
import pathlib
import types
import typing

import gridwords
import gridwords.duel
import gridwords.hunt
import gridwords.solo
from gridwords import _core

STUB = pathlib.Path(_core.__file__).with_name("_core.pyi")


def stub_tree():
    return ast.parse(STUB.read_text())


def params(fn: ast.FunctionDef):
    a = fn.args
    out = [(p.arg, "POSITIONAL_ONLY") for p in a.posonlyargs]
    out += [(p.arg, "POSITIONAL_OR_KEYWORD") for p in a.args]
    if a.vararg:
        out.append((a.vararg.arg, "VAR_POSITIONAL"))
    out += [(p.arg, "KEYWORD_ONLY") for p in a.kwonlyargs]
    if a.kwarg:
        out.append((a.kwarg.arg, "VAR_KEYWORD"))
    return out


def defaults(fn: ast.FunctionDef):
    """Which parameters have a default (the stub writes `= None` etc.)."""
    a = fn.args
    positional = a.posonlyargs + a.args
    out = {p.arg: False for p in positional + a.kwonlyargs}
    for p in positional[len(positional) - len(a.defaults) :]:
        out[p.arg] = True
    for p, d in zip(a.kwonlyargs, a.kw_defaults, strict=True):
        out[p.arg] = d is not None
    return out


def runtime_params(obj, drop_self):
    ps = list(inspect.signature(obj).parameters.values())
    if drop_self and ps and ps[0].name in ("self", "cls"):
        ps = ps[1:]
    # pyo3 marks `self` positional-only; the stub writes it plainly.
    return [(p.name, p.kind.name) for p in ps]


def runtime_defaults(obj):
    return {
        p.name: p.default is not inspect.Parameter.empty
        for p in inspect.signature(obj).parameters.values()
        if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    }


def stub_params(fn, drop_self):
    ps = params(fn)
    if drop_self and ps and ps[0][0] in ("self", "cls"):
        ps = ps[1:]
    return ps


def with_options(params, defaults, game):
    """A typed constructor's `*options, ..., **named` as the stub spells
    them: the game's options (the core's declaration), each positional or
    keyword with a default, where `*options` stands."""
    if ("options", "VAR_POSITIONAL") not in params:
        return params, defaults
    names = [o["name"] for o in gridwords.options(game)]
    at = params.index(("options", "VAR_POSITIONAL"))
    spelt = [(n, "POSITIONAL_OR_KEYWORD") for n in names]
    params = params[:at] + spelt + [("*", "MARK")] + params[at + 1 :]
    params = [p for p in params if p != ("named", "VAR_KEYWORD")]
    return params, {**defaults, **dict.fromkeys(names, True)}


def check_signature(fn: ast.FunctionDef, obj, drop_self, where, game=None):
    stubbed = stub_params(fn, drop_self)
    got = runtime_defaults(obj)
    runtime = runtime_params(obj, drop_self)
    if game is not None:
        runtime, got = with_options(runtime, got, game)
        # The stub's bare `*` before the keyword-only parameters.
        runtime = [p for p in runtime if p != ("*", "MARK")]
    assert stubbed == runtime, where
    want = defaults(fn)
    if drop_self:
        want.pop("self", None)
        want.pop("cls", None)
    got.pop("self", None)
    assert want == got, f"{where}: which parameters have defaults"


def public(names):
    return {n for n in names if not n.startswith("_") or n == "__version__"}


def test_stub_names_match_the_module():
    declared = set()
    stub_all = None
    for node in stub_tree().body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            declared.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            declared.add(node.target.id)
        elif isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "__all__":
            stub_all = ast.literal_eval(node.value)
    assert public(declared) == public(dir(_core))
    # Private names (_lock_waits) are stubbed only if they exist, and the
    # stub's __all__ is pyo3's.
    assert declared <= set(dir(_core))
    assert stub_all is not None and set(stub_all) == set(_core.__all__) == declared


def test_functions_match():
    seen = 0
    for node in stub_tree().body:
        if isinstance(node, ast.FunctionDef):
            fn = getattr(_core, node.name)
            assert isinstance(fn, types.BuiltinFunctionType), node.name
            check_signature(node, fn, False, node.name)
            seen += 1
    assert seen >= 9


def member_kind(cls, name):
    """What a class member is at runtime: "property", "staticmethod",
    "method", or something else (a failure)."""
    attr = inspect.getattr_static(cls, name)
    if isinstance(attr, property) or inspect.isgetsetdescriptor(attr):
        return "property"
    if isinstance(attr, staticmethod):
        return "staticmethod"
    if inspect.ismethoddescriptor(attr) or isinstance(attr, types.WrapperDescriptorType):
        return "method"
    return type(attr).__name__


def is_setter(fn):
    """Whether the stub's `fn` is a property's `@name.setter`."""
    return any(
        isinstance(d, ast.Attribute) and d.attr == "setter" and ast.unparse(d.value) == fn.name
        for d in fn.decorator_list
    )


def sample(cls):
    """An instance of a class that has properties, to try them on."""
    return {
        _core.Game: lambda: _core.Game({"game": "solo", "seed": 1}, 0),
        _core.HuntGame: lambda: _core.HuntGame(["human", "human"], 1, 0),
        _core.DuelGame: lambda: _core.DuelGame(["human", "human"], 1, 0),
        _core.SoloGame: lambda: _core.SoloGame(1, 0),
        _core.Lexicon: _core.Lexicon.default,
    }[cls]()


def writable(cls, name):
    """Whether the runtime property takes a set: its own value set back
    (no change), or AttributeError for a read-only one."""
    obj = sample(cls)
    try:
        setattr(obj, name, getattr(obj, name))
    except AttributeError:
        return False
    return True


def stub_kind(fn):
    decorators = {d.id for d in fn.decorator_list if isinstance(d, ast.Name)}
    assert decorators <= {"property", "staticmethod"}, fn.name
    if "property" in decorators:
        return "property"
    if "staticmethod" in decorators:
        return "staticmethod"
    return "method"


def test_classes_match():
    classes = [n for n in stub_tree().body if isinstance(n, ast.ClassDef)]
    want = {"Error", "Lexicon", "Game", "HuntGame", "DuelGame", "SoloGame", "SolveChunks"}
    assert {c.name for c in classes} == want
    for node in classes:
        cls = getattr(_core, node.name)
        assert isinstance(cls, type), node.name
        # The same bases.
        stub_bases = [b.id for b in node.bases if isinstance(b, ast.Name)]
        assert len(stub_bases) == len(node.bases), node.name
        want = tuple(getattr(_core, b, None) or getattr(builtins, b) for b in stub_bases)
        want = want or (object,)
        assert cls.__bases__ == want, node.name

        members = {}
        setters = set()
        for item in node.body:
            if isinstance(item, ast.FunctionDef) and is_setter(item):
                # `@name.setter` after the `@property` getter: the getter
                # stays the member; which runtime properties take a set is
                # checked on an instance below (stubtest does not check it
                # for pyo3's getset descriptors).
                setters.add(item.name)
            elif isinstance(item, ast.FunctionDef):
                members[item.name] = item
            elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                members[item.target.id] = None
        if issubclass(cls, Exception):
            # Instance attributes set on every raise (test_errors.py), and
            # the __init__ that gives the class a signature (lib.rs).
            assert set(members) == {"code", "number", "message", "__init__"}
            assert "__init__" in vars(cls), node.name
            check_signature(members["__init__"], cls.__init__, True, f"{node.name}.__init__")
            continue
        # The members the class itself defines (inherited ones are checked
        # on the base's stub).
        runtime = {n for n in vars(cls) if not n.startswith("__")}
        runtime |= {
            n
            for n in ("__contains__", "__len__", "__iter__", "__next__", "__reduce__")
            if n in vars(cls)
        }
        stubbed = {n for n in members if n not in ("__init__", "__new__")}
        assert runtime <= stubbed, node.name
        assert setters <= stubbed, f"{node.name}: a setter without its getter: {setters}"
        # The rest re-type inherited members (see the module's docstring).
        for name in stubbed - runtime:
            assert cls.__mro__[1] is _core.Game and name in vars(_core.Game), (
                f"{node.name}.{name}: stubbed, but neither the class's nor a re-typed Game call"
            )
        # pyo3 constructors are __new__, and the stubs say so (stubtest
        # wants it).
        assert "__init__" not in members, node.name
        assert "__new__" in members or not any("__new__" in vars(c) for c in cls.__mro__[:-1]), (
            node.name
        )
        for name, fn in members.items():
            where = f"{node.name}.{name}"
            assert fn is not None, f"{where}: a member stubbed as a plain annotation"
            if name == "__new__":
                assert "__new__" in vars(cls), f"{where}: the class has no constructor of its own"
                game = cls.__module__.rpartition(".")[2] if cls.__module__ != "gridwords" else None
                check_signature(fn, cls, True, where, game)
                continue
            kind = stub_kind(fn)
            assert member_kind(cls, name) == kind, where
            if kind == "property":
                # A getter takes nothing but self, and reading it from the
                # class gives the descriptor, not a value.
                assert stub_params(fn, True) == [], where
                assert (name in setters) == writable(cls, name), f"{where}: setter or not"
                continue
            if name.startswith("__"):
                continue  # slot wrappers (__len__, ...) carry CPython's own signatures
            target = getattr(cls, name)
            check_signature(fn, target, kind == "method", where)


def stub_aliases():
    """The stub's `Name: TypeAlias = ...` declarations, by name."""
    return {
        n.target.id: n.value
        for n in stub_tree().body
        if isinstance(n, ast.AnnAssign)
        and isinstance(n.target, ast.Name)
        and isinstance(n.annotation, ast.Name)
        and n.annotation.id == "TypeAlias"
    }


def literal_members(node):
    """The strings of a `Literal[...]` in the stub, in order."""
    assert isinstance(node, ast.Subscript) and ast.unparse(node.value) == "Literal", ast.dump(node)
    items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    return [ast.literal_eval(i) for i in items]


def union_members(node):
    """The class names of an `A | B | C` in the stub, in order."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return union_members(node.left) + union_members(node.right)
    assert isinstance(node, ast.Name), ast.dump(node)
    return [node.id]


def test_the_stub_aliases_spell_out_the_runtime_ones():
    # Type checkers read the stub's spelling; the module builds the same
    # names from the core's lists. They must agree member for member.
    aliases = stub_aliases()
    assert set(aliases) == {"ErrorCode", "GameName", "TypedGame"}
    for name in ("ErrorCode", "GameName"):
        want = list(typing.get_args(getattr(_core, name)))
        assert literal_members(aliases[name]) == want, f"{name}: the stub should say {want}"
    classes = [getattr(_core, n) for n in union_members(aliases["TypedGame"])]
    assert classes == list(typing.get_args(_core.TypedGame))


def test_error_code_is_every_code_exactly():
    # In error_codes()'s order (numeric): to regenerate the stub's list,
    # print one quoted code a line from this.
    codes = list(gridwords.error_codes())
    assert literal_members(stub_aliases()["ErrorCode"]) == codes
    assert list(typing.get_args(gridwords.ErrorCode)) == codes
    assert len(codes) == len(set(codes)) >= 40


def test_each_typed_game_is_typed_as_its_own_name():
    # The stub's `game` of each typed class is the Literal of the name its
    # games give, and the generic class's is GameName.
    games = {
        "HuntGame": _core.HuntGame(["human", "bot"], 1, 0),
        "DuelGame": _core.DuelGame(["human", "human"], 1, 0),
        "SoloGame": _core.SoloGame(1, 0),
    }
    for node in stub_tree().body:
        if not isinstance(node, ast.ClassDef) or node.name not in ("Game", *games):
            continue
        (getter,) = [f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "game"]
        if node.name == "Game":
            assert ast.unparse(getter.returns) == "GameName"
            continue
        assert literal_members(getter.returns) == [games.pop(node.name).game], node.name
    assert not games, "a typed class without its own `game` in the stub"


def test_the_hunt_game_is_a_game():
    assert issubclass(_core.HuntGame, _core.Game)
    assert _core.HuntGame.__name__ == _core.Game.__name__ == "Game"
    assert _core.HuntGame.__module__ == "gridwords.hunt"
    assert _core.Game.__module__ == "gridwords"
    # Every generic method is there on the typed class.
    for name in ("act", "advance", "events_for", "log", "snapshot", "result_json", "next_due"):
        assert hasattr(_core.HuntGame, name), name


def test_the_duel_game_is_a_game():
    assert issubclass(_core.DuelGame, _core.Game)
    assert _core.DuelGame.__name__ == "Game"
    assert _core.DuelGame.__module__ == "gridwords.duel"
    for name in ("act", "advance", "events_for", "log", "snapshot", "result_json", "next_due"):
        assert hasattr(_core.DuelGame, name), name


def test_the_solo_game_is_a_game():
    assert issubclass(_core.SoloGame, _core.Game)
    assert _core.SoloGame.__name__ == "Game"
    assert _core.SoloGame.__module__ == "gridwords.solo"
    for name in ("act", "advance", "events_for", "log", "snapshot", "result_json", "next_due"):
        assert hasattr(_core.SoloGame, name), name


def test_package_exports():
    assert set(gridwords.__all__) <= set(dir(gridwords))
    assert set(gridwords.hunt.__all__) <= set(dir(gridwords.hunt))
    assert set(gridwords.duel.__all__) <= set(dir(gridwords.duel))
    assert set(gridwords.solo.__all__) <= set(dir(gridwords.solo))
    assert (pathlib.Path(gridwords.__file__).parent / "py.typed").exists()
    assert gridwords.hunt.Game is _core.HuntGame
    assert gridwords.duel.Game is _core.DuelGame
    assert gridwords.solo.Game is _core.SoloGame
    assert gridwords.Game is _core.Game
    assert gridwords.Error is _core.Error
    assert gridwords.ABI_VERSION == _core.ABI_VERSION
    assert gridwords.restore is _core.restore
    assert gridwords.from_log is _core.from_log
    assert gridwords.ErrorCode is _core.ErrorCode
    assert gridwords.GameName is _core.GameName
    assert gridwords.TypedGame is _core.TypedGame
