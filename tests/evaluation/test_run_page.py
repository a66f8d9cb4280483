"""report.html rendered again from a run's report.yml: its validation and how much of the run ran, read once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from user_sim.evaluation.run_page import write_run_page

REPORT = """\
run_id: r1
stopped: interrupted
planned: 4
finished: 2
validation:
  required: true
  evaluators:
  - role: judge
    key: judge-abc
    model: judge-model
    prompt_hash: abc123
    temperature: 0.0
    budget: null
    state: no labels
"""


def test_the_page_reads_report_yml_once_for_its_validation_and_completion(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "report.yml").write_text(REPORT, encoding="utf-8")
    loads: list[Any] = []
    safe_load = yaml.safe_load

    def counting(stream: Any) -> Any:
        loads.append(stream)
        return safe_load(stream)

    monkeypatch.setattr(yaml, "safe_load", counting)
    page = write_run_page(tmp_path, "r1", [], rules=False).read_text(encoding="utf-8")
    assert "INCOMPLETE: 2 of 4 ran" in page
    assert "<caption>Evaluator validation</caption>" in page and "judge-model" in page
    assert len(loads) == 1
