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
    from user_sim.config.run_flags import CacheMode
    from user_sim.llm.client import ModelFactory

BUDGET_KEY = "execution.max_cost"
LLMFactory = Callable[[ModelSpec, int], LLMClient]
"""Build the client for one case: the model to call and the case seed (part of the response-cache key)."""


class CampaignClients:
    """The campaign's clients: the shared :class:`~user_sim.llm.pool.LLMPool`, budgets run → case."""

    def __init__(
        self,
        max_cost: float | None,
        project_dir: Path,
        cache_mode: CacheMode = "normal",
        model_factory: ModelFactory | None = None,
    ) -> None:
        """The pool of one campaign; ``model_factory`` replaces the provider (tests: ``FakeLLM.for_spec``)."""
        from user_sim.llm.pool import Budget, LLMPool

        run = Budget("run", "security campaign", max_cost, BUDGET_KEY)
        self.stopping = threading.Event()
        """Set when the campaign stops (Ctrl-C, SIGTERM): a failed call in flight is then not retried."""
        self.pool = LLMPool(
            project_dir, cache_mode, run=run, check=True, model_factory=model_factory, stopping=self.stopping
        )
        self.run_meter = self.pool.run_meter

    def __call__(self, spec: ModelSpec, seed: int) -> LLMClient:
        """The client of one case for ``spec`` (the model is checked on first use; see the module docstring)."""
        from user_sim.llm.pool import Budget

        return self.pool.client(spec, seed, (), Budget("case", f"seed {seed}", None, BUDGET_KEY))
