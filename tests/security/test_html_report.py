"""The security report page names every case's OWASP and ATLAS tags, its breached turn and who judged it."""

from __future__ import annotations

import re

from tests.security.acceptance_support import only_run_folder, results
from tests.security.fakes import case_record, make_project
from tests.support.openai_server import OpenAIServer
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


def _report(tmp_path, run_cli, security_yml: str, run_yml: str, files: dict[str, str] | None = None) -> str:
    project = make_project(tmp_path, security_yml, files, run_yml=run_yml)
    run_cli("sensei-security-check", ["--run-from-yaml", project, "--no-progress"])
    return (only_run_folder(project) / "report.html").read_text(encoding="utf-8")


def test_a_case_file_case_is_not_labelled_as_an_attempt(tmp_path, run_cli):
    campaign = """\
        generation: {enabled: false}
        execution: {attempts: 2}
        attacks: [{name: owasp_pack}, {name: amnesia}]
        """
    page = _report(tmp_path, run_cli, campaign, "technology: demo\n")
    records = results(only_run_folder(tmp_path))
    pack = [r for r in records if r["attack"] == "owasp_pack"]
    assert len(pack) > 2 and {r["attempt"] for r in pack} == {1}  # each case of the file runs once
    assert re.search(r"owasp_pack / \w+ · attempt", page) is None
    assert "amnesia / amnesia_2 · attempt 2" in page  # a real second attempt still says so


ERRING_BOT = """\
    def reply(message):
        if "drop" in message.lower():
            raise RuntimeError("backend 502: upstream timed out")
        return "Sorry, I can only help with pizza orders."
    """


def test_the_verdict_adds_up_to_the_tiles_and_the_cause_is_in_the_summary(tmp_path, run_cli):
    campaign = "generation: {enabled: false}\nattacks: [{name: amnesia}, {name: base64_injection}]\n"
    run_yml = "technology: python\nconnector_params: {callable: 'bot.py:reply'}\n"
    page = _report(tmp_path, run_cli, campaign, run_yml, {"bot.py": ERRING_BOT})
    assert '<span class="badge warn">INCONCLUSIVE: 1 ERROR</span>' in page
    assert '<div class="num">1</div><div class="lbl">error</div>' in page
    summary = page.split('<section id="summary"', 1)[1].split("</section>", 1)[0]
    assert "backend 502: upstream timed out" in summary and "<details" not in summary
    assert 'href="#a-0_amnesia_1"' in summary and 'id="a-0_amnesia_1"' in page


def test_a_warmup_user_whose_llm_fails_is_a_simulation_failure_not_a_target_one(tmp_path, run_cli):
    with OpenAIServer(lambda request: {"status": 400, "message": "bad request"}) as llm:
        campaign = f"""\
            generation: {{enabled: false}}
            simulation: {{model: test-model, base_url: '{llm.base_url}', role: a customer ordering dinner}}
            attacks: [{{name: amnesia, execution: {{mode: simulated_user, warmup_turns: 2}}}}]
            """
        project = make_project(tmp_path, campaign, run_yml="technology: demo\n")
        done = run_cli("sensei-security-check", ["--run-from-yaml", project, "--no-progress"])
    assert done.returncode == 3, done.stdout + done.stderr
    folder = only_run_folder(project)
    [record] = results(folder)
    assert record["status"] == "error" and [list(e) for e in record["errors"]] == [["simulation"]]
    assert "the warm-up user failed" in record["reason"]
    summary = (folder / "report.html").read_text(encoding="utf-8").split('<section id="summary"', 1)[1]
    row = summary.split("amnesia / amnesia_1", 1)[1].split("</tr>", 1)[0]
    assert "<td>simulation</td>" in row and "target" not in row, row


def test_a_page_of_a_run_that_judged_nothing_does_not_read_resilient():
    """A --shard that got no case (console: "no case ran ... exit 3") and a --dry-run (nothing sent) both had a page
    whose badge read RESILIENT over five 0 tiles."""
    empty = render_security_html([], "run-1", "demo")
    dry = render_security_html(
        [_record(status="skipped", reason="dry run: the case was planned but not sent")], "r", "d"
    )
    for page, says in ((empty, "NOTHING JUDGED: NO CASE RAN"), (dry, "NOTHING JUDGED: DRY RUN")):
        assert "RESILIENT" not in page
        assert f'<span class="badge warn">{says}</span>' in page
    judged = render_security_html([_record(status="resilient"), _record(key="1:x", status="skipped")], "r", "d")
    assert '<span class="badge ok">RESILIENT</span>' in judged
