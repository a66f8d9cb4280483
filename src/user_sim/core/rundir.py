"""The run folder ``output/runs/<run_id>/`` and its bookkeeping: run ids, atomic writes, results.jsonl, resume.

``results.jsonl`` is the source of truth of a run: one ConversationRecord per line, appended, flushed and
fsync'd as conversations end (those that end together in one write), so a crash or a ``kill -9`` loses at most
the conversations being written (a last line may be cut short; :func:`read_records` drops it); ``--resume``
runs them again. Every report is derived from it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import tempfile
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from user_sim.core.records import ConversationRecord
from user_sim.errors import ConfigError, Issue, UsageError, UserSimError

RUNS_FOLDER = "runs"
RUN_ID_PATTERN = re.compile(r"^\d{8}T\d{6}Z-[0-9a-f]{6}$")
RecordKey = tuple[str, int, int]
"""(profile test_name, conversation index, replicate): what identifies a conversation within a run."""


def new_run_id(now: datetime | None = None) -> str:
    """A run id: UTC time ``YYYYmmddTHHMMSSZ`` plus a random 6-hex-digit suffix, e.g. ``20250102T030405Z-1a2b3c``."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    return f"{moment:%Y%m%dT%H%M%SZ}-{secrets.token_hex(3)}"


@dataclass(frozen=True)
class RunDir:
    """The folder of one run and the names of the files in it."""

    path: Path
    run_id: str

    @property
    def run_json(self) -> Path:
        """What was run (versions, redacted config, seed, profiles)."""
        return self.path / "run.json"

    @property
    def results(self) -> Path:
        """One JSON line per finished conversation."""
        return self.path / "results.jsonl"

    @property
    def conversations(self) -> Path:
        """SENSEI conversation YAML files, one folder per profile."""
        return self.path / "conversations"

    @property
    def report_yml(self) -> Path:
        """Summary derived from results.jsonl."""
        return self.path / "report.yml"

    @property
    def report_html(self) -> Path:
        """Self-contained HTML report."""
        return self.path / "report.html"

    @property
    def junit_xml(self) -> Path:
        """One JUnit testcase per conversation."""
        return self.path / "junit.xml"


def create_run_dir(output_dir: Path, *, now: datetime | None = None, attempts: int = 50) -> RunDir:
    """Create ``output_dir/runs/<new run id>/``; the folder is created exclusively, so two runs never share one."""
    runs = output_dir / RUNS_FOLDER
    runs.mkdir(parents=True, exist_ok=True)
    for _ in range(attempts):
        run_id = new_run_id(now)
        try:
            (runs / run_id).mkdir(exist_ok=False)
        except FileExistsError:
            continue
        return RunDir(runs / run_id, run_id)
    raise UserSimError(f"could not create a new run folder in {runs} after {attempts} attempts")


def open_run_dir(output_dir: Path, run_id: str) -> RunDir:
    """Reopen an existing run (``--resume``); UsageError when the id is malformed or the run does not exist."""
    if not RUN_ID_PATTERN.match(run_id):
        raise UsageError(f"--resume {run_id!r}: not a run id (expected e.g. 20250102T030405Z-1a2b3c)")
    folder = output_dir / RUNS_FOLDER / run_id
    if not (folder / "run.json").is_file():
        raise UsageError(f"--resume {run_id}: no run found at {folder} (no run.json there)")
    return RunDir(folder, run_id)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and ``os.replace``: readers see the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as indented JSON, atomically."""
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")


def record_key(record: ConversationRecord) -> RecordKey:
    """The key that identifies ``record`` within its run."""
    return (record.profile, record.index, record.replicate)


class ResultsLog:
    """The append-only ``results.jsonl`` of a run; safe to append from several threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def append(self, record: ConversationRecord) -> None:
        """Append one record as one line, then flush and fsync so it survives a crash of the process."""
        self.append_many([record])

    def append_many(self, records: list[ConversationRecord]) -> None:
        """Append one line per record in one write, then flush and fsync once (one disk wait per batch)."""
        text = "".join(record.model_dump_json() + "\n" for record in records)
        with self._lock, self.path.open("a", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())


def read_records(path: Path, *, repair: bool = False) -> list[ConversationRecord]:
    """The records of ``results.jsonl``, one per key (the last line of a key wins), sorted by key.

    A last line that does not parse (cut short by a crash) is ignored; with ``repair`` the file is rewritten
    without it, so that new lines can be appended. A bad line anywhere else is a ConfigError naming the line.
    """
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    records: list[ConversationRecord] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        parsed = _parse_line(line)
        if parsed is None and number == len(lines):
            if repair:
                write_atomic(path, "".join(f"{kept}\n" for kept in lines[:-1]))
            break
        if parsed is None:
            raise ConfigError(Issue(str(path), number, 1, "", "not a conversation record (the file is damaged)"))
        records.append(parsed)
    return unique_records(records)


def _parse_line(line: str) -> ConversationRecord | None:
    try:
        return ConversationRecord.model_validate_json(line)
    except ValidationError:
        return None


def unique_records(records: Iterable[ConversationRecord]) -> list[ConversationRecord]:
    """One record per key (the last one given wins), sorted by key."""
    by_key = {record_key(r): r for r in records}
    return [by_key[key] for key in sorted(by_key)]
