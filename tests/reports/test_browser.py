"""The HTML reports in a real browser (headless Chromium): hostile text stays text, nothing is fetched, and the
summary is above the fold at 1280×800.

The page is loaded from a file with the DevTools ``Network`` log on and a proxy pointing at a closed port (see
tests/support/browser.py): every request the page makes is in the log, and none could leave the machine. The
hostile-text checks also load the page *without* its Content-Security-Policy, to show that escaping alone keeps
the scripts from running (the CSP is a second fence). Skips, saying why, when Chromium is not installed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.evaluation.support import fake_judge, judged_turn, turn_answer
from tests.reports.records import make_record
from tests.security.fakes import case_record
from tests.support.browser import INSTALL_HINT, Browser, chromium_path
from user_sim.config.evaluation import EvaluationConfig
from user_sim.core.records import ConversationRecord, Turn
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.report_view import evaluation_annotations
from user_sim.reports.html import render_html
from user_sim.reports.page import CSP, e
from user_sim.security.records import CaseRecord
from user_sim.security.report.html import render_security_html

pytestmark = pytest.mark.skipif(chromium_path() is None, reason=INSTALL_HINT)

HOSTILE = [
    "<script>alert('script')</script>",
    "<img src=x onerror=alert('img')>",
    "<a href=\"javascript:alert('link')\">click me</a>",
    "</textarea><script>alert('textarea')</script>",
    "{{7*7}}",
]
REPLY = " ".join(HOSTILE)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with Browser(1280, 800) as opened:
        yield opened


def hostile_records() -> list[ConversationRecord]:
    turns = [
        Turn(index=0, user=HOSTILE[1], assistant=REPLY, latency_s=0.2),
        Turn(index=1, user="ok", assistant=HOSTILE[3]),
    ]
    return [
        make_record(
            serial="s-0", turns=turns, profile="<b>shop</b>", values={"size": [HOSTILE[0]]}, greeting=HOSTILE[4]
        ),
        make_record(
            serial="s-1\"><script>alert('serial')</script>", index=1, turns=turns, error=HOSTILE[2], end_reason="error"
        ),
    ]


def hostile_evaluation(records: list[ConversationRecord]) -> Evaluation:
    def answer(messages, schema):  # type: ignore[no-untyped-def]
        return turn_answer(
            score=2, score_reason=HOSTILE[judged_turn(messages)], label="false information", reason=REPLY
        )

    config = EvaluationConfig(model="judge", numeric_thresholds={"helpfulness": 3})
    evaluator = Evaluator(config, client=fake_judge(answer)[0], run_id="<script>alert('run')</script>")
    for record in records:
        evaluator.submit(record)
    return evaluator.finish()


def hostile_cases() -> list[CaseRecord]:
    return [
        case_record(
            key=f"{i}:{HOSTILE[i]}",
            attack=HOSTILE[0],
            case_id=HOSTILE[1],
            status=status,
            reason=HOSTILE[3],
            prompt=HOSTILE[2],
            response=REPLY,
            oracle={"type": "keyword_absent", "params": {}, "evidence": [REPLY]},
            tags=["LLM01:2025 Prompt Injection", HOSTILE[4]],
            conversation=[{"User": HOSTILE[2], "Assistant": REPLY}],
            attack_response_time=0.3,
            errors=[{"target": HOSTILE[0]}] if status == "error" else [],
        )
        for i, status in enumerate(["breached", "resilient", "error"])
    ]


def load(browser: Browser, folder: Path, page: str, *, keep_csp: bool) -> str:
    if not keep_csp:
        page = page.replace(f'<meta http-equiv="Content-Security-Policy" content="{e(CSP)}">', "")
        assert "Content-Security-Policy" not in page
    path = folder / "report.html"
    path.write_text(page, encoding="utf-8")
    url = path.as_uri()
    browser.open(url)
    return url


def assert_nothing_ran_and_text_shows(browser: Browser, url: str) -> None:
    assert browser.dialogs() == []  # no alert() ran
    assert browser.requests() == [url]  # the document itself, nothing else: no image, no font, no CDN
    counts = browser.evaluate(
        "[document.scripts.length, document.images.length, document.querySelectorAll('textarea,iframe,object').length,"
        " document.querySelectorAll('a[href^=\"javascript:\" i]').length,"
        " [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length]"
    )
    assert counts == [0, 0, 0, 0, 0]
    hrefs = browser.evaluate("[...document.querySelectorAll('a')].map(a => a.getAttribute('href'))")
    assert all(href.startswith("#a-") for href in hrefs)  # links only inside the page
    text = browser.evaluate("document.body.innerText")
    for hostile in HOSTILE:
        assert hostile in text  # shown as the characters the bot sent
    assert "49" not in text  # {{7*7}} was not evaluated by anything


@pytest.mark.parametrize("keep_csp", [False, True])
def test_chat_report_shows_hostile_replies_as_text_and_fetches_nothing(
    browser: Browser, tmp_path: Path, keep_csp: bool
) -> None:
    records = hostile_records()
    url = load(browser, tmp_path, render_html(records, "run-1"), keep_csp=keep_csp)
    browser.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert_nothing_ran_and_text_shows(browser, url)


@pytest.mark.parametrize("keep_csp", [False, True])
def test_check_report_with_evaluation_shows_hostile_reasons_as_text(
    browser: Browser, tmp_path: Path, keep_csp: bool
) -> None:
    records = hostile_records()
    evaluation = hostile_evaluation(records)
    assert evaluation.unique_errors and evaluation.gate_failures
    url = load(
        browser,
        tmp_path,
        render_html(records, evaluation.run_id, evaluation_annotations(evaluation)),
        keep_csp=keep_csp,
    )
    browser.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert_nothing_ran_and_text_shows(browser, url)
    # every unique error links to conversations that exist on the page
    targets = browser.evaluate(
        "[...document.querySelectorAll('#summary a')]"
        ".map(a => !!document.getElementById(a.getAttribute('href').slice(1)))"
    )
    assert targets and all(targets)


@pytest.mark.parametrize("keep_csp", [False, True])
def test_security_report_quotes_evidence_as_sent_and_runs_nothing(
    browser: Browser, tmp_path: Path, keep_csp: bool
) -> None:
    url = load(browser, tmp_path, render_security_html(hostile_cases(), "run-<1>", HOSTILE[0]), keep_csp=keep_csp)
    browser.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert_nothing_ran_and_text_shows(browser, url)
    summary = browser.evaluate("document.getElementById('summary').innerText")
    assert "LLM01:2025 Prompt Injection" in summary and "Verdicts by OWASP category" in summary


def shop_run() -> tuple[list[ConversationRecord], Evaluation]:
    profiles = ["full_order", "order_steps", "pairwise_drinks", "shop_questions"]
    records = [
        make_record(profile=p, index=i, serial=f"{p}-{i}", end_reason="goal_reached" if i % 3 else "turn_limit")
        for p in profiles
        for i in range(6)
    ]
    answer = lambda m, s: turn_answer(score=2 + judged_turn(m), label="repetition" if judged_turn(m) else "no failure")  # noqa: E731
    config = EvaluationConfig(
        model="judge",
        numeric_thresholds={"helpfulness": 3, "overall_score": 0.7},
        qualitative_failure_labels={"agent_behavior_failure": ["false information"]},
    )
    evaluator = Evaluator(config, client=fake_judge(answer)[0], run_id="20261201T150711Z-266fe7")
    for record in records:
        evaluator.submit(record)
    return records, evaluator.finish()


def test_the_summary_is_above_the_fold_at_1280x800(browser: Browser, tmp_path: Path) -> None:
    records, evaluation = shop_run()
    load(browser, tmp_path, render_html(records, evaluation.run_id, evaluation_annotations(evaluation)), keep_csp=True)
    box = browser.evaluate("JSON.stringify(document.getElementById('summary').getBoundingClientRect())")
    import json

    top, bottom = json.loads(box)["top"], json.loads(box)["bottom"]
    assert top >= 0 and bottom <= 800, box
    headings = browser.evaluate("[...document.querySelectorAll('#summary caption')].map(c => c.innerText)")
    assert headings == ["Pass/fail by profile", "Gates", "Unique errors"]
    shot = browser.screenshot(tmp_path / "above-the-fold.png")
    header = shot.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and (int.from_bytes(header[16:20]), int.from_bytes(header[20:24])) == (
        1280,
        800,
    )


def test_the_evaluators_validation_is_in_the_summary(browser: Browser, tmp_path: Path) -> None:
    from tests.evaluation.test_gate_validation import evaluate, records, write_profile

    write_profile(tmp_path)
    evaluation = evaluate(tmp_path)
    load(browser, tmp_path, render_html(records(), "R1", evaluation_annotations(evaluation)), keep_csp=True)
    headings = browser.evaluate("[...document.querySelectorAll('#summary caption')].map(c => c.innerText)")
    assert headings == ["Pass/fail by profile", "Gates", "Evaluator validation", "Unique errors"]
    rows = browser.evaluate(
        "[...document.querySelectorAll('#summary table')[2].querySelectorAll('tbody tr')].map(r => r.innerText)"
    )
    assert len(rows) == 2 and "qwen1.5b" in rows[0] and "judge-model" in rows[1]
    assert all("no labels" in row for row in rows)
    gates = browser.evaluate("document.querySelectorAll('#summary table')[1].innerText")
    assert "INSUFFICIENT_EVIDENCE (evaluator not validated)" in gates
    assert browser.evaluate("document.querySelector('h1').innerText").endswith("INSUFFICIENT EVIDENCE")


def test_the_validation_note_has_a_line_of_its_own(browser: Browser, tmp_path: Path) -> None:
    # a run page without an evaluation: the note on labelling sat beside the Rules table when both fitted in a row
    from tests.evaluation.rules.test_report_view import RECORDS, _verdict
    from user_sim.evaluation.evaluator_validation import EvaluatorStatus, EvaluatorValidation
    from user_sim.evaluation.rules.report_view import rules_annotations
    from user_sim.evaluation.validation_view import validation_annotations
    from user_sim.reports.annotations import combine

    user = EvaluatorStatus(
        role="simulated_user", key="k", model="scripted", prompt_hash="h", temperature=0, budget=None, state="no labels"
    )
    notes = combine(
        validation_annotations(EvaluatorValidation(evaluators=[user]), Path("o")),
        rules_annotations([_verdict("pass", ["shop/0.yml"])], RECORDS),
    )
    load(browser, tmp_path, render_html(RECORDS, "r1", notes), keep_csp=True)
    boxes = browser.evaluate(
        "(() => { const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.bottom]; };"
        " const summary = document.getElementById('summary');"
        " return [box(summary), box(summary.querySelector(':scope > p')),"
        " [...summary.querySelectorAll(':scope > table')].map(box)]; })()"
    )
    summary, note, tables = boxes
    assert note[0] == summary[0]  # at the left edge, not after a table
    assert all(bottom <= note[1] or top >= note[2] for _, top, bottom in tables), boxes  # no table beside it
