"""Budget and cost of a campaign's LLM calls.

The LLM client enforces ``max_cost`` on its own meters; the campaign also keeps a run-wide tally and refuses
to *start* a call once the budget is spent, so the budget holds whichever client is plugged in.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from user_sim.errors import BudgetExceeded
from user_sim.llm.base import ChatMessage, LLMClient, LLMReply, ModelSpec, Purpose


@dataclass
class RunMeter:
    """Dollars spent by every LLM call of the run, against ``max_cost``."""

    max_cost: float | None = None
    spent: float = 0.0
    unknown_cost_calls: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def check(self) -> None:
        """Raise BudgetExceeded when the budget is already used up."""
        with self._lock:
            if self.max_cost is not None and self.spent >= self.max_cost:
                raise BudgetExceeded(f"execution.max_cost of ${self.max_cost:g} reached (spent ${self.spent:.4f})")

    def add(self, cost: float | None) -> None:
        """Count one finished call (a call of unknown price is counted apart)."""
        with self._lock:
            if cost is None:
                self.unknown_cost_calls += 1
            else:
                self.spent += cost


class MeteredClient:
    """Wraps one case's client: checks the run budget before each call and sums this case's cost."""

    def __init__(self, inner: LLMClient, meter: RunMeter) -> None:
        self.inner, self.meter = inner, meter
        self.spec: ModelSpec = inner.spec
        self.cost = 0.0
        self.calls = 0

    def complete(
        self,
        messages: list[ChatMessage],
        *,
        purpose: Purpose,
        temperature: float | None = None,
        schema: type[Any] | None = None,
    ) -> LLMReply:
        """Run one call through the wrapped client (budget checked first)."""
        self.meter.check()
        reply = self.inner.complete(messages, purpose=purpose, temperature=temperature, schema=schema)
        self.calls += 1
        self.meter.add(reply.usage.cost)
        self.cost += reply.usage.cost or 0.0
        return reply


class CaseClients:
    """The clients one case uses, built lazily (a case that calls no model builds none)."""

    def __init__(self, factory: Callable[[ModelSpec, int], LLMClient], meter: RunMeter, seed: int) -> None:
        self.factory, self.meter, self.seed = factory, meter, seed
        self._clients: dict[ModelSpec, MeteredClient] = {}

    def get(self, spec: ModelSpec) -> MeteredClient:
        """The client for ``spec`` (one per model per case)."""
        if spec not in self._clients:
            self._clients[spec] = MeteredClient(self.factory(spec, self.seed), self.meter)
        return self._clients[spec]

    @property
    def cost(self) -> float:
        """Dollars this case spent (calls of unknown price count 0)."""
        return round(sum(c.cost for c in self._clients.values()), 8)
