"""A deed negated: a negation right before words that say it done, read by :func:`user_sim.core.goal_failed.failed`.

``The table was not booked``, ``ist nicht reserviert``, ``n'a jamais été réservée``, ``nunca se reservó``, ``non è
mai stato prenotato``, ``is nooit geboekt``, ``bukan dipesan``: no deed done. The negations are
:data:`user_sim.core.goal_no_words.NOT_WORDS`, with the Spanish and Portuguese bare ``no`` before a verb and the
Indonesian ``bukan`` (goal_no_words.BUKAN).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_no_words import BUKAN, NOT_WORDS, ONLY
from user_sim.core.goal_perfect import tense_text
from user_sim.core.goal_tags import PLAIN_TAGS

_NOT = re.compile(
    rf"(?<!\w)(?!{either(PLAIN_TAGS)}\W*\?)(?:{NOT_WORDS}"  # goal_no_words.NOT_WORDS: "nie", "jamais", "nooit"
    r"|no(?= (?:se|ha|han|he|hemos|fue|fueron|esta|estan|quedo|quedaron|pude|pudo|foi|foram|esta|ficou)(?!\w))"
    rf"|{BUKAN}(?!\s+(?:{ONLY})(?!\w)))"
    r"((?:\W+(?:mai\W+)?[\w']+){1,3})"
)
"""A negation and the words after it: the deed negated when they say it done (``was not booked``, ``ist nicht
reserviert``, ``non è stato prenotato``, ``n'a pas été réservée``, ``is niet gereserveerd``, ``no se ha reservado``),
Italian *mai* (never) not counted among them (``non è mai stata prenotata``); Indonesian ``bukan`` before the
participle (``bukan dipesan``), not *not only* (goal_no_words.ONLY: ``bukan hanya``); no tag (goal_tags.PLAIN_TAGS:
``…, bukan?``, ``…, non?``). Read on normalised text and on the text with its accents, which a preterite needs
(``nunca se reservó``)."""


def negates(text: str, said: str, done: Callable[[str], bool]) -> bool:
    """``text`` (normalised: ``said``) negates words that ``done`` reads as a deed done (:data:`_NOT`)."""
    return any(done(found.group(1)) for read in (said, tense_text(text)) for found in _NOT.finditer(read))
