"""Helpers of the evaluation tests: a judge (the real client over the public FakeLLM), verdicts, records."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tests.reports.records import make_record
from user_sim.config.evaluation import EvaluationConfig
from user_sim.core.records import ConversationRecord, Turn
from user_sim.errors import LLMError
from user_sim.llm.base import ModelSpec
from user_sim.llm.client import ChatClient

Answer = Callable[[list[Any], dict[str, Any]], "dict[str, Any] | str | Exception"]


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


def fake_judge(answer: Answer) -> tuple[ChatClient, Any]:
    """The real ChatClient over the public FakeLLM, answering each judge call with ``answer(messages, schema)``.

    ``answer`` gets the messages as sent and the JSON Schema asked for, and returns a verdict (a dict: only the
    keys the schema asks for are sent, once per turn for a whole-conversation schema), raw text, or an exception
    to raise. Returns the client and the FakeLLM (its ``calls`` record every call).
    """
    from user_sim.testing import FakeLLM

    def respond(call: Any) -> Any:
        result = answer(call.messages, call.schema)
        return json.dumps(_fit(result, call.schema)) if isinstance(result, dict) else result

    model = FakeLLM(respond=respond)
    client = ChatClient(ModelSpec("judge-model", temperature=0.0), model_factory=model.for_spec, max_attempts=1)
    return client, model


def _fit(answer: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """Keep the keys the schema asks for (a per-conversation schema gets the answer once per turn)."""
    properties = schema["properties"]
    if "turns" in properties:
        one = {k: v for k, v in answer.items() if k != "goal_completion"}
        fitted: dict[str, Any] = {"turns": [one] * properties["turns"]["minItems"]}
        if "goal_completion" in properties:
            fitted["goal_completion"] = answer["goal_completion"]
        return fitted
    return {k: v for k, v in answer.items() if k in properties}


def judged_turn(messages: list[Any]) -> int:
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
