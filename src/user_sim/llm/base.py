"""The contract every LLM call of the tool goes through (simulated user, goal check, extraction, generation, judges).

``LLMClient.complete`` is the only door: it applies the response cache, checks budgets before the call,
retries 429/5xx/timeouts a bounded number of times, reads token usage from the provider's metadata and
records tokens and cost under a *purpose*. Callers never touch LangChain models directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

Purpose = Literal["user", "goal_check", "extraction", "generation", "judge"]
Role = Literal["system", "user", "assistant"]


@dataclass(frozen=True)
class ChatMessage:
    """One chat message in provider-neutral form."""

    role: Role
    content: str


@dataclass(frozen=True)
class ModelSpec:
    """Which model to call and how (from a profile's ``llm`` block, security.yml, or CLI overrides)."""

    model: str
    provider: str | None = None
    temperature: float = 0.8
    base_url: str | None = None
    api_key_env: str | None = None
    timeout: float | None = None
    """Seconds one call may take (None: the client's default)."""
    max_concurrency: int | None = None
    """Calls in flight at once to this model, across every worker of the run (None: no limit)."""


@dataclass(frozen=True)
class CallUsage:
    """Tokens of one call (from usage metadata) and its cost in dollars (None when the price is unknown)."""

    input_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = 0.0


@dataclass(frozen=True)
class LLMReply:
    """What one call returned."""

    text: str
    parsed: Any = None
    """The validated structured output when a ``schema`` was asked for."""
    usage: CallUsage = field(default_factory=CallUsage)
    cached: bool = False


class LLMClient(Protocol):
    """Calls one model for one conversation or case (so budgets and usage are attributed correctly)."""

    spec: ModelSpec

    def complete(
        self,
        messages: list[ChatMessage],
        *,
        purpose: Purpose,
        temperature: float | None = None,
        schema: type[Any] | None = None,
        output_tokens: int | None = None,
    ) -> LLMReply:
        """Run one chat completion; raise LLMError after bounded retries, BudgetExceeded before a call too costly.

        ``output_tokens`` caps the answer's length (None: the purpose's default cap).
        """
        ...
