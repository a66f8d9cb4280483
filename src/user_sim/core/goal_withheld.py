"""Another sentence of the reply still owes the part's confirmation: a check ahead, someone else, a condition.

:func:`withheld` holds back whatever a sentence says is done when the reply, cut into clauses (:data:`CLAUSE`),
still owes it: a pending status, a confirmation to come (:mod:`user_sim.core.goal_owed`), a check the chatbot has
yet to make (:func:`user_sim.core.goal_status.settles_later`), or staff or a condition to settle it
(:func:`user_sim.core.goal_tense.is_third_party`). A check about another part, a routine confirmation message or a
call to say hello holds nothing back.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_answers import TOPIC, names_kind, names_part
from user_sim.core.goal_conjunctions import AND, BUT, HOWEVER, SPACED_DASH, either
from user_sim.core.goal_done import is_done
from user_sim.core.goal_later import NOTED, STILL, called_to_confirm, confirms_later, promised
from user_sim.core.goal_no_words import BOOKED
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import is_handoff, is_question
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_status import ANSWER, is_pending, settles_later
from user_sim.core.goal_tense import is_conditional, is_third_party
from user_sim.core.goal_values import states
from user_sim.core.goal_words import ALL, CONFIRM, CONFIRMED, SETTLING
from user_sim.core.goals import contains_keyword, normalise

_AND = tuple(w for w in AND if w != "en")
"""*And* (:data:`user_sim.core.goal_conjunctions.AND`) but Dutch ``en``, which is French and Spanish *in*: ``Votre
commande est en attente`` is one clause, its status and what it is of."""
CLAUSE = re.compile(rf"[,;:]\s*|{SPACED_DASH}|\s+{either(_AND, BUT, HOWEVER)}\s+")
"""Clauses: cut at punctuation, dashes and *and / but / however* in the 8 languages
(:mod:`user_sim.core.goal_conjunctions`)."""
_DONE_AND = re.compile(
    r"(?i)(?<!\w)((?:sudah|telah|udah)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+dan\s+)"
    r"(?!sudah|telah|udah|akan|nanti|belum|masih|perlu|harus)(?![^.,;!?\n]*(?<!\w)(?:besok|nanti|dulu|setelah|segera|lusa)(?!\w))"
)
"""Indonesian *sudah* before two verbs joined by *dan* (``sudah kami terima dan konfirmasi``): the second verb, bare
as Indonesian verbs are, is done too — its clause is given the *sudah* (:func:`_clauses`); not when the clause goes on
to a later time (``sudah kami terima dan proses besok``, ``… dan konfirmasi ke dapur dulu``)."""


def _clauses(sentence: str) -> list[str]:
    """The sentence's clauses (:data:`CLAUSE`), a verb after *sudah … dan* marked done as the first."""
    return CLAUSE.split(_DONE_AND.sub(r"\1sudah ", sentence))


def withheld(
    part: GoalPart,
    sentence: str,
    reply: Sequence[str],
    options: Mapping[str, tuple[str, ...]] | None = None,
    user: str = "",
) -> bool:
    """Another sentence of the reply still owes the part's confirmation, through someone else or under a condition.

    ``A colleague will call you to confirm.``, ``The confirmation comes by e-mail once the manager has checked.``,
    something the chatbot still has to check or report back (``Te confirmo en un rato.``, ``devo ancora verificare``),
    staff to do the part (``ruft Sie ein Kollege an und macht den Termin mit Ihnen aus``), or a pending status
    (there or in ``sentence`` itself): whatever ``sentence`` says is done is not settled. A check about another
    part (a sentence naming an option of a variable this part does not have: ``Pour le porte-vélos, je dois
    vérifier …``) does not hold this one back. A routine confirmation
    message (``You'll receive a confirmation by e-mail.``) or a call to say hello owes nothing; a call or a
    confirming to come (goal_later.promised) owes the deed after a noting (goal_later.NOTED: ``Noted: … The manager
    will call you to confirm it``) or a request only sent (``Sent to the restaurant. They will confirm it``), not
    after the booking stated done (:func:`_booked_said`: ``Booked. We'll call you to confirm``).
    """
    if any(is_pending(s) for s in (sentence, *reply)):
        return True
    elsewhere = [o for name, opts in (options or {}).items() if name not in part.values for o in opts]
    about = [s for s in (sentence, *reply) if not (any(states(s, o) for o in elsewhere) or _on_asked(part, s, user))]
    clauses = [c for s in about for c in _clauses(s)]
    if any((confirms_later(c) or _checks_later(part, c)) and not is_question(c) for c in clauses):
        return True  # "Anotado: mesa para 4. Te confirmo en un rato.", "… noted; I need to check with the kitchen"
    owed = any(NOTED.search(normalise(s)) is not None for s in (sentence, *reply)) or not _booked_said(sentence, reply)
    if owed and any(_still_called(s) or (promised(s) and not is_question(s)) for s in about):
        return True  # "Genoteerd: … De graveur belt u morgen om het te bevestigen": not when said booked
    for other in (s for s in reply if s != sentence and not _on_asked(part, s, user)):
        said = normalise(other)
        owes = ANSWER.search(said) is not None or any(contains_keyword(said, w) for w in part.keywords)
        if owes and (is_third_party(other) or (is_handoff(other) and is_conditional(other))):
            return True
    return False


