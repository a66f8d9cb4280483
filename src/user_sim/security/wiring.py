"""Every place where the campaign meets the rest of user_sim, in one file.

The runner takes each collaborator as a parameter (tests pass fakes); these are the real ones, imported
lazily so that ``--help`` and ``--validate-only`` load no LLM or connector code:

* targets: ``user_sim.targets.factory.build_target``;
* oracles: the built-in ``user_sim.security.oracles`` registered in ``ORACLES``;
* text: ``security.text.is_refusal`` and the PII redactor ``security.pii.redact``;
* LLM clients: :class:`~user_sim.security.llm_clients.CampaignClients` (cache, prices, run → case meters);
* the warm-up user: :class:`~user_sim.security.warmup_user.EngineWarmupUsers` (the engine's SimulatedUser).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from user_sim.llm.base import LLMClient, ModelSpec
from user_sim.security.executors import WarmupUserFactory
from user_sim.targets.base import Target

if TYPE_CHECKING:
    from user_sim.llm.cache import CacheMode

LLMFactory = Callable[[ModelSpec, int], LLMClient]
"""Build the client for one case: the model to call and the case seed (part of the response-cache key)."""

Redactor = Callable[[str], str]


def is_refusal(text: str) -> bool:
    """Tell whether a model's answer is a refusal (the shared detector of ``security.text``)."""
    from user_sim.security.refusal import is_refusal as shared

    return shared(text)


def default_redactor() -> Redactor:
    """The shared PII redactor (``user_sim.security.pii.redact``)."""
    from user_sim.security.pii import redact

    return redact


def build_target(technology: str, connector_params: dict[str, Any] | str | None, project_dir: Path) -> Target:
    """Build the chatbot under test with the shared target factory (nothing is contacted)."""
    from user_sim.targets.factory import build_target as factory

    return factory(technology, connector_params, project_dir)


def check_connector(technology: str, connector_params: dict[str, Any] | str | None) -> None:
    """Check the technology and its parameter names and types: build nothing, contact nothing, expand no secret."""
    from user_sim.targets.factory import connector_parameters
    from user_sim.targets.params import check_params, parse_params

    check_params(technology, parse_params(connector_params), connector_parameters(technology))


def build_llm_factory(max_cost: float | None, project_dir: Path, cache_mode: CacheMode = "normal") -> LLMFactory:
    """The factory of per-case LLM clients: ``execution.max_cost`` is the run budget, the cache is the project's."""
    from user_sim.security.llm_clients import CampaignClients

    return CampaignClients(max_cost, project_dir, cache_mode)


def build_warmup_user_factory(project_dir: Path) -> WarmupUserFactory:
    """The warm-up user of ``simulated_user`` attacks: the engine's SimulatedUser on the warm-up profile."""
    from user_sim.security.warmup_user import EngineWarmupUsers

    return EngineWarmupUsers(project_dir)


def load_builtin_oracles() -> None:
    """Import the oracles package so the built-in oracles register themselves in ``ORACLES``."""
    import user_sim.security.oracles  # noqa: F401


def target_facts(target: Target | None) -> dict[str, Any]:
    """Facts a target may expose for oracles (its system prompt, canary strings), when it has them."""
    facts = {name: getattr(target, name) for name in ("system_prompt", "canaries") if hasattr(target, name)}
    return {k: v for k, v in facts.items() if v}
