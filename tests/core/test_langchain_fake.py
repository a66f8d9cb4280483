"""The engine with the public FakeLLM behind the real ChatClient (no network)."""

from __future__ import annotations

from langchain_core.messages import AIMessage

from tests.core.support import FakePizzaBot, echo_bot, llm_profile
from user_sim.core.engine import run_conversation
from user_sim.core.plan import plan_conversation
from user_sim.llm.base import ModelSpec
from user_sim.llm.client import ChatClient
from user_sim.testing import FakeLLM


def test_fake_llm_plays_the_user_and_the_goal_check(tmp_path):
    model = FakeLLM(
        [
            "Hello, I would like a large pepperoni pizza",
            {"achieved": False},
            "Water, please",
            {"achieved": False},
            "Yes, please confirm it",
            {"achieved": True},
        ]
    )
    client = ChatClient(ModelSpec("fake-model"), model_factory=model.for_spec)
    plan = plan_conversation(llm_profile(tmp_path), 0)
    record = run_conversation(
        plan, FakePizzaBot(), client_factory=lambda spec: client, extractor=lambda fields, transcript, c: ({}, [])
    )
    assert record.end_reason == "goal_reached"
    assert [t.user for t in record.turns] == [
        "Hello, I would like a large pepperoni pizza",
        "Water, please",
        "Yes, please confirm it",
    ]
    assert "confirmed" in record.turns[-1].assistant
    assert [r.purpose for r in client.meter.records] == ["user", "goal_check"] * 3
    assert [call.schema is not None for call in model.calls] == [False, True] * 3
    roles = [type(m).__name__ for m in model.calls[4].messages]
    assert roles == ["SystemMessage", "AIMessage", "HumanMessage", "AIMessage", "HumanMessage"]
    assert record.usage["total"].calls == 6 and record.usage["total"].cost is None  # the fake model has no price


def test_fake_llm_end_marker(tmp_path):
    model = FakeLLM([AIMessage(content="Hi there, do you deliver?"), {"achieved": False}, "<<END>>"])
    client = ChatClient(ModelSpec("fake-model"), model_factory=model.for_spec)
    plan = plan_conversation(llm_profile(tmp_path), 0)
    record = run_conversation(
        plan, echo_bot("We do."), client_factory=lambda spec: client, extractor=lambda fields, transcript, c: ({}, [])
    )
    assert record.end_reason == "user_left"
    assert [t.user for t in record.turns] == ["Hi there, do you deliver?"]
