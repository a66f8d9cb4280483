"""Say in words when a YAML syntax error is a line indented to match no block above it.

PyYAML reports such a line as ``expected <block end>, but found '<block mapping start>'`` (indented less than
its block) or ``mapping values are not allowed here`` (a key indented deeper than a line that already has its
value). Either way the author needs the line, the key on it and the indentations that would be valid, each
named by the line it would line up with.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

from user_sim.errors import Issue
from user_sim.wording import plural

_KEY = re.compile(r"""\s*(?:-\s+)?(?P<q>["']?)(?P<key>[^\s:#'"][^:#'"]*?)(?P=q)\s*:(?:\s|$)""")
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
        return self.text.lstrip(" ").startswith("-")


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
    if any(indent == line.indent for indent, _ in levels):
        return None  # lined up with a block after all: something else is wrong (e.g. a list item among keys)
    subject = f"{line.key!r}" if line.key else ("this list item" if line.is_item else "this line")
    options = [f"{_label(other)} (line {other.number}, {plural(indent, 'space')})" for indent, other in levels]
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


def _open_levels(above: list[_Line]) -> list[tuple[int, _Line]]:
    """The indentations still open at the end of ``above``, deepest first, each with the line that set it."""
    levels: list[tuple[int, _Line]] = []
    limit = above[-1].indent + 1
    for line in reversed(above):
        if line.is_item and line.key and line.indent + 2 < limit:  # `- key:` opens the item's keys too
            levels.append((line.indent + 2, line))
            limit = line.indent + 2
        if line.indent < limit:
            levels.append((line.indent, line))
            limit = line.indent
    return levels


def _label(line: _Line) -> str:
    if line.is_item:
        return "the list item" if not line.key else f"the list item '- {line.key}'"
    return f"{line.key!r}" if line.key else "the line"
