"""``conv[i]``: one conversation's names, read as attributes (``conv[0].price``, ``hasattr(conv[1], 'drink')``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from user_sim.evaluation.rules.limits import MissingName


class ConvView:
    """Read-only attribute view of one conversation's names; ``source`` says where it was read from."""

    __slots__ = ("memo", "names", "source")

    def __init__(self, names: Mapping[str, Any], source: str) -> None:
        self.names = names
        self.source = source
        self.memo: dict[Any, Any] = {}
        """Helper results on this conversation, by (helper, arguments): many rules ask the same question."""

    def get(self, name: str) -> Any:
        """The value of ``name``; MissingName (not applicable) when the conversation has none."""
        try:
            return self.names[name]
        except KeyError:
            raise MissingName.of(name, "a conversation") from None

    def has(self, name: str) -> bool:
        """Whether the conversation has ``name``."""
        return name in self.names

    def __repr__(self) -> str:
        return f"<conversation {self.source}>"

    __str__ = __repr__
