"""Translate, then read (round 28, a bench experiment): the English word test on a conversation the 1.5B translated.

For a conversation not in English, at each decision the word test leaves open, the model translates into English
(one call per conversation) the goal sentences with their drawn values, each drawn value and each option, and (one
call per chatbot turn) the user's latest message and each sentence of the chatbot's latest reply, as numbered
lines. The goal's placeholders are put back where the translated values stand, the conversation is rebuilt from
the translated turns, and a second StructuredGoalCheck (no model) reads it. A part the translated reading delivers
counts only when no marker of not-doing fires on the ORIGINAL sentences its proof came from
(:func:`user_sim.core.goal_recall.marked`: question, wrong value, hand-off, offer, future, third party, the part's
verb offered, alternatives, has/can, stock, negation, condition) nor on the original reply
(:func:`user_sim.core.goal_finding.asks_to_go_on`). Reached iff every part is delivered by the original word test
or by the guarded translated one, part by part (a translated goal cut into another number of parts is not used).

Variants: ``translate`` (translated values and options), ``translate_keep`` (the English goal with the original
values and options), ``translate_anchor`` (every drawn value of the part must also be stated in the original
reply), ``translate_unguarded`` (no guard: what the guard removes). Translations are cached on disk
(``--cache``, default bench/results/translations.json), so the variants share one set of calls; the calls per
decision counted are those a run would make (one per new turn, one per conversation for the goal).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from model_cache import ModelCache

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_finding import asks_to_go_on
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_recall import marked
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import states
from user_sim.core.goals import format_value, normalise, render
from user_sim.llm.base import LLMClient

CACHE = Path(__file__).parent / "results" / "translations.json"
PROMPT = (
    "Translate each numbered line into English. Answer with the same numbered lines in the same order, one per "
    "line, as `1. <English>`, and nothing else. Keep names, numbers, codes, prices and emojis as they are. Write "
    "dates as `14 August` and times as `19:00`."
)
_LINE = re.compile(r"^\s*(\d+)\s*[.):]\s*(.*)$")
Decider = Callable[[list[tuple[str, str]]], tuple[bool, int]]


@dataclass
class Translator(ModelCache):
    """Numbered lines to English through the model, cached on disk by their text (temperature 0)."""

    path: Path = CACHE
    prompt: str = PROMPT
    output_tokens: int = 1024
    failed: int = 0
    requests: int = 0
    """Translations asked for (cached or not): the calls a run with a per-conversation cache would make."""

    def lines(self, lines: Sequence[str]) -> list[str]:
        """The English of each line; a line the answer did not give stays as it was (counted in ``failed``)."""
        asked = "\n".join(f"{i}. {' '.join(line.split())}" for i, line in enumerate(lines, start=1))
        self.requests += 1
        found: list[str] = self.answer(asked, lambda text: _numbered(text, len(lines)))
        self.failed += sum(not text for text in found)
        return [text or line for text, line in zip(found, lines, strict=True)]


def _numbered(answer: str, count: int) -> list[str]:
    """Line n of the answer for n in 1..count ("" when it is missing)."""
    got: dict[int, str] = {}
    for line in answer.splitlines():
        match = _LINE.match(line)
        if match and 1 <= int(match.group(1)) <= count and int(match.group(1)) not in got:
            got[int(match.group(1))] = match.group(2).strip()
    return [got.get(n, "") for n in range(1, count + 1)]


@dataclass(frozen=True)
class EnglishGoal:
    """The goal in English: templates with placeholders, translated values and options (None if not found)."""

    templates: list[str]
    values: dict[str, list[str]]
    options: dict[str, tuple[str, ...]]


def english_goal(row: dict[str, Any], translator: Translator) -> EnglishGoal | None:
    """One call: the rendered goal sentences, then every drawn and option value; the placeholders put back where
    the translated (or original) values stand — else a second call: the goal templates, ``{{name}}`` kept."""
    names = list(dict.fromkeys([*row["values"], *row["options"]]))
    texts = list(
        dict.fromkeys(format_value(v) for n in names for v in [*row["values"].get(n, []), *row["options"].get(n, [])])
    )
    rendered = [render(g, row["values"]) for g in row["goals"]]
    english = translator.lines([*rendered, *texts])
    said = dict(zip(texts, english[len(rendered) :], strict=True))
    values = {n: [said[format_value(v)] for v in vs] for n, vs in row["values"].items()}
    options = {n: tuple(said[format_value(v)] for v in vs) for n, vs in row["options"].items()}
    templates = [
        _template(t, g, row["values"], values) for t, g in zip(english[: len(rendered)], row["goals"], strict=True)
    ]
    if any(t is None for t in templates):  # a value said otherwise ("from Jakarta to Yogyakarta"): a second call
        kept = translator.lines(row["goals"])
        pairs = zip(templates, kept, row["goals"], strict=True)
        templates = [t or (k if _slots(k) == _slots(g) else None) for t, k, g in pairs]
    if any(t is None for t in templates):
        return None
    return EnglishGoal([t for t in templates if t is not None], values, options)


def _slots(template: str) -> list[str]:
    return sorted(re.findall(r"\{\{\s*(\w+)\s*\}\}", template))


def _template(english: str, goal: str, original: dict[str, list[Any]], translated: dict[str, list[str]]) -> str | None:
    """The translated goal with ``{{name}}`` where each variable's value stands (None: one not found)."""
    for name in dict.fromkeys(_slots(goal)):
        forms = [", ".join(translated.get(name, [])), ", ".join(format_value(v) for v in original.get(name, []))]
        spot = next((m for f in forms if f and (m := re.search(re.escape(f), english, re.IGNORECASE))), None)
        if spot is None:
            return None
        english = english[: spot.start()] + "{{" + name + "}}" + english[spot.end() :]
    return english


