"""The LLM judge: which calls one conversation needs, making them, and reading their answers into scores.

Design ``turn`` (default): one structured call per judged turn, carrying every turn metric and the label;
the call of the last judged turn also carries goal completion, so a conversation of N judged turns costs N
calls. Design ``conversation``: one call for the whole conversation with a per-turn array (its answer must
have exactly one entry per turn). A turn the chatbot did not answer is not judged (nothing to judge): its
label is inconclusive. A call that fails, or whose answer does not validate, makes every score it carried
inconclusive — never a pass. Calls go through the LLM layer (cache, budget, usage) under purpose ``judge``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from user_sim.config.evaluation import BEHAVIOR_FAILURE, GOAL_COMPLETION, NO_FAILURE, TURN_METRICS
from user_sim.core.records import ConversationRecord
from user_sim.errors import BudgetExceeded, LLMError
from user_sim.evaluation import prompts
from user_sim.evaluation.records import Score
from user_sim.evaluation.verdicts import conversation_verdict, turn_verdict
from user_sim.llm.base import ChatMessage, LLMClient

TURN_OUTPUT_TOKENS = 600
"""Output cap of a per-turn answer (all reasons written at their longest fit)."""


@dataclass(frozen=True)
class JudgeCall:
    """One judge call: the turns it judges, and whether it judges goal completion."""

    serial: str
    turns: tuple[int, ...]
    metrics: tuple[str, ...]
    goal: bool
    messages: list[ChatMessage]
    schema: type[BaseModel]
    output_tokens: int


@dataclass(frozen=True)
class CallOutcome:
    """What one call gave: the validated answer, or why there is none."""

    call: JudgeCall
    answer: BaseModel | None = None
    error: str | None = None
    cached: bool = False
    cost: float | None = 0.0
    """Dollars the call cost (a rejected answer was paid for too); None when the price is unknown."""


def judged_turns(record: ConversationRecord) -> list[int]:
    """Indices of the turns that have a chatbot reply to judge."""
    return [turn.index for turn in record.turns if turn.assistant is not None]


def plan_calls(record: ConversationRecord, metrics: Sequence[str], design: str) -> list[JudgeCall]:
    """The judge calls one conversation needs (none when no built-in judged metric runs or nothing was said)."""
    per_turn = tuple(m for m in (*TURN_METRICS, BEHAVIOR_FAILURE) if m in metrics)
    goal = GOAL_COMPLETION in metrics
    turns = judged_turns(record)
    if not turns or not (per_turn or goal):
        return []
    if design == "conversation":
        judged = record.model_copy(update={"turns": [t for t in record.turns if t.index in turns]})
        schema = conversation_verdict(per_turn, len(turns), goal)
        messages = prompts.conversation_messages(judged, per_turn, goal=goal)
        return [
            JudgeCall(record.serial, tuple(turns), per_turn, goal, messages, schema, TURN_OUTPUT_TOKENS * len(turns))
        ]
    if not per_turn:  # goal completion only: one call on the last turn
        turns = turns[-1:]
    return [
        JudgeCall(
            record.serial,
            (index,),
            per_turn,
            goal and index == turns[-1],
            prompts.turn_messages(record, index, per_turn, goal=goal and index == turns[-1]),
            turn_verdict(per_turn, goal and index == turns[-1]),
            TURN_OUTPUT_TOKENS,
        )
        for index in turns
    ]


def make_call(call: JudgeCall, client: LLMClient) -> CallOutcome:
    """Make one judge call at temperature 0; a failure or an unreadable answer is an outcome, not an exception."""
    try:
        reply = client.complete(
            call.messages, purpose="judge", temperature=0.0, schema=call.schema, output_tokens=call.output_tokens
        )
    except (LLMError, BudgetExceeded) as exc:
        usage = getattr(exc, "usage", None)
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return CallOutcome(call, error=why, cost=usage.cost if usage is not None else 0.0)
    return CallOutcome(call, answer=reply.parsed, cached=reply.cached, cost=reply.usage.cost)


def turn_scores(outcome: CallOutcome) -> dict[int, list[Score]]:
    """The scores of every turn the call judged (all inconclusive when it failed)."""
    call = outcome.call
    if outcome.answer is None:
        return {turn: _inconclusive(call.metrics, outcome.error) for turn in call.turns}
    answers = getattr(outcome.answer, "turns", None) or [outcome.answer]
    return {turn: _scores(answer, call.metrics) for turn, answer in zip(call.turns, answers, strict=True)}


def goal_score(outcome: CallOutcome) -> Score | None:
    """The goal-completion score of the call that carried it (None when it did not)."""
    if not outcome.call.goal:
        return None
    if outcome.answer is None:
        return Score(name=GOAL_COMPLETION, inconclusive=outcome.error)
    verdict = getattr(outcome.answer, GOAL_COMPLETION)
    return Score(name=GOAL_COMPLETION, value=float(verdict.completion), reason=verdict.reason)


def _scores(answer: BaseModel, metrics: Sequence[str]) -> list[Score]:
    out: list[Score] = []
    for name in metrics:
        verdict = getattr(answer, name)
        if name == BEHAVIOR_FAILURE:
            reason = verdict.reason if verdict.label != NO_FAILURE else None
            out.append(Score(name=name, kind="qualitative", value=verdict.label, reason=reason))
        else:
            out.append(
                Score(name=name, value=float(verdict.score), reason=verdict.reason if verdict.score < 3 else None)
            )
    return out


def _inconclusive(metrics: Sequence[str], error: str | None) -> list[Score]:
    why = f"judge failed: {error}" if error else "judge failed"
    return [
        Score(name=n, kind="qualitative" if n == BEHAVIOR_FAILURE else "quantitative", inconclusive=why)
        for n in metrics
    ]
