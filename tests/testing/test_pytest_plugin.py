"""The pytest plugin: ``simulate`` and the assertions in-process; a new project's example test under plain pytest."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from tests.conftest import RunCli, cli_env
from user_sim.testing import assert_data, assert_end_reasons, simulate
from user_sim.testing.simulation import Simulation

PROFILE = {
    "test_name": "greeter",
    "llm": {"model": "scripted"},
    "user": {
        "role": "You are a visitor who wants to know the opening hours.",
        "goals": ["the opening hours"],
    },
    "chatbot": {
        "fallback": "Sorry?",
        "output": [{"hours": {"type": "string", "description": "the opening hours the bot gave"}}],
    },
    "conversation": {"number": 2, "goal_style": {"steps": 2}},
}


def _bot(message: str) -> str:
    return "We are open from 9 to 17."


def test_simulate_runs_an_inline_profile_against_a_callable(tmp_path: Path):
    result = simulate(PROFILE, project=tmp_path, work_dir=tmp_path / "work", target=_bot)

    assert len(result.records) == 2 and result.exit_code == 0
    assert_end_reasons(result, "steps_done")
    assert all(turn.assistant == "We are open from 9 to 17." for r in result.records for turn in r.turns)
    assert (result.run_dir / "results.jsonl").is_file()


def test_a_failed_assertion_shows_the_transcript(tmp_path: Path):
    result = simulate(PROFILE, project=tmp_path, work_dir=tmp_path / "work", target=_bot)

    with pytest.raises(AssertionError) as failed:
        assert_end_reasons(result, "goal_reached")
    assert "2 conversations ended otherwise" in str(failed.value)
    assert "Assistant: We are open from 9 to 17." in str(failed.value)
    with pytest.raises(AssertionError, match=r"data_output.hours is .*expected 'never'"):
        assert_data(result, hours="never")
    assert_data(result, hours=lambda value: value is None or "9" in str(value))


def test_no_conversation_never_passes(tmp_path: Path):
    from user_sim.testing.simulation import Simulation

    with pytest.raises(AssertionError, match="no conversation ran"):
        assert_end_reasons(Simulation([], tmp_path, 0), "goal_reached")


def _plugin_installed() -> bool:
    return any(ep.value == "user_sim.testing.pytest_plugin" for ep in entry_points(group="pytest11"))


@pytest.mark.skipif(not _plugin_installed(), reason="the pytest11 entry point is not installed: pip install -e .")
def test_the_scaffolded_example_test_passes_and_fails_with_the_flaws(tmp_path: Path, run_cli: RunCli):
    assert run_cli("sensei-init-project", ["--path", tmp_path, "--name", "shop"]).returncode == 0
    project = tmp_path / "shop"
    example = project / "tests" / "test_order_a_pizza.py"

    def plain_pytest() -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "simulated_user"]
        return subprocess.run(command, cwd=project, env=cli_env(), capture_output=True, text=True, timeout=300)

    passed = plain_pytest()
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "1 passed" in passed.stdout

    example.write_text(example.read_text().replace("DEMO_FLAWS = False", "DEMO_FLAWS = True"))
    failed = plain_pytest()
    assert failed.returncode == 1, failed.stdout + failed.stderr
    assert "data_output.price is 15.3, expected 13.5" in failed.stdout
    assert "Assistant: Your order is confirmed" in failed.stdout


def test_the_projects_rules_are_checked_and_a_failure_shows_the_transcript(tmp_path: Path):
    from user_sim.testing import assert_rules_pass

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "hours.yml").write_text("name: closes_late\nthen: \"'22' in ' '.join(chatbot_phrases)\"\n")
    result = simulate(PROFILE, project=tmp_path, work_dir=tmp_path / "work", target=_bot)

    assert result.exit_code == 1
    assert {v["verdict"] for v in result.rule_verdicts} == {"fail"}
    with pytest.raises(AssertionError, match="closes_late: fail") as failed:
        assert_rules_pass(result)
    assert "Assistant: We are open from 9 to 17." in str(failed.value)


def test_rule_verdicts_quoting_a_reply_with_a_unicode_line_separator_are_read_whole(tmp_path: Path):
    """rules.jsonl keeps U+2028 as it is inside a verdict's message (JSON does not escape it): the run's one
    JSON-lines reader ends a line at its newline only."""
    verdict = {"rule": "r", "verdict": "fail", "message": "replies out of scope: Open\u2028at 9."}
    (tmp_path / "rules.jsonl").write_text(json.dumps(verdict, ensure_ascii=False) + "\n", encoding="utf-8")
    assert Simulation(records=[], run_dir=tmp_path, exit_code=1).rule_verdicts == [verdict]
