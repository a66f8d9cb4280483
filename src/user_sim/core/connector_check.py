"""Check a run's technology and connector parameters before anything is built, contacted or expanded.

``connector_problem`` says what is wrong and at which key (``technology``, ``connector_params.<name>``), so a value
that came from run.yml is reported at its run.yml:line:column. ``${ENV}`` values are not expanded here (a dry run
needs no secret): their names count as given, their types are checked when the target is built.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from user_sim.errors import ConfigError, UserSimError

Problem = tuple[tuple[str, ...], str]
"""The dotted key of the value at fault and what is wrong with it."""


class Refusing(Protocol):
    """The merged settings of a run (``runs.settings.Merged``): their values, and the error of a bad one."""

    def get(self, name: str) -> Any:
        """The value of ``name``."""
        ...

    def refuse(self, key: tuple[str, ...], message: str) -> UserSimError:
        """The error of a bad value at ``key``, located where it was given."""
        ...


def checked_connector(merged: Refusing, params: Mapping[str, Any]) -> None:
    """Raise the located error of the run's technology or connector parameters, if any (no technology: none)."""
    technology = merged.get("technology")
    problem = connector_problem(str(technology), params) if technology else None
    if problem is not None:
        raise merged.refuse(*problem)


def connector_problem(technology: str, params: Mapping[str, Any]) -> Problem | None:
    """What is wrong with ``technology`` and ``params`` (a parsed mapping), or None."""
    from user_sim.targets.factory import connector_parameters
    from user_sim.targets.params import ParamError, check_params

    try:
        spec = connector_parameters(technology)
    except ConfigError as exc:
        return ("technology",), exc.issues[0].message
    referring = {name for name, value in params.items() if "${" in str(value)}
    plain = {name: value for name, value in params.items() if name not in referring}
    try:
        check_params(technology, plain, [p._replace(required=False) if p.name in referring else p for p in spec])
    except ParamError as exc:
        return exc.key, exc.detail
    return None
