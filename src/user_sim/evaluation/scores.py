"""Per-conversation scores from the per-turn ones: turn success, goal completion, overall score, status.

- A turn succeeds when its behaviour-failure label is ``no failure`` (with the label switched off: when every
  built-in score of the turn is 3 or more). A turn the chatbot did not answer failed; its label is
  inconclusive (there was nothing to judge).
- ``turn_success_ratio`` = successful turns / turns; unknown (None) when a label is inconclusive.
- ``goal_completion`` = the judge's 0–1 answer, which reads the end reason; 0 without a call when the chatbot
  never replied to what it was sent; inconclusive without a call when nothing was sent to it (the simulated
  user broke role, failed or ran out of budget before its first message): no chatbot is blamed for that.
- ``overall_score = 0.75 · turn_success_ratio + 0.25 · goal_completion`` (just the ratio when goal completion is
  switched off; just goal completion when no turn metric is on).
- status: ``inconclusive`` when any score is, else ``completed`` (overall ≥ 0.8), ``partial_failure`` (≥ 0.5),
  ``failed`` (< 0.5). A conversation with no overall score (no built-in metric ran: only custom metrics) is
  judged by its other verdicts once the gates are known (:func:`settled_status`): ``failed`` when a score is a
  failure label or a gate failed on it, ``inconclusive`` when a gate could not be judged on it, ``passed`` when it
  has a verdict and none failed, ``not_judged`` when it has none — only ``not applicable`` labels and numbers no
  gate reads, or no score at all. Never ``completed`` without a score.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from user_sim.config.evaluation import BEHAVIOR_FAILURE, GOAL_COMPLETION, NO_FAILURE, TURN_METRICS
from user_sim.core.records import ConversationRecord
from user_sim.evaluation.records import ConversationEvaluation, GateFailure, Score, Severity, Status, TurnEvaluation
from user_sim.evaluation.unique_errors import failure_severity

COMPLETED_AT = 0.8
PARTIAL_AT = 0.5
NOT_APPLICABLE = "not applicable"


def unanswered_scores(record: ConversationRecord, turn: int, metrics: Sequence[str]) -> list[Score]:
    """The label of a turn the chatbot did not answer: inconclusive, saying why."""
    if BEHAVIOR_FAILURE not in metrics:
        return []
    error = record.turns[turn].error or "no reply"
    return [Score(name=BEHAVIOR_FAILURE, kind="qualitative", inconclusive=f"the chatbot did not reply: {error}")]


def turn_success(turn: TurnEvaluation, answered: bool) -> bool | None:
    """Whether the turn succeeded (see the module docstring); None when it cannot be told."""
    if not answered:
        return False
    label = turn.score(BEHAVIOR_FAILURE)
    if label is not None:
        return None if label.inconclusive else label.value == NO_FAILURE
    numbers = [s for s in turn.scores if s.name in TURN_METRICS]
    if not numbers or any(s.inconclusive for s in numbers):
        return None
    return all(isinstance(s.value, float) and s.value >= 3 for s in numbers)


def never_replied(record: ConversationRecord) -> Score:
    """Goal completion of a conversation without a single reply, without a call (see the module docstring)."""
    if not record.turns:
        why = f"nothing was sent to the chatbot (end reason {record.end_reason}): nothing of it to judge"
        return Score(name=GOAL_COMPLETION, inconclusive=why)
    return Score(name=GOAL_COMPLETION, value=0.0, reason=f"the chatbot never replied (end reason {record.end_reason})")


def conversation_evaluation(
    record: ConversationRecord, turns: list[TurnEvaluation], scores: list[Score], judge_calls: int
) -> ConversationEvaluation:
    """Combine the turn evaluations and conversation-scope scores of one conversation."""
    successes = [t.success for t in turns]
    ratio = None if not turns or None in successes else sum(1 for s in successes if s) / len(turns)
    goal = next((s for s in scores if s.name == GOAL_COMPLETION), None)
    goal_value = goal.value if goal is not None and isinstance(goal.value, float) else None
    overall = _overall(ratio, goal, goal_value, any(t.scores for t in turns))
    inconclusive = any(s.inconclusive for s in scores) or any(s.inconclusive for t in turns for s in t.scores)
    return ConversationEvaluation(
        **record.model_dump(include={"serial", "profile", "index", "replicate", "seed", "end_reason"}),
        goal_completion=goal_value,
        goal_completion_reason=goal.reason if goal is not None else None,
        turn_success_ratio=None if ratio is None else round(ratio, 6),
        overall_score=None if overall is None else round(overall, 6),
        status=_status(overall, inconclusive),
        turns=turns,
        scores=scores,
        judge_calls=judge_calls,
    )


def _overall(ratio: float | None, goal: Score | None, goal_value: float | None, turn_metrics: bool) -> float | None:
    if ratio is None:
        return None if turn_metrics else goal_value  # no turn metric ran: the goal answer is the score
    if goal is None:
        return ratio
    return None if goal_value is None else 0.75 * ratio + 0.25 * goal_value


def _status(overall: float | None, inconclusive: bool) -> Status:
    if inconclusive:
        return "inconclusive"
    if overall is None:
        return "not_judged"  # until settled_status reads its other verdicts
    if overall >= COMPLETED_AT:
        return "completed"
    return "partial_failure" if overall >= PARTIAL_AT else "failed"


def settled_status(
    conversation: ConversationEvaluation,
    failing: Mapping[str, tuple[set[str], Severity]],
    gated: Collection[str],
    gate_failures: Sequence[GateFailure],
) -> Status:
    """The status of a conversation once its gates are known (see the module docstring).

    ``failing``: each custom qualitative metric's failure labels and severity; ``gated``: the metrics a gate
    reads; ``gate_failures``: this conversation's (a gate it could not be judged on makes it inconclusive).
    """
    scores = conversation.all_scores()
    status = _status(conversation.overall_score, any(s.inconclusive for s in scores))
    if status != "not_judged":
        return status
    failed_gate = any(not f.inconclusive for f in gate_failures)
    if failed_gate or any(failure_severity(s.name, s.value, failing) for s in scores):
        return "failed"
    if gate_failures:
        return "inconclusive"
    return "passed" if any(_is_verdict(s, gated) for s in scores) else "not_judged"


def not_applicable(label: str) -> bool:
    """Whether a label says the metric does not apply (``not applicable``, ``Not_Applicable``...)."""
    return label.replace("_", " ").strip().lower() == NOT_APPLICABLE


def _is_verdict(score: Score, gated: Collection[str]) -> bool:
    """A label other than ``not applicable`` says something; a number does when a gate reads it."""
    if isinstance(score.value, str):
        return not not_applicable(score.value)
    return score.value is not None and score.name in gated
