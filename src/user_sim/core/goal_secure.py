"""A reply that says the deed is still to be secured: a step left to lock it in, or a confirmation to come.

Read over every sentence of the chatbot's latest reply by :func:`user_sim.core.goal_open.proof_holds`; what a
sentence of these says holds back any proof of an action in the same reply, in the eight languages:

* **a step to secure it** (:data:`TO_SECURE`): a purpose clause of locking, holding or guaranteeing
  (``To lock in the date, a 50% deposit``, ``Para garantizar la plaza…``, ``Pour bloquer la date…``, ``Um den
  Termin zu sichern…``, ``Per bloccare la data…``, ``Para garantir a vaga…``, ``Om de datum vast te leggen…``,
  ``Untuk mengunci tanggal…``): the booking is not made until the user does it;
* **still free** (:data:`STILL_FREE`): the slot is *still* available (``still free``, ``todavía libre``, ``encore
  disponible``, ``noch frei``, ``ancora libero``, ``ainda livre``, ``nog vrij``, ``masih kosong``): a slot booked
  for the user is no longer free;
* **a confirmation to come** (:data:`ONCE_CONFIRMED`): ``once the slot is confirmed``, ``si se confirma``,
  ``une fois confirmé``, ``wenn bestätigt``, ``una volta confermato``, ``quando confirmado``, ``als het
  bevestigd is``, ``kalau slotnya sudah dikonfirmasi``;
* **available, said of the deed's object** (:func:`free_only`, read on the proof alone): ``Quarto duplo
  disponível de sexta a domingo, R$ 420``, ``A double room is available Friday to Sunday``, ``Doppelzimmer frei
  von Freitag bis Sonntag``, ``Kamar deluxe tersedia``: with no word of doing beside it (nor a deed of the
  chatbot's own: ``… frei – den habe ich für Sie eingetragen``, ``libre … Je l'ai bloqué pour vous``), the slot is
  offered, not booked;
* **the next step is the user's** (:mod:`user_sim.core.goal_await`): a payment link handed over, a document left
  to sign, or the user told to say when they have done their part.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_await import PAY_LINK, TELL_WHEN, TO_SIGN
from user_sim.core.goal_confirm_first import ASKED_TO
from user_sim.core.goal_conjunctions import AFTER, IF, ON_RECEIPT, SOON, WHEN, either
from user_sim.core.goal_perfect import is_perfect
from user_sim.core.goal_status import FREE
from user_sim.core.goal_words import DONE, DONE_IDIOM
from user_sim.core.goals import normalise

TO_SECURE = re.compile(
    r"(?<!\w)(?:to (?:lock|secure|hold|guarantee|block)|para (?:garantizar|asegurar|bloquear|reservar|apartar"
    r"|garantir|travar|segurar|fechar)|pour (?:bloquer|garantir|securiser|reserver)"
    r"|um (?:\w+\s+){0,3}?(?:zu sichern|zu reservieren|zu blocken|zu fixieren|festzumachen)|per (?:bloccare"
    r"|garantire|riservare|fissare)|om (?:\w+\s+){0,3}?(?:vast te leggen|vast te zetten|te reserveren|te boeken)"
    r"|untuk (?:mengunci|mengamankan|kunci|amankan))(?!\w)"
)
"""A purpose clause of securing the deed: it is a step still to take (``in order to lock`` holds ``to lock``)."""
STILL_FREE = re.compile(rf"(?<!\w)(?:still|todavia|aun|encore|noch|ancora|ainda|nog|masih)\s+(?:\w+\s+)?{FREE}(?!\w)")
"""Still available: said of the slot, it is not booked."""
ONCE_CONFIRMED = re.compile(
    rf"(?<!\w){either(IF, WHEN, SOON, AFTER, ON_RECEIPT)}\s+(?:\w+\s+){{0,4}}?(?:confirmed|approved"
    r"|confirmad[oa]s?|confirma|aprobad[oa]s?|confirmee?s?|validee?s?|bestatigt|genehmigt|confermat[oaie]"
    r"|approvat[oaie]|aprovad[oa]s?|bevestigd|goedgekeurd|dikonfirmasi|disetujui|terkonfirmasi)(?!\w)"
)
"""A confirmation still to come."""


def unsecured(reply: Sequence[str]) -> bool:
    """A sentence of ``reply`` says the deed is still to be secured (module docstring)."""
    said = [normalise(s) for s in reply]
    return any(
        table.search(s) is not None
        for table in (TO_SECURE, STILL_FREE, ONCE_CONFIRMED, TELL_WHEN, PAY_LINK, TO_SIGN)
        for s in said
    )


_FREE = re.compile(rf"(?<!\w){FREE}(?!\w)")
_I_WE = re.compile(r"(?<!\w)(?:i|we|yo|nosotros|je|j|nous|ich|wir|io|noi|eu|nos|ik|wij|saya|kami|aku)(?!\w)")


def free_only(proof: str, reply: Sequence[str]) -> bool:
    """The proof says its object is available, and neither it nor ``reply`` a word of doing (module docstring)."""
    if _FREE.search(normalise(proof)) is None:
        return False
    for text in (proof, *reply):
        said = normalise(ASKED_TO.sub(" ", text))  # "Confirme, por favor" is no word of doing
        if DONE.search(said) is not None or DONE_IDIOM.search(said) is not None:
            return False
        if is_perfect(text) and _I_WE.search(said.replace("'", " ")) is not None:
            return False
    return True
