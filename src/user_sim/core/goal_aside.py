"""A deed said done, then a future about something else: a consequence, a follow-up message, a side detail.

``Bay 14 is reserved for Sunday 11:00, the balls will be loaded onto your card at check-in``, ``Ordered ✔ … added to
job LM-11 — we'll fit it during the service``, ``¡Listo! Mesa para 4 el viernes, te esperaremos en la terraza``: a
future in a clause of its own, after the deed is said done, does not make the deed a promise when it is about
something else. It does when it is about the deed itself — a verb of doing or confirming it
(:data:`user_sim.core.goal_deeds.DEED`) or the part's own verb (``… and will be confirmed once you pay``, ``I'll book
it``) — or still owes the user something (:func:`still_owed`: an answer, a check, the chatbot's need, a hand-off,
staff, a pending status, a condition). A confirmation *message* (``you'll receive a confirmation e-mail``) is a
follow-up (:data:`user_sim.core.goal_confirmed_later.CONFIRMATION_MESSAGE`), *we'll confirm by email* a
confirmation owed.
Staff who bring, deliver or fit what was done (``the technician will bring and commission it``) owe nothing, unlike
staff who contact the user or do the deed (:func:`still_owed`); the deed's name as what is delivered (``bestelling
4418 wordt bezorgd``) is no verb of it; what the hired person will do beside a bare done sentence (``Contratado! A
Dona Rita vai cuidar da sua casa …``) is aftercare too (:func:`told_beside`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_beside import done_beside, negated, request_only
from user_sim.core.goal_confirmed_later import without_confirmation_message
from user_sim.core.goal_conjunctions import AND, SO, THEN, either
from user_sim.core.goal_deeds import BRINGS, DEED, DEED_NOUN, SERVICE
from user_sim.core.goal_done import is_done, offers, promises
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_perfect import tense_text
from user_sim.core.goal_rules import is_handoff, judge, without_values
from user_sim.core.goal_status import (
    ANSWER,
    is_pending,
    is_visit,
    sends_outcome,
    settles_later,
)
from user_sim.core.goal_tense import contacts, is_conditional, is_my_future, is_third_party
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import verbs
from user_sim.core.goal_withheld import CLAUSE
from user_sim.core.goal_words import OFFER
from user_sim.core.goals import contains_keyword, normalise

_DEED = re.compile(DEED)
_DEED_NOUN = re.compile(DEED_NOUN)
_SERVICE = re.compile(rf"(?<!\w)(?:{SERVICE})(?!\w)")
_NEEDS = re.compile(
    r"(?<!\w)(?:(?:i|we|i'll|we'll|i will|we will|i'd|we'd)\s+(?:\w+\s+)?(?:need|require)"
    r"|necesit(?:o|amos|aria|are|aremos)|precis(?:o|amos|arei|aremos|aria)|brauche|brauchen wir|benotige"
    r"|benotigen wir|(?:ik|we|wij)\s+(?:\w+\s+){0,3}?nodig|(?:saya|kami|aku)\s+(?:\w+\s+)?(?:perlu|butuh)"
    r"|ho bisogno|abbiamo bisogno|j'ai besoin|nous avons besoin|il me faut|il nous faut|mi serve|ci serve)(?!\w)"
)
"""What the chatbot still needs from the user (``I'll just need your card``): the deed is not settled. What the user
will need (``you'll need your ID at the door``) is a side detail."""
_SIDE = re.compile(rf"{CLAUSE.pattern}|\s*[()·|]\s*|\s+{either(SO, THEN, AND)}\s+")
"""Clauses, cut finer than :data:`CLAUSE`: at brackets, middle dots, *so / then* and Dutch *en* too."""
_BRINGS = re.compile(BRINGS)


def done_before_future(
    sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], reply: Sequence[str]
) -> bool:
    """An action said done, then a future about a consequence or a side detail.

    ``Bay 14 is reserved for Sunday 11:00, the balls will be loaded onto your card at check-in``, ``… added to job
    LM-11 — we'll fit it during the service``: the sentence (already found to hold every value) is done once its
    future clauses are set aside; or, with no done clause of its own, its other clauses are the values beside a
    bare done sentence of the reply (``All set! Bay 14 for 2 on Sunday 11:00, the balls will be on your card.``:
    :func:`done_beside`). Each future clause must be about something else than the deed: no verb of doing or
    confirming it (:data:`user_sim.core.goal_deeds.DEED`, the part's own verb: ``… and will be confirmed once you
    pay``, ``I'll book it``), no answer, check, hand-off, staff, pending status, condition or need still owed; the
    chatbot's own future names nothing of the part.
    """
    clauses = [c for c in _SIDE.split(sentence) if c.strip()]
    ahead = [i for i, c in enumerate(clauses) if promises(c) or is_my_future(c)]
    if part.kind != "action" or not ahead or is_conditional(sentence) or request_only(sentence, part):
        return False
    rest = ", ".join(c for i, c in enumerate(clauses) if i not in ahead)
    deed = without_values(rest, part.values)
    if offers(deed) or negated(normalise(deed)) or not all(aside(clauses[i], part) for i in ahead):
        return False
    if is_handoff(rest) or is_third_party(rest):
        return False  # "Ordered, a colleague calls you tomorrow": the rest hands over
    if rest and ahead[0] > 0 and is_done(deed):
        return True  # a future first may be the deed's own ("Será efectiva mañana: mesa … reservada")
    if rest and judge(rest, part.spec, options) == "not_done":
        return done_beside(rest, part, options, [rest if s == sentence else s for s in reply])
    return told_beside(sentence, part, options, reply, [clauses[i] for i in ahead])


def told_beside(
    sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], reply: Sequence[str], ahead: list[str]
) -> bool:
    """The values told in the aftercare itself, beside a bare done sentence of the reply.

    ``Contratado! A Dona Rita vai cuidar da sua casa de 10/01 a 24/01.``, ``Gebucht! Herr Vogt kommt am Freitag um
    10 Uhr.``: what the hired person or the thing ordered will do next, not the chatbot's own promise (``Fatto! Ti
    prenoterò giovedì alle 17``), the deed's participle to come (``Será marcada na quinta``) nor what is only
    available (``… sarà disponibile giovedì``).
    """
    if any(is_my_future(c) or _SERVICE.search(tense_text(c)) for c in ahead) or OFFER.search(normalise(sentence)):
        return False  # "Fatto! Sarà prenotata giovedì", "Feito! Será marcada na quinta": the deed still to come
    return done_beside(sentence, part, options, reply)


