"""Read YAML files keeping where every key and value sits, so errors can say file:line:column."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from user_sim.config.yaml_indent import indentation_issue
from user_sim.errors import ConfigError, Issue, missing_path

Path_ = tuple[str | int, ...]


@dataclass
class YamlDoc:
    """A parsed YAML document with the 1-based position of every key and value."""

    file: str
    data: Any
    value_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    key_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)

    def mark(self, path: Path_, *, key: bool = False) -> tuple[int, int]:
        """Return (line, column) for ``path``; the nearest existing ancestor when the path is absent."""
        table = self.key_marks if key else self.value_marks
        for cut in range(len(path), -1, -1):
            probe = path[:cut]
            if probe in table:
                return table[probe]
            if probe in self.value_marks:
                return self.value_marks[probe]
        return (1, 1)

    def issue(self, path: Path_, message: str, *, key: bool = False) -> Issue:
        """Build an Issue located at ``path``."""
        line, column = self.mark(path, key=key)
        return Issue(self.file, line, column, dotted(path), message)


def dotted(path: Path_) -> str:
    """Render a path as ``user.goals[3].size``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def read_text(path: Path, display: str | None = None) -> str:
    """Read a UTF-8 text file, turning every way it can fail into a one-line ConfigError."""
    name = display or str(path)
    if not path.exists():
        raise ConfigError(missing_path(path, "file", shown=name))
    if path.is_dir():
        raise ConfigError(Issue(name, 1, 1, "", "is a directory, expected a YAML file"))
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(Issue(name, 1, 1, "", f"cannot read file: {exc.strerror or exc}")) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        column = len(raw[line_start : exc.start].decode("utf-8", "replace")) + 1  # characters, not bytes
        raise ConfigError(Issue(name, line, column, "", "file is not valid UTF-8 text")) from None


def load_yaml(path: Path | str, display: str | None = None, *, allow_empty: bool = False) -> YamlDoc:
    """Parse one YAML document from ``path``; syntax errors, duplicate keys and emptiness become ConfigErrors."""
    path = Path(path)
    name = display or str(path)
    return parse_yaml(read_text(path, name), name, allow_empty=allow_empty)


_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml when PyYAML was built with it: same nodes and marks, ~10x faster than the pure-Python parser."""


def parse_yaml(text: str, name: str, *, allow_empty: bool = False) -> YamlDoc:
    """Parse YAML text (see :func:`load_yaml`)."""
    try:
        node, doc, issues = _compose(text, name, _FAST_LOADER)
    except yaml.YAMLError:
        # Parse the broken text again with the pure-Python parser: same position, clearer words ("found
        # character '\t'" where libyaml only says "found character").
        try:
            node, doc, issues = _compose(text, name, yaml.SafeLoader)
        except yaml.MarkedYAMLError as exc:
            raise ConfigError(indentation_issue(exc, text, name) or _syntax_issue(exc, name)) from None
        except yaml.YAMLError as exc:
            raise ConfigError(Issue(name, 1, 1, "", f"invalid YAML: {exc}")) from None
    if node is None and not allow_empty:
        raise ConfigError(Issue(name, 1, 1, "", "file is empty, expected a YAML mapping"))
    if issues:
        raise ConfigError(issues)
    return doc


def _compose(text: str, name: str, loader_class: Any) -> tuple[yaml.Node | None, YamlDoc, list[Issue]]:
    doc = YamlDoc(name, None)
    issues: list[Issue] = []
    loader = loader_class(text)
    try:
        node = loader.get_single_node()
        if node is not None:
            # Walk the node tree before constructing: construction flattens merge keys (<<) into the mapping,
            # which would look like duplicate keys, and a recursive alias must be caught before anything recurses.
            _walk_document(node, doc, issues)
            if not issues:
                doc.data = loader.construct_document(node)
    finally:
        loader.dispose()
    return node, doc, issues


def _syntax_issue(exc: yaml.MarkedYAMLError, name: str) -> Issue:
    mark = exc.problem_mark or exc.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    problem = exc.problem or "syntax error"
    context = f" ({exc.context})" if exc.context else ""
    start = exc.context_mark
    if exc.context and exc.context.startswith("while") and start and mark and start.line != mark.line:
        # e.g. an unclosed quote is only noticed at the end of the file: say where it was opened
        context = f" ({exc.context} started at line {start.line + 1}, column {start.column + 1})"
    return Issue(name, line, column, "", f"invalid YAML: {problem}{context}")


MAX_NODES = 100_000
"""More positions than this (aliases expanded) is not a hand-written configuration file: refuse it."""


class _TooLarge(Exception):
    pass


def _walk_document(node: yaml.Node, doc: YamlDoc, issues: list[Issue]) -> None:
    walker = _Walker(doc, issues, yaml.constructor.SafeConstructor())
    try:
        walker.walk(node, (), frozenset())
    except _TooLarge:
        issues.append(
            Issue(doc.file, 1, 1, "", f"document too large: more than {MAX_NODES} values once aliases are expanded")
        )


@dataclass
class _Walker:
    """Records the position of every key and value; finds duplicate keys and recursive aliases."""

    doc: YamlDoc
    issues: list[Issue]
    scalars: yaml.constructor.SafeConstructor

    def walk(self, node: yaml.Node, path: Path_, active: frozenset[int]) -> None:
        line, column = node.start_mark.line + 1, node.start_mark.column + 1
        if id(node) in active:
            self._issue(line, column, path, "an alias refers to its own anchor (recursive data)")
            return
        self.doc.value_marks[path] = (line, column)
        if len(self.doc.value_marks) > MAX_NODES:
            raise _TooLarge
        inner = active | {id(node)}
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for key_node, value_node in node.value:
                key = self._key(key_node)
                child = (*path, key)
                self.doc.key_marks[child] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
                if key in seen and key != "<<":
                    self._issue(*self.doc.key_marks[child], child, "duplicate key (the later one would win)")
                seen.add(key)
                self.walk(value_node, child, inner)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                self.walk(item, (*path, index), inner)

    def _key(self, node: yaml.Node) -> Any:
        """The key as the loaded data holds it (``1:`` is the int 1), so errors about it find their line."""
        if not isinstance(node, yaml.ScalarNode):
            return repr(node)
        if node.tag == "tag:yaml.org,2002:str":
            return str(node.value)
        try:
            value = self.scalars.construct_object(node)
        except yaml.YAMLError:
            return str(node.value)
        return value if isinstance(value, (str, int, float, bool)) else str(node.value)

    def _issue(self, line: int, column: int, path: Path_, message: str) -> None:
        self.issues.append(Issue(self.doc.file, line, column, dotted(path), message))
