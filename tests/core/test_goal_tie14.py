"""Done sentences tied to their part without the part's own words (round 14).

* an action whose object is its drawn value, said done by another verb of doing: the value names what is done
  (goal_verbs.done_by_another_verb: ``Ik heb 2 handdoeken aan je reservering toegevoegd`` for *bestel er
  {{extra}} bij*) when the part's only key word is its verb; a day, a number or a manner (*by courier*) is no
  object;
* a reflexive (*yourself*, *jezelf*, *sich*, *dirimu*) is no key word: *sign yourself and your sister up* is one
  deed for two people, not a second deed the chatbot left out (goal_keywords, goal_halves.leaves_clause).

Every sentence was written for these tests (a holiday park, a bakery, a yoga school), in the eight languages; none
comes from the labelled sets under bench/. Each positive case sits beside its twin: promised, asked, another
matter, a day for an object, a second deed really left out.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_halves import leaves_clause
from user_sim.core.goal_parts import GoalPart, decompose
from user_sim.core.goal_rules import judge
from user_sim.core.goal_ties import named


def _part(goal: str, value: str) -> GoalPart:
    name = "extra" if "{{extra}}" in goal else "day"
    return decompose([goal], None, {name: [value]})[0]


def _tied(goal: str, value: str, sentence: str) -> bool:
    part = _part(goal, value)
    return judge(sentence, part.spec, {}) == "delivered" and named(part, sentence)


ADDED = [
    ("Order {{extra}} too", "towels", "I've added 2 towels to your booking."),
    ("Pide {{extra}} también", "toallas", "He añadido 2 toallas a tu reserva."),
    ("Peça {{extra}} também", "toalhas", "Acrescentei 2 toalhas à sua reserva."),
    ("Commande {{extra}} aussi", "serviettes", "J'ai ajouté 2 serviettes à votre réservation."),
    ("Bestelle auch {{extra}}", "Handtücher", "Ich habe 2 Handtücher zu Ihrer Buchung hinzugefügt."),
    ("Ordina anche {{extra}}", "asciugamani", "Ho aggiunto 2 asciugamani alla sua prenotazione."),
    ("bestel er {{extra}} bij", "handdoeken", "Ik heb 2 handdoeken aan je reservering toegevoegd."),
    ("Pesan {{extra}} juga", "handuk", "2 handuk sudah ditambahkan ke pesanan Anda."),
]


@pytest.mark.parametrize(("goal", "value", "sentence"), ADDED)
def test_an_object_added_by_another_verb_is_tied_to_its_order(goal: str, value: str, sentence: str) -> None:
    assert _tied(goal, value, sentence)


@pytest.mark.parametrize(
    ("goal", "value", "sentence"),
    [
        ("Order {{extra}} too", "towels", "I'll add 2 towels to your booking."),
        ("Order {{extra}} too", "towels", "Shall I add 2 towels to your booking?"),
        ("Pide {{extra}} también", "toallas", "¿Te añado 2 toallas a la reserva?"),
        ("Commande {{extra}} aussi", "serviettes", "Je vais ajouter 2 serviettes à votre réservation."),
        ("Bestelle auch {{extra}}", "Handtücher", "Soll ich 2 Handtücher zu Ihrer Buchung hinzufügen?"),
        ("Ordina anche {{extra}}", "asciugamani", "Gli asciugamani non sono stati aggiunti."),
        ("bestel er {{extra}} bij", "handdoeken", "Zal ik 2 handdoeken aan je reservering toevoegen?"),
        ("Bestelle die Torte für {{day}}", "Dienstag", "Ihr Paket wurde für Dienstag versendet."),
        ("Order the cake for {{day}}", "Tuesday", "Your parcel was shipped on Tuesday."),
        ("Bestel de taart voor {{day}}", "dinsdag", "Je pakket is dinsdag verzonden."),
        ("Send the catalogue by {{extra}}", "courier", "Pickup booked: courier, £4."),
        ("Envie o catálogo por {{extra}}", "correio", "Recolha agendada: correio, 3 €."),
        ("and a {{extra}} to drink", "tea", "Placed: a small udon and a tea."),
        ("e un {{extra}} da bere", "tè", "Ordine confermato: un udon piccolo e un tè."),
    ],
)
def test_a_promise_a_question_a_negation_a_day_or_a_manner_ties_nothing(goal: str, value: str, sentence: str) -> None:
    assert not _tied(goal, value, sentence)


@pytest.mark.parametrize(
    ("goal", "reflexive"),
    [
        ("Sign yourself and your sister up for the {{course}}", "yourself"),
        ("Schrijf jezelf en je zus in voor de {{course}}", "jezelf"),
        ("frag, ob man sich für den {{course}} vorher anmelden muss", "sich"),
        ("Daftarkan dirimu dan adikmu ke {{course}}", "dirimu"),
    ],
)
def test_a_reflexive_is_no_key_word(goal: str, reflexive: str) -> None:
    part = decompose([goal], None, {"course": ["yoga course"]})[0]
    assert reflexive not in part.keywords and part.keywords


BOTH = [
    (
        "Sign yourself and your sister up for the {{course}}",
        "yoga course",
        "You're both signed up for the yoga course.",
    ),
    ("Schrijf jezelf en je zus in voor de {{course}}", "yogales", "Jullie staan allebei ingeschreven voor de yogales."),
]


@pytest.mark.parametrize(("goal", "value", "said"), BOTH)
def test_yourself_and_another_is_one_deed_for_two(goal: str, value: str, said: str) -> None:
    part = decompose([goal], None, {"course": [value]})[0]
    assert not leaves_clause(part, said)


@pytest.mark.parametrize(
    ("goal", "value", "said"),
    [
        ("Get your locker renewed and have yourself signed up for the {{course}}", "yoga course", "Signed up."),
        ("Laat je kluissleutel vervangen en schrijf jezelf in voor de {{course}}", "yogales", "Ingeschreven!"),
    ],
)
def test_a_second_deed_left_out_stays_left_out(goal: str, value: str, said: str) -> None:
    part = decompose([goal], None, {"course": [value]})[0]
    assert leaves_clause(part, said)
