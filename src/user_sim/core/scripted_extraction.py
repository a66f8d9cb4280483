"""The scripted user's output reader: finds declared outputs in the chatbot's replies with regular expressions.

For each field, the replies are read newest first. The reader looks for the field's name written as words
(``order_id`` → "order id"), then for each value *right after it* in the same sentence:

* ``int`` / ``float``: the first number ("Delivery time: 40 minutes" → 40);
* money-like (a custom type named ``currency``/``money``, or one whose extraction has a numeric and a text
  sub-field): an amount with a currency sign or code ("Total: $15.30") → the amount and the currency, or the
  text as written;
* ``time``: ``14:30``, ``2:30 pm``, ``2 pm`` → ``HH:MM:SS``; ``date``: ``2025-03-01`` or ``01/03/2025``
  (day first) → ISO; ``time(FORMAT)`` / ``date(FORMAT)``: the text as written;
* ``string``: only after "name is" / "name:" ("Your order id is PZ-1A2B3C" → "PZ-1A2B3C"), up to the end of
  the clause; other custom types: a match of their ``format`` regex.

Numbers, times and dates may also follow a single word of a multi-word name ("Total: $15.30" for
``total_price``) or a word of the field's description (``price``, described as "the total price", reads
"Total: $15.30"). A type is read by its base spelling (``Int``, ``integer`` as ``int``), and a type that names none
(SENSEI's ``telefono``) as ``string``, as the LLM extraction does. ``bool`` and ``list[T]`` are not read: they
stay None with a problem saying so. A field not found is None (a missing output), never guessed. The whole
name is looked for in every reply before a word of it, and a word of it before a word of the description: the
value that answers the question (the confirmation's "Delivery time: 40 minutes") wins over a number near a
looser anchor in a later reply ("Delivery takes 30 minutes (40 minutes for a large pizza)").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from user_sim.config.catalog import CustomType
from user_sim.core.plan import OutputSpec
from user_sim.llm.output_types import type_name

Read = tuple[dict[str, Any], list[str]]
_NUMBER = r"[-+]?\d+(?:[.,]\d+)?"
_MONEY = re.compile(rf"(?P<pre>[$€£])\s?(?P<a1>{_NUMBER})|(?P<a2>{_NUMBER})\s?(?P<post>[$€£]|USD|EUR|GBP)\b")
_PATTERNS = {
    "int": re.compile(r"[-+]?\d+(?![.,]\d)"),
    "float": re.compile(_NUMBER),
    "time": re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?|\b\d{1,2}\s?[ap]\.?m\.?", re.IGNORECASE),
    "date": re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{4}\b"),
}
_VAGUE = frozenset(
    ["that", "this", "with", "from", "the", "order", "confirmed", "given", "number", "value", "amount", "which", "what"]
)
_CLAUSE_END = re.compile(r"[.!?;](?:\s|$)|,\s|\n")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")
_TIME_FORMATS = ("%H:%M:%S", "%H:%M", "%I:%M %p", "%I:%M%p", "%I %p", "%I%p")
_DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y")


def read_outputs(fields: Sequence[OutputSpec], replies: Sequence[str], custom_types: Mapping[str, CustomType]) -> Read:
    """Values of every field (None when not found) and problems (types this reader cannot read)."""
    values: dict[str, Any] = {}
    problems: list[str] = []
    for field in fields:
        kind = type_name(field.type, custom_types)
        if kind == "bool" or kind.startswith("list["):
            values[field.name] = None
            problems.append(f"{field.name}: the scripted extractor does not read type {kind!r}")
            continue
        values[field.name] = next(
            (
                v
                for anchors in _anchor_tiers(field, kind)
                for text in reversed(replies)
                if (v := _read(anchors, kind, text, custom_types)) is not None
            ),
            None,
        )
    return values, problems


def _anchor_tiers(field: OutputSpec, kind: str) -> list[list[str]]:
    """Anchors from the strongest to the weakest: the whole name, a word of it, a word of the description.

    Every reply is searched for a stronger anchor before any reply is searched for a weaker one, so the
    confirmation's "Delivery time: 40 minutes" wins over a later "Delivery takes 30 minutes" in a menu.
    """
    phrase = re.sub(r"[_\-\s]+", " ", field.name).strip()
    if kind == "string":
        return [[phrase]]
    words = [w for w in phrase.split() if len(w) >= 3 and w != phrase]
    described = [w for w in re.findall(r"[A-Za-z]{4,}", field.description) if w.lower() not in _VAGUE]
    described = [w for w in dict.fromkeys(described) if w not in words and w != phrase]
    return [tier for tier in ([phrase], words, described) if tier]


def _read(anchors: Sequence[str], kind: str, text: str, custom_types: Mapping[str, CustomType]) -> Any:
    for anchor in anchors:
        for match in re.finditer(rf"\b{re.escape(anchor)}\b", text, re.IGNORECASE):
            value = _value(kind, _window(text[match.end() :], kind), custom_types)
            if value is not None:
                return value
    return None


def _window(after: str, kind: str) -> str:
    """Where the value may be: the rest of the clause for text, of the sentence (60 characters) otherwise."""
    if kind == "string":
        return _CLAUSE_END.split(after, maxsplit=1)[0]
    return _SENTENCE_END.split(after, maxsplit=1)[0][:60]


def _value(kind: str, window: str, custom_types: Mapping[str, CustomType]) -> Any:
    base = kind.split("(", 1)[0]
    custom = custom_types.get(kind)
    if custom is not None:
        return _money(window, custom) if _is_money(custom) else _custom(window, custom)
    if base == "string":
        found = re.match(r"\s*(?:is|are|was|will be|:|=)\s*(\S.*)", window)
        return found.group(1).strip().strip("\"'") if found else None
    pattern = _PATTERNS.get(base)
    found = pattern.search(window) if pattern else None
    if found is None:
        return None
    text = found.group(0)
    if base == "int":
        return int(text)
    if base == "float":
        return float(text.replace(",", "."))
    formats = _TIME_FORMATS if base == "time" else _DATE_FORMATS
    return _reformat(text, formats, "%H:%M:%S" if base == "time" else "%Y-%m-%d") if kind == base else text


def _reformat(text: str, formats: Sequence[str], out: str) -> str:
    cleaned = re.sub(r"\s+", " ", text.replace(".", "")).upper()
    for fmt in formats:
        try:
            return datetime.strptime(cleaned, fmt).strftime(out)
        except ValueError:
            continue
    return text


def _is_money(custom: CustomType) -> bool:
    if custom.name in ("currency", "money"):
        return True
    parts = custom.extraction if isinstance(custom.extraction, dict) else {}
    kinds = {sub.type for sub in parts.values()}
    return bool(kinds & {"float", "int"}) and "string" in kinds


def _money(window: str, custom: CustomType) -> Any:
    found = _MONEY.search(window)
    if found is None:
        return None
    amount = float((found.group("a1") or found.group("a2")).replace(",", "."))
    currency = found.group("pre") or found.group("post")
    if not isinstance(custom.extraction, dict):
        return found.group(0)
    numeric = next((k for k, sub in custom.extraction.items() if sub.type in ("float", "int")), None)
    textual = next((k for k, sub in custom.extraction.items() if sub.type == "string"), None)
    return {key: value for key, value in ((numeric, amount), (textual, currency)) if key is not None}


def _custom(window: str, custom: CustomType) -> Any:
    found = re.search(custom.format.lstrip("^").rstrip("$"), window)
    return found.group(0) if found else None
