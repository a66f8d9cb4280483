"""Gates: ``numeric_thresholds`` and ``qualitative_failure_labels`` checked on every conversation.

- A numeric threshold is a minimum on the metric's native scale: the conversation's value for
  ``overall_score``, ``turn_success_ratio``, ``goal_completion`` and conversation-scope custom metrics; the mean
  over the judged turns for turn metrics (built-in 1–5 scores and turn-scope custom metrics).
- A label gate fails on every turn (or conversation) whose label is listed.
- A gated value that is inconclusive (the judge failed, its answer was unreadable, a metric raised, the chatbot
  did not reply) fails the gate as ``inconclusive``: a failed judge never passes a gate.
- A label gate no conversation gave a label to (every one was ``not applicable``, or had none) tested nothing: it
  is *unapplied* (:func:`unapplied_gates`), never passed, and the run is inconclusive (exit 3).

A gate with no failure passes only when the run's simulated user and judge are validated (or run.yml says
``evaluation.require_validated_evaluators: false``); otherwise it answers ``INSUFFICIENT_EVIDENCE``
(:mod:`user_sim.evaluation.evaluator_validation`).

Exit code, by the one rule of ``runs.outcome``: 3 some gated metric is inconclusive, some gate has insufficient
evidence or was unapplied — or, gated or not, a judge call failed or a custom metric raised (the tool never exits 0
when it could not judge, and an incomplete evaluation is not hidden behind a finding); else 1 some gate failed on a
value; else 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from user_sim.config.evaluation import DERIVED_SCORES, GOAL_COMPLETION, EvaluationConfig
from user_sim.evaluation.evaluator_validation import EvaluatorValidation
from user_sim.evaluation.records import ConversationEvaluation, GateFailure, Score
from user_sim.evaluation.scores import not_applicable
from user_sim.exit_codes import ExitCode
from user_sim.runs.outcome import RunOutcome, exit_code_of


def check_gates(config: EvaluationConfig, conversations: Sequence[ConversationEvaluation]) -> list[GateFailure]:
    """Every gate failure, conversation by conversation."""
    failures: list[GateFailure] = []
    for conversation in conversations:
        for name, threshold in config.numeric_thresholds.items():
            value, inconclusive = numeric_value(conversation, name)
            if inconclusive or value is None or value < threshold:
                failures.append(
                    _failure(conversation, None, name, value, float(threshold), inconclusive or value is None)
                )
        for name, labels in config.qualitative_failure_labels.items():
            failures += _label_failures(conversation, name, labels)
    return failures


def unapplied_gates(config: EvaluationConfig, conversations: Sequence[ConversationEvaluation]) -> list[str]:
    """The label gates no conversation gave a label to: every score ``not applicable``, or none at all."""
    return [
        name
        for name in config.qualitative_failure_labels
        if conversations and not any(_applies(score) for c in conversations for score in _label_scores(c, name))
    ]


def _label_scores(conversation: ConversationEvaluation, name: str) -> list[Score]:
    own = conversation.score(name)
    return [s for t in conversation.turns if (s := t.score(name)) is not None] + ([own] if own is not None else [])


def _applies(score: Score) -> bool:
    """A label the gate can read (an inconclusive one is already a gate failure of its own)."""
    if score.inconclusive is not None:
        return True
    return isinstance(score.value, str) and not not_applicable(score.value)


def gate_outcome(
    failures: Sequence[GateFailure], judge_failures: int = 0, insufficient: Sequence[str] = (), unjudged: int = 0
) -> RunOutcome:
    """What the gates and the judging contribute to an exit code.

    A value below its gate fails; an inconclusive gated metric, a failed judgement, a gate with insufficient
    evidence (it would pass on an unvalidated simulated user or judge) and a conversation judged inconclusive
    (``unjudged``: e.g. one that sent the chatbot nothing, gated or not) are incomplete.
    """
    inconclusive = sum(f.inconclusive for f in failures)
    incomplete = inconclusive + judge_failures + len(insufficient) + unjudged
    return RunOutcome(incomplete=incomplete, failed=len(failures) - inconclusive)


def gate_exit_code(
    failures: Sequence[GateFailure], judge_failures: int = 0, insufficient: Sequence[str] = (), unjudged: int = 0
) -> ExitCode:
    """3 when a gated metric or a conversation was inconclusive, a gate lacked evidence or a judgement failed.

    Else 1 when a gate failed; else 0.
    """
    return exit_code_of(gate_outcome(failures, judge_failures, insufficient, unjudged))


def insufficient_gates(
    config: EvaluationConfig, failures: Sequence[GateFailure], validation: EvaluatorValidation | None
) -> list[str]:
    """The gates that would pass but may not: an evaluator is unvalidated and validation is required."""
    if validation is None or validation.sufficient:
        return []
    failed = {f.metric for f in failures}
    gates = [*config.numeric_thresholds, *config.qualitative_failure_labels]
    return [name for name in gates if name not in failed]


def numeric_value(conversation: ConversationEvaluation, name: str) -> tuple[float | None, bool]:
    """(value, inconclusive) of a numeric metric for one conversation, as its gate reads it."""
    if name in (*DERIVED_SCORES, GOAL_COMPLETION):
        value = getattr(conversation, name)
        return value, value is None
    own = conversation.score(name)
    if own is not None:
        return _number(own), own.inconclusive is not None
    scores = [s for t in conversation.turns if (s := t.score(name)) is not None]
    if not scores or any(s.inconclusive for s in scores):
        return None, True
    numbers = [_number(s) for s in scores]
    known = [n for n in numbers if n is not None]
    return (sum(known) / len(known), False) if known else (None, True)


def _number(score: Score) -> float | None:
    return score.value if isinstance(score.value, float) else None


def _label_failures(conversation: ConversationEvaluation, name: str, labels: list[str]) -> list[GateFailure]:
    found: list[tuple[int | None, Score]] = [(t.turn, s) for t in conversation.turns if (s := t.score(name))]
    if (own := conversation.score(name)) is not None:
        found.append((None, own))
    return [
        _failure(conversation, turn, name, score.value, labels, score.inconclusive is not None)
        for turn, score in found
        if score.inconclusive is not None or score.value in labels
    ]


def _failure(
    conversation: ConversationEvaluation,
    turn: int | None,
    metric: str,
    value: float | str | None,
    threshold: float | list[str],
    inconclusive: bool,
) -> GateFailure:
    return GateFailure(
        serial=conversation.serial,
        profile=conversation.profile,
        turn=turn,
        metric=metric,
        value=None if inconclusive else value,
        threshold=threshold,
        inconclusive=inconclusive,
    )
