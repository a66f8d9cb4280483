"""Say in words when a YAML syntax error is a line indented to match no block above it.

PyYAML reports such a line as ``expected <block end>, but found '<block mapping start>'`` (indented less than
its block) or ``mapping values are not allowed here`` (a key indented deeper than a line that already has its
value). Either way the author needs the line, the key on it and the indentations that would be valid, each
named by the line it would line up with: a key lines up with the keys of a mapping still open (``- a: 1`` opens
one at ``a``'s column), a list item with the dashes of a list still open.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

import yaml

from user_sim.errors import Issue
from user_sim.wording import plural

_KEY = re.compile(r"""\s*(?:-\s+)*(?P<q>["']?)(?P<key>[^\s:#'"][^:#'"]*?)(?P=q)\s*:(?:\s|$)""")
_DASH = re.compile(r"-(?:[ ]+|$)")
_BLOCK_SCALAR = re.compile(r"(?:^|:|-)\s*[|>][-+0-9]*\s*(?:#.*)?$")
MAX_LEVELS = 3


@dataclass(frozen=True)
class _Line:
    number: int
    """1-based."""
    text: str

    @property
    def indent(self) -> int:
        return len(self.text) - len(self.text.lstrip(" "))

    @property
    def key(self) -> str | None:
        found = _KEY.match(self.text)
        return found.group("key") if found else None

    @property
    def is_item(self) -> bool:
        return _DASH.match(self.text, self.indent) is not None  # `- x`, not the key `-1:`

    def columns(self) -> list[_Column]:
        """The block columns this line opens, deepest first: each ``- `` of an item, then its key."""
        opened: list[_Column] = []
        at = self.indent
        while (dash := _DASH.match(self.text, at)) is not None:
            opened.append(_Column(at, "item", self))
            at = dash.end()
        if self.key is not None or not opened:
            opened.append(_Column(at, "key", self))
        return opened[::-1]


@dataclass(frozen=True)
class _Column:
    """An indentation a following line may line up with: a list's dashes or a mapping's keys."""

    indent: int
    kind: Literal["item", "key"]
    line: _Line

    @property
    def label(self) -> str:
        if self.kind == "key":
            return f"{self.line.key!r}" if self.line.key else "the line"
        shown = self.line.text[self.indent :].split(":")[0].strip()  # `- a`, or `- - a` for the outer list
        return f"the list item '{shown}'" if self.line.key else "the list item"


def indentation_issue(exc: yaml.MarkedYAMLError, text: str, name: str) -> Issue | None:
    """The one-line issue for a line indented to match no block above, or None when the error is another one."""
    mark = exc.problem_mark
    lines = text.splitlines()
    if mark is None or mark.line >= len(lines):
        return None
    line = _Line(mark.line + 1, lines[mark.line])
    above = _content_lines(lines[: mark.line])
    if not above or not _is_indentation(exc.problem or "", line, above[-1]):
        return None
    levels = _open_levels(above)
    if any(level.indent == line.indent for level in levels):
        return None  # lined up with a block after all: something else is wrong (e.g. a list item among keys)
    kind = "item" if line.is_item else "key"
    fitting = [level for level in levels if level.kind == kind] or levels
    subject = f"{line.key!r}" if line.key else ("this list item" if line.is_item else "this line")
    options = [f"{c.label} (line {c.line.number}, {plural(c.indent, 'space')})" for c in fitting]
    message = (
        f"invalid YAML: indentation does not match the lines above: {subject} is indented "
        f"{plural(line.indent, 'space')}; line it up with {' or '.join(options[:MAX_LEVELS])}"
    )
    return Issue(name, line.number, line.indent + 1, "", message)


def _is_indentation(problem: str, line: _Line, previous: _Line) -> bool:
    if problem.startswith("expected <block end>"):
        return True
    # `key: value` then a deeper `other: x`: the deeper line reads as more of the value, then a stray ':'.
    opens_block = previous.text.rstrip().endswith(":")
    return problem == "mapping values are not allowed here" and line.indent > previous.indent and not opens_block


def _content_lines(lines: list[str]) -> list[_Line]:
    """The lines that hold YAML structure: no blank or comment lines, no lines inside a ``|`` or ``>`` text."""
    kept: list[_Line] = []
    block_indent: int | None = None
    for number, text in enumerate(lines, start=1):
        line = _Line(number, text)
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        if block_indent is not None and line.indent > block_indent:
            continue
        block_indent = line.indent if _BLOCK_SCALAR.search(text.split(" #")[0]) else None
        kept.append(line)
    return kept


def _open_levels(above: list[_Line]) -> list[_Column]:
    """The columns still open at the end of ``above``, deepest first (a line closes every deeper column).

    A key and the list under it may share a column (``x:`` then ``- a``): both stay open.
    """
    levels: list[_Column] = []
    for line in reversed(above):
        limit = levels[-1].indent if levels else None
        for column in line.columns():
            if limit is None or column.indent < limit or (column.indent == limit and column.kind != levels[-1].kind):
                levels.append(column)
    return levels
