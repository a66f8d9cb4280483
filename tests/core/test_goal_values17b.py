"""Values said in a form the readers missed (round 17, Dutch, German, French, Italian).

Five readings, all in the language-independent readers: a range of dates whose joiner says the last day is in or
where it ends (``van 1 tot en met 15 augustus``, ``vom 1. bis einschließlich 15. August``, ``du 3 jusqu'au 10
mai``, ``dal 3 fino al 10 maggio``); a weekday cut to two letters before a clock time past a list's dot (``Fr ·
19:30 Uhr``); a unit of electricity in words (``16 ampère`` is ``16 A``, ``6 Kilowatt`` ``6 kW``); a drawn clock
slot stated by its two times joined in any way (``14:00 tot 17:00`` by ``14.00–17.00``); Dutch hours glued to
``u`` in a slot or after a word of the clock (``14u–17u``, ``om 19u``). The probes found one hole of the done
words, closed here too: fully booked said by a participle (``ist leider ausgebucht``, ``is al volgeboekt``) is no
deed, though it holds ``gebucht`` and ``geboekt``. Every sentence was written for these tests;
none comes from the labelled sets under bench/. Each positive has its wrong-value or not-done twin, and each reading
its probes of not-done look-alikes, which must stay not reached.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_done import is_done
from user_sim.core.goal_values import canonical, states


def _reached(goal: str, values: dict[str, list[str]], options: dict[str, list[str]], reply: str) -> bool:
    """The word test (no model) after one user message and the chatbot's ``reply``."""
    return reached_per_turn([goal], values, {k: tuple(v) for k, v in options.items()}, ["ok", reply])[-1]


# --- a range whose joiner says the last day is in, or where it ends -------------------------------------------

PAUSE = "Pausiere dein Brot-Abo vom {{start}} bis zum {{end}}."
PAUSE_VALUES = {"start": ["1. August"], "end": ["15. August"]}
PAUSE_OPTIONS = {"start": ["25. Juli", "1. August"], "end": ["15. August", "22. August"]}
STAY = "Boek het vakantiehuis van {{period}}."
STAY_VALUES = {"period": ["10 t/m 13 oktober"]}
STAY_OPTIONS = {"period": ["10 t/m 13 oktober", "17 t/m 20 oktober"]}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ihr Abo ist vom 1. bis einschließlich 15. August pausiert.", "1. August"),
        ("Ihr Abo ist vom 1. bis inkl. 15. August pausiert.", "1. August"),
        ("Je abonnement staat van 1 tot en met 15 augustus op pauze.", "1 augustus"),
        ("Votre abonnement est suspendu du 1er jusqu'au 15 août.", "1er août"),
        ("Il tuo abbonamento è sospeso dal 1 fino al 15 agosto.", "1 agosto"),
        ("Tu suscripción queda pausada del 1 hasta el 15 de agosto.", "1 de agosto"),
        ("Your subscription is paused from 1 up to and including 15 August.", "1 August"),
        ("Langganan dijeda dari 1 sampai dengan 15 Agustus.", "1 Agustus"),
        ("Het huisje is geboekt van 10 tot en met 13 oktober.", "10 t/m 13 oktober"),
    ],
)
def test_a_range_whose_joiner_says_the_last_day_is_in_gives_its_first_day_its_month(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ihr Abo ist vom 1. bis einschließlich 15. August pausiert.", "25. Juli"),
        ("Ihr Abo ist vom 1. bis einschließlich 15. August pausiert.", "22. August"),
        ("Je abonnement staat van 2 tot en met 15 augustus op pauze.", "1 augustus"),
        ("Il tuo abbonamento è sospeso dal 1 fino al 15 agosto.", "1 settembre"),
        ("Het huisje is geboekt van 17 tot en met 20 oktober.", "10 t/m 13 oktober"),
        ("Het huisje is geboekt van 10 tot en met 14 oktober.", "10 t/m 13 oktober"),
    ],
)
def test_another_day_or_month_or_range_is_not_the_drawn_one(text: str, value: str) -> None:
    assert not states(text, value)


