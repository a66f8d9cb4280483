"""chatbot-connectors' own technologies (rasa, taskyto, custom...) as entries of our one ``TARGETS`` registry.

They are read through ``ChatbotFactory``'s public API at every lookup, so a connector registered there at any
time is available; nothing of ours is written into that factory.
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from chatbot_connectors import Chatbot, ChatbotFactory

from user_sim.targets.base import Target
from user_sim.targets.connectors import ConnectorTarget, resolve_config_path
from user_sim.targets.params import ConnectorParam
from user_sim.targets.technology import Technology


def connector_technologies() -> dict[str, Technology]:
    """Every technology registered in ``ChatbotFactory``, by name."""
    registered = ChatbotFactory.get_registered_connectors()
    return {
        name: Technology(
            str(info.get("description") or ""),
            functools.partial(_parameters, name, str(info.get("chatbot_class") or "")),
            functools.partial(_build, name),
            config_file,
        )
        for name, info in registered.items()
    }


def config_file(params: Mapping[str, Any]) -> dict[str, str]:
    """The connector's YAML configuration file (``config_path``, the ``custom`` connector's), when one is named."""
    return {"config_path": str(params["config_path"])} if params.get("config_path") else {}


def _build(name: str, params: dict[str, Any], project_dir: Path) -> Target:
    make = functools.partial(ChatbotFactory.create_chatbot, name)
    return ConnectorTarget(name, make, resolve_config_path(params, project_dir))


def _parameters(name: str, class_name: str) -> list[ConnectorParam]:
    """The connector's declared parameters, plus the constructor's keyword arguments it does not declare."""
    declared = [
        _param(p.name, "number" if p.name == "timeout" else p.type, p.required, p.description, p.default)
        for p in ChatbotFactory.get_chatbot_parameters(name)
    ]
    names = {p.name for p in declared}
    chatbot_class = _chatbot_class(class_name)
    extra = _constructor_params(chatbot_class) if chatbot_class is not None else []
    return declared + [p for p in extra if p.name not in names]


def _chatbot_class(class_name: str) -> type[Chatbot] | None:
    """The one ``Chatbot`` subclass called ``class_name`` (the factory names it but does not hand it out)."""
    seen: list[type[Chatbot]] = []
    pending: list[type[Chatbot]] = [Chatbot]
    while pending:
        cls = pending.pop()
        seen.append(cls)
        pending += [sub for sub in cls.__subclasses__() if sub not in seen]
    found = {cls for cls in seen if cls.__name__ == class_name}
    return found.pop() if len(found) == 1 else None


def _constructor_params(factory: Any) -> list[ConnectorParam]:
    """Keyword arguments the connector's constructor takes (the ones its Parameter list leaves out matter)."""
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
            _param(
                p.name,
                "number" if p.name == "timeout" else _type_name(p.annotation),
                required,
                "constructor argument of the connector",
                None if required else p.default,
            )
        )
    return extra


_POSITIVE = frozenset({"timeout", "port"})
"""Numeric connector parameters that only make sense greater than 0."""
_HEADER = re.compile(r"key|token|secret|auth|header|client", re.IGNORECASE)
"""Connector parameters whose names say they are credentials, which connectors send in HTTP headers."""


def _param(name: str, type_: str, required: bool, description: str, default: Any) -> ConnectorParam:
    """A connector's parameter, with the checks its name calls for (a timeout > 0, a credential fit for a header)."""
    positive = name in _POSITIVE and type_ in ("number", "integer")
    header = "value" if type_ == "string" and _HEADER.search(name) else None
    return ConnectorParam(name, type_, required, description, default, positive=positive, header=header)


def _type_name(annotation: Any) -> str:
    text = str(annotation)
    for needle, name in (("bool", "boolean"), ("float", "number"), ("int", "integer"), ("str", "string")):
        if annotation is not inspect.Parameter.empty and needle in text:
            return name
    return "any"
