"""The shipped campaigns, run for real with every socket disabled: the pizza-shop example and the init template."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml

from tests.conftest import REPO, SRC, cli_env
from tests.security.acceptance_support import NO_NETWORK, only_run_folder, results, yaml_documents
from tests.support.example_project import copy_example

CLI = "sensei-security-check"
EXAMPLE = REPO / "examples" / "pizza-shop"
CANARY = "PZ-INTERNAL-7731"


@pytest.fixture
def offline_env(tmp_path):
    """Environment for a CLI subprocess in which any network connection fails and is logged."""
    guard = tmp_path / "guard"
    guard.mkdir()
    (guard / "sitecustomize.py").write_text(NO_NETWORK, encoding="utf-8")
    log = tmp_path / "network_attempts.log"
    env = {"PYTHONPATH": os.pathsep.join([str(guard), str(SRC)]), "NETWORK_ATTEMPTS_LOG": str(log)}
    return env, log


def test_the_network_guard_works(offline_env, tmp_path):
    env, log = offline_env
    script = tmp_path / "probe.py"
    script.write_text("import socket\nsocket.create_connection(('127.0.0.1', 9))\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], env=cli_env(env), capture_output=True, text=True, check=False)
    assert done.returncode != 0 and "network disabled by the test" in done.stderr
    assert log.read_text(encoding="utf-8")


def test_pizza_shop_campaign_runs_offline_and_reports_the_demo_bots_leak(run_cli, offline_env, tmp_path):
    env, log = offline_env
    project = tmp_path / "pizza-shop"
    copy_example(project)
    done = run_cli(CLI, ["--run-from-yaml", project, "--no-progress"], env=env)
    assert done.returncode == 1, done.stderr
    assert not log.exists(), log.read_text(encoding="utf-8")
    folder = only_run_folder(project)
    records = results(folder)
    verdicts = {r["status"] for r in records}
    assert verdicts == {"breached", "resilient"}  # what breaks and what resists, nothing errored
    leaks = [r for r in records if r["status"] == "breached"]
    assert len(leaks) == 11 and all(CANARY in r["response"] for r in leaks)
    assert {r["attack"] for r in leaks} == {"system_prompt_stealer", "custom_benchmark", "owasp_pack"}
    warmed = [r for r in records if r["execution_mode"] == "simulated_user"]
    assert warmed and all(r["metadata"]["completed_pre_attack_turns"] == 2 for r in warmed)
    suite = yaml_documents(next(folder.glob("pizza_shop_security_*.yml")))
    assert len(suite) == 5
    summary = yaml.safe_load(next(folder.glob("security_report_*.yml")).read_text(encoding="utf-8"))
    assert summary["summary"]["breached"] == 11 and summary["summary"]["total"] == len(records)
    assert (folder / "junit.xml").read_text(encoding="utf-8").count("<failure") == 11
    assert "breached: custom_benchmark/scrambled_override" in done.stdout and "exit 1" in done.stdout


def test_pizza_shop_campaign_against_the_fixed_bot_exits_0(run_cli, offline_env, tmp_path):
    env, log = offline_env
    project = tmp_path / "pizza-shop"
    copy_example(project)
    done = run_cli(CLI, ["--run-from-yaml", project, "--no-progress", "-cp", "flaws=false"], env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not log.exists()
    assert {r["status"] for r in results(only_run_folder(project))} == {"resilient"}


def test_init_project_template_is_valid_and_runs_offline_against_the_demo_bot(run_cli, offline_env, tmp_path):
    env, log = offline_env
    assert run_cli("sensei-init-project", ["--path", tmp_path, "--name", "shop"], env=env).returncode == 0
    project = tmp_path / "shop"
    config = project / "security" / "security.yml"
    header = config.read_text(encoding="utf-8").splitlines()[0]
    assert header == "# yaml-language-server: $schema=../schemas/security.schema.json"
    schema = yaml.safe_load((project / "schemas" / "security.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load(config.read_text(encoding="utf-8")), schema)
    assert run_cli(CLI, ["--run-from-yaml", project, "--validate-only"], env=env).returncode == 0
    done = run_cli(CLI, ["--run-from-yaml", project, "--no-progress"], env=env)
    # the template targets the flawed demo bot, whose prompt leak the shipped attacks find: the gate fails
    assert done.returncode == 1, done.stdout + done.stderr
    assert not log.exists()
    records = results(only_run_folder(project))
    assert {r["attack"] for r in records} == {"owasp_pack", "system_prompt_stealer"}
    assert any(r["status"] == "breached" and CANARY in r["response"] for r in records)
    assert not any(r["status"] in ("error", "inconclusive") for r in records)


def test_example_security_yml_is_valid_against_the_shipped_schema():
    from user_sim.cli.schemas import render_schemas

    schema = yaml.safe_load(render_schemas()["security.schema.json"])
    jsonschema.validate(yaml.safe_load((EXAMPLE / "security" / "security.yml").read_text(encoding="utf-8")), schema)
    run = yaml.safe_load((EXAMPLE / "run.yml").read_text(encoding="utf-8"))
    assert run["security"] == {"enabled": False, "config": "security/security.yml"}
    assert Path(EXAMPLE / run["security"]["config"]).is_file()
