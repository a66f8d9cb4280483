"""What every JUnit file of the tool shares: the text policy, the serialisation, the testcases of what did not run.

One policy for text XML 1.0 cannot carry, one serialisation, and the ``<error type="not_run">`` testcases of the
planned units that did not run (sensei-chat's and sensei-security-check's alike).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import Any

from user_sim.runs.completion import not_run_message

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
    """Set the ``tests``, ``failures`` and ``errors`` of ``root`` (``<testsuites>``) to the sums over its suites."""
    for key in ("tests", "failures", "errors"):
        root.set(key, str(sum(int(s.get(key, "0")) for s in root.iter("testsuite"))))
