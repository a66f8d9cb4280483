"""A done reply that names another of the choices the chatbot offered: the wrong one was carried out.

The chatbot offers several items, one a piece of its reply (``Friday we have *Laugh Riot* at 7pm and the *Late
Night Roast* at 10:30pm``), the user picks one (``the late one``), and the chatbot's done sentence names the other
(``Done! 2 tickets for Laugh Riot – Fri 7:00pm``): the value drawn is said only in the offer, so a proof over the
two replies (:mod:`user_sim.core.goal_turns`) would read it as carried over. :func:`names_other_choice` refuses
it: the offer says nothing done, and the done text shares a distinctive token (a capitalised name, a clock time)
with a piece of an offer's sentence (the choices listed together) that does not hold the drawn value, and none
with the piece that does. Language-free: only the shape of the offer and of the names is read.
:func:`changed_by_user`: the user's answer to the offer gives another value of a drawn one's shape (another
weekday, date, clock time, amount or option: :func:`user_sim.core.goal_contradiction.contradicted`) without the
drawn one, so the reply confirms a changed request, not the offer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from user_sim.core.goal_conjunctions import AND, OR, pieces
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import canonical, states

_PIECE = re.compile(pieces(AND, OR))
"""The choices an offer lists (:func:`user_sim.core.goal_conjunctions.pieces`): *and* or *or* between them."""
_NAME = re.compile(r"(?<![\w*])[A-ZÀ-Ý][^\W\d_]{2,}(?![\w-])")
_CLOCK = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?!\d)")


def names_other_choice(part: GoalPart, offer: str, done: str) -> bool:
    """``done`` names another piece of the chatbot's ``offer`` than the one holding a drawn value (docstring)."""
    if any(is_done(s) for s in sentences(offer)):
        return False  # a done reply before ("Biglietti acquistati … Codice OP-33S12") offers no choice
    return any(_other_piece(part, _PIECE.split(s), done) for s in sentences(offer))


def _other_piece(part: GoalPart, pieces: list[str], done: str) -> bool:
    """Of one sentence's pieces (the choices listed together), ``done`` names one without the drawn value."""
    pieces = [p for p in pieces if p.strip()]
    for value in part.value_texts:
        if states(done, value):
            continue  # said in the done text itself: nothing carried over
        holding = [p for p in pieces if states(p, value)]
        if len(holding) != 1 or len(pieces) < 2:
            continue
        said = _tokens(done) - _tokens(holding[0]) - _tokens(" ".join(part.value_texts)) - set(part.keywords)
        if any(said & _tokens(p) for p in pieces if p is not holding[0]):
            return True
    return False


def changed_by_user(part: GoalPart, between: str, options: Mapping[str, tuple[str, ...]]) -> bool:
    """The user's answer to the offer gives another value of a drawn one's shape (module docstring).

    ``Yes, but make it Thursday 13 March instead.`` for Friday 14 March: the reply confirms a changed request.
    """
    said = [s for s in sentences(between) if s.strip()]
    return any(
        contradicted(name, value, said, options, part.value_texts)
        for name, drawn in part.values.items()
        for value in drawn
        if not any(states(s, value) for s in said)
    )


def _tokens(text: str) -> set[str]:
    """Capitalised names (not opening the text) and clock times of ``text``, folded."""
    names = {m.group(0).casefold() for m in _NAME.finditer(text) if m.start() > 0}
    return names | set(_CLOCK.findall(canonical(text)))
