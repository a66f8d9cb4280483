"""A responder for the OpenAI-compatible test server that plays a judge: valid verdicts for any requested schema."""

from __future__ import annotations

import json
from typing import Any

TURN_SCORES = ("helpfulness", "coherence", "relevance", "verbosity", "faithfulness")


def requested_schema(request: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of a structured-output request."""
    return dict(request["response_format"]["json_schema"]["schema"])


def verdict(schema: dict[str, Any], score: int = 4, label: str = "no failure") -> dict[str, Any]:
    """A verdict for ``schema`` with every score ``score`` and every label ``label`` (reasons where needed)."""
    answer: dict[str, Any] = {}
    defs = schema.get("$defs", {})
    for name, prop in schema.get("properties", {}).items():
        if name in TURN_SCORES:
            answer[name] = {"score": score, "reason": f"{name} is poor here" if score < 3 else None}
        elif name == "agent_behavior_failure":
            answer[name] = {"label": label, "reason": None if label == "no failure" else f"{label} in this reply"}
        elif name == "goal_completion":
            answer[name] = {"completion": 1.0 if score >= 3 else 0.0, "reason": "judged from the whole conversation"}
        elif name == "turns":
            item = prop["items"]
            item = defs[item["$ref"].rsplit("/", 1)[-1]] if "$ref" in item else item
            answer[name] = [verdict({"properties": item["properties"], "$defs": defs}, score, label)] * prop["minItems"]
    return answer


def judge(score: int = 4, label: str = "no failure"):  # type: ignore[no-untyped-def]
    """A responder answering every judge request with ``verdict(schema, score, label)``."""

    def respond(request: dict[str, Any]) -> str:
        return json.dumps(verdict(requested_schema(request), score, label))

    return respond
