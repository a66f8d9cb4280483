"""One plugin shape for every registry: ``@REGISTRY.register("name")`` names an item once, plugins come by entry point.

Each kind of plugin has one :class:`Registry` and one entry-point group (:data:`ENTRY_POINT_GROUPS`). A
third-party package adds items by declaring, in its ``pyproject.toml``::

    [project.entry-points."user_sim.oracles"]
    always_refused = "my_pkg.oracles:AlwaysRefused"   # the item itself, or a module whose import registers items

Entry points are loaded the first time a registry is read, never at import. A duplicate name raises
``ValueError``; an unknown name is a ConfigError that lists the known ones. The registries of rule helpers and
metrics live here because nothing below them may import the modules that use them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from importlib.metadata import entry_points
from typing import Any, Generic, TypeVar

from user_sim.errors import ConfigError
from user_sim.wording import did_you_mean

T = TypeVar("T")
I = TypeVar("I")  # noqa: E741  (the decorated item keeps its own type)

ENTRY_POINT_GROUPS: dict[str, str] = {
    "attack": "user_sim.attacks",
    "oracle": "user_sim.oracles",
    "execution mode": "user_sim.executors",
    "interaction style": "user_sim.interaction_styles",
    "technology": "user_sim.targets",
    "rule helper": "user_sim.rule_helpers",
    "metric": "user_sim.metrics",
}
"""The entry-point group of each kind of plugin (the key is the registry's ``kind``)."""


class Registry(Generic[T]):
    """Named items of one kind (attacks, oracles, styles...); see the module docstring.

    ``external`` names items owned by another library (chatbot-connectors' technologies): it is asked at every
    lookup, so items registered there later are seen, and our own items win on a clash.
    """

    def __init__(self, kind: str, *, external: Callable[[], Mapping[str, T]] | None = None) -> None:
        self.kind = kind
        self.group = ENTRY_POINT_GROUPS[kind]
        self._items: dict[str, T] = {}
        self._external = external
        self._plugins_loaded = False

    def register(self, name: str) -> Callable[[I], I]:
        """Decorator: register the item under ``name``; a class also gets ``cls.name = name``."""

        def decorate(item: I) -> I:
            if isinstance(item, type):
                item.name = name  # type: ignore[attr-defined]  # the one place a plugin's name is written
            self.add(name, item)  # type: ignore[arg-type]  # I is the concrete item type of T
            return item

        return decorate

    def add(self, name: str, item: T) -> None:
        """Register ``item`` under ``name``; a duplicate name raises ``ValueError``."""
        if not name or not name.strip():
            raise ValueError(f"a {self.kind} needs a non-empty name")
        if name in self._items:
            raise ValueError(f"{self.kind} {name!r} is registered twice")
        self._items[name] = item

    def get(self, name: str) -> T:
        """Return the item named ``name`` or raise a ConfigError listing the known names."""
        items = self._all()
        if name not in items:
            raise ConfigError(self.unknown_message(name))
        return items[name]

    def unknown_message(self, name: str) -> str:
        """Explain that ``name`` is unknown, with a close match when there is one."""
        known = self.names()
        return f"unknown {self.kind} {name!r}{did_you_mean(name, known)} (known: {', '.join(known) or 'none'})"

    def __contains__(self, name: object) -> bool:
        return name in self._all()

    def names(self) -> list[str]:
        """Return the registered names, sorted."""
        return sorted(self._all())

    def items(self) -> Iterator[tuple[str, T]]:
        """Iterate over ``(name, item)`` pairs, sorted by name."""
        items = self._all()
        for name in sorted(items):
            yield name, items[name]

    def own_names(self) -> list[str]:
        """The names registered here (without those of ``external``), sorted."""
        self._load_plugins()
        return sorted(self._items)

    @contextmanager
    def sandbox(self) -> Iterator[Registry[T]]:
        """Undo, when the block ends, whatever was registered inside it (for tests of plugins)."""
        saved, loaded = dict(self._items), self._plugins_loaded
        try:
            yield self
        finally:
            self._items, self._plugins_loaded = saved, loaded

    def _all(self) -> dict[str, T]:
        self._load_plugins()
        external = dict(self._external()) if self._external is not None else {}
        return {**external, **self._items}

    def _load_plugins(self) -> None:
        if self._plugins_loaded:
            return
        self._plugins_loaded = True
        for ep in entry_points(group=self.group):
            try:
                loaded = ep.load()
            except Exception as exc:  # a broken plugin must say which one it is
                raise ConfigError(f"{self.group} plugin {ep.name!r} ({ep.value}) failed to load: {exc}") from exc
            if ep.name not in self._items and not _is_module(loaded):
                self.add(ep.name, loaded)


def _is_module(obj: object) -> bool:
    return type(obj).__name__ == "module"


RuleHelper = Callable[..., Any]
"""A function rules may call by name (``sensei-check --rules``)."""

Metric = Callable[..., Any]
"""A judged metric of ``sensei-check --evaluate`` (its signature is the evaluation module's to define)."""

RULE_HELPERS: Registry[RuleHelper] = Registry("rule helper")
"""Functions rules call by name; register with ``@rule_helper("name")``."""

METRICS: Registry[Metric] = Registry("metric")
"""Metrics by name; register with ``@metric("name")``."""

rule_helper = RULE_HELPERS.register
metric = METRICS.register
