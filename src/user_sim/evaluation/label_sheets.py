"""Label sheets: a CSV sample of a run's conversations for people to judge, and reading their answers back.

Export: a seeded sample of N conversations (all when N is larger), one row each: ``serial``, ``profile``,
``index``, ``replicate``, ``validation_key`` (the simulated user's), ``persona`` (role and context), ``goals``,
``end_reason``, ``goal_check`` (what our goal check concluded: reached or not), ``judge`` (the judge's verdicts
when the record carries them), ``transcript`` (``User:`` / ``Assistant:`` lines), then one empty column per
labeller and criterion, named ``realistic:<labeller>`` and ``correct:<labeller>``.

Import: any number of sheets (one per labeller, or one with several labeller columns); answers ``yes``/``no``
(also y/n, true/false, 1/0, case-insensitive), blank when not labelled. Rows are merged by ``serial``.
"""

from __future__ import annotations

import csv
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from user_sim.core.records import ConversationRecord
from user_sim.errors import ConfigError
from user_sim.evaluation.validation import save_key
from user_sim.evaluation.validation_key import simulator_key

CRITERIA = ("realistic", "correct")
BASE_COLUMNS = (
    "serial",
    "profile",
    "index",
    "replicate",
    "validation_key",
    "persona",
    "goals",
    "end_reason",
    "goal_check",
    "judge",
    "transcript",
)
_YES, _NO = {"yes", "y", "true", "1"}, {"no", "n", "false", "0"}


def sample(records: Sequence[ConversationRecord], n: int, seed: int) -> list[ConversationRecord]:
    """``n`` conversations drawn with ``seed`` (all of them when ``n`` is larger), in serial order."""
    ordered = sorted(records, key=lambda r: (r.profile, r.index, r.replicate))
    picked = ordered if n >= len(ordered) else random.Random(seed).sample(ordered, n)
    return sorted(picked, key=lambda r: (r.profile, r.index, r.replicate))


def _row(record: ConversationRecord, project: Path, labellers: Sequence[str]) -> dict[str, str]:
    lines = [f"Assistant: {record.greeting}"] if record.greeting is not None else []
    for turn in record.turns:
        lines.append(f"User: {turn.user}")
        if turn.assistant is not None:
            lines.append(f"Assistant: {turn.assistant}")
    context = record.context if isinstance(record.context, str) else "; ".join(map(str, record.context or []))
    row = {
        "serial": record.serial,
        "profile": record.profile,
        "index": str(record.index),
        "replicate": str(record.replicate),
        "validation_key": simulator_key(record, project).id,
        "persona": context,
        "goals": "; ".join(record.goals),
        "end_reason": record.end_reason,
        "goal_check": "reached" if record.end_reason == "goal_reached" else "not reached",
        "judge": "",
        "transcript": "\n".join(lines),
    }
    row.update({f"{criterion}:{name}": "" for name in labellers for criterion in CRITERIA})
    return row


def write_sheet(records: Sequence[ConversationRecord], project: Path, out: Path, labellers: Sequence[str]) -> list[str]:
    """Write the sheet; return the validation keys it covers (with their descriptions)."""
    rows = [_row(record, project, labellers) for record in records]
    columns = [*BASE_COLUMNS, *(f"{c}:{name}" for name in labellers for c in CRITERIA)]
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)
    keys = {key.id: key for key in (simulator_key(r, project) for r in records)}
    for key in keys.values():
        save_key(key, project)
    return sorted(key.describe() for key in keys.values())


@dataclass
class LabelledRow:
    """One sampled conversation with every labeller's answer for one criterion."""

    serial: str
    validation_key: str
    answers: dict[str, bool | None]


def read_sheets(paths: Iterable[Path], criterion: str) -> list[LabelledRow]:
    """Merge the sheets' answers for ``criterion`` by serial (ConfigError with file:line:col on a bad cell)."""
    merged: dict[str, LabelledRow] = {}
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(f"{path}: cannot read the sheet: {exc.strerror or exc}") from None
        reader = csv.DictReader(text.splitlines(keepends=True))
        header = reader.fieldnames or []
        missing = [c for c in ("serial", "validation_key") if c not in header]
        if missing:
            raise ConfigError(f"{path}:1:1: missing columns: {', '.join(missing)}; export a sheet with labels export")
        columns = [c for c in header if c.startswith(f"{criterion}:")]
        for row in reader:
            line = reader.line_num
            entry = merged.setdefault(row["serial"], LabelledRow(row["serial"], row["validation_key"], {}))
            for column in columns:
                entry.answers[column.split(":", 1)[1]] = _answer(row.get(column) or "", path, line, header, column)
    return list(merged.values())


def _answer(cell: str, path: Path, line: int, header: Sequence[str], column: str) -> bool | None:
    value = cell.strip().casefold()
    if not value:
        return None
    if value in _YES or value in _NO:
        return value in _YES
    raise ConfigError(
        f"{path}:{line}:{list(header).index(column) + 1}: {column}: {cell!r} is not an answer; "
        "write yes or no (or leave it blank)"
    )
