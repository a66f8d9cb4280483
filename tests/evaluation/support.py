"""Helpers of the evaluation tests: a judge that answers from a function, verdict builders, records."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

from tests.reports.records import make_record
from user_sim.config.evaluation import EvaluationConfig
from user_sim.core.records import ConversationRecord, Turn
from user_sim.errors import LLMError
from user_sim.llm.base import ChatMessage, LLMReply, Purpose, Usage
from user_sim.llm.structured import parse_structured

Answer = Callable[[list[ChatMessage], type[Any]], "dict[str, Any] | str | Exception"]


def rated(score: int, reason: str | None = None) -> dict[str, Any]:
    """One 1–5 score as the judge writes it."""
    return {
        "score": score,
        "reason": reason if reason is not None else (f"score {score} because" if score < 3 else None),
    }


def turn_answer(
    score: int = 4,
    label: str = "no failure",
    reason: str | None = None,
    goal: float | None = 1.0,
    score_reason: str | None = None,
) -> dict[str, Any]:
    """A full per-turn verdict (goal completion included; the schema decides whether it is read)."""
    answer: dict[str, Any] = {
        name: rated(score, score_reason)
        for name in ("helpfulness", "coherence", "relevance", "verbosity", "faithfulness")
    }
    answer["agent_behavior_failure"] = {
        "label": label,
        "reason": reason or (None if label == "no failure" else f"{label} here"),
    }
    if goal is not None:
        answer["goal_completion"] = {"completion": goal, "reason": "the order was placed"}
    return answer


class FakeJudge:
    """A judge client answering with ``answer(messages, schema)`` (a dict, raw text, or an exception to raise)."""

    def __init__(self, answer: Answer) -> None:
        self.answer = answer
        self.calls: list[tuple[list[ChatMessage], type[Any]]] = []
        self._lock = threading.Lock()

    def complete(
        self,
        messages: list[ChatMessage],
        *,
        purpose: Purpose,
        temperature: float | None = None,
        schema: type[Any] | None = None,
        output_tokens: int | None = None,
    ) -> LLMReply:
        assert purpose == "judge" and temperature == 0.0 and schema is not None
        with self._lock:
            self.calls.append((messages, schema))
        answer = self.answer(messages, schema)
        if isinstance(answer, Exception):
            raise answer
        text = answer if isinstance(answer, str) else json.dumps(_fit(answer, schema))
        return LLMReply(text=text, parsed=parse_structured(text, schema), usage=Usage(10, 5, 0.0))


def _fit(answer: dict[str, Any], schema: type[Any]) -> dict[str, Any]:
    """Keep the keys the schema asks for (a per-conversation schema gets the answer once per turn)."""
    fields = schema.model_fields
    if "turns" in fields:
        count = fields["turns"].metadata[0].min_length if fields["turns"].metadata else 1
        one = {k: v for k, v in answer.items() if k != "goal_completion"}
        fitted: dict[str, Any] = {"turns": [one] * count}
        if "goal_completion" in fields:
            fitted["goal_completion"] = answer["goal_completion"]
        return fitted
    return {k: v for k, v in answer.items() if k in fields}


def judged_turn(messages: list[ChatMessage]) -> int:
    """The turn a per-turn call judges."""
    return int(json.loads(messages[-1].content)["judge_turn"])


def failing(message: str = "HTTP 500 from model judge after 3 attempts") -> Answer:
    """An answer function whose every call fails."""
    return lambda messages, schema: LLMError(message)


def record(serial: str = "s-0", turns: int = 2, **overrides: Any) -> ConversationRecord:
    """A finished conversation with ``turns`` answered turns."""
    made = [Turn(index=i, user=f"question {i}", assistant=f"answer {i}", latency_s=0.1) for i in range(turns)]
    return make_record(serial=serial, turns=made, facts={"address": "12 Baker Street"}, role="a customer", **overrides)


def config(**overrides: Any) -> EvaluationConfig:
    """An evaluation config with a judge model."""
    return EvaluationConfig.model_validate({"model": "judge-model", **overrides})
