"""The sentences of a reply that speak of the part, not of another part of the same goal.

A reply often settles one part and then turns to the next: ``Collection booked for Tue 12 May. For the blade: it
is £34.50 — want me to order it?``, ``Tommaso è iscritto alla linea 3. Desidera pagare ora la quota?``. The
go-ahead asked, the offer made and the *still free* said there belong to the other part (the blade, the fee):
they must not keep the first part open. :func:`own_sentences` keeps the sentences of the reply that are this
part's: a sentence that names another part of the goal (a drawn value or a key word) and none of this one's is
that part's, and so is each sentence after it that names no part at all (``¿Te apunto?``), until one names this
part again. With one part, or no other part named, the reply is kept whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from user_sim.core.goal_answers import names_part
from user_sim.core.goal_parts import GoalPart


def own_sentences(part: GoalPart, parts: Sequence[GoalPart], reply: Sequence[str]) -> list[str]:
    """The sentences of ``reply`` that are not about another part of the goal (module docstring)."""
    others = [p for p in parts if p is not part and p.number != part.number]
    kept: list[str] = []
    elsewhere = False
    for sentence in reply:
        if names_part(part, sentence):
            elsewhere = False
        elif any(names_part(other, sentence) for other in others):
            elsewhere = True
        if not elsewhere:
            kept.append(sentence)
    return kept
