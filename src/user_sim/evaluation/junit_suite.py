"""junit.xml's ``evaluation gates`` suite: the gates of a judged run, so a CI dashboard that reads junit.xml sees them.

One testcase per gate (``classname`` ``evaluation.gates``, ``name`` the metric and its rule, e.g.
``overall_score ≥ 0.7``): a ``<failure>`` when it failed on some conversation (each one named with its value), an
``<error>`` when it could not pass — insufficient evidence (an evaluator not validated), unapplied (no conversation
gave a label), or inconclusive (a gated value the judge could not give) —, one more ``judge`` testcase with an
``<error>`` when judgements failed, and one ``inconclusive conversations`` testcase with an ``<error>`` naming each
conversation judged inconclusive (the evaluation exits 3 on them, gated or not: junit.xml is never greener than the
exit code). The suite's ``<properties>`` give the validation key and state of each evaluator the verdict rests on
(``simulated_user``, ``judge`` or ``goal_check``: ``<key> (<state>)``), as report.yml does. The suite is replaced each
time the run is judged (``sensei-chat``, ``sensei-check --evaluate``, ``sensei-merge``), like the rules' suite; a run
judged with no gate, no failed judgement and no inconclusive conversation has none.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from user_sim.evaluation.records import ConversationEvaluation, Evaluation
from user_sim.evaluation.report_view import GATE_WORDS
from user_sim.runs.junit import clean, rewrite
from user_sim.wording import plural

SUITE = "evaluation gates"
"""The suite's name (a profile's suite is named by its test_name: two words, so that one hardly collides)."""
CLASSNAME = "evaluation.gates"


def evaluation_suite(evaluation: Evaluation) -> ET.Element | None:
    """The ``<testsuite name="evaluation gates">`` of ``evaluation`` (None: nothing gated, failed or inconclusive)."""
    gates = evaluation.gates()
    inconclusive = [c for c in evaluation.conversations if c.status == "inconclusive"]
    if not gates and not evaluation.judge_failures and not inconclusive:
        return None
    suite = ET.Element("testsuite", name=SUITE)
    _properties(suite, evaluation)
    for metric, rule in gates:
        case = ET.SubElement(suite, "testcase", classname=CLASSNAME, name=clean(f"{metric} {rule}"))
        problem = _gate_problem(evaluation, metric)
        if problem is not None:
            tag, kind, message = problem
            ET.SubElement(case, tag, message=clean(message), type=kind).text = clean(message)
    if evaluation.judge_failures:
        case = ET.SubElement(suite, "testcase", classname=CLASSNAME, name="judge")
        message = f"{evaluation.judge_failures} judgements failed; the first: {evaluation.judge_failure}"
        ET.SubElement(case, "error", message=clean(message), type="judge_failed").text = clean(message)
    if inconclusive:
        case = ET.SubElement(suite, "testcase", classname=CLASSNAME, name="inconclusive conversations")
        message = _inconclusive_message(inconclusive)
        ET.SubElement(case, "error", message=clean(message), type="inconclusive").text = clean(message)
    cases = list(suite.iter("testcase"))
    suite.set("tests", str(len(cases)))
    suite.set("failures", str(sum(c.find("failure") is not None for c in cases)))
    suite.set("errors", str(sum(c.find("error") is not None for c in cases)))
    suite.set("skipped", str(sum(c.find("skipped") is not None for c in cases)))
    return suite


def _properties(suite: ET.Element, evaluation: Evaluation) -> None:
    """The suite's ``<properties>``: each evaluator's validation key and state (none when it was not checked)."""
    evaluators = evaluation.validation.evaluators if evaluation.validation is not None else []
    if evaluators:
        properties = ET.SubElement(suite, "properties")
        for status in evaluators:
            ET.SubElement(properties, "property", name=f"{status.role}_key", value=f"{status.key} ({status.state})")


def _inconclusive_message(conversations: Sequence[ConversationEvaluation]) -> str:
    """``2 conversations judged inconclusive (never a pass): pizza s-1 (why); pizza s-2 (why)``."""
    named = [f"{c.profile} {c.serial}" + (f" ({why})" if (why := _why(c)) else "") for c in conversations]
    return f"{plural(len(conversations), 'conversation')} judged inconclusive (never a pass): {'; '.join(named)}"


def _why(conversation: ConversationEvaluation) -> str | None:
    """Why the conversation has no verdict: its first inconclusive score's reason."""
    scores = [*conversation.scores, *(s for t in conversation.turns for s in t.scores)]
    return next((f"{s.name}: {s.inconclusive}" for s in scores if s.inconclusive), conversation.goal_completion_reason)


def _gate_problem(evaluation: Evaluation, metric: str) -> tuple[str, str, str] | None:
    """(tag, type, message) of a gate that did not pass; None when it passed."""
    result = evaluation.gate_result(metric)
    found = [f for f in evaluation.gate_failures if f.metric == metric]
    if result == "failed":
        return "failure", "gate_failed", "; ".join(f.describe() for f in found if not f.inconclusive)
    if result == "no_conversation":  # nothing to check, and the run exits 0: skipped, never a passed testcase
        return "skipped", result, GATE_WORDS[result]
    if result in GATE_WORDS:
        return "error", result, GATE_WORDS[result]
    if result == "inconclusive":
        return "error", "inconclusive", "; ".join(f.describe() for f in found)
    return None


def add_evaluation_to_junit(run_dir: Path, evaluation: Evaluation, *, junit_copy: Path | None = None) -> None:
    """Put the evaluation's suite into ``run_dir/junit.xml`` (and ``--junit FILE``), replacing an earlier one."""
    suite = evaluation_suite(evaluation)

    def replace(root: ET.Element) -> None:
        for old in [s for s in root if s.get("name") == SUITE]:
            root.remove(old)  # judged again: replace, never duplicate
        if suite is not None:
            root.append(suite)

    rewrite(run_dir / "junit.xml", replace, copy=junit_copy)
