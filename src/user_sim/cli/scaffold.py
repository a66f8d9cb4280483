"""Create a new project folder (`sensei-init-project`)."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

from user_sim.cli.schemas import write_schemas
from user_sim.errors import ConfigError, UsageError

FOLDERS = (
    "profiles",
    "personalities",
    "types",
    "rules",
    "security/attacks",
    "security/datasets",
    "security/policies",
    "security/schemas",
    "output",
    "tests",
    ".github/workflows",
)
TEMPLATES = {
    "run.yml": "run.yml",
    "profiles/order_a_pizza.yml": "example_profile.yml",
    "security/security.yml": "security.yml",
    ".gitignore": "gitignore",
    "tests/test_order_a_pizza.py": "example_test.py.txt",
    ".github/workflows/sensei.yml": "github_workflow.yml",
}
_VALID_NAME = re.compile(r"^[\w][\w.-]*$")


def untitled_name(parent: Path) -> str:
    """The first ``Untitled_project_N`` that does not exist in ``parent``."""
    n = 1
    while (parent / f"Untitled_project_{n}").exists():
        n += 1
    return f"Untitled_project_{n}"


def create_project(parent: Path, name: str | None = None) -> Path:
    """Create ``parent/name`` with the standard tree, valid templates and the JSON Schemas; never overwrite."""
    name = untitled_name(parent) if name is None else name  # an explicit empty name is an error, not "untitled"
    if not _VALID_NAME.match(name):
        raise UsageError(f"invalid project name {name!r}: use letters, digits, '_', '-' or '.'")
    if parent.exists() and not parent.is_dir():
        raise ConfigError(f"{parent} is not a folder")
    root = parent / name
    try:
        root.mkdir(parents=True, exist_ok=False)
    except FileExistsError:
        raise ConfigError(f"{root} already exists; nothing was changed (choose another --name or --path)") from None
    except OSError as exc:  # /proc, a read-only disk, no permission: the --path is the user's to change
        raise UsageError(f"cannot create {root}: {exc.strerror or exc}; choose another --path") from None
    for folder in FOLDERS:
        (root / folder).mkdir(parents=True, exist_ok=True)
    templates = files("user_sim.resources") / "templates"
    for target, source in TEMPLATES.items():
        text = (templates / source).read_text(encoding="utf-8").replace("{{project_name}}", name)
        (root / target).write_text(text, encoding="utf-8")
    write_schemas(root / "schemas")
    return root
