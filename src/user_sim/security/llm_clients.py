"""The campaign's LLM clients: one price table, one response cache, meters chained run → case.

``CampaignClients(max_cost, project_dir)`` is the real ``LLMFactory`` of a campaign: ``clients(spec, seed)``
returns a ``ChatClient`` derived from one base client per model (so the LangChain model is built once), with the
case seed (part of the response-cache key: same run seed + cache → same generated prompts, judge verdicts and
warm-up turns, at no cost) and its own ``case`` meter under the run meter, which carries ``execution.max_cost``.

The first time a model is asked for, it is checked without any call: it can be built (provider package, API
key) and, when there is a budget, it has a known price. The runner asks for every model a campaign needs
before the target's health check, so these problems stop the run with a ConfigError (exit 2) before anything
is sent.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.llm.base import LLMClient, ModelSpec

if TYPE_CHECKING:
    from user_sim.llm.cache import CacheMode
    from user_sim.llm.client import ChatClient

BUDGET_KEY = "execution.max_cost"
LLMFactory = Callable[[ModelSpec, int], LLMClient]
"""Build the client for one case: the model to call and the case seed (part of the response-cache key)."""


class CampaignClients:
    """Builds per-case LLM clients sharing models, cache, prices and the run's budget (see module docstring)."""

    def __init__(self, max_cost: float | None, project_dir: Path, cache_mode: CacheMode = "normal") -> None:
        from user_sim.llm.cache import ResponseCache, project_cache_dir
        from user_sim.llm.meter import CostMeter
        from user_sim.llm.prices import PriceTable

        self.max_cost = max_cost
        self.prices = PriceTable.load(project_dir)
        self.cache = None if cache_mode == "ignore" else ResponseCache(project_cache_dir(project_dir), cache_mode)
        self.run_meter = CostMeter("run", "security campaign", max_cost=max_cost, budget_key=BUDGET_KEY)
        self._bases: dict[ModelSpec, ChatClient] = {}
        self._lock = threading.Lock()

    def __call__(self, spec: ModelSpec, seed: int) -> ChatClient:
        """The client of one case for ``spec`` (checked on first use; see the module docstring)."""
        meter = self.run_meter.child("case", f"seed {seed}", budget_key=BUDGET_KEY)
        return self.base(spec).derive(meter=meter, seed=seed)

    def base(self, spec: ModelSpec) -> ChatClient:
        """The shared client of one model; building it checks the model and its price (ConfigError)."""
        from user_sim.llm.client import ChatClient

        with self._lock:
            if spec not in self._bases:
                self._check(spec)
                self._bases[spec] = ChatClient(spec, meter=self.run_meter, prices=self.prices, cache=self.cache)
            return self._bases[spec]

    def _check(self, spec: ModelSpec) -> None:
        from user_sim.llm.budget import check_budget_prices
        from user_sim.llm.factory import check_model

        if self.max_cost is not None:
            check_budget_prices([spec], self.prices, budget_key=BUDGET_KEY)
        check_model(spec)
