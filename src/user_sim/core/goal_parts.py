"""The goal cut into checkable parts, once per conversation, with no LLM call.

Each goal phrase of the profile is one part, or two when it joins a question to its action (``order a lamp and
ask when it ships``: :mod:`user_sim.core.goal_split`); the one-sentence ``goal`` is cut into clauses, each one
part. A part is an action or an information request by its wording (:mod:`user_sim.core.goal_clauses`). It
carries the drawn values its ``{{placeholders}}`` name, by variable (a bare hour drawn as a clock time is that
time: ``alle {{time}}`` with 16 is ``16:00``), and its key words (:mod:`user_sim.core.goal_keywords`) — what
:mod:`user_sim.core.goal_rules` checks a chatbot sentence against. Being derived from the plan alone, the
decomposition is the same for every replicate and every rerun (it is cached with the plan by construction).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Literal

from user_sim.core.goal_bounds import bound
from user_sim.core.goal_clauses import clauses, opens_with_deed, part_kind, verbless
from user_sim.core.goal_counted import counted_words
from user_sim.core.goal_keywords import key_words
from user_sim.core.goal_kinds import Asked
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_rules import PartSpec
from user_sim.core.goal_split import ask_then_act, asking_parts, deed_parts
from user_sim.core.goals import format_value, goal_phrase, normalise


@dataclass(frozen=True)
class GoalPart:
    """One checkable part of the goal."""

    number: int
    """1-based, as the evidence question lists it."""
    text: str
    """The part with its values filled in."""
    kind: Literal["action", "info"]
    values: dict[str, tuple[str, ...]]
    """Drawn values the part names, by variable (as text)."""
    keywords: tuple[str, ...]
    asks: Asked = "other"
    """For an information request, the kind of value it asks for (:mod:`user_sim.core.goal_queries`)."""

    @cached_property
    def spec(self) -> PartSpec:
        """What the rules need."""
        return PartSpec(self.kind, self.values, self.asks, counted_words(self.text, self.values), self.text)

    @property
    def value_texts(self) -> tuple[str, ...]:
        """Every drawn value of the part."""
        return tuple(v for values in self.values.values() for v in values)


def decompose(goals: Sequence[str], goal: str | None, values: Mapping[str, list[Any]]) -> tuple[GoalPart, ...]:
    """The parts of a goal: of the ``goal`` sentence when there is one, else of each goal phrase.

    A goal phrase that joins an action and a question ("order a lamp and ask when it will be delivered") is two
    parts (:func:`user_sim.core.goal_split.asking_parts`), and one that joins two deeds ("order the greenhouse and
    book the assembly") one part per deed (:func:`user_sim.core.goal_split.deed_parts`).
    """
    phrases = [p for g in goals if g.strip() for p in asking_parts(g)]
    templates = (
        clauses(goal) if goal else _deeds([q for p in phrases for q in ask_then_act(p, opens_with_deed)], values)
    )
    parts: list[GoalPart] = []
    for i, template in enumerate(templates, start=1):
        part = _part(i, template, values)
        if goal and parts and verbless(normalise(template)):
            part = replace(part, kind=parts[-1].kind)  # "told … the hours and the price of …": the verb is shared
        parts.append(part)
    return tuple(parts)


def _deeds(phrases: list[str], values: Mapping[str, list[Any]]) -> list[str]:
    """Each phrase cut into its deeds (:func:`user_sim.core.goal_split.deed_parts`).

    Not cut when two deeds share a drawn value ("4 persons … and 4 linen packs"): one part then demands it stated
    twice (:func:`user_sim.core.goal_open.repeats_stated`), where two would each take the other's "4".
    """
    cut = [(p, deed_parts(p, opens_with_deed)) for p in phrases]
    return [deed for p, deeds in cut for deed in ([p] if _share_a_value(deeds, values) else deeds)]


def _share_a_value(deeds: list[str], values: Mapping[str, list[Any]]) -> bool:
    drawn = [set(_part(0, deed, values).value_texts) for deed in deeds]
    return len(drawn) > 1 and any(a & b for i, a in enumerate(drawn) for b in drawn[i + 1 :])


def _part(number: int, template: str, values: Mapping[str, list[Any]]) -> GoalPart:
    phrase = goal_phrase(template, dict(values))
    clocks = set(_AT_CLOCK.findall(template.casefold()))
    hours = set(_HOUR_WORD.findall(template.casefold()))
    by_name = {
        name: tuple(_hour(format_value(v), name in clocks, name in hours) for v in values.get(name, []))
        for name in phrase.variables
    }
    kind: Literal["action", "info"] = part_kind(normalise(template))
    drawn = {k: v for k, v in by_name.items() if v}
    keywords, asks = key_words(phrase.keywords), asked_kind(template)
    limit = bound(template, drawn) if kind == "info" else None  # "whether … within {{weeks}} weeks": goal_bounds
    about = tuple(w for w in keywords if w not in limit[2]) if limit else ()
    if limit and about:  # with no word of what it asks about left, no answer could be tied to it
        drawn, keywords, asks = {k: v for k, v in drawn.items() if k != limit[0]}, about, limit[1]
    return GoalPart(number, phrase.text, kind, drawn, keywords, asks)


_AT_CLOCK = re.compile(r"(?<!\w)(?:at|a las|a la|à|às|um|alle|ore|om|jam|pukul)\s+\{\{\s*(\w+)\s*\}\}")
"""A placeholder after a preposition of clock time: ``alle {{time}}``, ``um {{uhrzeit}}``, ``às {{hora}}`` (read
with its accents: English ``a {{size}} pizza`` is no time)."""


_HOUR_WORD = re.compile(
    r"(?<!\bvoor )(?<!\bfor )(?<!\bfür )(?<!\bdurante )(?<!\bpor )(?<!\bpendant )(?<!\bper )(?<!\bselama )"
    r"\{\{\s*(\w+)\s*\}\}\s*(?:uhr|uur|h|heures?|horas?|o'clock|hrs)(?!\w)"
)
"""A placeholder before a word of clock time: ``um {{time}} Uhr``, ``à {{heure}} h``, ``om {{tijd}} uur`` — not
after a preposition of duration (``voor {{uren}} uur``, ``pendant {{n}} heures``: hours counted)."""


def _hour(value: str, at_clock: bool, clock_word: bool = False) -> str:
    """A bare hour drawn as a clock time is that time (``alle {{time}}``: ``16:00``; ``{{time}} Uhr``: ``10:00``).

    After a preposition only from 13 to 24 (said ``alle 16``, ``16 Uhr`` or ``4 pm``; ``at 4`` may be a count);
    before a word of clock time any hour (``um {{time}} Uhr`` with 10 is said ``10:00`` or ``10 Uhr``).
    """
    hour = value.isdigit() and int(value) <= 24
    return f"{value}:00" if hour and ((at_clock and int(value) >= 13) or clock_word) else value
