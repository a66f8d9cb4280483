"""The rules' annotations of report.html, alone and combined with the evaluation's."""

from __future__ import annotations

from tests.reports.records import make_record
from user_sim.core.records import ConversationRecord
from user_sim.evaluation.rules.report_view import rules_annotations
from user_sim.evaluation.rules.verdicts import RuleVerdict
from user_sim.reports import chat_view
from user_sim.reports.annotations import Annotations, combine
from user_sim.reports.html import render_html
from user_sim.reports.page import Badge


def _record(profile: str, index: int) -> ConversationRecord:
    return make_record(run_id="r1", serial=f"{profile}{index}", profile=profile, index=index)


def _verdict(verdict: str, conversations: list[str], message: str | None = None) -> RuleVerdict:
    return RuleVerdict.model_validate(
        {"rule": "r", "rule_file": "r.yml", "conversations": conversations, "verdict": verdict, "message": message}
    )


RECORDS = [_record("shop", 0), _record("shop", 1), _record("other", 0)]


def test_a_failed_rule_gives_the_verdict_a_tile_a_column_links_and_notes() -> None:
    notes = rules_annotations(
        [_verdict("fail", ["shop/1.yml"], "bad total"), _verdict("pass", ["shop/0.yml"])], RECORDS
    )
    assert notes.verdict == Badge("RULES FAILED", "fail")
    assert ("rule failures", 1, "fail") in notes.tiles
    assert notes.profile_cells == {"shop": [Badge("1", "fail")], "other": [0]}
    assert set(notes.titles) == set(notes.notes) == {"shop1"}
    page = render_html(RECORDS, "r1", notes)
    assert '<a href="#a-shop1">shop/1.yml</a>' in page and 'id="a-shop1"' in page
    assert "rule r fail: bad total" in page and "ALL PASSED" not in page


def test_an_unjudged_rule_is_inconclusive_and_passing_rules_keep_the_runs_verdict() -> None:
    assert rules_annotations([_verdict("inconclusive", ["shop/0.yml"], "no LLM")], RECORDS).verdict == Badge(
        "RULES INCONCLUSIVE", "warn"
    )
    passing = rules_annotations([_verdict("pass", ["shop/0.yml"])], RECORDS)
    assert passing.verdict is None
    assert '<span class="badge ok">ALL PASSED</span>' in render_html(RECORDS, "r1", passing)


def test_a_hostile_message_renders_as_text() -> None:
    hostile = "<script>alert(1)</script>\"'><img src=x onerror=alert(2)>"
    page = render_html(
        RECORDS, "r1", rules_annotations([_verdict("fail", ["shop/0.yml", "<b>x</b>"], hostile)], RECORDS)
    )
    assert "<script>" not in page and "<img" not in page and "<b>x" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    # the rule's conversations, one a line
    assert '<ul class="lines"><li><a href="#a-shop0">shop/0.yml</a></li><li>&lt;b&gt;x&lt;/b&gt;</li></ul>' in page


def test_combine_keeps_both_judges_and_the_graver_verdict() -> None:
    evaluation = Annotations(
        verdict=Badge("GATES PASSED", "ok"),
        tiles=[("gate failures", 0, "ok")],
        profile_columns=["completed"],
        profile_cells={"shop": [2]},
        titles={"shop0": ["eval"]},
        turn_tones={("shop0", 0): "warn"},
    )
    rules = rules_annotations([_verdict("fail", ["shop/0.yml"], "bad")], RECORDS)
    both = combine(evaluation, combine(Annotations(turn_tones={("shop0", 0): "fail"}), rules))
    assert both.verdict == Badge("RULES FAILED", "fail")
    assert [t[0] for t in both.tiles] == ["gate failures", "rule failures"]
    assert both.profile_columns == ["completed", "rule failures"]
    assert both.profile_cells == {"shop": [2, Badge("1", "fail")], "other": ["", 0]}
    assert both.titles["shop0"][0] == "eval" and len(both.titles["shop0"]) == 2
    assert both.turn_tones[("shop0", 0)] == "fail"
    assert combine(evaluation, Annotations()).verdict == Badge("GATES PASSED", "ok")


def _tiles(page: str) -> dict[str, str]:
    """The page's tiles, label -> number."""
    import re

    return dict(
        (label, num) for num, label in re.findall(r'<div class="num">([^<]*)</div><div class="lbl">([^<]*)</div>', page)
    )


def test_a_conversation_that_failed_a_rule_is_not_counted_as_passed() -> None:
    """Issue 13: a run with rule failures must not read "passed 3" next to "rule failures 1"."""
    notes = rules_annotations(
        [_verdict("fail", ["shop/1.yml"], "bad total"), _verdict("pass", ["shop/0.yml"])], RECORDS
    )
    page = render_html(RECORDS, "r1", notes)
    tiles = _tiles(page)
    assert (tiles["conversations"], tiles["passed"], tiles["failed a check"], tiles["rule failures"]) == (
        "3",
        "2",
        "1",
        "1",
    )
    table = chat_view.profiles_table(RECORDS, notes)
    assert table.rows == [["other", 1, 1, 0, 0, 0], ["shop", 2, 1, 0, 0, Badge("1", "fail")]]
    clean = _tiles(render_html(RECORDS, "r1", rules_annotations([_verdict("pass", ["shop/0.yml"])], RECORDS)))
    assert clean["passed"] == "3" and "failed a check" not in clean


def test_a_conversation_that_failed_a_gate_is_not_counted_as_passed() -> None:
    from user_sim.evaluation.records import Evaluation, GateFailure
    from user_sim.evaluation.report_view import evaluation_annotations

    failure = GateFailure(serial="shop0", profile="shop", metric="m", value=1.0, threshold=3.0)
    unknown = GateFailure(serial="shop1", profile="shop", metric="m", value=None, threshold=3.0, inconclusive=True)
    notes = evaluation_annotations(Evaluation(run_id="r1", gate_failures=[failure, unknown]))
    assert notes.failed == frozenset({"shop0"})  # an inconclusive gate is "not judged", not a failure
    assert _tiles(render_html(RECORDS, "r1", notes))["passed"] == "2"


def test_a_judges_verdict_never_hides_the_end_reasons_one() -> None:
    """GATES PASSED over conversations that failed or errored reads SOME FAILED / ERRORS (sensei-chat exits 1 / 3)."""
    gates_passed = Annotations(verdict=Badge("GATES PASSED", "ok"))
    failed = [*RECORDS[:2], RECORDS[2].model_copy(update={"end_reason": "turn_limit"})]
    page = render_html(failed, "r1", gates_passed)
    assert '<span class="badge fail">SOME FAILED</span></h1>' in page and "GATES PASSED" not in page
    broken = [*RECORDS[:2], RECORDS[2].model_copy(update={"end_reason": "user_broke_role", "turns": []})]
    assert '<span class="badge warn">ERRORS</span></h1>' in render_html(broken, "r1", gates_passed)
    gate_failed = Annotations(verdict=Badge("GATE FAILED", "fail"))
    assert '<span class="badge fail">GATE FAILED · ERRORS</span></h1>' in render_html(broken, "r1", gate_failed)
    assert '<span class="badge ok">GATES PASSED</span></h1>' in render_html(RECORDS, "r1", gates_passed)
