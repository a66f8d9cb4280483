"""What an evaluation produces: ``evaluation.json`` (one model, written as it is) and what reports read.

A score is a number, a label, or nothing with ``inconclusive`` set: the judge failed or its answer could not
be read. An inconclusive score is never a pass — a gate on it makes the command exit 3.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import Field

from user_sim.core.records import Record
from user_sim.evaluation.evaluator_validation import EvaluatorValidation

Severity = Literal["critical", "high", "medium", "low"]
SEVERITIES: tuple[Severity, ...] = ("critical", "high", "medium", "low")
Status = Literal["completed", "partial_failure", "failed", "passed", "inconclusive", "not_judged"]
STATUSES: tuple[Status, ...] = ("completed", "partial_failure", "failed", "passed", "inconclusive", "not_judged")
Scope = Literal["turn", "conversation"]
GateResult = Literal["failed", "insufficient_evidence", "unapplied", "inconclusive", "no_conversation", "passed"]
Kind = Literal["quantitative", "qualitative"]


class Score(Record):
    """One metric's result for one turn or one conversation."""

    name: str
    """Metric name (``helpfulness``, ``agent_behavior_failure``, or a custom metric)."""
    kind: Kind = "quantitative"
    value: float | str | None = None
    """The number (quantitative) or the label (qualitative); None when inconclusive."""
    reason: str | None = None
    """One sentence: always given for a score below 3 and for every failure label."""
    inconclusive: str | None = None
    """Why there is no value (judge failed, unreadable answer, metric raised); None when there is one."""


class TurnEvaluation(Record):
    """The judged scores of one turn (one user message and the chatbot's reply)."""

    turn: int
    """0-based index of the turn in the conversation."""
    scores: list[Score] = Field(default_factory=list)
    """Built-in and custom scores of this turn, the behaviour-failure label among them."""
    success: bool | None = None
    """No behaviour failure on this turn (None when the label is inconclusive)."""
    unique_error_ids: list[str] = Field(default_factory=list)
    """The unique errors this turn is an occurrence of."""

    def score(self, name: str) -> Score | None:
        """The score named ``name``, if this turn has one."""
        return next((s for s in self.scores if s.name == name), None)


class ConversationEvaluation(Record):
    """The evaluation of one conversation."""

    serial: str
    profile: str
    index: int
    replicate: int = 0
    seed: int
    end_reason: str
    goal_completion: float | None = None
    """0–1; None when the metric is off or inconclusive."""
    goal_completion_reason: str | None = None
    turn_success_ratio: float | None = None
    """Share of judged turns with no behaviour failure (None when a label is inconclusive)."""
    overall_score: float | None = None
    """0.75 · turn_success_ratio + 0.25 · goal_completion."""
    status: Status
    """inconclusive (a score is: a judge failed, a metric raised); with an overall score completed (≥ 0.8),
    partial_failure (≥ 0.5), failed (< 0.5); without one, judged by its other verdicts: failed (a failure label or
    a failed gate), inconclusive (a gate could not be judged on it), passed (a verdict, none failing),
    not_judged (no verdict: nothing but ``not applicable`` labels and ungated numbers, or no score at all)."""
    turns: list[TurnEvaluation] = Field(default_factory=list)
    scores: list[Score] = Field(default_factory=list)
    """Conversation-scope scores (goal completion, custom conversation metrics)."""
    judge_calls: int = 0
    """LLM calls the judge made for this conversation (cache hits included)."""

    def score(self, name: str) -> Score | None:
        """The conversation-scope score named ``name``, if there is one."""
        return next((s for s in self.scores if s.name == name), None)

    def all_scores(self) -> list[Score]:
        """Its conversation-scope scores, then every turn's."""
        return [*self.scores, *(s for t in self.turns for s in t.scores)]


class Occurrence(Record):
    """Where a unique error happened."""

    serial: str
    turn: int | None = None
    """None for a conversation-scope failure."""
    reason: str | None = None
    """This occurrence's own reason (the judge's or the custom metric's)."""


class UniqueError(Record):
    """Failures of one metric and label whose reasons are the same once their numbers are masked."""

    id: str
    """``E1``, ``E2``... in order of severity, then of occurrence count."""
    metric: str
    category: str
    """The failure label (e.g. ``false information``)."""
    description: str
    """What its occurrences share: their reason when they all give the same one, else the reason with its
    numbers masked (``charged $… for a large pepperoni order``); each occurrence has its own reason."""
    severity: Severity
    occurrences: list[Occurrence] = Field(default_factory=list)
    serials: list[str] = Field(default_factory=list)
    """The conversations it appears in, sorted."""
    focus_file: str | None = None
    """Path of its focus file, relative to the evaluation folder."""


