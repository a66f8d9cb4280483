"""Where rule helpers are registered: the shared ``RULE_HELPERS`` registry of :mod:`user_sim.plugins`.

A helper is a plain function of the rule's arguments (``@rule_helper("word_count") def word_count(text): ...``).
Helpers that need the conversation under check (its interaction, the LLM) read
:func:`user_sim.evaluation.rules.context.current_context`. Projects add helpers through the entry-point group
``user_sim.rule_helpers``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from user_sim.plugins import RULE_HELPERS, rule_helper

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["RULE_HELPERS", "asks_llm", "rule_helper", "uses_llm"]


def asks_llm(func: F) -> F:
    """Mark a helper that asks an LLM (it costs, and it can be inconclusive)."""
    setattr(func, "asks_llm", True)  # noqa: B010  (an attribute of our own on a plain function)
    return func


def uses_llm(func: Callable[..., Any]) -> bool:
    """Whether the helper asks an LLM."""
    return bool(getattr(func, "asks_llm", False))
