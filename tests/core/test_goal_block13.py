"""Confirmation blocks whose count is said by its parts, and sentences a dot does not end (round 13).

Every sentence was written for these tests (a canal tour, a zoo, a climbing wall, a ferry, a cabin…), in the eight
languages; none comes from the labelled sets under bench/. Each positive has its not-done or wrong-count twin.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_sums import sums_in
from user_sim.core.goal_trimmed import by_end_name
from user_sim.core.goal_values import states


def _reached(goal: str, values: dict, options: dict, reply: str, user: str = "ok") -> bool:
    """The word test (no model) after one user message and the chatbot's ``reply``."""
    return reached_per_turn([goal], values, {k: tuple(v) for k, v in options.items()}, [user, reply])[-1]


_TOUR = "Prenota il giro in barca sui canali per {{n}} persone il {{data}}."
_TOUR_VALUES = {"n": ["3"], "data": ["9 luglio"]}
_TOUR_OPTIONS = {"n": ["2", "3", "4"], "data": ["9 luglio", "10 luglio"]}


def test_a_block_gives_a_count_of_persons_by_its_parts() -> None:
    reply = "Fatto, prenotazione confermata! ✅\n📅 09/07 ore 10:00 – Giro dei canali\n2 adulti + 1 bambino = 40 €"
    assert _reached(_TOUR, _TOUR_VALUES, _TOUR_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Fatto, prenotazione confermata! ✅\n📅 09/07 ore 10:00 – Giro dei canali\n👨‍👩‍👦 2 adulti + 2 bambini = 50 €",
        "Ecco il riepilogo:\n📅 09/07 ore 10:00 – Giro dei canali\n👨‍👩‍👦 2 adulti + 1 bambino = 40 €\nConfermo?",
        "Preventivo:\n📅 09/07 ore 10:00 – Giro dei canali\n👨‍👩‍👦 2 adulti + 1 bambino = 40 €",
        "Fatto, prenotazione confermata! ✅\n📅 10/07 ore 10:00 – Giro dei canali\n👨‍👩‍👦 2 adulti + 1 bambino = 40 €",
    ],
    ids=["parts-of-another-count", "summary-put-to-check", "quote", "another-date"],
)
def test_a_block_whose_parts_add_up_to_another_count_or_that_is_not_done_stays_open(reply: str) -> None:
    assert not _reached(_TOUR, _TOUR_VALUES, _TOUR_OPTIONS, reply)


_PARK = "Buche im Kletterwald {{anzahl}} Tickets für den Sonntag."
_PARK_VALUES = {"anzahl": ["3"]}
_PARK_OPTIONS = {"anzahl": ["2", "3", "4"]}


def test_receipt_lines_of_adults_and_children_count_the_tickets() -> None:
    reply = "Hab euch eingebucht:\n*Kletterwald – So, 14.09.*\n• 2× Erwachsene à 22 €\n• 1× Kind à 15 €\nBis Sonntag!"
    assert _reached(_PARK, _PARK_VALUES, _PARK_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Hab euch eingebucht:\n*Kletterwald – So, 14.09.*\n• 2× Erwachsene à 22 €\n• 2× Kind à 15 €\nBis Sonntag!",
        "Im Warenkorb:\n*Kletterwald – So, 14.09.*\n• 2× Erwachsene à 22 €\n• 1× Kind à 15 €\nSoll ich buchen?",
    ],
    ids=["four-persons", "cart"],
)
def test_receipt_lines_of_another_party_or_a_cart_leave_the_tickets_open(reply: str) -> None:
    assert not _reached(_PARK, _PARK_VALUES, _PARK_OPTIONS, reply)


@pytest.mark.parametrize(
    ("sentence", "value", "counted"),
    [
        ("2 adults + 1 child", "3", ("tickets",)),
        ("2 adultos y 2 niños", "4", ("entradas",)),
        ("1 adulte et 2 enfants", "3", ("billets",)),
        ("2 volw. + 3 kinderen", "5", ("kaartjes",)),
        ("2 adulti e 1 bambino", "3", ("biglietti",)),
        ("1 adulto + 1 criança", "2", ("ingressos",)),
        ("2 dewasa + 2 anak", "4", ("tiket",)),
    ],
)
def test_persons_count_tickets_and_seats(sentence: str, value: str, counted: tuple[str, ...]) -> None:
    assert sums_in(sentence, value, counted)
    assert not sums_in(sentence, str(int(value) + 1), counted)


_OPTIONS = {"n": ("2", "3", "4")}


