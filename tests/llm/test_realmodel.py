"""The real local model tier: SmolLM2-135M through xllamacpp's OpenAI-compatible server (see real_model.py).

The model is tiny: these tests check mechanics (the real HTTP path, usage, structured output, cache), not quality.
"""

import time

import pytest

from user_sim.llm.any_list import generate_any_items
from user_sim.llm.base import ChatMessage
from user_sim.llm.cache import ResponseCache
from user_sim.llm.client import ChatClient
from user_sim.llm.extraction import OutputField, extract_outputs

pytestmark = pytest.mark.realmodel

MESSAGES = [
    ChatMessage("system", "You are a customer ordering a pizza. Answer in one short sentence."),
    ChatMessage("user", "Welcome to Pizza Shop! What would you like?"),
]


def client_for(real_model, **kwargs):
    return ChatClient(real_model.spec(temperature=0.0), seed=1, **kwargs)


def test_real_completion_records_true_usage_at_zero_cost(real_model, record_property):
    client = client_for(real_model, max_output_tokens=48)
    began = time.perf_counter()
    answer = client.complete(MESSAGES, purpose="user")
    elapsed = time.perf_counter() - began
    assert answer.text.strip()
    assert answer.usage.input_tokens > 0 and answer.usage.output_tokens > 0
    assert answer.usage.output_tokens <= 48
    assert answer.usage.cost == 0.0  # a loopback server with no price is free
    assert client.meter.totals.calls == 1 and client.meter.by_purpose["user"].output_tokens > 0
    record_property("server_start_seconds", round(real_model.start_seconds, 2))
    record_property("tokens_per_second", round(answer.usage.output_tokens / elapsed, 1))


def test_real_structured_extraction_is_schema_valid_or_a_recorded_problem(real_model):
    fields = [
        OutputField("price", "float", "the total price of the order"),
        OutputField("ready", "time(hh:mm)", "when the pizza will be ready"),
        OutputField("pizza", "string", "the pizza that was ordered"),
    ]
    transcript = [
        ("User", "A large margherita, please."),
        ("Assistant", "Sure: a large margherita, 12.50 EUR, ready at 18:30."),
    ]
    client = client_for(real_model, max_output_tokens=120)
    result = extract_outputs(fields, transcript, client)
    assert set(result.values) == {"price", "ready", "pizza"}
    assert client.meter.by_purpose["extraction"].calls == 1
    whole_answer_failed = [p for p in result.problems if p.field == "*"]
    if whole_answer_failed:
        assert "structured output did not validate" in whole_answer_failed[0].message
    else:
        assert result.values["price"] is None or isinstance(result.values["price"], float)
        assert result.values["ready"] is None or len(result.values["ready"]) == 5
        assert result.values["pizza"] is None or isinstance(result.values["pizza"], str)


def test_real_rerun_is_served_from_the_cache(real_model, tmp_path):
    cache = ResponseCache(tmp_path)
    first = client_for(real_model, cache=cache, max_output_tokens=24).complete(MESSAGES, purpose="user")
    rerun = client_for(real_model, cache=cache, max_output_tokens=24)
    second = rerun.complete(MESSAGES, purpose="user")
    assert second.cached and second.text == first.text
    assert rerun.meter.totals.cached_calls == 1 and rerun.meter.totals.cost == 0


def test_real_any_list_is_a_list_of_strings(real_model):
    items = generate_any_items("pizza toppings", ["ham"], client_for(real_model, max_output_tokens=80))
    assert isinstance(items, list) and all(isinstance(item, str) and item for item in items)
    assert "ham" not in [item.casefold() for item in items]
