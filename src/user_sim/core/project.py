"""Where a project is (the folder holding run.yml, or the parent of a profiles/ folder), and which profiles it runs."""

from __future__ import annotations

import os
from pathlib import Path

from user_sim.config.run_yml import RUN_FILE_NAMES
from user_sim.errors import ConfigError

PROFILES_FOLDER = "profiles"


def find_project_dir(start: Path) -> Path | None:
    """The nearest folder at or above ``start`` that holds run.yml; else the parent of a ``profiles`` folder."""
    start = start.resolve()
    folders = [start, *start.parents] if start.is_dir() else list(start.parents)
    for folder in folders:
        if has_run_file(folder):
            return folder
    for folder in folders:
        if folder.name == PROFILES_FOLDER:
            return folder.parent
    return None


def has_run_file(folder: Path) -> bool:
    """``folder`` holds run.yml (or run.yaml)."""
    return any((folder / name).is_file() for name in RUN_FILE_NAMES)


def is_project_folder(folder: Path) -> bool:
    """``folder`` is a project itself: it holds run.yml (or run.yaml), or a profiles/ folder."""
    return has_run_file(folder) or (folder / PROFILES_FOLDER).is_dir()


def named_profiles(project: Path, user_profile: str | None, cwd: Path | None = None) -> Path:
    """The file or folder ``user_profile`` names: tried under profiles/, then the project, then the current dir.

    Without one, the project's profiles/ folder. ConfigError when nothing named so exists.
    """
    if not user_profile:
        return project / PROFILES_FOLDER
    written = Path(user_profile)
    candidates = (
        [written]
        if written.is_absolute()
        else [project / PROFILES_FOLDER / written, project / written, (cwd or Path.cwd()) / written]
    )
    found = next((c for c in candidates if c.exists()), None)
    if found is None:
        looked = ", ".join(display_path(c) for c in candidates)
        raise ConfigError(f"user profile {user_profile!r} not found (looked for {looked})")
    return found


def display_path(path: Path) -> str:
    """``path`` relative to the current directory when it lies below it, else as given."""
    try:
        return os.path.relpath(path) if Path(path).resolve().is_relative_to(Path.cwd().resolve()) else str(path)
    except ValueError:  # another drive on Windows
        return str(path)
