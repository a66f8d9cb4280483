"""The public fakes: FakeLLM behind the real ChatClient, FakeTarget behind the Target protocol."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel

from user_sim.errors import LLMError, TargetError, TargetUnreachable
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.client import ChatClient
from user_sim.llm.prices import ModelPrice, PriceTable
from user_sim.llm.structured import StructuredOutputError
from user_sim.targets.base import Reply, Target, TargetSession
from user_sim.testing import FakeCall, FakeLLM, FakeTarget, ProviderError, ai_message

SPEC = ModelSpec("priced-model", temperature=0.3)
PRICES = PriceTable({"priced-model": ModelPrice(input=1.0, output=2.0)})
ASK = [ChatMessage("system", "be brief"), ChatMessage("user", "hi")]


class Verdict(BaseModel):
    achieved: bool


def client(fake: FakeLLM, **kwargs: object) -> ChatClient:
    return ChatClient(SPEC, prices=PRICES, model_factory=fake.for_spec, sleep=lambda s: None, **kwargs)  # type: ignore[arg-type]


def test_scripted_answers_are_sent_in_order_with_usage_metadata_and_recorded() -> None:
    fake = FakeLLM(["first", ai_message("second", 1000, 500)])
    chat = client(fake)
    one, two = chat.complete(ASK, purpose="user"), chat.complete(ASK, purpose="user")
    assert (one.text, two.text) == ("first", "second")
    assert (one.usage.input_tokens, one.usage.output_tokens) == (10, 5)
    assert two.usage.cost == pytest.approx((1000 * 1 + 500 * 2) / 1e6)
    assert [type(m) for m in fake.calls[0].messages] == [SystemMessage, HumanMessage]
    assert (fake.calls[1].number, fake.calls[1].text, fake.calls[1].system) == (2, "hi", "be brief")
    assert fake.specs == [SPEC]


def test_usage_none_sends_no_metadata() -> None:
    answer = client(FakeLLM(["x"], usage=None)).complete(ASK, purpose="user")
    assert (answer.usage.input_tokens, answer.usage.cost) == (0, None)


def test_structured_output_from_a_mapping_a_model_or_a_function_of_the_call() -> None:
    fake = FakeLLM([{"achieved": True}, Verdict(achieved=False)], respond=lambda call: {"achieved": "hi" in call.text})
    chat = client(fake)
    answers = [chat.complete(ASK, purpose="goal_check", schema=Verdict).parsed for _ in range(3)]
    assert answers == [Verdict(achieved=True), Verdict(achieved=False), Verdict(achieved=True)]
    assert all(call.schema is not None and "achieved" in call.schema["properties"] for call in fake.calls)


def test_structured_output_that_does_not_validate_is_the_clients_error() -> None:
    with pytest.raises(StructuredOutputError, match="did not validate"):
        client(FakeLLM(["not json"])).complete(ASK, purpose="goal_check", schema=Verdict)


def test_with_structured_output_without_raw_returns_the_parsed_value_or_raises() -> None:
    assert FakeLLM([{"achieved": True}]).with_structured_output(Verdict).invoke("q") == Verdict(achieved=True)
    assert FakeLLM(['{"a": 1}']).with_structured_output({"type": "object"}).invoke("q") == {"a": 1}
    with pytest.raises(ValueError):
        FakeLLM(["nope"]).with_structured_output(Verdict).invoke("q")


def test_failures_are_injected_and_retryable_ones_retried() -> None:
    fake = FakeLLM([ProviderError(429, retry_after=0), ProviderError(503), "finally"])
    assert client(fake, max_attempts=3).complete(ASK, purpose="user").text == "finally"
    assert len(fake.calls) == 3
    with pytest.raises(LLMError, match="HTTP 400"):
        client(FakeLLM([ProviderError(400)])).complete(ASK, purpose="user")


def test_a_used_up_script_fails_loudly_unless_respond_answers() -> None:
    with pytest.raises(LLMError, match="no scripted answer"):
        client(FakeLLM([])).complete(ASK, purpose="user")
    seen: list[FakeCall] = []
    fake = FakeLLM(["scripted"], respond=lambda call: seen.append(call) or f"echo {call.text}")
    chat = client(fake)
    assert [chat.complete(ASK, purpose="user").text for _ in range(2)] == ["scripted", "echo hi"]
    assert [c.number for c in seen] == [2]


def test_plain_invoke_works_like_any_langchain_model() -> None:
    reply = FakeLLM(["pong"]).invoke("ping")
    assert isinstance(reply, AIMessage) and reply.content == "pong"


def test_fake_target_implements_the_protocol_and_records_everything() -> None:
    target = FakeTarget(["one", Reply("two"), "three"], greeting_text="hello")
    assert isinstance(target, Target)
    target.health_check()
    first, second = target.open_session(), target.open_session()
    assert isinstance(first, TargetSession)
    assert first.greeting() == Reply("hello")
    assert [first.send(m).text for m in ("a", "b", "c", "d")] == ["one", "two", "three", "three"]
    assert second.send("e").text == "one"
    first.close()
    assert first.closed and not second.closed
    assert first.sent == ["a", "b", "c", "d"] and target.sent == ["a", "b", "c", "d", "e"]
    assert target.calls == {"health": 1, "open": 2, "send": 5, "close": 1}


def test_fake_target_bot_sees_this_sessions_history() -> None:
    target = FakeTarget(lambda message, history: f"{message}/{len(history)}")
    session = target.open_session()
    assert [session.send(m).text for m in ("x", "y")] == ["x/0", "y/1"]
    assert target.open_session().greeting() is None


def test_fake_target_failure_injection() -> None:
    with pytest.raises(TargetUnreachable, match="refused"):
        FakeTarget(unreachable="connection refused").health_check()
    with pytest.raises(TargetError, match="no session"):
        FakeTarget(open_error="no session").open_session()
    session = FakeTarget(fail_at=2).open_session()
    assert session.send("a").text == "OK"
    with pytest.raises(TargetError, match="message 2"):
        session.send("b")
    scripted = FakeTarget(["fine", TargetError("HTTP 502")]).open_session()
    scripted.send("a")
    with pytest.raises(TargetError, match="502"):
        scripted.send("b")


def test_fake_target_ends_the_conversation_when_told() -> None:
    session = FakeTarget(ended_after=2).open_session()
    assert [session.send(m).ended for m in "abc"] == [False, True, True]
