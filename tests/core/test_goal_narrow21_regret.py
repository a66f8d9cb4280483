"""A regret before a done word in its clause: the place was taken by someone else (goal_taken.taken_away, round 21).

``Unfortunately the table for 4 on Friday is already booked`` says the table is gone, not that it is the user's; the
done twins say it of the user's booking or keep the regret in a clause of its own (``Unfortunately we have no
parking, but your table … is booked``), or regret another thing (``Sorry for the wait``). Then probes that must stay
open.
"""

from __future__ import annotations

import pytest

from tests.core.support import table_reached as _reached
from user_sim.core.goal_failed import failed


def test_the_taken_words_are_the_one_table() -> None:
    assert failed("Leider ist der Tisch für 4 am Freitag schon reserviert.")
    assert not failed("Ihr Tisch für 4 am Freitag ist reserviert.")


EVERY_PLACE = [  # every place taken (goal_no_words.ALL_PLACES) said with each word of BOOKED_UP; yours is booked
    ("Every table on Friday is already {}.", "booked reserved taken occupied", "Your table on Friday is {}."),
    ("Todas las mesas del viernes están {}.", "reservadas ocupadas vendidas", "Su mesa del viernes está {}."),
    ("Todas as mesas de sexta já estão {}.", "reservadas ocupadas vendidas", "A sua mesa de sexta está {}."),
    ("Toutes les tables de vendredi sont déjà {}.", "réservées prises occupées", "Votre table de vendredi est {}."),
    ("Alle Tische am Freitag sind schon {}.", "reserviert belegt vergeben gebucht", "Ihr Tisch am Freitag ist {}."),
    ("Tutti i tavoli di venerdì sono già {}.", "prenotati occupati", "Il suo tavolo di venerdì è {}."),
    ("Alle tafels op vrijdag zijn al {}.", "gereserveerd bezet vergeven geboekt", "Uw tafel op vrijdag is {}."),
    ("Semua meja sudah {}.", "dipesan terisi penuh", "Meja Anda hari Jumat sudah {}."),
]


@pytest.mark.parametrize(("every", "word", "yours"), [(e, w, y) for e, words, y in EVERY_PLACE for w in words.split()])
def test_every_place_said_taken_with_each_word_is_a_failure(every: str, word: str, yours: str) -> None:
    assert failed(every.format(word))
    assert not failed(yours.format(word))


@pytest.mark.parametrize(
    ("lang", "taken", "done"),
    [
        ("en", "Unfortunately the table for 4 on Friday is already booked.", "Your table for 4 on Friday is booked."),
        (
            "pt",
            "Infelizmente a mesa para 4 na sexta já está reservada.",
            "Infelizmente não temos estacionamento, mas a sua mesa para 4 na sexta está reservada.",
        ),
        (
            "de",
            "Leider ist der Tisch für 4 am Freitag schon reserviert.",
            "Leider haben wir keine Parkplätze, aber Ihr Tisch für 4 am Freitag ist reserviert.",
        ),
        (
            "es",
            "Lamentablemente la mesa para 4 el viernes ya está reservada.",
            "Lo siento por la espera, su mesa para 4 el viernes está reservada.",
        ),
        (
            "fr",
            "Malheureusement la table pour 4 vendredi est déjà réservée.",
            "Votre table pour 4 vendredi est réservée.",
        ),
        ("it", "Purtroppo il tavolo per 4 venerdì è già prenotato.", "Il tuo tavolo per 4 venerdì è prenotato."),
        ("nl", "Helaas is de tafel voor 4 op vrijdag al gereserveerd.", "Uw tafel voor 4 op vrijdag is gereserveerd."),
        (
            "id",
            "Sayangnya meja untuk 4 orang hari Jumat sudah dipesan.",
            "Meja Anda untuk 4 orang hari Jumat sudah dipesan.",
        ),
    ],
)
def test_a_regret_before_the_done_word_is_a_place_taken(lang: str, taken: str, done: str) -> None:
    assert not _reached(lang, taken)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    "done",
    [
        "Unfortunately we have no parking, but your table for 4 on Friday is booked.",
        "Unfortunately we have no parking, but the table for 4 on Friday is booked.",
        "Sorry for the wait, the table for 4 on Friday is booked.",
        "Sorry about the delay, your table for 4 on Friday is booked.",
        "Sorry, the table for 4 on Friday is booked now.",
        "Sorry, the table for 4 on Friday is booked for you.",
        "Sorry, I've booked the table for 4 on Friday.",
    ],
)
def test_a_regret_of_another_thing_leaves_the_deed_done(done: str) -> None:
    assert _reached("en", done)


@pytest.mark.parametrize(
    ("lang", "done"),
    [
        ("en", "Your table for 4 on Friday is confirmed; the terrace tables are all taken."),
        ("es", "Su mesa para 4 el viernes está reservada; lamentablemente la terraza ya está ocupada."),
        ("nl", "Uw tafel voor 4 op vrijdag is gereserveerd; helaas is het terras al bezet."),
    ],
)
def test_another_place_taken_beside_the_users_place_booked(lang: str, done: str) -> None:
    assert _reached(lang, done)


PROBES = [
    ("en", "Sadly the table for 4 on Friday has already been reserved."),
    ("en", "I'm afraid the table for 4 on Friday is already booked."),
    ("en", "Sorry, the table for 4 on Friday is already booked, but Saturday is free."),
    ("es", "Lo siento, la mesa para 4 el viernes ya está reservada."),
    ("es", "Lamentablemente, la mesa para 4 el viernes ya fue reservada por otro cliente."),
    ("pt", "Infelizmente, a mesa para 4 na sexta já foi reservada."),
    ("fr", "Malheureusement, la table pour 4 vendredi est déjà prise."),
    ("de", "Leider ist der Tisch für 4 am Freitag bereits gebucht."),
    ("de", "Der Tisch für 4 am Freitag ist leider schon reserviert."),
    ("it", "Purtroppo il tavolo per 4 venerdì è già stato prenotato da un altro cliente."),
    ("nl", "Helaas, de tafel voor 4 op vrijdag is al geboekt."),
    ("id", "Mohon maaf, meja untuk 4 orang hari Jumat sudah dipesan."),
    ("en", "Unfortunately the table for 4 on Friday is already booked, your deposit has been refunded."),
    ("en", "Sorry, the table for 4 on Friday is already taken, your previous booking was cancelled."),
    ("pt", "Infelizmente a mesa para 4 na sexta já está reservada, o seu pedido foi registado."),
    ("de", "Leider ist der Tisch für 4 am Freitag schon reserviert, Ihre Anfrage ist notiert."),
]


@pytest.mark.parametrize(("lang", "reply"), PROBES)
def test_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)
