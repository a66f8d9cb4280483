"""The sentences of a reply that speak of the part, not of another part of the same goal.

A reply often settles one part and then turns to the next: ``Collection booked for Tue 12 May. For the blade: it
is £34.50 — want me to order it?``, ``Tommaso è iscritto alla linea 3. Desidera pagare ora la quota?``. The
go-ahead asked, the offer made and the *still free* said there belong to the other part (the blade, the fee):
they must not keep the first part open. :func:`own_sentences` keeps the sentences of the reply that are this
part's: a sentence that names another part of the goal (a drawn value or a key word) and none of this one's is
that part's, and so is each sentence after it that names no part at all (``¿Te apunto?``), until one names this
part again. With one part, or no other part named, the reply is kept whole.

:func:`borrowed_deed` reads the same split for a proof: a reply that books one part and goes on to describe the
next (``Room booked, ref R-22. The night tour leaves Saturday at 19:00.``, ``Je fiets staat gereserveerd. De
kaasproeverij is zaterdag om 19:00.``, ``Mobil sudah dipesan. Tur Kawah Putih berangkat tiap Sabtu.``) has done the
first only: a sentence with no deed of its own may not lean on a done sentence that is another part's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_answers import names_part
from user_sim.core.goal_done import is_done
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import states
from user_sim.core.goals import normalise


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


COURTESY = re.compile(
    r"^\W*(?:you'?re (?:very )?welcome|my pleasure|de nada|por nada|a ti|a usted|de rien|je vous en prie|avec plaisir"
    r"|gern geschehen|gerne geschehen|bitte sehr|bitte schon|prego|di niente|figurati|si figuri|imagina|disponha"
    r"|graag gedaan|geen dank|sama-sama|sama sama|terima kasih kembali)(?!\w)"
)
"""A reply to thanks (``Graag gedaan``, ``Gern geschehen``): its *done* word does nothing."""


def borrowed_deed(
    part: GoalPart,
    parts: Sequence[GoalPart],
    proof: str,
    reply: Sequence[str],
    options: Mapping[str, tuple[str, ...]],
    user: str,
) -> bool:
    """``proof`` of an action says no deed of its own, and every done sentence beside it is another part's.

    The proof's sentences that state the part's values (all of it, for a part with none) are not found done alone
    (no word of doing, no reference issued, no own participle); the done sentences of the proof and of ``reply``
    beside them state a drawn value of another action of the goal and name nothing of this one (module docstring).
    A bare ``Done!`` or ``Order confirmed!`` that states no value lends its deed to every part.
    """
    others = [p for p in parts if p is not part and p.number != part.number and p.kind == "action" and p.value_texts]
    if part.kind != "action" or not others:
        return False
    pieces = sentences(proof)
    holders = [s for s in pieces if any(states(s, v) for v in part.value_texts)] or [proof]
    if any(finding(s, part, options, user, [s]) == "delivered" for s in holders):
        return False
    lenders = [s for s in (*pieces, *reply) if s not in holders and is_done(s) and not COURTESY.search(normalise(s))]
    return bool(lenders) and all(
        not names_part(part, s) and any(states(s, v) for o in others for v in o.value_texts) for s in lenders
    )
