from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from tests.conftest import REPO, RunCli, cli_env
from tests.evaluation.rules.support import conversation, write_conversation, write_rule
from tests.support.example_project import PIZZA_SHOP
from user_sim.cli import check

README = REPO / "README.md"


def test_help_states_exit_codes_and_imports_nothing_heavy() -> None:
    code = (
        "import sys, contextlib, io\n"
        "from user_sim.cli.check import main\n"
        "with contextlib.redirect_stdout(io.StringIO()) as out: main(['--help'])\n"
        "heavy = [m for m in ('langchain', 'langchain_core', 'pandas', 'sklearn', 'scipy') if m in sys.modules]\n"
        "print(heavy, 'Exit codes: 0' in out.getvalue())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=cli_env(), capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[] True"


def test_subcommands_and_modes_are_dispatched_to_their_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(check.SUBCOMMANDS, "fake", "tests.cli_check.fake_subcommand")
    monkeypatch.setitem(check.MODES, "--fake-mode", "tests.cli_check.fake_subcommand")
    assert check.main(["fake", "a", "b"]) == 42
    assert check.main(["--fake-mode", "RUN"]) == 42
    monkeypatch.setitem(check.SUBCOMMANDS, "absent", "tests.cli_check.no_such_module")
    assert check.main(["absent"]) == 2


def test_validate_only(tmp_path: Path, run_cli: RunCli) -> None:
    write_rule(tmp_path / "rules", "ok", oracle="len(interaction) > 0")
    write_rule(tmp_path / "rules", "off", oracle="True", active=False)
    done = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--validate-only"], process=True)
    assert done.returncode == 0 and "2 rules valid (1 active)" in done.stdout
    write_rule(tmp_path / "rules", "bad", oracle="conv[0].__dict__")
    done = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--validate-only"])
    assert done.returncode == 2
    assert "bad.yml:3:9: oracle: the attribute '__dict__' is not allowed" in done.stderr


def test_usage_errors(tmp_path: Path, run_cli: RunCli) -> None:
    write_rule(tmp_path / "rules", "ok", oracle="True")
    assert run_cli("sensei-check", ["--rules", tmp_path / "rules"]).returncode == 2
    missing = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--conversations", tmp_path / "nothing"])
    assert missing.returncode == 2 and "no such conversation file or folder" in missing.stderr
    (tmp_path / "empty").mkdir()
    empty = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--conversations", tmp_path / "empty"])
    assert empty.returncode == 2 and "no conversation found" in empty.stderr


def test_counts_csv_in_senseis_columns_and_junit(tmp_path: Path, run_cli: RunCli) -> None:
    for i, price in enumerate(["12 dollars", "8 dollars", None]):
        write_conversation(tmp_path / "c" / f"{i}.yml", conversation(f"c{i}", {"size": "small"}, {"price": price}))
    write_rule(tmp_path / "rules", "small_price", when="size == 'small'", oracle="extract_float(price) >= 10")
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "c"]
    done = run_cli("sensei-check", [*args, "--dump", tmp_path / "s.csv", "--junit", tmp_path / "j.xml"])
    assert done.returncode == 1
    rows = list(csv.DictReader((tmp_path / "s.csv").open()))
    assert list(rows[0]) == ["rule", "checks", "pass", "fail", "not_applicable", "fail_rate", "inconclusive", "error"]
    assert rows[0] == {"rule": "small_price", "checks": "3", "pass": "1", "fail": "1", "not_applicable": "1",
                       "fail_rate": "50.00%", "inconclusive": "0", "error": "0"}  # fmt: skip
    root = ET.parse(tmp_path / "j.xml").getroot()
    suite = root.find("testsuite")
    assert suite is not None and (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("3", "1", "1")
    totals = ("tests", "failures", "errors", "skipped")
    assert [root.get(key) for key in totals] == ["3", "1", "0", "1"]  # CI reads the root's totals


def test_a_null_output_gives_the_verdicts_the_readme_states(tmp_path: Path, run_cli: RunCli) -> None:
    # the README's table of rules on a null price, each row checked by the command (it once said "null:
    # not_applicable" while `price is not None` failed and `price is None or ...` passed)
    section = README.read_text(encoding="utf-8").split("On a conversation whose `price` is null:")[1].split("\n\n")[1]
    stated = dict(re.findall(r"^\| `(.+?)` \| (pass|fail|not_applicable) \|$", section, re.M))
    assert len(stated) >= 8 and set(stated.values()) == {"pass", "fail", "not_applicable"}, stated
    write_conversation(tmp_path / "c" / "0.yml", conversation("c0", {"size": "small"}, {"price": None}))
    names = {f"r{i:02d}": then for i, then in enumerate(stated)}
    for name, then in names.items():
        write_rule(tmp_path / "rules", name, then=then)
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "c", "--dump", tmp_path / "s.csv"]
    assert run_cli("sensei-check", args).returncode == 1
    rows = csv.DictReader((tmp_path / "s.csv").open())
    found = {
        names[r["rule"]]: next(k for k in ("pass", "fail", "not_applicable", "error") if r[k] == "1") for r in rows
    }
    assert found == stated


