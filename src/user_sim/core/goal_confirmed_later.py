"""A bare confirming to come, no deed named: ``Se confirmará mañana``, ``It will be confirmed tomorrow``.

A sentence that opens on an impersonal ``se`` before a future of confirming, or on a passive future of confirming
with at most a pronoun before it (``Sarà confermato domani``, ``Verrà confermato``, ``It'll be confirmed``, ``Elle
sera confirmée demain``, ``Será confirmada amanhã``, ``Er wird morgen bestätigt``, ``Die wordt morgen bevestigd``,
``Akan dikonfirmasi besok``): its subject is what the reply just said, so after a noting the deed is still to
confirm (read by :func:`user_sim.core.goal_later.promised`, owed only after a noting or a request sent). Not one by a
message (``It will be confirmed by e-mail``): a routine message owes nothing. :data:`TELL_THAT` tells a *que* after
a verb of telling from a relative one (``Informo que o restaurante lhe confirmará``: the restaurant's promise).
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import WITH, either
from user_sim.core.goal_dates import MONTH_RE, WEEKDAY_RE
from user_sim.core.goal_deeds import DEED
from user_sim.core.goal_no_words import PLACES
from user_sim.core.goal_purpose import OF_LINK
from user_sim.core.goal_when import RELATIVE_DAY
from user_sim.core.goal_wording import ARTICLES
from user_sim.core.goal_words import ALL, AVAILABILITY, CONFIRM, CONFIRMED
from user_sim.core.goals import normalise

TELL_THAT = re.compile(
    r"(?<!\w)(?:inform\w*|avis\w*|recuerd\w*|lembr\w*|ricord\w*|rappell?\w*|tell you|comunic\w*)\s+(?:que|that|che)"
    r"(?!\w)"
)
"""A telling then *that* (``Informo que``, ``Le aviso que``, ``I can tell you that``): a conjunction, no relative."""
_PRONOUN = (
    r"(?:(?:it|this|elle|il|lei|lui|ela|ele|er|sie|es|die|dat|het|ze|dia|ini|esta|este|essa|esse)\s+|it(?='ll|'s))"
)
_WILL_BE = (
    r"(?:will be|'ll be|(?:is |are |'s )going to be|sera|sara|verra|verranno|wird|wordt|zal worden|akan|vai ser"
    r"|vao ser|va a ser|van a ser|va etre)"
)
_PARTICIPLE = rf"(?:di)?{CONFIRM}(?:{CONFIRMED}|asi)"
_LATER = r"(?:\w+\s+){0,2}?"
MESSAGE = (
    r"(?:e-?mails?|mails?|correos?|sms|courriels?|messages?|mensajes?|mensage[mn]s?|messaggi\w*|berichte?n?"
    r"|\w*nachrichte?n?|pesan|texts?|textos?|whatsapp|wa)"
)
"""A message (normalised): a confirming it brings is routine, no deed still owed (``It will be confirmed by e-mail``,
``on WhatsApp``, ``per SMS``, ``via pesan``); read here and by goal_later."""
_DETERMINER = (
    r"(?:l'|(?:the|your|el|la|le|les|los|las|il|lo|gli|die|der|das|den|het|de|o|a|os|as|tu|su|votre|ihre|uw|je|sua"
    r"|seu)\s+)"
)
OTHER_OBJECT = rf"(?!\s+{_DETERMINER}(?!{DEED}|(?:{PLACES}|{ALL}|{AVAILABILITY})(?!\w))\w)"
"""Not before another thing than the deed, its place or all of it (``will confirm the details``, ``Será confirmado o
pagamento``): what is confirmed is that thing."""
_DAY = rf"(?:{WEEKDAY_RE}|{MONTH_RE}|{RELATIVE_DAY}|day|dia|jour|giorno|dag|tag|veille|lendemain|vispera|vespera)"
_WHEN = rf"(?=\s+{_DETERMINER}{_DAY}(?!\w))"
"""A day after the participle (``Será confirmada el lunes``, ``Elle sera confirmée la veille``): when, no subject."""
_DEED_FIRST = rf"(?:\w+\s+)?(?:{DEED}\w*|{PLACES})(?:\s+(?:\w+\s+){{0,2}}?|(?='ll|'s))"
"""The deed or its place named first, as the passive's subject (``Your booking will``, ``A reserva será``, ``Your
booking'll``)."""
OTHER_PASSIVE = re.compile(
    rf"^\s*(?!akan\s|{_PRONOUN}|itu\s|(?:\w+\s+)?(?:{DEED}\w*|{PLACES}|{ALL}\w*|{AVAILABILITY})(?!\w))\w+\s+(?:\w+\s+){{0,2}}?"
    r"akan\s+dikonfirmasi(?!\w)"
)
"""An Indonesian passive future of confirming another matter, named first (``Pembayaran akan dikonfirmasi saat
tiba``): what is confirmed is that thing, not the deed (``Reservasi akan dikonfirmasi``, ``Akan dikonfirmasi``);
goal_status.settles_later sets it aside."""
_BARE = re.compile(
    rf"^(?:(?:{_DEED_FIRST})?se\s+(?:le\s+|lo\s+|la\s+)?{CONFIRM}(?:ara|aran|arao|era|eront)"
    rf"|(?:{_PRONOUN}|{_DEED_FIRST})?{_WILL_BE}"
    rf"\s+{_LATER}{_PARTICIPLE})(?!\w)(?:{_WHEN}|{OTHER_OBJECT})(?!.*(?<!\w){MESSAGE}(?!\w))"
)


def confirmed_later(said: str) -> bool:
    """Normalised sentence ``said`` opens on a bare confirming to come, of no message (module docstring)."""
    return _BARE.search(said.strip()) is not None


CONFIRMATION_MESSAGE = re.compile(
    rf"(?<!\w){CONFIRM}(?:ation|ungs|ings)[\s-]*(?:{MESSAGE}|link)\w*"
    rf"|(?<!\w)(?:{MESSAGE}|notifikasi)\s+(?:\w+\s+)?{either(WITH, OF_LINK)}?\s*(?:{either(tuple(ARTICLES))}\s+)?"
    rf"{CONFIRM}(?:acion|ation|a|acao|ing|ung|asi)(?!\w)"
)
"""A confirmation *message* (``a confirmation e-mail``, ``un correo de confirmación``, ``eine Bestätigungsmail``), of
normalised words (goal_confirmed_later.MESSAGE, goal_words.CONFIRM): after a clause that says the deed done it is a
routine follow-up, unlike *we'll confirm* (a verb still owed); :func:`without_confirmation_message` blanks it."""


def without_confirmation_message(text: str) -> str:
    """Lower-case ``text`` (accents kept) with each :data:`CONFIRMATION_MESSAGE`, read without accents, blanked."""
    folded = "".join((normalise(ch) or ch)[0] for ch in text)
    for found in reversed(list(CONFIRMATION_MESSAGE.finditer(folded))):
        text = f"{text[: found.start()]} {text[found.end() :]}"
    return text
