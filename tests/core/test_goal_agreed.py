"""The go-ahead a proof over two replies needs (goal_agreed): the user agreed to the offer as it stands.

Each positive (offer with a go-ahead question, a *yes*, a brief done reply) has twins: the user changed a value in
the *yes*, or the *yes* answered a question that was no go-ahead.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_goal_settle import _decide
from user_sim.core.goal_agreed import agreed
from user_sim.core.goal_parts import decompose

BOAT = (
    ["reserva un barco para {{n}} personas el {{day}} a las {{time}}"],
    {"n": ["5"], "day": ["domingo"], "time": ["10:00"]},
)
BOAT_OPTIONS = {"n": ("4", "5"), "day": ("sábado", "domingo"), "time": ("10:00", "14:00")}
BOAT_OFFER = "Para el domingo a las 10:00 tenemos la lancha Marina para 5 personas, 240 €."
CHEF = ["book a caterer for {{n}} guests on {{date}}"], {"n": ["20"], "date": ["Friday, 14 March"]}
CHEF_OPTIONS = {"n": ("10", "20", "30")}
CHEF_OFFER = "On Friday, 14 March, chef Tom is available: buffet for 20 guests at £35 each."
KOCH = ["buche einen Kochkurs für {{n}} Personen am {{day}}"], {"n": ["4"], "day": ["Samstag"]}
KOCH_OPTIONS = {"n": ("2", "4")}
KOCH_OFFER = "Am Samstag ist im Kochkurs noch Platz für 4 Personen, 60 € pro Person."
SEPEDA = ["sewa {{n}} sepeda untuk hari {{day}}"], {"n": ["3"], "day": ["Kamis"]}
SEPEDA_OPTIONS = {"n": ("2", "3")}
SEPEDA_OFFER = "Untuk hari Kamis masih ada 3 sepeda gunung, Rp 90.000 per hari."
TAVOLO = ["prenota un tavolo per {{n}} alle {{time}}"], {"n": ["6"], "time": ["20:30"]}
TAVOLO_OPTIONS = {"n": ("4", "6")}
TAVOLO_OFFER = "Alle 20:30 abbiamo un tavolo per 6 in veranda."
FIETS = ["huur {{n}} fietsen voor {{day}}"], {"n": ["2"], "day": ["zaterdag"]}
FIETS_OPTIONS = {"n": ("1", "2")}
FIETS_OFFER = "Voor zaterdag hebben we nog 2 stadsfietsen, € 15 per dag."

POSITIVES = [
    (BOAT, BOAT_OPTIONS, BOAT_OFFER + " ¿Te la reservo?", "sí, perfecto", "¡Reserva confirmada! Código BM-33."),
    (CHEF, CHEF_OPTIONS, CHEF_OFFER + " Shall we make the booking?", "Yes please.", "Done, it is booked. Ref CT-118."),
    (KOCH, KOCH_OPTIONS, KOCH_OFFER + " Sollen wir verbindlich buchen?", "Ja, gerne.", "Erledigt, ist gebucht!"),
    (SEPEDA, SEPEDA_OPTIONS, SEPEDA_OFFER + " Saya pesankan ya?", "iya kak", "Sudah dipesan ya kak, kode SP-12."),
    (TAVOLO, TAVOLO_OPTIONS, TAVOLO_OFFER + " Lo prenoto?", "sì grazie", "Fatto, prenotato! Codice TV-9."),
    (FIETS, FIETS_OPTIONS, FIETS_OFFER + " Zal ik ze reserveren?", "ja graag", "Gereserveerd! Code FT-4."),
]


IDS = ["es", "en", "de", "id", "it", "nl"]


@pytest.mark.parametrize(("goal", "options", "offer", "yes", "done"), POSITIVES, ids=IDS)
def test_a_go_ahead_to_the_offer_as_it_stands_proves_it_over_two_replies(
    goal: Any, options: Any, offer: str, yes: str, done: str
) -> None:
    assert _decide(goal, options, [("Hola / hello", offer), (yes, done)])


@pytest.mark.parametrize(
    ("goal", "options", "offer", "answer", "done"),
    [
        (BOAT, BOAT_OPTIONS, BOAT_OFFER + " ¿Te la reservo?", "sí, pero mejor a las 14:00", POSITIVES[0][4]),
        (BOAT, {}, BOAT_OFFER + " ¿Te la reservo?", "sí, pero mejor a las 12:30", POSITIVES[0][4]),
        (CHEF, CHEF_OPTIONS, CHEF_OFFER + " Shall we?", "Yes, but make it Thursday 13 March instead.", "Booked!"),
        (KOCH, KOCH_OPTIONS, KOCH_OFFER + " Sollen wir buchen?", "Ja, aber lieber am Sonntag.", POSITIVES[2][4]),
        (TAVOLO, TAVOLO_OPTIONS, TAVOLO_OFFER + " Lo prenoto?", "sì, però per 4", POSITIVES[4][4]),
        (FIETS, FIETS_OPTIONS, FIETS_OFFER + " Zal ik ze reserveren?", "ja, maar dan op zondag", POSITIVES[5][4]),
        (BOAT, BOAT_OPTIONS, BOAT_OFFER + " ¿Quieres saber si incluye patrón?", "sí", POSITIVES[0][4]),
        (CHEF, CHEF_OPTIONS, CHEF_OFFER + " Would you like to see the menu?", "Yes please.", POSITIVES[1][4]),
        (KOCH, KOCH_OPTIONS, KOCH_OFFER + " Möchten Sie die Rezepte sehen?", "Ja, gerne.", POSITIVES[2][4]),
        (SEPEDA, SEPEDA_OPTIONS, SEPEDA_OFFER + " Mau lihat fotonya?", "iya kak", POSITIVES[3][4]),
        (FIETS, FIETS_OPTIONS, FIETS_OFFER + " Wilt u de routekaart zien?", "ja graag", POSITIVES[5][4]),
    ],
    ids=["es-time", "es-any-time", "en-date", "de-day", "it-n", "nl-day", "es-q", "en-q", "de-q", "id-q", "nl-q"],
)
def test_a_changed_value_or_a_yes_to_another_question_proves_nothing(
    goal: Any, options: Any, offer: str, answer: str, done: str
) -> None:
    assert not _decide(goal, options, [("Hola / hello", offer), (answer, done)])


def test_the_users_new_value_the_chatbot_never_stated_is_not_carried() -> None:
    thursday = CHEF[0], {"n": ["20"], "date": ["Thursday, 13 March"]}
    options = {**CHEF_OPTIONS, "date": ("Thursday, 13 March", "Friday, 14 March")}
    offer = CHEF_OFFER + " Shall we make the booking?"
    assert not _decide(thursday, options, [("Hello", offer), ("Yes, but on Thursday 13 March.", "Booked! Guests: 20.")])
    assert _decide(
        thursday, options, [("Hello", offer), ("Yes, but on Thursday 13 March.", "Booked for Thursday 13 March!")]
    )


def test_agreed_reads_the_replaced_value_and_the_question_answered() -> None:
    part = decompose(*BOAT[:1], None, BOAT[1])[0]
    offer = {BOAT_OFFER: "promise", "¿Te la reservo?": "question"}
    other = {BOAT_OFFER: "promise", "¿Quieres ver fotos?": "question"}
    assert agreed(part, offer, "sí, dale", "¡Reservado!", BOAT_OPTIONS)
    assert agreed(part, offer, "sí, el domingo a las 10:00 está perfecto", "¡Reservado!", BOAT_OPTIONS)
    assert not agreed(part, offer, "sí, pero el sábado", "¡Reservado!", BOAT_OPTIONS)
    assert not agreed(part, other, "sí", "¡Reservado!", BOAT_OPTIONS)
    assert agreed(part, other, "sí", "¡Reservado el domingo a las 10:00 para 5 personas!", BOAT_OPTIONS)
    assert agreed(part, {BOAT_OFFER: "promise"}, "genial", "¡Reservado!", BOAT_OPTIONS)
    choice = {BOAT_OFFER: "promise", "¿La lancha Marina o el velero Brisa?": "question"}
    assert agreed(part, choice, "la Marina", "¡Reservado!", BOAT_OPTIONS)
    assert not agreed(part, choice, "sí, pero el sábado", "¡Reservado!", BOAT_OPTIONS)
