"""Offline helpers over text and turns: numbers, currencies, lengths, what the chatbot returned."""

from __future__ import annotations

import re
from typing import Any

from user_sim.currencies import currency_code
from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.registry import rule_helper
from user_sim.evaluation.rules.limits import MissingValue, RuleError

_THOUSANDS = re.compile(r"(?<=\d),(?=\d)")
_NUMBER = re.compile(r"[-+]?\d*\.\d+|\d+")
_WHO = {"both": None, "user": "user", "assistant": "assistant", "chatbot": "assistant"}


def _text(value: Any, helper: str) -> str:
    if value is None:
        raise MissingValue(f"{helper}() of a missing value (None)")
    return str(value)


@rule_helper("extract_float")
def extract_float(text: Any) -> float | None:
    """The first number in ``text`` (thousands commas ignored); a number is itself; None when there is none."""
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        return float(text)
    match = _NUMBER.search(_THOUSANDS.sub("", _text(text, "extract_float")))
    return float(match.group()) if match else None


@rule_helper("currency")
def currency(text: Any) -> str | None:
    """The first currency in ``text`` as a code (symbol, then code, then name); None when there is none."""
    return currency_code(_text(text, "currency"))


@rule_helper("length")
def length(item: Any, kind: str = "min") -> float:
    """The min, max or average length of a string or of a list of strings."""
    texts = [item] if isinstance(item, str) else item
    if not isinstance(texts, list):
        raise RuleError(f"length() expects a string or a list of strings, got {type(item).__name__}")
    sizes = [len(str(t)) for t in texts]
    if not sizes:
        raise MissingValue("length() of an empty list")
    measures: dict[str, float] = {"min": min(sizes), "max": max(sizes), "average": sum(sizes) / len(sizes)}
    if kind.lower() not in measures:
        raise RuleError(f"length(kind={kind!r}): expected min, max or average")
    return float(measures[kind.lower()])


@rule_helper("conversation_length")
def conversation_length(who: str = "both") -> int:
    """Entries of the interaction: all of them, or those of 'user' or 'assistant' (alias 'chatbot')."""
    if who.lower() not in _WHO:
        raise RuleError(f"conversation_length({who!r}): expected 'user', 'assistant', 'chatbot' or 'both'")
    role = _WHO[who.lower()]
    return sum(1 for step in current_context().interaction for key in step if role is None or key.lower() == role)


@rule_helper("chatbot_returns")
def chatbot_returns(what: str, and_not: str | None = None) -> list[int]:
    """Indexes of interaction steps where the chatbot's text contains ``what`` (not followed by ``and_not``)."""
    hits: list[int] = []
    for index, step in enumerate(current_context().interaction):
        for key, value in step.items():
            text = str(value)
            at = text.find(what) if key.lower() in ("chatbot", "assistant") else -1
            if at != -1 and (and_not is None or text.find(and_not, at + len(what)) == -1):
                hits.append(index)
    return hits