BOOKED_DEED = re.compile(rf"(?<!\w)(?:{BOOKED}|{CONFIRM}{CONFIRMED}|dikonfirmasi)(?!\w)")
"""Booked, reserved (goal_no_words.BOOKED: ``reservada``, ``gebucht``, ``dipesan``) or confirmed (normalised)."""


def _booked_said(sentence: str, reply: Sequence[str]) -> bool:
    """A sentence says the deed booked or confirmed (:data:`BOOKED_DEED`)."""
    said = (sentence, *reply)
    return any(BOOKED_DEED.search(normalise(s)) is not None and is_done(s) and not is_question(s) for s in said)


def _still_called(sentence: str) -> bool:
    """The sentence announces a call or contact to confirm, not said done, and asks nothing."""
    call = called_to_confirm(sentence)
    return bool(call) and not is_done(call) and not is_question(sentence)


def _on_asked(part: GoalPart, sentence: str, user: str) -> bool:
    """The sentence opens on another question the user asked (``As for the injera, let me check with the kitchen.``).

    Its announced topic (:data:`user_sim.core.goal_answers.TOPIC`) names a word of a question in ``user`` that
    names nothing of the part (``Also, is your injera gluten-free?``), and the sentence names nothing of the part
    either: the check is that question's answer, not the part's confirmation. Not a topic the user never asked
    about, nor one asked with the part (``a room for 2 on Friday?``), nor a kind of value (``For the date, …``), nor
    a check that defers the whole (``Regarding the deposit, I'll check and confirm everything tomorrow``).
    """
    topic = TOPIC.match(normalise(sentence))
    words = [w for w in topic[1].split() if len(w) >= 4] if topic is not None else []
    if not words or names_part(part, sentence) or any(names_kind(w, k) for w in words for k in _KINDS):
        return False  # "Pour la date, je vérifie": a kind of value is the deed's own
    if _DEFERS_ALL.search(normalise(sentence)) is not None:
        return False  # "… je vérifie et je reviens vers vous pour tout valider"
    asked = [normalise(q) for q in sentences(user) if is_question(q) and not names_part(part, q)]
    return any(contains_keyword(q, w) for q in asked for w in words)


_CONFIRMING = rf"(?<!\w)(?:{CONFIRM}|{SETTLING})\w*"
_ALL = rf"(?:{ALL}|the (?:stay|booking|order|reservation|whole \w+))(?!\w)"
_DEFERS_ALL = re.compile(rf"{_CONFIRMING}(?:\W+\w+){{0,2}}?\W+{_ALL}|(?<!\w){_ALL}(?:\W+\w+){{0,1}}?\W+{_CONFIRMING}")
"""A verb of confirming or validating said of the whole (``confirm everything tomorrow``, ``pour tout valider``,
``daarna bevestig ik alles``, ``confirm the stay``): a check that defers it defers the deed too; not ``te confirmo``
alone, which answers the topic."""

_KINDS = ("time", "clock", "price", "amount", "age")

_YET = re.compile(
    rf"(?<!\w)(?:{STILL}|first|primero|d'abord|zuerst|prima|primeiro|eerst|dulu|need|must|moet|muss|devo|dobbiamo"
    r"|debo|tengo que|preciso|perlu|harus|doit|dois)(?!\w)"
)
"""A check still ahead: *still*, *first*, or a need (``Ik moet nog nakijken …``)."""


def _checks_later(part: GoalPart, clause: str) -> bool:
    """The clause leaves something to check (:func:`settles_later`) and is not said done.

    The part's own service named with its drawn value is no check still to make: ``Uw afspraak is ingepland: …,
    nakijken altsaxofoon`` books the check-up the user asked for (*laten nakijken*); unless the clause says it is
    still ahead (``ik moet de altsaxofoon nog nakijken``).
    """
    if not settles_later(clause) or is_done(clause):
        return False
    if not any(states(clause, v) for v in part.value_texts) or _YET.search(normalise(clause)):
        return True
    own = [w for w in clause.split() if not any(contains_keyword(normalise(w), k) for k in part.keywords)]
    return settles_later(" ".join(own))
