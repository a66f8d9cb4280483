"""Build the Target for ``technology`` + ``connector_params``, and describe the technologies for the CLI."""

from __future__ import annotations

import difflib
import inspect
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from chatbot_connectors import ChatbotFactory

from user_sim.errors import ConfigError
from user_sim.targets.base import Target
from user_sim.targets.connectors import ConnectorTarget, resolve_config_path
from user_sim.targets.params import ConnectorParam, check_params, expand_env, parse_params
from user_sim.targets.registration import TECHNOLOGIES


def build_target(technology: str, connector_params: Mapping[str, Any] | str | None, project_dir: Path) -> Target:
    """Return a ready Target; bad technology or parameters raise ConfigError (nothing is contacted).

    ``connector_params`` is a mapping, JSON object text or ``k=v,k=v``; ``${ENV_VAR}`` in values is expanded
    here. File paths (``config_path``, ``callable``) are relative to ``project_dir``.
    """
    accepted = connector_parameters(technology)  # first, so an unknown technology is the error reported
    params = check_params(technology, expand_env(parse_params(connector_params)), accepted)
    if technology in TECHNOLOGIES:
        return TECHNOLOGIES.get(technology).build(params, project_dir)
    registration = _registrations()[technology]
    return ConnectorTarget(technology, registration.factory_method, resolve_config_path(params, project_dir))


def list_connectors() -> list[tuple[str, str]]:
    """Every technology ``build_target`` accepts, sorted, with its description."""
    registered = ChatbotFactory.get_registered_connectors()
    return sorted((name, str(info.get("description") or "")) for name, info in registered.items())


def connector_parameters(technology: str) -> list[ConnectorParam]:
    """What ``technology`` accepts: ``(name, type, required, description, default)`` tuples."""
    if technology in TECHNOLOGIES:
        return list(TECHNOLOGIES.get(technology).parameters)
    registrations = _registrations()
    if technology not in registrations:
        known = [name for name, _ in list_connectors()]
        close = difflib.get_close_matches(technology, known, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise ConfigError(f"unknown technology {technology!r}{hint} (known: {', '.join(known)})")
    registration = registrations[technology]
    declared = [
        ConnectorParam(p.name, "number" if p.name == "timeout" else p.type, p.required, p.description, p.default)
        for p in registration.chatbot_class.get_chatbot_parameters()
    ]
    names = {p.name for p in declared}
    return declared + [p for p in _constructor_params(registration.factory_method) if p.name not in names]


def _registrations() -> dict[str, Any]:
    # ChatbotFactory exposes no public accessor for the factory method and class of a registration.
    return dict(ChatbotFactory._chatbot_registrations)


def _constructor_params(factory: Any) -> list[ConnectorParam]:
    """Keyword arguments the connector's constructor takes that its Parameter list does not declare."""
    try:
        signature = inspect.signature(factory, eval_str=True)
    except (TypeError, ValueError, NameError):
        return []
    extra = []
    for p in signature.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.name == "self":
            continue
        required = p.default is p.empty
        extra.append(
            ConnectorParam(
                p.name,
                "number" if p.name == "timeout" else _type_name(p.annotation),
                required,
                "constructor argument of the connector",
                None if required else p.default,
            )
        )
    return extra


def _type_name(annotation: Any) -> str:
    text = str(annotation)
    for needle, name in (("bool", "boolean"), ("float", "number"), ("int", "integer"), ("str", "string")):
        if annotation is not inspect.Parameter.empty and needle in text:
            return name
    return "any"
