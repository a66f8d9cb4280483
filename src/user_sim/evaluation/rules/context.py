"""What a helper receives besides its arguments: the conversation(s) under check and the LLM door."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from user_sim.evaluation.rules.view import ConvView

if TYPE_CHECKING:
    from user_sim.evaluation.rules.llm_door import HelperLLM


@dataclass
class RuleContext:
    """The scope of one evaluation."""

    conv: list[ConvView]
    """conv[0] (and conv[1] for pair rules); the whole checked set for `conversations: all`."""
    interaction: list[dict[str, Any]] = field(default_factory=list)
    """The conversation's turns (empty for pair and all rules, as in SENSEI)."""
    llm: HelperLLM | None = None
    condition: Callable[[str, ConvView], Any] | None = None
    """Evaluates a condition string (exists/num_exist) on one conversation."""


_CURRENT: ContextVar[RuleContext] = ContextVar("rule_context")


def current_context() -> RuleContext:
    """The check a helper is called from (its conversation(s), interaction, LLM door)."""
    return _CURRENT.get()


@contextmanager
def checking(ctx: RuleContext) -> Iterator[None]:
    """Make ``ctx`` the current context for the helpers called inside the block."""
    token = _CURRENT.set(ctx)
    try:
        yield
    finally:
        _CURRENT.reset(token)
