"""The one reader of SENSEI conversation files, for the rules and for ``sensei-check shapes``.

SENSEI wrote three layouts over time, all read alike: today's three documents (metadata, ``conversation time``,
``interaction``), an older two (metadata, ``interaction``) and the oldest one document holding both. The
metadata is the first document's keys (but ``interaction``); the interaction is the first ``interaction:`` found,
a list of ``{User: text}`` / ``{Assistant: text}`` entries.

A file without ``interaction:`` is not a conversation (:class:`NotAConversation`: a folder's other YAML files, a
profile); a file with one that cannot be read is a ConfigError with file:line:column.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from user_sim.errors import ConfigError, Issue


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The safe loader, reading the Python objects SENSEI sometimes dumped (a numpy ``total_cost``) as None.

    Such a value is never constructed (nothing is imported or called): only the conversation around it is read. A
    numpy number (a ``float64`` price in ``data_output``) is read as the number its bytes hold, without numpy.
    A tuple (``!!python/tuple``, what yaml.dump writes for one) is plain data: read as the list it holds.
    """


PYTHON_TAG = "tag:yaml.org,2002:python/"
"""The tags of dumped Python values (``!!python/...``): read as None, so never where the conversation is."""
NUMPY_SCALARS = frozenset({"numpy.core.multiarray.scalar", "numpy._core.multiarray.scalar"})
"""What yaml.dump names a numpy number by (``!!python/object/apply:<this>`` with its dtype and bytes)."""
_STRUCT_CODES = dict(
    zip(["f2", "f4", "f8", "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8", "b1"], "efdbhiqBHIQ?", strict=True)
)
"""numpy's dtype codes of the numbers read, as ``struct`` codes."""


def _python_value(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> object:
    """A dumped numpy number as that number; any other dumped Python value as None (never constructed)."""
    if suffix.removeprefix("object/apply:") in NUMPY_SCALARS and isinstance(node, yaml.SequenceNode):
        return _numpy_number(loader, node.value)
    return None


def _numpy_number(loader: yaml.SafeLoader, args: list[yaml.Node]) -> object:
    """The number of a numpy scalar's ``[dtype, bytes]`` (None when the dtype is not a plain number's)."""
    try:
        dtype, data = args
        if not isinstance(data, yaml.ScalarNode):
            return None
        fields = {key.value: value.value for key, value in dtype.value}
        big = fields["state"][1].value == ">"
        code = (">" if big else "<") + _STRUCT_CODES[fields["args"][0].value]
        (number,) = struct.unpack(code, loader.construct_yaml_binary(data))
    except (ValueError, TypeError, AttributeError, KeyError, IndexError, struct.error, yaml.YAMLError):
        return None
    return number


_Loader.add_multi_constructor(PYTHON_TAG, _python_value)
_Loader.add_constructor("tag:yaml.org,2002:python/tuple", yaml.SafeLoader.construct_sequence)
_LOADER = _Loader
ROLES = {"user": "user", "human": "user", "assistant": "assistant", "bot": "assistant", "chatbot": "assistant"}
"""How logs name the two sides (any case), and the side each name is."""


class NotAConversation(ConfigError):
    """A file that is not a conversation at all (no ``interaction:``): a folder of them skips it with a note."""


@dataclass(frozen=True)
class SenseiConversation:
    """One SENSEI conversation file: its metadata and its interaction."""

    meta: dict[str, Any]
    """The first document's keys, without ``interaction``."""
    interaction: list[dict[str, Any]]
    """The ``{User: text}`` / ``{Assistant: text}`` entries, in order."""
    messages: list[tuple[str, str]]
    """The same as (``user`` | ``assistant``, text) pairs."""


def read_sensei_conversation(file: Path, text: str | None = None) -> SenseiConversation:
    """The conversation in ``file`` (its ``text`` when already read); see the module docstring for the layouts."""
    if text is None:
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(Issue(str(file), 1, 1, "", f"not a readable conversation file: {exc}")) from None
    try:
        nodes = list(yaml.compose_all(text, Loader=_LOADER))
        documents = list(yaml.load_all(text, Loader=_LOADER))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = getattr(exc, "problem", None)
        raise ConfigError(
            Issue(str(file), line, column, "", f"not valid YAML: {problem}" if problem else "not valid YAML")
        ) from None
    found = next((i for i, node in enumerate(nodes) if _value_of(node, "interaction") is not None), None)
    if found is None:
        raise NotAConversation(Issue(str(file), 1, 1, "", "not a SENSEI conversation file (no interaction:)"))
    messages = _messages(file, _value_of(nodes[found], "interaction"))
    first = next((d for d in documents if isinstance(d, dict)), {})
    meta = {key: value for key, value in first.items() if key != "interaction"}
    return SenseiConversation(meta, list(documents[found]["interaction"]), messages)


def role_of(name: Any, where: str) -> str:
    """``user`` or ``assistant`` for a side's name (ConfigError at ``where`` for another)."""
    role = ROLES.get(str(name).strip().casefold())
    if role is None:
        raise ConfigError(f"{where}: role {name!r} is not user or assistant")
    return role


def _messages(file: Path, found: yaml.Node | None) -> list[tuple[str, str]]:
    """The (role, text) of each entry; ConfigError at the first that is not ``User:`` or ``Assistant:`` and text."""
    if not isinstance(found, yaml.SequenceNode) or _dumped(found):
        raise ConfigError(_issue(file, found, "interaction", "expected a list of User:/Assistant: entries"))
    messages: list[tuple[str, str]] = []
    for i, entry in enumerate(found.value):
        if not isinstance(entry, yaml.MappingNode) or _dumped(entry):
            raise ConfigError(_issue(file, entry, f"interaction[{i}]", "expected User: or Assistant: and its text"))
        for who, said in entry.value:
            if not isinstance(said, yaml.ScalarNode) or _dumped(said):
                raise ConfigError(_issue(file, said, f"interaction[{i}].{who.value}", "expected text"))
            where = f"{file}:{who.start_mark.line + 1}:{who.start_mark.column + 1}: interaction[{i}]"
            messages.append((role_of(who.value, where), said.value))
    return messages


def _dumped(node: yaml.Node) -> bool:
    """Whether ``node`` is a dumped Python value (read as None: no entry, no text)."""
    return str(node.tag).startswith(PYTHON_TAG) and node.tag != f"{PYTHON_TAG}tuple"


def _value_of(node: yaml.Node | None, key: str) -> yaml.Node | None:
    if not isinstance(node, yaml.MappingNode):
        return None
    return next((value for name, value in node.value if name.value == key), None)


def _issue(file: Path, node: yaml.Node | None, path: str, message: str) -> Issue:
    mark = node.start_mark if node is not None else None
    return Issue(str(file), mark.line + 1 if mark else 1, mark.column + 1 if mark else 1, path, message)
