"""Custom metrics: one small decorated function (or class) each, from the project or from an installed plugin.

In ``metrics/politeness.py`` of a project::

    from user_sim.evaluation import MetricInput, metric

    @metric("mentions_price", kind="qualitative", scope="turn", failure_labels=["missing"])
    def mentions_price(turn: MetricInput) -> tuple[str, str] | str:
        return "ok" if "$" in (turn.reply or "") else ("missing", "the reply gives no price")

A metric returns a number (quantitative) or a label (qualitative), or ``(value, reason)``. ``scope="turn"``
runs once per chatbot reply, ``scope="conversation"`` once per conversation. A decorated class is built
with no arguments and called like the function. ``turn.judge`` is the evaluation's judge client (the LLM
layer: cache, budget, usage), None when no judge model is configured.

A project file runs only when run.yml lists it (``evaluation.custom_metrics: [metrics/politeness.py]``); its
metrics are found on the module, nothing is registered globally (two runs in one process do not interfere). A
name without ``.py`` is looked up in the shared metric registry, ``user_sim.plugins.METRICS``, which installed
packages fill through the entry-point group ``user_sim.metrics``: an item declared with this decorator is used as
declared, and a bare function registered with ``@user_sim.plugins.metric("name")`` is a number per turn.
Gates treat custom metrics exactly like the built-ins.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar, cast

from user_sim.config.project_code import load_project_module
from user_sim.core.records import ConversationRecord
from user_sim.errors import ConfigError
from user_sim.evaluation.records import Kind, Scope, Score, Severity

MARK = "__user_sim_metric__"
F = TypeVar("F")


@dataclass(frozen=True)
class MetricInput:
    """What a custom metric reads: the conversation, the turn (None for conversation scope), the judge client."""

    record: ConversationRecord
    turn: int | None = None
    judge: Any = None

    @property
    def reply(self) -> str | None:
        """The chatbot's reply in this turn (the last reply, for conversation scope)."""
        turns = self.history
        return turns[-1].assistant if turns else None

    @property
    def user_message(self) -> str | None:
        """The user's message in this turn (the last one, for conversation scope)."""
        turns = self.history
        return turns[-1].user if turns else None

    @property
    def history(self) -> list[Any]:
        """The turns up to and including this one (all of them, for conversation scope)."""
        turns = self.record.turns
        return list(turns if self.turn is None else turns[: self.turn + 1])


@dataclass(frozen=True)
class CustomMetric:
    """A loaded custom metric."""

    name: str
    kind: Kind
    scope: Scope
    function: Callable[[MetricInput], Any]
    failure_labels: tuple[str, ...] = ()
    """Labels that are failures (they become unique errors)."""
    severity: Severity = "medium"
    source: str = ""

    def score(self, view: MetricInput) -> Score:
        """Run the metric; an exception or a value of the wrong kind is an inconclusive score."""
        try:
            raw = self.function(view)
        except Exception as exc:
            return Score(name=self.name, kind=self.kind, inconclusive=f"{type(exc).__name__}: {exc}")
        value, reason = raw if isinstance(raw, tuple) and len(raw) == 2 else (raw, None)
        ok = isinstance(value, str) if self.kind == "qualitative" else _is_number(value)
        if not ok:
            return Score(name=self.name, kind=self.kind, inconclusive=f"returned {value!r}, not a {self.kind} value")
        value = value if isinstance(value, str) else float(value)
        return Score(name=self.name, kind=self.kind, value=value, reason=None if reason is None else str(reason))


@dataclass(frozen=True)
class _Declaration:
    name: str
    kind: Kind
    scope: Scope
    failure_labels: tuple[str, ...] = field(default=())
    severity: Severity = "medium"


def metric(
    name: str,
    *,
    kind: Kind = "quantitative",
    scope: Scope = "turn",
    failure_labels: Sequence[str] = (),
    severity: Severity = "medium",
) -> Callable[[F], F]:
    """Declare a custom metric (see the module docstring); the decorated object is returned unchanged."""

    def decorate(item: F) -> F:
        setattr(item, MARK, _Declaration(name, kind, scope, tuple(failure_labels), severity))
        return item

    return decorate


def load_metrics(entries: Sequence[str], project_dir: Path) -> list[CustomMetric]:
    """Load the listed metrics (project files and plugin names); a duplicate name is a ConfigError."""
    loaded: list[CustomMetric] = []
    for entry in entries:
        found = _from_file(entry, project_dir) if entry.endswith(".py") else [_from_plugin(entry)]
        if not found:
            raise ConfigError(f"evaluation.custom_metrics: {entry} defines no @metric")
        loaded += found
    names = [m.name for m in loaded]
    if dupes := sorted({n for n in names if names.count(n) > 1}):
        raise ConfigError(f"evaluation.custom_metrics: metric {dupes[0]!r} is defined twice")
    return loaded


def _declared(item: Any, source: str) -> CustomMetric | None:
    declaration = inspect.getattr_static(item, MARK, None)
    if not isinstance(declaration, _Declaration):
        return None
    return CustomMetric(function=_function_of(item), source=source, **vars(declaration))


def _function_of(item: Any) -> Callable[[MetricInput], Any]:
    return cast(Callable[[MetricInput], Any], item() if inspect.isclass(item) else item)


def _from_file(entry: str, project_dir: Path) -> list[CustomMetric]:
    module = _import_project_file(entry, project_dir)
    found = (_declared(value, entry) for value in vars(module).values())
    return [m for m in found if m is not None]


def _from_plugin(name: str) -> CustomMetric:
    from user_sim.plugins import METRICS

    if name not in METRICS:
        raise ConfigError(
            f"evaluation.custom_metrics: {METRICS.unknown_message(name)}; installed metric plugins come from the "
            f"entry-point group {METRICS.group}, and a project file is written metrics/NAME.py"
        )
    item = METRICS.get(name)
    found = _declared(item, f"plugin {name}")
    if found is not None:
        return found
    if not callable(item):
        raise ConfigError(f"evaluation.custom_metrics: plugin {name!r} is not a function or a class")
    # registered with @user_sim.plugins.metric("name") alone: a number per turn
    return CustomMetric(name, "quantitative", "turn", _function_of(item), source=f"plugin {name}")


def _import_project_file(entry: str, project_dir: Path) -> Any:
    metrics = project_dir / "metrics"
    label = "evaluation.custom_metrics"
    return load_project_module(entry, project_dir, inside=metrics, label=label, where="the project's metrics/ folder")


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
