"""A run keeps the simulated user's code it ran with: run.json records its hashes, and every reader keys by them.

An upgrade of user_sim between ``sensei-chat`` and ``sensei-check labels export`` / ``--evaluate`` / ``sensei-merge``
is simulated by one more module in the hashed goal-check code (so both the simulated user's and the goal check's
code change), in process.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
import yaml

from tests.chat.fakes import copy_example
from user_sim.chat.run_folder import read_records
from user_sim.core import simulator_code
from user_sim.evaluation.evaluator_validation import run_validation

ARGS = ["-up", "order_steps.yml", "--no-rules"]


def _upgrade(monkeypatch: pytest.MonkeyPatch) -> None:
    installed = simulator_code.goal_check_modules()
    monkeypatch.setattr(simulator_code, "goal_check_modules", lambda: (*installed, "user_sim.wording"))


def _run(run_cli, project: Path) -> Path:
    before = set((project / "output" / "runs").glob("*"))
    done = run_cli("sensei-chat", ["-rfy", project, *ARGS])
    assert done.returncode == 0, done.stdout + done.stderr
    [run] = set((project / "output" / "runs").glob("*")) - before
    return run


def _report_key(run: Path) -> str:
    [status] = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))["validation"]["evaluators"]
    return str(status["key"])


def _sheet_keys(run_cli, run: Path, out: Path) -> set[tuple[str, str]]:
    done = run_cli("sensei-check", ["labels", "export", str(run), "--sample", "3", "--out", str(out)])
    assert done.returncode == 0, done.stdout + done.stderr
    with out.open(encoding="utf-8", newline="") as handle:
        return {(row["validation_key"], row["judge_key"]) for row in csv.DictReader(handle)}


def test_labels_exported_after_an_upgrade_stay_on_the_key_the_run_ran_with(run_cli, tmp_path, monkeypatch):
    project = copy_example(tmp_path)
    run = _run(run_cli, project)
    ran_with = _report_key(run)
    [(user, goal_check)] = _sheet_keys(run_cli, run, tmp_path / "before.csv")
    assert user == ran_with
    _upgrade(monkeypatch)
    assert _sheet_keys(run_cli, run, tmp_path / "after.csv") == {(ran_with, goal_check)}
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    [status] = run_validation(read_records(run / "results.jsonl"), project, run_info=info).evaluators
    assert status.key == ran_with  # --evaluate and sensei-merge key the run so too
    assert _report_key(_run(run_cli, project)) != ran_with  # a run made with the new code is a new simulated user


def test_resuming_with_another_simulated_user_code_is_refused_and_a_run_from_before_resumes(
    run_cli, tmp_path, monkeypatch
):
    project = copy_example(tmp_path)
    run = _run(run_cli, project)
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    users = info["identity"]["simulated_user"]
    assert {"order_steps.prompt_code", "order_steps.goal_check_code"} <= set(users)
    _upgrade(monkeypatch)
    resumed = run_cli("sensei-chat", ["-rfy", project, *ARGS, "--resume", run.name])
    assert resumed.returncode == 2, resumed.stdout + resumed.stderr
    assert "the simulated user's prompt_code (was " in resumed.stderr and "user_sim it ran with" in resumed.stderr
    for field in ("prompt_code", "goal_check_code"):  # a run.json of round 28: nothing recorded, nothing compared
        del users[f"order_steps.{field}"]
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    resumed = run_cli("sensei-chat", ["-rfy", project, *ARGS, "--resume", run.name])
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
