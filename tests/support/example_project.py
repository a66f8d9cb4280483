"""A private copy of an example project of examples/, without what a user's own runs left in it.

The README has users run the examples in place (``sensei-chat --run-from-yaml examples/pizza-shop``, ``sensei-check
labels import … --project examples/pizza-shop``), so the folder may hold their runs, validations and caches: a test
that copied those would count the user's runs as its own. Every test that copies an example goes through here.
"""

from __future__ import annotations

import shutil
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PIZZA_SHOP = EXAMPLES / "pizza-shop"
LEFT_BY_RUNS = ("output", "validations", ".sensei", "__pycache__", ".pytest_cache")
"""What running an example leaves in it (its .gitignore's entries, and Python's caches): never copied."""


def copy_example(destination: Path, example: Path = PIZZA_SHOP) -> Path:
    """Copy ``example`` (the pizza shop by default) to ``destination``, leaving out :data:`LEFT_BY_RUNS`."""
    shutil.copytree(example, destination, ignore=shutil.ignore_patterns(*LEFT_BY_RUNS))
    return destination
