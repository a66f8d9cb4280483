"""`sensei-init-project`: the scaffold is complete, never overwrites, and validates cleanly as generated."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from user_sim.cli.init_project import main as init_main
from user_sim.cli.schemas import render_schemas
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.run_yml import load_run_file

FOLDERS = ["profiles", "personalities", "types", "rules", "security/attacks", "security/datasets"]
FOLDERS += ["security/policies", "security/schemas", "output", "schemas", "tests", ".github/workflows"]
SCHEMA_HEADER = re.compile(r"^# yaml-language-server: \$schema=(\S+)$", re.MULTILINE)


def _create(parent: Path, name: str | None = "demo") -> Path:
    assert init_main(["-p", str(parent), *(["-n", name] if name else [])]) == 0
    return parent / name if name else parent


def test_scaffold_tree(tmp_path: Path) -> None:
    root = _create(tmp_path)
    for folder in FOLDERS:
        assert (root / folder).is_dir(), folder
    for file in ("run.yml", "security/security.yml", ".gitignore", "profiles/order_a_pizza.yml"):
        assert (root / file).is_file(), file
    ignored = [line for line in (root / ".gitignore").read_text(encoding="utf-8").splitlines() if line[:1] != "#"]
    assert {"output/", ".sensei/"} <= set(ignored) and "validations/" not in ignored  # the gates' evidence is kept
    assert "validations/ stays in git" in (root / ".gitignore").read_text(encoding="utf-8")
    assert {p.name: p.read_text(encoding="utf-8") for p in (root / "schemas").iterdir()} == render_schemas()


def test_generated_project_validates_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _create(tmp_path)
    capsys.readouterr()
    assert validation_main(["--profile", str(root / "profiles")]) == 0
    err = capsys.readouterr().err
    assert "error:" not in err and "warning:" not in err, err
    report = json.loads((root / "output" / "validation" / "errors.json").read_text(encoding="utf-8"))
    assert report["total_errors"] == 0 and report["warnings"] == []
    assert [(p["test_name"], p["conversations"]) for p in report["profiles"]] == [("order_a_pizza", 3)]
    flags = load_run_file(root).flags()
    assert flags["technology"] == "demo" and flags["project_folder"] == "demo"


def test_schema_headers_point_at_shipped_schemas(tmp_path: Path) -> None:
    root = _create(tmp_path)
    dangling = []
    for relative in ("run.yml", "profiles/order_a_pizza.yml", "security/security.yml"):
        path = root / relative
        (target,) = SCHEMA_HEADER.findall(path.read_text(encoding="utf-8"))
        if not (path.parent / target).resolve().is_file():
            dangling.append(Path(target).name)
    # security.schema.json appears once the security config model exists (user_sim.cli.schemas picks it up)
    expected = [] if "security.schema.json" in render_schemas() else ["security.schema.json"]
    assert dangling == expected


def test_untitled_names_count_up(tmp_path: Path) -> None:
    assert init_main(["-p", str(tmp_path)]) == 0
    assert init_main(["-p", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Untitled_project_1", "Untitled_project_2"]


def test_existing_folder_is_never_overwritten(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _create(tmp_path)
    (root / "run.yml").write_text("technology: my_bot\n", encoding="utf-8")
    capsys.readouterr()
    assert init_main(["-p", str(tmp_path), "-n", "demo"]) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("error: ") and "already exists; nothing was changed" in line
    assert (root / "run.yml").read_text(encoding="utf-8") == "technology: my_bot\n"


@pytest.mark.parametrize("name", ["../escape", "a/b", "-dash", "with space", ""])
def test_invalid_names_are_usage_errors(tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert init_main(["-p", str(tmp_path), "-n", name]) == 2
    assert "Traceback" not in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_parent_that_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    parent = tmp_path / "a_file"
    parent.write_text("x", encoding="utf-8")
    assert init_main(["-p", str(parent), "-n", "demo"]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_console_scripts_end_to_end(tmp_path: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    made = run_cli("sensei-init-project", ["--path", tmp_path, "--name", "shop"], process=True)
    assert made.returncode == 0, made.stderr
    checked = run_cli(
        "sensei-validation-check", ["--profile", tmp_path / "shop" / "profiles"], cwd=tmp_path, process=True
    )
    assert checked.returncode == 0, checked.stderr
    assert "error:" not in checked.stderr and "1/1 profiles valid" in checked.stdout


def test_the_scaffold_lets_a_local_model_server_choose_the_workers(tmp_path: Path) -> None:
    """A newcomer who points the scaffold's profile at Ollama or llama.cpp gets the server's slots, not 4 at once."""
    from user_sim.chat.workers import choose_workers
    from user_sim.core.profile_loader import load_profile

    root = _create(tmp_path)
    profile = root / "profiles" / "order_a_pizza.yml"
    profile.write_text(
        profile.read_text(encoding="utf-8").replace(
            "  model: scripted\n", "  model: llama3.2\n  base_url: http://localhost:11434/v1\n"
        ),
        encoding="utf-8",
    )
    given = load_run_file(root).flags().get("workers")
    assert given is None, "run.yml pins workers: the local server's slots would be ignored"
    assert choose_workers(given, [load_profile(profile)], probe=lambda url: 2) == 2
    assert choose_workers(given, [load_profile(profile)], probe=lambda url: None) == 1


def test_the_scaffold_says_which_environment_values_are_hidden(tmp_path: Path) -> None:
    """Not "never written out": an ordinary ``${MODE}`` in a URL path is shown; a query string's value is hidden."""
    text = (_create(tmp_path) / "run.yml").read_text(encoding="utf-8")
    comment = " ".join(text[text.index("# Connector parameters") : text.index("\nconnector_params:")].split())
    assert "never written out" not in comment
    assert all(word in comment for word in ("user:password@", "query string", "header", "is shown")), comment
