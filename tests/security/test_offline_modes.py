"""--validate-only and --dry-run call nothing: no target, no model, no project code."""

from __future__ import annotations

import sys

import pytest

from tests.security.fakes import make_project, refusing_bot
from user_sim.cli.security_check import main
from user_sim.security import command as security_command
from user_sim.security.detect import pii
from user_sim.security.execute import campaign_runner as runner
from user_sim.security.execute import llm_clients
from user_sim.security.plan import campaign as loading
from user_sim.targets import factory as target_factory
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
    monkeypatch.setattr(target_factory, "build_target", lambda *a: calls.append("target") or FakeTarget(refusing_bot))
    monkeypatch.setattr(
        llm_clients, "CampaignClients", lambda *a: calls.append("llm factory") or (lambda s, n: calls.append("llm"))
    )
    monkeypatch.setattr(pii, "redact", lambda text: calls.append("redactor") or text)
    monkeypatch.setattr(security_command, "check_connector", lambda *a: None)  # 'fake' is no real technology
    return project, calls


def imported(project) -> bool:
    return (project / "security" / "functions.py.imported").exists() or any(
        str(getattr(module, "__file__", "")).startswith(str(project)) for module in list(sys.modules.values())
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
    assert set(calls) == {"redactor"} and not imported(project)  # the pack's PII oracles turn redaction on
    [folder] = (project / "output" / "security_reports").iterdir()
    text = (folder / "results.jsonl").read_text()
    assert text.count('"status": "skipped"') == 2 + 1 + 28
    assert "Cancel {{order}}. {{ask}}" in text  # the planned prompt, not a generated one


def test_a_real_run_imports_the_function_only_then(trapped, monkeypatch):
    project, _calls = trapped
    from tests.security.fakes import llm_factory, seeded_writer, simple_redactor

    monkeypatch.setattr(llm_clients, "CampaignClients", lambda *a: llm_factory(seeded_writer))
    monkeypatch.setattr(pii, "redact", simple_redactor)
    assert main(["--run-from-yaml", str(project), "--no-progress"]) in (0, 1)
    assert (project / "security" / "functions.py.imported").exists()
