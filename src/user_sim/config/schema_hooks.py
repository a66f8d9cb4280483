"""JSON Schema hooks for the shapes a validator accepts beyond the field's type (the schema must accept them too)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SchemaHook = Callable[[dict[str, Any]], None]


def also_accepts(*, single_item: bool = False, null: bool = False) -> SchemaHook:
    """For a list field whose before-validator also takes one bare item and/or null."""

    def extra(schema: dict[str, Any]) -> None:
        kept = {k: schema.pop(k) for k in list(schema) if k not in ("description", "title", "default")}
        schema["anyOf"] = [kept, *([kept["items"]] if single_item else []), *([{"type": "null"}] if null else [])]

    return extra


def also_accepts_words(*words: str) -> SchemaHook:
    """For a model field that also takes bare words (``goal_style: default``)."""

    def extra(schema: dict[str, Any]) -> None:
        schema["anyOf"] = [{"$ref": schema.pop("$ref")}, {"enum": list(words), "type": "string"}]

    return extra