@dataclass
class Reading:
    """One conversation read twice: by the word test, and by the word test on its English translation."""

    row: dict[str, Any]
    translator: Translator
    variant: str
    original: StructuredGoalCheck = field(init=False)
    english: StructuredGoalCheck | None = field(init=False, default=None)
    turns: list[tuple[list[str], list[str]]] = field(default_factory=list)
    """Per chatbot turn: the original lines (user message, then each reply sentence) and their English."""
    tried: bool = False

    def __post_init__(self) -> None:
        self.parts = decompose(self.row["goals"], None, self.row["values"])
        self.options = {k: tuple(v) for k, v in self.row["options"].items()}
        self.original = StructuredGoalCheck(self.parts, self.options, None)

    def decide(self, transcript: list[tuple[str, str]]) -> tuple[bool, int]:
        """Reached by the word test, or by the guarded translated word test; the translation calls it needs."""
        if self.original.decide(transcript).reached:
            return True, 0
        if self.row["language"] == "English":
            return False, 0
        asked = self.translator.requests
        if not self.tried:
            self.tried, self.english = True, self._english_check()
        if self.english is None:
            return False, self.translator.requests - asked
        self._translate(transcript)
        before = set(self.english.delivered)
        self.english.decide(self._english_transcript())
        for number in set(self.english.delivered) - before:
            if not self._holds(number):
                del self.english.delivered[number]
        return self._reached(), self.translator.requests - asked

    def _english_check(self) -> StructuredGoalCheck | None:
        """The word test of the English goal; None when it has no template or not as many parts as the original
        (it would read another goal: "Write the initials … and ask for the delivery time" as one part)."""
        goal = english_goal(self.row, self.translator)
        if goal is None:
            return None
        keep = self.variant == "translate_keep"
        values = self.row["values"] if keep else goal.values
        options = self.options if keep else goal.options
        parts = decompose(goal.templates, None, values)
        return StructuredGoalCheck(parts, options, None) if len(parts) == len(self.parts) else None

    def _translate(self, transcript: list[tuple[str, str]]) -> None:
        """Translate the turns not yet translated (one call each)."""
        pairs = [(transcript[i][1], transcript[i + 1][1]) for i in range(0, len(transcript) - 1, 2)]
        for user, reply in pairs[len(self.turns) :]:
            lines = [user, *sentences(reply)]
            self.turns.append((lines, self.translator.lines(lines)))

    def _english_transcript(self) -> list[tuple[str, str]]:
        return [t for _, en in self.turns for t in (("User", en[0]), ("Assistant", "\n".join(en[1:])))]

    def _holds(self, number: int) -> bool:
        """No marker of not-doing on the original sentences the translated proof came from, nor on the reply."""
        if self.variant == "translate_unguarded":
            return True
        assert self.english is not None
        proof = normalise(self.english.delivered[number].quote or "")
        latest = self.turns[-1][0][1:]
        origins = [o for lines, en in self.turns for o, e in zip(lines[1:], en[1:], strict=True) if _same(e, proof)]
        parts = [self.parts[number - 1]]
        if not origins or asks_to_go_on(latest):
            return False
        if any(marked(p, s, self.options) for p in parts for s in origins):
            return False
        anchored = all(states(" ".join(latest), v) for p in parts for v in p.value_texts)
        return anchored or self.variant != "translate_anchor"

    def _reached(self) -> bool:
        """Every part delivered by the original word test or by the guarded translated one."""
        assert self.english is not None
        return all(p.number in self.original.delivered or p.number in self.english.delivered for p in self.parts)


def _same(english: str, proof: str) -> bool:
    """An English line the proof was read from (one holds the other)."""
    line = normalise(english).strip()
    return bool(line and proof) and (line in proof or proof in line)


@functools.cache
def translator_for(client: LLMClient | None) -> Translator:
    """One translator (one disk cache, one tally of seconds) per model client of a bench run."""
    return Translator(client)


def design(variant: str) -> Callable[[dict[str, Any], LLMClient | None], Decider]:
    """A bench design (bench/goal_check.py DESIGNS) of one variant."""

    def make(row: dict[str, Any], client: LLMClient | None) -> Decider:
        return Reading(row, translator_for(client), variant).decide

    return make


def tally(client: LLMClient | None) -> str:
    """Model calls made so far, seconds per call, lines the answers left out."""
    t = translator_for(client)
    calls = f"translation calls made: {len(t.seconds)}, {t.mean_seconds():.1f} s per call"
    return f"{calls}; lines not translated: {t.failed}"
