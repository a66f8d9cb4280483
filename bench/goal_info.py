"""The 1.5B reads which sentence answers an information request (round 29, a bench experiment).

After the word test (StructuredGoalCheck with no model) decides a turn, each information request (a part of kind
``info``) still open is read in the chatbot's latest reply: its sentences (:func:`user_sim.core.goal_sentences.
sentences`) that carry no marker of not-doing (:func:`user_sim.core.goal_recall.marked`: question, wrong value,
hand-off, offer, future, third party, alternatives, has/can, stock, negation, condition), in a reply that does not
ask to go on (:func:`user_sim.core.goal_finding.asks_to_go_on`), are its candidates. With one candidate at least,
ONE call shows the model the request (the part's text, drawn values filled in) and every sentence of the reply
numbered, and asks for the number of the sentence that answers it, or 0 — a choice, not a yes/no question (the
1.5B says yes to anything). The part is answered only if the chosen sentence is a candidate; an answered part
stays answered. Reached iff every part is delivered by the word test or answered by this reader.

Variants (second guards, measured apart): ``info_read`` (the choice alone), ``info_shape`` (a request of a known
kind, :mod:`user_sim.core.goal_queries`, needs a value of that kind in the chosen sentence:
:func:`user_sim.core.goal_kinds.gives_kind`; a yes/no or ``other`` request any), ``info_twice`` (a second call
with the sentences in reverse order must choose the same sentence: position bias), ``info_both`` (both),
``info_light`` (the shape guard, and candidates under the lighter markers of :func:`candidates`: a negation, a
*we have / can*, alternatives and stock allowed, since they answer yes/no requests), ``info_light_twice`` (those
candidates, and the reverse-order call instead of the shape guard), ``info_topic`` (the shape
guard, and a yes/no or ``other`` request needs one of its key words named in the chosen sentence:
:func:`user_sim.core.goal_topic.topic_hits` — the word test's tie wants half of them).
Model answers are cached on disk by prompt (``bench/results/info_answers.json``, committed), so the variants share
their calls and the tables replay without a model; the calls per decision counted are those a run would make.
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
from user_sim.core.goal_done import offers
from user_sim.core.goal_finding import asks_to_go_on
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import GoalPart, decompose
from user_sim.core.goal_recall import marked
from user_sim.core.goal_rules import is_handoff, is_question, judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_tense import is_conditional, is_my_future, is_third_party
from user_sim.core.goal_topic import topic_hits
from user_sim.llm.base import LLMClient

CACHE = Path(__file__).parent / "results" / "info_answers.json"
PROMPT = (
    "A user asked a chatbot for a piece of information. Below is the request, then the chatbot's reply cut into "
    "numbered sentences. Answer with the number of the sentence that gives the information asked for, or 0 if no "
    "sentence gives it. Answer with the number only."
)
_NUMBER = re.compile(r"\d+")
Decider = Callable[[list[tuple[str, str]]], tuple[bool, int]]


@dataclass
class Reader(ModelCache):
    """Asks the model which numbered sentence answers a request; answers cached on disk by prompt."""

    path: Path = CACHE
    prompt: str = PROMPT
    output_tokens: int = 8

    def choose(self, request: str, said: Sequence[str]) -> int:
        """The 1-based number of the sentence of ``said`` the model says answers ``request`` (0: none, unreadable)."""
        lines = "\n".join(f"{i}. {' '.join(s.split())}" for i, s in enumerate(said, start=1))
        found = _NUMBER.search(self.answer(f"Request: {request}\n\nReply:\n{lines}\n\nNumber:"))
        number = int(found.group()) if found else 0
        return number if 0 <= number <= len(said) else 0


def candidates(part: GoalPart, reply: list[str], options: dict[str, tuple[str, ...]], light: bool) -> list[str]:
    """Sentences of the latest reply that may answer ``part``: no marker of not-doing, a reply not asking to go on.

    ``light``: only the markers of a question, a wrong value, a promise or offer, a future, a hand-off, a third party
    or a condition — a negation, what the chatbot has or can do, alternatives and stock are answers to a request
    (``No, no hace falta``, ``Bisa banget Kak``, ``cash or card``).
    """
    if part.kind != "info" or asks_to_go_on(reply):
        return []
    return [s for s in reply if not (_marked_lightly(part, s, options) if light else marked(part, s, options))]


def _marked_lightly(part: GoalPart, sentence: str, options: dict[str, tuple[str, ...]]) -> bool:
    """The markers of :func:`user_sim.core.goal_recall.marked` that say a sentence is not an answer yet."""
    if is_question(sentence) or judge(sentence, part.spec, options) in ("wrong_value", "handoff", "question"):
        return True
    tests = (offers, is_my_future, is_handoff, is_third_party, is_conditional)
    return any(test(sentence) for test in tests)


@dataclass
class InfoReading:
    """One conversation: the word test, then the model reading which sentence answers each open request."""

    row: dict[str, Any]
    reader: Reader
    variant: str
    answered: dict[int, str] = field(default_factory=dict)
    """Part number → the sentence the reader accepted as its answer."""
    asked: int = 0

    def __post_init__(self) -> None:
        self.parts = decompose(self.row["goals"], None, self.row["values"])
        self.options = {k: tuple(v) for k, v in self.row["options"].items()}
        self.word = StructuredGoalCheck(self.parts, self.options, None)

    def decide(self, transcript: list[tuple[str, str]]) -> tuple[bool, int]:
        """Reached by the word test, or with the open requests answered by the reader; the calls it made."""
        if self.word.decide(transcript).reached:
            return True, 0
        reply = sentences(transcript[-1][1])
        calls = 0
        for part in self.parts:
            if part.number in self.word.delivered or part.number in self.answered:
                continue
            found = candidates(part, reply, self.options, self.variant.startswith("info_light"))
            if found:
                chosen, used = self._read(part, reply, found)
                calls += used
                if chosen:
                    self.answered[part.number] = chosen
        return self._reached(), calls

    def _read(self, part: GoalPart, reply: list[str], found: list[str]) -> tuple[str | None, int]:
        """The candidate the model chose (None if it chose none, or the variant's second guard refuses it)."""
        number = self.reader.choose(part.text, reply)
        chosen = reply[number - 1] if number else None
        if chosen not in found:
            return None, 1
        if self.variant in ("info_shape", "info_both", "info_light", "info_topic") and not _shaped(part, chosen):
            return None, 1
        if self.variant == "info_topic" and part.asks == "other" and not topic_hits(part, chosen):
            return None, 1
        if self.variant in ("info_twice", "info_both", "info_light_twice"):
            back = self.reader.choose(part.text, reply[::-1])
            return (chosen if back and reply[::-1][back - 1] == chosen else None), 2
        return chosen, 1

    def _reached(self) -> bool:
        return all(p.number in self.word.delivered or p.number in self.answered for p in self.parts)


def _shaped(part: GoalPart, sentence: str) -> bool:
    """The sentence gives a value of the kind the request asks (any sentence for a yes/no or ``other`` request)."""
    return part.asks == "other" or gives_kind(sentence, part.asks)


@functools.cache
def reader_for(client: LLMClient | None) -> Reader:
    """One reader (one disk cache, one tally of seconds) per model client of a bench run."""
    return Reader(client)


READINGS: dict[str, list[tuple[str, InfoReading]]] = {}
"""Per variant, each conversation's reading (for the list of stops the reader changed)."""


def design(variant: str) -> Callable[[dict[str, Any], LLMClient | None], Decider]:
    """A bench design (bench/goal_check.py DESIGNS) of one variant."""

    def make(row: dict[str, Any], client: LLMClient | None) -> Decider:
        reading = InfoReading(row, reader_for(client), variant)
        READINGS.setdefault(variant, []).append((row["id"], reading))
        return reading.decide

    return make


def tally(client: LLMClient | None) -> str:
    """Model calls made so far and seconds per call; the sentences each variant accepted."""
    r = reader_for(client)
    lines = [f"reader calls made: {len(r.seconds)}, {r.mean_seconds():.1f} s per call"]
    for variant, readings in READINGS.items():
        for conversation, reading in readings:
            lines += [f"  {variant} {conversation} part {n}: {s}" for n, s in reading.answered.items()]
    return "\n".join(lines)
