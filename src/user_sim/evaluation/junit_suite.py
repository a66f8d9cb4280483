"""junit.xml's ``evaluation gates`` suite: the gates of a judged run, so a CI dashboard that reads junit.xml sees them.

One testcase per gate (``classname`` ``evaluation.gates``, ``name`` the metric and its rule, e.g.
``overall_score ≥ 0.7``): a ``<failure>`` when it failed on some conversation (each one named with its value), an
``<error>`` when it could not pass — insufficient evidence (an evaluator not validated), unapplied (no conversation
gave a label), or inconclusive (a gated value the judge could not give) —, and one more ``judge`` testcase with an
``<error>`` when judgements failed. The suite is replaced each time the run is judged (``sensei-chat``,
``sensei-check --evaluate``, ``sensei-merge``), like the rules' suite; a run judged with no gate and no failed
judgement has none.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.report_view import GATE_WORDS
from user_sim.runs.junit import clean, rewrite

SUITE = "evaluation gates"
"""The suite's name (a profile's suite is named by its test_name: two words, so that one hardly collides)."""
CLASSNAME = "evaluation.gates"


def evaluation_suite(evaluation: Evaluation) -> ET.Element | None:
    """The ``<testsuite name="evaluation gates">`` of ``evaluation`` (None: no gate, no failed judgement)."""
    gates = evaluation.gates()
    if not gates and not evaluation.judge_failures:
        return None
    suite = ET.Element("testsuite", name=SUITE)
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
    cases = list(suite)
    suite.set("tests", str(len(cases)))
    suite.set("failures", str(sum(c.find("failure") is not None for c in cases)))
    suite.set("errors", str(sum(c.find("error") is not None for c in cases)))
    return suite


def _gate_problem(evaluation: Evaluation, metric: str) -> tuple[str, str, str] | None:
    """(tag, type, message) of a gate that did not pass; None when it passed."""
    result = evaluation.gate_result(metric)
    found = [f for f in evaluation.gate_failures if f.metric == metric]
    if result == "failed":
        return "failure", "gate_failed", "; ".join(f.describe() for f in found if not f.inconclusive)
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
