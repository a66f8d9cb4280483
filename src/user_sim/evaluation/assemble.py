"""The last step of every evaluation: unique errors, gates and the exit code over the judged conversations.

One place for it, whether the conversations were judged in one run (:class:`~user_sim.evaluation.evaluator.
Evaluator`) or in the shards of a CI matrix that ``sensei-merge`` joins (:mod:`user_sim.evaluation.shards`),
so a merged run gets the unique errors, gate failures and exit code of the unsharded run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from user_sim.config.evaluation import EvaluationConfig
from user_sim.evaluation.custom import CustomMetric
from user_sim.evaluation.evaluator_validation import EvaluatorValidation
from user_sim.evaluation.gates import check_gates, gate_exit_code, insufficient_gates, unapplied_gates
from user_sim.evaluation.records import (
    ConversationEvaluation,
    Evaluation,
    GateFailure,
    Severity,
    UniqueError,
    inconclusive_count,
)
from user_sim.evaluation.scores import settled_status
from user_sim.evaluation.unique_errors import find_unique_errors


@dataclass(frozen=True)
class JudgeTally:
    """What the judge calls of an evaluation amounted to."""

    calls: int
    judged_turns: int
    cached: int
    cost: float | None
    """Dollars (None when a price is unknown)."""
    failed_calls: int
    """Calls that failed or whose answer was unreadable."""
    first_failure: str | None = None
    """The error of the first of them."""


def custom_failures(conversations: Sequence[ConversationEvaluation], custom: Sequence[CustomMetric]) -> int:
    """Custom metric scores that are inconclusive (the metric raised)."""
    return len(_custom_failed(conversations, custom))


def _custom_failed(conversations: Sequence[ConversationEvaluation], custom: Sequence[CustomMetric]) -> list[str]:
    """Why each inconclusive custom metric score is (``<metric>: <exception>``), in conversation order."""
    names = {m.name for m in custom}
    scores = (s for c in conversations for s in c.all_scores())
    return [f"custom metric {s.name}: {s.inconclusive}" for s in scores if s.name in names and s.inconclusive]


def assemble_evaluation(
    config: EvaluationConfig,
    custom: Sequence[CustomMetric],
    conversations: list[ConversationEvaluation],
    tally: JudgeTally,
    run_id: str,
    judge_name: str | None,
    validation: EvaluatorValidation | None = None,
) -> Evaluation:
    """The whole evaluation of ``conversations`` (sorted): unique errors, gates and exit code included.

    The one place an evaluation is completed, whether its conversations were judged in one run or in the
    shards ``sensei-merge`` joins. ``validation`` (the run's simulated user and judge) decides whether a gate
    with no failure passes or has insufficient evidence; None: not checked (a library caller's own gates).
    """
    conversations, gate_failures, errors = _judged(conversations, config, custom)
    insufficient, unapplied = _untested(config, conversations, gate_failures, validation)
    failures, first_failure = _failed_judgements(tally, conversations, custom)
    return Evaluation(
        run_id=run_id,
        judge=judge_name,
        design=config.design,
        metrics=[*config.metrics, *(m.name for m in custom)],
        conversations=conversations,
        unique_errors=errors,
        numeric_thresholds={k: float(v) for k, v in config.numeric_thresholds.items()},
        qualitative_failure_labels=config.qualitative_failure_labels,
        gate_failures=gate_failures,
        judge_calls=tally.calls,
        judged_turns=tally.judged_turns,
        calls_per_turn=round(tally.calls / tally.judged_turns, 4) if tally.judged_turns else None,
        cached_calls=tally.cached,
        cost=None if tally.cost is None else round(tally.cost, 8),
        judge_failures=failures,
        judge_failure=first_failure,
        validation=validation,
        insufficient_evidence=insufficient,
        unapplied_gates=unapplied,
        exit_code=int(
            gate_exit_code(gate_failures, failures, [*insufficient, *unapplied], inconclusive_count(conversations))
        ),
    )


def _judged(
    conversations: list[ConversationEvaluation], config: EvaluationConfig, custom: Sequence[CustomMetric]
) -> tuple[list[ConversationEvaluation], list[GateFailure], list[UniqueError]]:
    """The conversations with their final status, the gates they failed, and their unique errors."""
    failing = _failing_labels(config, custom)
    gate_failures = check_gates(config, conversations)
    settled = _settled(conversations, failing, config, gate_failures)
    return settled, gate_failures, find_unique_errors(settled, failing)


def _untested(
    config: EvaluationConfig,
    conversations: Sequence[ConversationEvaluation],
    gate_failures: Sequence[GateFailure],
    validation: EvaluatorValidation | None,
) -> tuple[list[str], list[str]]:
    """The gates with no failure that do not pass: on an unvalidated evaluator, and (else) those nothing applied to."""
    insufficient = insufficient_gates(config, gate_failures, validation)
    return insufficient, [g for g in unapplied_gates(config, conversations) if g not in insufficient]


def _failed_judgements(
    tally: JudgeTally, conversations: Sequence[ConversationEvaluation], custom: Sequence[CustomMetric]
) -> tuple[int, str | None]:
    """How many judgements failed (judge calls, then custom metric scores) and the error of the first of them."""
    custom_failed = _custom_failed(conversations, custom)
    return tally.failed_calls + len(custom_failed), tally.first_failure or next(iter(custom_failed), None)


def _settled(
    conversations: list[ConversationEvaluation],
    failing: dict[str, tuple[set[str], Severity]],
    config: EvaluationConfig,
    gate_failures: Sequence[GateFailure],
) -> list[ConversationEvaluation]:
    """The conversations with their final status (a conversation with no overall score is judged by its verdicts)."""
    gated = {*config.numeric_thresholds, *config.qualitative_failure_labels}
    gates: dict[str, list[GateFailure]] = {}
    for failure in gate_failures:
        gates.setdefault(failure.serial, []).append(failure)
    return [
        c.model_copy(update={"status": settled_status(c, failing, gated, gates.get(c.serial, []))})
        for c in conversations
    ]


def _failing_labels(config: EvaluationConfig, custom: Sequence[CustomMetric]) -> dict[str, tuple[set[str], Severity]]:
    """Each qualitative custom metric's failure labels (its own and the config's) and severity."""
    return {
        m.name: (set(m.failure_labels) | set(config.qualitative_failure_labels.get(m.name, [])), m.severity)
        for m in custom
        if m.kind == "qualitative"
    }
