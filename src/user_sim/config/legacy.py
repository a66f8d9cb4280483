"""Old SENSEI spellings still found in real profiles: accepted with a warning where the meaning is clear."""

from __future__ import annotations

from typing import Any

from user_sim.config.yamlfile import YamlDoc
from user_sim.errors import Issue

OLD_OUTPUT_TYPES = {"str": "string", "money": "currency"}
OLD_KEYS = {"ask_about": "goals"}
"""Old key -> current key (renamed in place when alone; an error naming the new key when both are present)."""

FLAT_KEYS = {
    "role": ("user", "role"),
    "context": ("user", "context"),
    "ask_about": ("user", "goals"),
    "goals": ("user", "goals"),
    "language": ("user", "language"),
    "fallback": ("chatbot", "fallback"),
    "is_starter": ("chatbot", "is_starter"),
    "isstarter": ("chatbot", "is_starter"),
    "output": ("chatbot", "output"),
    "temperature": ("llm", "temperature"),
    "model": ("llm", "model"),
}
"""Top-level keys of the pre-1.0 SENSEI layout and where they live now."""


def modernise(doc: YamlDoc) -> tuple[list[Issue], list[Issue]]:
    """Rewrite old spellings in ``doc.data`` in place (marks follow); return (warnings, errors).

    Old spellings whose meaning is clear are warnings. The pre-1.0 flat layout is an error — one line per key,
    saying where it goes — but the data is moved too, so the rest of the file is still checked.
    """
    data = doc.data
    warnings: list[Issue] = []
    if not isinstance(data, dict):
        return warnings, []
    errors = _flat_layout(doc) + _conversation_list(doc)
    user = data.get("user")
    if isinstance(user, dict) and "ask_about" in user and "goals" not in user:
        rename_key(doc, ("user",), "ask_about", "goals")
        warnings.append(doc.issue(("user", "goals"), "'ask_about' is the old name of 'goals'; rename it", key=True))
    chatbot = data.get("chatbot")
    if isinstance(chatbot, dict) and isinstance(chatbot.get("output"), list):
        warnings += _output_types(doc, chatbot["output"])
    return warnings, errors


def _flat_layout(doc: YamlDoc) -> list[Issue]:
    errors = []
    for key in [k for k in doc.data if k in FLAT_KEYS]:
        section, name = FLAT_KEYS[key]
        block = doc.data.setdefault(section, {})
        if not isinstance(block, dict) or name in block:
            continue
        errors.append(
            doc.issue(
                (key,),
                f"pre-1.0 SENSEI layout: move {key!r} under '{section}:' (write it as {section}.{name})",
                key=True,
            )
        )
        _move(doc, (key,), (section, name))
        doc.value_marks.setdefault((section,), doc.mark((section, name)))
    return errors


def _conversation_list(doc: YamlDoc) -> list[Issue]:
    """``conversations:`` (old name) and/or ``conversation:`` written as a list of one-key items."""
    old_name = "conversations" in doc.data and "conversation" not in doc.data
    key = "conversations" if old_name else "conversation"
    value = doc.data.get(key)
    as_list = isinstance(value, list) and all(isinstance(i, dict) and len(i) == 1 for i in value)
    if not (old_name or as_list):
        return []
    if old_name and as_list:
        message = (
            "pre-1.0 SENSEI layout: write 'conversation:' (not 'conversations:') as a mapping: remove the "
            "'- ' before number, goal_style and interaction_style"
        )
    elif old_name:
        message = "pre-1.0 SENSEI layout: 'conversations' is now 'conversation'"
    else:
        message = "must be a mapping, not a list: remove the '- ' before number, goal_style and interaction_style"
    issue = doc.issue((key,), message, key=old_name)
    if old_name:
        _move(doc, (key,), ("conversation",))
    if as_list:
        _unlist(doc, ("conversation",), doc.data["conversation"])
    return [issue]


def _unlist(doc: YamlDoc, path: tuple[str | int, ...], items: list[dict[str, Any]]) -> None:
    merged: dict[str, Any] = {}
    for index, item in enumerate(items):
        ((name, value),) = item.items()
        merged[name] = value
        _remap(doc, (*path, index, name), (*path, name))
    doc.data[path[0]] = merged


def _move(doc: YamlDoc, old: tuple[str | int, ...], new: tuple[str | int, ...]) -> None:
    value = doc.data.pop(old[0])
    node: Any = doc.data
    for part in new[:-1]:
        node = node.setdefault(part, {})
    node[new[-1]] = value
    _remap(doc, old, new)


def _remap(doc: YamlDoc, old: tuple[str | int, ...], new: tuple[str | int, ...]) -> None:
    for table in (doc.value_marks, doc.key_marks):
        for path in [p for p in table if p[: len(old)] == old]:
            table[(*new, *path[len(old) :])] = table[path]


def _output_types(doc: YamlDoc, output: list[Any]) -> list[Issue]:
    warnings = []
    for index, item in enumerate(output):
        if not isinstance(item, dict) or len(item) != 1:
            continue
        ((name, spec),) = item.items()
        if isinstance(spec, dict) and spec.get("type") in OLD_OUTPUT_TYPES:
            old = spec["type"]
            spec["type"] = OLD_OUTPUT_TYPES[old]
            path = ("chatbot", "output", index, name, "type")
            warnings.append(doc.issue(path, f"output type {old!r} is an old spelling of {spec['type']!r}"))
    return warnings


def rename_key(doc: YamlDoc, parent: tuple[str | int, ...], old: str, new: str) -> None:
    """Rename ``parent.old`` to ``parent.new`` in ``doc.data``; the positions of the key and its value follow."""
    node: Any = doc.data
    for part in parent:
        node = node[part]
    node[new] = node.pop(old)
    prefix = (*parent, old)
    for table in (doc.value_marks, doc.key_marks):
        for path in [p for p in table if p[: len(prefix)] == prefix]:
            table[(*parent, new, *path[len(prefix) :])] = table[path]
