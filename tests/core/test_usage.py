"""core.usage: the tallying client forwards every argument of the LLM contract and counts each reply."""

from __future__ import annotations

from user_sim.core.usage import TallyingClient, UsageTally
from user_sim.llm.base import CallUsage, ChatMessage
from user_sim.testing import FakeClient


def test_the_output_cap_reaches_the_inner_client_and_the_reply_is_tallied():
    inner, tally = FakeClient(respond="ok", usage=CallUsage(input_tokens=3, output_tokens=2, cost=0.5)), UsageTally()
    client = TallyingClient(inner, tally)
    client.complete([ChatMessage("user", "hi")], purpose="judge", temperature=0.0, output_tokens=77)
    client.complete([ChatMessage("user", "hi")], purpose="user")
    assert [(c.purpose, c.temperature, c.output_tokens) for c in inner.calls] == [
        ("judge", 0.0, 77),
        ("user", None, None),
    ]
    assert tally.calls("judge") == 1 and tally.calls("user") == 1 and tally.calls("total") == 2
