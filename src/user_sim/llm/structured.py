"""Structured output that works on any server: a strict JSON Schema to ask with, and our own parsing.

We ask with the provider's native JSON-schema mode where LangChain offers one (OpenAI, and OpenAI-compatible
servers: llama.cpp, vLLM and Ollama honour ``response_format``), else with a JSON-only instruction in the system
prompt. Either way *we* parse the reply text and validate it with the pydantic model, so a weak model's
answer is judged the same way everywhere: text that is not JSON, or JSON the model rejects, raises
StructuredOutputError ("structured output did not validate: ..."). The call's usage is recorded before that.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ValidationError

from user_sim.errors import LLMError
from user_sim.llm.base import ChatMessage, Usage

_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)


class StructuredOutputError(LLMError):
    """The model answered, but not with JSON that validates against the requested schema."""

    usage: Usage | None = None
    """What the rejected answer cost (it was paid for), so that callers tallying usage can count it."""


def request_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON Schema to send: every property required and no extra ones (what OpenAI's strict mode needs).

    Fields with defaults stay optional for *validation* (the pydantic model decides); the schema only asks
    the model to always write every key, using null where the field allows it. Memoised per model class
    (building a schema costs milliseconds, and a judge asks with the same few models thousands of times):
    callers must not modify the returned dict.
    """
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise TypeError(f"schema must be a pydantic model class, got {model!r}")
    return _schema_of(model)


@lru_cache(maxsize=256)
def _schema_of(model: type[BaseModel]) -> dict[str, Any]:
    strict: dict[str, Any] = _strict(model.model_json_schema())
    return strict


def _strict(node: Any) -> Any:
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {k: _strict(v) for k, v in node.items() if k not in ("default", "properties", "$defs")}
    if "$defs" in node:
        out["$defs"] = {name: _strict(sub) for name, sub in node["$defs"].items()}
    if "properties" in node:
        out["properties"] = {name: _strict(sub) for name, sub in node["properties"].items()}
        out["required"] = list(node["properties"])
        out["additionalProperties"] = False
    return out


def parse_structured(text: str, model: type[BaseModel]) -> BaseModel:
    """Parse ``text`` as JSON (tolerating a code fence or prose around one object) and validate it."""
    try:
        data = json.loads(_json_part(text))
    except json.JSONDecodeError as exc:
        raise StructuredOutputError(
            f"structured output did not validate: not JSON ({exc.msg}): {text[:200]!r}"
        ) from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or '<root>'}: {e['msg']}" for e in exc.errors())
        raise StructuredOutputError(f"structured output did not validate: {problems}") from None


def _json_part(text: str) -> str:
    stripped = text.strip()
    fenced = _FENCE.match(stripped)
    if fenced:
        return fenced.group(1)
    if stripped.startswith(("{", "[")):
        return stripped
    start, end = stripped.find("{"), stripped.rfind("}")
    return stripped[start : end + 1] if 0 <= start < end else stripped


def json_instruction(schema: dict[str, Any]) -> str:
    """The system-prompt addition used when the provider has no native JSON-schema mode."""
    return (
        "Answer with one JSON object only, no prose and no code fence. "
        f"It must validate against this JSON Schema:\n{json.dumps(schema, ensure_ascii=False)}"
    )


def with_json_instruction(messages: list[ChatMessage], schema: dict[str, Any]) -> list[ChatMessage]:
    """Put the JSON instruction in the (first) system message, as many chat templates allow only one."""
    instruction = json_instruction(schema)
    if messages and messages[0].role == "system":
        first = ChatMessage("system", f"{messages[0].content}\n\n{instruction}")
        return [first, *messages[1:]]
    return [ChatMessage("system", instruction), *messages]
