"""What every JUnit file of the tool shares: the text policy, the serialisation, the testcases of what did not run.

One policy for text XML 1.0 cannot carry, one serialisation, the ``<error type="not_run">`` testcases of the
planned units that did not run (sensei-chat's and sensei-security-check's alike), and one way to edit a junit.xml
already written (:func:`rewrite`: the rules' suite, the mark of how the run ended).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from user_sim.runs.completion import JUDGING, RunCompletion, not_run_message, stop_words
from user_sim.runs.files import write_atomic
from user_sim.runs.interrupt import OUTPUT_CLOSED

# Characters XML 1.0 cannot carry at all (a bot reply may contain them); they are replaced, not escaped.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean(text: Any) -> str:
    """``text`` (None becomes empty) without the characters XML 1.0 forbids, each replaced by U+FFFD."""
    return _NOT_XML.sub("\ufffd", "" if text is None else str(text))


def render(root: ET.Element, *, indent: bool = True) -> str:
    """The text of a JUnit file whose root element is ``root`` (with the XML declaration)."""
    if indent:
        ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def not_run_cases(suite: ET.Element, classname: str, names: Iterable[str], stopped: str | None) -> int:
    """Append a ``<testcase>`` with ``<error type="not_run">`` to ``suite`` for each planned unit in ``names``.

    An error, never a ``<skipped>``: CI shows a skipped test green, and what did not run never passes. ``stopped``
    (``RunCompletion.stopped``) says why in the message. Returns how many were added (for the suite's counts).
    """
    message = clean(not_run_message(stopped))
    added = 0
    for name in names:
        case = ET.SubElement(suite, "testcase", classname=clean(classname), name=clean(name), time="0.000")
        ET.SubElement(case, "error", message=message, type="not_run").text = message
        added += 1
    return added


def recount(root: ET.Element) -> None:
    """Set ``tests``, ``failures``, ``errors``, ``skipped`` of ``root`` (``<testsuites>``) to the sums of its suites."""
    for key in ("tests", "failures", "errors", "skipped"):
        root.set(key, str(sum(int(s.get(key, "0")) for s in root.iter("testsuite"))))


def rewrite(junit_xml: Path, edit: Callable[[ET.Element], object], *, copy: Path | None = None) -> None:
    """Edit the junit.xml already at ``junit_xml`` in place; nothing when there is none.

    ``edit`` changes the parsed ``<testsuites>``; the totals are counted again, then the file is written atomically
    and, when given, to ``copy`` (``--junit FILE``) too, so the copy CI reads is always the run's file.
    """
    if not junit_xml.is_file():
        return
    root = ET.fromstring(junit_xml.read_text(encoding="utf-8"))
    edit(root)
    recount(root)
    text = render(root)
    write_atomic(junit_xml, text)
    if copy is not None:
        write_atomic(copy, text)


NOT_JUDGED = "not_judged"
"""The ``type`` of the ``<error>`` while every unit ran and the run's evaluation and rules are still judged."""
STOPPED_EARLY = "stopped_early"
"""The ``type`` of the ``<error>`` of a run cut short after every unit ran (its evaluation, if any, not finished)."""
_MISSING = "a verdict it had not reached by then is missing, not passed"
_OUTPUT_GONE = "every verdict was reached and is in the files, but the run's output was not all seen"
_NOT_JUDGED_MESSAGE = (
    "not judged yet: the evaluation and rules are judged after the conversations (if the run is no longer going, "
    "it was killed before they were)"
)


def unfinished_case(root: ET.Element, completion: RunCompletion | None) -> None:
    """Give ``root`` (``<testsuites>``) the marks of how the run ended, replacing those of an earlier write.

    A run that is not complete though every planned unit has a result (it is being judged, or it was cut short
    after its units ran, its evaluation unfinished) gets one ``<error>`` (``not_judged``, ``stopped_early``) in a
    suite of its own: junit.xml is never green where the page says IN PROGRESS or INCOMPLETE. The units that did not
    run have their own errors (:func:`not_run_cases`).
    """
    for suite in [s for s in root if s.find("testcase/error") is not None and _marked(s)]:
        root.remove(suite)
    if completion is not None and completion.incomplete and not completion.unfinished:
        judging = completion.stopped == JUDGING
        why = stop_words(completion.stopped)
        missing = _OUTPUT_GONE if completion.stopped == OUTPUT_CLOSED else _MISSING
        kind, message = (
            (NOT_JUDGED, _NOT_JUDGED_MESSAGE)
            if judging
            else (STOPPED_EARLY, f"every planned unit ran, then the run was cut short ({why}): {missing}")
        )
        suite = ET.SubElement(root, "testsuite", name=kind, tests="1", failures="0", errors="1")
        case = ET.SubElement(suite, "testcase", classname=kind, name="the run", time="0.000")
        ET.SubElement(case, "error", message=clean(message), type=kind).text = clean(message)
    recount(root)


def _marked(suite: ET.Element) -> bool:
    return all(error.get("type") in (NOT_JUDGED, STOPPED_EARLY) for error in suite.iter("error"))
