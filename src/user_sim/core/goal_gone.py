"""A clause that says the deed, or the place it took, is gone: it withdraws a deed said before it.

:func:`gone` reads a clause in the eight languages (normalised): the place or its being free negated (``Friday isn't
available anymore``, ``no queda sitio``, ``wir haben keinen Platz mehr``, ``il ne reste plus de place``, ``non c'è
ancora posto``, ``não tem vaga``, ``er is geen plek meer``, ``tempat sudah tidak ada``); the deed or its
confirmation negated (``it's not booked``, ``that's not confirmed yet``, ``the booking isn't guaranteed``); the
deed cancelled, refused or failed (``se ha cancelado``, ``la prenotazione annullata``, ``your card was declined``,
``it was rejected``, ``die Buchung ist storniert``); or every place taken
(:data:`user_sim.core.goal_no_words.SOLD_OUT`) or run out (``os lugares acabaram``).
Read by :func:`user_sim.core.goal_retract.retracted`: a *no* that goes on to say one of these takes the deed back,
even when it shares a word with the user's side question. Not a *no* about another thing (``we don't take cards``,
``een terras hebben we niet``, ``cachorro não é permitido``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import AND, either
from user_sim.core.goal_contradiction import CANCELLED, CANCELLED_DEED, UNDOING
from user_sim.core.goal_done import is_done
from user_sim.core.goal_failed import failed
from user_sim.core.goal_no_words import FAILED, NO_MORE, NO_WORDS, PLACES, REFUSED, SOLD_OUT
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_status import FREE
from user_sim.core.goal_values import states
from user_sim.core.goal_words import CONFIRM
from user_sim.core.goals import normalise

_NO = rf"(?:{NO_WORDS}|{NO_MORE}|no)"
"""The one *no* table (:data:`user_sim.core.goal_no_words.NO_WORDS`), *none* or *no more* of a place (``NO_MORE``)
and the bare ``no``; not French ``ne`` (``il ne reste qu'une place``, Italian ``ne ho uno libero``)."""
_HELD = (
    rf"(?:{FREE}|{PLACES}|{CONFIRM}\w*|guarant\w*|garant\w*|held|secured?|book\w*|reserv\w*|gebucht|geboekt"
    r"|prenotat\w)"
)
"""What a negation takes away from the deed: its place, its being free, its confirmation, its being booked."""
_RUN_OUT = r"(?:ran|run) out|acab(?:aram|aron|ou(?!\s+de))|se han acabado|(?:sono )?finit[ie]|zijn op|sind weg"
"""Run out (``os lugares acabaram``, ``i posti sono finiti``, ``de plekken zijn op``); not ``acabou de`` (just)."""
_GONE = re.compile(
    rf"(?<!\w)(?:{_NO}(?:\W+[\w']+){{0,3}}?\W+{_HELD}|{PLACES}(?:\W+[\w']+){{0,2}}?\W+{_NO}"
    rf"|{CANCELLED.pattern}|{REFUSED}|{FAILED}|{SOLD_OUT}|{_RUN_OUT})(?!\w)"
)
"""The place, its being free, the deed or its confirmation negated; or the deed cancelled, refused, failed, sold out."""


def gone(clause: str) -> bool:
    """The clause says the deed or its place is gone (module docstring): ``Friday isn't available anymore``."""
    said = normalise(clause)
    return _GONE.search(said) is not None or failed(said)


_UNDONE_WORD = re.compile(rf"(?<!\w)(?:{CANCELLED_DEED})(?!\w)")
_CLAUSE = re.compile(rf"[,;]|:(?!\d)|\s(?:{either(AND)})\s", re.IGNORECASE)
"""Where a clause ends: punctuation or *and* (``I've cancelled order #44 and rebooked you``)."""


def undone(part: GoalPart, sentence: str) -> bool:
    """A clause says the part's values cancelled, and no other clause a deed done; the part undoes nothing.

    ``Your table for 4 on Friday at 8 pm has been cancelled`` books no table; ``… cancelled, and the new one for
    Friday is booked`` still does, as does ``Ho annullato e riemesso: 4 biglietti per il 15`` (the cancelled clause
    names no value); for *cancel order A-55* (:data:`~user_sim.core.goal_contradiction.UNDOING`) a cancelled order
    is the deed done.
    """
    if part.kind != "action" or UNDOING.search(normalise(part.text)) is not None:
        return False
    pieces = _CLAUSE.split(sentence)
    cancelled = [c for c in pieces if _UNDONE_WORD.search(normalise(c)) is not None]
    if not any(states(c, v) for c in cancelled for v in part.value_texts):
        return False
    return not any(is_done(c) for c in pieces if c not in cancelled)
