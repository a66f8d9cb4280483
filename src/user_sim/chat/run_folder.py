"""The folder of one ``sensei-chat`` run, ``output/runs/<run_id>/``, and its ``results.jsonl`` of conversations.

``results.jsonl`` is the source of truth of a run: one ConversationRecord per line, appended and fsync'd as
conversations end (those that end together in one write; see :mod:`user_sim.runs.jsonl`); every report is
derived from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from user_sim.core.records import ConversationRecord
from user_sim.errors import Issue
from user_sim.runs import folder
from user_sim.runs.jsonl import JsonlLog, read_jsonl

RUNS_FOLDER = "runs"
RUN_ID_PATTERN = folder.RUN_ID_PATTERN
RecordKey = tuple[str, int, int]
"""(profile test_name, conversation index, replicate): what identifies a conversation within a run."""


@dataclass(frozen=True)
class RunDir:
    """The folder of one run and the names of the files in it."""

    path: Path
    run_id: str

    @property
    def run_json(self) -> Path:
        """What was run (versions, redacted config, seed, profiles)."""
        return self.path / folder.RUN_FILE

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


def create_run_dir(output_dir: Path, *, now: datetime | None = None) -> RunDir:
    """Create ``output_dir/runs/<new run id>/`` (exclusively: two runs never share one)."""
    run_id, path = folder.create_run_folder(
        output_dir / RUNS_FOLDER, clock=folder.utc_now if now is None else lambda: now
    )
    return RunDir(path, run_id)


def open_run_dir(output_dir: Path, run_id: str) -> RunDir:
    """Reopen an existing run (``--resume``); UsageError when the id is malformed or the run does not exist."""
    return RunDir(folder.open_run_folder(output_dir / RUNS_FOLDER, run_id), run_id)


def record_key(record: ConversationRecord) -> RecordKey:
    """The key that identifies ``record`` within its run."""
    return (record.profile, record.index, record.replicate)


class ResultsLog:
    """The append-only ``results.jsonl`` of a run; safe to append from several threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._log = JsonlLog(path)

    def append(self, record: ConversationRecord) -> None:
        """Append one record as one line, fsync'd."""
        self._log.append(record.model_dump_json())

    def append_many(self, records: list[ConversationRecord]) -> None:
        """Append one line per record with one write and one fsync (conversations that ended together)."""
        self._log.append_many([record.model_dump_json() for record in records])


def read_records(path: Path, *, repair: bool = False, torn: list[Issue] | None = None) -> list[ConversationRecord]:
    """The records of ``results.jsonl``, one per key (the last line of a key wins), sorted by key.

    A torn last line is left out (added to ``torn`` when given; with ``repair``, removed from the file); a bad line
    elsewhere is a ConfigError.
    """
    records = read_jsonl(path, ConversationRecord, repair=repair, what="conversation record", torn=torn)
    return unique_records(records)


def unique_records(records: Iterable[ConversationRecord]) -> list[ConversationRecord]:
    """One record per key (the last one given wins), sorted by key."""
    by_key = {record_key(r): r for r in records}
    return [by_key[key] for key in sorted(by_key)]
