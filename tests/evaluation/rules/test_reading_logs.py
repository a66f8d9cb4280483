"""The rules read results.jsonl and rules.jsonl with the run layer's one JSONL reader (runs.jsonl.read_jsonl)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reports.records import make_record
from user_sim.errors import ConfigError
from user_sim.evaluation.rules.conversations import read_conversations
from user_sim.evaluation.rules.report_section import RULES_FILE, read_verdicts
from user_sim.evaluation.rules.verdicts import RuleVerdict

VERDICT = RuleVerdict(rule="a", rule_file="a.yml", conversations=["c.yml"], verdict="pass").model_dump_json()


def test_a_torn_last_line_is_left_out_and_the_file_left_as_it_is(tmp_path: Path) -> None:
    record = make_record().model_dump_json()
    (tmp_path / "results.jsonl").write_text(f"{record}\n{record[:40]}")  # killed while writing its second line
    (tmp_path / RULES_FILE).write_text(f"{VERDICT}\n{VERDICT[:30]}")
    before = [path.read_text() for path in sorted(tmp_path.iterdir())]
    assert len(read_conversations(tmp_path).conversations) == 1
    assert [v.rule for v in read_verdicts(tmp_path)] == ["a"]
    assert [path.read_text() for path in sorted(tmp_path.iterdir())] == before


@pytest.mark.parametrize(("name", "what"), [("results.jsonl", "conversation record"), (RULES_FILE, "rule verdict")])
def test_a_damaged_line_before_the_last_is_an_error_naming_it(tmp_path: Path, name: str, what: str) -> None:
    good = make_record().model_dump_json() if name == "results.jsonl" else VERDICT
    (tmp_path / name).write_text(f'{good}\n{{"cut": \n{good}\n')
    with pytest.raises(ConfigError) as raised:
        read_conversations(tmp_path) if name == "results.jsonl" else read_verdicts(tmp_path)
    assert str(raised.value).startswith(f"{tmp_path / name}:2:1")
    assert f"not a {what} (the file is damaged)" in str(raised.value)
