"""A move from one date to another is no range: the booking is on the second date only (goal_range_end, round 21).

``La prenotazione è stata spostata dal 12 al 13 luglio`` does not book the 12th (:func:`moved_from`), and books the
13th, which is then no range's end (:func:`ends_only`). A booking over two days (``Prenotato dal 12 al 13 luglio``)
and a goal that itself moves a booking from its date keep their readings. Then probes that must stay open.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn

GOALS = {
    "it": ("Prenota un tavolo per {{n}} persone il {{date}}", "luglio"),
    "en": ("Book a table for {{n}} on {{date}}", "July"),
    "es": ("Reserva una mesa para {{n}} el {{date}}", "de julio"),
    "fr": ("Réserve une table pour {{n}} le {{date}}", "juillet"),
    "de": ("Reserviere einen Tisch für {{n}} am {{date}}", ""),
    "nl": ("Reserveer een tafel voor {{n}} op {{date}}", "juli"),
    "id": ("Pesan meja untuk {{n}} orang tanggal {{date}}", "Juli"),
    "pt": ("Reserve uma mesa para {{n}} no dia {{date}}", "de julho"),
}


def _date(lang: str, day: int) -> str:
    month = GOALS[lang][1]
    if lang == "de":
        return f"{day}.07."
    return f"{month} {day}" if lang == "en" else f"{day} {month}"


def _reached(lang: str, day: int, reply: str, goal: str = "") -> bool:
    drawn, other = _date(lang, day), _date(lang, 20)
    values, options = {"n": ["4"], "date": [drawn]}, {"n": ("4", "6"), "date": (drawn, other)}
    return reached_per_turn([goal or GOALS[lang][0]], values, options, ["Hi", reply])[-1]


MOVES = [
    ("it", "La prenotazione è stata spostata dal 12 al 13 luglio, 4 persone."),
    ("en", "Your booking for 4 was moved from July 12 to July 13."),
    ("es", "La reserva para 4 fue trasladada del 12 al 13 de julio."),
    ("fr", "La réservation pour 4 a été déplacée du 12 au 13 juillet."),
    ("de", "Die Reservierung für 4 wurde vom 12.07. auf den 13.07. verschoben."),
]


FROMS = [  # a word of goal_spoken.DAYS_FROM in each language, the day moved from after it
    ("it", "La prenotazione per 4 è stata spostata dal 12 al 13 luglio."),
    ("it", "La prenotazione per 4 è stata spostata da 12 luglio a 13 luglio."),
    ("fr", "La réservation pour 4 a été déplacée de 12 juillet à 13 juillet."),
    ("de", "Die Reservierung für 4 wurde von 12.07. auf 13.07. verschoben."),
    ("nl", "De reservering voor 4 is verzet van 12 juli naar 13 juli."),
    ("pt", "A reserva para 4 foi remarcada de 12 de julho para 13 de julho."),
]


@pytest.mark.parametrize(("lang", "reply"), FROMS)
def test_each_word_of_from_opens_the_day_moved_from(lang: str, reply: str) -> None:
    assert not _reached(lang, 12, reply)
    assert _reached(lang, 13, reply)


MOVE_GOALS = [  # a goal that says its move with a participle of the proof's (goal_range_end._MOVED), not a verb
    ("de", "Die Buchung für {{n}} vom {{date}} soll umgebucht werden", "wurde vom 12.07. auf den 13.07. umgebucht"),
    ("de", "Die Buchung für {{n}} vom {{date}} soll verschoben werden", "wurde vom 12.07. auf den 13.07. verschoben"),
    ("nl", "Zorg dat de reservering voor {{n}} van {{date}} omgeboekt wordt", "is omgeboekt van 12 juli naar 13 juli"),
    ("id", "Reservasi {{n}} orang tanggal {{date}} harus dipindahkan", "sudah dipindahkan dari 12 Juli ke 13 Juli"),
]


@pytest.mark.parametrize(("lang", "goal", "moved"), MOVE_GOALS)
def test_a_goal_that_moves_with_a_participle_keeps_its_date(lang: str, goal: str, moved: str) -> None:
    subject = {"de": "Die Reservierung für 4", "nl": "De reservering voor 4", "id": "Reservasi untuk 4 orang"}[lang]
    assert _reached(lang, 12, f"{subject} {moved}.", goal)


@pytest.mark.parametrize(("lang", "reply"), MOVES)
def test_a_move_books_the_second_date_not_the_first(lang: str, reply: str) -> None:
    assert not _reached(lang, 12, reply)
    assert _reached(lang, 13, reply)


def test_a_stay_over_two_days_is_still_a_range() -> None:
    assert _reached("it", 12, "Prenotato per 4 persone dal 12 al 13 luglio.")
    assert _reached("en", 12, "Booked for 4 from July 12 to July 13.")


def test_a_goal_that_moves_a_booking_keeps_its_date() -> None:
    goal = "Sposta la prenotazione per {{n}} persone del {{date}}"
    assert _reached("it", 12, "La prenotazione per 4 persone è stata spostata dal 12 al 13 luglio.", goal)


PROBES = [
    ("it", "Ho spostato la prenotazione per 4 dal 12 al 14 luglio."),
    ("it", "La prenotazione per 4 persone è stata anticipata dal 12 all'11 luglio."),
    ("en", "We rescheduled your table for 4 from July 12 to July 15."),
    ("en", "Your booking for 4 has been changed from July 12 to July 13."),
    ("es", "Hemos cambiado la reserva para 4 del 12 al 13 de julio."),
    ("fr", "Votre réservation pour 4 a été décalée du 12 au 13 juillet."),
    ("fr", "La réservation pour 4 est reportée du 12 au 14 juillet."),
    ("de", "Ich habe die Reservierung für 4 vom 12.07. auf den 14.07. umgebucht."),
    ("nl", "De reservering voor 4 is verzet van 12 juli naar 13 juli."),
    ("id", "Reservasi untuk 4 orang dipindah dari 12 Juli ke 13 Juli."),
    ("pt", "A reserva para 4 foi remarcada de 12 de julho para 13 de julho."),
]


@pytest.mark.parametrize(("lang", "reply"), PROBES)
def test_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, 12, reply)
