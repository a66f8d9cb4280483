"""The append-only JSON-lines log of a run (``results.jsonl``): one record per line, fsync'd as it is written.

A crash or ``kill -9`` loses at most the lines being written (those of one call). :func:`parsed_lines`, the one
reader of JSON-lines files (a run's own and the real logs ``sensei-check shapes`` reads), leaves such a torn last
line out and says so to a caller that asks (``torn``), which must then report it and not call what it read complete
(:func:`read_jsonl` with ``repair`` rewrites the file without it, so appending can continue). Each line of a run's
log is one pydantic model (a conversation record, a case record, a rule verdict); the caller names the model.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from user_sim.errors import ConfigError, Issue
from user_sim.runs.files import write_atomic

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


class JsonlLog:
    """Appends lines to one file; safe to call from several threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def append(self, line: str) -> None:
        """Append one JSON text as one line, then flush and fsync so it survives a crash of the process."""
        self.append_many([line])

    def append_many(self, lines: list[str]) -> None:
        """Append JSON texts, one per line, in one write; flush and fsync once for all of them."""
        with self._lock, self.path.open("a", encoding="utf-8", newline="\n") as handle:
            handle.write("".join(line + "\n" for line in lines))
            handle.flush()
            os.fsync(handle.fileno())


def read_jsonl(
    path: Path, model: type[M], *, repair: bool = False, what: str = "record", torn: list[Issue] | None = None
) -> list[M]:
    """Every line of ``path`` as a ``model``, in file order (none when the file is absent).

    Lines are read by :func:`parsed_lines`; a torn last line is dropped (with ``repair``, also from the file) and,
    when ``torn`` is given, added to it.
    """
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    cut: list[Issue] = []
    records = [record for _, record in parsed_lines(path, text, model.model_validate_json, what=what, torn=cut)]
    if torn is not None:
        torn.extend(cut)
    if repair and text and not text.endswith("\n"):  # the next line appended must start a line of its own
        write_atomic(path, text[: text.rfind("\n") + 1] if cut else f"{text}\n")
    return records


def parsed_lines(
    path: Path, text: str, parse: Callable[[str], T], *, what: str, torn: list[Issue] | None = None
) -> list[tuple[int, T]]:
    """``(line number, parse(line))`` for each non-blank line of ``text``, the content of the JSON-lines ``path``.

    Every line is written whole with its newline, so a last line that ``parse`` rejects (ValueError) and no newline
    ends was cut short by a crash: it is left out and, when ``torn`` is given, added to it as an issue naming the
    line. A line rejected elsewhere is a ConfigError naming it ("not a {what} (...)"). Lines end at a line feed only:
    a JSON string may hold U+2028 or U+0085 as they are (a chatbot's reply), which ``str.splitlines`` would cut at.
    """
    lines = text.removesuffix("\n").split("\n")
    parsed: list[tuple[int, T]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            parsed.append((number, parse(line)))
        except ValueError as exc:
            if number < len(lines) or text.endswith("\n"):
                raise ConfigError(Issue(str(path), number, 1, "", f"not a {what} ({_damage(exc)})")) from None
            if torn is not None:
                cut = f"the last line is cut short (a killed run?): that {what} is left out"
                torn.append(Issue(str(path), number, 1, "", cut))
    return parsed


def _damage(exc: ValueError) -> str:
    """What is wrong with a whole line: the JSON syntax error, or a record of the wrong shape."""
    return f"not JSON: {exc.msg}" if isinstance(exc, json.JSONDecodeError) else "the file is damaged"
