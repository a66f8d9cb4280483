"""Check a run's technology and connector parameters before anything is built, contacted or written.

``connector_problem`` says what is wrong and at which key (``technology``, ``connector_params.<name>``), so a value
that came from run.yml is reported at its run.yml:line:column. ``${ENV}`` values are checked once expanded (never
shown: they may be secrets); a variable that is not set is refused, except in a dry run (which needs no secret).
The project files a parameter names (a python target's ``file.py``, a connector's ``config_path``) must exist;
nothing is imported to find out.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

from user_sim.errors import ConfigError, UserSimError, no_such

Problem = tuple[tuple[str, ...], str]
"""The dotted key of the value at fault and what is wrong with it."""


class Refusing(Protocol):
    """The merged settings of a run (``runs.settings.Merged``): their values, and the error of a bad one."""

    @property
    def project_dir(self) -> Path:
        """The project folder (where relative paths in connector parameters start)."""
        ...

    def get(self, name: str) -> Any:
        """The value of ``name``."""
        ...

    def refuse(self, key: tuple[str, ...], message: str) -> UserSimError:
        """The error of a bad value at ``key``, located where it was given."""
        ...


def checked_connector(merged: Refusing, params: Mapping[str, Any]) -> None:
    """Raise the located error of the run's technology or connector parameters, if any (no technology: none)."""
    technology = merged.get("technology")
    dry = bool(merged.get("dry_run") or merged.get("validate_only"))
    problem = connector_problem(str(technology), params, merged.project_dir, dry=dry) if technology else None
    if problem is not None:
        raise merged.refuse(*problem)


def connector_problem(
    technology: str, params: Mapping[str, Any], project_dir: Path, *, dry: bool = False
) -> Problem | None:
    """What is wrong with ``technology`` and ``params`` (a parsed mapping), or None.

    ``dry``: nothing will be called, so a ``${VAR}`` that is not set is not a problem.
    """
    from user_sim.targets.params import ParamError, check_params
    from user_sim.targets.registration import TARGETS

    try:
        registered = TARGETS.get(technology)
    except ConfigError as exc:
        return ("technology",), exc.issues[0].message
    try:
        checked = check_params(technology, params, registered.parameters, unset_ok=dry)
        files = registered.files(checked)
    except ParamError as exc:
        return exc.key, exc.detail
    return _missing_file(files, params, project_dir)


def _missing_file(files: Mapping[str, str], written: Mapping[str, Any], project_dir: Path) -> Problem | None:
    """The first parameter whose file does not exist (one from the environment is not shown: it may be secret)."""
    from user_sim.targets.params import from_environment

    for name, file in files.items():
        path = project_dir / Path(file).expanduser()
        if path.is_file():
            continue
        if from_environment(written[name]):
            return ("connector_params", name), f"{written[name]!r} (from the environment) names no such file"
        return ("connector_params", name), no_such(path, "file")
    return None
