"""``junit.xml``: one ``<testsuite>`` per profile, one ``<testcase>`` per conversation.

``classname`` is the profile's test_name and ``name`` the conversation label (``3``, or ``3_r1`` for a
replicate), the same as the conversation file's stem. A failed conversation (see
:mod:`user_sim.reports.outcome`) has a ``<failure>``; one that could not be completed (``error``, ``budget``)
has an ``<error>``. The transcript goes in ``<system-out>``. A planned conversation that did not run has an
``<error type="not_run">`` (:func:`user_sim.runs.junit.not_run_cases`, the same as security's junit.xml).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from user_sim.core.records import ConversationRecord
from user_sim.reports.conversation_yaml import transcript_lines
from user_sim.reports.outcome import conversation_label, extraction_failed, extraction_message, outcome_of
from user_sim.runs.completion import RunCompletion
from user_sim.runs.junit import clean, not_run_cases


def build_junit(
    records: Sequence[ConversationRecord], run_id: str, completion: RunCompletion | None = None
) -> ET.Element:
    """The ``<testsuites>`` element of a run; the conversations ``completion`` says did not run get an ``<error>``."""
    by_profile: dict[str, list[ConversationRecord]] = {}
    for record in records:
        by_profile.setdefault(record.profile, []).append(record)
    missing = completion.did_not_run if completion is not None else {}
    stopped = completion.stopped if completion is not None else None
    root = ET.Element("testsuites", name=f"sensei-chat {run_id}")
    for profile in sorted({*by_profile, *missing}):
        suite = ET.SubElement(root, "testsuite", name=clean(profile))
        suite.extend(_case(record) for record in by_profile.get(profile, []))
        absent = not_run_cases(suite, profile, missing.get(profile, []), stopped)
        _count(suite, by_profile.get(profile, []), absent)
    _count(root, records, sum(map(len, missing.values())))
    return root


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
            message += f"; {extraction_message(record.extraction_problems)}"
        problem = ET.SubElement(case, tag, message=clean(message), type=record.end_reason)
        problem.text = clean(message)
    out = ET.SubElement(case, "system-out")
    out.text = clean(_transcript(record))
    return case


def _transcript(record: ConversationRecord) -> str:
    header = f"serial: {record.serial}  seed: {record.seed}  end reason: {record.end_reason}"
    return "\n".join([header, *transcript_lines(record)])
