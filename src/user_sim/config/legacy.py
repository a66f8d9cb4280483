"""Old SENSEI spellings still found in real profiles: accepted with a warning where the meaning is clear."""

from __future__ import annotations

from typing import Any

from user_sim.config.yamlfile import YamlDoc
from user_sim.errors import Issue

OLD_OUTPUT_TYPES = {"str": "string", "money": "currency"}
OLD_KEYS = {"ask_about": "goals"}
"""Old key -> current key (renamed in place when alone; an error naming the new key when both are present)."""


def modernise(doc: YamlDoc) -> list[Issue]:
    """Rewrite old spellings in ``doc.data`` in place (marks follow) and return one warning per rewrite."""
    data = doc.data
    warnings: list[Issue] = []
    if not isinstance(data, dict):
        return warnings
    user = data.get("user")
    if isinstance(user, dict) and "ask_about" in user and "goals" not in user:
        _rename_key(doc, ("user",), "ask_about", "goals")
        warnings.append(doc.issue(("user", "goals"), "'ask_about' is the old name of 'goals'; rename it", key=True))
    chatbot = data.get("chatbot")
    if isinstance(chatbot, dict) and isinstance(chatbot.get("output"), list):
        warnings += _output_types(doc, chatbot["output"])
    return warnings


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


def _rename_key(doc: YamlDoc, parent: tuple[str | int, ...], old: str, new: str) -> None:
    node: Any = doc.data
    for part in parent:
        node = node[part]
    node[new] = node.pop(old)
    prefix = (*parent, old)
    for table in (doc.value_marks, doc.key_marks):
        for path in [p for p in table if p[: len(prefix)] == prefix]:
            table[(*parent, new, *path[len(prefix) :])] = table[path]
