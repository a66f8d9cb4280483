"""Chatbots under test: chatbot-connectors adapters, python callables, OpenAI-compatible servers, the demo bot.

``build_target(technology, connector_params, project_dir)`` returns a :class:`Target`; every conversation opens
its own :class:`TargetSession`. ``list_connectors()`` and ``connector_parameters(technology)`` describe what is
available. The factory (and chatbot-connectors with it) is imported only when one of those is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from user_sim.targets.base import Reply, Target, TargetSession

if TYPE_CHECKING:
    from user_sim.targets.factory import build_target, connector_parameters, list_connectors

__all__ = ["Reply", "Target", "TargetSession", "build_target", "connector_parameters", "list_connectors"]

_LAZY = frozenset({"build_target", "connector_parameters", "list_connectors"})


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from user_sim.targets import factory

        return getattr(factory, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
