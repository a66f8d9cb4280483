"""How the scripted user reads a chatbot reply: which sentences are questions, and what it answers to them.

A question is a sentence ending in ``?`` or a polite request (``please tell me...``). It is answered, in order:

1. by a variable, when a word of the variable's name is in the question (``"What size?"`` → ``size``; plurals
   match) or, failing that, when the reply offers two or more of the variable's possible values;
2. by a fact, when every word of the fact's key is in the question (``"Your order number?"`` →
   ``order_number``, but not ``"Shall I confirm the order?"``);
3. ``"Yes, please."`` to a confirmation (``shall I confirm``, ``is that correct``, ``should I``...);
4. ``"No, thanks."`` to an offer (``any drinks?``, ``would you like...``) nothing above matched;
5. otherwise it is an open question (``what would you like?``, ``anything else?``): the user moves on to its
   next goal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from user_sim.core.goals import contains_value, format_value, normalise

_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_REQUEST = re.compile(r"\b(?:please|kindly) (?:tell|give|provide|enter|choose|select|confirm|type|send|let me know)\b")
_CONFIRM = re.compile(
    r"\b(?:confirm|correct|right|shall i|should i|do you want me to|can i go ahead|proceed|is that ok|is this ok"
    r"|sounds? good|place (?:the|your|this) order)\b"
)
_OPEN = re.compile(r"\b(?:anything else|something else|else can i|how can i help|what can i do|help you with)\b")
_OFFER = re.compile(r"^\W*(?:any|anything|would you like|do you want|can i (?:get|offer)|shall i add|want any)\b")
_CHOICE = re.compile(r"\b(?:would you like|do you want|prefer|which|any|choose|select|what kind)\b")
_NAME_SPLIT = re.compile(r"[_\-\s]+|(?<=[a-z])(?=[A-Z])")

AnswerKind = Literal["value", "fact", "yes", "no"]


@dataclass(frozen=True)
class Answer:
    """What the scripted user says to one question."""

    kind: AnswerKind
    text: str


def sentences(text: str) -> list[str]:
    """The reply cut into sentences (a colon does not end one)."""
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def is_question(sentence: str) -> bool:
    """A sentence that asks the user something."""
    return sentence.rstrip().endswith("?") or _REQUEST.search(normalise(sentence)) is not None


def statements(text: str) -> str:
    """The normalised reply without its questions: where the scripted user looks for answers to its goals."""
    return " ".join(normalise(s) for s in sentences(text) if not is_question(s))


def name_words(name: str) -> list[str]:
    """``delivery_address`` → ``["delivery", "address"]`` (lower case, words of 3+ letters)."""
    return [w.lower() for w in _NAME_SPLIT.split(name) if len(w) >= 3]


def _singular(word: str) -> str:
    for suffix in ("ies", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def mentions_name(question: str, name: str) -> int:
    """How many words of ``name`` the (normalised) question contains, plurals included."""
    words = {_singular(w) for w in re.findall(r"\w+", question)} | set(re.findall(r"\w+", question))
    return sum(1 for w in name_words(name) if w in words or _singular(w) in words)


def best_variable(
    question: str, reply: str, values: Mapping[str, list[Any]], options: Mapping[str, Sequence[str]]
) -> str | None:
    """The variable a question asks for (see the module docstring), or None."""
    scored = [(mentions_name(question, name), name) for name in values]
    scored = [item for item in scored if item[0] > 0]
    if scored:
        return max(scored, key=lambda item: item[0])[1]
    offered = [(sum(contains_value(reply, o) for o in options.get(name, ())), name) for name in values]
    offered = [item for item in offered if item[0] >= 2]
    return max(offered, key=lambda item: item[0])[1] if offered else None


def answer(
    question: str,
    reply: str,
    values: Mapping[str, list[Any]],
    facts: Mapping[str, Any],
    options: Mapping[str, Sequence[str]],
) -> Answer | None:
    """The scripted answer to one question sentence; None for an open question."""
    asked, whole = normalise(question), normalise(reply)
    name = best_variable(asked, whole, values, options)
    if name is not None:
        said = ", ".join(format_value(v) for v in values[name])
        return Answer("value", f"{said[:1].upper()}{said[1:]}{', please' if _CHOICE.search(asked) else ''}.")
    facts_named = [(mentions_name(asked, key), key) for key in facts]
    facts_named = [item for item in facts_named if item[0] and item[0] == len(name_words(item[1]))]
    if facts_named:
        key = max(facts_named, key=lambda item: item[0])[1]
        return Answer("fact", _fact_sentence(key, format_value(facts[key])))
    if _OPEN.search(asked):
        return None
    if _CONFIRM.search(asked):
        return Answer("yes", "Yes, please.")
    if _OFFER.search(asked):
        return Answer("no", "No, thanks.")
    return None


def _fact_sentence(key: str, value: str) -> str:
    """``My order number is B-35.`` for a short value; a value that is already a sentence is said as it is."""
    if len(value.split()) >= 3:
        return f"{value[:1].upper()}{value[1:]}" + ("" if value.endswith((".", "!", "?")) else ".")
    return f"My {' '.join(name_words(key)) or key} is {value}."
