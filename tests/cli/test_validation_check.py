"""`sensei-validation-check` flags: where it writes, and usage errors that are the user's to fix (exit 2)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.config.corpus_headers import PROJECT, VALID
from tests.conftest import RunCli
from tests.support.example_project import copy_example
from user_sim.cli.validation_check import main as validation_main

MINIMAL = next(p for p in VALID if p.name == "minimal.yml")
SENSEI_PROJECT = Path(__file__).resolve().parents[1] / "acceptance" / "data" / "sensei_pizza_order"


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
        (["--output", "{file}"], "--output: {file} is a file, not a folder"),
        (["--output", "{file}/sub"], "--output: {file} is a file, not a folder"),
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


def test_from_a_sensei_root_the_error_names_the_project_path_flag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """SENSEI's layout: no run.yml, profiles under user_profile_examples/, list_functions/ at the root."""
    root = tmp_path / "user-simulator"
    shutil.copytree(SENSEI_PROJECT, root, ignore=shutil.ignore_patterns("run.yml"))
    (root / "user_profile_examples").mkdir()
    (root / "profiles").rename(root / "user_profile_examples" / "pizza-order")
    monkeypatch.chdir(root)
    argv = ["--profile", "user_profile_examples/pizza-order", "--output", str(tmp_path / "out")]
    assert validation_main(argv) == 2
    errors = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error: ")]
    assert errors and all("data.file" in line for line in errors)
    assert all("name it with --project-path DIR (-pp . from the project's root)" in line for line in errors)
    assert validation_main([*argv, "-pp", "."]) == 0  # what the message says is the fix


def test_a_project_folder_means_its_profiles(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    project = copy_example(tmp_path / "shop")
    assert validation_main(["--profile", str(project), "--output", str(tmp_path / "out")]) == 0
    captured = capsys.readouterr()
    assert f"is a project folder: checking its profiles, {project / 'profiles'}" in captured.err
    assert "4/4 profiles valid, 0 errors" in captured.out
    checked = json.loads((tmp_path / "out" / "errors.json").read_text(encoding="utf-8"))["profiles"]
    assert sorted(Path(p["file"]).name for p in checked) == sorted(p.name for p in (project / "profiles").iterdir())
    run_yml = project / "run.yml"
    whole = run_yml.read_text(encoding="utf-8")
    run_yml.write_text(whole.replace("user_profile:\n", "user_profile: full_order.yml\n"), encoding="utf-8")
    assert validation_main(["--profile", str(project), "--output", str(tmp_path / "out")]) == 0
    assert "1/1 profiles valid" in capsys.readouterr().out  # the profiles its run.yml runs
    run_yml.write_text(whole, encoding="utf-8")
    (project / "profiles").rename(project / "elsewhere")
    assert validation_main(["--profile", str(project), "--output", str(tmp_path / "out")]) == 2
    assert "is a project folder with no profiles at" in capsys.readouterr().err


def _run_yml_naming(project: Path, user_profile: str) -> Path:
    run_yml = project / "run.yml"
    whole = run_yml.read_text(encoding="utf-8")
    run_yml.write_text(whole.replace("user_profile:\n", f"user_profile: {user_profile}\n"), encoding="utf-8")
    return run_yml


def _line_of(path: Path, start: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.startswith(start))


@pytest.mark.parametrize("with_pp", [False, True])
def test_run_yml_user_profile_starts_at_the_project_not_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], with_pp: bool
) -> None:
    project = copy_example(tmp_path / "shop")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    run_yml = _run_yml_naming(project, "order_steps.yml")
    argv = ["--profile", "../shop", *(["-pp", "../shop"] if with_pp else [])]
    assert validation_main(argv) == 0
    assert "1/1 profiles valid" in capsys.readouterr().out
    (elsewhere / "mine.yml").write_text((project / "profiles" / "full_order.yml").read_text(encoding="utf-8"))
    run_yml.write_text(run_yml.read_text(encoding="utf-8").replace("order_steps.yml", "mine.yml"), encoding="utf-8")
    assert validation_main(argv) == 2  # the current folder's mine.yml is not the project's
    (only,) = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert only.startswith(f"error: ../shop/run.yml:{_line_of(run_yml, 'user_profile:')}:15: user_profile: ")
    assert "'mine.yml'" in only and "full_order.yml, order_steps.yml" in only


