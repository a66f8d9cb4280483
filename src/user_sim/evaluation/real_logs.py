"""Real conversation logs for ``sensei-check shapes``: JSONL, CSV or SENSEI conversation YAML, as plain dialogues.

* **JSONL** (``.jsonl``): one conversation per line, either ``{"messages": [{"role": "user"|"assistant",
  "content": "..."}]}`` (OpenAI style) or ``{"turns": [{"user": "...", "assistant": "..."}]}``; an optional
  ``end_reason`` is kept.
* **CSV** (``.csv``): one message per row with columns ``conversation``, ``role`` (user / assistant) and
  ``text``, in order.
* **SENSEI YAML** (``.yml`` / ``.yaml``): a conversation file (three documents, the last one with
  ``interaction: [{User: ...}, {Assistant: ...}]``); our own run folders are read through ``results.jsonl``.

A folder is read recursively (every file with one of those suffixes, sorted). Bad input raises ConfigError with
file:line:col.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from user_sim.errors import ConfigError

SUFFIXES = (".jsonl", ".csv", ".yml", ".yaml")
_ROLES = {"user": "user", "human": "user", "assistant": "assistant", "bot": "assistant", "chatbot": "assistant"}


@dataclass
class Dialogue:
    """One conversation as (role, text) messages."""

    messages: list[tuple[str, str]] = field(default_factory=list)
    end_reason: str | None = None


def read_logs(path: Path) -> list[Dialogue]:
    """Every conversation under ``path`` (a file or a folder)."""
    if path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file())
    elif path.is_file():
        files = [path]
    else:
        raise ConfigError(f"{path}: no such file or folder of real logs")
    out: list[Dialogue] = []
    for file in files:
        reader = {".jsonl": _jsonl, ".csv": _csv}.get(file.suffix, _sensei_yaml)
        out.extend(reader(file))
    if not out:
        raise ConfigError(f"{path}: no conversation found (expected {', '.join(SUFFIXES)} files)")
    return out


def _role(value: Any, where: str) -> str:
    role = _ROLES.get(str(value).strip().casefold())
    if role is None:
        raise ConfigError(f"{where}: role {value!r} is not user or assistant")
    return role


def _jsonl(file: Path) -> list[Dialogue]:
    out = []
    for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except ValueError as exc:
            raise ConfigError(f"{file}:{number}:1: not JSON: {exc}") from None
        where = f"{file}:{number}:1"
        if not isinstance(data, dict) or not ("messages" in data or "turns" in data):
            raise ConfigError(f"{where}: expected an object with messages or turns")
        dialogue = Dialogue(end_reason=data.get("end_reason"))
        for item in data.get("messages") or []:
            dialogue.messages.append((_role(item.get("role"), where), str(item.get("content") or "")))
        for turn in data.get("turns") or []:
            dialogue.messages.append(("user", str(turn.get("user") or "")))
            if turn.get("assistant") is not None:
                dialogue.messages.append(("assistant", str(turn["assistant"])))
        out.append(dialogue)
    return out


def _csv(file: Path) -> list[Dialogue]:
    rows = csv.DictReader(file.read_text(encoding="utf-8").splitlines(keepends=True))
    missing = {"conversation", "role", "text"} - set(rows.fieldnames or [])
    if missing:
        raise ConfigError(f"{file}:1:1: missing columns: {', '.join(sorted(missing))} (need conversation, role, text)")
    by_id: dict[str, Dialogue] = {}
    for row in rows:
        where = f"{file}:{rows.line_num}:1"
        by_id.setdefault(row["conversation"], Dialogue()).messages.append((_role(row["role"], where), row["text"]))
    return list(by_id.values())


def _sensei_yaml(file: Path) -> list[Dialogue]:
    try:
        documents = [d for d in yaml.safe_load_all(file.read_text(encoding="utf-8")) if d is not None]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        place = f"{mark.line + 1}:{mark.column + 1}" if mark else "1:1"
        raise ConfigError(f"{file}:{place}: not valid YAML") from None
    found = next((d for d in documents if isinstance(d, dict) and "interaction" in d), None)
    if found is None:
        raise ConfigError(f"{file}:1:1: interaction: missing (expected a SENSEI conversation file)")
    dialogue = Dialogue(end_reason=next((d.get("end_reason") for d in documents if isinstance(d, dict)), None))
    for entry in found["interaction"] or []:
        for who, text in (entry or {}).items():
            dialogue.messages.append((_role(who, f"{file}:1:1: interaction"), str(text)))
    return [dialogue]