def test_the_range_joiners_carry_the_month_to_the_first_day() -> None:
    assert canonical("vom 1. bis einschließlich 15. August") == "vom 08-01 bis einschliesslich 08-15"
    assert canonical("van 10 tot en met 13 oktober") == "van 10-10 tot en met 10-13"
    assert canonical("du 3 jusqu'au 10 mai") == "du 05-03 jusqu'au 05-10"


def test_a_pause_done_over_a_range_said_with_its_last_day_in_is_reached() -> None:
    done = "Ist erledigt: Ihr Abo ist vom 1. bis einschließlich 15. August pausiert."
    assert _reached(PAUSE, PAUSE_VALUES, PAUSE_OPTIONS, done)
    booked = "Geboekt! Het vakantiehuis is van 10 tot en met 13 oktober voor je vastgelegd, boekingsnr. VH-2231."
    assert _reached(STAY, STAY_VALUES, STAY_OPTIONS, booked)


@pytest.mark.parametrize(
    "reply",
    [
        "Ich kann Ihr Abo vom 1. bis einschließlich 15. August pausieren. Soll ich das machen?",
        "Soll ich Ihr Abo vom 1. bis einschließlich 15. August pausieren?",
        "Ihr Abo wird vom 1. bis einschließlich 15. August pausiert, sobald die Buchhaltung zustimmt.",
        "Leider konnte Ihr Abo vom 1. bis einschließlich 15. August nicht pausiert werden.",
        "Ist erledigt: Ihr Abo ist vom 25. Juli bis einschließlich 15. August pausiert.",
        "Ist erledigt: Ihr Abo ist vom 1. bis einschließlich 22. August pausiert.",
        "Eine Pause vom 1. bis einschließlich 15. August leite ich an die Kollegen weiter, die melden sich.",
        "Ich habe Ihren Wunsch notiert, das Abo vom 1. bis einschließlich 15. August zu pausieren.",
    ],
)
def test_a_pause_over_the_range_offered_asked_pending_failed_or_wrong_is_not_reached(reply: str) -> None:
    assert not _reached(PAUSE, PAUSE_VALUES, PAUSE_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Zal ik het vakantiehuis van 10 tot en met 13 oktober voor je boeken?",
        "Het vakantiehuis is van 10 tot en met 13 oktober helaas al volgeboekt.",
        "Geboekt! Het vakantiehuis is van 17 tot en met 20 oktober voor je vastgelegd.",
        "Ik kan het vakantiehuis van 10 tot en met 13 oktober voor je vastleggen, wil je dat?",
        "Het vakantiehuis van 10 tot en met 13 oktober wordt geboekt zodra je aanbetaling binnen is.",
    ],
)
def test_a_stay_over_the_range_asked_full_wrong_or_pending_is_not_reached(reply: str) -> None:
    assert not _reached(STAY, STAY_VALUES, STAY_OPTIONS, reply)


# --- a short weekday past a list's dot ---------------------------------------------------------------------------

TABLE = "Reserviere einen Tisch für {{personen}} Personen am {{tag}} um {{uhrzeit}}."
TABLE_VALUES = {"personen": ["6"], "tag": ["Freitag"], "uhrzeit": ["19:30"]}
TABLE_OPTIONS = {"personen": ["4", "6"], "tag": ["Freitag", "Samstag"], "uhrzeit": ["18:00", "19:30"]}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Fr · 19:30 Uhr", "Freitag"),
        ("za · 14:00 uur", "zaterdag"),
        ("Mi | 18:00", "Mittwoch"),
        ("ve • 20h", "venerdì"),
    ],
)
def test_a_two_letter_weekday_past_a_list_dot_before_a_time_is_the_day(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Fr · 19:30 Uhr", "Samstag"),
        ("Reservierung · 19:30 Uhr", "Freitag"),
        ("fr · Tisch 4", "Freitag"),
        ("za · veld 3", "zaterdag"),
    ],
)
def test_another_day_or_no_time_after_the_dot_is_not_the_day(text: str, value: str) -> None:
    assert not states(text, value)


