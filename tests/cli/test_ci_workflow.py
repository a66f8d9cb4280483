"""The GitHub Actions workflow `sensei-init-project` writes: valid, a 4-shard matrix, two merge jobs, JUnit
uploads, and its sensei commands, run here job by job on the scaffolded project, exit as the unsharded runs."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from tests.conftest import CLI_MODULES, RunCli, cli_env
from tests.support.cli_in_process import run_in_process
from user_sim.cli.init_project import main as init_main


def _workflow(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    assert init_main(["-p", str(tmp_path), "-n", "demo"]) == 0
    project = tmp_path / "demo"
    return project, yaml.safe_load((project / ".github" / "workflows" / "sensei.yml").read_text(encoding="utf-8"))


def _commands(job: dict[str, Any], shard: int = 0) -> list[str]:
    """The job's sensei commands as this checkout runs them (``python -m`` instead of the console script)."""
    runs = [" ".join(step["run"].split()) for step in job["steps"] if step.get("run", "").startswith("sensei-")]
    out = []
    for run in runs:
        name, rest = run.split(" ", 1)
        out.append(f"{sys.executable} -m {CLI_MODULES[name]} {rest.replace('${{ matrix.shard }}', str(shard))}")
    return out


def _bash(command: str, cwd: Path) -> int:
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=cli_env(), capture_output=True, timeout=300).returncode


ALLOW_FINDINGS = " || test $? -ne 2"
"""How a shard step passes on findings (exit 1) and fails on a usage error (exit 2)."""


def _shard_step(command: str, cwd: Path, *, through_bash: bool) -> int:
    """The sensei command's exit code of a shard step; through bash the whole step runs, which passes unless 2.

    Otherwise the command (plain words, no shell syntax) runs in this process, without the interpreter's start.
    """
    sensei, allow = command.split(" || ", 1)
    assert " || " + allow == ALLOW_FINDINGS
    if through_bash:
        step = _bash(command, cwd)
        assert step in (0, 1)  # 1: the command exited 2
        return 2 if step else 0
    python, dash_m, module, *args = shlex.split(sensei)
    assert (python, dash_m) == (sys.executable, "-m") and not set(sensei) & set("*?[]$|&;<>`'\"\\")
    return run_in_process(module, args, cwd=cwd, env=cli_env()).returncode


def _uploads(job: dict[str, Any]) -> list[str]:
    return [step["with"]["path"] for step in job["steps"] if step.get("uses", "").startswith("actions/upload-artifact")]


def test_the_workflow_is_a_four_shard_matrix_with_a_merge_job_per_command_and_junit_uploads(tmp_path: Path) -> None:
    _, workflow = _workflow(tmp_path)
    jobs = workflow["jobs"]
    assert set(jobs) == {"shards", "conversations", "security-gate"}
    assert jobs["shards"]["strategy"]["matrix"]["shard"] == [1, 2, 3, 4]
    shard_commands = _commands(jobs["shards"], 2)
    assert len(shard_commands) == 2 and all("--shard 2/4" in c and "--seed 0" in c for c in shard_commands)
    for name in ("conversations", "security-gate"):
        assert jobs[name]["needs"] == "shards" and "cancelled()" in jobs[name]["if"]
        (merge,) = _commands(jobs[name])
        assert "user_sim.cli.merge" in merge and "--junit junit/" in merge
        assert "junit/" in _uploads(jobs[name])
    assert "security_reports/*" in _commands(jobs["security-gate"])[0]


def test_the_workflow_commands_exit_as_the_unsharded_runs(tmp_path: Path, run_cli: RunCli) -> None:
    project, workflow = _workflow(tmp_path)
    whole = tmp_path / "whole"
    shutil.copytree(project, whole)
    chat = run_cli("sensei-chat", ["--run-from-yaml", whole, "--seed", "0"]).returncode
    security = run_cli("sensei-security-check", ["--run-from-yaml", whole, "--seed", "0", "--no-progress"]).returncode
    assert (chat, security) == (0, 1)  # the scaffold's campaign finds the demo bot's system-prompt leak

    for shard in (1, 2, 3, 4):  # each matrix job, then its artifact downloaded to shards/shard-K
        for command in _commands(workflow["jobs"]["shards"], shard):
            assert _shard_step(command, project, through_bash=shard == 1) != 2
        shutil.move(project / "shard-output", project / "shards" / f"shard-{shard}")

    assert [_bash(c, project) for c in _commands(workflow["jobs"]["conversations"])] == [chat]
    assert [_bash(c, project) for c in _commands(workflow["jobs"]["security-gate"])] == [security]
    assert {p.name for p in (project / "junit").iterdir()} == {"conversations.xml", "security.xml"}
    assert (project / "security.sarif").is_file()
