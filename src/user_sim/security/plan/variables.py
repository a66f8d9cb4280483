"""``{{placeholders}}`` of case files: find them, check their definitions, and give them values at run time.

Only run time touches the outside world: ``generate`` calls the generation model, ``function`` imports project
code (through :class:`FunctionLoader`, never during ``--validate-only``), ``type: path`` reads a file.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.config.project_code import import_project_file
from user_sim.security.attacks.casefile_model import VariableDef
from user_sim.security.execute.generation import generate_text
from user_sim.security.plan.cases import CaseRuntime

PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
BUILTIN_VARIABLES = frozenset({"target_context"})


def placeholders(text: str) -> list[str]:
    """Return the placeholder names in ``text``, in order of first appearance."""
    return list(dict.fromkeys(PLACEHOLDER.findall(text)))


def render(text: str, values: dict[str, str]) -> str:
    """Replace every placeholder by its value (values are inserted verbatim, braces included)."""
    return PLACEHOLDER.sub(lambda m: values[m.group(1)], text)


def find_file(relative: str, base_dir: Path, project_dir: Path) -> Path | None:
    """Resolve ``relative`` against ``base_dir`` then ``project_dir`` (absolute paths as they are)."""
    path = Path(relative)
    candidates = [path] if path.is_absolute() else [base_dir / path, project_dir / path]
    return next((c.resolve() for c in candidates if c.is_file()), None)


def split_function(spec: str) -> tuple[str, str] | None:
    """Split ``file.py:function`` (None when malformed)."""
    file_part, sep, name = spec.rpartition(":")
    if not sep or not file_part.endswith(".py") or not name.isidentifier():
        return None
    return file_part, name


@dataclass(frozen=True)
class BoundVariable:
    """A variable definition and the folder its relative paths start from."""

    definition: VariableDef
    base_dir: Path


@dataclass
class Resolution:
    """Values of one case's placeholders."""

    values: dict[str, str] = field(default_factory=dict)
    protected: list[str] = field(default_factory=list)
    notes: dict[str, str] = field(default_factory=dict)
    """How each value was obtained (generated, fallback, function...)."""
    inconclusive: str | None = None
    stand_in: str | None = None
    """Why a ``generate`` variable has its ``fallback`` value (the prompt is not the one asked for)."""


def resolve(
    names: Iterable[str], bound: dict[str, BoundVariable], runtime: CaseRuntime, project_dir: Path
) -> Resolution:
    """Give every placeholder in ``names`` its value; stop at the first one that cannot be made."""
    out = Resolution()
    for name in names:
        if name in BUILTIN_VARIABLES:
            out.values[name] = runtime.target_context
            continue
        var = bound[name]
        value, note = _value_of(var, runtime, project_dir)
        if value is None:
            out.inconclusive = f"variable {name!r}: {note}"
            return out
        out.values[name], out.notes[name] = value, note
        if var.definition.generate is not None and note != "generated":  # its fallback
            out.stand_in = out.stand_in or f"variable {name!r}: {note}"
        if var.definition.protect:
            out.protected.append(value)
    return out


def _value_of(var: BoundVariable, runtime: CaseRuntime, project_dir: Path) -> tuple[str | None, str]:
    spec = var.definition
    if spec.generate is not None:
        result = generate_text(runtime, spec.generate.replace("{{target_context}}", runtime.target_context))
        if result.text is not None:
            return result.text, "generated"
        return (spec.fallback, f"fallback ({result.reason})") if spec.fallback is not None else (None, result.reason)
    if spec.function is not None:
        file_part, func_name = split_function(spec.function) or ("", "")
        path = find_file(file_part, var.base_dir, project_dir)
        if path is None:
            raise FileNotFoundError(f"function file {file_part} not found")
        return _pick(runtime.load_function(path, func_name)(**spec.args), runtime), "function"
    if spec.type == "path":
        path = find_file(str(spec.value), var.base_dir, project_dir)
        if path is None:
            raise FileNotFoundError(f"file {spec.value} not found")
        return path.read_text(encoding="utf-8").strip(), "path"
    return _pick(spec.value, runtime), "value"


def _pick(value: Any, runtime: CaseRuntime) -> str:
    if isinstance(value, (list, tuple)):
        if not value:
            raise ValueError("a variable's list of values is empty")
        value = runtime.rng.choice(list(value))
    return str(value)


class FunctionLoader:
    """Imports project Python files once per run (thread-safe) and returns the named functions."""

    def __init__(self) -> None:
        self._modules: dict[Path, Any] = {}
        self._lock = threading.Lock()

    def __call__(self, path: Path, name: str) -> Callable[..., Any]:
        """Return ``name`` from the module at ``path``; a missing or non-callable name raises."""
        with self._lock:
            module = self._modules.get(path)
            if module is None:
                module = self._modules[path] = import_project_file(path)
        func = getattr(module, name, None)
        if not callable(func):
            raise AttributeError(f"{path.name} has no function {name!r}")
        return func  # type: ignore[no-any-return]
