"""Model prices (dollars per million tokens): a project's ``prices.yml`` first, then the maintained default.

The default source is the ``genai-prices`` package's bundled data (see :mod:`user_sim.llm.maintained_prices`;
read offline, never updated from the network). In the project's table a price is looked up as
``provider:model``, then ``model``, then ``model`` without a trailing date or version suffix
(``gpt-4o-2024-08-06`` → ``gpt-4o``); a model written the LangChain way, ``openai:gpt-4o``, is split into
its provider and name first. An entry there overrides the default for that model. A model found in
neither has an unknown cost (``None``), never a guess. A model served from a loopback ``base_url`` (localhost,
127.0.0.0/8, ::1) costs 0 unless the project's table prices it: it runs on the user's own machine.
"""

from __future__ import annotations

import ipaddress
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field

from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.providers import split_provider

PRICES_FILE = "prices.yml"
_VERSION_SUFFIX = re.compile(r"-(?:\d{4}-\d{2}-\d{2}|\d{8}|\d{3,4}|latest|preview|exp)$")
CHARS_PER_TOKEN = 4


class ModelPrice(BaseModel):
    """What one model costs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    input: float = Field(ge=0)
    """Dollars per million input (prompt) tokens."""
    output: float = Field(ge=0)
    """Dollars per million output (completion) tokens."""

    def cost(self, input_tokens: int, output_tokens: int) -> float:
        """Dollars for a call with these token counts."""
        return (input_tokens * self.input + output_tokens * self.output) / 1_000_000


class PriceFile(BaseModel):
    """The format of a project's ``prices.yml`` (it overrides the maintained default model by model)."""

    model_config = ConfigDict(extra="forbid")

    models: dict[str, ModelPrice] = Field(default_factory=dict)
    """Price per model name (or ``provider:model``)."""


FREE = ModelPrice(input=0, output=0)


@dataclass(frozen=True)
class PriceTable:
    """Prices by model name; ``PriceTable.load(project_dir)`` is the usual way to get one."""

    prices: Mapping[str, ModelPrice]
    """The project's own prices (``prices.yml``), which win over the maintained default."""
    local_free: bool = True
    """Whether a model without a price that is served from a loopback base_url costs 0 (else: unknown)."""
    maintained: bool = False
    """Whether models missing from ``prices`` are looked up in genai-prices' data (``load`` turns it on)."""
    _found: dict[ModelSpec, ModelPrice | None] = field(default_factory=dict, init=False, repr=False, compare=False)
    """``price_for``'s answers so far: every LLM call asks twice, and the table never changes."""

    @classmethod
    def load(cls, project_dir: Path | str | None = None, *, local_free: bool = True) -> PriceTable:
        """The maintained default prices, overridden model by model by ``<project_dir>/prices.yml`` if present."""
        prices: dict[str, ModelPrice] = {}
        if project_dir is not None and (Path(project_dir) / PRICES_FILE).is_file():
            prices.update(_load_file(Path(project_dir) / PRICES_FILE).models)
        return cls(prices, local_free, maintained=True)

    def lookup(self, model: str, provider: str | None = None, base_url: str | None = None) -> ModelPrice | None:
        """The price of ``model``: the project's table, else the maintained default (when on), else None."""
        return self._own(model, provider) or self._default(model, provider, base_url)

    def _default(self, model: str, provider: str | None, base_url: str | None) -> ModelPrice | None:
        if not self.maintained:
            return None
        from user_sim.llm.maintained_prices import maintained_price

        found = maintained_price(model, provider, base_url)
        return None if found is None else ModelPrice(input=found[0], output=found[1])

    def _own(self, model: str, provider: str | None) -> ModelPrice | None:
        name, provider = split_provider(model, provider)
        candidates = [f"{provider}:{name}"] if provider else []
        candidates.append(model)  # an entry spelled exactly as the model is written (``llama3.1:8b``)
        while True:
            candidates.append(name)
            shorter = _VERSION_SUFFIX.sub("", name)
            if shorter == name:
                break
            name = shorter
        return next((self.prices[c] for c in candidates if c in self.prices), None)

    def price_for(self, spec: ModelSpec) -> ModelPrice | None:
        """The price of the model ``spec`` calls: the project's, else free on a loopback server, else the default."""
        if spec not in self._found:
            if self.local_free and spec.base_url and is_loopback_url(spec.base_url):
                self._found[spec] = self._own(spec.model, spec.provider) or FREE
            else:
                self._found[spec] = self.lookup(spec.model, spec.provider, spec.base_url)
        return self._found[spec]

    def cost(self, spec: ModelSpec, input_tokens: int, output_tokens: int) -> float | None:
        """Dollars for one call, or None when the price of the model is unknown."""
        price = self.price_for(spec)
        return None if price is None else price.cost(input_tokens, output_tokens)


def is_loopback_url(url: str) -> bool:
    """Tell whether ``url`` points at this machine (localhost, 127.0.0.0/8, ::1)."""
    host = (urlsplit(url if "//" in url else f"//{url}").hostname or "").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def estimate_input_tokens(messages: list[ChatMessage], extra_text: str = "") -> int:
    """Upper-ish estimate of prompt tokens with no tokenizer: characters / 4, rounded up, plus 4 per message.

    Four characters per token holds for English with GPT/Claude/Gemini tokenizers; text in other scripts can
    take more tokens, so a budget check on such text is an estimate, not a bound.
    """
    chars = sum(len(m.content) for m in messages) + len(extra_text)
    return math.ceil(chars / CHARS_PER_TOKEN) + 4 * len(messages)


def _load_file(path: Path) -> PriceFile:
    from user_sim.config.yamlfile import read_text

    return _parse(read_text(path), str(path))


def _parse(text: str, name: str) -> PriceFile:
    from user_sim.config.located import validate_doc
    from user_sim.config.yamlfile import parse_yaml

    return validate_doc(PriceFile, parse_yaml(text, name))
