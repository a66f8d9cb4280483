"""Default model prices from ``genai-prices`` (maintained by the pydantic team, MIT), read offline.

Only the price data bundled with the installed package is read: ``genai_prices.UpdatePrices`` — the one part of
that library that downloads newer prices — is never started here, so looking up a price opens no connection
(a test checks it with every socket refused). Upgrade the package to get newer prices.

A model is found by its API url when the call goes to a known provider's server, else by the LangChain provider
name (mapped to genai-prices' provider ids); by the model name alone only when neither a server nor a provider
is named (``gpt-4o-mini`` → OpenAI's price), never for an unknown server (``llama3`` on your own vLLM).
LangChain's ``provider:model`` spelling is understood, the provider the factory would call is tried first
(``chatgpt-*`` → OpenAI, ``codestral`` → Mistral), and a bare family name that genai-prices only lists as
``<name>-latest`` gets that price (``mistral-small`` → ``mistral-small-latest``, what the API's alias serves). The
price taken is the standard one in force now, at the lowest context tier (the same convention as a project's
``prices.yml``). A model the data does not know, or a provider it does not know, has no price here (None): an
unknown price stays unknown.
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from user_sim.llm.providers import infer_provider, split_provider

PROVIDER_IDS = {
    "google_genai": "google",
    "google_vertexai": "google",
    "google_anthropic_vertex": "google",
    "mistralai": "mistral",
    "bedrock": "aws",
    "bedrock_converse": "aws",
    "azure_openai": "azure",
    "azure_ai": "azure",
    "xai": "x-ai",
    "together": "together",
    "fireworks": "fireworks",
}
"""LangChain ``model_provider`` names whose genai-prices provider id differs."""


def maintained_price(
    model: str, provider: str | None = None, base_url: str | None = None
) -> tuple[float, float] | None:
    """(input, output) dollars per million tokens for ``model``, or None when genai-prices has no price for it."""
    from genai_prices.data_snapshot import get_snapshot

    snapshot = get_snapshot()
    name, provider = split_provider(model, provider)
    for by_id, by_url in _attempts(name, provider, base_url):
        for alias in (name, f"{name}-latest") if not name.endswith("-latest") else (name,):
            try:
                _, info = snapshot.find_provider_model(alias, None, by_id, by_url)
            except LookupError:
                continue
            prices = info.get_prices(datetime.now(UTC)).__dict__
            found = _per_million(prices.get("input_mtok")), _per_million(prices.get("output_mtok"))
            return None if found[0] is None or found[1] is None else (found[0], found[1])
    return None


def _attempts(name: str, provider: str | None, base_url: str | None) -> list[tuple[str | None, str | None]]:
    """(provider id, API url) pairs to look ``name`` up with, in order."""
    attempts: list[tuple[str | None, str | None]] = [(None, base_url)] if base_url else []
    if base_url and not provider:  # a server genai-prices does not know, with no provider named: unknown
        return attempts
    named = provider or infer_provider(name)  # the provider the call goes to, as the factory picks it
    if named:
        attempts.append((PROVIDER_IDS.get(named, named), None))
    if not provider and not base_url:
        attempts.append((None, None))  # genai-prices' own guess from the name (claude-* is Anthropic's...)
    return attempts


def _per_million(value: Any) -> float | None:
    """A flat price, or the base price of a tiered one (genai-prices' ``TieredPrices``)."""
    value = getattr(value, "base", value)
    return float(value) if isinstance(value, (Decimal, int, float)) else None
