"""Locate validation problems of a nested part of a YAML document (attack params, oracle params, variables)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from user_sim.config.located import issues_from
from user_sim.config.yamlfile import Path_, YamlDoc, dotted
from user_sim.errors import Issue

M = TypeVar("M", bound=BaseModel)


def subdoc(doc: YamlDoc, prefix: Path_) -> YamlDoc:
    """The part of ``doc`` under ``prefix``, with marks re-rooted so paths inside it are relative."""
    data = doc.data
    for part in prefix:
        if isinstance(data, dict):
            data = data.get(part)
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            data = None
    cut = len(prefix)
    values = {p[cut:]: m for p, m in doc.value_marks.items() if p[:cut] == prefix}
    keys = {p[cut:]: m for p, m in doc.key_marks.items() if p[:cut] == prefix and len(p) > cut}
    if () not in values:
        values[()] = doc.mark(prefix)
    return YamlDoc(doc.file, data, values, keys)


def prefixed(issue: Issue, prefix: Path_) -> Issue:
    """Rewrite an issue's dotted path found in a sub-document as a path of the whole document."""
    head = dotted(prefix)
    if not head:
        return issue
    tail = issue.path
    path = head if not tail else head + (tail if tail.startswith("[") else "." + tail)
    return replace(issue, path=path)


def validate_at(
    model: type[M], doc: YamlDoc, prefix: Path_, *, data: Any = None, context: dict[str, Any] | None = None
) -> tuple[M | None, list[Issue]]:
    """Validate the data at ``prefix`` (or ``data`` when given) with ``model``; return it or located issues."""
    part = subdoc(doc, prefix)
    value = part.data if data is None else data
    if data is not None:
        part = YamlDoc(part.file, data, part.value_marks, part.key_marks)
    try:
        return model.model_validate(value, context=context), []
    except ValidationError as exc:
        return None, [prefixed(i, prefix) for i in issues_from(exc, part, model)]


@dataclass(frozen=True)
class Site:
    """Where something is written: a YAML path, or a CSV cell (``doc`` is None)."""

    doc: YamlDoc | None
    path: Path_ = ()
    file: str = ""
    line: int = 1
    column: int = 1
    label: str = ""
    """Dotted path shown for CSV cells, e.g. ``row 4.oracle_params``."""

    def issue(self, message: str, suffix: Path_ = ()) -> Issue:
        """An issue at this site (``suffix`` goes deeper in YAML documents)."""
        if self.doc is not None:
            return self.doc.issue((*self.path, *suffix), message)
        return Issue(self.file, self.line, self.column, self.label, message)
