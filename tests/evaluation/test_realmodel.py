"""Realmodel tier: SmolLM2-135M (xllamacpp, 127.0.0.1) judges the pizza-shop demo, flaws on, end to end.

No quality claim is made for a 135M model: this proves the plumbing — every conversation and turn of the run is
in evaluation.json with a score or the reason it is inconclusive, and report.html is written. The exit code is
0 or 3 (no gate is set; 3 when some answer of the small model could not be read).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.evaluation.test_check_evaluate import cli, run_folder, with_evaluation
from tests.support.example_project import copy_example
from user_sim.config.evaluation import BEHAVIOR_FAILURE, TURN_METRICS

pytestmark = pytest.mark.realmodel


def test_a_real_model_judges_the_demo_into_a_complete_evaluation_and_report(real_model, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    project = tmp_path / "pizza-shop"
    copy_example(project)
    profile = project / "profiles" / "order_steps.yml"  # one conversation of two turns: a 135M model is slow here
    text = profile.read_text(encoding="utf-8").replace("number: combinations", "number: 1")
    profile.write_text(text.replace("steps: 6", "steps: 2"), encoding="utf-8")
    chat = cli("user_sim.cli.chat", "-rfy", project, "-up", "order_steps.yml", "--no-rules")
    assert chat.returncode == 0, chat.stderr
    judge = f"  model: {real_model.model}\n  base_url: {real_model.base_url}\n  workers: 1\n  timeout: 900\n"
    with_evaluation(project, judge)
    done = cli("user_sim.cli.check_evaluate", "--evaluate", run_folder(project), "--ignore-cache", timeout=900)
    assert done.returncode in (0, 3), done.stdout + done.stderr
    records = [json.loads(line) for line in (run_folder(project) / "results.jsonl").read_text().splitlines()]
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    assert evaluation["judge"] == real_model.model and evaluation["calls_per_turn"] == 1.0
    assert len(evaluation["conversations"]) == len(records)
    for conversation in evaluation["conversations"]:
        assert conversation["status"] in ("completed", "partial_failure", "failed", "inconclusive")
        for turn in conversation["turns"]:
            names = [s["name"] for s in turn["scores"]]
            assert names == [*TURN_METRICS, BEHAVIOR_FAILURE]
            assert all((s["value"] is None) != (s["inconclusive"] is None) for s in turn["scores"])
        goal = conversation["goal_completion"]
        assert goal is None or 0 <= goal <= 1
    assert (done.returncode == 3) == (evaluation["judge_failures"] > 0)
    assert evaluation["judge_failures"] < evaluation["judge_calls"]  # the model's answers were read, not only failures
    page = (run_folder(project) / "report.html").read_text(encoding="utf-8")
    assert "Unique errors" in page and all(r["serial"] in page for r in records)
