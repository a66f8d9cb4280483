import json

import pytest

from user_sim.llm.any_list import clean_items, generate_any_items
from user_sim.llm.base import ModelSpec
from user_sim.llm.cache import ResponseCache
from user_sim.llm.client import ChatClient
from user_sim.llm.structured import StructuredOutputError
from user_sim.testing import FakeLLM, ai_message

SPEC = ModelSpec("m", temperature=0.7)


def client(model, cache=None, seed=None):
    return ChatClient(SPEC, model_factory=lambda spec: model, cache=cache, seed=seed, sleep=lambda s: None)


def test_one_call_returns_clean_items_without_the_excluded_ones():
    model = FakeLLM(
        [ai_message(json.dumps({"items": ["Pepperoni", " mushrooms ", "pepperoni", "", "Ham"]}))], usage=None
    )
    items = generate_any_items("pizza toppings", ["ham", "cheese"], client(model))
    assert items == ["Pepperoni", "mushrooms"]
    assert len(model.calls) == 1
    prompt = model.calls[0].messages[-1].content
    assert "pizza toppings" in prompt and "ham; cheese" in prompt


def test_type_description_goes_into_the_prompt():
    model = FakeLLM([ai_message('{"items": ["12.50 EUR"]}')], usage=None)
    generate_any_items("prices", [], client(model), type_description="a float number with a currency")
    assert "a float number with a currency" in model.calls[0].messages[-1].content


def test_items_are_cached_per_prompt_and_model_whatever_the_run_seed(tmp_path):
    model = FakeLLM(respond=lambda call: ai_message('{"items": ["a", "b"]}'))
    cache = ResponseCache(tmp_path)
    assert generate_any_items("letters", [], client(model, cache, seed=1)) == ["a", "b"]
    assert generate_any_items("letters", [], client(model, cache, seed=2)) == ["a", "b"]
    assert len(model.calls) == 1
    generate_any_items("digits", [], client(model, cache, seed=1))
    assert len(model.calls) == 2


def test_an_answer_that_is_not_a_list_of_strings_is_a_structured_output_error():
    with pytest.raises(StructuredOutputError):
        generate_any_items("x", [], client(FakeLLM([ai_message('{"items": "a, b"}')], usage=None)))


def test_clean_items_is_case_insensitive_and_keeps_order():
    assert clean_items(["B", "a", "b", "A ", "c"], ["C"]) == ["B", "a"]
