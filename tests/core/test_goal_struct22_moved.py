"""A move word read only in the clause of the span it explains (goal_range_end, round 22).

``Booked for 4 from July 12 to July 14 (we moved the old hold)``: the parenthesis' *moved* says nothing of the range,
which still books the 12th; ``La prenotazione è stata spostata dal 12 al 13 luglio`` is still a move, whatever another
clause says. Each way in several languages, through :func:`reached_per_turn`.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_narrow21_moved import _reached

ASIDE = [
    ("en", "Booked for 4 from July 12 to July 14 (we moved the old hold)."),
    ("en", "Booked for 4 from July 12 to July 14; the old hold was moved to the waiting list."),
    ("it", "Prenotato per 4 persone dal 12 al 14 luglio (abbiamo spostato la vecchia opzione)."),
    ("es", "Reservado para 4 del 12 al 14 de julio (la reserva anterior fue trasladada)."),
    ("fr", "Réservé pour 4 du 12 au 14 juillet (nous avons déplacé l'ancienne option)."),
    ("de", "Gebucht für 4 vom 12.07. bis 14.07. (die alte Option haben wir verschoben)."),
    ("nl", "Gereserveerd voor 4 van 12 juli tot 14 juli (de oude optie is verzet)."),
    ("pt", "Reservado para 4 de 12 a 14 de julho (a reserva antiga foi remarcada)."),
]


@pytest.mark.parametrize(("lang", "reply"), ASIDE)
def test_a_move_in_another_clause_leaves_the_range_its_first_date(lang: str, reply: str) -> None:
    assert _reached(lang, 12, reply)


MOVES = [
    ("it", "La prenotazione per 4 è stata spostata dal 12 al 13 luglio (come richiesto)."),
    ("en", "Your booking for 4 was moved from July 12 to July 13 (the old hold is gone)."),
    ("es", "La reserva para 4 fue trasladada del 12 al 13 de julio; gracias por avisar."),
    ("fr", "La réservation pour 4 a été déplacée du 12 au 13 juillet (comme demandé)."),
    ("de", "Die Reservierung für 4 wurde vom 12.07. auf den 13.07. verschoben (wie gewünscht)."),
    ("nl", "De reservering voor 4 is verzet van 12 juli naar 13 juli (zoals gevraagd)."),
]


@pytest.mark.parametrize(("lang", "reply"), MOVES)
def test_a_move_in_the_spans_own_clause_still_books_the_second_date(lang: str, reply: str) -> None:
    assert not _reached(lang, 12, reply)
    assert _reached(lang, 13, reply)
