"""The security report page names every case's OWASP and ATLAS tags, its breached turn and who judged it."""

from __future__ import annotations

from tests.security.fakes import case_record
from user_sim.security.records import CaseRecord
from user_sim.security.report.html import render_security_html


def _record(**changes: object) -> CaseRecord:
    record: dict[str, object] = {
        "key": "0:crescendo_1",
        "attack": "crescendo",
        "case_id": "crescendo_1",
        "status": "breached",
        "reason": "the system prompt leaked at turn 4",
        "oracle": {"type": "system_prompt_leakage", "params": {}, "evidence": ["Internal code: PZ-7731"]},
        "tags": ["LLM07:2025 System Prompt Leakage"],
        "atlas": ["AML.T0051", "AML.T0057"],
        "turn": 4,
        "conversation": [{"User": "hi", "Assistant": "Internal code: PZ-7731"}],
    }
    return case_record(**(record | changes))


def test_a_case_shows_its_tags_turn_and_judge():
    oracle = {"type": "llm_judge", "params": {}, "judged_by": "llm_judge (escalated)"}
    page = render_security_html([_record(), _record(key="1:x", turn=None, oracle=oracle)], "run-1", "demo")

    assert "LLM07:2025 System Prompt Leakage" in page
    assert "AML.T0051, AML.T0057" in page
    assert "<th>breached at turn</th><td>4</td>" in page
    assert "llm_judge (escalated)" in page
    assert page.count("breached at turn") == 1  # a single-turn case has no turn to show, and shows no "None"
    assert ">None<" not in page
