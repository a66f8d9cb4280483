"""The rules' finding for a chatbot statement, with the done-ness the word lists miss.

:func:`finding` is the rules' finding (:func:`user_sim.core.goal_rules.judge`), with a statement judged
``not_done`` taken as done when it **issues a reference** the user never gave (``réservation n° 55120``,
``Order #FL-884``, ``Bestätigung Nr. Z-9931``) or says the part's **own verb as a participle** (``marcados`` for
*marcar*, ``encomendada`` for *encomendar*, ``umgebucht`` for *buchen*; the verb is the part's first key word or an
infinitive, not an adjective such as ``terminada``): an agreement or an offer names neither; a hand-off, question
or wrong value is never upgraded, and a promise only when the future is in another clause that names nothing of the
part and is not the chatbot's own promise (``L'ordine è annullato, riceverà il rimborso in 5 giorni.``), and a hand-off
only when staff are to bring or fit what was done, not to contact the user (``I've ordered it — the technician will
bring and commission it on the 12th``: :func:`user_sim.core.goal_aside.still_owed`); values
said as a noun phrase beside a bare done sentence of the reply are done too
(:func:`user_sim.core.goal_beside.done_beside`), while a sentence that opens with a condition (``Si pagas hoy, …``)
or only records a request (``I've noted your preferred slot``) is not. Nothing is upgraded while a question of the
reply still asks the user to go on (:func:`asks_to_go_on`: ``… ref 4412. Shall I confirm?``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_aside import done_before_future, still_owed
from user_sim.core.goal_beside import done_beside, request_only
from user_sim.core.goal_conjunctions import DASHES
from user_sim.core.goal_done import is_done
from user_sim.core.goal_ends import other_end
from user_sim.core.goal_failed import failed
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import Finding, is_handoff, judge
from user_sim.core.goal_tense import is_conditioned, is_my_future
from user_sim.core.goal_verbs import offers_own_verb, own_participle
from user_sim.core.goal_withheld import withheld
from user_sim.core.goal_words import CONFIRM
from user_sim.core.goals import normalise

_MARKER = (
    r"(?:#|n[°o]\.?|nr\.?|no\.|(?:ref|reference|referencia|riferimento|referentie|code|codigo|codice|kode"
    r"|number|numero|nummer|nomor|(?:reservierungs|buchungs|bestell|auftrags|vorgangs|anmelde|bestatigungs"
    r"|reserverings|boekings|bestel|order|bevestigings|inschrijvings|aanmeldings)-?(?:nummer|nr)"
    r"|matricol[ae]|matricule|matrikel-?(?:nummer|nr)?|enrol+ment (?:number|no|id)"
    r"|(?:numero|nomor|n[°o]) (?:de |di |d')?(?:inscripcion|inscricao|iscrizione|inscription|pendaftaran))\.?"
    r"(?:\s*(?:nr\.?|no\.|n[°o]\.?|#))?)"
)
"""A reference's marker: ``#``, ``n°``, ``ref.``, ``Bestellnummer``; German and Dutch name the deed in one compound
(``Reservierungsnummer SR-88``, ``boekingsnr. TT-1904``), not a phone, article or customer number; an enrolment
issues its student number (``matricola MS-3310``, ``Matrikelnummer 55120``, ``nomor pendaftaran PD-12``; not the
Spanish and Portuguese ``matrícula``, also a car's plate)."""
_ISSUED = re.compile(rf"(?<!\w){_MARKER}\s*:?\s*([a-z]{{0,4}}-?\d[\w-]*)")
_ASKS_TO_GO_ON = re.compile(
    rf"(?<!\w)(?:{CONFIRM}|shall i|should i|would you like|do you want|want me"
    r"|quiere que|desea que|voulez-vous|souhaitez|soll ich|mochten sie|wollen sie|vuole che|desidera|quer que"
    r"|deseja|zal ik|wil je|wilt u|mau saya|apakah mau|ok\b|okay|go ahead|proceed|proced|procedo)"
)
"""A question that still asks the user to go on: nothing is done yet."""
DONE_WORD = r"(?:c'est fait|done|all done|fatto|hecho|listo|erledigt|klaar|gedaan|geregeld|pronto|feito|selesai|beres)"
"""A word of done said alone (normalised): ``Done``, ``C'est fait``, ``Erledigt``, ``Klaar``, ``Selesai``."""
_DONE_OPENING = re.compile(rf"^\W*{DONE_WORD}\s*[:!,{DASHES}]")
"""A done word opening the sentence before what follows from it (``C'est fait : le colis sera livré …``)."""


def finding(
    sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], user: str, reply: Sequence[str]
) -> Finding:
    """The rules' finding, with a reference issued or the part's own participle counted as done.

    Not while a question of the same ``reply`` still asks to go on (``… ref 4412. Shall I confirm?``).
    """
    found = judge(sentence, part.spec, options)
    if found == "delivered" and other_end(part, sentence):
        return "missing_value"  # "We open at 9:00" for "what time do you close": goal_ends
    if (
        part.kind == "action"
        and found in ("delivered", "not_done", "promise")
        and withheld(part, sentence, reply, options, user)
    ):
        return "promise"  # "Status: pending", "a colleague will call you to confirm": nothing is settled yet
    if found == "delivered" and part.kind == "action" and offers_own_verb(sentence, part):
        return "promise"  # "… is lent out, but you can reserve it in the app": the user is to do it
    if found in ("delivered", "not_done") and part.kind == "action" and is_conditioned(sentence):
        return "promise"  # "Si confirmas, queda reservado": done only once the condition holds
    if found in ("delivered", "not_done") and request_only(sentence, part):
        return "not_done"  # "I've noted your request for Saturday": the request is recorded, not the deed
    if found == "promise" and part.kind == "action" and _done_before_outcome(sentence):
        return "delivered"
    if found == "promise" and part.kind == "action":
        return "delivered" if done_before_future(sentence, part, options, reply) else "promise"
    if found == "handoff" and part.kind == "action" and not is_handoff(sentence) and not asks_to_go_on(reply):
        aftercare = not withheld(part, sentence, reply, options, user) and done_before_future(
            sentence, part, options, reply
        )
        return "delivered" if aftercare else found  # "I've ordered it — the technician will bring it on the 12th"
    if found != "not_done" or asks_to_go_on(reply) or failed(sentence, is_done):
        return found  # "Maaf, gagal dipesan": no participle nor reference proves a failed deed (goal_failed)
    if _issues_reference(sentence, user) or own_participle(sentence, part):
        return "delivered"
    return "delivered" if done_beside(sentence, part, options, reply) else found


def asks_to_go_on(reply: Sequence[str]) -> bool:
    """A question of the reply still asks the user to go on (``Shall I confirm?``): nothing is done yet."""
    return any(_ASKS_TO_GO_ON.search(normalise(s)) for s in reply if s.rstrip().endswith("?"))


def _done_before_outcome(sentence: str) -> bool:
    """``Done: the parcel will be delivered to …``: a done word opens, the future is the outcome, not a promise.

    Not when the chatbot itself promises (``Done! I'll send it``), or something is still owed (``C'est fait : elle
    sera confirmée demain``, a hand-off, staff, a condition: :func:`user_sim.core.goal_aside.still_owed`).
    """
    if _DONE_OPENING.search(normalise(sentence)) is None:
        return False
    return not (is_my_future(sentence) or still_owed(sentence))


def _issues_reference(sentence: str, user: str) -> bool:
    given = normalise(user)
    return any(token not in given for token in _ISSUED.findall(normalise(sentence)))
