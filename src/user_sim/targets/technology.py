"""What a technology is in the ``TARGETS`` registry: a description, its parameters, and how to build its Target."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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

    @classmethod
    def of(
        cls, description: str, parameters: list[ConnectorParam], build: Callable[[dict[str, Any], Path], Target]
    ) -> Technology:
        """A technology with a fixed parameter list."""
        fixed = list(parameters)
        return cls(description, lambda: list(fixed), build)

    @property
    def parameters(self) -> list[ConnectorParam]:
        """The parameters it accepts."""
        return self.describe_parameters()
