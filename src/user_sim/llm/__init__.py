"""The LLM layer: model factory, usage and cost accounting, budgets, response cache, retries, extraction.

Importing this package is cheap: LangChain is imported only when a model is built. The names below are
loaded on first use, e.g. ``from user_sim.llm import ChatClient``.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "ChatClient": "client",
    "Backoff": "client",
    "make_chat_model": "factory",
    "check_model": "factory",
    "CostMeter": "meter",
    "CallRecord": "meter",
    "UsageTotals": "meter",
    "PriceTable": "prices",
    "ModelPrice": "prices",
    "worst_case_cost": "budget",
    "check_budget_prices": "budget",
    "ResponseCache": "cache",
    "cache_mode": "cache",
    "project_cache_dir": "cache",
    "StructuredOutputError": "structured",
    "OutputField": "extraction",
    "ExtractionResult": "extraction",
    "ExtractionProblem": "extraction",
    "extract_outputs": "extraction",
    "generate_any_items": "any_list",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    """Load an exported name from its module on first use."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'user_sim.llm' has no attribute {name!r}")
    return getattr(importlib.import_module(f"user_sim.llm.{module}"), name)
