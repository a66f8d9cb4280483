"""The security run's ``results.jsonl``: one JSON object per finished case, redacted, appended as it finishes.

Reports are derived from ``results.jsonl``, so a crash leaves every finished case on disk and ``--resume``
can complete the rest. Every string goes through the run's redactor before it is written. The folder, the
log and the atomic writes are the shared ones of :mod:`user_sim.runs`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from user_sim.errors import Issue
from user_sim.runs.jsonl import JsonlLog, read_jsonl
from user_sim.security.records import CaseRecord

RESULTS_FILE = "results.jsonl"
FINISHED = frozenset({"resilient", "breached", "inconclusive", "error"})

Redactor = Callable[[str], str]


def keeping(redactor: Redactor, kept: Iterable[str]) -> Redactor:
    """``redactor`` that leaves every string of ``kept`` (the target's address as configured) as it is."""
    words = sorted(filter(None, kept), key=len, reverse=True)
    if not words:
        return redactor
    between = re.compile("(" + "|".join(map(re.escape, words)) + ")")

    def redact(text: str) -> str:
        parts = between.split(text)  # the kept strings at odd positions
        return "".join(part if index % 2 else redactor(part) for index, part in enumerate(parts))

    return redact


def pii_redactor(kept: Iterable[str]) -> Redactor:
    """The PII redactor of a campaign's outputs; ``kept``: the target's addresses as configured (nobody's PII)."""
    from user_sim.security.detect import pii

    return keeping(pii.redact, kept)


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


def redact_records(records: list[CaseRecord], redactor: Redactor | None) -> list[CaseRecord]:
    """The records as a reader of the reports may see them: every string through ``redactor``."""
    if redactor is None:
        return records
    return [CaseRecord.model_validate(redact_deep(r.as_json(), redactor)) for r in records]


class ResultsLog:
    """Appends case records to ``results.jsonl`` (one redacted JSON object per line, fsync'd)."""

    def __init__(self, folder: Path, redactor: Redactor | None) -> None:
        self.path = folder / RESULTS_FILE
        self.redactor = redactor
        self._log = JsonlLog(self.path)
        self.path.touch()  # a run that records nothing still has its (empty) results file

    def append(self, record: CaseRecord) -> None:
        """Write one record."""
        self._log.append(json.dumps(redact_deep(record.as_json(), self.redactor), ensure_ascii=False))


def read_results(folder: Path, torn: list[Issue] | None = None) -> dict[str, CaseRecord]:
    """Read ``results.jsonl`` by case key (a later line for a key wins).

    A torn last line is removed from the file, so that appending can go on; with ``torn`` given (a merge, which
    only reads), it is left in the file and added to ``torn`` instead.
    """
    path = folder / RESULTS_FILE
    return {r.key: r for r in read_jsonl(path, CaseRecord, repair=torn is None, what="case record", torn=torn)}
