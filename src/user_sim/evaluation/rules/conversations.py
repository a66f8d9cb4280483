"""Read finished conversations for the rules: SENSEI conversation YAMLs (SENSEI's or ours) and results.jsonl.

``--conversations`` may name a run folder (its ``results.jsonl`` is read), a ``.jsonl`` file, a conversation YAML,
or a folder searched recursively for ``*.yml``/``*.yaml`` (``__report__`` folders skipped, as SENSEI does), read
by ``evaluation.sensei_yaml`` in any of SENSEI's layouts. A file that is not a conversation (no ``interaction:``)
is skipped with a note; one that is but cannot be read, and a torn last line of a results.jsonl, are ``unread``:
the check is then incomplete.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from user_sim.core.records import ConversationRecord
from user_sim.errors import ConfigError, Issue, missing_path
from user_sim.evaluation.rules.names import Conversation
from user_sim.evaluation.sensei_yaml import NotAConversation, read_sensei_conversation
from user_sim.reports.conversation_yaml import conversation_documents, conversation_path
from user_sim.runs.jsonl import read_jsonl


@dataclass
class ConversationSet:
    """The conversations read, the files that are not conversations, and what could not be read, with why."""

    conversations: list[Conversation] = field(default_factory=list)
    skipped: list[Issue] = field(default_factory=list)
    unread: list[Issue] = field(default_factory=list)
    """Conversations that could not be read (a damaged file, a torn last line): a check of the rest is incomplete."""


def read_conversations(path: Path) -> ConversationSet:
    """Read every conversation under ``path`` (see module docstring)."""
    found = ConversationSet()
    if not path.exists():
        raise ConfigError(missing_path(path, "conversation file or folder"))
    if path.is_dir() and (path / "results.jsonl").is_file():
        path = path / "results.jsonl"
    if path.suffix == ".jsonl":
        found.conversations = read_results(path, found.unread)
        return found
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.suffix in (".yml", ".yaml"))
    for file in files:
        if "__report__" in file.parts or not file.is_file():
            continue
        try:
            found.conversations.append(read_conversation_yaml(file, path if path.is_dir() else file.parent))
        except NotAConversation as exc:
            found.skipped.extend(exc.issues)
        except ConfigError as exc:
            found.unread.extend(exc.issues)
    return found


def read_conversation_yaml(file: Path, root: Path | None = None) -> Conversation:
    """One SENSEI conversation file (its source named relative to ``root``)."""
    read = read_sensei_conversation(file)
    source = str(file.relative_to(root)) if root is not None else str(file)
    steps = [step for step in read.interaction if isinstance(step, dict)]
    return Conversation(source, read.meta, steps, test_name=file.parent.name)


def read_results(path: Path, torn: list[Issue] | None = None) -> list[Conversation]:
    """Every conversation of a results.jsonl (as the SENSEI YAML we write for it would read).

    The file is only read: a torn last line (a run still writing, or killed) is left out and added to ``torn``; a
    damaged line elsewhere is a ConfigError naming it.
    """
    records = read_jsonl(path, ConversationRecord, what="conversation record", torn=torn)
    return [conversation_of(record) for record in records]


def source_of(record: ConversationRecord) -> str:
    """How verdicts name a recorded conversation: its YAML's path under the run's conversations/."""
    return str(conversation_path(record))


def conversation_of(record: ConversationRecord) -> Conversation:
    """A recorded conversation as the rules read it (the documents of the SENSEI YAML we write for it)."""
    meta, _, third = conversation_documents(record)
    return Conversation(source_of(record), meta, list(third["interaction"]), test_name=record.profile)
