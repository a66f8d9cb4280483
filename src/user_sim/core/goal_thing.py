"""A done sentence about another thing: no proof of an action with no drawn value by its verb alone.

*Reserviere einen Parkplatz* is not delivered by ``Ihr Zimmer ist reserviert``, nor *book a parking spot* by ``Your
table is booked`` (``Su mesa está reservada``, ``A sua mesa está reservada``, ``Kamar Anda sudah dipesan``, ``Votre
chambre est réservée``, ``La sua camera è prenotata``, ``Uw kamer is gereserveerd``): the part's own verb is said,
but of a thing named as the sentence's subject (a possessive or a definite article and its noun, or an Indonesian
noun before *Anda*) that is none of the part's key words, nor the deed's own name (``Your booking is confirmed``:
:data:`user_sim.core.goal_deeds.DEED_NOUN`). A proof that names one of the part's things (``Your parking spot is
booked``), or no thing at all (``Done, it's booked``, ``Reserviert!``), is left to the other rules; so is a noun
for the occasion or place booked (``Your session is booked`` for *book a massage*, ``Ihr Stellplatz`` for *einen
Parkplatz*).
"""

from __future__ import annotations

import re

from user_sim.core.goal_answers import says
from user_sim.core.goal_deeds import DEED_NOUN
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_verbs import verbs
from user_sim.core.goals import normalise

_SUBJECT = re.compile(
    r"^\W*(?:(?:your|the|ihr|ihre|der|die|das|dein|deine|su|tu|el|la|los|las|o|a|os|as|seu|sua|votre|ta|ton|le|les"
    r"|il|lo|i|gli|uw|je|jouw|de|het)\s+)+(?:\w+\s+)?(\w{3,})\s+(?:is|are|has|have|was|ist|sind|wurde|wurden"
    r"|esta|estan|fue|ha|foi|ficou|est|sont|a|e|sono|stato|stata|staat|zijn|werd)(?!\w)"
    r"|^\W*(\w{3,})\s+(?:anda|kamu|kakak|kak)\s+(?:sudah|telah|berhasil)(?!\w)"
)
"""The subject of a done sentence: a noun after a possessive or an article, before a verb of being or the
auxiliary (``Ihr Zimmer ist``, ``Your table has been``); an Indonesian noun before *Anda* (``Kamar Anda sudah``)."""
_DEED_NOUN = re.compile(DEED_NOUN)
_OCCASION = (
    "session",
    "sessao",
    "sesion",
    "seance",
    "sitzung",
    "sessione",
    "sessie",
    "sesi",
    "appointment",
    "termin",
    "afspraak",
    "cita",
    "rendez",
    "appuntamento",
    "janji",
    "jadwal",
    "slot",
    "spot",
    "place",
    "plaats",
    "plek",
    "platz",
    "posto",
    "lugar",
    "plaza",
    "visit",
    "visita",
    "besuch",
    "bezoek",
    "kunjungan",
    "turno",
)
"""Words for the occasion or place a deed books rather than a thing (``Your session is booked`` for *book a
massage*, ``Ihr Stellplatz ist reserviert`` for *einen Parkplatz*): a noun that begins or ends with one is no
other thing."""


def other_thing(part: GoalPart, proof: str) -> bool:
    """The proof of a value-less action names no thing of the part and says its deed of another (module docstring)."""
    if part.kind != "action" or part.value_texts:
        return False
    said = normalise(proof)
    own = verbs(part)
    things = [w for w in part.keywords if w not in own]
    if not things or any(says(said, w) for w in things):
        return False
    for sentence in sentences(proof):
        found = _SUBJECT.search(normalise(sentence))
        noun = next((g for g in found.groups() if g), "") if found else ""
        if noun.startswith(_OCCASION) or noun.endswith(_OCCASION):
            continue
        if noun and _DEED_NOUN.search(f"your {noun}") is None and not any(says(noun, w) for w in part.keywords):
            return True
    return False
