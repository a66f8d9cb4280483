"""Labelled sheets read back: every labeller's yes/no per sampled conversation, for one criterion.

Any number of sheets (one per labeller, or one with several labeller columns, as ``label_sheets`` wrote them);
answers ``yes``/``no`` (also y/n, true/false, 1/0, case-insensitive), blank when not labelled. Rows are merged by
``serial``; a labeller's blank in one sheet never erases their answer in another (each labeller may fill their
own copy of one sheet), and two different answers of one labeller to one conversation are an error.
``realistic`` answers validate the row's ``validation_key`` (the simulated user), ``correct`` answers its
``judge_key``. A sampled conversation whose row is in none of the sheets (deleted, or its labeller's file not
given) is unlabelled and counts against, as a blank does: every row says its sample's id and size (``sample``,
``sample_size``; a sheet from before they were written has neither, and only its rows count).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from user_sim.errors import ConfigError, missing_path
from user_sim.evaluation.csv_cells import CsvRow, header_places, read_rows

_YES, _NO = {"yes", "y", "true", "1"}, {"no", "n", "false", "0"}


@dataclass
class LabelledRow:
    """One sampled conversation with every labeller's answer for one criterion."""

    serial: str
    validation_key: str
    """The key the answers validate (the judge's for ``correct``)."""
    answers: dict[str, bool | None]
    project: str = ""
    """The project folder the sheet was exported from (blank: a sheet from before it was recorded)."""
    missing: bool = False
    """A sampled conversation with no row in any sheet (unlabelled)."""


@dataclass
class _Sample:
    """What the sheets show of one exported sample: its size, the serials of its rows and the keys they validate."""

    size: int
    place: str
    """``file:line:column`` of a ``sample_size`` cell (where a problem with the sample is reported)."""
    serials: set[str] = field(default_factory=set)
    keys: set[str] = field(default_factory=set)


def read_sheets(paths: Iterable[Path], criterion: str) -> list[LabelledRow]:
    """Merge the sheets' answers for ``criterion`` by serial (ConfigError at the cell's file:line:column).

    A sampled conversation missing from every sheet is one more row, with no answer (unlabelled).
    """
    merged: dict[str, LabelledRow] = {}
    samples: dict[str, _Sample] = {}
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8-sig")  # a spreadsheet's "CSV UTF-8" starts with a byte-order mark
        except FileNotFoundError:
            raise ConfigError(missing_path(path)) from None
        except OSError as exc:
            raise ConfigError(f"{path}: cannot read the sheet: {exc.strerror or exc}") from None
        header, rows = read_rows(text)
        _refuse_repeated_columns(path, text, header)
        key_column = "judge_key" if criterion == "correct" else "validation_key"
        missing = [c for c in ("serial", key_column) if c not in header]
        if missing:
            raise ConfigError(f"{path}:1:1: missing columns: {', '.join(missing)}; {_remedy(header)}")
        columns = [c for c in header if c.startswith(f"{criterion}:")]
        for row in rows:
            serial = row.values["serial"] or ""
            project = row.values.get("project") or ""
            entry = merged.setdefault(serial, LabelledRow(serial, row.values[key_column] or "", {}, project))
            _note_sample(samples, row, path, entry)
            for column in columns:
                place = f"{path}:{row.place(column)}"
                answer = _answer(row.values[column] or "", place, column)
                _merge(entry, column.split(":", 1)[1], answer, f"{place}: {column}")
    return [*merged.values(), *(row for key, sample in samples.items() for row in _missing(key, sample))]


def _note_sample(samples: dict[str, _Sample], row: CsvRow, path: Path, entry: LabelledRow) -> None:
    """Record the row's sample (id and size), when the sheet has them."""
    sample_id, size = row.values.get("sample") or "", (row.values.get("sample_size") or "").strip()
    if not sample_id or not size:
        return
    place = f"{path}:{row.place('sample_size')}"
    if not size.isdigit():
        raise ConfigError(f"{place}: sample_size: {size!r} is not a number of conversations (as exported)")
    seen = samples.setdefault(sample_id, _Sample(int(size), place))
    seen.serials.add(entry.serial)
    seen.keys.add(entry.validation_key)


def _missing(sample_id: str, sample: _Sample) -> list[LabelledRow]:
    """The sample's conversations no sheet has a row for: unlabelled rows of the key every other row validates."""
    lost = sample.size - len(sample.serials)
    if lost <= 0:
        return []
    if len(sample.keys) > 1:
        raise ConfigError(
            f"{sample.place}: sample {sample_id} has {sample.size} conversations and the sheets {len(sample.serials)}; "
            f"its rows validate {len(sample.keys)} keys, so the {lost} missing cannot be counted against the right "
            "one: put their rows back (a blank answer counts against) or give every labeller's sheet"
        )
    [key] = sample.keys
    return [LabelledRow(f"{sample_id}#missing{i}", key, {}, missing=True) for i in range(1, lost + 1)]


def _remedy(header: list[str]) -> str:
    """What to do about a sheet without its key columns: save it comma-separated, or export one."""
    if any(";" in name for name in header):
        return "its cells are separated by ';' (a spreadsheet's regional setting): save it as comma-separated CSV"
    return "export a sheet with labels export"


def _refuse_repeated_columns(path: Path, text: str, header: list[str]) -> None:
    """A column named twice (``--labellers ann,ann``, or a copied column) would hide one of its answers: refused."""
    seen: set[str] = set()
    for index, name in enumerate(header):
        if name in seen:
            line, column = header_places(text)[index]
            raise ConfigError(
                f"{path}:{line}:{column}: {name}: a second column of that name (its answers would be lost); give "
                "each labeller a name of their own (labels export --labellers ana,ben), or one sheet each"
            )
        seen.add(name)


def _merge(entry: LabelledRow, labeller: str, answer: bool | None, place: str) -> None:
    """One labeller's answer into the row: a blank never erases an answer from another sheet; two differ: error."""
    before = entry.answers.get(labeller)
    if answer is None:
        entry.answers.setdefault(labeller, None)
    elif before is None or before == answer:
        entry.answers[labeller] = answer
    else:
        raise ConfigError(
            f"{place}: {labeller!r} answered {entry.serial} differently in another sheet; give each labeller "
            "their own column name (labels export --labellers ana,ben)"
        )


def _answer(cell: str, place: str, column: str) -> bool | None:
    value = cell.strip().casefold()
    if not value:
        return None
    if value in _YES or value in _NO:
        return value in _YES
    raise ConfigError(f"{place}: {column}: {cell!r} is not an answer; write yes or no (or leave it blank)")