def _pizza_run(tmp_path: Path, run_cli: RunCli, *chat_flags: str) -> Path:
    """A finished sensei-chat run of the pizza shop's order_steps profile (the demo bot overcharges one order)."""
    project = tmp_path / "p"
    project.mkdir(exist_ok=True)
    (project / "run.yml").write_text("technology: demo\nworkers: 1\n")
    (project / "profiles").mkdir()
    example = PIZZA_SHOP / "profiles" / "order_steps.yml"
    (project / "profiles" / "order_steps.yml").write_text(example.read_text())
    chat = run_cli("sensei-chat", ["--run-from-yaml", project, *chat_flags], cwd=project)
    assert chat.returncode in (0, 1), chat.stderr
    return next((project / "output" / "runs").iterdir())


def test_checking_a_run_again_keeps_its_recorded_verdicts_and_writes_beside_them(
    tmp_path: Path, run_cli: RunCli
) -> None:
    write_rule(tmp_path / "p" / "rules", "under_15", oracle="price < 15")  # the run's own rule: one failure
    run = _pizza_run(tmp_path, run_cli)
    recorded = {name: (run / name).read_bytes() for name in ("rules.jsonl", "report.yml", "junit.xml", "report.html")}
    write_rule(tmp_path / "adhoc", "anything", oracle="True")
    done = run_cli("sensei-check", ["--rules", tmp_path / "adhoc", "--conversations", run])
    assert done.returncode == 0, done.stdout + done.stderr
    assert {name: (run / name).read_bytes() for name in recorded} == recorded  # the run's failure is still recorded
    [check] = (run / "checks").iterdir()
    assert f"verdicts: {check / 'rules.jsonl'}" in done.stdout and f"junit: {check / 'junit.xml'}" in done.stdout
    assert {json.loads(line)["rule"] for line in (check / "rules.jsonl").read_text().splitlines()} == {"anything"}
    suite = ET.parse(check / "junit.xml").getroot().find("testsuite")
    assert suite is not None and (suite.get("tests"), suite.get("failures")) == ("6", "0")
    elsewhere = run_cli(
        "sensei-check", ["--rules", tmp_path / "adhoc", "--conversations", run, "--out", tmp_path / "o"]
    )
    assert elsewhere.returncode == 0 and (tmp_path / "o" / "rules.jsonl").is_file()
    assert len(list((run / "checks").iterdir())) == 1 and {n: (run / n).read_bytes() for n in recorded} == recorded


def test_replace_writes_the_verdicts_into_the_runs_reports(tmp_path: Path, run_cli: RunCli) -> None:
    run = _pizza_run(tmp_path, run_cli, "--no-rules")
    write_rule(tmp_path / "rules", "plain", oracle="price < 15", yields="f'{size} {pizza} costs {price}'")
    for _ in range(2):  # checking twice replaces the rules sections, never duplicates them
        done = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--conversations", run, "--replace"])
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAIL plain on order_steps/3.yml: large pepperoni costs 15.3" in done.stdout
    assert not (run / "checks").exists()
    assert len((run / "rules.jsonl").read_text().splitlines()) == 6
    report = yaml.safe_load((run / "report.yml").read_text())
    assert report["rules"]["verdicts"]["plain"]["fail"] == 1
    suites = [s.get("name") for s in ET.parse(run / "junit.xml").getroot()]
    assert suites.count("rules") == 1
    page = (run / "report.html").read_text()
    assert page.count("<caption>Rule failures</caption>") == 1  # rendered again, not appended
    assert '<span class="badge fail">RULES FAILED</span></h1>' in page and "ALL PASSED" not in page
    assert "large pepperoni costs 15.3" in page
    assert "<caption>Evaluator validation</caption>" in page  # the run's validation is not lost when rendered again


@pytest.mark.parametrize(
    ("target", "flags", "said"),
    [
        ("conversations", ["--replace"], "is not a run folder"),
        ("run", ["--replace", "--out", "elsewhere"], "contradict"),
    ],
)
def test_replace_needs_a_run_and_no_out_folder(
    tmp_path: Path, run_cli: RunCli, target: str, flags: list[str], said: str
) -> None:
    run = _pizza_run(tmp_path, run_cli, "--no-rules")
    write_rule(tmp_path / "rules", "plain", oracle="True")
    where = run if target == "run" else run / "conversations"
    done = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--conversations", where, *flags])
    assert done.returncode == 2 and said in done.stderr and "Traceback" not in done.stderr
    assert not (run / "rules.jsonl").exists() and not (run / "checks").exists()


