"""The registry of rule helpers: the one place that names a helper (``@rule_helper("name")``).

Projects add helpers through the entry-point group ``user_sim.rule_helpers``: an entry point names a module whose
import registers helpers with :func:`rule_helper`, or a :class:`Helper`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from user_sim.registry import Registry

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Helper:
    """A function a rule may call: ``func(context, *args, **kwargs)``."""

    func: Callable[..., Any]
    llm: bool = False
    """It asks an LLM (so it can be inconclusive, and it costs)."""


RULE_HELPERS: Registry[Helper] = Registry("rule helper", "user_sim.rule_helpers")


def rule_helper(name: str, *, llm: bool = False) -> Callable[[F], F]:
    """Register the decorated function as the helper ``name``."""

    def decorate(func: F) -> F:
        RULE_HELPERS.add(name, Helper(func, llm))
        return func

    return decorate
