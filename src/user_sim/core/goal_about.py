"""The first test of a confirmation block (:mod:`user_sim.core.goal_block`): is its done sentence about this part?

A done sentence heads a confirmation block (``Reserva feita ✅`` above ``- Sábado 20h``, ``- 4 pessoas``) only when it
is about the part: it names one of the part's key words or its own verb as a participle (``Reserva feita``, ``Ordine
fatto``), nothing of another action of the goal, or — for the goal's only action — it is a short opening (``Gelukt``,
``C'est réservé :``) or its reply asks nothing. Used by :mod:`user_sim.core.goal_block`,
:mod:`user_sim.core.goal_receipt` and :mod:`user_sim.core.goal_carry`.
"""

from __future__ import annotations

from collections.abc import Sequence

from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import own_participle
from user_sim.core.goals import contains_keyword, normalise

_OPENING_WORDS = 5


def about_part(part: GoalPart, parts: Sequence[GoalPart], sentence: str, reply: Sequence[str]) -> bool:
    """The done sentence is about ``part``: its key words or own participle, or the goal's only action (docstring)."""
    others = [p for p in parts if p is not part and p.kind == "action"]
    if any(_names_other(p, part, sentence) for p in others):
        return False  # "Blocked for you: booking VN-55" may be about either action
    if any(contains_keyword(normalise(sentence), word) for word in part.keywords) or own_participle(sentence, part):
        return True
    if any(_names_other(p, part, sentence) for p in parts if p is not part):
        return False
    opening = len(normalise(sentence).split()) <= _OPENING_WORDS
    if others:  # "Erledigt." heading the lines of two actions, nothing asked: about this one if a line names it alone
        heads = opening and sentence == reply[0] and not any(is_question(s) for s in reply)
        return heads and any(_names_other(part, p, s) for p in others for s in reply if s != sentence)
    return opening or not any(is_question(s) for s in reply)


def _names_other(other: GoalPart, part: GoalPart, sentence: str) -> bool:
    """``sentence`` names ``other`` by a value or a key word that ``part`` does not share (``sebelum pemasangan``)."""
    said = normalise(sentence)
    if any(states(sentence, v) for v in other.value_texts if v not in part.value_texts):
        return True
    return any(contains_keyword(said, w) for w in other.keywords if w not in part.keywords)
