"""``junit.xml``: one ``<testsuite>`` per profile, one ``<testcase>`` per conversation.

``classname`` is the profile's test_name and ``name`` the conversation label (``3``, or ``3_r1`` for a
replicate), the same as the conversation file's stem. A failed conversation (see
:mod:`user_sim.reports.outcome`) has a ``<failure>``; one that could not be completed (``error``, ``budget``)
has an ``<error>``. The transcript goes in ``<system-out>``. A planned conversation that did not run (the run was
interrupted, terminated or its output closed) has an ``<error type="not_run" message="not run: interrupted">``
rather than a ``<skipped>``: CI shows a skipped test green, and what did not run never passes.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from user_sim.core.records import ConversationRecord
from user_sim.reports.conversation_yaml import transcript_lines
from user_sim.reports.outcome import conversation_label, extraction_failed, label_of, outcome_of
from user_sim.runs.completion import not_run_message
from user_sim.runs.junit import clean, render

NotRun = tuple[str, int, int]
"""A planned conversation with no record: (profile test_name, conversation index, replicate)."""


def build_junit(
    records: Sequence[ConversationRecord],
    run_id: str,
    not_run: Sequence[NotRun] = (),
    stopped: str | None = None,
) -> ET.Element:
    """The ``<testsuites>`` element of a run; ``not_run`` get an ``<error>`` each (``stopped`` says why)."""
    by_profile: dict[str, list[ConversationRecord]] = {}
    for record in records:
        by_profile.setdefault(record.profile, []).append(record)
    missing: dict[str, list[NotRun]] = {}
    for key in not_run:
        missing.setdefault(key[0], []).append(key)
    message = not_run_message(stopped)
    root = ET.Element("testsuites", name=f"sensei-chat {run_id}")
    for profile in sorted({*by_profile, *missing}):
        root.append(_suite(profile, by_profile.get(profile, []), missing.get(profile, []), message))
    _count(root, records, len(not_run))
    return root


def _suite(profile: str, records: Sequence[ConversationRecord], not_run: Sequence[NotRun], message: str) -> ET.Element:
    suite = ET.Element("testsuite", name=clean(profile))
    for record in records:
        suite.append(_case(record))
    for _, index, replicate in not_run:
        case = ET.SubElement(suite, "testcase", classname=clean(profile), name=label_of(index, replicate), time="0.000")
        ET.SubElement(case, "error", message=message, type="not_run").text = message
    _count(suite, records, len(not_run))
    return suite


def _count(element: ET.Element, records: Sequence[ConversationRecord], not_run: int = 0) -> None:
    outcomes = [outcome_of(r) for r in records]
    element.set("tests", str(len(records) + not_run))
    element.set("failures", str(outcomes.count("failed")))
    element.set("errors", str(outcomes.count("error") + not_run))
    element.set("time", f"{sum(r.duration_s for r in records):.3f}")


def _case(record: ConversationRecord) -> ET.Element:
    case = ET.Element(
        "testcase", classname=clean(record.profile), name=conversation_label(record), time=f"{record.duration_s:.3f}"
    )
    outcome = outcome_of(record)
    if outcome != "passed":
        tag = "error" if outcome == "error" else "failure"
        message = f"end reason: {record.end_reason}" + (f": {record.error}" if record.error else "")
        if extraction_failed(record):
            message += f"; extraction failed: {'; '.join(record.extraction_problems)}"
        problem = ET.SubElement(case, tag, message=clean(message), type=record.end_reason)
        problem.text = clean(message)
    out = ET.SubElement(case, "system-out")
    out.text = clean(_transcript(record))
    return case


def _transcript(record: ConversationRecord) -> str:
    header = f"serial: {record.serial}  seed: {record.seed}  end reason: {record.end_reason}"
    return "\n".join([header, *transcript_lines(record)])


def render_junit(
    records: Sequence[ConversationRecord],
    run_id: str,
    not_run: Sequence[NotRun] = (),
    stopped: str | None = None,
) -> str:
    """The text of junit.xml."""
    return render(build_junit(records, run_id, not_run, stopped))
