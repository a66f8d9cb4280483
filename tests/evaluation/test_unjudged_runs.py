"""``sensei-check --evaluate`` on a chat run killed while it was judged: judged now, or told what is left."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest

from tests.acceptance.helpers import only_run, report
from tests.acceptance.test_interruptions import _judged_run
from tests.conftest import StartServer
from tests.evaluation.test_check_evaluate import cli


def killed_while_judged(tmp_path: Path, openai_server: StartServer, *, rules: bool) -> Path:
    """The run folder of a pizza-shop run killed (``kill -9``) while its evaluation was judged."""
    released = threading.Event()
    project, _, process = _judged_run(tmp_path, openai_server, released, rules=rules)
    try:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate(timeout=10)
    finally:
        released.set()
    run_dir = only_run(project)
    assert report(run_dir)["stopped"] == "judging"
    return run_dir


def test_evaluate_judges_a_run_killed_while_judged_when_it_has_no_rules(
    tmp_path: Path, openai_server: StartServer
) -> None:
    run_dir = killed_while_judged(tmp_path, openai_server, rules=False)
    done = cli("user_sim.cli.check_evaluate", "--evaluate", run_dir)
    assert done.returncode == 0, done.stdout + done.stderr
    assert report(run_dir)["stopped"] is None  # the evaluation was all the judging left
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert "IN PROGRESS" not in page and '<span class="badge ok">GATES PASSED</span></h1>' in page
    assert 'type="not_judged"' not in (run_dir / "junit.xml").read_text(encoding="utf-8")


def test_evaluate_says_the_rules_of_a_run_killed_while_judged_were_never_checked(
    tmp_path: Path, openai_server: StartServer
) -> None:
    run_dir = killed_while_judged(tmp_path, openai_server, rules=True)
    done = cli("user_sim.cli.check_evaluate", "--evaluate", run_dir)
    assert done.returncode == 3, done.stdout + done.stderr
    assert f"its rules were never checked: resume it with sensei-chat --resume {run_dir.name}" in done.stderr
    assert report(run_dir)["stopped"] == "judging"
    assert "IN PROGRESS" in (run_dir / "report.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("absolute", [False, True])
def test_evaluate_from_another_folder_still_finds_the_rules_of_a_run_killed_while_judged(
    tmp_path: Path, openai_server: StartServer, absolute: bool
) -> None:
    # run.json records the paths as given from the folder sensei-chat ran in (`-rfy pizza-shop`): from elsewhere its
    # rules named nothing, so the run was concluded as judged although they were never checked
    import json

    from tests.conftest import cli_env
    from tests.support.cli_in_process import run_in_process

    run_dir = killed_while_judged(tmp_path, openai_server, rules=True)
    info = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    project = Path(info["config"]["project_dir"])
    # run.yml's `rules: /abs/rules` is recorded as written, beside a project given relative
    rules = str(project / "rules") if absolute else f"{project.name}/rules"
    info["config"].update(project_dir=project.name, rules=rules)
    (run_dir / "run.json").write_text(json.dumps(info), encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run_in_process("user_sim.cli.check_evaluate", ["--evaluate", str(run_dir)], cwd=elsewhere, env=cli_env())
    assert done.returncode == 3, done.stdout + done.stderr
    assert "its rules were never checked" in done.stderr
    assert report(run_dir)["stopped"] == "judging"
