"""`sensei-validation-check` flags: where it writes, and usage errors that are the user's to fix (exit 2)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.config.corpus_headers import PROJECT, VALID
from user_sim.cli.validation_check import main as validation_main

MINIMAL = next(p for p in VALID if p.name == "minimal.yml")


def test_default_output_is_inside_the_project(project_copy: Path) -> None:
    (project_copy / "profiles").mkdir()
    shutil.copy(MINIMAL, project_copy / "profiles" / "minimal.yml")
    assert validation_main(["--profile", str(project_copy / "profiles")]) == 0  # project found from run.yml
    report = json.loads((project_copy / "output" / "validation" / "errors.json").read_text(encoding="utf-8"))
    assert report["profiles"][0]["conversations"] == 1


def test_default_output_outside_a_project_is_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(MINIMAL, tmp_path / "minimal.yml")
    monkeypatch.chdir(tmp_path)
    assert validation_main(["--profile", "minimal.yml"]) == 0
    assert (tmp_path / "output" / "validation" / "errors.json").is_file()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--output", "{file}"], "cannot use {file} as the output folder"),
        (["--output", "{file}/sub"], "cannot use {file}/sub as the output folder"),
        (["-pp", "{missing}"], "--project-path {missing}: no such folder"),
    ],
)
def test_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str) -> None:
    names = {"file": str(tmp_path / "a_file"), "missing": str(tmp_path / "missing")}
    (tmp_path / "a_file").write_text("x", encoding="utf-8")
    argv = ["--profile", str(MINIMAL), *[part.format(**names) for part in extra]]
    if "--output" not in argv:
        argv += ["--output", str(tmp_path / "out")]
    assert validation_main(argv) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("error: ") and message.format(**names) in line


def test_missing_profile_flag_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert validation_main([]) == 2
    assert "--profile" in capsys.readouterr().err


def test_project_path_flag_selects_types_and_personalities(tmp_path: Path) -> None:
    profile = next(p for p in VALID if p.name == "bank_transfer.yml")  # uses the project's iban type
    assert validation_main(["--profile", str(profile), "-pp", str(PROJECT), "--output", str(tmp_path)]) == 0
    assert validation_main(["--profile", str(profile), "--output", str(tmp_path)]) == 2  # no project: no iban
