"""What one rule evaluation reads: the conversation's names, local names, the helper door and the budget."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from user_sim.evaluation.rules.limits import Budget

CallHelper = Callable[[str, list[Any], dict[str, Any]], Any]


class Frame:
    """What one evaluation reads: the conversation's names, local names, the helper door and the budget."""

    __slots__ = ("_budget", "call_helper", "local", "names")

    def __init__(self, names: Mapping[str, Any], call_helper: CallHelper, local: dict[str, Any] | None = None) -> None:
        self.names = names
        self.call_helper = call_helper
        self.local: dict[str, Any] = local if local is not None else _NO_LOCALS
        self._budget: Budget | None = None

    @property
    def budget(self) -> Budget:
        """The evaluation's budget (made on first use: most checks never loop)."""
        if self._budget is None:
            self._budget = Budget()
        return self._budget

    def assign(self, name: str, value: Any) -> None:
        """Bind a local name (`name = expression` lines)."""
        if self.local is _NO_LOCALS:
            self.local = {}
        self.local[name] = value


_NO_LOCALS: dict[str, Any] = {}
"""Shared and never written: a frame gets its own dict on its first assignment."""


Code = Callable[[Frame], Any]
