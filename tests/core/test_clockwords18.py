"""One table of the words that open a clock time or a slot (goal_clockwords), read by every reader (round 18).

The readers: dotted clock times (goal_spoken), a slot's bare first hour (goal_daytime), a short weekday before a
time (goal_shorthand), a weekday's bare day before a time (goal_dates), a day and its clock time and a month cut
short (goal_when), a dotted time with any minutes (goal_canonical). Each takes whole groups of the table; the words
one list had forgotten are read now, and each deliberate difference is shown by a sentence one reader reads and
another must not. The same for the words that join a range (RANGE_TO, and RANGE_END without *and*), read by
goal_dates, goal_spoken, goal_spans, goal_contradiction. Every sentence was written for these tests; none comes
from the labelled sets under bench/.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_canonical import canonical
from user_sim.core.goal_clockwords import AT, FROM, INCLUDING, UNTIL, time_words
from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_shorthand import states_short_weekday
from user_sim.core.goal_spoken import states_nights


def test_no_last_day_in_word_is_an_until_word_already() -> None:
    """A word stands in one group only: ``tot en met``, ``jusqu'au`` are UNTIL's, not INCLUDING's as well."""
    for word in INCLUDING.split():
        assert re.fullmatch(either(UNTIL), word.replace("_", " ")) is None, word


def test_the_table_gives_each_word_longest_first() -> None:
    words = time_words(AT, FROM, "a_las vers", without="ore").split("|")
    assert words[0] in ("a las", "dalle", "desde", "mulai", "pukul", "vanaf")
    assert "a las" in words and "vers" in words and "ore" not in words and "las" not in words
    assert [len(w) for w in words] == sorted((len(w) for w in words), reverse=True)


@pytest.mark.parametrize(
    ("said", "clock"),
    [
        ("Ritiro fra 18.30.", "18:30"),  # "fra": forgotten by goal_spoken
        ("Recogida a la 1.30", "01:30"),  # "a la": forgotten by goal_spoken
        ("Abholung bis 18.30", "18:30"),
        ("Jemput mulai 19.00", "19:00"),
        ("Retrait vers 19.30", "19:30"),
        ("Ophalen tussen 18.30", "18:30"),
        ("Entrega desde 18.30", "18:30"),
        ("Consegna alle 8.05", "08:05"),  # any minutes after a word of the clock (goal_canonical)
        ("Jemput pukul 8.05", "08:05"),
        ("Ophalen om 8.05", "08:05"),
    ],
)
def test_a_dotted_time_after_a_word_of_the_clock_is_a_clock_time(said: str, clock: str) -> None:
    assert clock in canonical(said).split()


@pytest.mark.parametrize(
    "said", ["un precio de 12.50", "een korting van 19.50", "une remise du 18.30", "at 1.05 each", "um 2.10 Euro"]
)
def test_a_dotted_number_after_a_word_that_is_also_of_or_of_an_amount_stays_a_number(said: str) -> None:
    assert ":" not in canonical(said)  # FROM_OF is left out of goal_spoken; at/a/um out of goal_canonical's


@pytest.mark.parametrize(
    ("said", "start"),
    [
        ("de 11 a 12 de la mañana", "de 11:00"),  # FROM_OF: read by goal_daytime, not by goal_spoken
        ("from 2 to 5 in the afternoon", "from 14:00"),
        ("ab 2 bis 5 Uhr nachmittags", "ab 14:00"),  # "ab", "vanaf": forgotten by goal_daytime
        ("vanaf 2 tot 5 uur 's middags", "vanaf 14:00"),
    ],
)
def test_a_slots_bare_first_hour_takes_its_seconds_half_of_the_day(said: str, start: str) -> None:
    assert start in canonical(said)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("Mit von 10:00", "mittwoch"),  # "von", "van", "du", "dari", "ore": forgotten by goal_shorthand
        ("zat van 10:00", "zaterdag"),
        ("ven du 10:00", "vendredi"),
        ("Sab dari 10:00", "sabtu"),
        ("sab ore 9:00", "sabato"),
        ("fri from 10:00", "friday"),
        ("sáb de 10:00", "sabado"),
        ("qui das 10:00", "quinta"),
    ],
)
def test_a_short_weekday_before_a_word_of_a_slots_start_names_the_day(said: str, day: str) -> None:
    assert states_short_weekday(canonical(said), day)


