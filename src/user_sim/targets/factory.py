"""Build the Target for ``technology`` + ``connector_params``, and describe the technologies for the CLI."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from user_sim.config.run_flags import parse_params
from user_sim.targets.base import Target
from user_sim.targets.params import ConnectorParam, check_params, secret_redactor
from user_sim.targets.redacting import RedactingTarget, redacted_errors
from user_sim.targets.registration import TARGETS
from user_sim.targets.secrets import secret_values


def build_target(technology: str, connector_params: Mapping[str, Any] | str | None, project_dir: Path) -> Target:
    """Return a ready Target; bad technology or parameters raise ConfigError (nothing is contacted).

    ``connector_params`` is a mapping, JSON object text or ``k=v,k=v``; ``${ENV_VAR}`` in values is expanded
    here. File paths (``config_path``, ``callable``) are relative to ``project_dir``.
    A value from the environment that is a secret (:mod:`user_sim.targets.secrets` says which: one sent in a
    header, named as a key or token, in a URL's credentials) is hidden in every error the target raises, building it
    included: a library may quote what it was given. A parameter found bad only while
    building (a ``callable`` whose module has no such function) is a ParamError carrying its key, for the command to
    place where it was written (``RunSettings.refuse_connector_param``).
    """
    registered = TARGETS.get(technology)  # first, so an unknown technology is the error reported
    written = parse_params(connector_params)
    params = check_params(technology, written, registered.parameters)
    secrets = secret_values(written, params, registered.parameters)
    if not secrets:
        return registered.build(params, project_dir)
    redact = secret_redactor(secrets)
    with redacted_errors(redact):
        return RedactingTarget(registered.build(params, project_dir), redact)


def list_connectors() -> list[tuple[str, str]]:
    """Every technology ``build_target`` accepts, sorted, with its description."""
    return [(name, technology.description) for name, technology in TARGETS.items()]


def connector_parameters(technology: str) -> list[ConnectorParam]:
    """What ``technology`` accepts: ``(name, type, required, description, default, positive, header)`` tuples."""
    return TARGETS.get(technology).parameters
