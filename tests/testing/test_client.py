"""The public FakeClient: a scripted LLMClient answering by purpose or in order, recording every call."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pydantic import BaseModel

from user_sim.errors import BudgetExceeded, LLMError
from user_sim.llm.base import CallUsage, ChatMessage, LLMReply, ModelSpec
from user_sim.llm.structured import StructuredOutputError
from user_sim.testing import ClientCall, FakeClient

ASK = [ChatMessage("system", "be brief"), ChatMessage("user", "hi")]


class Verdict(BaseModel):
    achieved: bool


def test_answers_come_by_purpose_then_in_order_then_from_respond() -> None:
    client = FakeClient(["first", "second"], by_purpose={"goal_check": ["checked"]}, respond="again")
    answers = [client.complete(ASK, purpose=p).text for p in ("user", "goal_check", "goal_check", "user", "user")]
    assert answers == ["first", "checked", "second", "again", "again"]
    assert client.count("goal_check") == 2 and client.count("user") == 3


def test_every_argument_of_the_call_is_recorded() -> None:
    client = FakeClient(respond={"achieved": True})
    client.complete(ASK, purpose="goal_check", temperature=0.0, schema=Verdict, output_tokens=8)
    assert client.calls == [ClientCall(1, ASK, "goal_check", 0.0, Verdict, 8)]
    assert client.calls[0].text == "hi"


def test_a_structured_call_is_parsed_and_validated_like_chat_client() -> None:
    client = FakeClient([{"achieved": True}, Verdict(achieved=False), "not json", {"achieved": "maybe"}])
    first = client.complete(ASK, purpose="goal_check", schema=Verdict)
    assert first.parsed == Verdict(achieved=True) and first.text == '{"achieved": true}'
    assert client.complete(ASK, purpose="goal_check", schema=Verdict).parsed == Verdict(achieved=False)
    for _ in range(2):
        with pytest.raises(StructuredOutputError):
            client.complete(ASK, purpose="goal_check", schema=Verdict)
    assert FakeClient(["plain"]).complete(ASK, purpose="user").parsed is None


def test_replies_chat_client_never_returns_and_failures_are_given_as_they_are() -> None:
    odd = LLMReply(text="I think so", parsed=None)
    client = FakeClient([odd, LLMError("429, gave up"), BudgetExceeded("max_cost")])
    assert client.complete(ASK, purpose="judge", schema=Verdict) is odd
    with pytest.raises(LLMError, match="429"):
        client.complete(ASK, purpose="judge")
    with pytest.raises(BudgetExceeded):
        client.complete(ASK, purpose="judge")
    assert len(client.calls) == 3


def test_a_function_of_the_call_answers_and_usage_is_reported() -> None:
    client = FakeClient(respond=lambda call: f"{call.purpose} #{call.number}", usage=CallUsage(3, 2, 0.5))
    reply = client.complete(ASK, purpose="extraction")
    assert reply.text == "extraction #1" and reply.usage == CallUsage(3, 2, 0.5)


def test_a_call_without_an_answer_fails_the_test_loudly() -> None:
    client = FakeClient(["only one"])
    client.complete(ASK, purpose="user")
    with pytest.raises(AssertionError, match="user call 2 has no scripted answer"):
        client.complete(ASK, purpose="user")


def test_as_a_runs_clients_every_model_and_conversation_get_this_client() -> None:
    client = FakeClient(spec=ModelSpec("judge-model"))
    assert client.base(ModelSpec("a")) is client and client(ModelSpec("b"), None) is client  # type: ignore[arg-type]
    assert [s.model for s in client.specs] == ["a", "b"] and client.spec.model == "judge-model"


def test_importing_the_client_fake_does_not_import_langchain() -> None:
    code = "import sys; from user_sim.testing import FakeClient; print('langchain_core' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
