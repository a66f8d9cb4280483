"""Build the Target for ``technology`` + ``connector_params``, and describe the technologies for the CLI."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from user_sim.config.run_flags import parse_params
from user_sim.targets.base import Target
from user_sim.targets.params import ConnectorParam, check_params
from user_sim.targets.registration import TARGETS


def build_target(technology: str, connector_params: Mapping[str, Any] | str | None, project_dir: Path) -> Target:
    """Return a ready Target; bad technology or parameters raise ConfigError (nothing is contacted).

    ``connector_params`` is a mapping, JSON object text or ``k=v,k=v``; ``${ENV_VAR}`` in values is expanded
    here. File paths (``config_path``, ``callable``) are relative to ``project_dir``.
    """
    registered = TARGETS.get(technology)  # first, so an unknown technology is the error reported
    params = check_params(technology, parse_params(connector_params), registered.parameters)
    return registered.build(params, project_dir)


def list_connectors() -> list[tuple[str, str]]:
    """Every technology ``build_target`` accepts, sorted, with its description."""
    return [(name, technology.description) for name, technology in TARGETS.items()]


def connector_parameters(technology: str) -> list[ConnectorParam]:
    """What ``technology`` accepts: ``(name, type, required, description, default)`` tuples."""
    return TARGETS.get(technology).parameters
