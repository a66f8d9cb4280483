"""How compiled rule code calls helpers: with the check's context, memoised per conversation, failures mapped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from user_sim.errors import BudgetExceeded, LLMError
from user_sim.evaluation.rules.context import RuleContext, checking
from user_sim.evaluation.rules.limits import Inconclusive, RuleError


class HelperDoor:
    """Calls registered helpers with the context of one check, mapping their failures to verdict kinds."""

    __slots__ = ("ctx", "helpers")

    def __init__(self, ctx: RuleContext, helpers: dict[str, Callable[..., Any]]) -> None:
        self.ctx = ctx
        self.helpers = helpers

    def call(self, name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
        """Call helper ``name``; on a single conversation, the same question is answered once for every rule."""
        memo = self.ctx.conv[0].memo if len(self.ctx.conv) == 1 and self.ctx.condition is None else None
        key: Any = None
        if memo is not None:
            try:
                key = (name, *args, *sorted(kwargs.items()))
                if key in memo:
                    known = memo[key]
                    if isinstance(known, RuleError):
                        raise known
                    return known
            except TypeError:  # an unhashable argument: no memo
                memo = None
        try:
            result = self._call(name, args, kwargs)
        except RuleError as exc:
            if memo is not None:
                memo[key] = exc  # the same question fails the same way for the next rule
            raise
        if memo is not None:
            memo[key] = result
        return result

    def _call(self, name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
        try:
            with checking(self.ctx):
                return self.helpers[name](*args, **kwargs)
        except RuleError:
            raise
        except (LLMError, BudgetExceeded) as exc:
            raise Inconclusive(f"{name}(): {exc}") from None
        except Exception as exc:  # a helper given wrong arguments, or failing on odd data
            raise RuleError(f"{name}(): {type(exc).__name__}: {exc}") from None
