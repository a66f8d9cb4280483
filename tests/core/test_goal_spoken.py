"""Values said in another surface form: fractions of a unit in words, dotted clock times, short weekdays before a
separator or a slot word, a weekday drawn with its date, a range's first day without its month.

Every sentence was written for these tests (a cheese shop, a boat rental, a spa, a bike repair…), in several
languages; none comes from the labelled sets under bench/. Each positive case has its twin that must not pass:
another amount, another weekday, another date, another time.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_canonical import canonical
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import judge
from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Queso manchego curado — 0,5 kg, listo el viernes.", "medio kilo", True),
        ("Queso manchego curado — 1 kg, listo el viernes.", "medio kilo", False),
        ("Formaggio: 500 g di pecorino, pronto sabato.", "mezzo chilo", True),
        ("Formaggio: 250 g di pecorino, pronto sabato.", "mezzo chilo", False),
        ("Ich habe Ihnen ein halbes Kilo Bergkäse zurückgelegt.", "500 g", True),
        ("Ich habe Ihnen ein Kilo Bergkäse zurückgelegt.", "500 g", False),
        ("Je vous ai mis de côté un quart de kilo de comté.", "250 g", True),
        ("Je vous ai mis de côté un demi-kilo de comté.", "250 g", False),
        ("Separei dois quilos e meio de café para você.", "2,5 kg", True),
        ("Separei um quilo e meio de café para você.", "2,5 kg", False),
        ("Ik heb een halve liter olijfolie voor je klaargezet.", "0,5 l", True),
        ("Ik heb een liter olijfolie voor je klaargezet.", "0,5 l", False),
        ("We've set aside one and a half litres of cider for you.", "1.5 l", True),
        ("We've set aside half a litre of cider for you.", "1.5 l", False),
        ("Sudah kami siapkan setengah kilo kopi.", "0,5 kg", True),
    ],
)
def test_a_fraction_in_words_states_its_amount_and_no_other(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Sewa perahu · Sab, 08.00–12.00", "Sabtu", True),
        ("Sewa perahu · Min, 08.00–12.00", "Sabtu", False),
        ("Meja 4 orang · Jum, 19.30", "19:30", True),
        ("Meja 4 orang · Jum, 19.30", "20:30", False),
        ("Il massaggio è fissato alle ore 9.30.", "9:30", True),
        ("Il massaggio è fissato alle ore 9.30.", "10:30", False),
        ("Ophalen kan vanaf 18.30 bij de balie.", "18:30", True),
        ("Totaal: € 18.30 voor de reparatie.", "18:30", False),
        ("Abholung am Fr., 14.03. im Laden.", "14 März", True),  # a dotted date stays a date (03 is a month)
    ],
)
def test_a_dotted_clock_time_is_read_beside_a_weekday_or_a_clock_word(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


def test_a_price_with_a_dot_stays_a_price() -> None:
    assert "19:00" not in canonical("Total: 19.00 €")
    assert "19:00" not in canonical("Jum, 19.00 €")


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Kayak 2 · Sat · 10:00–12:00 · paid", "Saturday", True),
        ("Kayak 2 · Sun · 10:00–12:00 · paid", "Saturday", False),
        ("Bike service: Wed, between 08:00 and 12:00.", "Wednesday", True),
        ("Bike service: Thu, between 08:00 and 12:00.", "Wednesday", False),
        ("Retrait : jeu. à partir de 14:00.", "jeudi", True),
        ("Ritiro: mer – 16:00, in negozio.", "mercoledì", True),
        ("Ritiro: gio – 16:00, in negozio.", "mercoledì", False),
        ("Das ist so – 16:00 passt.", "Sonntag", False),  # a two-letter word needs a date or a time right after
    ],
)
def test_a_short_weekday_before_a_separator_or_a_slot_word(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Termin: Sa., 14.06., 10:00 Uhr, Werkstatt Süd.", "Samstag, 14. Juni", True),
        ("Termin: So., 14.06., 10:00 Uhr, Werkstatt Süd.", "Samstag, 14. Juni", False),
        ("Termin: Sa., 21.06., 10:00 Uhr, Werkstatt Süd.", "Samstag, 14. Juni", False),
        ("Casa al mare, sab 5/7 → sab 12/7.", "sabato 5 luglio", True),
        ("Casa al mare, dom 6/7 → dom 13/7.", "sabato 5 luglio", False),
        ("Chambre : ven. 17/10, deux nuits.", "vendredi 17 octobre", True),
        ("Chambre : ven. 24/10, deux nuits.", "vendredi 17 octobre", False),
    ],
)
def test_a_weekday_drawn_with_its_date_is_stated_by_its_short_form_before_that_date(
    said: str, value: str, expected: bool
) -> None:
    assert states(said, value) is expected


def test_a_weekday_with_a_dotted_date_keeps_its_month() -> None:
    assert canonical("Samstag, 12. April") == "samstag, 04-12"
    assert canonical("Samstag, 12.") == "samstag day-12"


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Glamping tent · fri 8 → sun 10/8 · 2 nights", "8 August", True),
        ("Glamping tent · fri 9 → sun 10/8 · 1 night", "8 August", False),
        ("Bungalow: van vr 3 t/m zo 5/10.", "3 oktober", True),
        ("Tickets: 2 – 14/03, row F.", "2 March", False),  # two tickets on 14 March, no range
        ("Ritiro: mar 6/5, entro le 11.", "6 maggio", True),  # "mar" is martedì here, not March
    ],
)
def test_a_ranges_first_day_takes_the_month_of_its_second(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


def test_a_fraction_delivers_an_order_and_another_amount_is_a_wrong_value() -> None:
    (part,) = decompose(["Encarga {{qty}} de queso curado"], None, {"qty": ["medio kilo"]})
    options = {"qty": ("medio kilo", "1 kg", "2 kg")}
    assert judge("Encargo registrado: queso curado, 0,5 kg, a tu nombre.", part.spec, options) != "missing_value"
    assert judge("Encargo registrado: queso curado, 1 kg, a tu nombre.", part.spec, options) == "wrong_value"


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Reservadas: tumbonas B4 y B5, primera fila.", "2", True),
        ("Reservadas: tumbonas B4 y B5, primera fila.", "3", False),
        ("Liegen C1, C2 und C3 sind für Sie reserviert.", "3", True),
        ("Liegen C1, C2 und C3 sind für Sie reserviert.", "2", False),
        ("Ombrelloni D7 e D8 prenotati per domenica.", "2", True),
        ("Kamar 12 dan 14 sudah dipesan.", "2", False),  # bare numbers are no labels
    ],
)
def test_a_count_is_stated_by_that_many_labelled_items(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("3 paniers pique-nique ajoutés à la réservation.", "panier pique-nique", True),
        ("3 paniers goûter ajoutés à la réservation.", "panier pique-nique", False),
    ],
)
def test_a_hyphened_value_takes_its_plural_on_its_first_word(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Chalet Aurora, ven 4/7 → ven 11/7, 1.480 € in tutto.", "7 notti", True),
        ("Chalet Aurora, ven 4/7 → lun 7/7, 640 € in tutto.", "7 notti", False),
        ("Ferienwohnung: 30.06. – 02.07., Schlüssel im Kasten.", "2 Nächte", True),
        ("Ferienwohnung: 30.06. – 03.07., Schlüssel im Kasten.", "2 Nächte", False),
        ("Kamar deluxe, 14/8 - 17/8, sarapan termasuk.", "3 malam", True),
        ("Kamar deluxe, 14/8 - 17/8, sarapan termasuk.", "4 malam", False),
    ],
)
def test_nights_are_stated_by_a_range_of_dates_that_many_nights_apart(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected
