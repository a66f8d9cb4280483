"""Extract a conversation's ``chatbot.output`` fields in ONE structured-output LLM call.

A pydantic model is built from the declared types (``output_types``): every field optional (null when the
chatbot never gave it). Its JSON Schema carries each field's type and description; the answer is accepted
as any JSON and each value is then checked and cast on its own, so one badly written field costs only that
field (None, with an ExtractionProblem), never the others. An answer that is not JSON at all makes every
field None with one problem. Transport failures and budgets are not caught: they are the caller's values.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, create_model

from user_sim.llm.base import ChatMessage, LLMClient
from user_sim.llm.output_types import Kind, parse_output_type
from user_sim.llm.structured import StructuredOutputError

SYSTEM_PROMPT = (
    "You read a conversation between a user and a chatbot and extract data from it. Give a value only if the "
    "chatbot (the Assistant) stated or confirmed it; otherwise write null. Never invent values. "
    "Write each value exactly in the form its field asks for."
)


@dataclass(frozen=True)
class OutputField:
    """One ``chatbot.output`` entry: ``- name: {type, description}``."""

    name: str
    type: str
    description: str = ""


WHOLE_OUTPUT = "the whole output"
"""How a problem of the whole answer (not one field's) names what it is about."""


@dataclass(frozen=True)
class ExtractionProblem:
    """Why one field (or, with field ``*``, the whole answer) could not be used."""

    field: str
    message: str

    def __str__(self) -> str:
        """``price: why`` for a field, ``the whole output: why`` for the whole answer."""
        return f"{WHOLE_OUTPUT if self.field == '*' else self.field}: {self.message}"


@dataclass
class ExtractionResult:
    """The extracted values (every declared field present, None when missing) and what went wrong."""

    values: dict[str, Any]
    problems: list[ExtractionProblem] = field(default_factory=list)


def extract_outputs(
    fields: Sequence[OutputField],
    transcript: Sequence[tuple[str, str]],
    client: LLMClient,
    custom_types: Mapping[str, Any] | Sequence[Any] | None = None,
    *,
    today: date | None = None,
) -> ExtractionResult:
    """Extract ``fields`` from ``transcript`` ((speaker, text) pairs, e.g. ("User", ...), ("Assistant", ...))."""
    if not fields:
        return ExtractionResult({})
    kinds = {f.name: parse_output_type(f.type, _by_name(custom_types)) for f in fields}
    schema = build_output_model(fields, kinds)
    messages = extraction_messages(fields, kinds, transcript, today or date.today())
    try:
        reply = client.complete(messages, purpose="extraction", temperature=0, schema=schema)
    except StructuredOutputError as exc:
        return ExtractionResult({f.name: None for f in fields}, [ExtractionProblem("*", str(exc))])
    raw = reply.parsed.model_dump() if isinstance(reply.parsed, BaseModel) else {}
    return convert_values(fields, kinds, raw)


def build_output_model(fields: Sequence[OutputField], kinds: Mapping[str, Kind]) -> type[BaseModel]:
    """The pydantic model whose JSON Schema asks for every field (nullable), and which accepts any JSON value."""
    definitions: dict[str, Any] = {}
    for out in fields:
        kind = kinds[out.name]
        described = f"{out.description}. Write it as {kind.hint()}; null if the chatbot never gave it.".lstrip(". ")
        wire = {"anyOf": [kind.schema(), {"type": "null"}], "description": described}
        definitions[out.name] = (Annotated[Any, WithJsonSchema(wire)], Field(default=None))
    config = ConfigDict(extra="ignore", title="ExtractedOutputs")
    return create_model("ExtractedOutputs", __config__=config, **definitions)


def extraction_messages(
    fields: Sequence[OutputField], kinds: Mapping[str, Kind], transcript: Sequence[tuple[str, str]], today: date
) -> list[ChatMessage]:
    """System instructions, then one user message with the fields and the delimited conversation."""
    lines = [f"- {f.name}: {f.description or f.name} ({kinds[f.name].hint()})" for f in fields]
    dialogue = "\n".join(f"{speaker}: {text}" for speaker, text in transcript)
    body = (
        f"Today is {today.isoformat()}.\nFields to extract:\n" + "\n".join(lines) + "\n\nThe conversation, "
        f"between the markers:\n<<<CONVERSATION\n{dialogue}\nCONVERSATION>>>"
    )
    return [ChatMessage("system", SYSTEM_PROMPT), ChatMessage("user", body)]


def convert_values(
    fields: Sequence[OutputField], kinds: Mapping[str, Kind], raw: Mapping[str, Any]
) -> ExtractionResult:
    """Check and cast each raw value; a value that cannot be read is None with a problem."""
    result = ExtractionResult({})
    for out in fields:
        value, problem = kinds[out.name].convert(raw.get(out.name))
        result.values[out.name] = value
        if problem:
            result.problems.append(ExtractionProblem(out.name, problem))
    return result


def _by_name(custom_types: Mapping[str, Any] | Sequence[Any] | None) -> dict[str, Any]:
    if custom_types is None:
        return {}
    if isinstance(custom_types, Mapping):
        return dict(custom_types)
    return {str(t.get("name") if isinstance(t, Mapping) else t.name): t for t in custom_types}
