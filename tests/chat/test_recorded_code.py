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


def _ran_with_user_sim(run: Path, version: str) -> None:
    """Make ``run``'s run.json say it was made by user_sim ``version`` (an upgrade between two runs)."""
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    info["versions"]["user_sim"] = version
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")


def test_after_an_upgrade_a_resume_or_merge_is_refused_saying_which_user_sim_to_use(run_cli, tmp_path, monkeypatch):
    """The user who upgraded mid-campaign is told it is user_sim that differs, and which one the run was made with."""
    project = copy_example(tmp_path)
    first = run_cli("sensei-chat", ["-rfy", project, *ARGS, "--shard", "1/2"])
    assert first.returncode == 0, first.stdout + first.stderr
    [shard] = (project / "output" / "runs").iterdir()
    _ran_with_user_sim(shard, "0.0.9")
    _upgrade(monkeypatch)
    resumed = run_cli("sensei-chat", ["-rfy", project, *ARGS, "--shard", "1/2", "--resume", shard.name])
    assert resumed.returncode == 2 and "--base-url and user_sim it ran with (0.0.9)" in resumed.stderr, resumed.stderr
    second = run_cli("sensei-chat", ["-rfy", project, *ARGS, "--shard", "2/2"])
    assert second.returncode == 0, second.stdout + second.stderr
    [other] = set((project / "output" / "runs").iterdir()) - {shard}
    merged = run_cli("sensei-merge", [shard, other, "--output", tmp_path / "out"])
    assert merged.returncode == 2 and "prompt_code (was " in merged.stderr, merged.stderr
    assert "run.yml, flags, profiles and user_sim (the first ran user_sim 0.0.9, this one " in merged.stderr
