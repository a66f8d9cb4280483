"""How a chat run gets its LLM clients: one shared cache and price table, meters chained run → profile → conversation.

``ClientPool`` is what ``sensei-chat`` passes to the runner as ``client_factory(spec, plan)``: every conversation
gets a client derived from one per model (so LangChain models are built once), with its own seed (part of the
cache key) and its own meter whose parent is its profile's meter (``conversation.max_cost``) whose parent is the
run's meter. A conversation meter carries ``goal_style.max_cost``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from user_sim.config.profile import SCRIPTED_MODEL as SCRIPTED
from user_sim.core.plan import model_spec
from user_sim.core.profile_loader import LoadedProfile
from user_sim.errors import ConfigError
from user_sim.llm.base import LLMClient, ModelSpec

if TYPE_CHECKING:
    import threading

    from user_sim.config.run_flags import CacheMode
    from user_sim.core.plan import ConversationPlan


class ChatClients(Protocol):
    """Where a chat run gets its LLM clients (:class:`ClientPool` is the real one; tests pass fakes)."""

    def __call__(self, spec: ModelSpec, plan: ConversationPlan) -> LLMClient:
        """The client of one conversation."""

    def base(self, spec: ModelSpec) -> LLMClient:
        """The run-level client of one model (``any()`` lists are generated with it)."""


class ClientPool:
    """The chat run's clients: the shared :class:`~user_sim.llm.pool.LLMPool`, budgets run → profile → conversation."""

    def __init__(
        self, project_dir: Path, cache_mode: CacheMode = "normal", stopping: threading.Event | None = None
    ) -> None:
        """``stopping``: set when the run stops (its clients then retry no failed call)."""
        from user_sim.llm.pool import LLMPool

        self.pool = LLMPool(project_dir, cache_mode, stopping=stopping)

    def __call__(self, spec: ModelSpec, plan: ConversationPlan) -> LLMClient:
        """The client of one conversation."""
        from user_sim.llm.pool import Budget

        profile = Budget("profile", plan.profile, plan.profile_max_cost, "conversation.max_cost")
        conversation = Budget(
            "conversation", f"{plan.profile}#{plan.index}", plan.goal_style.max_cost, "goal_style.max_cost"
        )
        return self.pool.client(spec, plan.seed, (profile,), conversation)

    def base(self, spec: ModelSpec) -> LLMClient:
        """The shared client of one model (``any()`` lists are generated with it)."""
        return self.pool.base(spec)


def preflight(profiles: Sequence[LoadedProfile], project_dir: Path) -> None:
    """Before anything runs: every budgeted model has a price, every real model can be built (provider, key)."""
    from user_sim.llm.budget import check_budget_prices
    from user_sim.llm.factory import check_model
    from user_sim.llm.prices import PriceTable

    real = [p for p in profiles if p.profile.llm.model != SCRIPTED]
    budgeted = [model_spec(p.profile) for p in real if _has_budget(p)]
    if budgeted:
        check_budget_prices(budgeted, PriceTable.load(project_dir))
    problems: list[str] = []
    for spec in {model_spec(p.profile) for p in real}:
        try:
            check_model(spec)
        except ConfigError as exc:
            problems.append(str(exc))
    if problems:
        raise ConfigError("\n".join(sorted(set(problems))))


def _has_budget(loaded: LoadedProfile) -> bool:
    conversation = loaded.profile.conversation
    return conversation.max_cost is not None or conversation.goal_style.max_cost is not None
