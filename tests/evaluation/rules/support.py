"""Build rule files and conversations for rule tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from user_sim.evaluation.rules.names import Conversation


def write_rule(folder: Path, name: str, **keys: Any) -> Path:
    """A rule file ``name.yml`` under ``folder`` with ``keys`` (``if_`` is written as ``if``)."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"name": name, "description": "test", **{("if" if k == "if_" else k): v for k, v in keys.items()}}
    path = folder / f"{name}.yml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def conversation(source: str, variables: dict[str, Any] | None = None, outputs: dict[str, Any] | None = None,
                 turns: list[tuple[str, str]] | None = None, **meta: Any) -> Conversation:  # fmt: skip
    """A conversation as the rules read it."""
    first = {
        "serial": source,
        "language": "English",
        "ask_about": ["a goal", *({k: v} for k, v in (variables or {}).items())],
        "conversation": [{"interaction_style": ["default"]}, {"number": 2}, {"goal_style": {"steps": 4}}],
        "data_output": [{k: v} for k, v in (outputs or {}).items()],
        **meta,
    }
    pairs = turns if turns is not None else [("hi", "hello"), ("a pizza", "which size?")]
    interaction = [entry for user, bot in pairs for entry in ({"User": user}, {"Assistant": bot})]
    return Conversation(source, first, interaction)


def write_conversation(path: Path, conv: Conversation) -> Path:
    """Write ``conv`` as a SENSEI conversation file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    docs = [conv.meta, {"conversation time": 1.0}, {"interaction": conv.interaction}]
    path.write_text(yaml.safe_dump_all(docs, sort_keys=False))
    return path
