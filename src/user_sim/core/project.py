"""Where a project is (the folder holding run.yml, or the parent of a profiles/ folder), and which profiles it runs."""

from __future__ import annotations

import os
from pathlib import Path

from user_sim.config.run_yml import find_run_file, run_file_issue
from user_sim.errors import ConfigError, Issue
from user_sim.wording import did_you_mean

PROFILES_FOLDER = "profiles"
MAX_LISTED = 12
"""A message names at most this many of the project's profiles."""


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
    return find_run_file(folder).is_file()


def is_project_folder(folder: Path) -> bool:
    """``folder`` is a project itself: it holds run.yml (or run.yaml), or a profiles/ folder."""
    return has_run_file(folder) or (folder / PROFILES_FOLDER).is_dir()


def named_profiles(
    project: Path, user_profile: str | None, *, cwd: Path | None = None, run_file: Path | None = None
) -> Path:
    """The file or folder ``user_profile`` names: tried under profiles/, then the project (then ``cwd``, if given).

    Without one, the project's profiles/ folder. A flag's value is also tried from the current folder (``cwd``);
    run.yml's starts at the project only. ConfigError when nothing named so exists, located at ``run_file``'s
    ``user_profile`` key when the name came from there.
    """
    if not user_profile:
        return project / PROFILES_FOLDER
    written = Path(user_profile)
    candidates = [written] if written.is_absolute() else [project / PROFILES_FOLDER / written, project / written]
    if cwd is not None and not written.is_absolute():
        candidates.append(cwd / written)
    found = next((c for c in candidates if c.exists()), None)
    if found is None:
        raise ConfigError(_missing_profile(project, user_profile, candidates, run_file))
    return found


def _missing_profile(project: Path, user_profile: str, looked: list[Path], run_file: Path | None) -> Issue | str:
    """No ``user_profile`` where it was looked for: say where, and which profiles the project has."""
    from user_sim.core.profile_loader import find_profiles

    folder = project / PROFILES_FOLDER
    existing = sorted(str(p.relative_to(folder)) for p in find_profiles(folder)) if folder.is_dir() else []
    shown = display_path(folder)
    listed = ", ".join(existing[:MAX_LISTED]) + (
        f" and {len(existing) - MAX_LISTED} more" if len(existing) > MAX_LISTED else ""
    )
    valid = f"the profiles under {shown}: {listed}" if existing else f"there is no profile under {shown}"
    places = ", ".join(display_path(c) for c in looked)
    hint = did_you_mean(user_profile, existing, cutoff=0.8)  # ".yml" alike makes any two names 0.6 close
    message = f"no profile file or folder {user_profile!r}{hint} (looked for {places}); {valid}"
    if run_file is None:
        return message
    message += ", or leave it empty for all"
    return run_file_issue(run_file, "user_profile", message, display_path(run_file))


def display_path(path: Path) -> str:
    """``path`` relative to the current directory when it lies below it, else as given."""
    try:
        return os.path.relpath(path) if Path(path).resolve().is_relative_to(Path.cwd().resolve()) else str(path)
    except ValueError:  # another drive on Windows
        return str(path)
