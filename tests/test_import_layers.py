"""The one-way import rule of ARCHITECTURE.md, checked over every module of src/ (function-level imports too)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
_BASE_NAMES = ("errors", "exit_codes", "plugins", "wording", "number_words", "masking", "currencies")
BASE = ("user_sim", *(f"user_sim.{name}" for name in _BASE_NAMES))
"""Anyone may import these; they import only each other."""
_LOWER = ("user_sim.config", "user_sim.llm", "user_sim.targets", "user_sim.core", "user_sim.runs", "user_sim.reports")
ALLOWED: dict[str, tuple[str, ...]] = {
    "user_sim.config": (),
    "user_sim.runs": ("user_sim.config",),
    "user_sim.llm": ("user_sim.config",),
    "user_sim.targets": ("user_sim.config", "user_sim.llm"),
    "user_sim.core": ("user_sim.config", "user_sim.llm", "user_sim.targets"),
    "user_sim.reports": ("user_sim.core.records", "user_sim.runs"),
    "user_sim.chat": _LOWER,
    "user_sim.security": _LOWER,
    "user_sim.evaluation": _LOWER,
    "user_sim.testing": (*_LOWER, "user_sim.chat", "user_sim.evaluation"),
    "user_sim.cli": ("user_sim",),
}
"""What each layer may import besides itself and BASE (a prefix allows its submodules)."""


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted((SRC / "user_sim").rglob("*.py")):
        parts = path.relative_to(SRC).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = _modules()


def _facade_exports() -> dict[str, str]:
    """The facade's lazy re-exports (``user_sim._EXPORTS``): name -> the module that defines it."""
    tree = ast.parse(MODULES["user_sim"].read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_EXPORTS" for t in node.targets):
            exports: dict[str, str] = ast.literal_eval(node.value)
            return exports
    raise AssertionError("user_sim/__init__.py has no _EXPORTS table")


FACADE = _facade_exports()
"""``from user_sim import load_profile`` imports ``user_sim.core.profile_loader``: it counts as that import."""


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:`` (never executed, so they cannot form a cycle)."""
    return {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
        for child in node.body
        for inner in ast.walk(child)
    }


def _imports(name: str, path: Path, *, runtime_only: bool = False) -> set[str]:
    """Every user_sim module ``name`` imports, wherever the import statement is (resolved to a module).

    A name imported from the facade counts as an import of the module that defines it, and a bare
    ``import user_sim`` as an import of everything the facade re-exports (any of it is one attribute away).
    """
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree) if runtime_only else set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            if any(alias.name == "user_sim" for alias in node.names) and name != "user_sim":
                found.update(FACADE.values())
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else [])
                )
            for alias in node.names:
                if base == "user_sim" and alias.name in FACADE:
                    found.add(FACADE[alias.name])
                else:
                    found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base)
    return {_owner(m) for m in found if m == "user_sim" or m.startswith("user_sim.")} - {name}


def _owner(module: str) -> str:
    while module not in MODULES and "." in module:
        module = module.rpartition(".")[0]
    return module


def _within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def _layer(module: str) -> str | None:
    for layer in ALLOWED:
        if _within(module, (layer,)):
            return layer
    return None


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}
RUNTIME = {name: _imports(name, path, runtime_only=True) for name, path in MODULES.items()}


def test_every_module_belongs_to_a_layer():
    assert [m for m in MODULES if m not in BASE and _layer(m) is None and m != "user_sim.resources"] == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_go_one_way(name):
    if name == "user_sim":  # the public facade: re-exports the library API, lazily (see its docstring)
        return
    layer = _layer(name)
    allowed = () if name in BASE or layer is None else (layer, *ALLOWED[layer])
    upward = sorted(m for m in GRAPH[name] if m not in BASE and not _within(m, allowed))
    assert upward == [], f"{name} imports {upward}, above its layer (see ARCHITECTURE.md)"


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles a depth-first walk of ``graph`` meets (each as a path that returns to its start)."""
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt) :], nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    return cycles


def test_there_is_no_import_cycle():
    cycles = _cycles(RUNTIME)
    assert cycles == [], "\n".join(" -> ".join(cycle) for cycle in cycles)


def test_the_checker_sees_imports_inside_functions():
    assert "user_sim.targets.factory" in GRAPH["user_sim.chat.run_chat"]  # imported inside run_chat()
    assert "user_sim.runs.jsonl" in GRAPH["user_sim.chat.run_folder"]


def _upward(name: str, source: str, tmp_path: Path) -> list[str]:
    """What the layer test would report for a module ``name`` with ``source`` (written to a scratch file)."""
    path = tmp_path / "scratch.py"
    path.write_text(source, encoding="utf-8")
    allowed = (_layer(name), *ALLOWED[_layer(name)])  # type: ignore[index]
    return sorted(m for m in _imports(name, path) if m not in BASE and not _within(m, allowed))


@pytest.mark.parametrize(
    ("name", "source", "flagged"),
    [
        ("user_sim.config.x", "def f():\n    from user_sim.core import engine\n", ["user_sim.core.engine"]),
        ("user_sim.core.x", "from ..chat.settings import ChatRunConfig\n", ["user_sim.chat.settings"]),
        ("user_sim.core.x", "from user_sim.runs import files\n", ["user_sim.runs.files"]),
        ("user_sim.reports.x", "from user_sim.core.engine import run\n", ["user_sim.core.engine"]),
        ("user_sim.chat.x", "import user_sim.security.records as r\n", ["user_sim.security.records"]),
        (
            "user_sim.security.x",
            "if TYPE_CHECKING:\n    import user_sim.evaluation.judge\n",
            ["user_sim.evaluation.judge"],
        ),
        ("user_sim.config.x", "from user_sim import load_profile\n", ["user_sim.core.profile_loader"]),
        ("user_sim.llm.x", "import user_sim\n", sorted(set(FACADE.values()))),
        ("user_sim.reports.x", "from user_sim import __version__\nfrom user_sim.core.records import Turn\n", []),
    ],
)
def test_the_checker_flags_an_upward_import(name: str, source: str, flagged: list[str], tmp_path: Path) -> None:
    assert _upward(name, source, tmp_path) == flagged


def test_the_cycle_finder_finds_a_cycle_through_three_modules() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c", "a"]]
    assert _cycles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_architecture_md_maps_every_folder_and_module_of_the_package() -> None:
    text = (SRC.parent / "ARCHITECTURE.md").read_text(encoding="utf-8")
    table = text[text.index("## Folder map") : text.index("## The one-way rule")]
    top = sorted(
        f"`{p.name}/`" if p.is_dir() else f"`{p.name}`"
        for p in (SRC / "user_sim").iterdir()
        if (p.is_dir() and (p / "__init__.py").exists()) or (p.suffix == ".py" and p.name != "__init__.py")
    )
    assert [name for name in top if name not in table] == []
    assert set(ALLOWED) | set(BASE) >= {
        "user_sim." + name.strip("`/").removesuffix(".py") for name in top if name != "`resources/`"
    }
    assert "(ARCHITECTURE.md)" in (SRC.parent / "README.md").read_text(encoding="utf-8")
