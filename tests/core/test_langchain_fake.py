"""The engine with a LangChain fake chat model behind a minimal LLMClient adapter (no network)."""

from __future__ import annotations

from typing import Any

from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from tests.core.support import EchoBot, FakePizzaBot, llm_profile
from user_sim.core.engine import run_conversation
from user_sim.core.plan import plan_conversation
from user_sim.llm.base import ChatMessage, LLMReply, ModelSpec, Usage

_ROLES = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}


class LangChainClient:
    """The smallest LLMClient over a LangChain chat model; it records what the model was sent."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.spec = ModelSpec("fake-model")
        self.sent: list[tuple[str, list[Any]]] = []

    def complete(
        self, messages: list[ChatMessage], *, purpose: str, temperature: float | None = None, schema: Any = None
    ) -> LLMReply:
        lc_messages = [_ROLES[m.role](content=m.content) for m in messages]
        self.sent.append((purpose, lc_messages))
        answer = self.model.invoke(lc_messages)
        parsed = schema.model_validate_json(answer.content) if schema is not None else None
        meta = answer.usage_metadata or {}
        usage = Usage(meta.get("input_tokens", 0), meta.get("output_tokens", 0), cost=None)
        return LLMReply(text=str(answer.content), parsed=parsed, usage=usage)


def test_fake_list_chat_model_plays_the_user_and_the_goal_check(tmp_path):
    model = FakeListChatModel(
        responses=[
            "Hello, I would like a large pepperoni pizza",
            '{"achieved": false}',
            "Water, please",
            '{"achieved": false}',
            "Yes, please confirm it",
            '{"achieved": true}',
        ]
    )
    client = LangChainClient(model)
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
    assert [purpose for purpose, _ in client.sent] == ["user", "goal_check"] * 3
    roles = [type(m).__name__ for m in client.sent[4][1]]
    assert roles == ["SystemMessage", "AIMessage", "HumanMessage", "AIMessage", "HumanMessage"]
    assert record.usage["total"].calls == 6 and record.usage["total"].cost is None


def test_generic_fake_chat_model_end_marker(tmp_path):
    model = GenericFakeChatModel(
        messages=iter(
            [
                AIMessage(content="Hi there, do you deliver?"),
                AIMessage(content='{"achieved": false}'),
                AIMessage(content="<<END>>"),
            ]
        )
    )
    client = LangChainClient(model)
    plan = plan_conversation(llm_profile(tmp_path), 0)
    record = run_conversation(
        plan, EchoBot("We do."), client_factory=lambda spec: client, extractor=lambda fields, transcript, c: ({}, [])
    )
    assert record.end_reason == "user_left"
    assert [t.user for t in record.turns] == ["Hi there, do you deliver?"]