def test_a_table_booked_in_a_block_with_the_weekday_past_a_dot_is_reached() -> None:
    assert _reached(TABLE, TABLE_VALUES, TABLE_OPTIONS, "Reserviert ✅\nFr · 19:30 Uhr\n6 Personen · Weber")


@pytest.mark.parametrize(
    "reply",
    [
        "Sa · 19:30 Uhr\n6 Personen · Weber\nReserviert ✅",
        "Fr · 18:00 Uhr\n6 Personen · Weber\nReserviert ✅",
        "Fr · 19:30 Uhr\n4 Personen · Weber\nReserviert ✅",
        "Fr · 19:30 Uhr ist noch frei für 6 Personen. Soll ich reservieren?",
        "Fr · 19:30 Uhr für 6 Personen ist leider ausgebucht.",
        "Fr · 19:30 Uhr, 6 Personen: ich frage in der Küche nach und melde mich.",
        "Wollen Sie Fr · 19:30 Uhr für 6 Personen?",
        "Fr · 19:30 Uhr für 6 Personen trage ich ein, sobald Sie die Anzahlung überwiesen haben.",
        "Fr · 19:30 Uhr\n6 Personen\nStatus: Anfrage offen",
        "Leider konnte ich Fr · 19:30 Uhr für 6 Personen nicht reservieren.",
    ],
)
def test_a_table_with_the_dotted_weekday_offered_full_pending_or_wrong_is_not_reached(reply: str) -> None:
    assert not _reached(TABLE, TABLE_VALUES, TABLE_OPTIONS, reply)


# --- units of electricity in words -------------------------------------------------------------------------------

POWER = "Reserveer een ligplaats voor {{nachten}} en vraag of er {{voorziening}} is."
POWER_VALUES = {"nachten": ["twee nachten"], "voorziening": ["walstroom van 16 ampère"]}
POWER_OPTIONS = {"nachten": ["één nacht", "twee nachten"], "voorziening": ["walstroom van 16 ampère", "wifi"]}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ja, alle steigers hebben walstroom van 16 A.", "walstroom van 16 ampère"),
        ("Der Stellplatz hat Strom mit 16 Ampere.", "16 A"),
        ("Le poêle de 6 kW chauffe 80 m².", "6 kilowatts"),
        ("La stufa da 6 kilowatt basta.", "6 kW"),
        ("The charger gives 230 V.", "230 volts"),
        ("Una lámpara de 60 vatios.", "60 W"),
    ],
)
def test_a_unit_of_electricity_in_words_is_its_symbol(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ja, alle steigers hebben walstroom van 32 A.", "walstroom van 16 ampère"),
        ("Der Stellplatz hat Strom mit 10 Ampere.", "16 A"),
        ("Le poêle de 8 kW chauffe 80 m².", "6 kilowatts"),
        ("Ja, alle steigers hebben walstroom van 16 V.", "walstroom van 16 ampère"),
    ],
)
def test_another_number_or_unit_of_electricity_is_not_the_drawn_one(text: str, value: str) -> None:
    assert not states(text, value)


@pytest.mark.parametrize(
    "reply",
    [
        "Walstroom van 16 A hebben we helaas niet, alleen 6 A.",
        "Walstroom van 32 A is er aan steiger D.",
        "Of er walstroom van 16 A is, vraag ik even na bij de havenmeester.",
        "Hebt u walstroom van 16 A nodig?",
        "Walstroom van 16 A is gepland voor volgend seizoen.",
        "Gereserveerd: ligplaats D-14 voor één nacht. Walstroom van 16 A komt er pas volgend jaar.",
        "Gereserveerd: ligplaats D-14 voor 3 nachten, met walstroom van 16 A.",
        "Zal ik een ligplaats voor 2 nachten met walstroom van 16 A vastleggen?",
        "Een ligplaats voor 2 nachten met walstroom van 16 A kan ik pas morgen bevestigen.",
        "Walstroom van 16 A is er niet meer; de kast is kapot.",
    ],
)
def test_a_berth_with_shore_power_denied_asked_planned_or_wrong_is_not_reached(reply: str) -> None:
    assert not _reached(POWER, POWER_VALUES, POWER_OPTIONS, reply)


