"""Read the expectations a corpus profile carries in its leading comments, and compare them with what was found.

Header lines (only the comment block at the top of the file counts)::

    # conversations: 9                      valid profiles: conversations before replicates
    # total: 12                             optional: conversations including replicates
    # matrix: cans_drink_forward_9          every forward/pairwise matrix, as <columns>_<kind>_<rows> (exact set)
    # warn: 22:20 user.context[0].personality | the path form     (exact set of warnings)
    # expect: 14:7 user.goals[3].size.function | unknown function 'randon()'   (exact set of errors)
    # jsonschema: no                        the file uses accepted old forms that the JSON Schema does not describe

``line:column dotted.path | message substring``; the path is ``-`` when the issue has none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from user_sim.errors import Issue

TODAY = date(2025, 6, 15)
"""The 'today' of every date generator in these tests, so relative dates are reproducible."""
CORPUS = Path(__file__).parent / "corpus"
PROJECT = CORPUS / "project"
VALID = sorted((CORPUS / "valid").glob("*.yml"))
INVALID = sorted((CORPUS / "invalid").glob("*.yml"))

_HEADER = re.compile(r"^# (conversations|total|matrix|warn|expect|jsonschema): (.*)$")
_LOCATED = re.compile(r"^(\d+):(\d+) (.+?) \| (.+)$")


@dataclass(frozen=True)
class ExpectedIssue:
    """One issue a header announces."""

    line: int
    column: int
    path: str
    message: str

    def matches(self, issue: Issue) -> bool:
        """Same place, same dotted path, and the message contains the announced text."""
        return (issue.line, issue.column, issue.path or "-") == (self.line, self.column, self.path) and (
            self.message in issue.message
        )

    def __str__(self) -> str:
        return f"{self.line}:{self.column} {self.path} | {self.message}"


@dataclass
class Headers:
    """Everything a corpus file announces about itself."""

    conversations: int | None = None
    total: int | None = None
    matrices: set[str] = field(default_factory=set)
    warnings: list[ExpectedIssue] = field(default_factory=list)
    errors: list[ExpectedIssue] = field(default_factory=list)
    jsonschema: bool = True


def read_headers(path: Path) -> Headers:
    """Parse the leading comment block of ``path``."""
    headers = Headers()
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.startswith("#"):
            break
        match = _HEADER.match(raw)
        if not match:
            continue
        key, value = match.group(1), match.group(2).strip()
        if key in ("conversations", "total"):
            setattr(headers, key, int(value))
        elif key == "matrix":
            headers.matrices.add(value)
        elif key == "jsonschema":
            headers.jsonschema = value != "no"
        else:
            located = _LOCATED.match(value)
            assert located, f"{path.name}: unreadable header {raw!r}"
            expected = ExpectedIssue(int(located.group(1)), int(located.group(2)), located.group(3), located.group(4))
            (headers.warnings if key == "warn" else headers.errors).append(expected)
    return headers


def mismatch(expected: list[ExpectedIssue], found: list[Issue]) -> str:
    """Empty when ``found`` is exactly ``expected`` (one to one); otherwise a readable difference."""
    unmatched = list(found)
    missing = []
    for want in expected:
        hit = next((issue for issue in unmatched if want.matches(issue)), None)
        if hit is None:
            missing.append(want)
        else:
            unmatched.remove(hit)
    if not missing and not unmatched:
        return ""
    lines = [f"  expected, not found: {want}" for want in missing]
    lines += [f"  found, not expected:  {i.line}:{i.column} {i.path or '-'} | {i.message}" for i in unmatched]
    return "\n".join(lines)
