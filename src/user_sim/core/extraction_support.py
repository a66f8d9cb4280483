"""Extraction never invents: every extracted value must occur in the chatbot's own words.

After the LLM extraction, each non-null value is looked for in the chatbot's messages (never the user's),
after the normalisation of :mod:`user_sim.core.goal_values` (accents, case, number formats, currency, times,
dates): a number, date, id or name must occur as whole words; a longer text (three words or more) is
supported when each of its content words occurs; a currency alone (a currency sub-field's ``$``, ``USD``)
when the chatbot names that currency in any form (``$12.50``, ``12.50 USD``, ``dollars``). A list is
supported item by item, a custom type's sub-fields leaf by leaf. A yes/no value states no words of its own
and is kept. An unsupported value becomes null and the conversation records a problem naming the field and
the value, so reports show it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from user_sim.core.goal_values import canonical, states
from user_sim.core.goals import format_value
from user_sim.core.records import UNSUPPORTED_VALUE
from user_sim.currencies import currencies_in, currency_marker

_MIN_WORDS = 3


def supported(value: Any, said: str) -> bool:
    """Tell whether ``value`` occurs in ``said`` (the chatbot's words) after normalisation."""
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, (list, tuple)):
        return all(supported(item, said) for item in value)
    if isinstance(value, dict):
        return all(supported(item, said) for item in value.values())
    if isinstance(value, str) and (code := currency_marker(value)) is not None:
        return code in currencies_in(said)
    if states(said, value):
        return True
    words = [w for w in canonical(format_value(value)).split() if len(w) > 2]
    text = set(canonical(said).split())
    return len(words) >= _MIN_WORDS and all(word in text for word in words)


def drop_unsupported(values: dict[str, Any], transcript: Sequence[tuple[str, str]]) -> tuple[dict[str, Any], list[str]]:
    """The values with every unsupported one set to None, and one problem per value dropped."""
    said = "\n".join(text for speaker, text in transcript if speaker == "Assistant")
    kept: dict[str, Any] = {}
    problems: list[str] = []
    for name, value in values.items():
        if supported(value, said):
            kept[name] = value
        else:
            kept[name] = None
            problems.append(f"{name}: {UNSUPPORTED_VALUE} {value!r} (not in the chatbot's messages); set to null")
    return kept, problems
