"""The run folder and ``results.jsonl``: one line per finished case, appended and flushed as it finishes.

Reports are derived from ``results.jsonl``, so a crash leaves every finished case on disk and ``--resume``
can complete the rest. Every string goes through the run's redactor before it is written.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from user_sim.errors import UsageError, UserSimError

RESULTS_FILE = "results.jsonl"
RUN_FILE = "run.json"
FINISHED = frozenset({"resilient", "breached", "inconclusive", "error"})

Redactor = Callable[[str], str]


def utc_now() -> datetime:
    """The current UTC time (a parameter of run-id creation so tests can freeze it)."""
    return datetime.now(UTC)


def create_run_folder(
    root: Path, *, clock: Callable[[], datetime] = utc_now, suffix: Callable[[], str] = lambda: secrets.token_hex(3)
) -> tuple[str, Path]:
    """Create ``root/<UTC time>-<random>`` that did not exist before (never reuses or overwrites a folder)."""
    root.mkdir(parents=True, exist_ok=True)
    for _ in range(50):
        run_id = f"{clock().strftime('%Y%m%dT%H%M%SZ')}-{suffix()}"
        try:
            (root / run_id).mkdir(exist_ok=False)
        except FileExistsError:
            continue
        return run_id, root / run_id
    raise UserSimError(f"could not create a new run folder under {root}")


def open_run_folder(root: Path, run_id: str) -> Path:
    """Return the folder of an earlier run (``--resume``)."""
    folder = root / run_id
    if not (folder / RUN_FILE).is_file():
        raise UsageError(f"--resume {run_id}: no such run under {root}")
    return folder


def redact_deep(value: Any, redactor: Redactor | None) -> Any:
    """Apply ``redactor`` to every string inside ``value`` (mapping keys are field names and stay)."""
    if redactor is None:
        return value
    if isinstance(value, str):
        return redactor(value)
    if isinstance(value, dict):
        return {k: redact_deep(v, redactor) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact_deep(v, redactor) for v in value]
    return value


class ResultsLog:
    """Appends case records to ``results.jsonl`` (one JSON object per line, flushed at once)."""

    def __init__(self, folder: Path, redactor: Redactor | None) -> None:
        self.path = folder / RESULTS_FILE
        self.redactor = redactor
        self._file: IO[str] = self.path.open("a", encoding="utf-8")

    def append(self, record: dict[str, Any]) -> None:
        """Write one record and flush it to the OS."""
        self._file.write(json.dumps(redact_deep(record, self.redactor), ensure_ascii=False) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        """Close the file."""
        self._file.close()


def read_results(folder: Path) -> dict[str, dict[str, Any]]:
    """Read ``results.jsonl`` by case key (a later line for a key wins; a torn last line is ignored)."""
    path = folder / RESULTS_FILE
    records: dict[str, dict[str, Any]] = {}
    if not path.is_file():
        return records
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and "key" in record:
            records[str(record["key"])] = record
    return records


def write_json(path: Path, data: Any, redactor: Redactor | None = None) -> None:
    """Write JSON atomically (temp file + rename)."""
    write_text(path, json.dumps(redact_deep(data, redactor), indent=2, ensure_ascii=False, default=str) + "\n")


def write_text(path: Path, text: str) -> None:
    """Write a text file atomically (temp file + rename), so a reader never sees half a file."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
