"""Values said in a form the readers missed (round 15, Dutch, German, French, Italian).

Readings: a morning said ``matinée`` / ``mattinata`` / ``voormiddag`` (an afternoon ``namiddag``) is stated by a
clock time in it; a weight said with the packs it is made of (``2 kg (2 sacchetti da 1 kg)``) names no rival
weight; a stay's range of dates with the clock time it starts (``vr 12 sept 15.00 – ma 15 sept 10.00``) or a dash
between a month and a weekday is the range; a dotted clock time right after a date (``7 juni 16.00``) is a time; a
drawn value written as a label (``op donderdag:``) is no rival of another drawn value; and what is *not* needed
(``een mat is niet nodig``, ``n'est pas nécessaire``) owes nothing. Every sentence was written for these tests (a
dentist, a nut shop, a holiday home, a yoga studio…); none comes from the labelled sets under bench/. Each positive
has its wrong-value or not-done twin.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_needs import owes_requirement
from user_sim.core.goal_values import canonical, states


def _reached(goal: str, values: dict, options: dict, turns: list[str]) -> bool:
    """The word test (no model) after the last chatbot reply of ``turns`` (user, chatbot, user, chatbot…)."""
    return reached_per_turn([goal], values, {k: tuple(v) for k, v in options.items()}, turns)[-1]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Contrôle dentaire – jeudi 12/06 à 9h40", "matinée"),
        ("Visita fissata giovedì 12/6 alle 10:30", "mattinata"),
        ("Termin am Donnerstag um 8:15 Uhr", "vormittags"),
        ("Controle staat op donderdag om 10:15", "voormiddag"),
        ("Controle staat op donderdag om 15:15", "namiddag"),
    ],
)
def test_a_clock_time_in_the_part_of_the_day_states_it(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Contrôle dentaire – jeudi 12/06 à 16h40", "matinée"),
        ("Visita fissata giovedì 12/6 alle 15:30", "mattinata"),
        ("Contrôle dentaire jeudi en fin de journée, 9h40 ou 17h", "matinée"),
        ("Controle staat op donderdag om 15:15", "voormiddag"),
        ("Controle staat op donderdag om 10:15", "namiddag"),
    ],
)
def test_a_clock_time_out_of_the_part_of_the_day_does_not(text: str, value: str) -> None:
    assert not states(text, value)


_DENTIST = "Prends rendez-vous pour un détartrage le {{date}} en {{slot}}."
_DENTIST_VALUES = {"date": ["jeudi 12 juin"], "slot": ["matinée"]}
_DENTIST_OPTIONS = {"date": ["jeudi 12 juin", "vendredi 13 juin"], "slot": ["matinée", "fin de journée"]}


def test_a_confirmed_morning_appointment_reaches_the_goal() -> None:
    reply = "C'est noté, rendez-vous confirmé :\nDétartrage – jeudi 12/06 à 9h40\nCabinet du Dr Marchal, 1er étage"
    assert _reached(_DENTIST, _DENTIST_VALUES, _DENTIST_OPTIONS, ["jeudi matin svp", reply])


@pytest.mark.parametrize(
    "reply",
    [
        "C'est noté, rendez-vous confirmé :\nDétartrage – jeudi 12/06 à 17h40\nCabinet du Dr Marchal, 1er étage",
        "Je peux vous proposer :\nDétartrage – jeudi 12/06 à 9h40\nCela vous convient-il ?",
    ],
)
def test_an_afternoon_or_an_offered_appointment_does_not(reply: str) -> None:
    assert not _reached(_DENTIST, _DENTIST_VALUES, _DENTIST_OPTIONS, ["jeudi matin svp", reply])


_NUTS = {"kg": ("1 kg", "2 kg", "5 kg"), "vasetti": ("2", "3", "4")}


@pytest.mark.parametrize(
    "line",
    [
        "Mandorle pelate – 2 kg (2 sacchetti da 1 kg) – 30 €",
        "Walnusskerne, 2 kg (2 Beutel à 1 kg)",
        "Cerneaux de noix : 2 kg (2 sachets de 1 kg)",
        "Pecannoten 2 kg (2 zakken van 1 kg)",
    ],
)
def test_the_packs_of_the_drawn_weight_name_no_other_weight(line: str) -> None:
    assert states(line, "2 kg")
    assert not contradicted("kg", "2 kg", [line], _NUTS, ("2 kg", "3"))


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("Mandorle pelate – 1 kg (2 sacchetti da 500 g) – 15 €", "2 kg"),
        ("Mandorle pelate – 2 kg (2 sacchetti da 1 kg) – 30 €", "1 kg"),
        ("Walnusskerne, 2 kg (3 Beutel à 1 kg)", "2 kg"),
    ],
)
def test_packs_of_another_weight_still_contradict(line: str, value: str) -> None:
    assert contradicted("kg", value, [line], _NUTS, (value, "3"))


_NUT_ORDER = "Ordina {{kg}} di mandorle pelate e {{vasetti}} vasetti di miele."


def test_an_order_whose_weight_is_said_with_its_packs_reaches_the_goal() -> None:
    reply = "Ordine registrato ✅\n• Mandorle pelate – 2 kg (2 sacchetti da 1 kg) – 30 €\n• Miele × 3 vasetti – 24 €"
    assert _reached(_NUT_ORDER, {"kg": ["2 kg"], "vasetti": ["3"]}, _NUTS, ["2 kg di mandorle e 3 mieli", reply])


@pytest.mark.parametrize(
    "reply",
    [
        "Ordine registrato ✅\n• Mandorle pelate – 1 kg (2 sacchetti da 500 g) – 15 €\n• Miele × 3 vasetti – 24 €",
        "Posso prepararti:\n• Mandorle – 2 kg (2 sacchetti da 1 kg) – 30 €\n• Miele × 3 vasetti – 24 €\nConfermo?",
    ],
)
def test_another_weight_or_an_order_still_offered_does_not(reply: str) -> None:
    assert not _reached(_NUT_ORDER, {"kg": ["2 kg"], "vasetti": ["3"]}, _NUTS, ["2 kg di mandorle e 3 mieli", reply])


_STAY = "vrijdag 12 t/m maandag 15 september"


@pytest.mark.parametrize(
    "text",
    [
        "vr 12 sept 15.00 – ma 15 sept 10.00",
        "vr 12 sept – ma 15 sept",
        "ven. 12 sept. 15h – lun. 15 sept. 10h",
        "Fr., 12. Sept. 15 Uhr – Mo., 15. Sept. 10 Uhr",
        "ven 12 settembre ore 15 – lun 15 settembre",
    ],
)
def test_a_range_with_its_start_time_or_a_dash_before_the_weekday_is_the_range(text: str) -> None:
    assert states(text, _STAY)


@pytest.mark.parametrize(
    "text",
    [
        "vr 12 sept 15.00, ma 15 sept 10.00",
        "vr 12 sept, ma 15 sept",
        "vr 19 sept 15.00 – ma 22 sept 10.00",
        "vr 12 sept 15.00 – zo 14 sept 10.00",
    ],
)
def test_two_days_listed_or_another_range_is_not_the_range(text: str) -> None:
    assert not states(text, _STAY)


def test_a_dotted_clock_time_after_a_date_is_a_time() -> None:
    assert canonical("vr 12 sept 15.00") == "vr 09-12 15:00"
    assert canonical("am 3. Mai 20.15") == "am 05-03 20:15"
    assert canonical("op 12 sept 3.10") == "op 09-12 3.1"  # minutes 10: a number, not a time


_HOUSE = "Boek het vakantiehuis voor {{n}} personen van {{stay}}."
_HOUSE_VALUES = {"n": ["6"], "stay": [_STAY]}
_HOUSE_OPTIONS = {"n": ["4", "6"], "stay": [_STAY, "vrijdag 19 t/m maandag 22 september"]}


def test_a_stay_booked_with_its_times_reaches_the_goal() -> None:
    reply = "Geboekt ✅\nHuisje De Linde\nvr 12 sept 15.00 – ma 15 sept 10.00\n6 personen"
    assert _reached(_HOUSE, _HOUSE_VALUES, _HOUSE_OPTIONS, ["boek maar", reply])


@pytest.mark.parametrize(
    "reply",
    [
        "Geboekt ✅\nHuisje De Linde\nvr 19 sept 15.00 – ma 22 sept 10.00\n6 personen",
        "Nog vrij:\nHuisje De Linde\nvr 12 sept 15.00 – ma 15 sept 10.00\n6 personen\nZal ik het boeken?",
    ],
)
def test_another_stay_or_a_stay_still_offered_does_not(reply: str) -> None:
    assert not _reached(_HOUSE, _HOUSE_VALUES, _HOUSE_OPTIONS, ["boek maar", reply])


_DAYS = {"dag1": ("dinsdag", "donderdag"), "dag2": ("woensdag", "zaterdag")}


def test_a_drawn_value_as_a_label_is_no_rival_of_the_other() -> None:
    line = "Voor jouw les op donderdag: om 18:00 of om 19:30?"
    assert not contradicted("dag2", "zaterdag", [line], _DAYS, ("donderdag", "zaterdag"))
    assert contradicted("dag2", "zaterdag", [line.replace("donderdag", "dinsdag")], _DAYS, ("donderdag", "zaterdag"))


_YOGA = "Schrijf jezelf in voor een proefles yoga op {{dag1}} en je dochter voor een proefles kinderyoga op {{dag2}}."
_YOGA_FIRST = (
    "Leuk! Je dochter is ingeschreven voor de proefles kinderyoga op zaterdag om 10:00. "
    "Voor jouw les op donderdag: om 18:00 of om 19:30?"
)


def _yoga(reply: str) -> bool:
    values = {"dag1": ["donderdag"], "dag2": ["zaterdag"]}
    return _reached(
        _YOGA, values, dict(_DAYS), ["proefles do voor mij, za voor mijn dochter", _YOGA_FIRST, "19:30", reply]
    )


def test_both_trial_lessons_booked_over_two_replies_reach_the_goal() -> None:
    assert _yoga("Prima! Jij staat op donderdag om 19:30 ingeschreven. Een mat is voor de proefles niet nodig.")


@pytest.mark.parametrize(
    "reply",
    [
        "Prima! Jij staat op dinsdag om 19:30 ingeschreven. Een mat is voor de proefles niet nodig.",
        "Prima! Jij staat op donderdag om 19:30 ingeschreven. Voor de proefles heb ik nog je ID nodig.",
    ],
)
def test_another_day_or_a_need_still_owed_does_not(reply: str) -> None:
    assert not _yoga(reply)


@pytest.mark.parametrize(
    "text",
    ["Een mat is voor de proefles niet nodig.", "Une ordonnance n'est pas nécessaire pour ce soin."],
)
def test_what_is_not_needed_owes_nothing(text: str) -> None:
    assert not owes_requirement(text, sending=False)


@pytest.mark.parametrize(
    "text",
    ["Een mat is voor de proefles nodig.", "Une ordonnance est nécessaire pour ce soin."],
)
def test_what_is_needed_is_owed(text: str) -> None:
    assert owes_requirement(text, sending=False)