# --- a drawn clock slot joined in any way; Dutch glued hours -----------------------------------------------------

HALL = "Reserveer de kleine zaal voor {{date}} van {{time}}."
HALL_VALUES = {"date": ["zaterdag 15 maart"], "time": ["14:00 tot 17:00"]}
HALL_OPTIONS = {"date": ["zaterdag 15 maart", "zondag 16 maart"], "time": ["10:00 tot 13:00", "14:00 tot 17:00"]}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kleine zaal – za 15/3, 14.00–17.00 uur.", "14:00 tot 17:00"),
        ("Kleine zaal – za 15/3, 14u–17u.", "14:00 tot 17:00"),
        ("Saal klein – Sa 15.3., 14–17 Uhr.", "14:00 bis 17:00"),
        ("Petite salle le 15/3 de 14h à 17h.", "14:00 - 17:00"),
        ("Sala piccola, sabato 15/3, 14:00-17:00.", "14:00 alle 17:00"),
    ],
)
def test_a_drawn_clock_slot_is_stated_by_its_two_times_joined_any_way(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kleine zaal – za 15/3, 14u–16u.", "14:00 tot 17:00"),
        ("Kleine zaal – za 15/3, 10.00–13.00 uur.", "14:00 tot 17:00"),
        ("Kleine zaal – za 15/3 om 14u.", "14:00 tot 17:00"),
        ("De zaal gaat om 17:00 dicht.", "14:00 tot 17:00"),
        ("Kleine zaal – za 15/3, 13u–17u.", "14:00 tot 17:00"),
    ],
)
def test_another_slot_or_one_time_alone_is_not_the_drawn_slot(text: str, value: str) -> None:
    assert not states(text, value)


def test_dutch_glued_hours_are_clock_times_only_in_a_slot_or_after_a_word_of_the_clock() -> None:
    assert canonical("14u–17u") == "14:00 – 17:00"
    assert canonical("om 19u") == "om 19:00"
    assert canonical("het uitharden duurt 2u") == "het uitharden duurt 2 u"  # hours, or units: no clock
    assert canonical("cantidad: 5u") == "cantidad: 5 u"


def test_a_hall_booked_for_the_slot_in_glued_hours_is_reached() -> None:
    reply = "Vastgelegd! Kleine zaal – za 15/3, 14u–17u, op naam van Fatma, €52,50."
    assert _reached(HALL, HALL_VALUES, HALL_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Vastgelegd! Kleine zaal – za 15/3, 10u–13u, op naam van Fatma.",
        "Vastgelegd! Kleine zaal – zo 16/3, 14u–17u, op naam van Fatma.",
        "Vastgelegd! Kleine zaal – za 15/3, 14u–16u, op naam van Fatma.",
        "De kleine zaal is za 15/3 van 14u–17u nog vrij. Zal ik hem vastleggen?",
        "Za 15/3 van 14u–17u is de kleine zaal helaas al bezet.",
        "Wil je de kleine zaal za 15/3 van 14u–17u?",
        "Ik heb je aanvraag voor za 15/3, 14u–17u genoteerd; de beheerder bevestigt hem.",
        "De kleine zaal za 15/3, 14u–17u leg ik vast zodra de huur betaald is.",
        "Vastgelegd! Kleine zaal – za 15/3 om 14u, op naam van Fatma.",
        "Helaas kon ik de kleine zaal za 15/3, 14u–17u niet vastleggen.",
    ],
)
def test_a_hall_in_glued_hours_offered_taken_asked_pending_or_wrong_is_not_reached(reply: str) -> None:
    assert not _reached(HALL, HALL_VALUES, HALL_OPTIONS, reply)


