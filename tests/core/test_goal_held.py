"""Round-13 class of missed stops: a deed said by the place it holds for the user, with no verb of doing (goal_held).

Every sentence was written for these tests (a table for four, a waiting list, a course); none comes from the
labelled sets under bench/. Each done form sits beside its not-done twin in the same language.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_pending import TABLE
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_finding import _issues_reference
from user_sim.core.goal_held import held, under_name
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_tense import is_future, is_my_future


def _reached(language: str, reply: str, user: str = "Rossi") -> bool:
    goal, day, other = TABLE[language]
    parts = decompose([goal], None, {"people": ["4"], "day": [day]})
    check = StructuredGoalCheck(parts, {"people": ("2", "4"), "day": (day, other)}, None)
    return check.decide([("User", f"4, {day}, {user}"), ("Assistant", reply)]).reached


UNDER_NAME = [  # the values held under the name the user gave, in a reply that asks and promises nothing
    ("en", "Table for 4 this Saturday at 20:00 under Rossi."),
    ("es", "Mesa para 4 el sábado a las 21:00 a nombre de Rossi."),
    ("pt", "Mesa para 4 no sábado às 20h em nome de Rossi."),
    ("fr", "Table pour 4 samedi à 20h au nom de Rossi."),
    ("de", "Tisch für 4 am Samstag um 20 Uhr auf den Namen Rossi."),
    ("it", "Tavolo per 4 sabato alle 20 a nome Rossi."),
    ("nl", "Tafel voor 4 op zaterdag om 20.00 uur op naam van Rossi."),
    ("id", "Meja untuk 4 orang hari Sabtu jam 19.00 atas nama Rossi."),
]
UNDER_NAME_OPEN = [  # their twins: a summary put to check, a look still to take, a hold, a condition, availability
    ("en", "Table for 4 this Saturday at 20:00 under Rossi — shall I book it?"),
    ("en", "Table for 4 this Saturday at 20:00 under the chestnut trees."),
    ("en", "Added to your cart: table for 4 on Saturday under Rossi."),
    ("es", "Mesa para 4 el sábado a nombre de Rossi. ¿Lo confirmo?"),
    ("pt", "Mesa para 4 no sábado em nome de Rossi. Posso confirmar?"),
    ("fr", "Table pour 4 samedi au nom de Rossi, je vérifie la disponibilité."),
    ("fr", "Je note :\n• table pour 4\n• samedi\n• au nom de Rossi\nJe vous enregistre ce soir, ça vous va ?"),
    ("de", "Tisch für 4 am Samstag auf den Namen Rossi halte ich bis 18 Uhr frei."),
    ("it", "Tavolo per 4 sabato a nome Rossi, se confermi entro stasera."),
    ("nl", "Tafel voor 4 op zaterdag op naam van Rossi is nog vrij."),
    ("id", "Meja untuk 4 orang hari Sabtu atas nama Rossi, mau saya bookingkan?"),
]


@pytest.mark.parametrize("language, reply", UNDER_NAME)
def test_values_held_under_the_users_name_stop(language: str, reply: str) -> None:
    assert _reached(language, reply)


@pytest.mark.parametrize("language, reply", UNDER_NAME_OPEN)
def test_a_name_on_a_summary_hold_or_offer_does_not_stop(language: str, reply: str) -> None:
    assert not _reached(language, reply)


def test_english_under_needs_the_users_name() -> None:
    assert under_name("Table for 4 under Priya.", "Priya")
    assert not under_name("Table for 4 under Kastanien.", "Priya")
    assert not under_name("Menus under 30 euros.", "Priya")
    assert under_name("Mesa para 4 a nombre de Ana.", "sí, Ana") and not under_name(
        "Mesa para 4 a nombre de Ana.", "sí"
    )
    assert under_name("Tavolo per 4 a suo nome.", "sì")


HELD = [  # on a list, in the user's name, official, just done
    "Fixed — you're now down for one hour with Marisol, May 14 at 11am.",
    "Sie stehen jetzt auf unserer Warteliste für eine Parzelle.",
    "Super, du stehst drauf!",
    "Je staat nu op de wachtlijst voor zaterdag.",
    "Kak Rina sudah masuk daftar tunggu ya.",
    "Je staat erop voor zaterdag!",
    "Ya estás dentro para el sábado.",
    "Tu es sur la liste pour samedi.",
    "Kaarten staan op je naam",
    "The booking is now in your name.",
    "La mesa queda a tu nombre.",
    "A mesa fica em seu nome.",
    "La table est bien à votre nom.",
    "Der Tisch steht auf Ihren Namen.",
    "Meja sudah atas nama kakak.",
    "Priya Nair is officially Fresh Meat — intake kicks off March 2.",
    "You're officially a member!",
    "C'est officiel : table pour 4 samedi.",
    "¡Ya es oficial!",
    "Je bent nu officieel lid.",
    "Sudah resmi terdaftar ya kak.",
    "Je viens de réserver votre table pour samedi.",
    "Vos billets viennent de partir par e-mail.",
    "Votre réservation vient d'être confirmée.",
    "Acabo de reservarte la mesa del sábado.",
    "Acabei de agendar sua visita.",
]
NOT_HELD = [  # their twins: a thing down or official, a look, a place freed, a provenance
    "Our booking system is down for maintenance tonight.",
    "Registration is officially open until Friday.",
    "The course officially starts on March 2.",
    "Der Termin steht auf der Liste der freien Termine.",
    "Je viens de vérifier : samedi est libre.",
    "Une place vient de se libérer samedi.",
    "Une place vient d'être libérée samedi.",
    "Acabo de mirar y el sábado hay sitio.",
    "Acabei de verificar a agenda.",
    "Le fromage vient de la ferme voisine.",
    "El horario es oficial desde enero.",
    "U staat erop dat we eerst bellen.",  # you insist
    "Das Datum steht drauf.",
]


@pytest.mark.parametrize("sentence", HELD)
def test_a_place_held_is_done(sentence: str) -> None:
    assert held(sentence)


@pytest.mark.parametrize("sentence", NOT_HELD)
def test_its_twin_is_not(sentence: str) -> None:
    assert not held(sentence)


@pytest.mark.parametrize(
    "sentence, future",
    [
        ("Je bestelling staat op naam van Visser.", False),  # Dutch "van", no Spanish "van a"
        ("De proefles van september is geboekt.", False),
        ("Van a reservar la mesa.", True),
        ("Vão reservar a mesa.", True),
        ("Ils vont réserver la table.", True),
    ],
)
def test_dutch_van_is_no_spanish_future(sentence: str, future: bool) -> None:
    assert is_future(sentence) is future


@pytest.mark.parametrize(
    "sentence, mine",
    [
        ("Riceverai un SMS di promemoria il giorno prima.", False),  # Italian "you'll receive"
        ("Je vous enverrai la confirmation demain.", True),
        ("J'enverrai le lien ce soir.", True),
        ("Ti richiamerò domani.", True),
    ],
)
def test_italian_second_person_future_is_not_the_chatbots(sentence: str, mine: bool) -> None:
    assert is_my_future(sentence) is mine


@pytest.mark.parametrize(
    "sentence, issued",
    [
        ("Zwei Schlitten, Sonntag – Reservierungsnummer SR-88.", True),
        ("Fietstour za 19-04, boekingsnr. TT-1904-22", True),
        ("Vos billets (réf. CHT-70193) sont partis.", True),
        ("Telefonnummer 030-1234", False),
        ("Artikelnummer 4711: Futon 140 x 200", False),
    ],
)
def test_a_compound_reference_is_issued(sentence: str, issued: bool) -> None:
    assert _issues_reference(sentence, "") is issued
