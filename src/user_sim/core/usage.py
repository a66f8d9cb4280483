"""Per-conversation LLM usage: a client wrapper that tallies every reply under its purpose.

The LLM client (``user_sim.llm.client``) meters calls for budgets; this tally only fills the conversation
record's ``usage`` (per purpose plus ``total``), from each ``LLMReply.usage``. A cost is None as soon as one
call's cost is unknown, so an unknown price is never reported as free.
"""

from __future__ import annotations

from typing import Any

from user_sim.core.records import LLMCall, Usage
from user_sim.llm.base import CallUsage, ChatMessage, LLMClient, LLMReply, ModelSpec, Purpose


class UsageTally:
    """Usage per purpose of one conversation."""

    def __init__(self) -> None:
        self._by_purpose: dict[str, Usage] = {}
        self.calls_made: list[LLMCall] = []

    def add(self, purpose: Purpose, reply: LLMReply) -> None:
        """Count one reply."""
        used = reply.usage
        self.calls_made.append(
            LLMCall(
                purpose=purpose,
                input_tokens=used.input_tokens,
                output_tokens=used.output_tokens,
                cost=used.cost,
                cached=reply.cached,
            )
        )
        for key in (purpose, "total"):
            current = self._by_purpose.get(key, Usage())
            cost = None if current.cost is None or reply.usage.cost is None else current.cost + reply.usage.cost
            self._by_purpose[key] = Usage(
                calls=current.calls + 1,
                cached_calls=current.cached_calls + int(reply.cached),
                input_tokens=current.input_tokens + reply.usage.input_tokens,
                output_tokens=current.output_tokens + reply.usage.output_tokens,
                cost=cost,
            )

    def calls(self, purpose: str) -> int:
        """Calls made for ``purpose`` (``total`` for all)."""
        usage = self._by_purpose.get(purpose)
        return usage.calls if usage else 0

    def as_record(self) -> dict[str, Usage]:
        """Usage per purpose and ``total`` (empty when no call was made)."""
        return dict(self._by_purpose)


class TallyingClient:
    """An LLMClient that forwards to another one and tallies each reply."""

    def __init__(self, inner: LLMClient, tally: UsageTally) -> None:
        self.inner = inner
        self.tally = tally
        self.spec: ModelSpec = inner.spec

    def complete(
        self,
        messages: list[ChatMessage],
        *,
        purpose: Purpose,
        temperature: float | None = None,
        schema: type[Any] | None = None,
        output_tokens: int | None = None,
    ) -> LLMReply:
        """Forward the call, then count its reply (also a rejected one that was paid for: the error's ``usage``)."""
        try:
            reply = self.inner.complete(
                messages, purpose=purpose, temperature=temperature, schema=schema, output_tokens=output_tokens
            )
        except Exception as exc:
            spent = getattr(exc, "usage", None)
            if isinstance(spent, CallUsage):
                self.tally.add(purpose, LLMReply(text="", usage=spent))
            raise
        self.tally.add(purpose, reply)
        return reply
