"""The one LLM client pool of a run: one client per model, one cache, one price table, a tree of budget meters.

Every command builds its clients here and says only how its budgets chain: ``sensei-chat`` run → profile →
conversation, ``sensei-security-check`` run → case. Each client a unit of work gets is derived from the shared
client of its model (so the LangChain model is built once), with the unit's seed (part of the response-cache
key) and its own meter, whose parents are the shared meters of the chain and, at the top, the run's meter.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.llm.base import ModelSpec

if TYPE_CHECKING:
    from user_sim.config.run_flags import CacheMode
    from user_sim.llm.client import ChatClient, ModelFactory
    from user_sim.llm.meter import CostMeter


@dataclass(frozen=True)
class Budget:
    """One link of a budget chain: a meter's scope and name, its limit and the setting that sets it."""

    scope: str
    """``run``, ``profile``, ``conversation``, ``case``..."""
    name: str
    """Which one (a profile's test_name, a case...); shared links with the same scope and name share a meter."""
    max_cost: float | None = None
    """Dollars; None: no limit at this level."""
    budget_key: str = "max_cost"
    """The setting named in the BudgetExceeded message (e.g. ``execution.max_cost``)."""


class LLMPool:
    """Builds the LLM clients of one run (see the module docstring)."""

    def __init__(
        self,
        project_dir: Path,
        cache_mode: CacheMode = "normal",
        *,
        run: Budget | None = None,
        check: bool = False,
        model_factory: ModelFactory | None = None,
        stopping: threading.Event | None = None,
    ) -> None:
        """A pool with the run's own budget ``run``; with ``check``, each model is checked on first use.

        ``stopping``, set when the run stops, keeps every client from retrying a failed call (see ChatClient).

        The check (provider, API key, a price when there is a budget) makes a campaign stop with a ConfigError
        before anything is sent. ``model_factory`` replaces the provider (tests: ``FakeLLM.for_spec``); then only
        the price is checked.
        """
        from user_sim.llm.cache import ResponseCache, project_cache_dir
        from user_sim.llm.client import Backoff
        from user_sim.llm.meter import CostMeter
        from user_sim.llm.prices import PriceTable

        run = run or Budget("run", "run")
        self.prices = PriceTable.load(project_dir)
        self.cache = None if cache_mode == "ignore" else ResponseCache(project_cache_dir(project_dir), cache_mode)
        self.run_meter = CostMeter(run.scope, run.name, max_cost=run.max_cost, budget_key=run.budget_key)
        self.backoff = Backoff.from_env()  # a bad USER_SIM_RETRY_BASE_DELAY stops the run before anything runs
        self._check = check
        self._model_factory = model_factory
        self._stopping = stopping
        self._bases: dict[ModelSpec, ChatClient] = {}
        self._meters: dict[tuple[str, str], CostMeter] = {}
        self._lock = threading.Lock()

    def base(self, spec: ModelSpec) -> ChatClient:
        """The shared client of one model (metered at run level; its LangChain model is built on first use)."""
        from user_sim.llm.client import ChatClient

        with self._lock:
            if spec not in self._bases:
                if self._check:
                    self._check_model(spec)
                self._bases[spec] = ChatClient(
                    spec,
                    meter=self.run_meter,
                    prices=self.prices,
                    cache=self.cache,
                    backoff=self.backoff,
                    model_factory=self._model_factory,
                    stopping=self._stopping,
                )
            return self._bases[spec]

    def client(self, spec: ModelSpec, seed: int, shared: Sequence[Budget], own: Budget) -> ChatClient:
        """A client for one unit of work: its meter ``own`` under the ``shared`` chain under the run meter."""
        parent = self.run_meter
        with self._lock:
            for link in shared:
                key = (link.scope, link.name)
                if key not in self._meters:
                    self._meters[key] = parent.child(
                        link.scope, link.name, max_cost=link.max_cost, budget_key=link.budget_key
                    )
                parent = self._meters[key]
        meter = parent.child(own.scope, own.name, max_cost=own.max_cost, budget_key=own.budget_key)
        return self.base(spec).derive(meter=meter, seed=seed)

    def _check_model(self, spec: ModelSpec) -> None:
        from user_sim.llm.budget import check_budget_prices
        from user_sim.llm.factory import check_model

        if self.run_meter.max_cost is not None:
            check_budget_prices([spec], self.prices, budget_key=self.run_meter.budget_key)
        if self._model_factory is None:
            check_model(spec)
