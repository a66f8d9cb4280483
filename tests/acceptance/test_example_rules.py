"""The README's main command catches the demo bot's two flaws offline (example rules); the fixed bot passes."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import explain, only_run, report
from tests.acceptance.test_offline_example import offline_env
from tests.support.example_project import copy_example


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "pizza-shop"
    copy_example(project)
    return project


def test_the_main_command_fails_naming_both_flaws(chat: Chat, tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = chat("--run-from-yaml", project, cwd=tmp_path, env=offline_env(tmp_path))
    assert done.returncode == 1, explain(done)
    assert "FAIL price_matches_menu on order_steps/3.yml: wrong price: a large pepperoni is $13.50" in done.stdout
    assert "FAIL drink_is_charged on pairwise_drinks/0.yml: forgotten drink: cola was ordered" in done.stdout
    run_dir = only_run(project)
    verdicts = [json.loads(line) for line in (run_dir / "rules.jsonl").read_text().splitlines()]
    failed = {(v["rule"], v["conversations"][0]) for v in verdicts if v["verdict"] == "fail"}
    assert ("price_matches_menu", "order_steps/3.yml") in failed
    assert {c for r, c in failed if r == "drink_is_charged"} == {f"pairwise_drinks/{i}.yml" for i in range(6)}
    assert {v["verdict"] for v in verdicts} <= {"pass", "fail", "not_applicable"}
    assert report(run_dir)["rules"]["verdicts"]["drink_is_charged"]["fail"] == 6
    suites = {s.get("name"): s for s in ElementTree.parse(run_dir / "junit.xml").getroot()}
    assert suites["rules"].get("failures") == "7"
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert '<span class="badge fail">RULES FAILED</span></h1>' in page and "ALL PASSED" not in page
    assert "wrong price: a large pepperoni is $13.50 on the menu" in page and "forgotten drink: cola" in page
    assert '<div class="num">7</div><div class="lbl">rule failures</div>' in page
    assert page.count('<span class="badge fail">rule fail: drink_is_charged</span></summary>') == 6
    assert page.count("<section") == 3, "the rules are part of the summary, not an extra section"


def test_the_fixed_bot_passes_every_rule(chat: Chat, tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = chat("--run-from-yaml", project, "-cp", "flaws=false", cwd=tmp_path, env=offline_env(tmp_path))
    assert done.returncode == 0, explain(done)
    verdicts = [json.loads(line) for line in (only_run(project) / "rules.jsonl").read_text().splitlines()]
    assert {v["verdict"] for v in verdicts} == {"pass", "not_applicable"}
    assert sum(v["verdict"] == "pass" for v in verdicts) == 16
    page = (only_run(project) / "report.html").read_text(encoding="utf-8")
    assert '<span class="badge ok">ALL PASSED</span></h1>' in page
    assert '<div class="num">0</div><div class="lbl">rule failures</div>' in page and "no rule failed" in page


def test_no_rules_skips_them(chat: Chat, tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = chat("--run-from-yaml", project, "--no-rules", cwd=tmp_path, env=offline_env(tmp_path))
    assert done.returncode == 0, explain(done)
    assert not (only_run(project) / "rules.jsonl").exists()


def test_an_invalid_rule_stops_the_run_before_anything_runs(chat: Chat, tmp_path: Path) -> None:
    project = _project(tmp_path)
    (project / "rules" / "broken.yml").write_text("name: broken\ndescription: x\noracle: price.__class__\n")
    done = chat("--run-from-yaml", project, cwd=tmp_path)
    assert done.returncode == 2
    assert "rules/broken.yml:3:9: oracle: the attribute '__class__' is not allowed" in done.stderr
    assert not (project / "output" / "runs").exists()


def test_run_yml_names_the_rules(chat: Chat, tmp_path: Path) -> None:
    project = _project(tmp_path)
    (project / "rules").rename(project / "checks")
    (project / "checks" / "drink_is_charged.yml").unlink()
    run_yml = project / "run.yml"
    run_yml.write_text(run_yml.read_text() + "rules: checks\n")
    done = chat("--run-from-yaml", project, cwd=tmp_path)
    assert done.returncode == 1, explain(done)
    assert "price_matches_menu" in done.stdout and "drink_is_charged" not in done.stdout
    run_yml.write_text(run_yml.read_text().replace("rules: checks", "rules: false"))
    assert chat("--run-from-yaml", project, cwd=tmp_path).returncode == 0


def test_the_junit_copy_carries_the_rules_suite(chat: Chat, tmp_path: Path) -> None:
    project = _project(tmp_path)
    copy = tmp_path / "ci" / "junit.xml"
    done = chat("--run-from-yaml", project, "--junit", copy, cwd=tmp_path, env=offline_env(tmp_path))
    assert done.returncode == 1, explain(done)
    assert copy.read_text() == (only_run(project) / "junit.xml").read_text()
    suites = {s.get("name"): s for s in ElementTree.parse(copy).getroot()}
    assert suites["rules"].get("failures") == "7"  # what a CI dashboard reads must show the failed rules
