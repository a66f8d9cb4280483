"""The ``evaluation:`` block of run.yml: which judged metrics run, the judge's model, and the gates.

A gate names a metric; a name that is neither a built-in metric nor a loaded custom metric is a configuration
error (exit 2) with its file:line:column — a misspelled gate never passes silently. Custom metrics' names are
known only once their files are loaded, so :func:`gate_issues` runs after loading, on the run.yml document.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field, StrictFloat, StrictInt

from user_sim.config.base import StrictModel
from user_sim.config.yamlfile import YamlDoc
from user_sim.errors import Issue
from user_sim.wording import did_you_mean

TURN_METRICS: tuple[str, ...] = ("helpfulness", "coherence", "relevance", "verbosity", "faithfulness")
"""Built-in per-turn scores, 1–5 each."""
BEHAVIOR_FAILURE = "agent_behavior_failure"
"""The built-in per-turn qualitative metric: one behaviour-failure label per turn."""
GOAL_COMPLETION = "goal_completion"
BuiltinMetric = Literal[
    "helpfulness", "coherence", "relevance", "verbosity", "faithfulness", "goal_completion", "agent_behavior_failure"
]
BUILTIN_METRICS: tuple[str, ...] = BuiltinMetric.__args__  # type: ignore[attr-defined]
DERIVED_SCORES: tuple[str, ...] = ("overall_score", "turn_success_ratio")
"""Per-conversation scores computed from the others; they can be gated (0–1) but not switched off."""
FailureLabel = Literal[
    "lack of specific information",
    "failure to ask for clarification",
    "disobey user request",
    "repetition",
    "false information",
    "no failure",
]
FAILURE_LABELS: tuple[str, ...] = FailureLabel.__args__  # type: ignore[attr-defined]
"""The behaviour-failure labels the judge chooses from (one per turn)."""
NO_FAILURE = "no failure"
Design = Literal["turn", "conversation"]


class EvaluationConfig(StrictModel):
    """Judged metrics and gates (run.yml ``evaluation:``; read by sensei-chat and ``sensei-check --evaluate``)."""

    metrics: list[BuiltinMetric] = Field(default_factory=lambda: list(BUILTIN_METRICS))  # type: ignore[arg-type]
    """Built-in metrics to run (default: all). Custom metrics listed in ``custom_metrics`` always run."""
    custom_metrics: list[str] = Field(default_factory=list)
    """Custom metrics to load: ``metrics/NAME.py`` files of the project, or names of installed metric plugins."""
    numeric_thresholds: dict[str, StrictFloat | StrictInt] = Field(default_factory=dict)
    """Minimum per conversation, on the metric's native scale (1–5 for turn scores: the mean over the turns)."""
    qualitative_failure_labels: dict[str, list[str]] = Field(default_factory=dict)
    """Labels that fail the run when any evaluated turn (or conversation) gets them, per qualitative metric."""
    model: str | None = None
    """The judge's model (separate from the simulated user's); required to run the built-in judged metrics."""
    provider: str | None = None
    """LangChain provider of the judge's model (inferred when absent)."""
    base_url: str | None = None
    """OpenAI-compatible server of the judge (e.g. a local llama.cpp or Ollama)."""
    api_key_env: str | None = None
    """Environment variable holding the judge server's API key."""
    design: Design = "turn"
    """``turn``: one structured judge call per turn (default); ``conversation``: one call per conversation."""
    workers: StrictInt = Field(default=8, ge=1, le=256)
    """Judge calls made in parallel."""
    timeout: StrictFloat | StrictInt = Field(default=60, gt=0, le=3600)
    """Seconds one judge call may take (a small local model on a busy CPU needs minutes)."""
    require_validated_evaluators: bool = True
    """True (default): a gate that would pass answers ``INSUFFICIENT_EVIDENCE`` (exit 3) while the simulated user
    or the judge of the run is not validated by human labels (``sensei-check labels``); false: decide on them
    unvalidated, knowingly (reports still show their validation keys)."""


def quantitative_names(custom: Iterable[str]) -> tuple[str, ...]:
    """Names a numeric threshold may use: turn scores, goal completion, derived scores, custom numeric metrics."""
    return (*TURN_METRICS, GOAL_COMPLETION, *DERIVED_SCORES, *custom)


def unknown_metric(name: str, known: Iterable[str]) -> str:
    """Explain an unknown metric name in a gate, with a close match when there is one."""
    listed = sorted(set(known))
    return f"unknown metric {name!r}{did_you_mean(name, listed)} (known: {', '.join(listed)})"


def unknown_label(metric: str, label: str) -> str:
    """Explain a behaviour-failure label that does not exist."""
    hint = did_you_mean(label, FAILURE_LABELS)
    return f"unknown {metric} label {label!r}{hint} (known: {', '.join(FAILURE_LABELS)})"


def gate_issues(
    config: EvaluationConfig, doc: YamlDoc, numeric: Iterable[str], qualitative: Iterable[str]
) -> list[Issue]:
    """Every gate that names no metric, a switched-off built-in, or a label that does not exist, located in run.yml.

    ``numeric`` and ``qualitative`` are the names of the loaded custom metrics of each kind.
    """
    numeric_known, qualitative_known = quantitative_names(numeric), (BEHAVIOR_FAILURE, *qualitative)
    issues: list[Issue] = []
    for where, gates, known in (
        ("numeric_thresholds", config.numeric_thresholds, numeric_known),
        ("qualitative_failure_labels", config.qualitative_failure_labels, qualitative_known),
    ):
        for name in gates:
            path = ("evaluation", where, name)
            if name not in known:
                issues.append(doc.issue(path, unknown_metric(name, known), key=True))
            elif name in BUILTIN_METRICS and name not in config.metrics:
                issues.append(doc.issue(path, f"{name} is gated but switched off in evaluation.metrics", key=True))
    for index, label in enumerate(config.qualitative_failure_labels.get(BEHAVIOR_FAILURE, [])):
        if label not in FAILURE_LABELS:
            where_label: tuple[str | int, ...] = ("evaluation", "qualitative_failure_labels", BEHAVIOR_FAILURE, index)
            issues.append(doc.issue(where_label, unknown_label(BEHAVIOR_FAILURE, label)))
    return issues
