"""Token and cost accounting, with budgets, at every level of a run (conversation → profile → run).

A ``CostMeter`` records each LLM call once and the record counts in that meter and in all its ancestors, per
purpose and per model. A meter may carry a budget (``max_cost``). Before a real call the client *reserves*
the call's worst-case cost on the meter chain: the reservation fails with BudgetExceeded (naming the budget)
when spent + reserved + this call's worst case would pass any budget on the chain, so parallel conversations
sharing a profile budget cannot overshoot it together. One lock is shared by a whole tree of meters.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from user_sim.errors import BudgetExceeded
from user_sim.llm.base import Purpose


@dataclass(frozen=True)
class CallRecord:
    """One LLM call as it is accounted."""

    purpose: Purpose
    model: str
    input_tokens: int
    output_tokens: int
    cost: float | None
    """Dollars this call cost the run: 0 for a cached reply, None when the price (or the usage) is unknown."""
    cached: bool = False
    usage_missing: bool = False
    """The provider sent no usage metadata, so the token counts are 0 and the cost is unknown."""
    charged: float = 0.0
    """What counts against budgets: the cost, or the call's worst-case estimate when its cost is unknown."""


@dataclass
class UsageTotals:
    """Sums over a set of calls."""

    calls: int = 0
    cached_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float = 0.0
    """Dollars of the calls whose cost is known."""
    unknown_cost_calls: int = 0
    missing_usage_calls: int = 0

    def add(self, record: CallRecord) -> None:
        """Count one call."""
        self.calls += 1
        self.cached_calls += record.cached
        self.input_tokens += record.input_tokens
        self.output_tokens += record.output_tokens
        self.missing_usage_calls += record.usage_missing
        if record.cost is None:
            self.unknown_cost_calls += 1
        else:
            self.cost += record.cost

    def as_dict(self) -> dict[str, Any]:
        """Plain form for reports."""
        return {**asdict(self), "cost": round(self.cost, 8), "cost_known": self.unknown_cost_calls == 0}


@dataclass
class _Tally:
    total: UsageTotals = field(default_factory=UsageTotals)
    by_purpose: dict[str, UsageTotals] = field(default_factory=dict)
    by_model: dict[str, UsageTotals] = field(default_factory=dict)
    charged: float = 0.0
    reserved: float = 0.0


class CostMeter:
    """Accounts LLM calls for one scope (``run``, ``profile``, ``conversation``, ``case``...) and its parents."""

    def __init__(
        self,
        scope: str = "run",
        name: str = "",
        *,
        parent: CostMeter | None = None,
        max_cost: float | None = None,
        budget_key: str = "max_cost",
    ) -> None:
        """Create a meter; ``max_cost`` (dollars) is its budget, ``budget_key`` names it in messages."""
        self.scope = scope
        self.name = name
        self.parent = parent
        self.max_cost = max_cost
        self.budget_key = budget_key
        self._lock: threading.Lock = parent._lock if parent is not None else threading.Lock()
        self._tally = _Tally()
        self._records: list[CallRecord] = []

    def child(
        self, scope: str, name: str = "", *, max_cost: float | None = None, budget_key: str = "max_cost"
    ) -> CostMeter:
        """A meter whose records also count here (e.g. a conversation's meter under its profile's)."""
        return CostMeter(scope, name, parent=self, max_cost=max_cost, budget_key=budget_key)

    def chain(self) -> list[CostMeter]:
        """This meter and its ancestors, innermost first."""
        meters: list[CostMeter] = []
        node: CostMeter | None = self
        while node is not None:
            meters.append(node)
            node = node.parent
        return meters

    def has_budget(self) -> bool:
        """Tell whether any meter on the chain has a ``max_cost``."""
        return any(m.max_cost is not None for m in self.chain())

    def record(self, record: CallRecord) -> None:
        """Count ``record`` here and in every ancestor."""
        with self._lock:
            self._records.append(record)
            for meter in self.chain():
                meter._count(record)

    def _count(self, record: CallRecord) -> None:
        tally = self._tally
        tally.total.add(record)
        tally.by_purpose.setdefault(record.purpose, UsageTotals()).add(record)
        tally.by_model.setdefault(record.model, UsageTotals()).add(record)
        tally.charged += record.charged

    @contextmanager
    def reserve(self, worst_case: float) -> Iterator[None]:
        """Hold ``worst_case`` dollars on every budget of the chain for the duration of one call."""
        with self._lock:
            for meter in self.chain():
                meter._check(worst_case)
            for meter in self.chain():
                meter._tally.reserved += worst_case
        try:
            yield
        finally:
            with self._lock:
                for meter in self.chain():
                    meter._tally.reserved -= worst_case

    def _check(self, worst_case: float) -> None:
        if self.max_cost is None:
            return
        committed = self._tally.charged + self._tally.reserved
        if committed + worst_case > self.max_cost:
            where = f"{self.scope} {self.name}".strip()
            raise BudgetExceeded(
                f"{where} budget {self.budget_key} ${self.max_cost:g} would be exceeded: "
                f"${committed:.6f} spent or reserved, next call may cost up to ${worst_case:.6f}"
            )

    @property
    def totals(self) -> UsageTotals:
        """Everything counted here (own records and descendants')."""
        with self._lock:
            return UsageTotals(**asdict(self._tally.total))

    @property
    def by_purpose(self) -> dict[str, UsageTotals]:
        """Totals per purpose (user, goal_check, extraction, generation, judge)."""
        with self._lock:
            return {k: UsageTotals(**asdict(v)) for k, v in self._tally.by_purpose.items()}

    @property
    def by_model(self) -> dict[str, UsageTotals]:
        """Totals per model name."""
        with self._lock:
            return {k: UsageTotals(**asdict(v)) for k, v in self._tally.by_model.items()}

    @property
    def charged(self) -> float:
        """Dollars counted against budgets (known costs plus worst cases of calls of unknown cost)."""
        with self._lock:
            return self._tally.charged

    @property
    def records(self) -> list[CallRecord]:
        """The calls recorded directly on this meter (not those of its children), in order."""
        with self._lock:
            return list(self._records)

    def summary(self) -> dict[str, Any]:
        """Plain form for reports: totals, per purpose, per model."""
        return {
            "total": self.totals.as_dict(),
            "by_purpose": {k: v.as_dict() for k, v in sorted(self.by_purpose.items())},
            "by_model": {k: v.as_dict() for k, v in sorted(self.by_model.items())},
        }
