"""``junit.xml``: one ``<testsuite>`` per profile, one ``<testcase>`` per conversation.

``classname`` is the profile's test_name and ``name`` the conversation label (``3``, or ``3_r1`` for a
replicate), the same as the conversation file's stem. A failed conversation (see
:mod:`user_sim.reports.outcome`) has a ``<failure>``; one that could not be completed (``error``, ``budget``)
has an ``<error>``. The transcript goes in ``<system-out>``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from user_sim.core.records import ConversationRecord
from user_sim.reports.conversation_yaml import transcript_lines
from user_sim.reports.outcome import conversation_label, extraction_failed, outcome_of
from user_sim.runs.junit import clean, render


def build_junit(records: Sequence[ConversationRecord], run_id: str) -> ET.Element:
    """The ``<testsuites>`` element of a run."""
    by_profile: dict[str, list[ConversationRecord]] = {}
    for record in records:
        by_profile.setdefault(record.profile, []).append(record)
    root = ET.Element("testsuites", name=f"sensei-chat {run_id}")
    for profile, group in sorted(by_profile.items()):
        root.append(_suite(profile, group))
    _count(root, records)
    return root


def _suite(profile: str, records: Sequence[ConversationRecord]) -> ET.Element:
    suite = ET.Element("testsuite", name=clean(profile))
    for record in records:
        suite.append(_case(record))
    _count(suite, records)
    return suite


def _count(element: ET.Element, records: Sequence[ConversationRecord]) -> None:
    outcomes = [outcome_of(r) for r in records]
    element.set("tests", str(len(records)))
    element.set("failures", str(outcomes.count("failed")))
    element.set("errors", str(outcomes.count("error")))
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


def render_junit(records: Sequence[ConversationRecord], run_id: str) -> str:
    """The text of junit.xml."""
    return render(build_junit(records, run_id))
