"""Budgets: the worst-case cost of the next call, and the start-of-run check that every budget can be enforced.

The worst case of a call is its *estimated* input (characters / 4, rounded up, plus 4 tokens per message; see
``estimate_input_tokens``) at the input price, plus the *maximum* output tokens the client allows (it passes
that limit to the provider as ``max_tokens``) at the output price. Output is thus bounded; input is an
estimate, accurate for English text and low for scripts that need more tokens per character.
"""

from __future__ import annotations

from user_sim.errors import ConfigError
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.prices import PriceTable, estimate_input_tokens


def worst_case_cost(
    spec: ModelSpec, prices: PriceTable, messages: list[ChatMessage], max_output_tokens: int, extra_text: str = ""
) -> float | None:
    """Dollars the next call could cost at most (see module docstring), or None when the price is unknown."""
    price = prices.price_for(spec)
    if price is None:
        return None
    return price.cost(estimate_input_tokens(messages, extra_text), max_output_tokens)


def check_budget_prices(specs: list[ModelSpec], prices: PriceTable, *, budget_key: str = "max_cost") -> None:
    """Raise ConfigError when a budget is set but a model it would pay for has no known price.

    The runner calls this before anything runs, with the models of every profile (or campaign) that has a
    ``max_cost`` (``goal_style.max_cost`` or ``conversation.max_cost``).
    """
    missing = sorted({spec.model for spec in specs if prices.price_for(spec) is None})
    if missing:
        raise ConfigError(
            "; ".join(f"{budget_key} needs a known price for model {name}; add it to prices.yml" for name in missing)
        )
