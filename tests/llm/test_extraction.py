import json
from datetime import date

import pytest

from user_sim.errors import ConfigError
from user_sim.llm.base import ModelSpec
from user_sim.llm.client import ChatClient
from user_sim.llm.extraction import ExtractionProblem, OutputField, extract_outputs
from user_sim.llm.output_types import Scalar, parse_output_type, to_strftime
from user_sim.testing import FakeLLM, ai_message

CURRENCY = {
    "name": "currency",
    "type_description": "a float number with a currency",
    "format": r"r'\d+(?:[.,]\d+)?\s*(?:[\$\€\£]|USD|EUR)'",
    "extraction": {
        "value": {"type": "float", "description": "a float value"},
        "currency": {"type": "string", "description": "a currency unit"},
    },
}
PHONE = {"name": "phone_number", "format": r'r"^\d{3}-\d{7}$"', "extraction": "str"}
TRANSCRIPT = [("User", "One large pizza please"), ("Assistant", "That is 12.50 €, ready at 18:30. Order 42.")]


def run(fields, answer, custom_types=None, **kwargs):
    model = FakeLLM(
        [ai_message(answer if isinstance(answer, str) else json.dumps(answer))],
        usage=None,
        native_structured_output=False,
    )
    client = ChatClient(ModelSpec("m"), model_factory=lambda spec: model, sleep=lambda s: None)
    result = extract_outputs(fields, TRANSCRIPT, client, custom_types, today=date(2025, 3, 14), **kwargs)
    return result, model, client


def field(name, kind):
    return OutputField(name, kind, f"the {name}")


@pytest.mark.parametrize(
    ("kind", "raw", "expected"),
    [
        ("int", 42, 42),
        ("int", "42", 42),
        ("int", 42.0, 42),
        ("float", "12,50", 12.5),
        ("float", 3, 3.0),
        ("string", "  Margherita ", "Margherita"),
        ("str", 7, "7"),
        ("money", "12.50 €", "12.50 €"),
        ("bool", "yes", True),
        ("bool", False, False),
        ("time", "18:30", "18:30:00"),
        ("time", "6:30 PM", "18:30:00"),
        ("time(hh:mm)", "18:30:59", "18:30"),
        ("time(%I:%M %p)", "18:30", "06:30 PM"),
        ("time(UTC)", "18:30 UTC", "18:30 UTC"),
        ("date", "2025-03-15", "2025-03-15"),
        ("date(dd/mm/yyyy)", "2025-03-15", "15/03/2025"),
        ("date(day-month-year)", "15-03-2025", "15-03-2025"),
        ("date(%B %d, %Y)", "2025-03-15", "March 15, 2025"),
        ("list[int]", [1, "2", 3.0], [1, 2, 3]),
        ("list[string]", "coke", ["coke"]),
        ("list[date(mm/dd/yyyy)]", ["2025-03-15"], ["03/15/2025"]),
    ],
)
def test_values_are_validated_and_cast(kind, raw, expected):
    result, _, _ = run([field("x", kind)], {"x": raw})
    assert result.values == {"x": expected}
    assert result.problems == []


@pytest.mark.parametrize(
    ("kind", "raw", "problem"),
    [
        ("int", "12 minutes", "expected an integer"),
        ("int", 4.5, "expected an integer"),
        ("float", "cheap", "expected a number"),
        ("bool", "maybe", "expected true or false"),
        ("time(hh:mm)", "soon", "could not read 'soon' as a time in format %H:%M"),
        ("date", "next week", "could not read 'next week' as a date"),
        ("string", {"a": 1}, "expected text"),
    ],
)
def test_unreadable_values_become_none_with_a_problem(kind, raw, problem):
    result, _, _ = run([field("x", kind)], {"x": raw})
    assert result.values == {"x": None}
    assert len(result.problems) == 1 and result.problems[0].field == "x"
    assert problem in result.problems[0].message


def test_list_items_that_cannot_be_read_are_dropped_with_a_problem():
    result, _, _ = run([field("n", "list[int]")], {"n": [1, "two", 3]})
    assert result.values == {"n": [1, 3]}
    assert "expected an integer, got 'two'" in result.problems[0].message


@pytest.mark.parametrize("raw", [None, "", "null", "None", "N/A"])
def test_missing_values_are_none_without_a_problem(raw):
    result, _, _ = run([field("x", "int"), field("y", "string")], {"x": raw})
    assert result.values == {"x": None, "y": None}
    assert result.problems == []


