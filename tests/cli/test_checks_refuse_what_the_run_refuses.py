"""The checks (``sensei-chat --dry-run``, ``sensei-validation-check``, ``sensei-security-check --validate-only`` and
``--dry-run``) refuse what the real run refuses, with the same located message and exit 2: a check that passes is a
run that starts."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.support.example_project import copy_example

NO_TECHNOLOGY = "technology: not set: give -t/--technology or write technology: in run.yml"
CHECKS = [
    ("sensei-chat", ["-rfy", "{project}"]),
    ("sensei-chat", ["-rfy", "{project}", "--dry-run"]),
    ("sensei-security-check", ["-rfy", "{project}"]),
    ("sensei-security-check", ["-rfy", "{project}", "--validate-only"]),
    ("sensei-security-check", ["-rfy", "{project}", "--dry-run"]),
]
VALIDATION = ("sensei-validation-check", ["--profile", "{project}"])


def _run(run_cli, name: str, args: list[str], project: Path):
    return run_cli(name, [a.format(project=project) for a in args], cwd=project.parent)


def _errors(stderr: str) -> list[str]:
    assert "Traceback" not in stderr
    return [line for line in stderr.splitlines() if line.startswith("error: ")]


@pytest.mark.parametrize(("name", "args"), CHECKS)
@pytest.mark.parametrize("run_yml", ["", "user_profile: order_steps.yml\n"])
def test_no_technology_is_refused_by_the_run_and_by_every_check_of_it(run_cli, tmp_path, name, args, run_yml):
    project = copy_example(tmp_path / "shop")
    (project / "run.yml").write_text(run_yml, encoding="utf-8")
    done = _run(run_cli, name, args, project)
    assert done.returncode == 2, done.stdout + done.stderr
    [error] = _errors(done.stderr)
    assert re.match(rf"error: \S*shop/run\.yml:1:1: {re.escape(NO_TECHNOLOGY)}", error), error
    assert not (project / "output" / "runs").exists() and not (project / "output" / "security_reports").exists()


@pytest.mark.parametrize("run_yml", ["", "user_profile: order_steps.yml\n"])
def test_validation_check_warns_that_the_runs_will_need_a_technology(run_cli, tmp_path, run_yml):
    """The files are valid (a run can be given -t): a warning at run.yml, exit 0, also in errors.json."""
    project = copy_example(tmp_path / "shop")
    (project / "run.yml").write_text(run_yml, encoding="utf-8")
    done = _run(run_cli, *VALIDATION, project)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not _errors(done.stderr), done.stderr
    [warning] = [line for line in done.stderr.splitlines() if line.startswith("warning: ")]
    assert re.match(
        r"warning: \S*shop/run\.yml:1:1: technology: not set: sensei-chat and sensei-security-check "
        r"will need -t/--technology",
        warning,
    ), warning
    report = json.loads((project / "output" / "validation" / "errors.json").read_text(encoding="utf-8"))
    assert [w["path"] for w in report["warnings"]] == ["technology"] and report["total_errors"] == 0


RUN_YML_GIVEN = [  # -rfy takes the project folder or its run.yml; --profile a project folder
    (name, [a.replace("{project}", "{project}/run.yml") for a in args]) for name, args in CHECKS if "-rfy" in args
]


@pytest.mark.parametrize(("name", "args"), [*CHECKS, VALIDATION, *RUN_YML_GIVEN])
def test_a_run_yml_that_is_a_folder_is_refused_as_itself(run_cli, tmp_path, name, args):
    project = copy_example(tmp_path / "shop")
    (project / "run.yml").unlink()
    (project / "run.yml").mkdir()
    done = _run(run_cli, name, args, project)
    assert done.returncode == 2, done.stdout + done.stderr
    [error] = _errors(done.stderr)
    assert error.endswith("shop/run.yml:1:1: is a directory, expected a YAML file"), error


def test_validation_check_reads_the_security_campaign_as_the_security_check_does(run_cli, tmp_path):
    project = copy_example(tmp_path / "shop")
    campaign = project / "security" / "security.yml"
    campaign.write_text(campaign.read_text(encoding="utf-8").replace("attempts:", "attemps:", 1), encoding="utf-8")
    line = next(n for n, text in enumerate(campaign.read_text(encoding="utf-8").splitlines(), 1) if "attemps" in text)
    expected = f"security/security.yml:{line}:3: execution.attemps: unknown key 'attemps'; did you mean 'attempts'?"
    security = _run(run_cli, "sensei-security-check", ["-rfy", "{project}", "--validate-only"], project)
    assert security.returncode == 2 and expected in security.stderr, security.stderr
    done = _run(run_cli, "sensei-validation-check", ["--profile", "{project}"], project)
    assert done.returncode == 2, done.stdout + done.stderr
    assert any(error.endswith(expected) for error in _errors(done.stderr)), done.stderr
    assert "security/security.yml" in (project / "output" / "validation" / "errors.json").read_text(encoding="utf-8")


def test_validation_check_of_one_profile_reads_the_campaign_its_project_run_yml_names(run_cli, tmp_path):
    project = copy_example(tmp_path / "shop")
    shutil.move(project / "security" / "security.yml", project / "security" / "campaign.yml")
    run_yml = project / "run.yml"
    text = run_yml.read_text(encoding="utf-8").replace("config: security/security.yml", "config: security/campaign.yml")
    run_yml.write_text(text, encoding="utf-8")
    campaign = project / "security" / "campaign.yml"
    campaign.write_text(campaign.read_text(encoding="utf-8").replace("attempts:", "attemps:", 1), encoding="utf-8")
    profile = next((project / "profiles").glob("*.yml"))
    done = _run(run_cli, "sensei-validation-check", ["--profile", str(profile)], project)
    assert done.returncode == 2 and "campaign.yml:" in done.stderr and "attemps" in done.stderr, done.stderr
