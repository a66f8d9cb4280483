"""The real langchain-openai client against the OpenAI-compatible test server on 127.0.0.1."""

import json

import pytest
from pydantic import BaseModel

from tests.support.openai_server import count_tokens, script
from user_sim.errors import BudgetExceeded, LLMError
from user_sim.llm.any_list import generate_any_items
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.cache import ResponseCache
from user_sim.llm.client import ChatClient
from user_sim.llm.extraction import OutputField, extract_outputs
from user_sim.llm.meter import CostMeter
from user_sim.llm.prices import PriceTable
from user_sim.llm.structured import StructuredOutputError

MESSAGES = [ChatMessage("system", "You are a customer."), ChatMessage("user", "Welcome to Pizza Shop!")]


def http_client(server, prices, sleeps=None, model="priced-model", **kwargs):
    spec = ModelSpec(model, base_url=server.base_url, temperature=kwargs.pop("temperature", 0.8))
    sleep = sleeps.append if sleeps is not None else (lambda s: None)
    return ChatClient(spec, prices=prices, sleep=sleep, **kwargs)


def test_derived_clients_send_their_own_seed_through_one_shared_model(openai_server, priced):
    server = openai_server(lambda request: "ok")
    parent = http_client(server, priced, seed=None)
    for seed in (3, 4, 3):
        parent.derive(seed=seed).complete(MESSAGES, purpose="user")
    parent.complete(MESSAGES, purpose="user")
    assert [request.get("seed") for request in server.requests] == [3, 4, 3, None]
    assert len(parent._models) == 1  # one LangChain model (one connection pool) for every conversation


def test_output_tokens_is_the_output_cap_of_that_call(openai_server, priced):
    """``complete(output_tokens=N)`` (the judge's per-call cap) is sent as the limit, over the client's default."""
    server = openai_server(lambda request: "ok")
    client = http_client(server, priced, max_output_tokens=200)
    client.complete(MESSAGES, purpose="judge", output_tokens=600)
    client.complete(MESSAGES, purpose="user")
    limits = [request.get("max_tokens") or request.get("max_completion_tokens") for request in server.requests]
    assert limits == [600, 200]


def test_one_call_sends_roles_temperature_limits_seed_and_records_true_usage(openai_server, priced):
    server = openai_server(lambda request: "I'd like a pizza.")
    client = http_client(server, priced, seed=11, max_output_tokens=200)
    answer = client.complete(MESSAGES, purpose="user")
    assert answer.text == "I'd like a pizza."
    assert server.calls == 1
    sent = server.requests[0]
    assert [m["role"] for m in sent["messages"]] == ["system", "user"]
    assert sent["temperature"] == 0.8 and sent["seed"] == 11
    assert 200 in (sent.get("max_tokens"), sent.get("max_completion_tokens"))
    expected_in = sum(count_tokens(m.content) + 4 for m in MESSAGES)
    assert (answer.usage.input_tokens, answer.usage.output_tokens) == (expected_in, count_tokens("I'd like a pizza."))
    assert answer.usage.cost == pytest.approx((expected_in * 1 + answer.usage.output_tokens * 2) / 1e6)


def test_rate_limit_then_success_is_retried_without_real_sleeping(openai_server, priced, sleeps):
    server = openai_server(script({"status": 429, "headers": {"retry-after": "3"}}, "after the wait"))
    answer = http_client(server, priced, sleeps).complete(MESSAGES, purpose="user")
    assert answer.text == "after the wait"
    assert server.calls == 2
    assert len(sleeps) == 1 and sleeps[0] >= 3  # Retry-After honoured, through the injected sleep


def test_server_error_forever_gives_llm_error_after_n_attempts(openai_server, priced, sleeps):
    server = openai_server(lambda request: {"status": 500, "message": "boom"})
    client = http_client(server, priced, sleeps, model="gpt-x", max_attempts=3)
    with pytest.raises(LLMError, match=r"^HTTP 500 from model gpt-x after 3 attempts: .*boom"):
        client.complete(MESSAGES, purpose="user")
    assert server.calls == 3 and len(sleeps) == 2
    assert client.meter.totals.calls == 0


