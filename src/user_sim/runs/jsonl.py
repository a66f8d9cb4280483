"""The append-only JSON-lines log of a run (``results.jsonl``): one record per line, fsync'd as it is written.

A crash or ``kill -9`` loses at most the lines being written (those of one call); :func:`read_jsonl` leaves such a
torn last line out and says so to a caller that asks (``torn``), which must then report it and not call what it
read complete (with ``repair`` it rewrites the file without it, so appending can continue). Each line
is one pydantic model (a conversation record, a case record, a rule verdict); the caller names the model.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from user_sim.errors import ConfigError, Issue
from user_sim.runs.files import write_atomic

M = TypeVar("M", bound=BaseModel)


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

    A last line that is not a ``model`` was cut short by a crash: it is dropped (with ``repair``, also from the
    file) and, when ``torn`` is given, added to it as an issue naming the line. A bad line elsewhere is a
    ConfigError naming the line ("not a {what} (the file is damaged)").
    """
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    records: list[M] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append(model.model_validate_json(line))
        except ValidationError:
            if number < len(lines):
                raise ConfigError(Issue(str(path), number, 1, "", f"not a {what} (the file is damaged)")) from None
            if torn is not None:
                cut = f"the last line is cut short (a killed run?): that {what} is left out"
                torn.append(Issue(str(path), number, 1, "", cut))
            if repair:
                write_atomic(path, "".join(f"{kept}\n" for kept in lines[:-1]))
    return records
