"""One small generic registry: decorator registration, entry-point plugins, helpful unknown-name errors."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterator
from importlib.metadata import entry_points
from typing import Generic, TypeVar

from user_sim.errors import ConfigError

T = TypeVar("T")


class Registry(Generic[T]):
    """Named items of one kind (attacks, oracles, styles...), filled by ``@registry.register("name")``.

    Third-party plugins are loaded from the entry-point group ``group`` the first time the registry is read;
    an entry point may be the item itself or a module whose import registers items.
    """

    def __init__(self, kind: str, group: str | None = None) -> None:
        self.kind = kind
        self.group = group
        self._items: dict[str, T] = {}
        self._plugins_loaded = group is None

    def register(self, name: str) -> Callable[[T], T]:
        """Return a decorator that registers its argument under ``name``; a duplicate name raises."""

        def decorate(item: T) -> T:
            self.add(name, item)
            return item

        return decorate

    def add(self, name: str, item: T) -> None:
        """Register ``item`` under ``name``; a duplicate name raises ``ValueError``."""
        if name in self._items:
            raise ValueError(f"{self.kind} {name!r} is registered twice")
        self._items[name] = item

    def get(self, name: str) -> T:
        """Return the item named ``name`` or raise a ConfigError listing the known names."""
        self._load_plugins()
        try:
            return self._items[name]
        except KeyError:
            raise ConfigError(self.unknown_message(name)) from None

    def unknown_message(self, name: str) -> str:
        """Explain that ``name`` is unknown, with a close match when there is one."""
        known = self.names()
        close = difflib.get_close_matches(name, known, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        return f"unknown {self.kind} {name!r}{hint} (known: {', '.join(known)})"

    def __contains__(self, name: object) -> bool:
        self._load_plugins()
        return name in self._items

    def names(self) -> list[str]:
        """Return the registered names, sorted."""
        self._load_plugins()
        return sorted(self._items)

    def items(self) -> Iterator[tuple[str, T]]:
        """Iterate over ``(name, item)`` pairs, sorted by name."""
        for name in self.names():
            yield name, self._items[name]

    def _load_plugins(self) -> None:
        if self._plugins_loaded:
            return
        self._plugins_loaded = True
        for ep in entry_points(group=self.group or ""):
            loaded = ep.load()
            if ep.name not in self._items and not _is_module(loaded):
                self.add(ep.name, loaded)


def _is_module(obj: object) -> bool:
    return type(obj).__name__ == "module"
