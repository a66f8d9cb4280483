"""The rules read results.jsonl and rules.jsonl with the run layer's one JSONL reader (runs.jsonl.read_jsonl)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reports.records import make_record
from user_sim.errors import ConfigError
from user_sim.evaluation.rules.conversations import read_conversations
from user_sim.evaluation.rules.report_section import RULES_FILE, read_verdicts
from user_sim.evaluation.rules.verdicts import RuleVerdict


def _verdict(rule: str) -> str:
    return RuleVerdict(rule=rule, rule_file=f"{rule}.yml", conversations=["c.yml"], verdict="pass").model_dump_json()


def test_a_torn_last_line_is_left_out_and_the_file_left_as_it_is(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    whole = [make_record(index=i).model_dump_json() for i in range(2)]
    results.write_text(whole[0] + "\n" + whole[1][:40])  # a run killed while writing its second record
    (tmp_path / RULES_FILE).write_text(_verdict("a") + "\n" + _verdict("b")[:30])
    before = results.read_text(), (tmp_path / RULES_FILE).read_text()
    assert len(read_conversations(tmp_path).conversations) == 1
    assert [v.rule for v in read_verdicts(tmp_path)] == ["a"]
    assert (results.read_text(), (tmp_path / RULES_FILE).read_text()) == before


@pytest.mark.parametrize(
    ("name", "read", "what"),
    [
        ("results.jsonl", lambda run: read_conversations(run / "results.jsonl"), "conversation record"),
        (RULES_FILE, read_verdicts, "rule verdict"),
    ],
)
def test_a_damaged_line_before_the_last_is_an_error_naming_it(tmp_path: Path, name: str, read, what: str) -> None:
    good = make_record().model_dump_json() if name == "results.jsonl" else _verdict("a")
    (tmp_path / name).write_text(good + "\n" + '{"cut": \n' + good + "\n")
    with pytest.raises(ConfigError) as raised:
        read(tmp_path)
    assert str(raised.value).startswith(f"{tmp_path / name}:2:1")
    assert f"not a {what} (the file is damaged)" in str(raised.value)
