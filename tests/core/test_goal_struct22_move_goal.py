"""A goal that moves something itself, read by the verb's own forms (goal_range_end._MOVE, round 22).

``Book 2 seats for the movie on July 12`` moves nothing: ``Your booking was moved from July 12 to July 13`` does not
book the 12th (``movie``, ``airport transfer``, ``mud``, ``traslado``, ``casa de cambio``, ``reportage``,
``anticipo`` are no verbs of moving). A goal that moves (``Move my booking``, ``Sposta``, ``Trasládala``,
``Verschiebe``) keeps its first date as the one asked.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_narrow21_moved import _reached

NOT_A_MOVE = [
    ("en", "Book 2 seats for the movie on {{date}}", "Your booking was moved from July 12 to July 13."),
    (
        "en",
        "Book an airport transfer for {{n}} on {{date}}",
        "Your airport transfer for 4 was moved from July 12 to July 13.",
    ),
    ("en", "Book a mud bath for {{n}} on {{date}}", "Your mud bath for 4 was moved from July 12 to July 13."),
    (
        "es",
        "Reserva un traslado al aeropuerto para {{n}} el {{date}}",
        "El traslado para 4 fue trasladado del 12 al 13 de julio.",
    ),
    (
        "es",
        "Pide cita en la casa de cambio para {{n}} el {{date}}",
        "La cita para 4 fue cambiada del 12 al 13 de julio.",
    ),
    (
        "fr",
        "Réserve un reportage photo pour {{n}} le {{date}}",
        "Le reportage pour 4 a été déplacé du 12 au 13 juillet.",
    ),
    (
        "it",
        "Prenota un tavolo per {{n}} il {{date}} e versa l'anticipo",
        "La prenotazione per 4 è stata spostata dal 12 al 13 luglio, anticipo versato.",
    ),
]


@pytest.mark.parametrize(("lang", "goal", "reply"), NOT_A_MOVE)
def test_a_word_that_begins_like_a_move_moves_nothing(lang: str, goal: str, reply: str) -> None:
    assert not _reached(lang, 12, reply, goal)


A_MOVE = [
    (
        "en",
        "Move my booking for {{n}} from {{date}} to July 13",
        "Your booking for 4 was moved from July 12 to July 13.",
    ),
    (
        "it",
        "Spostala: la prenotazione per {{n}} persone del {{date}}",
        "La prenotazione per 4 persone è stata spostata dal 12 al 13 luglio.",
    ),
    (
        "es",
        "Cambia la reserva para {{n}} del {{date}} al 13 de julio",
        "La reserva para 4 fue cambiada del 12 al 13 de julio.",
    ),
    ("es", "Trasládala: la reserva para {{n}} del {{date}}", "La reserva para 4 fue trasladada del 12 al 13 de julio."),
    (
        "fr",
        "Décale la réservation pour {{n}} du {{date}} au 13 juillet",
        "La réservation pour 4 a été décalée du 12 au 13 juillet.",
    ),
    (
        "de",
        "Verschiebe die Reservierung für {{n}} vom {{date}} auf den 13.07.",
        "Die Reservierung für 4 wurde vom 12.07. auf den 13.07. verschoben.",
    ),
    (
        "nl",
        "Verplaats de reservering voor {{n}} van {{date}} naar 13 juli",
        "De reservering voor 4 is verplaatst van 12 juli naar 13 juli.",
    ),
    (
        "pt",
        "Mude a reserva para {{n}} do dia {{date}} para 13 de julho",
        "A reserva para 4 foi mudada de 12 de julho para 13 de julho.",
    ),
    (
        "id",
        "Pindahkan reservasi untuk {{n}} orang dari tanggal {{date}} ke 13 Juli",
        "Reservasi untuk 4 orang dipindahkan dari 12 Juli ke 13 Juli.",
    ),
]


@pytest.mark.parametrize(("lang", "goal", "reply"), A_MOVE)
def test_a_goal_that_moves_keeps_its_first_date(lang: str, goal: str, reply: str) -> None:
    assert _reached(lang, 12, reply, goal)