@pytest.mark.parametrize(
    ("said", "day"),
    [("Mon–Fri until 19:00", "friday"), ("Mo–Mit bis 19:00", "mittwoch"), ("sat around 19:00", "saturday")],
)
def test_a_short_weekday_before_an_end_or_a_time_near_names_no_day(said: str, day: str) -> None:
    assert not states_short_weekday(canonical(said), day)  # UNTIL, AROUND: left out of goal_shorthand's words
    assert "19:00" in canonical(said.replace("19:00", "19.00"))  # … which goal_spoken reads


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("Sabtu 14 dari jam 10", "day-14"),  # "dari", "mulai", AROUND: forgotten by goal_dates
        ("Sabtu 14 mulai jam 10", "day-14"),
        ("samedi 14 vers 10h", "day-14"),
        ("Samstag 14 gegen 10 Uhr", "day-14"),
        ("mercredi 23 à 10h", "day-23"),
        ("sabato 12 alle ore 10", "day-12"),
    ],
)
def test_a_weekdays_bare_number_before_a_word_of_the_clock_is_its_day(said: str, day: str) -> None:
    assert day in canonical(said).split()


@pytest.mark.parametrize(
    "said", ["aperti sabato 12 ore", "Saturday 14 until 18:00", "zaterdag 14 tot 18:00", "sábado 14 de ellos"]
)
def test_a_weekdays_bare_number_before_ore_an_end_or_of_is_no_day(said: str) -> None:
    assert "day-" not in canonical(said)  # "ore", UNTIL, FROM_OF: left out of goal_dates' words


@pytest.mark.parametrize(("said", "month"), [("10 set alle 19", "09-10"), ("10 ago pour 19h", "08-10")])
def test_a_month_cut_short_before_a_word_of_the_clock_is_the_month(said: str, month: str) -> None:
    assert month in canonical(said).split()
    assert canonical("10 out of 10") == "10 out of 10"


def _reached(goal: str, key: str, value: str, other: str, reply: str) -> bool:
    return reached_per_turn([goal], {key: [value]}, {key: (value, other)}, ["ok", reply])[-1]


DE = ("Buche eine Lieferung für {{zeit}}.", "zeit", "morgen um 10 Uhr", "morgen um 11 Uhr")
NL = ("Boek een afspraak voor {{tijd}}.", "tijd", "morgen om 10 uur", "morgen om 11 uur")
EN = ("Book a delivery for {{time}}.", "time", "tomorrow at 10am", "tomorrow at 11am")
FR = ("Réserve un rendez-vous pour {{heure}}.", "heure", "demain à 10h", "demain à 11h")
PT = ("Agende a entrega para {{hora}}.", "hora", "amanhã às 10h", "amanhã às 11h")
ES = ("Reserva la entrega para {{hora}}.", "hora", "mañana a las 10", "mañana a las 11")


@pytest.mark.parametrize(
    ("goal", "reply"),
    [
        (DE, "Erledigt: Ihre Lieferung ist für morgen, gegen 10 Uhr gebucht."),  # AROUND: forgotten by goal_when
        (NL, "Geboekt: uw afspraak is morgen rond 10 uur."),
        (EN, "Booked: your delivery is tomorrow, around 10am."),
        (FR, "C'est réservé : rendez-vous demain vers 10h."),
        (NL, "Geboekt! Uw afspraak is morgen van 10 tot 12 uur."),  # FROM_OF: forgotten by goal_when
        (ES, "¡Reservado! Entrega mañana de 10:00 a 12:00."),
        (PT, "Agendado! Entrega amanhã, das 10h às 12h."),
    ],
)
def test_a_day_and_a_word_of_the_clock_before_the_drawn_time_state_it(goal: tuple[str, ...], reply: str) -> None:
    assert _reached(*goal, reply)


PROBES = [
    (DE, "Soll ich die Lieferung für morgen gegen 10 Uhr buchen?"),
    (DE, "Morgen gegen 10 Uhr ist leider schon ausgebucht."),
    (DE, "Gebucht! Lieferung morgen gegen 11 Uhr."),
    (DE, "Gebucht! Lieferung morgen von 11 bis 12 Uhr."),
    (DE, "Ich werde die Lieferung für morgen von 10 bis 12 Uhr eintragen, sobald das Lager bestätigt."),
    (NL, "Zal ik de afspraak morgen van 10 tot 12 uur boeken?"),
    (NL, "Morgen rond 10 uur is helaas vol."),
    (NL, "Geboekt! Uw afspraak is morgen van 11 tot 12 uur."),
    (EN, "Shall I book the delivery for tomorrow around 10am?"),
    (EN, "Tomorrow around 10am is not available, sorry."),
    (EN, "Booked: your delivery is tomorrow, around 11am."),
    (FR, "Je vous propose demain vers 10h, ça vous va ?"),
    (FR, "Demain vers 10h, ce n'est malheureusement plus possible."),
    (PT, "Posso agendar a entrega para amanhã, das 10h às 12h?"),
    (PT, "Agendado! Entrega amanhã, das 11h às 12h."),
    (ES, "Mañana de 10:00 a 12:00 no tenemos hueco, lo siento."),
    (ES, "Le paso con un compañero para reservar mañana de 10:00 a 12:00."),
]


