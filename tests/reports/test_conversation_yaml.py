import pytest
import yaml

from tests.reports.records import make_record
from user_sim.core.records import Turn
from user_sim.reports import conversation_yaml
from user_sim.reports.conversation_yaml import (
    conversation_path,
    render_conversation_yaml,
    write_conversation_yaml,
)


def _documents(record, number=None):
    return list(yaml.safe_load_all(render_conversation_yaml(record, number)))


def test_an_extraction_problem_is_worded_as_in_report_yml_and_the_console():
    problems = ["price: expected a number, got 'x'", "extraction skipped: the conversation failed"]
    meta = _documents(make_record(data_output={"price": None}, extraction_problems=problems))[0]
    assert meta["errors"][1:] == [
        {3001: "extraction failed: price: expected a number, got 'x'"},
        {3001: "extraction skipped: the conversation failed"},
    ]


def test_three_sensei_documents_parse_back():
    meta, timing, dialogue = _documents(make_record(), number=6)
    assert list(meta)[:8] == [
        "serial",
        "language",
        "context",
        "ask_about",
        "conversation",
        "data_output",
        "errors",
        "total_cost($)",
    ]
    assert meta["serial"] == "s-0" and meta["language"] == "English"
    assert meta["ask_about"] == [
        "I want a large margherita",
        "how much is it?",
        {"size": "large"},
        {"toppings": ["olives", "ham"]},
    ]
    assert meta["conversation"] == [
        {"interaction_style": ["single question"]},
        {"number": 6},
        {"goal_style": {"steps": 2}},
    ]
    assert meta["data_output"] == [{"price": 12.0}, {"order_id": None}]
    assert meta["errors"] == [{1001: "1 goals left to complete."}]
    assert meta["total_cost($)"] == pytest.approx(0.0015)
    assert (meta["end_reason"], meta["seed"]) == ("steps_done", 1234)
    assert meta["tokens"]["total"] == {"input": 150, "output": 30, "calls": 3}
    assert timing == {
        "conversation time": 1.5,
        "assistant response time": [0.25, 0.75],
        "response time report": {"average": 0.5, "max": 0.75, "min": 0.25},
    }
    assert dialogue == {
        "interaction": [
            {"User": "I want a large margherita"},
            {"Assistant": "Any drinks?"},
            {"User": "how much is it?"},
            {"Assistant": "That is $12.00."},
        ]
    }


def test_greeting_comes_first_and_a_failed_turn_is_the_conversation_error_not_a_bot_reply():
    record = make_record(
        greeting="Hi! What would you like?",
        turns=[Turn(index=0, user="a pizza", error="HTTP 502 from http://bot")],
        end_reason="error",
        error="HTTP 502 from http://bot",
        data_output=None,
    )
    meta, timing, dialogue = _documents(record)
    assert dialogue["interaction"] == [
        {"Assistant": "Hi! What would you like?"},
        {"User": "a pizza"},
    ]
    assert meta["errors"] == [{3000: "HTTP 502 from http://bot"}]
    assert meta["data_output"] == []
    assert timing["assistant response time"] == []
    assert timing["response time report"] == {"average": None, "max": None, "min": None}


@pytest.mark.parametrize(("end_reason", "code"), [("turn_limit", 1000), ("fallback_loop", 1002), ("budget", 2000)])
def test_end_reasons_map_to_error_codes(end_reason, code):
    meta = _documents(make_record(end_reason=end_reason, data_output={}))[0]
    assert list(meta["errors"][0]) == [code]


def test_unknown_cost_is_null_not_zero():
    usage = make_record().usage | {"total": make_record().usage["total"].model_copy(update={"cost": None})}
    assert _documents(make_record(usage=usage))[0]["total_cost($)"] is None


def test_file_names_use_the_safe_test_name_index_and_replicate(tmp_path):
    assert conversation_path(make_record(profile="pizza order", index=3)).as_posix() == "pizza_order/3.yml"
    assert conversation_path(make_record(profile="a/b", index=3, replicate=2)).as_posix() == "a_b/3_r2.yml"
    written = write_conversation_yaml(make_record(turns=[Turn(index=0, user="¿Qué tal? 🍕", assistant="ok")]), tmp_path)
    assert written == tmp_path / "pizza_order" / "0.yml"
    assert "¿Qué tal? 🍕" in written.read_text(encoding="utf-8")


def test_a_failed_render_writes_nothing(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise yaml.YAMLError("cannot represent")

    monkeypatch.setattr(conversation_yaml.yaml, "safe_dump_all", broken)
    monkeypatch.setattr(conversation_yaml.yaml, "dump_all", broken)  # libyaml's path too
    with pytest.raises(yaml.YAMLError):
        write_conversation_yaml(make_record(), tmp_path)
    assert not any(tmp_path.rglob("*.yml")) and not any(tmp_path.rglob("*.tmp"))
