"""Where each finished conversation goes: results.jsonl, its SENSEI YAML, the progress display, the reports.

The runner hands each record over and goes on starting conversations; one writer thread
(:class:`~user_sim.runs.writer.BatchWriter`) writes what has piled up: the records' results lines in one
fsync'd append, then their YAML files, the progress display and, every ``report_interval_s``, the reports.
A record is in results.jsonl (flushed and fsync'd) before anything else is done with it, so whatever happens
next the conversation is not lost; :meth:`RecordSink.settle` writes everything still pending.

The reports written before :meth:`RecordSink.settle` say the run is still going (``stopped: running``, see
:mod:`user_sim.runs.completion`), so those a killed run leaves behind never read as passed.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from user_sim.chat.report_files import write_reports
from user_sim.chat.run_folder import RecordKey, ResultsLog, RunDir, read_records, record_key
from user_sim.chat.settings import ChatRunConfig
from user_sim.core.records import ConversationRecord
from user_sim.reports.conversation_yaml import conversation_path, write_conversation_yaml
from user_sim.runs.completion import RUNNING
from user_sim.runs.writer import BatchWriter


class RecordSink:
    """The ``on_record`` callback of a run."""

    def __init__(
        self,
        run_dir: RunDir,
        config: ChatRunConfig,
        numbers: dict[str, int],
        previous: Iterable[ConversationRecord],
        observer: Any,
        clock: Callable[[], float] = time.monotonic,
        after: Callable[[ConversationRecord], None] | None = None,
        planned: Sequence[RecordKey] = (),
    ) -> None:
        """Write into ``run_dir``; see the arguments below.

        ``numbers``: conversations per profile (for the YAML); ``previous``: records of a resumed run; ``after``:
        called with each record once it is stored (sensei-chat's evaluation starts judging it there);
        ``planned``: every conversation of the run (the reports say how many of them finished).
        """
        self.run_dir, self.config, self.numbers, self.observer = run_dir, config, numbers, observer
        self.after, self.planned = after, planned
        self._records: dict[RecordKey, ConversationRecord] = {record_key(r): r for r in previous}
        self._log = ResultsLog(run_dir.results)
        self._lock = threading.RLock()
        self._clock = clock
        self._last_report = clock()
        self._writer = BatchWriter(self._write, name="user-sim-records")

    def __call__(self, record: ConversationRecord) -> None:
        """Take one finished conversation (called by the runner); it is written on the writer thread."""
        if record.run_id != self.run_dir.run_id:  # the folder defines the run
            record = record.model_copy(update={"run_id": self.run_dir.run_id})
        self._writer.put(record)

    def _write(self, records: list[ConversationRecord]) -> None:
        with self._lock:
            self._log.append_many(records)
            for record in records:
                self._records[record_key(record)] = record
                write_conversation_yaml(record, self.run_dir.conversations, self.numbers.get(record.profile))
                self.observer.conversation_done(record)
            if self._clock() - self._last_report >= self.config.report_interval_s:
                self.write_reports(RUNNING)
        if self.after is not None:
            for record in records:
                self.after(record)

    def restore_missing_yaml(self) -> int:
        """Write the YAML of every known record whose file is missing; return how many were written.

        results.jsonl is written first, so a ``kill -9`` right after it leaves a finished conversation without
        its YAML; ``--resume`` calls this so that conversation is not skipped without its file forever.
        """
        with self._lock:
            missing = [
                r for r in self._records.values() if not (self.run_dir.conversations / conversation_path(r)).is_file()
            ]
            for record in missing:
                write_conversation_yaml(record, self.run_dir.conversations, self.numbers.get(record.profile))
            return len(missing)

    def settle(self, stopped: str | None) -> None:
        """At the end of a run (also after Ctrl-C or a crash): make every file agree with results.jsonl.

        A Ctrl-C can land inside :meth:`__call__`, after a record's results line and before its YAML is written
        or before it is counted here; results.jsonl is the source of truth, so it is read back, the missing
        conversation files are written and the reports are rewritten from it, saying how much of the planned
        conversations finished and what ``stopped`` the run early (see ``chat.report_files``).
        """
        try:
            self._writer.close()
        finally:
            self._rebuild(stopped)

    def _rebuild(self, stopped: str | None) -> None:
        with self._lock:
            self._records = {record_key(r): r for r in read_records(self.run_dir.results, repair=True)}
            self.restore_missing_yaml()
            self.write_reports(stopped)

    def all_records(self) -> list[ConversationRecord]:
        """One record per conversation, sorted by key."""
        with self._lock:
            return [self._records[key] for key in sorted(self._records)]

    def write_reports(self, stopped: str | None) -> None:
        """Rewrite report.yml, junit.xml and report.html from the records so far; ``stopped``: see ``settle``.

        While the run goes ``stopped`` is ``running``: the reports say so, and that the rest has not run yet.
        """
        with self._lock:
            records = self.all_records()
            write_reports(
                self.run_dir, records, html=self.config.html, junit_copy=self.config.junit, planned=self.planned,
                stopped=stopped,
            )  # fmt: skip
            self._last_report = self._clock()
