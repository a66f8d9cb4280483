"""core.usage: the tallying client forwards every argument of the LLM contract and counts each reply."""

from __future__ import annotations

from typing import Any

from user_sim.core.usage import TallyingClient, UsageTally
from user_sim.llm.base import CallUsage, ChatMessage, LLMReply, ModelSpec


class Recording:
    spec = ModelSpec("recording")

    def __init__(self) -> None:
        self.kwargs: list[dict[str, Any]] = []

    def complete(self, messages: list[ChatMessage], **kwargs: Any) -> LLMReply:
        self.kwargs.append(kwargs)
        return LLMReply(text="ok", usage=CallUsage(input_tokens=3, output_tokens=2, cost=0.5))


def test_the_output_cap_reaches_the_inner_client_and_the_reply_is_tallied():
    inner, tally = Recording(), UsageTally()
    client = TallyingClient(inner, tally)
    client.complete([ChatMessage("user", "hi")], purpose="judge", temperature=0.0, output_tokens=77)
    client.complete([ChatMessage("user", "hi")], purpose="user")
    assert [k["output_tokens"] for k in inner.kwargs] == [77, None]
    assert tally.calls("judge") == 1 and tally.calls("user") == 1 and tally.calls("total") == 2
