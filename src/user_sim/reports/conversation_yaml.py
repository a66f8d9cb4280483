"""The SENSEI-compatible conversation file: three YAML documents per conversation.

1. metadata: ``serial, language, context, ask_about`` (goal phrases, then ``{variable: drawn value}``),
   ``conversation`` (``[{interaction_style}, {number}, {goal_style}]``), ``data_output`` (``[{name: value}]``),
   ``errors`` (``[{code: message}]``), ``total_cost($)``; and ours: ``end_reason``, ``seed``, ``tokens``;
2. timings: ``conversation time``, ``assistant response time`` (one per answered turn), ``response time
   report`` (``average``, ``max``, ``min``);
3. ``interaction``: ``[{User: ...}, {Assistant: ...}, ...]``, the greeting first when the bot spoke first.

Error codes: SENSEI's 1000 (loop limit), 1001 (outputs left unextracted) and 2000 (cost budget); ours 1002
(fallback loop), 3000 (target or LLM error) and 3001 (extraction problem, worded as report.yml and the console word
it: ``extraction failed: <field>: ...``). A turn the target failed on has no ``Assistant`` entry: the failure is the
conversation's error (code 3000), never something the bot said. When the simulated user chose to leave, what it
wrote then is ``left_with`` in the metadata.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from user_sim.core.records import ConversationRecord, Usage, safe_name
from user_sim.reports.outcome import conversation_label, extraction_message
from user_sim.runs.files import write_atomic

LOOP_LIMIT, GOALS_LEFT, FALLBACK_LOOP = 1000, 1001, 1002
BUDGET = 2000
_C_DUMPER = getattr(yaml, "CSafeDumper", None)
CONVERSATION_ERROR, EXTRACTION_PROBLEM = 3000, 3001


def conversation_path(record: ConversationRecord) -> Path:
    """``<safe test_name>/<index>[_r<replicate>].yml``, relative to the run's ``conversations/`` folder."""
    return Path(safe_name(record.profile)) / f"{conversation_label(record)}.yml"


def conversation_documents(record: ConversationRecord, number: int | None = None) -> list[dict[str, Any]]:
    """The three documents; ``number`` is the profile's conversation count (SENSEI writes it in metadata)."""
    return [_metadata(record, number), _timings(record), {"interaction": interaction(record)}]


def render_conversation_yaml(record: ConversationRecord, number: int | None = None) -> str:
    """The conversation file's text."""
    return dump_documents(conversation_documents(record, number))


def dump_documents(documents: list[dict[str, Any]]) -> str:
    """PyYAML's pure-Python ``safe_dump_all`` text of ``documents``, produced by libyaml when that is the same.

    libyaml's emitter is about 4x cheaper, but it differs from the Python emitter in two places only: it
    escapes characters outside the Basic Multilingual Plane (emoji), and it folds long double-quoted scalars
    at other points. Both show in its output as a double quote or a backslash, so a text without either is
    the Python emitter's text byte for byte; otherwise (and without libyaml) the Python emitter writes it.
    """
    options: dict[str, Any] = {"allow_unicode": True, "default_flow_style": False, "sort_keys": False}
    if _C_DUMPER is not None:
        text = str(yaml.dump_all(documents, Dumper=_C_DUMPER, **options))
        if '"' not in text and "\\" not in text:
            return text
    return str(yaml.safe_dump_all(documents, **options))


def write_conversation_yaml(record: ConversationRecord, conversations_dir: Path, number: int | None = None) -> Path:
    """Render, then write atomically (a failure leaves no partial file); return the file written."""
    path = conversations_dir / conversation_path(record)
    write_atomic(path, render_conversation_yaml(record, number))
    return path


def _metadata(record: ConversationRecord, number: int | None) -> dict[str, Any]:
    return {
        "serial": record.serial,
        "language": record.language,
        "context": record.context,
        "ask_about": [*record.goals, *({name: _single(v)} for name, v in record.values.items())],
        "conversation": [
            {"interaction_style": list(record.interaction_styles)},
            {"number": number},
            {"goal_style": dict(record.goal_style)},
        ],
        "data_output": [{name: value} for name, value in (record.data_output or {}).items()],
        "errors": error_entries(record),
        "total_cost($)": _total_cost(record),
        "end_reason": record.end_reason,
        **({"left_with": record.left_with} if record.left_with is not None else {}),
        "seed": record.seed,
        "tokens": {purpose: _tokens(usage) for purpose, usage in record.usage.items()},
    }


def _single(values: list[Any]) -> Any:
    return values[0] if len(values) == 1 else list(values)


def error_entries(record: ConversationRecord) -> list[dict[int, str]]:
    """The SENSEI ``errors`` list of one conversation (codes in the module docstring)."""
    entries: list[dict[int, str]] = []
    if record.end_reason == "turn_limit":
        entries.append({LOOP_LIMIT: "Exceeded loop limit"})
    if record.end_reason == "fallback_loop":
        entries.append({FALLBACK_LOOP: "The chatbot answered with its fallback too many times in a row"})
    if record.end_reason == "budget":
        entries.append({BUDGET: record.error or "A max_cost budget was reached"})
    if record.end_reason in ("error", "user_broke_role"):
        entries.append({CONVERSATION_ERROR: record.error or "The conversation failed"})
    missing = sum(1 for value in (record.data_output or {}).values() if value is None)
    if missing:
        entries.append({GOALS_LEFT: f"{missing} goals left to complete."})
    entries.extend({EXTRACTION_PROBLEM: extraction_message([problem])} for problem in record.extraction_problems)
    return entries


def _total_cost(record: ConversationRecord) -> float | None:
    total = total_usage(record)
    return None if total.cost is None else round(total.cost, 8)


def total_usage(record: ConversationRecord) -> Usage:
    """The record's ``total`` usage, or the sum of its purposes when the engine did not write one."""
    if "total" in record.usage:
        return record.usage["total"]
    parts = list(record.usage.values())
    costs = [u.cost for u in parts]
    return Usage(
        calls=sum(u.calls for u in parts),
        cached_calls=sum(u.cached_calls for u in parts),
        input_tokens=sum(u.input_tokens for u in parts),
        output_tokens=sum(u.output_tokens for u in parts),
        cost=None if None in costs else sum(c for c in costs if c is not None),
    )


def _tokens(usage: Usage) -> dict[str, int]:
    return {"input": usage.input_tokens, "output": usage.output_tokens, "calls": usage.calls}


def _timings(record: ConversationRecord) -> dict[str, Any]:
    times = [round(t.response_time_s, 6) for t in record.turns if t.response_time_s is not None]
    report = (
        {"average": round(sum(times) / len(times), 6), "max": max(times), "min": min(times)}
        if times
        else {"average": None, "max": None, "min": None}
    )
    return {
        "conversation time": round(record.duration_s, 6),
        "assistant response time": times,
        "response time report": report,
    }


def interaction(record: ConversationRecord) -> list[dict[str, str]]:
    """The dialogue as SENSEI writes it (greeting first when the bot spoke first)."""
    entries = [{"Assistant": record.greeting}] if record.greeting is not None else []
    for turn in record.turns:
        entries.append({"User": turn.user})
        if turn.assistant is not None:
            entries.append({"Assistant": turn.assistant})
    return entries


def transcript_lines(record: ConversationRecord) -> list[str]:
    """The dialogue as ``User: ...`` / ``Assistant: ...`` lines."""
    return [f"{who}: {text}" for entry in interaction(record) for who, text in entry.items()]
