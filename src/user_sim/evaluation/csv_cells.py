"""CSV rows with the place of every cell, so a bad cell is named at its real ``line:column``.

The ``csv`` module parses; it only says on which physical line a record *ended*, and a quoted cell may span
lines (a label sheet's transcript does). :func:`read_rows` notes where each record starts and finds each field's
first character in the record's raw text (RFC 4180 quoting: a quoted field may hold commas, newlines and doubled
quotes), so :meth:`CsvRow.place` gives the line and column of the cell as an editor shows them (1-based).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass


@dataclass(frozen=True)
class CsvRow:
    """One record: its cells by column name, and where each field starts."""

    values: dict[str, str | None]
    """Cell text by header name (None: the record has fewer fields than the header)."""
    places: tuple[tuple[int, int], ...]
    """(line, column) of each field in the record, in header order."""
    header: tuple[str, ...]

    def place(self, column: str) -> str:
        """``line:column`` of the named cell (of the record's last field when the record is short)."""
        index = self.header.index(column)
        line, col = self.places[min(index, len(self.places) - 1)]
        return f"{line}:{col}"


def read_rows(text: str) -> tuple[list[str], list[CsvRow]]:
    """The header and every non-blank record of ``text``, each with its cells' places."""
    lines = list(io.StringIO(text, newline=""))  # \n, \r\n or \r end a line; U+2028 and the like stay in the cell
    reader = csv.reader(lines)
    header = next(reader, None) or []
    rows: list[CsvRow] = []
    start = reader.line_num + 1
    for fields in reader:
        if fields:
            raw = "".join(lines[start - 1 : reader.line_num])
            values = {name: fields[i] if i < len(fields) else None for i, name in enumerate(header)}
            rows.append(CsvRow(values, _places(raw, start, len(fields)), tuple(header)))
        start = reader.line_num + 1
    return header, rows


def header_places(text: str) -> tuple[tuple[int, int], ...]:
    """(line, column) of each field of ``text``'s header record."""
    lines = list(io.StringIO(text, newline=""))
    reader = csv.reader(lines)
    header = next(reader, None) or []
    return _places("".join(lines[: reader.line_num]), 1, len(header))


def _places(raw: str, first_line: int, count: int) -> tuple[tuple[int, int], ...]:
    starts, quoted = [0], False
    for offset, char in enumerate(raw):
        if char == '"':
            quoted = not quoted  # a doubled quote inside a quoted field toggles twice
        elif char == "," and not quoted:
            starts.append(offset + 1)
    return tuple(_line_column(raw, offset, first_line) for offset in starts[: max(count, 1)])


def _line_column(raw: str, offset: int, first_line: int) -> tuple[int, int]:
    line = first_line + raw.count("\n", 0, offset)
    return line, offset - (raw.rfind("\n", 0, offset) + 1) + 1
