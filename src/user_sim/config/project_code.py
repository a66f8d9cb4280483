"""Running a project's own Python files (``data.file`` functions, security variables, python targets).

One loader for all of them: the file is executed as a module registered in ``sys.modules`` under a name made
from its path (dataclasses and pickling look a module up by name while it runs). Errors propagate; each caller
turns them into its own message.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from user_sim.errors import ConfigError


class NotPythonCode(ImportError):
    """The file is not something Python can import (e.g. a ``.txt`` file)."""


def import_project_file(path: Path) -> ModuleType:
    """Execute the Python file ``path`` as a module and return it (NotPythonCode when it is not one)."""
    name = f"user_sim_project_{path.stem}_{hashlib.sha256(str(path).encode()).hexdigest()[:10]}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise NotPythonCode(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


def load_project_module(entry: str, project_dir: Path, *, inside: Path, label: str, where: str) -> ModuleType:
    """Import ``project_dir/entry``, which must lie under ``inside``; any problem is a ConfigError led by ``label``.

    ``label`` names the setting that pointed at the file (e.g. ``connector_params``), so the message says where the
    file was asked for; ``inside`` is the folder it may not leave, which ``where`` names in the message.
    """
    root = inside.resolve()
    path = (project_dir / entry).resolve()
    if not path.is_relative_to(root):
        raise ConfigError(f"{label}: {entry!r} is outside {where}")
    if not path.is_file():
        raise ConfigError(f"{label}: file not found: {path}")
    try:
        return import_project_file(path)
    except Exception as exc:
        raise ConfigError(f"{label}: importing {path} failed: {type(exc).__name__}: {exc}") from None
