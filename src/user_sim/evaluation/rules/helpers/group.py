"""Offline helpers for ``conversations: all`` rules: they look at every conversation of the checked set."""

from __future__ import annotations

from typing import Any

from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.registry import rule_helper
from user_sim.evaluation.rules.limits import MissingName, MissingValue, RuleError


def _matches(condition: str) -> list[Any]:
    ctx = current_context()
    if ctx.condition is None:
        raise RuleError("exists()/num_exist() are for `conversations: all` rules")
    matching, judged = [], 0
    for view in ctx.conv:
        try:
            holds = ctx.condition(condition, view)
        except (MissingName, MissingValue):
            continue  # a conversation without the names the condition reads does not satisfy it
        judged += 1
        if holds:
            matching.append(view)
    if not judged:
        raise MissingValue(f"the condition {condition!r} reads names that no conversation of the set has")
    return matching


@rule_helper("exists")
def exists(condition: str) -> bool:
    """Whether ``condition`` holds on some conversation of the set."""
    return bool(_matches(condition))


@rule_helper("num_exist")
def num_exist(condition: str) -> int:
    """On how many conversations of the set ``condition`` holds."""
    return len(_matches(condition))


@rule_helper("is_unique")
def is_unique(name: str) -> bool:
    """Whether no two conversations of the set have the same value of ``name`` (absent and null are skipped)."""
    seen: set[Any] = set()
    for view in current_context().conv:
        value = view.names.get(name)
        if value is None:
            continue
        try:
            if value in seen:
                return False
            seen.add(value)
        except TypeError:
            raise RuleError(f"is_unique({name!r}): values of type {type(value).__name__} cannot be compared") from None
    return True
