"""What a technology is in the ``TARGETS`` registry: a description, its parameters, and how to build its Target."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.targets.base import Target
from user_sim.targets.params import ConnectorParam


@dataclass(frozen=True)
class Technology:
    """One technology: what it accepts and how to build its Target from checked parameters.

    Third-party technologies register one of these under a name, in code (``TARGETS.add("mybot", ...)``) or
    through the entry-point group ``user_sim.targets``.
    """

    description: str
    describe_parameters: Callable[[], list[ConnectorParam]]
    """The parameters it accepts (a function, so connectors are only inspected when asked)."""
    build: Callable[[dict[str, Any], Path], Target]
    """Build the Target from checked parameters; relative paths are relative to the project folder."""
    files: Callable[[Mapping[str, Any]], dict[str, str]] = field(default=lambda _params: {})
    """The project files that checked parameters name, by parameter (read from the values alone: nothing is
    imported or contacted), so a path that names nothing is refused where it was written."""

    @classmethod
    def of(
        cls,
        description: str,
        parameters: list[ConnectorParam],
        build: Callable[[dict[str, Any], Path], Target],
        files: Callable[[Mapping[str, Any]], dict[str, str]] | None = None,
    ) -> Technology:
        """A technology with a fixed parameter list."""
        fixed = list(parameters)
        return cls(description, lambda: list(fixed), build, *([files] if files else []))

    @property
    def parameters(self) -> list[ConnectorParam]:
        """The parameters it accepts."""
        return self.describe_parameters()