def test_bad_request_is_not_retried(openai_server, priced, sleeps):
    server = openai_server(lambda request: {"status": 400, "message": "context too long"})
    with pytest.raises(LLMError, match=r"HTTP 400 .* after 1 attempt: .*context too long"):
        http_client(server, priced, sleeps).complete(MESSAGES, purpose="user")
    assert server.calls == 1 and sleeps == []


def test_timeout_is_retried_then_reported(openai_server, priced, sleeps):
    server = openai_server(lambda request: {"delay": 0.6, "content": "too late"})
    client = http_client(server, priced, sleeps, max_attempts=2, timeout=0.15)
    with pytest.raises(LLMError, match=r"^timeout from model priced-model after 2 attempts"):
        client.complete(MESSAGES, purpose="user")
    assert server.calls == 2


def test_malformed_response_body_is_an_llm_error(openai_server, priced, sleeps):
    server = openai_server(lambda request: {"malformed": True})
    with pytest.raises(LLMError, match="from model priced-model"):
        http_client(server, priced, sleeps, max_attempts=2).complete(MESSAGES, purpose="user")


def test_unknown_model_has_unknown_cost(openai_server):
    server = openai_server()
    prices = PriceTable.load(local_free=False)  # as if the server were remote
    answer = http_client(server, prices, model="my-own-finetune").complete(MESSAGES, purpose="user")
    assert answer.usage.cost is None and answer.usage.input_tokens > 0


def test_local_server_costs_nothing_by_default(openai_server):
    server = openai_server()
    answer = http_client(server, PriceTable.load(), model="llama3").complete(MESSAGES, purpose="user")
    assert answer.usage.cost == 0


def test_missing_usage_block_is_flagged(openai_server, priced):
    server = openai_server(lambda request: {"content": "hi", "usage": None})
    client = http_client(server, priced)
    answer = client.complete(MESSAGES, purpose="user")
    assert answer.usage.input_tokens == 0 and answer.usage.cost is None
    assert client.meter.totals.missing_usage_calls == 1


def test_budget_stops_before_the_call_that_could_pass_it(openai_server, priced):
    server = openai_server(
        lambda request: {"content": "x", "usage": {"prompt_tokens": 3000, "completion_tokens": 1000}}
    )
    meter = CostMeter("conversation", "pizza#0", max_cost=0.02, budget_key="goal_style.max_cost")
    client = http_client(server, priced, meter=meter, max_output_tokens=1000)
    with pytest.raises(BudgetExceeded, match=r"goal_style\.max_cost"):
        for _ in range(10):
            client.complete(MESSAGES, purpose="user")
    # each call costs $0.005 and the worst case is ~$0.00203: after 3 calls ($0.015) a 4th still fits, not a 5th
    assert server.calls == 4
    assert meter.totals.cost == pytest.approx(0.02)


def test_identical_second_call_makes_zero_server_calls(openai_server, priced, tmp_path):
    server = openai_server(script("first answer", "second answer"))
    cache = ResponseCache(tmp_path)
    first = http_client(server, priced, cache=cache, seed=1).complete(MESSAGES, purpose="user")
    second = http_client(server, priced, cache=cache, seed=1).complete(MESSAGES, purpose="user")
    assert server.calls == 1
    assert second.text == first.text == "first answer" and second.cached
    assert (
        http_client(server, priced, cache=ResponseCache(tmp_path, "update"), seed=1)
        .complete(MESSAGES, purpose="user")
        .text
        == "second answer"
    )
    assert http_client(server, priced, cache=cache, seed=1).complete(MESSAGES, purpose="user").text == "second answer"
    assert server.calls == 2


class Verdict(BaseModel):
    reached: bool


