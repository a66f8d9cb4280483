"""The lead's mends of round 21 after the review: a bound equal to the drawn count beside another count, the Italian
night said with an elided article, and Portuguese *pra* (for) after a confirming."""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_recall21 import HAY_IT, ROOM_DE, ROOM_EN, ROOM_ES, ROOM_IT

Case = tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]]
TABLE_PT = (["Reserve uma mesa para {{persons}} pessoas na sexta."], {"persons": ["4"]}, {"persons": ("2", "4", "6")})
TABLE_ES = (["Reserva una mesa para {{persons}} personas el viernes."], {"persons": ["4"]}, {"persons": ("2", "4")})


def _last(case: Case, reply: str) -> bool:
    goals, values, options = case
    return reached_per_turn(goals, values, options, ["Hi, can you help?", reply])[-1]


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (ROOM_DE, "Erledigt: Raum Rock (bis zu 8 Personen) ist für 10 Personen am Freitag gebucht, Nr. R-22."),
        (ROOM_EN, "Done: the Rock room (max. 8 people) is booked for 6 people on Friday, ref R-22."),
        (ROOM_ES, "Hecho: la sala Rock, hasta 8 personas, está reservada para 10 personas el viernes, código R-22."),
        (ROOM_IT, "Fatto: la sala Rockstar, fino a 8 persone, è prenotata per 6 persone venerdì, codice KR-3391."),
    ],
)
def test_a_bound_equal_to_the_drawn_count_beside_another_count_is_no_count(case: Case, reply: str) -> None:
    assert not _last(case, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (ROOM_DE, "Erledigt: Raum Rock (bis zu 8 Personen) ist am Freitag gebucht, Nr. R-22."),
        (ROOM_EN, "Done: the Rock room for up to 8 people is booked on Friday, ref R-22."),
        (ROOM_ES, "Hecho: la sala Rock, hasta 8 personas, está reservada para 8 personas el viernes, código R-22."),
    ],
)
def test_a_bound_equal_to_the_drawn_count_alone_still_states_it(case: Case, reply: str) -> None:
    assert _last(case, reply)


def test_a_night_said_with_an_elided_article_is_a_range() -> None:
    assert not _last(HAY_IT, "Prenotazione fatta: fienile, la notte tra l'11 e il 12 luglio, 4 persone, codice HL-1.")
    assert not _last(HAY_IT, "Prenotazione fatta: fienile, la notte fra l'11 e il 12 luglio, 4 persone, codice HL-1.")
    assert _last(HAY_IT, "Prenotazione fatta: fienile, la notte tra il 12 e il 13 luglio, 4 persone, codice HL-1.")


@pytest.mark.parametrize(
    ("case", "reply", "done"),
    [
        (TABLE_PT, "Mesa para 4 pessoas na sexta reservada, te confirmo pra amanhã o estacionamento.", True),
        (TABLE_ES, "Mesa para 4 personas el viernes reservada, te confirmo para mañana el aparcamiento.", True),
        (TABLE_PT, "Mesa para 4 pessoas na sexta anotada, te confirmo amanhã.", False),
        (TABLE_ES, "Mesa para 4 personas el viernes anotada, te la confirmo mañana.", False),
    ],
)
def test_confirming_for_tomorrow_is_no_confirming_later(case: Case, reply: str, done: bool) -> None:
    assert _last(case, reply) is done


TABLE_DE = (["Reserviere einen Tisch für {{n}} am {{day}}"], {"n": ["4"], "day": ["Freitag"]}, {"n": ("2", "4")})
TABLE_EN = (["Book a table for {{n}} on {{day}}"], {"n": ["4"], "day": ["Friday"]}, {"n": ("2", "4")})


@pytest.mark.parametrize(
    ("case", "user", "reply", "done"),
    [
        (
            TABLE_DE,
            "Tisch für 4 am Freitag. Ist der Tisch sicher?",
            "Tisch für 4 am Freitag gebucht. Leider nein, der Tisch ist doch nicht sicher, die Buchung ist storniert.",
            False,
        ),
        (
            TABLE_EN,
            "Table for 4 on Friday. Is the table safe?",
            "Table for 4 on Friday booked. Unfortunately no, the table isn't safe, the booking was cancelled.",
            False,
        ),
        (
            TABLE_EN,
            "Table for 4 on Friday. Is my old Tuesday booking still there?",
            "Table for 4 on Friday booked. Unfortunately no, the Tuesday booking was cancelled last week.",
            True,
        ),
        (
            TABLE_DE,
            "Tisch für 4 am Freitag. Ist meine alte Reservierung vom Dienstag noch da?",
            "Tisch für 4 am Freitag gebucht. Leider nein, die Reservierung vom Dienstag ist storniert.",
            True,
        ),
    ],
)
def test_a_regretted_no_read_on_the_clause_that_says_cancelled(case: Case, user: str, reply: str, done: bool) -> None:
    goals, values, options = case
    assert reached_per_turn(goals, values, options, [user, reply])[-1] is done


TABLE_FR = (["Réserve une table pour {{n}} {{day}}"], {"n": ["4"], "day": ["vendredi"]}, {"n": ("2", "4")})


def test_a_french_du_in_a_side_question_is_no_question_to_the_user() -> None:
    goals, values, options = TABLE_FR
    user = "Une table pour 4 vendredi, s'il vous plaît."
    done = "Table pour 4 vendredi réservée. Le parking du centre ? Désolé, non."
    assert reached_per_turn(goals, values, options, [user, done])[-1]
    taken_back = "Table pour 4 vendredi réservée. Autre chose pour vous ? Désolé, non, vendredi est annulé."
    assert not reached_per_turn(goals, values, options, [user, taken_back])[-1]


def test_a_not_before_information_is_still_unsure() -> None:
    from user_sim.core.goal_yesno import unsure

    assert unsure("ya, tapi belum ada informasi soal lokasinya")
    assert unsure("yes, but there is not enough information on the spaces")
    assert not unsure("yes, but not directly at the entrance")


@pytest.mark.parametrize(
    ("goal", "values", "options", "reply", "done"),
    [
        (
            "Bestelle eine Schutzhülle und eine Displayfolie für dein {{modell}}",
            {"modell": ["iPhone 13"]},
            {"modell": ("iPhone 13", "iPhone 14")},
            "Die Schutzhülle für dein iPhone 13 ist bestellt.",
            False,
        ),
        (
            "Reserviere einen Tisch für {{n}} Personen am Freitag",
            {"n": ["3"]},
            {"n": ("2", "3", "4")},
            "Der Tisch am Freitag ist reserviert für Anna, Ben und Carla.",
            True,
        ),
    ],
)
def test_german_fur_as_written(
    goal: str, values: dict[str, list[str]], options: dict[str, tuple[str, ...]], reply: str, done: bool
) -> None:
    assert reached_per_turn([goal], values, options, ["Hallo!", reply])[-1] is done


def test_sold_to_you_is_a_whole_word() -> None:
    import re

    from user_sim.core.goal_deeds import SERVICE

    assert re.search(SERVICE, "sold to you") and re.search(SERVICE, "an sie verkauft")
    assert not re.search(SERVICE, "sold to tenants") and not re.search(SERVICE, "vendida a uma cliente")