@pytest.mark.parametrize(("goal", "reply"), PROBES)
def test_the_same_day_and_time_asked_refused_promised_handed_off_or_another_stays_open(
    goal: tuple[str, ...], reply: str
) -> None:
    assert not _reached(*goal, reply)


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("das 18.00 às 19.30", "18:00 as 19:30"),  # "as", "through", "t/m", "dan": forgotten by goal_spoken
        ("18.00 through 19.30", "18:00 through 19:30"),
        ("10.00 t/m 12.00", "10:00 t/m 12:00"),
        ("antara 10.00 dan 12.00", "10:00 dan 12:00"),
        ("18.00 bis 19.30", "18:00 bis 19:30"),
        ("18.00 → 19.30", "18:00 → 19:30"),
    ],
)
def test_a_range_of_dotted_times_is_joined_by_any_word_of_the_one_range_table(said: str, slot: str) -> None:
    assert slot in canonical(said)


@pytest.mark.parametrize(
    ("said", "first"),
    [
        ("vanaf 8 t/m 10/8", "08-08"),  # "vanaf", "ab", "mulai", "through", "jusqu'au", "fino al": forgotten
        ("ab 8 bis 10.08.", "08-08"),
        ("mulai 8 sampai 10/8", "08-08"),
        ("from 8 through 10/8", "08-08"),
        ("du 8 jusqu'au 10/8", "08-08"),
        ("dal 9 fino al 11/5", "05-09"),
        ("fri 8 → sun 10/8", "08-08"),
        ("del 9 al 11 de mayo", "05-09"),
        ("3 → 10 August", "08-03"),  # an arrow joins a range in goal_dates too
        ("dall'8 all'11 maggio", "05-08"),  # Italian elided "all'"
    ],
)
def test_a_ranges_first_day_takes_the_month_of_its_second(said: str, first: str) -> None:
    assert first in canonical(said).split()


@pytest.mark.parametrize(
    ("said", "absent"),
    [("fri 8 and sun 10/8", "08-08"), ("Samstag 8 und Sonntag 10.08.", "08-08"), ("2 – 14/03", "03-02")],
)
def test_two_days_joined_by_and_or_a_count_before_a_date_are_no_range(said: str, absent: str) -> None:
    assert absent not in canonical(said).split()  # RANGE_END leaves AND out; the first must be the earlier day


@pytest.mark.parametrize(
    ("said", "nights", "stated"),
    [
        ("6/7 through 13/7", "7 nights", True),
        ("6/7 tot en met 13/7", "7 nachten", True),
        ("sab 6/7 → sab 13/7", "7 notti", True),
        ("6/7 through 12/7", "7 nights", False),
        ("6/7 and 13/7", "7 nights", False),
    ],
)
def test_a_number_of_nights_is_stated_by_a_range_so_many_nights_long(said: str, nights: str, stated: bool) -> None:
    assert states_nights(canonical(said), nights) is stated


STAY_EN = ("Book the cabin for {{stay}}.", "stay", "7 nights", "5 nights")
STAY_NL = ("Boek het huisje voor {{verblijf}}.", "verblijf", "7 nachten", "5 nachten")
STAY_FR = ("Réserve le chalet pour {{sejour}}.", "sejour", "7 nuits", "5 nuits")
STAY_ID = ("Pesan vila untuk {{lama}}.", "lama", "7 malam", "5 malam")
STAY_ES = ("Reserva la cabaña para {{estancia}}.", "estancia", "7 noches", "5 noches")
STAY_DE = ("Buche die Hütte für {{dauer}}.", "dauer", "7 Nächte", "5 Nächte")


