"""The goal's only action, tied to a done sentence by its drawn values alone.

The key-word test (:func:`user_sim.core.goal_ties.named`) decides which part a sentence is about; chatbots
seldom repeat the user's nouns when they confirm (``Ich habe Sie für Freitag, 16:40 Uhr eingetragen``, ``C'est
noté pour samedi à 11 h``, ``je staat ingepland op woensdag``). When the goal has one action only, there is
nothing to tell apart: a sentence that passed every rule for it (a statement, every drawn value and no other
option, done and not promised, no hand-off) delivers it without its key words, provided the sentence has no
negation (``Friday is fully booked``) and its reply asks nothing (``Lunedì abbiamo posto alle 15:00. Le va
bene?``: while the chatbot still asks, nothing is settled).
"""

from __future__ import annotations

from collections.abc import Sequence

from user_sim.core.goal_kinds import priced
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_ties import NEGATION
from user_sim.core.goals import normalise


def sole_action(part: GoalPart, parts: Sequence[GoalPart], sentence: str, reply: Sequence[str]) -> bool:
    """``sentence`` (which passed every rule for ``part``) delivers the goal's only action (module docstring)."""
    if part.kind != "action" or not part.value_texts or sum(p.kind == "action" for p in parts) != 1:
        return False
    if any(priced(sentence, value) for value in part.value_texts):
        return False  # "Les chiens sont acceptés, pour 3 € par nuit" books no 3 nights
    return NEGATION.search(normalise(sentence)) is None and not any(is_question(s) for s in reply)
