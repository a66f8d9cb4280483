"""Whether a chatbot text says a deed done, or only promises or offers it (used by the rules of goal_rules).

* :func:`is_done` — the text says something is done (``booked``, ``confirmed``, an order number…, or any perfect /
  passive / first-person past form: :func:`user_sim.core.goal_perfect.is_perfect`, or the place it holds for the
  user: on a list, in their name, official, just done: :func:`user_sim.core.goal_held.held`), and not only that it
  will be (``I'll book it``, ``it will be confirmed``, any future form: :func:`user_sim.core.goal_tense.is_future`) or
  would be (``3 bottles would be ordered``, ``das wäre bestellt``: :mod:`user_sim.core.goal_mood`), nor
  that it is still pending or *to be* done (``la reserva tiene que ser confirmada``), still needed
  (:mod:`user_sim.core.goal_needs`), or for afterwards or prepared (:mod:`user_sim.core.goal_recap`); a thanks for
  getting in touch (:data:`THANKED`: ``terima kasih sudah menghubungi``) is the user's deed, not one done, a
  tariff's passive of charging (``le kilo est facturé 18 €``) says a rate, not a deed, and a deed's result in the
  infinitive is wanted (:data:`user_sim.core.goal_mood.TO_GET_DONE`: ``happy to get that booked``);
* :func:`promises` — the text speaks of what is still to be done (a future form, ``can be``, ``let me``, a
  pending status: :func:`user_sim.core.goal_status.is_pending`);
* :func:`offers` — it promises, says the deed can be had (``two tickets are available``) or what it would be
  (``That would be £56``).

The words of doing, promising and offering, in eight languages, are in :mod:`user_sim.core.goal_words`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_confirm_first import ASKED_TO
from user_sim.core.goal_failed import failed
from user_sim.core.goal_held import held
from user_sim.core.goal_lookalikes import IDIOMS
from user_sim.core.goal_mood import PLUPERFECT, TO_GET_DONE, would
from user_sim.core.goal_names import names_aside
from user_sim.core.goal_needs import owes_requirement
from user_sim.core.goal_perfect import is_perfect, tense_text, to_be_aside
from user_sim.core.goal_recap import for_afterwards
from user_sim.core.goal_status import is_pending
from user_sim.core.goal_tense import MOTION, is_future
from user_sim.core.goal_words import DONE, DONE_IDIOM, FUTURE, OFFER
from user_sim.core.goals import normalise

THANKED = re.compile(
    r"(?<!\w)(?:thanks?|thank you|gracias|obrigad[oa]|merci|danke|dank|bedankt|grazie|terima ?kasih|makasih|trims)"
    r"\W+(?:\w+\W+){0,4}?(?:contact\w*|reach\w* out|getting in touch|messages?|writing|choos\w*|escrib\w*"
    r"|comunicar\w*|mensajes?|eleg\w*|contat\w*|escrev\w*|mensage\w*|escolh\w*|[eé]crit\w*|choisi\w*|nachricht\w*"
    r"|kontakt\w*|geschrieben|gemeldet|meldest|messaggi\w*|scritto|scelto|bericht\w*|mailtje|gemaild|geschreven"
    r"|gekozen|menghubungi|hubungi|pesan\w*|memilih)(?!\w)",
    re.IGNORECASE,
)
"""Thanks for getting in touch (``Thanks for reaching out``, ``gracias por escribirnos``, ``obrigado por entrar em
contato``, ``merci de nous avoir contactés``, ``danke, dass Sie uns kontaktiert haben``, ``grazie per averci
scritto``, ``bedankt voor je bericht``, ``terima kasih sudah menghubungi``): the user's deed, none of the chatbot's."""

_RATE_CHARGED = re.compile(
    r"(?<!\w)(?:is|are|est|sont|se|es|son|wird|werden|viene|vengono|è|sono|é|são|wordt|worden)\s+(?:\w+\s+)?"
    r"(?:charged|billed|factur[ée]e?s?|cobrad[oa]s?|cobra|facturad[oa]s?|berechnet|addebitat[oaie]|fatturat[oaie]"
    r"|gerekend|gefactureerd)(?!\w)|(?<!\w)(?:dikenakan|ditagih)(?!\w)"
)
_PER_UNIT = re.compile(
    r"(?<!\w)(?:the|le|la|l'|el|il|lo|o|a|de|het|per|par|por|pro|al|all'|an|each|chaque|cada|ogni|elke|je)\s*"
    r"(?:kilo|kg|hour|heure|hora|stunde|ora|uur|jam|day|jour|d[ií]a|tag|giorno|dag|hari|night|nuit|noche|noite"
    r"|nacht|notte|malam|month|mois|mes|monat|mese|maand|bulan|week|semaine|semana|woche|settimana|minggu|unit"
    r"|unité|unidad|stück|pezzo|stuk|person|personne|persona|pessoa|persoon|orang)(?!\w)"
)
"""A tariff: the present passive of charging (``le kilo est facturé 18 €``, ``extra hours are charged at €20 per
hour``, ``se cobra por hora``, ``wird pro Stunde berechnet``) beside a unit it is charged by: a rate, no deed."""


def is_done(text: str) -> bool:
    """Something is done, not only to be (nor still needed, for afterwards or prepared: goal_needs, goal_recap)."""
    if _future_word(text) or is_future(text) or is_pending(text) or owes_requirement(text) or would(text):
        return False  # nor what would be: "3 Flaschen wären bestellt" (goal_mood)
    if _ASIDE.search(normalise(text)):
        return not wants_result(text)
    if for_afterwards(text):
        return False
    if held(text):
        return True  # "you're now down for …", "Sie stehen auf unserer Warteliste", "vient d'être confirmée"
    if failed(text, is_done):
        return False  # "I was unable to get that booked", "wurde nicht gebucht": not done (goal_failed)
    text = IDIOMS.sub(" ", THANKED.sub(" ", text))  # thanks for writing; "De hecho, está libre" (goal_lookalikes)
    if _PER_UNIT.search(tense_text(text)):
        text = _RATE_CHARGED.sub(" ", tense_text(text))  # "le kilo est facturé 18 €": a tariff, no deed
    text = to_be_aside(ASKED_TO.sub(" ", text))  # "la reserva tiene que ser confirmada"; "Confirme, por favor"
    said = normalise(text)
    return DONE.search(said) is not None or DONE_IDIOM.search(said) is not None or is_perfect(text)


def promises(text: str) -> bool:
    """The text speaks of what is still to be done: a future form, ``can be``, ``let me``, a pending status."""
    return _future_word(text) or is_future(text) or is_pending(text) or wants_result(text)


_ASIDE = re.compile(f"{TO_GET_DONE.pattern}|{PLUPERFECT.pattern}")
"""A result wanted in the infinitive, a deed of an earlier occasion (goal_mood): no deed done now."""


def wants_result(text: str) -> bool:
    """A deed said only as a result wanted or of an earlier occasion (:data:`_ASIDE`), nothing done beside it."""
    said = normalise(text)
    return _ASIDE.search(said) is not None and not is_done(_ASIDE.sub(" ", said))


def offers(text: str) -> bool:
    """The text promises or offers rather than does: :func:`promises`, ``available``, or what would be (goal_mood)."""
    return promises(text) or would(text) or OFFER.search(normalise(text)) is not None


def _future_word(text: str) -> bool:
    """A word of the future or of what can be done (``will be``, ``wordt``, ``sara``), not a name (``con Sara``).

    Nor *going to* a place (:data:`user_sim.core.goal_tense.MOTION`: ``three boxes going to your office``).
    """
    named = names_aside(MOTION.sub(" ", text), lambda word: FUTURE.fullmatch(normalise(word)) is not None)
    return FUTURE.search(normalise(named)) is not None
