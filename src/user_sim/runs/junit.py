"""What every JUnit file of the tool shares: one policy for text XML 1.0 cannot carry, and one serialisation."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

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


def recount(root: ET.Element) -> None:
    """Set the ``tests``, ``failures`` and ``errors`` of ``root`` (``<testsuites>``) to the sums over its suites."""
    for key in ("tests", "failures", "errors"):
        root.set(key, str(sum(int(s.get(key, "0")) for s in root.iter("testsuite"))))
