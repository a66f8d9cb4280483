"""The one-way import rule of ARCHITECTURE.md, checked over every module of src/ (function-level imports too)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
BASE = ("user_sim", *(f"user_sim.{name}" for name in ("errors", "exit_codes", "plugins", "wording", "number_words")))
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
    """Every user_sim module ``name`` imports, wherever the import statement is (resolved to a module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree) if runtime_only else set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else [])
                )
            for alias in node.names:
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


def test_there_is_no_import_cycle():
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(RUNTIME.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt) :], nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for module in sorted(GRAPH):
        if module not in state:
            visit(module, [module])
    assert cycles == [], "\n".join(" -> ".join(cycle) for cycle in cycles)


def test_the_checker_sees_imports_inside_functions():
    assert "user_sim.targets.factory" in GRAPH["user_sim.chat.run_chat"]  # imported inside run_chat()
    assert "user_sim.runs.jsonl" in GRAPH["user_sim.chat.run_folder"]
