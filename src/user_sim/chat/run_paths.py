"""The paths a chat run's run.json records, written absolute and read back through one rule by every reader.

sensei-chat records its project, run.yml, rules and other paths resolved (:func:`recorded_paths`), and the folder
it ran in (``ran_in``). A run.json from before holds them as typed, relative to the folder sensei-chat ran in.
sensei-merge, ``sensei-check --evaluate`` and ``sensei-check labels export`` find the run's project with
:func:`run_project` and the other paths in it with :func:`project_config`:

* the project: the one given (a flag), else the project folder above the run folder (a run under its project's
  output/), else the recorded one when it is there (absolute: from any folder; from before: from here), else the
  recorded one as it was typed, from here (the same checkout elsewhere: a CI runner merging its shards); each of
  the last three only when it is a project folder (run.yml or profiles/) or holds every profile the run recorded
  (``sensei-chat -t demo -up shop/profiles/x.yml`` run where there is no run.yml), so that a folder that merely
  exists (the recorded ``.`` is the current folder, wherever that is) is never taken for the run's project;
* a recorded path inside the recorded project is the same path inside the project found (so a run moved with its
  checkout still names its own rules); one outside it is kept as it is.

Nothing here compares runs: shard and resume checks compare identities and digests, never these paths, so shards run
in checkouts at different places still merge.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from user_sim.core.project import is_project_folder

PATH_KEYS = ("project_dir", "connector_params_file", "run_file", "output_dir", "junit", "rules", "user_profile_cwd")
"""The settings of a chat run that are paths."""
RAN_IN = "ran_in"
"""run.json's key for the folder sensei-chat ran in (absolute)."""


def recorded_paths(config: Mapping[str, Any]) -> dict[str, Any]:
    """``config`` (a run's settings as JSON) with every path resolved, as run.json records it."""
    return {key: str(Path(value).resolve()) if key in PATH_KEYS and value else value for key, value in config.items()}


def run_project(run_dir: Path, info: Mapping[str, Any]) -> Path | None:
    """The project of the run in ``run_dir`` whose run.json is ``info`` (see the module docstring); None: not found.

    The caller tries the project given by a flag first.
    """
    recorded = _recorded_project(info)
    ran_in = info.get(RAN_IN)
    typed = Path(os.path.relpath(recorded, ran_in)) if ran_in and recorded.is_absolute() else None
    return project_above(run_dir) or next((c for c in (recorded, typed) if c and _holds_run(c, info)), None)


def _holds_run(folder: Path, info: Mapping[str, Any]) -> bool:
    """``folder`` is a project folder (run.yml, profiles/) or holds every profile the run recorded (by project path)."""
    files = [p.get("file") for p in info.get("profiles") or [] if isinstance(p, Mapping)]
    if files and all(isinstance(f, str) and (folder / f).is_file() for f in files):
        return True
    return is_project_folder(folder)


def project_config(info: Mapping[str, Any], project: Path) -> dict[str, Any]:
    """run.json's settings with the project ``project`` and every recorded path in it placed there."""
    recorded = _recorded_project(info)
    config = dict(info["config"])
    moved = {key: _moved(config[key], recorded, project) for key in PATH_KEYS if config.get(key)}
    return config | moved | {"project_dir": str(project)}


def _recorded_project(info: Mapping[str, Any]) -> Path:
    config = info.get("config")
    return Path(config.get("project_dir") or ".") if isinstance(config, Mapping) else Path(".")


def _moved(value: str, recorded: Path, project: Path) -> str:
    """``value``, a path in the ``recorded`` project, in ``project``; a path outside it as it is."""
    inside = Path(os.path.relpath(value, recorded))
    if inside.parts[:1] == ("..",) and Path(value).is_absolute():
        return value
    return str(project / inside)


def project_above(path: Path) -> Path | None:
    """The nearest project folder above ``path`` (a run folder, a sheet): one with run.yml or profiles/; else None."""
    return next((folder for folder in path.resolve().parents if is_project_folder(folder)), None)