def test_out_naming_a_file_is_refused_before_anything_is_checked(tmp_path: Path, run_cli: RunCli) -> None:
    run = _pizza_run(tmp_path, run_cli, "--no-rules")
    write_rule(tmp_path / "rules", "plain", oracle="True")
    before = (run / "results.jsonl").read_bytes()
    args = ["--rules", tmp_path / "rules", "--conversations", run, "--out", run / "results.jsonl"]
    done = run_cli("sensei-check", args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == f"error: --out: {run / 'results.jsonl'} is a file, not a folder\n"
    assert done.stdout == "" and (run / "results.jsonl").read_bytes() == before


def test_the_rules_table_is_not_cut_at_80_columns_outside_a_terminal(tmp_path: Path, run_cli: RunCli) -> None:
    """stdout redirected (as in CI): every row of the rules table stays whole, header included."""
    write_conversation(tmp_path / "c" / "0.yml", conversation("c0", {"size": "small"}, {"price": "12 dollars"}))
    long_name = "a_small_pizza_is_never_charged_more_than_the_large_one_of_the_same_kind"
    write_rule(tmp_path / "rules", long_name, oracle="True")
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "c"]
    done = run_cli("sensei-check", args, env={"COLUMNS": ""})  # no width hint: what a CI log gets
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert any(long_name in line and line.rstrip().endswith("0.00% │") for line in lines), done.stdout
    assert any("inconclusive" in line and "fail rate" in line for line in lines), done.stdout
    assert "…" not in done.stdout


@pytest.mark.parametrize("flag", ["--dump", "--junit", "--jsonl"])
@pytest.mark.parametrize("where", ["afile/x", "d"])
def test_an_output_file_under_a_file_or_naming_a_folder_is_refused_before_anything_is_checked(
    tmp_path: Path, run_cli: RunCli, flag: str, where: str
) -> None:
    write_conversation(tmp_path / "c" / "0.yml", conversation("c0", {"size": "small"}, {"price": "12 dollars"}))
    write_rule(tmp_path / "rules", "plain", oracle="True")
    (tmp_path / "afile").write_text("", encoding="utf-8")
    (tmp_path / "d").mkdir()
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "c", flag, tmp_path / where]
    done = run_cli("sensei-check", args)
    assert done.returncode == 2 and done.stdout == "", done.stdout + done.stderr
    assert done.stderr.startswith(f"error: {flag}: ") and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_ctrl_c_before_the_verdicts_says_nothing_was_written(
    tmp_path: Path, run_cli: RunCli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Interrupted while the rules are checked (a slow LLM): no file is written, and the message says so."""
    from user_sim.evaluation.rules import check_run

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(check_run, "check_conversations", interrupted)
    write_conversation(tmp_path / "c" / "0.yml", conversation("c0", {"size": "small"}, {"price": "12 dollars"}))
    write_rule(tmp_path / "rules", "ok", oracle="True")
    out = tmp_path / "verdicts"
    done = run_cli("sensei-check", ["--rules", tmp_path / "rules", "--conversations", tmp_path / "c", "--out", out])
    assert done.returncode == 130, done.stderr
    assert "error: interrupted; nothing was written (the verdict files are written at the end)" in done.stderr
    assert "on disk" not in done.stderr and not out.exists()


def test_rules_with_standard_error_closed_are_checked_and_written(tmp_path: Path) -> None:
    """``sensei-check --rules … 2>&-``: the progress display has no terminal to ask; the verdicts are reached and
    written as with standard error open (it crashed: exit 3, nothing written)."""
    for i, price in enumerate(["12 dollars", "8 dollars"]):
        write_conversation(tmp_path / "c" / f"{i}.yml", conversation(f"c{i}", {"size": "small"}, {"price": price}))
    (tmp_path / "c" / "other.yml").write_text("a: 1\n", encoding="utf-8")  # skipped, with a note for stderr
    write_rule(tmp_path / "rules", "small_price", when="size == 'small'", oracle="extract_float(price) >= 10")
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "c", "--junit", tmp_path / "j.xml"]
    command = [sys.executable, "-m", "user_sim.cli.check", *map(str, args)]
    done = subprocess.run(
        ["sh", "-c", 'exec "$@" 2>&-', "sh", *command], stdout=subprocess.PIPE, env=cli_env(), check=False
    )
    assert done.returncode == 1, done.stdout
    assert b"small_price" in done.stdout and (tmp_path / "j.xml").is_file()
    assert b"note:" not in done.stdout and b"error:" not in done.stdout  # what was for stderr went nowhere