class GateFailure(Record):
    """One gate not met by one conversation (and turn, for label gates)."""

    serial: str
    profile: str
    turn: int | None = None
    metric: str
    value: float | str | None
    """The value that failed; None when the metric was inconclusive."""
    threshold: float | list[str]
    inconclusive: bool = False

    def describe(self) -> str:
        """One line naming the conversation, turn, metric and value."""
        where = f"{self.profile} {self.serial}" + (f" turn {self.turn}" if self.turn is not None else "")
        if self.inconclusive:
            return f"{where}: {self.metric} is inconclusive (no value: not judged), gate {self.threshold!r}"
        if isinstance(self.threshold, list):
            return f"{where}: {self.metric} = {self.value!r}, a failing label"
        return f"{where}: {self.metric} = {self.value:.3g} below the threshold {self.threshold:g}"


class Evaluation(Record):
    """The whole of ``evaluation.json``."""

    schema_version: str = "1"
    run_id: str
    judge: str | None = None
    """The judge's model (None when no built-in judged metric ran)."""
    design: str = "turn"
    metrics: list[str] = Field(default_factory=list)
    """Every metric that ran (built-in and custom)."""
    conversations: list[ConversationEvaluation] = Field(default_factory=list)
    unique_errors: list[UniqueError] = Field(default_factory=list)
    numeric_thresholds: dict[str, float] = Field(default_factory=dict)
    """The numeric gates checked (from run.yml)."""
    qualitative_failure_labels: dict[str, list[str]] = Field(default_factory=dict)
    """The label gates checked (from run.yml)."""
    gate_failures: list[GateFailure] = Field(default_factory=list)
    judge_calls: int = 0
    judged_turns: int = 0
    calls_per_turn: float | None = None
    cached_calls: int = 0
    """Judge calls answered from the response cache (a rerun makes no new call)."""
    cost: float | None = 0.0
    """Dollars the judge cost (None when its price is unknown)."""
    judge_failures: int = 0
    """Judge calls that failed or were unreadable, plus custom metrics that raised."""
    judge_failure: str | None = None
    """Why the first of them failed (the judge's error, or the custom metric's exception); None when none did."""
    validation: EvaluatorValidation | None = None
    """The run's simulated-user and judge keys with their validation (None: not checked, library use)."""
    insufficient_evidence: list[str] = Field(default_factory=list)
    """Gates that would pass but answer ``INSUFFICIENT_EVIDENCE``: an evaluator of the run is not validated."""
    unapplied_gates: list[str] = Field(default_factory=list)
    """Label gates no conversation gave a label to (all ``not applicable``): they tested nothing, never passed."""
    exit_code: int = 0
    """0 gates passed (or none), 1 a gate failed, 3 a gated metric or a conversation was inconclusive, a judgement
    failed, or a gate had insufficient evidence or was unapplied (3 wins over 1)."""

    def untested_gates(self) -> list[str]:
        """The gates with no failure that still did not pass: insufficient evidence, or unapplied."""
        return [*self.insufficient_evidence, *self.unapplied_gates]

    def gates(self) -> list[tuple[str, str]]:
        """Every gate as (metric, rule): ``≥ 0.7`` for a threshold, ``not false information`` for labels."""
        gates = [(m, f"≥ {t:g}") for m, t in self.numeric_thresholds.items()]
        return gates + [(m, "not " + ", ".join(labels)) for m, labels in self.qualitative_failure_labels.items()]

    def gate_result(self, metric: str) -> GateResult:
        """How one gate ended: failed (on a value), insufficient evidence, unapplied, inconclusive or passed.

        ``no_conversation``: the run has none (an empty ``--shard K/N``), so the gate checked nothing — never passed;
        the run still exits 0, as its shard is judged in the merged run (``sensei-merge``).
        """
        if not self.conversations:
            return "no_conversation"
        failed = [f for f in self.gate_failures if f.metric == metric]
        if any(not f.inconclusive for f in failed):
            return "failed"
        if metric in self.insufficient_evidence:
            return "insufficient_evidence"
        if metric in self.unapplied_gates:
            return "unapplied"
        return "inconclusive" if failed else "passed"

    def failed_gates(self) -> list[GateFailure]:
        """The gate failures on a value (below a threshold, a failing label)."""
        return [f for f in self.gate_failures if not f.inconclusive]

    def inconclusive_gates(self) -> list[GateFailure]:
        """The gates not judged: the gated value was inconclusive (never counted as failed or passed)."""
        return [f for f in self.gate_failures if f.inconclusive]


def inconclusive_count(conversations: Sequence[ConversationEvaluation]) -> int:
    """How many conversations were judged inconclusive: never a pass, gated or not (their evaluation exits 3)."""
    return sum(c.status == "inconclusive" for c in conversations)