# --- fully booked said by a participle is no deed (found by the probes above) ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Freitag 19:30 Uhr für 6 Personen ist leider ausgebucht.",
        "Samstag sind wir komplett ausgebucht.",
        "Het vakantiehuis is van 10 tot en met 13 oktober helaas al volgeboekt.",
        "Die week is het park overboekt.",
    ],
)
def test_fully_booked_said_by_a_participle_is_no_deed(text: str) -> None:
    assert not is_done(text)


@pytest.mark.parametrize(
    "text",
    [
        "Freitag 19:30 Uhr für 6 Personen ist gebucht.",
        "Samstag ist ausgebucht, ich habe Sie für Freitag gebucht.",
        "Het vakantiehuis is van 10 tot en met 13 oktober geboekt.",
    ],
)
def test_the_deed_beside_or_instead_of_fully_booked_is_still_done(text: str) -> None:
    assert is_done(text)


GITE = "Réserve le gîte du {{start}} au {{end}}."
GITE_VALUES = {"start": ["3 mai"], "end": ["10 mai"]}
GITE_OPTIONS = {"start": ["3 mai", "4 mai"], "end": ["10 mai", "11 mai"]}
CAMERA = "Prenota la camera dal {{start}} al {{end}}."
CAMERA_VALUES = {"start": ["3 maggio"], "end": ["10 maggio"]}
CAMERA_OPTIONS = {"start": ["3 maggio", "4 maggio"], "end": ["10 maggio", "11 maggio"]}


def test_a_stay_done_over_a_range_said_up_to_its_end_is_reached_in_french_and_italian() -> None:
    assert _reached(GITE, GITE_VALUES, GITE_OPTIONS, "C'est réservé : le gîte est à vous du 3 jusqu'au 10 mai.")
    assert _reached(CAMERA, CAMERA_VALUES, CAMERA_OPTIONS, "Prenotato: la camera è sua dal 3 fino al 10 maggio.")


@pytest.mark.parametrize(
    ("goal", "values", "options", "reply"),
    [
        (GITE, GITE_VALUES, GITE_OPTIONS, "Voulez-vous que je réserve le gîte du 3 jusqu'au 10 mai ?"),
        (GITE, GITE_VALUES, GITE_OPTIONS, "Le gîte est libre du 3 jusqu'au 10 mai, je vous le bloque ?"),
        (GITE, GITE_VALUES, GITE_OPTIONS, "C'est réservé : le gîte est à vous du 4 jusqu'au 10 mai."),
        (GITE, GITE_VALUES, GITE_OPTIONS, "C'est réservé : le gîte est à vous du 3 jusqu'au 11 mai."),
        (GITE, GITE_VALUES, GITE_OPTIONS, "Désolé, le gîte n'a pas pu être réservé du 3 jusqu'au 10 mai."),
        (CAMERA, CAMERA_VALUES, CAMERA_OPTIONS, "Vuole che prenoti la camera dal 3 fino al 10 maggio?"),
        (CAMERA, CAMERA_VALUES, CAMERA_OPTIONS, "La camera dal 3 fino al 10 maggio la prenoterò appena paga."),
        (CAMERA, CAMERA_VALUES, CAMERA_OPTIONS, "Prenotato: la camera è sua dal 4 fino al 10 maggio."),
        (CAMERA, CAMERA_VALUES, CAMERA_OPTIONS, "Purtroppo la camera dal 3 fino al 10 maggio non è disponibile."),
        (CAMERA, CAMERA_VALUES, CAMERA_OPTIONS, "Prenotato: la camera è sua dal 3 fino all'11 maggio."),
    ],
)
def test_a_stay_up_to_its_end_asked_offered_promised_failed_or_wrong_is_not_reached(
    goal: str, values: dict[str, list[str]], options: dict[str, list[str]], reply: str
) -> None:
    assert not _reached(goal, values, options, reply)