def test_custom_type_with_sub_fields_checks_its_regex_and_casts_each_sub_field():
    answer = {"price": {"text": "12.50 €", "value": "12.50", "currency": "EUR"}}
    result, _, _ = run([field("price", "currency")], answer, [CURRENCY])
    assert result.values == {"price": {"value": 12.5, "currency": "EUR"}}
    assert result.problems == []


def test_custom_type_not_matching_its_regex_is_none_with_a_problem():
    answer = {"price": {"text": "twelve euros", "value": 12, "currency": "EUR"}, "phone": "555 1234"}
    fields = [field("price", "currency"), field("phone", "phone_number")]
    result, _, _ = run(fields, answer, {"currency": CURRENCY, "phone_number": PHONE})
    assert result.values == {"price": None, "phone": None}
    assert [p.field for p in result.problems] == ["price", "phone"]
    assert "does not match the format of phone_number" in result.problems[1].message


def test_custom_scalar_type_matching_its_regex_is_kept():
    result, _, _ = run([field("phone", "phone_number")], {"phone": "555-1234567"}, [PHONE])
    assert result.values == {"phone": "555-1234567"} and result.problems == []


def test_all_fields_in_one_call_with_a_schema_and_a_delimited_transcript():
    fields = [field("price", "currency"), field("ready", "time"), field("order", "int"), field("paid", "bool")]
    result, model, client = run(fields, {"order": 42}, [CURRENCY])
    assert len(model.calls) == 1 and client.meter.by_purpose["extraction"].calls == 1
    system, user = model.calls[0].messages
    # the fake has no JSON mode, so the schema went into the system prompt
    for name in ("price", "ready", "order", "paid", "value", "currency"):
        assert f'"{name}"' in system.content
    assert "<<<CONVERSATION\nUser: One large pizza please\nAssistant: That is 12.50 €" in user.content
    assert "Today is 2025-03-14" in user.content
    assert result.values == {"price": None, "ready": None, "order": 42, "paid": None}


def test_an_answer_that_is_not_json_gives_all_none_and_one_problem():
    result, _, _ = run([field("a", "int"), field("b", "string")], "I could not find anything, sorry.")
    assert result.values == {"a": None, "b": None}
    assert result.problems == [ExtractionProblem("*", result.problems[0].message)]
    assert str(result.problems[0]).startswith("the whole output: structured output did not validate")


def test_no_fields_means_no_call():
    result, model, _ = run([], {"x": 1})
    assert result.values == {} and model.calls == []


def test_an_unknown_type_is_extracted_as_text_as_sensei_does():
    """SENSEI's own examples write ``type: telefono``: the model is asked for text, and the text is kept."""
    assert parse_output_type("telefono") == Scalar("string")
    result, _, _ = run([field("phone", "telefono")], {"phone": " +34 910 555 017 "})
    assert result.values == {"phone": "+34 910 555 017"} and result.problems == []


def test_a_list_of_a_custom_type_reads_each_item():
    """``list[currency]`` validates (the corpus has it), so the extraction reads it too, item by item."""
    from user_sim.config.catalog import load_catalog

    kind = parse_output_type("list[currency]", load_catalog(None).types)
    items = [{"text": "12.50 €", "value": 12.5, "currency": "€"}, {"text": "3 $", "value": 3, "currency": "$"}]
    assert kind.convert(items) == ([{"value": 12.5, "currency": "€"}, {"value": 3.0, "currency": "$"}], None)


def test_invalid_custom_regex_is_a_config_error():
    with pytest.raises(ConfigError, match="invalid format regex"):
        parse_output_type("bad", {"bad": {"name": "bad", "format": "([", "extraction": "str"}})


@pytest.mark.parametrize(
    ("written", "kind", "expected"),
    [
        ("hh:mm:ss", "time", "%H:%M:%S"),
        ("HH:MM", "time", "%H:%M"),
        ("mm/dd/yyyy", "date", "%m/%d/%Y"),
        ("day-month-year", "date", "%d-%m-%Y"),
        ("%d.%m.%y", "date", "%d.%m.%y"),
        ("UTC", "time", None),
        ("show time in hours, minutes and seconds", "time", None),
    ],
)
def test_sensei_written_formats_translate_to_strftime(written, kind, expected):
    assert to_strftime(written, kind) == expected


def test_a_catalog_custom_type_with_sub_fields_reads_them():
    """The bundled ``currency`` type comes from the catalog as models, not mappings: its sub-fields are typed."""

    from user_sim.config.catalog import load_catalog
    from user_sim.llm.output_types import parse_output_type

    kind = parse_output_type("currency", load_catalog(None).types)
    assert kind.convert({"text": "12.50 €", "value": 12.5, "currency": "€"}) == ({"value": 12.5, "currency": "€"}, None)
