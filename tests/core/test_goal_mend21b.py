"""Review mends of round 21's new readings, each beside the targets it was written for.

goal_taken.taken_away: the regret's place is the subject right before the participle, never across ``:`` or a dash
(``Sorry, the system was slow — the table for 4 on Friday is booked`` is done); *you* is goal_you.YOU (``para
usted``) and *I/we* goal_you.WE, never the Italian article ``i`` (``Purtroppo i tavoli … sono già prenotati`` is
not done); *now* excuses nothing booked by another party.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn

TABLES = {
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday"),
    "es": ("Reserva una mesa para {{n}} el {{day}}", "viernes", "sábado"),
    "de": ("Reserviere einen Tisch für {{n}} am {{day}}", "Freitag", "Samstag"),
    "it": ("Prenota un tavolo per {{n}} {{day}}", "venerdì", "sabato"),
    "fr": ("Réserve une table pour {{n}} {{day}}", "vendredi", "samedi"),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado"),
    "nl": ("Reserveer een tafel voor {{n}} op {{day}}", "vrijdag", "zaterdag"),
}


def _reached(lang: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


DONE = [
    ("en", "Sorry, the system was slow — the table for 4 on Friday is booked."),
    ("en", "Sorry, my mistake — the table for 4 on Friday is booked."),
    ("es", "Lo siento, tardé un poco: la mesa para 4 el viernes está reservada."),
    ("de", "Leider hat es etwas gedauert — der Tisch für 4 am Freitag ist gebucht."),
    ("es", "Lo siento, la mesa para 4 el viernes está reservada para usted."),
    ("en", "Sorry, the table for 4 on Friday is booked now."),
    ("de", "Leider hat es gedauert, aber ich habe den Tisch für 4 am Freitag reserviert."),
]
TAKEN = [
    ("en", "Unfortunately the table for 4 on Friday is already booked."),
    ("de", "Leider ist der Tisch für 4 am Freitag schon reserviert."),
    ("de", "Der Tisch für 4 am Freitag ist leider schon reserviert."),
    ("it", "Purtroppo i tavoli per 4 venerdì sono già prenotati."),
    ("it", "Purtroppo il tavolo per 4 venerdì è già prenotato."),
    ("en", "Sorry, the table for 4 on Friday is now booked by another party."),
    ("en", "Sorry, the table for 4 on Friday is now booked by someone else."),
    ("es", "Lo siento, la mesa para 4 el viernes ya está reservada por otro cliente."),
    ("de", "Leider ist der Tisch für 4 am Freitag jetzt von jemand anderem gebucht."),
    ("fr", "Désolé, la table pour 4 vendredi est déjà réservée."),
    ("pt", "Infelizmente a mesa para 4 na sexta já está reservada."),
    ("nl", "Helaas is de tafel voor 4 op vrijdag al gereserveerd."),
    ("en", "Sorry — the table for 4 on Friday is already taken."),
]


@pytest.mark.parametrize(("lang", "reply"), DONE)
def test_done_beside_a_regret_of_another_thing(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), TAKEN)
def test_a_place_taken_by_others_stays_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


LATER = [
    ("es", "Gracias por esperar, te confirmo mañana la mesa."),
    ("fr", "Merci, je vous confirme demain le tout."),
    ("en", "Thanks, I confirm tomorrow the table."),
    ("fr", "Merci, je vous confirme demain la réservation."),
    ("es", "Te confirmo mañana todo."),
]


@pytest.mark.parametrize(("lang", "reply"), LATER)
def test_a_confirmation_tomorrow_of_the_place_or_the_whole_stays_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


WAITLIST_DONE = [
    ("en", "Booked: table for 4 people on Friday; you're also on the waiting list for the terrace."),
    ("es", "Reservada: mesa para 4 el viernes; también está en lista de espera para la terraza."),
]
WAITLIST_OPEN = [
    ("en", "Added: you're on the waiting list for a table for 4 on Friday."),
    ("es", "Apuntada: mesa para 4 el viernes en lista de espera."),
    ("de", "Eingetragen: Tisch für 4 am Freitag auf der Warteliste."),
]


@pytest.mark.parametrize(("lang", "reply"), WAITLIST_DONE)
def test_a_done_opening_of_its_own_deed_beside_a_list(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), WAITLIST_OPEN)
def test_a_participle_naming_the_list_stays_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


ROOM = ("Book a room for {{n}} people on {{day}}", "Friday", "Saturday")


@pytest.mark.parametrize(
    "reply",
    [
        "Done: booked for 8 people on Friday in the updated Jazz room for up to 10 people.",
        "Done: booked for 8 people on Friday in the newly upgraded room for up to 10 people.",
    ],
)
def test_a_change_word_that_governs_no_bound_keeps_it_a_bound(reply: str) -> None:
    values, options = {"n": ["8"], "day": ["Friday"]}, {"n": ("8", "10"), "day": ("Friday", "Saturday")}
    assert reached_per_turn([ROOM[0]], values, options, ["Hi", reply])[-1]


def test_these_is_no_change_word() -> None:
    goal = "Reserve uma sala para {{n}} pessoas na {{day}}"
    values, options = {"n": ["8"], "day": ["sexta"]}, {"n": ("8", "10"), "day": ("sexta", "sábado")}
    reply = "Feito: sala reservada para 8 pessoas na sexta; estes espaços comportam até 10 pessoas."
    assert reached_per_turn([goal], values, options, ["Oi", reply])[-1]


WAITLIST_PROBES = [
    ("en", "Booked: you're on the waiting list for a table for 4 on Friday."),
    ("en", "Noted: table for 4 people on Friday on the waiting list."),
    ("es", "Anotada: está en lista de espera para la mesa de 4 el viernes."),
    ("en", "Booked: table for 4 people on Friday will be confirmed; you're also on the waiting list."),
    ("es", "Reservada: mesa para 6 el viernes; también está en lista de espera para la terraza."),
]


@pytest.mark.parametrize(("lang", "reply"), WAITLIST_PROBES)
def test_waitlist_lookalikes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


CAPACITY_PROBES = [
    "Done: booked for 10 people on Friday in the updated Jazz room for up to 10 people.",
    "We will book 8 people on Friday in the updated Jazz room for up to 10 people.",
    "Shall I book 8 people on Friday in the upgraded room for up to 10 people?",
    "Done: booked for 8 people on Saturday in the updated room for up to 10 people.",
    "Done: I've extended the booking on Friday to up to 10 people.",
]


@pytest.mark.parametrize("reply", CAPACITY_PROBES)
def test_capacity_lookalikes_stay_open(reply: str) -> None:
    values, options = {"n": ["8"], "day": ["Friday"]}, {"n": ("8", "10"), "day": ("Friday", "Saturday")}
    assert not reached_per_turn([ROOM[0]], values, options, ["Hi", reply])[-1]
