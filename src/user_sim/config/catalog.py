"""Personalities and custom data types: the bundled ones, overridden by name by the project's own files."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationInfo, field_validator

from user_sim.config.base import StrictModel
from user_sim.config.located import validate_doc
from user_sim.config.yamlfile import load_yaml
from user_sim.errors import ConfigError, Issue
from user_sim.wording import did_you_mean

BASE_TYPES = ("string", "int", "float")


class Personality(StrictModel):
    """A personality file: a name and the instructions it adds to the user's context."""

    name: str = ""
    """Name used in profiles (``personality: NAME``); when absent (SENSEI's files have only ``context:``), the
    file's stem names it (``rude-user.yml`` → ``rude-user``, also found as ``rude``)."""
    context: list[str] | str
    """Instructions added to the simulated user's context."""

    def lines(self) -> list[str]:
        """Return the context as a list of instructions."""
        return [self.context] if isinstance(self.context, str) else list(self.context)


class ExtractionField(StrictModel):
    """One sub-field of a custom type's structured extraction."""

    type: str
    """Base type of the sub-field (int, float, string, bool)."""
    description: str = ""
    """What the sub-field is."""


class CustomType(StrictModel):
    """A custom data type from ``types/``."""

    name: str
    """Name used as a variable or output type."""
    type_description: str
    """What values of this type look like (given to LLMs)."""
    format: str
    """Regular expression every value must match (``r'...'`` wrappers are accepted)."""
    extraction: str | dict[str, ExtractionField] = "string"
    """How to extract it: a base type, or a mapping of sub-fields."""
    examples: list[str] = Field(default_factory=list)
    """Example values; each must match ``format``."""

    @field_validator("format")
    @classmethod
    def _compiles(cls, value: str) -> str:
        pattern = unwrap_regex(value)
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"invalid regular expression: {exc}") from None
        return pattern

    @field_validator("examples")
    @classmethod
    def _examples_match(cls, examples: list[str], info: ValidationInfo) -> list[str]:
        pattern = info.data.get("format")
        if not isinstance(pattern, str):
            return examples  # the format itself is invalid and already reported
        for example in examples:
            if re.fullmatch(pattern, example) is None:
                raise ValueError(f"example {example!r} does not match format {pattern!r}")
        return examples

    def matches(self, value: Any) -> bool:
        """Tell whether ``value`` (as text) matches the type's regex in full."""
        return re.fullmatch(self.format, str(value)) is not None


def unwrap_regex(text: str) -> str:
    """Strip the ``r'...'`` / ``r"..."`` wrapper some SENSEI type files put around their regex."""
    text = text.strip()
    if len(text) >= 3 and text[0] == "r" and text[1] in "'\"" and text[-1] == text[1]:
        return text[2:-1]
    return text


@dataclass
class Catalog:
    """Personalities and custom types available to a project's profiles."""

    personalities: dict[str, Personality] = field(default_factory=dict)
    types: dict[str, CustomType] = field(default_factory=dict)
    personality_files: dict[str, Path] = field(default_factory=dict)
    """The file each personality was read from, by the same keys as ``personalities``."""
    type_files: dict[str, Path] = field(default_factory=dict)
    """The file each custom type was read from, by name."""

    def personality_file(self, name: str) -> Path | None:
        """The file the personality ``name`` (as :meth:`personality` finds it) was read from."""
        return self.personality_files.get(_personality_key(name))

    def personality(self, name: str) -> Personality | None:
        """Find a personality by name, file stem or SENSEI-style ``NAME-user`` / path form."""
        key = _personality_key(name)
        return self.personalities.get(key)

    def unknown_personality(self, name: str) -> str:
        """Explain that no personality is called ``name``, with a close match when there is one."""
        known = sorted({p.name for p in self.personalities.values()})
        hint = did_you_mean(_personality_key(name), known)
        return f"unknown personality {name!r}{hint} (known: {', '.join(known)}; bundled or in personalities/)"


def _personality_key(name: str) -> str:
    stem = Path(str(name)).name
    for suffix in (".yml", ".yaml"):
        stem = stem.removesuffix(suffix)
    return stem.lower().removesuffix("-user").removesuffix("_user")


def load_catalog(project_dir: Path | None) -> Catalog:
    """Load the bundled personalities and types, then the project's (which win by name)."""
    catalog = Catalog()
    issues: list[Issue] = []
    resources = files("user_sim.resources")
    for folder in (Path(str(resources / "personalities")), _sub(project_dir, "personalities")):
        _load_folder(
            folder, Personality, catalog.personalities, issues, key=_personality_key, files=catalog.personality_files
        )
    for folder in (Path(str(resources / "types")), _sub(project_dir, "types")):
        _load_folder(folder, CustomType, catalog.types, issues, key=lambda n: n, files=catalog.type_files)
    if issues:
        raise ConfigError(issues)
    return catalog


def _sub(project_dir: Path | None, name: str) -> Path | None:
    return project_dir / name if project_dir is not None else None


def _load_folder(
    folder: Path | None, model: Any, into: dict[str, Any], issues: list[Issue], key: Any, files: dict[str, Path]
) -> None:
    if folder is None or not folder.is_dir():
        return
    for path in sorted(folder.iterdir()):
        if path.suffix not in (".yml", ".yaml") or not path.is_file():
            continue
        try:
            item = validate_doc(model, load_yaml(path))
        except ConfigError as exc:
            issues.extend(exc.issues)
            continue
        if isinstance(item, Personality) and not item.name:  # named by its file (SENSEI's form)
            item = item.model_copy(update={"name": path.stem})
        into[key(item.name)] = item
        files[key(item.name)] = path
        if key(path.stem) not in into:
            into[key(path.stem)], files[key(path.stem)] = item, path
