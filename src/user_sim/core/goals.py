"""Goal phrases: rendering ``{{var}}`` placeholders, and the word-level test of whether a reply answers a goal.

The word-level test is the scripted user's goal check (no LLM): a goal phrase is *answered* when every drawn
value it mentions appears in the chatbot's text and, if the phrase has key words (its words minus placeholders,
stop words and question words), at least one of them does too — unless the phrase has two or more values, which
together are specific enough ("a {{size}} {{pizza}} pizza" is answered by "a small pepperoni"); the profile's
one-sentence ``goal`` needs all its values and at least half of its key words. Key words match by prefix
(``deliver`` matches ``delivery``) or by Snowball stem in any of eight languages (``renovada`` matches
``renovación``), and a few money / time words stand for one another (``price`` is met by
``costs`` or ``$``).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from user_sim.core.profile_checks import PLACEHOLDER
from user_sim.core.stems import same_stem

_STOP_TEXT = (
    "a about also am an and any are as ask at be by can could did do does for from get give has have how i i'd i'll "
    "i'm if in is it its just know let like me more much my need of on one or please should so some tell that the "
    "their there this to too want was we were what when where which who why will with would you your find out check "
    "see make take put give bring show help say try use got "
    # words that describe the conversation rather than its content (common in `goal` sentences)
    "chatbot bot assistant user customer told tells said says gave gives given provided provides informed "
    "confirmed confirms answered answers mentioned mentions asked "
)
_STOP_WORDS = frozenset(_STOP_TEXT.split())
_SYNONYMS = {
    "price": ("cost", "$", "€", "£", "total"),
    "cost": ("price", "$", "€", "£", "total"),
    "long": ("minute", "hour", "day"),
    "time": ("minute", "hour", ":"),
    "when": ("minute", "hour", ":"),
    "hour": ("open", ":"),
    "open": ("hour", ":"),
}
_SUFFIXES = ("ings", "ing", "ies", "ed", "es", "s", "ly")
_WORD = re.compile(r"[\w'$€£:]+")


def format_value(value: Any) -> str:
    """A drawn value as text (``3.0`` is written ``3``)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def render(template: str, values: dict[str, list[Any]]) -> str:
    """Replace ``{{var}}`` with the drawn value(s), several values joined with ", "."""
    return PLACEHOLDER.sub(lambda m: ", ".join(format_value(v) for v in values.get(m.group(1), [])), template)


@dataclass(frozen=True)
class GoalPhrase:
    """One goal as the user will pursue it."""

    text: str
    """The phrase with its values filled in."""
    template: str
    variables: tuple[str, ...]
    value_texts: tuple[str, ...]
    """Every drawn value the phrase mentions, as text."""
    keywords: tuple[str, ...]


def goal_phrase(template: str, values: dict[str, list[Any]]) -> GoalPhrase:
    """Render a goal phrase and find its values and key words."""
    names = tuple(dict.fromkeys(PLACEHOLDER.findall(template)))
    texts = tuple(format_value(v) for name in names for v in values.get(name, []))
    return GoalPhrase(render(template, values), template, names, texts, keywords(PLACEHOLDER.sub(" ", template)))


def keywords(text: str) -> tuple[str, ...]:
    """Content words of ``text`` (lower case, no stop words, no duplicates)."""
    words = [w.strip("'") for w in _WORD.findall(normalise(text))]
    return tuple(dict.fromkeys(w for w in words if len(w) > 2 and w not in _STOP_WORDS and not w.isdigit()))


def normalise(text: str) -> str:
    """Lower-case text without accents, for matching."""
    decomposed = unicodedata.normalize("NFKD", text.replace("\u2019", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def contains_value(text: str, value: str) -> bool:
    """Tell whether normalised ``text`` mentions ``value`` as whole words."""
    needle = normalise(value).strip()
    return bool(needle) and re.search(rf"(?<!\w){re.escape(needle)}(?!\w)", text) is not None


def contains_keyword(text: str, keyword: str) -> bool:
    """Tell whether normalised ``text`` names ``keyword``.

    A word starting like it (or like a synonym), a word of the same stem
    (:func:`user_sim.core.stems.same_stem`), or a separable verb's two parts (``kommt … an`` for ``ankommt``).
    """
    words = _WORD.findall(text)
    words += [w.split("'", 1)[1] for w in words if "'" in w[:5]]  # an elided article: "l'accordatura"
    if len(keyword) >= 5 and any(len(w) >= len(keyword) + 3 and w.endswith(keyword) for w in words):
        return True  # a compound's head: "Tulpenstrauß" names "Strauß"
    base = stem(keyword)
    for option in (keyword, base, *_SYNONYMS.get(keyword, ()), *_SYNONYMS.get(base, ())):
        prefix = stem(option)[: max(4, len(stem(option)))]
        if any(word.startswith(prefix) or (len(option) == 1 and option in word) for word in words):
            return True
    return same_stem(keyword, words) or _separated(keyword, text, words)


SEPARABLE_PARTICLES: tuple[str, ...] = ("zuruck", "terug", "aan", "auf", "aus", "ein", "mit", "vor", "nach", "weg")
SEPARABLE_PARTICLES += ("fest", "uit", "mee", "door", "over", "toe", "an", "ab", "zu", "um", "op", "af", "in")
"""Separable verb particles of German and Dutch (longest first): ``ankommt`` is said ``kommt … an``."""


def _separated(keyword: str, text: str, words: list[str]) -> bool:
    particle = next((p for p in SEPARABLE_PARTICLES if keyword.startswith(p) and len(keyword) - len(p) >= 4), None)
    return particle is not None and particle in words and contains_keyword(text, keyword[len(particle) :])


def stem(word: str) -> str:
    """``word`` without one common English suffix (``opening`` → ``open``, ``hours`` → ``hour``)."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def answers(goal: GoalPhrase, text: str, *, keyword_share: float = 0.0) -> bool:
    """Tell whether ``text`` answers ``goal`` (see the module docstring); ``text`` must be normalised."""
    if not all(contains_value(text, value) for value in goal.value_texts):
        return False
    if not goal.keywords or (len(goal.value_texts) >= 2 and not keyword_share):
        return True  # several drawn values together ("a small pepperoni") say enough; the nouns around them vary
    found = sum(contains_keyword(text, word) for word in goal.keywords)
    return found >= max(1, math.ceil(len(goal.keywords) * keyword_share))


def all_answered(goals: Iterable[GoalPhrase], text: str) -> bool:
    """Tell whether ``text`` answers every goal."""
    return all(answers(goal, text) for goal in goals)
