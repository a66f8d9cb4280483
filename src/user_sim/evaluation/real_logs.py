"""Real conversation logs for ``sensei-check shapes``: JSONL, CSV or SENSEI conversation YAML, as plain dialogues.

* **JSONL** (``.jsonl``): one conversation per line, either ``{"messages": [{"role": "user"|"assistant",
  "content": "..."}]}`` (OpenAI style) or ``{"turns": [{"user": "...", "assistant": "..."}]}``; an optional
  ``end_reason`` is kept.
* **CSV** (``.csv``): one message per row with columns ``conversation``, ``role`` (user / assistant) and
  ``text``, in order.
* **SENSEI YAML** (``.yml`` / ``.yaml``): a conversation file (``interaction: [{User: ...}, {Assistant: ...}]``,
  read by ``evaluation.sensei_yaml`` as the rules read it); our own run folders are read through ``results.jsonl``.

A folder is read recursively (every file with one of those suffixes, sorted), except that a run folder inside it
(one with a ``results.jsonl``) is read from that file alone: its ``conversations/*.yml`` hold the same
conversations, which would count twice. Bad input raises ConfigError with file:line:col.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.errors import ConfigError, Issue
from user_sim.evaluation.csv_cells import read_rows
from user_sim.evaluation.sensei_yaml import NotAConversation, read_sensei_conversation, role_of
from user_sim.runs.folder import RESULTS_FILE
from user_sim.runs.jsonl import parsed_lines

SUFFIXES = (".jsonl", ".csv", ".yml", ".yaml")


@dataclass
class Dialogue:
    """One conversation as (role, text) messages."""

    messages: list[tuple[str, str]] = field(default_factory=list)
    end_reason: str | None = None


class NotALog(ConfigError):
    """A file of a logs folder that is not a conversation log (a SENSEI run's own CSV, a profile): skipped."""


def read_logs(path: Path, skipped: list[str] | None = None, unread: list[Issue] | None = None) -> list[Dialogue]:
    """Every conversation under ``path`` (a file or a folder).

    In a folder, a CSV without any of the log's columns and a YAML file without ``interaction`` are not logs
    (SENSEI writes its own CSV beside each conversation): they are skipped, and their reasons added to
    ``skipped``. A file given by name must be a log. A JSONL file's torn last line (cut short by a killed run: the
    rule of ``runs.jsonl.parsed_lines``, which reads it) is left out, and added to ``skipped`` too. A log of a
    folder that cannot be read (malformed, not UTF-8) is added to ``unread`` and the others are read on; without
    ``unread``, or when no log could be read, it is a ConfigError (naming every one).
    """
    notes, bad = (skipped if skipped is not None else []), (unread if unread is not None else [])
    if path.is_dir():
        files = _log_files(path)
    elif path.is_file():
        files = [path]
    else:
        raise ConfigError(f"{path}: no such file or folder of real logs")
    out: list[Dialogue] = []
    for file in files:
        try:
            out.extend(_read_log(file, notes))
        except NotALog as exc:
            if not path.is_dir():
                raise
            notes.append(str(exc))
        except ConfigError as exc:
            bad.extend(exc.issues)
    if bad and (unread is None or not out):
        raise ConfigError(bad)
    if not out:
        raise ConfigError(f"{path}: no conversation found (expected {', '.join(SUFFIXES)} files)")
    return out


def _read_log(file: Path, torn: list[str]) -> list[Dialogue]:
    """The conversations of one log file, by its suffix."""
    if file.suffix == ".jsonl":
        return _jsonl(file, _text(file), torn)
    return (_csv if file.suffix == ".csv" else _sensei_yaml)(file, _text(file))


def _log_files(folder: Path) -> list[Path]:
    """The log files under ``folder``: in a run folder only its results.jsonl (one source per conversation)."""
    files = sorted(p for p in folder.rglob("*") if p.suffix in SUFFIXES and p.is_file())
    runs = {p.parent for p in files if p.name == RESULTS_FILE}
    return [p for p in files if (p.name == RESULTS_FILE and p.parent in runs) or not runs.intersection(p.parents)]


def _text(file: Path) -> str:
    try:
        return file.read_text(encoding="utf-8-sig")  # a spreadsheet's "CSV UTF-8" starts with a byte-order mark
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{file}:1:1: not UTF-8 text (byte {exc.start}); save the log as UTF-8") from None
    except OSError as exc:
        raise ConfigError(f"{file}: cannot read: {exc.strerror or exc}") from None


def _jsonl(file: Path, text: str, torn: list[str]) -> list[Dialogue]:
    cut: list[Issue] = []
    lines = parsed_lines(file, text, json.loads, what="conversation", torn=cut)
    torn.extend(map(str, cut))
    return [_dialogue(data, f"{file}:{number}:1") for number, data in lines]


def _dialogue(data: Any, where: str) -> Dialogue:
    """One JSONL line's conversation (``messages`` or ``turns``); ConfigError at ``where`` for another shape."""
    if not isinstance(data, dict) or not ("messages" in data or "turns" in data):
        raise ConfigError(f"{where}: expected an object with messages or turns")
    dialogue = Dialogue(end_reason=data.get("end_reason"))
    for i, item in enumerate(_objects(data, "messages", ("role", "content"), where)):
        dialogue.messages.append((role_of(item.get("role"), f"{where}: messages[{i}].role"), _str(item["content"])))
    for turn in _objects(data, "turns", ("user",), where):
        dialogue.messages.append(("user", _str(turn["user"])))
        if turn.get("assistant") is not None:
            dialogue.messages.append(("assistant", _str(turn["assistant"])))
    return dialogue


def _objects(data: dict[str, Any], key: str, needed: tuple[str, ...], where: str) -> list[dict[str, Any]]:
    """``data[key]``: a list of objects that each have ``needed`` (ConfigError naming the first that does not)."""
    items = data.get(key) or []
    shape = f"a list of objects with {' and '.join(needed)}"
    if not isinstance(items, list):
        raise ConfigError(f"{where}: {key}: expected {shape}, got {type(items).__name__}")
    for i, item in enumerate(items):
        if not isinstance(item, dict) or any(name not in item for name in needed):
            raise ConfigError(f"{where}: {key}[{i}]: expected an object with {' and '.join(needed)}, got {item!r:.60}")
    return items


def _str(value: Any) -> str:
    return "" if value is None else str(value)


def _csv(file: Path, text: str) -> list[Dialogue]:
    header, rows = read_rows(text)
    columns = {"conversation", "role", "text"}
    missing = columns - set(header)
    if missing == columns:
        raise NotALog(f"{file}:1:1: not a conversation log (no conversation, role, text columns)")
    if missing:
        raise ConfigError(f"{file}:1:1: missing columns: {', '.join(sorted(missing))} (need conversation, role, text)")
    by_id: dict[str, Dialogue] = {}
    for row in rows:
        cells = row.values
        if cells["conversation"] is None or cells["role"] is None or cells["text"] is None:
            raise ConfigError(
                f"{file}:{row.place(header[0])}: expected a value in each of the columns conversation, role, text"
            )
        role = role_of(cells["role"], f"{file}:{row.place('role')}")
        by_id.setdefault(cells["conversation"], Dialogue()).messages.append((role, cells["text"]))
    return list(by_id.values())


def _sensei_yaml(file: Path, text: str) -> list[Dialogue]:
    try:
        found = read_sensei_conversation(file, text)
    except NotAConversation as exc:
        raise NotALog(exc.issues) from None
    return [Dialogue(found.messages, found.meta.get("end_reason"))]