def test_structured_output_uses_json_schema_response_format(openai_server, priced):
    server = openai_server(lambda request: {"json": {"reached": True}})
    answer = http_client(server, priced).complete(MESSAGES, purpose="goal_check", temperature=0, schema=Verdict)
    assert answer.parsed == Verdict(reached=True)
    response_format = server.requests[0]["response_format"]
    assert response_format["type"] == "json_schema"
    schema = response_format["json_schema"]["schema"]
    assert schema["required"] == ["reached"] and schema["additionalProperties"] is False
    assert server.requests[0]["temperature"] == 0


def test_structured_answer_that_is_not_json_raises_after_recording_usage(openai_server, priced):
    server = openai_server(lambda request: "Sure! The goal was reached.")
    client = http_client(server, priced)
    with pytest.raises(StructuredOutputError, match="did not validate"):
        client.complete(MESSAGES, purpose="goal_check", schema=Verdict)
    assert client.meter.totals.calls == 1 and client.meter.totals.output_tokens > 0


def test_structured_answer_cut_at_the_output_limit_is_paid_for_and_named(openai_server, priced, sleeps):
    """The OpenAI SDK rejects a structured answer that stopped at max_tokens; its tokens were still spent."""
    server = openai_server(lambda request: {"content": '{"reached": tr', "finish_reason": "length"})
    client = http_client(server, priced, sleeps, max_output_tokens=64)
    with pytest.raises(StructuredOutputError, match=r"output limit \(64 tokens\)") as caught:
        client.complete(MESSAGES, purpose="goal_check", schema=Verdict)
    assert server.calls == 1 and sleeps == []  # the same request would be cut again: no retry
    totals = client.meter.totals
    assert totals.calls == 1 and totals.input_tokens > 0 and totals.output_tokens == count_tokens('{"reached": tr')
    assert totals.cost > 0
    assert caught.value.usage is not None and caught.value.usage.output_tokens == totals.output_tokens


def test_structured_error_carries_the_usage_of_the_answer(openai_server, priced):
    server = openai_server(lambda request: "Sure! The goal was reached.")
    with pytest.raises(StructuredOutputError) as caught:
        http_client(server, priced).complete(MESSAGES, purpose="goal_check", schema=Verdict)
    assert caught.value.usage is not None and caught.value.usage.output_tokens > 0


def test_extraction_is_one_structured_call(openai_server, priced):
    answer = {"price": "12.50 €", "ready": "6:30 PM", "drinks": ["coke", "water"], "order_id": None}
    server = openai_server(lambda request: {"json": answer})
    fields = [
        OutputField("price", "money", "total price"),
        OutputField("ready", "time(hh:mm)", "when it is ready"),
        OutputField("drinks", "list[string]", "drinks ordered"),
        OutputField("order_id", "int", "order number"),
    ]
    transcript = [("User", "A pizza and two drinks"), ("Assistant", "12.50 €, ready at 18:30")]
    result = extract_outputs(fields, transcript, http_client(server, priced))
    assert server.calls == 1
    assert result.values == {"price": "12.50 €", "ready": "18:30", "drinks": ["coke", "water"], "order_id": None}
    assert result.problems == []
    schema = server.requests[0]["response_format"]["json_schema"]["schema"]
    assert schema["required"] == ["price", "ready", "drinks", "order_id"]
    assert "12.50 €, ready at 18:30" in json.dumps(server.requests[0]["messages"], ensure_ascii=False)


def test_any_list_is_generated_once_and_cached_across_seeds(openai_server, priced, tmp_path):
    server = openai_server(lambda request: {"json": {"items": ["Mushrooms", "olives", "Olives", "ham", " "]}})
    cache = ResponseCache(tmp_path)
    items = generate_any_items("pizza toppings", ["Ham"], http_client(server, priced, cache=cache, seed=1))
    again = generate_any_items("pizza toppings", ["Ham"], http_client(server, priced, cache=cache, seed=2))
    assert items == again == ["Mushrooms", "olives"]
    assert server.calls == 1
