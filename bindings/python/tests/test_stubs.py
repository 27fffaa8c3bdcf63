"""The stubs (_core.pyi) describe the runtime module exactly: the same
public names, the same classes and methods, the same parameters."""

import ast
import inspect
import pathlib

import gridwords
import gridwords.hunt
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


def runtime_params(obj, drop_self):
    ps = list(inspect.signature(obj).parameters.values())
    if drop_self and ps and ps[0].name in ("self", "cls"):
        ps = ps[1:]
    # pyo3 marks `self` positional-only; the stub writes it plainly.
    return [(p.name, p.kind.name) for p in ps]


def stub_params(fn, drop_self):
    ps = params(fn)
    if drop_self and ps and ps[0][0] in ("self", "cls"):
        ps = ps[1:]
    return ps


def public(names):
    return {n for n in names if not n.startswith("_") or n == "__version__"}


def test_stub_names_match_the_module():
    declared = set()
    for node in stub_tree().body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            declared.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            declared.add(node.target.id)
    assert declared == public(dir(_core))


def test_functions_match():
    for node in stub_tree().body:
        if isinstance(node, ast.FunctionDef):
            assert stub_params(node, False) == runtime_params(getattr(_core, node.name), False), (
                node.name
            )


def test_classes_match():
    for node in stub_tree().body:
        if not isinstance(node, ast.ClassDef):
            continue
        cls = getattr(_core, node.name)
        assert isinstance(cls, type)
        members = {}
        for item in node.body:
            if isinstance(item, ast.FunctionDef):
                members[item.name] = item
            elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                members[item.target.id] = None
        if issubclass(cls, Exception):
            assert set(members) == {"code", "number"}
            continue
        runtime = {n for n in vars(cls) if not n.startswith("__")}
        runtime |= {
            n for n in ("__contains__", "__len__", "__iter__", "__reduce__") if n in vars(cls)
        }
        stubbed = {n for n in members if n != "__init__"}
        assert stubbed == runtime, node.name
        for name, fn in members.items():
            if fn is None:
                continue
            if name == "__init__":
                assert stub_params(fn, True) == runtime_params(cls, False), node.name
                continue
            attr = inspect.getattr_static(cls, name)
            decorators = {d.id for d in fn.decorator_list if isinstance(d, ast.Name)}
            if "property" in decorators:
                assert isinstance(attr, property) or hasattr(attr, "__get__"), name
                continue
            if name.startswith("__"):
                continue
            is_static = isinstance(attr, staticmethod)
            assert ("staticmethod" in decorators) == is_static, f"{node.name}.{name}"
            target = getattr(cls, name)
            assert stub_params(fn, not is_static) == runtime_params(target, not is_static), (
                f"{node.name}.{name}"
            )


def test_package_exports():
    assert set(gridwords.__all__) <= set(dir(gridwords))
    assert set(gridwords.hunt.__all__) <= set(dir(gridwords.hunt))
    assert (pathlib.Path(gridwords.__file__).parent / "py.typed").exists()
    assert gridwords.hunt.Game is _core.Game
    assert gridwords.Error is _core.Error
