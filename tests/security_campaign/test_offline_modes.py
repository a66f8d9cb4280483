"""--validate-only and --dry-run call nothing: no target, no model, no project code."""

from __future__ import annotations

import sys

import pytest

from tests.security_campaign.fakes import make_project, refusing_bot
from user_sim.cli.security_check import main
from user_sim.security import loading, runner, wiring
from user_sim.testing import FakeTarget

CAMPAIGN = """\
    execution: {attempts: 2}
    attacks:
      - name: dan_jailbreak
      - name: custom_benchmark
        source: attacks/cases.yml
        rephrase: true
      - name: owasp_pack
    """
CASES = """\
    oracle: {type: keyword_absent, params: {keywords: [x]}}
    variables:
      order: {function: "../functions.py:order_id"}
      ask: {generate: "Write a question", fallback: "hi"}
    cases:
      - {id: a, prompt: "Cancel {{order}}. {{ask}}"}
    """
TRAP = "open(__file__ + '.imported', 'w').write('yes')\ndef order_id():\n    return 'ORD-1'\n"


@pytest.fixture
def trapped(tmp_path, monkeypatch, oracles):
    project = make_project(tmp_path, CAMPAIGN, {"security/attacks/cases.yml": CASES, "security/functions.py": TRAP})
    calls: list[str] = []
    monkeypatch.setattr(loading, "ORACLES", oracles)
    monkeypatch.setattr(runner, "ORACLES", oracles)
    monkeypatch.setattr(wiring, "build_target", lambda *a: calls.append("target") or FakeTarget(refusing_bot))
    monkeypatch.setattr(
        wiring, "build_llm_factory", lambda *a: calls.append("llm factory") or (lambda s, n: calls.append("llm"))
    )
    monkeypatch.setattr(wiring, "default_redactor", lambda: calls.append("redactor") or str)
    monkeypatch.setattr(wiring, "check_connector", lambda *a: None)  # 'fake' is no real technology
    return project, calls


def imported(project) -> bool:
    return (project / "security" / "functions.py.imported").exists() or any(
        name.startswith("user_sim_project_") for name in sys.modules
    )


def test_validate_only_makes_no_call_and_imports_no_user_code(trapped, capsys):
    project, calls = trapped
    assert main(["--run-from-yaml", str(project), "--validate-only"]) == 0
    assert calls == [] and not imported(project)
    assert not (project / "output").exists()
    assert "valid;" in capsys.readouterr().out


def test_validate_only_still_checks_that_the_function_file_exists(trapped, capsys):
    project, _calls = trapped
    (project / "security" / "functions.py").unlink()
    assert main(["--run-from-yaml", str(project), "--validate-only"]) == 2
    assert "function file '../functions.py' not found" in capsys.readouterr().err


def test_dry_run_lists_every_case_as_skipped_and_calls_nothing(trapped):
    project, calls = trapped
    assert main(["--run-from-yaml", str(project), "--dry-run", "--no-progress"]) == 0
    assert calls == ["redactor"] and not imported(project)  # the pack's PII oracles turn redaction on
    [folder] = (project / "output" / "security_reports").iterdir()
    text = (folder / "results.jsonl").read_text()
    assert text.count('"status": "skipped"') == 2 + 1 + 28
    assert "Cancel {{order}}. {{ask}}" in text  # the planned prompt, not a generated one


def test_a_real_run_imports_the_function_only_then(trapped, monkeypatch):
    project, _calls = trapped
    from tests.security_campaign.fakes import llm_factory, seeded_writer, simple_redactor

    monkeypatch.setattr(wiring, "build_llm_factory", lambda *a: llm_factory(seeded_writer))
    monkeypatch.setattr(wiring, "default_redactor", lambda: simple_redactor)
    assert main(["--run-from-yaml", str(project), "--no-progress"]) in (0, 1)
    assert (project / "security" / "functions.py.imported").exists()
