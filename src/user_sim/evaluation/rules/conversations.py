"""Read finished conversations for the rules: SENSEI conversation YAMLs (SENSEI's or ours) and results.jsonl.

``--conversations`` may name a run folder (its ``results.jsonl`` is read), a ``.jsonl`` file, a conversation YAML,
or a folder searched recursively for ``*.yml``/``*.yaml`` (``__report__`` folders skipped, as SENSEI does).
A file that is not a conversation (fewer than three YAML documents, no ``interaction``) is skipped with a note.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from user_sim.core.records import ConversationRecord
from user_sim.errors import ConfigError, Issue, missing_path
from user_sim.evaluation.rules.names import Conversation
from user_sim.reports.conversation_yaml import conversation_documents, conversation_path
from user_sim.runs.jsonl import read_jsonl

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass
class ConversationSet:
    """The conversations read, and the files skipped with why."""

    conversations: list[Conversation] = field(default_factory=list)
    skipped: list[Issue] = field(default_factory=list)


def read_conversations(path: Path) -> ConversationSet:
    """Read every conversation under ``path`` (see module docstring)."""
    found = ConversationSet()
    if not path.exists():
        raise ConfigError(missing_path(path, "conversation file or folder"))
    if path.is_dir() and (path / "results.jsonl").is_file():
        path = path / "results.jsonl"
    if path.suffix == ".jsonl":
        found.conversations = read_results(path)
        return found
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.suffix in (".yml", ".yaml"))
    for file in files:
        if "__report__" in file.parts or not file.is_file():
            continue
        try:
            found.conversations.append(read_conversation_yaml(file, path if path.is_dir() else file.parent))
        except ConfigError as exc:
            found.skipped.extend(exc.issues)
    return found


def read_conversation_yaml(file: Path, root: Path | None = None) -> Conversation:
    """One SENSEI conversation file: metadata, timings, interaction (its source named relative to ``root``)."""
    try:
        documents = list(yaml.load_all(file.read_text(encoding="utf-8"), Loader=_LOADER))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise ConfigError(Issue(str(file), 1, 1, "", f"not a readable conversation file: {exc}")) from None
    if len(documents) < 3 or not isinstance(documents[0], dict) or not isinstance(documents[2], dict):
        raise ConfigError(Issue(str(file), 1, 1, "", "not a conversation file (expected 3 YAML documents)"))
    interaction = documents[2].get("interaction")
    if not isinstance(interaction, list):
        raise ConfigError(Issue(str(file), 1, 1, "interaction", "not a conversation file (no interaction list)"))
    steps = [step for step in interaction if isinstance(step, dict)]
    source = str(file.relative_to(root)) if root is not None else str(file)
    return Conversation(source, documents[0], steps, test_name=file.parent.name)


def read_results(path: Path) -> list[Conversation]:
    """Every conversation of a results.jsonl (as the SENSEI YAML we write for it would read).

    The file is only read: a torn last line (a run still writing, or killed) is left out; a damaged line
    elsewhere is a ConfigError naming it.
    """
    records = read_jsonl(path, ConversationRecord, what="conversation record")
    return [conversation_of(record) for record in records]


def source_of(record: ConversationRecord) -> str:
    """How verdicts name a recorded conversation: its YAML's path under the run's conversations/."""
    return str(conversation_path(record))


def conversation_of(record: ConversationRecord) -> Conversation:
    """A recorded conversation as the rules read it (the documents of the SENSEI YAML we write for it)."""
    meta, _, third = conversation_documents(record)
    return Conversation(source_of(record), meta, list(third["interaction"]), test_name=record.profile)
