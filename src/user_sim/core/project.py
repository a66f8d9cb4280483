"""Where a project is: the folder that holds run.yml (or the parent of a profiles/ folder)."""

from __future__ import annotations

from pathlib import Path

from user_sim.config.run_yml import RUN_FILE_NAMES


def find_project_dir(start: Path) -> Path | None:
    """The nearest folder at or above ``start`` that holds run.yml; else the parent of a ``profiles`` folder."""
    start = start.resolve()
    folders = [start, *start.parents] if start.is_dir() else list(start.parents)
    for folder in folders:
        if any((folder / name).is_file() for name in RUN_FILE_NAMES):
            return folder
    for folder in folders:
        if folder.name == "profiles":
            return folder.parent
    return None