def aside(clause: str, part: GoalPart) -> bool:
    """A future clause about something else than the part's deed (:func:`done_before_future`).

    A confirmation message (``you'll get a confirmation e-mail``) after the deed said done is such a follow-up, and
    so is a document of its outcome, even when the chatbot sends it and its word names the part (``te enviaremos el
    número de seguimiento``, ``wir schicken dir die Rechnung``: :func:`user_sim.core.goal_status.sends_outcome`).
    """
    clause = without_confirmation_message(tense_text(clause))
    full = normalise(clause)
    said = _DEED_NOUN.sub(" ", full) if _BRINGS.search(full) else full  # "bestelling 4418 wordt nu bezorgd"
    if _DEED.search(said) or still_owed(clause, staff=False):
        return False  # a verb of the deed; its name only as what is delivered, not "your booking will be checked"
    if any(contains_keyword(said, v) or normalise(v)[: max(4, len(v) - 2)] in said for v in verbs(part)):
        return False  # the part's own verb in any form: "… and we'll book the rest"
    if sends_outcome(said):
        return True  # "Te enviaremos el número de seguimiento por email" for "con envío": the outcome's document
    own = is_my_future(clause)
    return not own or (not any(states(clause, v) for v in part.value_texts) and not _names_part(full, part))


def still_owed(text: str, staff: bool = True) -> bool:
    """The text still owes the user something (``… will be confirmed``, ``… once the manager approves``).

    An answer or a confirmation, a check, the chatbot's need, a hand-off, staff, a pending status or a condition.
    With ``staff`` false, staff owe something only when they are to contact the user: what a technician will bring
    or fit after the deed, or their visit (:data:`_BRINGS`: ``the technician will bring and commission it on the
    12th``, ``el técnico lo instalará el 12``) is aftercare; ``a colleague will call you``, ``the team will order it``
    are still a hand-off.
    """
    said = normalise(text)
    if ANSWER.search(said) or _NEEDS.search(said) or settles_later(text) or is_conditional(text):
        return True
    third = is_third_party(text) and (staff or contacts(text) or (_BRINGS.search(said) is None and not is_visit(text)))
    return is_handoff(text) or third or is_pending(text)


def _names_part(said: str, part: GoalPart) -> bool:
    return any(contains_keyword(said, w) for w in part.keywords)
