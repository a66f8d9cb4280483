"""A deed said done, then a future about something else: a consequence, a follow-up message, a side detail.

``Bay 14 is reserved for Sunday 11:00, the balls will be loaded onto your card at check-in``, ``Ordered ✔ … added to
job LM-11 — we'll fit it during the service``, ``¡Listo! Mesa para 4 el viernes, te esperaremos en la terraza``: a
future in a clause of its own, after the deed is said done, does not make the deed a promise when it is about
something else. It does when it is about the deed itself — a verb of doing or confirming it
(:data:`user_sim.core.goal_deeds.DEED`) or the part's own verb (``… and will be confirmed once you pay``, ``I'll book
it``) — or still owes the user something (:func:`still_owed`: an answer, a check, the chatbot's need, a hand-off,
staff, a pending status, a condition). A confirmation *message* (``you'll receive a confirmation e-mail``) is a
follow-up (:data:`user_sim.core.goal_status.CONFIRMATION_MESSAGE`), *we'll confirm by email* a confirmation owed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_beside import done_beside, negated, request_only
from user_sim.core.goal_deeds import DEED
from user_sim.core.goal_done import is_done, offers, promises
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_perfect import tense_text
from user_sim.core.goal_rules import is_handoff, judge, without_values
from user_sim.core.goal_status import ANSWER, CONFIRMATION_MESSAGE, is_pending, sends_outcome, settles_later
from user_sim.core.goal_tense import is_conditional, is_my_future, is_third_party
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import verbs
from user_sim.core.goal_withheld import CLAUSE
from user_sim.core.goals import contains_keyword, normalise

_DEED = re.compile(DEED)
_NEEDS = re.compile(
    r"(?<!\w)(?:(?:i|we|i'll|we'll|i will|we will|i'd|we'd)\s+(?:\w+\s+)?(?:need|require)"
    r"|necesit(?:o|amos|aria|are|aremos)|precis(?:o|amos|arei|aremos|aria)|brauche|brauchen wir|benotige"
    r"|benotigen wir|(?:ik|we|wij)\s+(?:\w+\s+){0,3}?nodig|(?:saya|kami|aku)\s+(?:\w+\s+)?(?:perlu|butuh)"
    r"|ho bisogno|abbiamo bisogno|j'ai besoin|nous avons besoin|il me faut|il nous faut|mi serve|ci serve)(?!\w)"
)
"""What the chatbot still needs from the user (``I'll just need your card``): the deed is not settled. What the user
will need (``you'll need your ID at the door``) is a side detail."""
_SIDE = re.compile(
    rf"{CLAUSE.pattern}|\s*[()·|]\s*|\s+(?:so|then|en|entonces|donc|alors|dann|quindi|allora|entao|então|dus|jadi"
    r"|lalu)\s+"
)
"""Clauses, cut finer than :data:`CLAUSE`: at brackets, middle dots and *so / then* too."""


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
    if not rest or offers(deed) or negated(normalise(deed)) or not all(aside(clauses[i], part) for i in ahead):
        return False
    if ahead[0] > 0 and is_done(deed):
        return True
    siblings = [rest if s == sentence else s for s in reply]
    return judge(rest, part.spec, options) == "not_done" and done_beside(rest, part, options, siblings)


def aside(clause: str, part: GoalPart) -> bool:
    """A future clause about something else than the part's deed (:func:`done_before_future`).

    A confirmation message (``you'll get a confirmation e-mail``) after the deed said done is such a follow-up, and
    so is a document of its outcome, even when the chatbot sends it and its word names the part (``te enviaremos el
    número de seguimiento``, ``wir schicken dir die Rechnung``: :func:`user_sim.core.goal_status.sends_outcome`).
    """
    clause = CONFIRMATION_MESSAGE.sub(" ", tense_text(clause))
    said = normalise(clause)
    if _DEED.search(said) or still_owed(clause):
        return False
    if any(contains_keyword(said, v) or normalise(v)[: max(4, len(v) - 2)] in said for v in verbs(part)):
        return False  # the part's own verb in any form: "… and we'll book the rest"
    if sends_outcome(said):
        return True  # "Te enviaremos el número de seguimiento por email" for "con envío": the outcome's document
    own = is_my_future(clause)
    return not own or (not any(states(clause, v) for v in part.value_texts) and not _names_part(said, part))


def still_owed(text: str) -> bool:
    """The text still owes the user something (``… will be confirmed``, ``… once the manager approves``).

    An answer or a confirmation, a check, the chatbot's need, a hand-off, staff, a pending status or a condition.
    """
    said = normalise(text)
    if ANSWER.search(said) or _NEEDS.search(said) or settles_later(text) or is_conditional(text):
        return True
    return is_handoff(text) or is_third_party(text) or is_pending(text)


def _names_part(said: str, part: GoalPart) -> bool:
    return any(contains_keyword(said, w) for w in part.keywords)
