"""Move readings mended in round 22 (goal_move_words, goal_range_end).

A goal that moves a booking with a verb form 005efa1 read (``Transfere``, ``Spostate``, ``Transfer my booking``, two
clitics: ``cámbiemela``, ``spostarmela``) keeps its first date as the one asked; a word that begins like one moves
nothing. A spaced dash ends the clause of a move (``… July 14 — we moved the old hold`` books the 12th); a dash a date
follows is a span's joiner and stays in the clause.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_narrow21_moved import _reached

RESTORED = [
    (
        "en",
        "Transfer my booking for {{n}} from {{date}} to July 13",
        "Your booking for 4 was moved from July 12 to July 13.",
    ),
    (
        "pt",
        "Transfere a reserva para {{n}} do dia {{date}} para 13 de julho",
        "A reserva para 4 foi mudada de 12 de julho para 13 de julho.",
    ),
    (
        "it",
        "Spostate la prenotazione per {{n}} persone del {{date}} al 13 luglio",
        "La prenotazione per 4 persone è stata spostata dal 12 al 13 luglio.",
    ),
    (
        "it",
        "Potete spostarmela? La prenotazione per {{n}} persone del {{date}}",
        "La prenotazione per 4 persone è stata spostata dal 12 al 13 luglio.",
    ),
    ("es", "Cámbiemela: la reserva para {{n}} del {{date}}", "La reserva para 4 fue cambiada del 12 al 13 de julio."),
    (
        "es",
        "Quiero cambiármela: la reserva para {{n}} del {{date}}",
        "La reserva para 4 fue cambiada del 12 al 13 de julio.",
    ),
]


@pytest.mark.parametrize(("lang", "goal", "reply"), RESTORED)
def test_a_restored_move_form_keeps_the_goals_first_date(lang: str, goal: str, reply: str) -> None:
    assert _reached(lang, 12, reply, goal)


NO_MOVE = [
    ("en", "Book the transfer for {{n}} on {{date}}", "Your transfer for 4 was moved from July 12 to July 13."),
    ("es", "Reserva el cambio de aceite para {{n}} el {{date}}", "La cita para 4 fue cambiada del 12 al 13 de julio."),
    ("it", "Prenota i cambi gomme per {{n}} il {{date}}", "La prenotazione per 4 è stata spostata dal 12 al 13 luglio"),
]


@pytest.mark.parametrize(("lang", "goal", "reply"), NO_MOVE)
def test_a_noun_like_a_move_moves_nothing(lang: str, goal: str, reply: str) -> None:
    assert not _reached(lang, 12, reply, goal)


DASH_ENDS_THE_MOVE = [
    ("en", "Your booking for 4 is from July 12 to July 14 — we moved the old hold."),
    ("de", "Ihr Zimmer für 4 ist vom 12.07. bis 14.07. gebucht — die alte Option haben wir verschoben."),
    ("it", "La prenotazione per 4 persone va dal 12 al 14 luglio — abbiamo spostato il vecchio blocco."),
    ("fr", "La réservation pour 4 va du 12 au 14 juillet — nous avons déplacé l'ancienne option."),
]
DASH_IN_THE_SPAN = [
    ("en", "Your booking for 4 was moved from July 12 – July 13."),
    ("en", "Your booking for 4 — moved from July 12 to July 13."),
    ("it", "La prenotazione per 4 persone — spostata dal 12 al 13 luglio."),
    ("es", "La reserva para 4 — trasladada del 12 al 13 de julio."),
]
_ROOM = {
    "en": "Book a room for {{n}} arriving {{date}}",
    "de": "Buche ein Zimmer für {{n}} mit Anreise am {{date}}",
    "it": "Prenota una camera per {{n}} persone con arrivo il {{date}}",
    "fr": "Réserve une chambre pour {{n}} avec arrivée le {{date}}",
}


@pytest.mark.parametrize(("lang", "reply"), DASH_ENDS_THE_MOVE)
def test_a_spaced_dash_ends_the_clause_of_a_move(lang: str, reply: str) -> None:
    assert _reached(lang, 12, reply, _ROOM[lang])


@pytest.mark.parametrize(("lang", "reply"), DASH_IN_THE_SPAN)
def test_a_move_across_a_dash_still_moves_the_day(lang: str, reply: str) -> None:
    assert not _reached(lang, 12, reply)
