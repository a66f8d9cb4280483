"""Hundreds of mechanically broken profiles and run.yml files: exit 2 and located errors, never a traceback."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.config.corpus_headers import PROJECT
from tests.config.mutants import Mutant, profile_mutants, run_mutants
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.run_yml import load_run_file
from user_sim.errors import ConfigError

PROFILE_MUTANTS = profile_mutants()
RUN_MUTANTS = run_mutants()
LOCATED = re.compile(r"^error: (?P<file>[^:\n]+):(?P<line>[1-9]\d*):(?P<column>[1-9]\d*): \S")


def test_there_are_enough_mutants_and_all_differ() -> None:
    assert len(PROFILE_MUTANTS) + len(RUN_MUTANTS) >= 200
    assert len(PROFILE_MUTANTS) >= 200
    names = [m.name for m in PROFILE_MUTANTS + RUN_MUTANTS]
    assert len(names) == len(set(names))
    assert len({m.text for m in PROFILE_MUTANTS if not m.project_files}) == len(
        [m for m in PROFILE_MUTANTS if not m.project_files]
    )


def test_the_generator_is_deterministic() -> None:
    assert [(m.name, m.text) for m in profile_mutants()] == [(m.name, m.text) for m in PROFILE_MUTANTS]
    assert [(m.name, m.text) for m in run_mutants()] == [(m.name, m.text) for m in RUN_MUTANTS]


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("mutants")


def _project_for(mutant: Mutant, workspace: Path) -> Path:
    if not mutant.project_files:
        return PROJECT
    project = workspace / f"project-{mutant.name}"
    shutil.copytree(PROJECT, project)
    for relative, content in mutant.project_files.items():
        (project / relative).write_text(content, encoding="utf-8")
    return project


@pytest.mark.parametrize("mutant", PROFILE_MUTANTS, ids=lambda m: m.name)
def test_profile_mutant_is_a_located_config_error(
    mutant: Mutant, workspace: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = workspace / f"{mutant.name}.yml"
    profile.write_text(mutant.text, encoding="utf-8")
    project = _project_for(mutant, workspace)
    code = validation_main(["--profile", str(profile), "-pp", str(project), "--output", str(workspace / "out")])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert code == 2, err
    error_lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert error_lines, err
    assert all(LOCATED.match(line) for line in error_lines), error_lines
    assert any(mutant.expect in line for line in error_lines), f"{mutant.expect!r} not in:\n" + "\n".join(error_lines)


@pytest.mark.parametrize("mutant", RUN_MUTANTS, ids=lambda m: m.name)
def test_run_file_mutant_is_a_located_config_error(mutant: Mutant, workspace: Path) -> None:
    folder = workspace / mutant.name
    folder.mkdir()
    (folder / "run.yml").write_text(mutant.text, encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        load_run_file(folder)
    issues = raised.value.issues
    assert issues and all(i.file.endswith("run.yml") and i.line >= 1 and i.column >= 1 for i in issues)
    assert all(LOCATED.match(f"error: {i}") for i in issues)
    assert any(mutant.expect in str(i) for i in issues), [str(i) for i in issues]


SUBPROCESS_SAMPLES = ["typo_key-pizza_order", "tab_indentation-banco_es_pairwise", "forward_cycle-pizza_order"]


@pytest.mark.parametrize("name", SUBPROCESS_SAMPLES)
def test_console_script_path(name: str, run_cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    mutant = next(m for m in PROFILE_MUTANTS if m.name == name)
    profile = tmp_path / "profile.yml"
    profile.write_text(mutant.text, encoding="utf-8")
    args = ["--profile", profile, "-pp", PROJECT, "--output", tmp_path / "out"]
    done = run_cli("sensei-validation-check", args, process=True)
    assert done.returncode == 2
    assert "Traceback" not in done.stdout + done.stderr
    lines = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    assert lines and all(LOCATED.match(line) for line in lines)
    assert any(mutant.expect in line for line in lines)
