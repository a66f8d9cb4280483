"""The names a rule sees for one conversation, built as SENSEI builds them (plus a few of ours).

From the conversation file's first document and its ``interaction``:

- every variable of the profile: each ``{name: value}`` entry of ``ask_about``. SENSEI records a drawn value as
  a one-element list (``size: [small]``) and its rules read it as ``size[0]``; we record the value itself
  (``size: small``). So that a rule written either way reads either record the same, a single drawn text or
  number is given as a value that ``[0]`` and ``[-1]`` read whole (``size[0] == 'small'``; ``size[:1]`` is still
  its first letter); a list (``toppings``) stays a list;
- ``conversation_<key>`` and ``<key>`` for every entry of ``conversation`` (nested mappings flattened, e.g.
  ``conversation_goal_style_steps`` and ``steps``);
- ``data_output_<key>`` and ``<key>`` for every extracted output (flattened the same way); an output with
  sub-fields (the bundled ``currency``, SENSEI's ``money``: ``price: {value: 12.5, currency: $}``) is also its own
  name, a mapping that reads as the text of its values (``12.5 $``), as SENSEI's ``money`` is text, so
  ``extract_float(price)`` and ``currency(price)`` read it (and ``price['value']`` too);
- ``interaction`` (the list of ``{User: ...}`` / ``{Assistant: ...}`` entries), ``chatbot_phrases``,
  ``user_phrases`` and ``data_output`` (the raw list);
- ours, which the names above override when they collide: ``language``, ``serial``, ``end_reason``, ``errors``
  (the error codes), ``variables`` (a mapping of the profile's variables, for ``'drink' in variables``) and
  ``test_name`` when known.

A later source wins on a name clash, in the order above (so an output named like a variable hides it), as in
SENSEI.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Conversation:
    """One finished conversation as the rules read it: SENSEI's first document and its interaction."""

    source: str
    """Where it was read from (file, or results.jsonl line), used in verdicts."""
    meta: dict[str, Any]
    interaction: list[dict[str, Any]] = field(default_factory=list)
    test_name: str | None = None


def conversation_names(conversation: Conversation) -> dict[str, Any]:
    """Every name a rule sees for ``conversation`` (see module docstring)."""
    meta = conversation.meta
    variables = {k: drawn_value(v) for item in _entries(meta.get("ask_about")) for k, v in item.items()}
    names: dict[str, Any] = {
        "language": meta.get("language"),
        "serial": meta.get("serial"),
        "end_reason": meta.get("end_reason"),
        "errors": [code for item in _entries(meta.get("errors")) for code in item],
        "variables": variables,
    }
    if conversation.test_name is not None:
        names["test_name"] = conversation.test_name
    names.update(variables)
    for item in _entries(meta.get("conversation")):
        names.update(_flatten("conversation", item))
    outputs = _entries(meta.get("data_output"))
    for item in outputs:
        names.update(_flatten("data_output", item))
        names.update({k: OutputFields(v) for k, v in item.items() if isinstance(v, dict)})
    interaction = conversation.interaction
    names["interaction"] = interaction
    names["chatbot_phrases"] = [step["Assistant"] for step in interaction if "Assistant" in step]
    names["user_phrases"] = [step["User"] for step in interaction if "User" in step]
    names["data_output"] = outputs
    return names


class DrawnText(str):
    """A drawn text variable: ``[0]`` and ``[-1]`` are the whole value, as on SENSEI's one-element list."""

    __slots__ = ()

    def __getitem__(self, index: Any) -> str:
        return str(self) if _whole(index) else str.__getitem__(self, index)


class DrawnInt(int):
    """A drawn integer variable: ``[0]`` and ``[-1]`` are the number, as on SENSEI's one-element list."""

    def __getitem__(self, index: Any) -> int:
        if _whole(index):
            return int(self)
        raise IndexError("list index out of range")


class DrawnFloat(float):
    """A drawn decimal variable: ``[0]`` and ``[-1]`` are the number, as on SENSEI's one-element list."""

    def __getitem__(self, index: Any) -> float:
        if _whole(index):
            return float(self)
        raise IndexError("list index out of range")


class OutputFields(dict[str, Any]):
    """An output with sub-fields; as text (``str``, f-strings, text helpers) its non-null values, space-joined."""

    def __str__(self) -> str:
        return " ".join(str(v) for v in self.values() if v is not None)


def drawn_value(value: Any) -> Any:
    """The variable's value as rules read it: a single text or number also answers ``[0]`` (see module docstring)."""
    kind = type(value)
    if kind is str:
        return DrawnText(value)
    if kind is int:
        return DrawnInt(value)
    if kind is float:
        return DrawnFloat(value)
    return value


def _whole(index: Any) -> bool:
    return type(index) is int and index in (0, -1)


def _entries(value: Any) -> list[dict[str, Any]]:
    """The mapping entries of a SENSEI list-of-mappings field (anything else is skipped, as SENSEI does)."""
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _flatten(prefix: str, mapping: dict[str, Any]) -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in mapping.items():
        if isinstance(value, dict):
            flat.update(_flatten(f"{prefix}_{key}", value))
        else:
            flat[f"{prefix}_{key}"] = value
            flat[str(key)] = value
    return flat
