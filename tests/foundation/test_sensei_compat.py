"""Issue 13 defect 5: SENSEI's own project files and spellings are accepted unchanged (old ones with a warning)."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

import pytest

from user_sim.cli.common import dashed_flags
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.catalog import load_catalog
from user_sim.config.run_file import load_run_file
from user_sim.errors import ConfigError

RUDE = 'context:\n  - "you\'re a very rude person."\n  - you insult the chatbot.\n'
PROFILE = """\
test_name: rude_order
llm: {{model: scripted}}
user:
  role: you order a pizza
  context:
    - personality: {personality}
  goals:
    - a margherita pizza
chatbot:
  fallback: Sorry?
  output:
    - contact:
        type: email
        description: the shop's e-mail address
    - website:
        type: url
        description: the shop's web page
conversation:
  number: 1
  goal_style: {{steps: 2}}
  interaction_style: [default]
"""


def sensei_project(root: Path, personality: str = "personalities/rude-user.yml") -> Path:
    (root / "personalities").mkdir(parents=True)
    (root / "personalities" / "rude-user.yml").write_text(RUDE, encoding="utf-8")
    (root / "profiles").mkdir()
    (root / "profiles" / "rude.yml").write_text(PROFILE.format(personality=personality), encoding="utf-8")
    return root


def test_a_personality_file_with_only_context_is_named_by_its_file_stem(tmp_path: Path) -> None:
    project = sensei_project(tmp_path)
    catalog = load_catalog(project)
    found = catalog.personality("rude-user")
    assert found is not None and found.name == "rude-user"
    assert found.lines() == ["you're a very rude person.", "you insult the chatbot."]
    assert catalog.personality("rude") is found  # the project's file wins over the bundled 'rude' by name


@pytest.mark.parametrize("spelling", ["personalities/rude-user.yml", "rude-user", "rude"])
def test_a_sensei_project_with_such_a_personality_and_email_url_outputs_validates(
    tmp_path: Path, spelling: str, capsys: pytest.CaptureFixture[str]
) -> None:
    project = sensei_project(tmp_path, spelling)
    code = validation_main(["--profile", str(project / "profiles"), "--output", str(tmp_path / "out")])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "error:" not in captured.err


def write_run(project: Path, text: str) -> Path:
    project.mkdir(parents=True, exist_ok=True)
    (project / "run.yml").write_text(text, encoding="utf-8")
    return project


def test_run_yml_old_keys_are_renamed_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    project = write_run(tmp_path, "technology: demo\nconnector_parameters: {flaws: true}\nextract: results\n")
    with caplog.at_level(logging.WARNING):
        run = load_run_file(project)
    assert run.connector_params == {"flaws": True} and run.output == "results"
    messages = [r.getMessage() for r in caplog.records]
    assert any("run.yml:2:1: connector_params: 'connector_parameters' is SENSEI's old name" in m for m in messages)
    assert any("run.yml:3:1: output: 'extract' is SENSEI's old name of 'output'" in m for m in messages)


def test_run_yml_connector_file_gives_the_connector_params(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    project = write_run(
        tmp_path,
        "technology: taskyto\nconnector: data/connectors/taskyto.yml\nconnector_parameters:\n  timeout: 5\n",
    )
    (project / "data" / "connectors").mkdir(parents=True)
    (project / "data" / "connectors" / "taskyto.yml").write_text(
        "config:\n  api_url: http://127.0.0.1:5000\n  timeout: 60\npayload: ''\nparameters:\n  - api_url\n",
        encoding="utf-8",
    )
    with caplog.at_level(logging.WARNING):
        run = load_run_file(project)
    assert run.connector_params == {"api_url": "http://127.0.0.1:5000", "timeout": 5}
    assert any("move its config (api_url, timeout) under connector_params" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("connector_params: {a: 1}\nconnector_parameters: {a: 2}\n", "'connector_parameters' is the old name of"),
        ("output: a\nextract: b\n", "'extract' is the old name of 'output': give only one"),
        ("connector: nosuch.yml\n", "connector file 'nosuch.yml' not found"),
        ("connector: run.yml\n", "a SENSEI connector file needs a 'config:' mapping"),
    ],
)
def test_run_yml_old_keys_errors_are_located(tmp_path: Path, text: str, message: str) -> None:
    project = write_run(tmp_path, text)
    with pytest.raises(ConfigError) as caught:
        load_run_file(project)
    assert message in str(caught.value) and "run.yml:" in str(caught.value)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    for flag in (
        "--run-from-yaml",
        "--project-path",
        "--user-profile",
        "--connector-params",
        "--clean-cache",
        "--output",
    ):
        p.add_argument(flag)
    return p


def test_underscore_flags_become_dashed_with_a_deprecation_warning(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--run_from_yaml", "p", "--project_path=q", "--user_profile", "x.yml", "--unknown_flag", "--extract", "o"]
    argv += ["--", "--user_x"]
    assert dashed_flags(parser(), argv) == [
        "--run-from-yaml",
        "p",
        "--project-path=q",
        "--user-profile",
        "x.yml",
        "--unknown_flag",
        "--output",
        "o",
        "--",
        "--user_x",
    ]
    err = capsys.readouterr().err
    assert "warning: --run_from_yaml is SENSEI's old spelling; write --run-from-yaml" in err
    assert "--project_path" in err and "--user_profile" in err and "--unknown_flag" not in err
    assert "warning: --extract is SENSEI's old spelling; write --output" in err


@pytest.mark.parametrize("module", ["chat", "security_check", "validation_check"])
def test_every_command_accepts_the_underscore_spelling_of_its_flags(module: str) -> None:
    """Every long flag with a dash in every command is reachable by its underscore spelling."""
    import importlib

    cli = importlib.import_module(f"user_sim.cli.{module}")
    built = cli.build_parser()
    flags = [o for a in built._actions for o in a.option_strings if o.startswith("--") and "-" in o[2:]]
    assert flags, module
    for flag in flags:
        assert dashed_flags(built, ["--" + flag[2:].replace("-", "_")]) == [flag]