def test_the_parts_of_a_party_are_no_other_count_only_when_they_add_up() -> None:
    assert not contradicted("n", "3", ["2 adulti + 1 bambino = 40 €"], _OPTIONS)
    assert contradicted("n", "3", ["2 adulti + 2 bambini = 50 €"], _OPTIONS)
    assert contradicted("n", "3", ["2 pizze + 1 acqua"], _OPTIONS)  # no party


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("Ik heb 4 lakenpakketten (€ 8,00 p.st.) aan je boeking toegevoegd. Tot dan!", 2),
        ("Ik heb het genoteerd (zie boven.) Tot dan!", 2),
        ("Prijs: 2 volw. + 1 kind = € 40", 1),
        ("Prijs: 2 volw. Tot dan!", 2),
    ],
)
def test_a_dot_before_a_bracket_and_a_lower_case_word_or_a_sign_ends_no_sentence(text: str, cut: int) -> None:
    assert len(sentences(text)) == cut


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1× Baumwollfuton 140 x 200, anthrazit", "140 x 200 cm"),
        ("Futon 140 × 200 – 329 €", "140 x 200 cm"),
        ("Grupo juvenil 12–16, martes", "juvenil 12-16"),
        ("Groupe 12 - 16 ans", "12-16"),
        ("Trattamento: Abhyanga, 60'", "60 minuti"),
        ("Cours : 90′, salle 2", "90 minutes"),
    ],
)
def test_a_size_without_its_unit_a_range_with_any_dash_and_minutes_as_a_mark_state_the_value(
    text: str, value: str
) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1× Baumwollfuton 140 x 200 mm", "140 x 200 cm"),
        ("Futon 160 x 200 – 329 €", "140 x 200 cm"),
        ("Futon 140 x 200 x 30 cm", "140 x 200 cm"),
        ("Grupo juvenil 12–18, martes", "juvenil 12-16"),
        ("Trattamento: Abhyanga, 90'", "60 minuti"),
        ("Music of the 60's", "60 minutes"),
    ],
)
def test_another_unit_size_range_or_duration_states_no_value(text: str, value: str) -> None:
    assert not states(text, value)


_MASSAGE = "Prenota un massaggio {{trattamento}} da {{durata}} per {{giorno}}."
_MASSAGE_VALUES = {"trattamento": ["Shiatsu"], "durata": ["60 minuti"], "giorno": ["venerdì"]}
_MASSAGE_OPTIONS = {"trattamento": ["Shiatsu", "Thai"], "durata": ["60 minuti", "90 minuti"], "giorno": ["venerdì"]}


def test_how_early_to_come_is_no_other_duration() -> None:
    reply = "Prenotazione fatta ✅\nTrattamento: Shiatsu, 60'\nQuando: venerdì alle 11:00\nArrivi 10 minuti prima."
    assert _reached(_MASSAGE, _MASSAGE_VALUES, _MASSAGE_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Prenotazione fatta ✅\nTrattamento: Shiatsu, 90'\nQuando: venerdì alle 11:00\nArrivi 10 minuti prima.",
        "Riepilogo:\nTrattamento: Shiatsu, 60'\nQuando: venerdì alle 11:00\nArrivi 10 minuti prima. Va bene così?",
    ],
    ids=["another-duration", "summary-put-to-check"],
)
def test_another_duration_or_a_summary_put_to_check_leaves_the_massage_open(reply: str) -> None:
    assert not _reached(_MASSAGE, _MASSAGE_VALUES, _MASSAGE_OPTIONS, reply)


_KITE = "Laat de {{vlieger}} voor je apart leggen."
_KITE_VALUES = {"vlieger": ["stuntvlieger Orkaan 220"]}
_KITE_OPTIONS = {"vlieger": ["stuntvlieger Orkaan 220", "matrasvlieger Bries 3"]}


def test_a_receipt_line_names_the_product_by_its_name_alone() -> None:
    reply = "Apart gelegd voor je, Tim 👌\nOrkaan 220 – rood/zwart – € 79,95\nTot vrijdag!"
    assert _reached(_KITE, _KITE_VALUES, _KITE_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Apart gelegd voor je, Tim 👌\nBries 3 – rood/zwart – € 49,95\nTot vrijdag!",
        "Zal ik hem apart leggen, Tim?\nOrkaan 220 – rood/zwart – € 79,95",
        "Tim van ons team legt hem apart.\nOrkaan 220 – rood/zwart – € 79,95",
    ],
    ids=["another-kite", "offer", "staff"],
)
def test_another_product_an_offer_or_staff_leave_the_kite_open(reply: str) -> None:
    assert not _reached(_KITE, _KITE_VALUES, _KITE_OPTIONS, reply)


def test_a_name_is_no_name_when_another_option_holds_it_or_it_is_one_word() -> None:
    options = ("Cementlook Grijs 60x60", "Marmerlook Grijs 60x60")
    assert not by_end_name("2 dozen Grijs 60x60", "Cementlook Grijs 60x60", options)
    assert by_end_name("Kelas: Excel Dasar – batch April", "Microsoft Excel dasar", ("Microsoft Excel dasar",))
    assert not by_end_name("1× Torte, 18 cm", "kleine Torte", ("kleine Torte", "Käsekuchen"))
    assert not by_end_name("Kelas: Excel Lanjut", "Microsoft Excel dasar", ("Microsoft Excel dasar",))