@pytest.mark.parametrize(
    ("goal", "reply"),
    [
        (STAY_EN, "Booked! Cabin 4, 6/7 through 13/7."),  # "through", "tot en met", "jusqu'au", "sampai dengan"
        (STAY_NL, "Geboekt! Huisje 4, 6/7 tot en met 13/7."),
        (STAY_FR, "C'est réservé ! Chalet 4, du 6/7 jusqu'au 13/7."),
        (STAY_ID, "Sudah dipesan! Vila 4, 6/7 sampai dengan 13/7."),
        (STAY_NL, "Geboekt! Huisje 4, 6/7 t/m 13/7."),
    ],
)
def test_a_booked_range_of_dates_states_its_number_of_nights(goal: tuple[str, ...], reply: str) -> None:
    assert _reached(*goal, reply)


STAY_PROBES = [
    (STAY_EN, "Shall I book cabin 4, 6/7 through 13/7?"),
    (STAY_EN, "Cabin 4 is not available 6/7 through 13/7, sorry."),
    (STAY_EN, "Booked! Cabin 4, 6/7 through 11/7."),
    (STAY_EN, "I'll book cabin 4, 6/7 through 13/7 once the owner confirms."),
    (STAY_NL, "Zal ik huisje 4 boeken, 6/7 t/m 13/7?"),
    (STAY_NL, "Geboekt! Huisje 4, 6/7 t/m 11/7."),
    (STAY_NL, "Huisje 4 is helaas vol van 6/7 tot en met 13/7."),
    (STAY_FR, "Voulez-vous le chalet 4 du 6/7 jusqu'au 13/7 ?"),
    (STAY_FR, "Le chalet 4 n'est pas libre du 6/7 jusqu'au 13/7."),
    (STAY_ID, "Mau saya pesan vila 4, 6/7 sampai dengan 13/7?"),
    (STAY_ID, "Sudah dipesan! Vila 4, 6/7 sampai dengan 11/7."),
    (STAY_DE, "Soll ich Hütte 4 vom 6.7. bis einschließlich 13.7. buchen?"),
    (STAY_ES, "Le paso con recepción para la cabaña 4 del 6/7 hasta el 13/7."),
]


@pytest.mark.parametrize(("goal", "reply"), STAY_PROBES)
def test_the_same_range_asked_refused_promised_handed_off_or_shorter_stays_open(
    goal: tuple[str, ...], reply: str
) -> None:
    assert not _reached(*goal, reply)


@pytest.mark.parametrize(
    ("reply", "contradicts"),
    [
        ("Réservé : 10/03 → 13/03 (3 nuits).", False),  # an arrow joins a range in goal_contradiction too
        ("Booked: 10/03 -> 13/03 (3 nights).", False),
        ("Gebucht: 10.03. → 13.03. (3 Nächte).", False),
        ("Reservado: 10/03 → 13/03 (3 noches).", False),
        ("Réservé : 03/03 → 06/03 (3 nuits).", True),
        ("Réservé : 03/03 → 10/03 (7 nuits).", True),
    ],
)
def test_a_range_from_the_drawn_date_to_another_day_replaces_nothing(reply: str, contradicts: bool) -> None:
    assert contradicted("arrivee", "10 mars", [reply], {"arrivee": ("3 mars", "10 mars")}) is contradicts


ARRIVAL = ("Réserve une chambre à partir du {{arrivee}}.", "arrivee", "10 mars", "3 mars")
ARRIVAL_EN = ("Book a room from {{arrival}}.", "arrival", "10 March", "3 March")


@pytest.mark.parametrize(
    ("goal", "reply", "done"),
    [
        (ARRIVAL, "C'est fait ✅ Chambre réservée\n📅 10/03 → 13/03 (3 nuits)", True),
        (ARRIVAL_EN, "Done ✅ Room booked\n📅 10/03 → 13/03 (3 nights)", True),
        (ARRIVAL, "Je vous réserve la chambre 📅 10/03 → 13/03 ?", False),
        (ARRIVAL, "Désolé, complet 📅 10/03 → 13/03.", False),
        (ARRIVAL, "C'est fait ✅ Chambre réservée\n📅 03/03 → 06/03 (3 nuits)", False),
        (ARRIVAL_EN, "Shall I book the room 📅 10/03 → 13/03?", False),
        (ARRIVAL_EN, "Done ✅ Room booked\n📅 03/03 → 06/03 (3 nights)", False),
    ],
)
def test_a_booked_range_with_an_arrow_states_its_first_day(goal: tuple[str, ...], reply: str, done: bool) -> None:
    assert _reached(*goal, reply) is done