def test_a_missing_user_profile_is_one_located_message_with_the_profiles_that_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = copy_example(tmp_path / "shop")
    run_yml = _run_yml_naming(project, "ful_order.yml")
    assert validation_main(["--profile", str(project), "--output", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    (only,) = [line for line in err.splitlines() if line.startswith("error:")]
    line = _line_of(run_yml, "user_profile:")
    assert only.startswith(f"error: {run_yml}:{line}:15: user_profile: no profile file or folder 'ful_order.yml'; ")
    assert "did you mean 'full_order.yml'?" in only
    assert f"the profiles under {project / 'profiles'}: full_order.yml, order_steps.yml, " in only
    assert not (tmp_path / "out").exists()  # nothing was checked: nothing written


def test_a_missing_user_profile_names_a_dozen_profiles_and_no_far_fetched_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = copy_example(tmp_path / "shop")
    for number in range(10):
        shutil.copy(project / "profiles" / "full_order.yml", project / "profiles" / f"p{number}.yml")
    _run_yml_naming(project, "nope.yml")
    assert validation_main(["--profile", str(project), "--output", str(tmp_path / "out")]) == 2
    (only,) = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert "did you mean" not in only  # 'p9.yml' is as close as '.yml' makes it, not close
    assert ", p8.yml, p9.yml and 2 more, or leave it empty for all" in only


def test_an_invalid_profile_gets_no_matrix_and_a_bad_rule_is_a_rule_in_the_table(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Only a valid profile's forward()/pairwise() matrices are written; the table names each file by its kind."""
    project = copy_example(tmp_path / "pizza-shop")
    steps = project / "profiles" / "order_steps.yml"
    steps.write_text(steps.read_text(encoding="utf-8").replace("personality: direct", "personality: grumpy"))
    (project / "rules" / "nested").mkdir()
    (project / "rules" / "nested" / "broken.yml").write_text("name: broken\n", encoding="utf-8")
    out = tmp_path / "out"
    done = run_cli("sensei-validation-check", ["--profile", steps, "--output", out])
    assert done.returncode == 2, done.stdout + done.stderr
    assert not (out / "matrices").exists() and "matrix file" not in done.stdout
    done = run_cli("sensei-validation-check", ["--profile", project, "--output", out])
    assert done.returncode == 2, done.stdout + done.stderr
    assert not any(p.name.startswith("order_steps") for p in (out / "matrices").iterdir())  # the others' are written
    [row] = [line for line in done.stdout.splitlines() if "broken.yml" in line]
    assert row.split("│")[2].strip() == "rule", row


@pytest.mark.parametrize("container", ["rules", "personalities"])
def test_a_file_s_kind_comes_from_its_path_in_the_project_not_from_a_folder_above_it(
    tmp_path: Path, run_cli: RunCli, container: str
) -> None:
    """A project kept under a folder named ``rules`` or ``personalities``: its run.yml is a file, its rules rules."""
    project = copy_example(tmp_path / container / "pizza-shop")
    run_yml = project / "run.yml"
    run_yml.write_text(run_yml.read_text(encoding="utf-8").replace("connector_params:\n", "connector_params: {x: 1}\n"))
    (project / "rules" / "broken.yml").write_text("name: broken\n", encoding="utf-8")
    (project / "personalities").mkdir()
    (project / "personalities" / "odd.yml").write_text("name: odd\n", encoding="utf-8")
    done = run_cli("sensei-validation-check", ["--profile", project, "--output", tmp_path / "out"])
    assert done.returncode == 2, done.stdout + done.stderr
    kinds = {
        name: row.split("│")[2].strip()
        for row in done.stdout.splitlines()
        for name in ("run.yml", "broken.yml", "odd.yml")
        if name in row
    }
    assert kinds == {"run.yml": "file", "broken.yml": "rule", "odd.yml": "personality"}, done.stdout


def test_a_profile_with_replicates_counts_the_conversations_a_run_plans(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the pizza shop's shop_questions: 3 cases, `replicates: 2`; sensei-chat --dry-run and the run count 6
    project = copy_example(tmp_path / "pizza")
    assert validation_main(["--profile", str(project / "profiles" / "shop_questions.yml")]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "shop_questions.yml" in line)
    assert row.split("│")[4].strip() == "3 × 2", row
    report = json.loads((project / "output" / "validation" / "errors.json").read_text(encoding="utf-8"))
    assert report["profiles"][0]["conversations"] == 3  # errors.json keeps its count before replicates
