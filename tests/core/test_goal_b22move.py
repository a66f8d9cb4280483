"""Move readings mended in round 22 (goal_move_words, goal_range_end).

A goal that moves a booking with a verb form 005efa1 read (``Transfere``, ``Spostate``, ``Transfer my booking``, two
clitics: ``cámbiemela``, ``spostarmela``) keeps its first date as the one asked; a word that begins like one moves
nothing. A spaced dash ends the clause of a move (``… July 14 — we moved the old hold`` books the 12th); a dash a date
follows is a span's joiner and stays in the clause.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_failed import _reached as _table_reached
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


# goal_moved._OF_THE: these words of *of the* do not set an option aside (the booking is put on it); one case each.
OF_THE_PUTS_IT_THERE = [
    ("dello", "it", "Tavolo per 4 venerdì prenotato. Ho spostato il pranzo dello staff sabato."),
    ("dell'", "it", "Tavolo per 4 venerdì prenotato. Ho spostato la cena dell' anniversario sabato."),
    ("delle", "it", "Tavolo per 4 venerdì prenotato. Ho spostato la cena delle amiche sabato."),
    ("degli", "it", "Tavolo per 4 venerdì prenotato. Ho spostato la cena degli sposi sabato."),
    ("das", "pt", "Mesa para 4 na sexta-feira reservada. Mudei para a sessão das 20 sábado."),
    ("dos", "pt", "Mesa para 4 na sexta-feira reservada. Mudei para a sessão dos sócios sábado."),
    ("de los", "es", "Mesa para 4 el viernes reservada. Te he cambiado: la cena de los socios sábado."),
    ("de las", "es", "Mesa para 4 el viernes reservada. Te he cambiado: la cena de las socias sábado."),
    ("de l'", "fr", "Table pour 4 vendredi réservée. Je vous ai déplacé sur le service de l' équipe samedi."),
    ("der", "de", "Tisch für 4 am Freitag reserviert. Ich habe Sie auf die Runde der Samstag umgebucht."),
    (
        "von der",
        "de",
        "Tisch für 4 am Freitag reserviert. Ich habe Sie auf die Schicht von der Firma Samstag umgebucht.",
    ),
    ("van de", "nl", "Tafel voor 4 op vrijdag geboekt. Ik heb u verzet naar de lunch van de club zaterdag."),
    ("van het", "nl", "Tafel voor 4 op vrijdag geboekt. Ik heb u verzet naar de lunch van het weekend zaterdag."),
]
OF_THE_SETS_IT_ASIDE = [
    ("es", "Mesa para 4 el viernes reservada. Te he enviado la carta del sábado por si quieres volver."),
    ("it", "Tavolo per 4 venerdì prenotato. Ti ho mandato il menù della festa sabato sera."),
    ("fr", "Table pour 4 vendredi réservée. Je vous ai envoyé le programme de la soirée samedi."),
]


@pytest.mark.parametrize(("word", "lang", "reply"), OF_THE_PUTS_IT_THERE)
def test_a_move_after_these_words_of_the_puts_the_booking_on_the_option(word: str, lang: str, reply: str) -> None:
    assert word and not _table_reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), OF_THE_SETS_IT_ASIDE)
def test_an_option_of_another_thing_moves_nothing(lang: str, reply: str) -> None:
    assert _table_reached(lang, reply)
