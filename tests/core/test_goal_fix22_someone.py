"""A place someone else has booked: no deed of the user's (goal_taken.taken_away, round 22).

``Jam 10.00 sudah ada yang booking Kak, yang kosong jam 11.00``, ``someone has already booked it``, ``ya lo
reservó alguien``, ``quelqu'un l'a déjà réservé``, ``da hat schon jemand gebucht``, ``alguém já reservou``: the
booker is another, the slot is gone. Each beside its done twin (the user's own place), through
:func:`reached_per_turn` and the public function on normalised text.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_narrow21_taken import _reached
from user_sim.core.goal_taken import taken_away
from user_sim.core.goals import normalise

SOMEONE = [
    ("en", "Sorry, the table for 4 on Friday has already been booked by someone, Saturday is still free."),
    ("en", "Someone has already booked the table for 4 on Friday, Saturday is still free."),
    ("es", "La mesa para 4 el viernes ya la reservó alguien, el sábado está libre."),
    ("fr", "La table pour 4 vendredi, quelqu'un l'a déjà réservée, samedi est libre."),
    ("de", "Für den Tisch für 4 am Freitag hat schon jemand gebucht, Samstag ist noch frei."),
    ("it", "Il tavolo per 4 venerdì l'ha già prenotato qualcuno, sabato è libero."),
    ("pt", "A mesa para 4 na sexta alguém já reservou, sábado está livre."),
    ("nl", "Voor de tafel voor 4 op vrijdag heeft al iemand geboekt, zaterdag is nog vrij."),
    ("id", "Meja untuk 4 orang hari Jumat sudah ada yang booking Kak, yang kosong hari Sabtu 🙏"),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan orang lain, yang kosong hari Sabtu."),
]
DONE = [
    ("en", "Your table for 4 on Friday is booked ✅"),
    ("es", "Su mesa para 4 el viernes está reservada ✅"),
    ("fr", "Votre table pour 4 vendredi est réservée ✅"),
    ("de", "Ihr Tisch für 4 am Freitag ist gebucht ✅"),
    ("it", "Il suo tavolo per 4 venerdì è prenotato ✅"),
    ("pt", "Sua mesa para 4 na sexta está reservada ✅"),
    ("nl", "Uw tafel voor 4 op vrijdag is geboekt ✅"),
    ("id", "Meja untuk 4 orang hari Jumat sudah saya booking ya Kak ✅"),
]
MINE = [  # someone of the chatbot's own side books the user's place: a deed done
    ("en", "Someone from our team has booked your table for 4 on Friday ✅"),
    ("de", "Jemand aus unserem Team hat Ihren Tisch für 4 am Freitag gebucht ✅"),
    ("es", "Alguien de nuestro equipo ya reservó su mesa para 4 el viernes ✅"),
]


@pytest.mark.parametrize(("lang", "reply"), SOMEONE)
def test_a_place_someone_else_booked_is_no_deed(lang: str, reply: str) -> None:
    assert taken_away(normalise(reply))
    assert not _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), DONE + MINE)
def test_the_users_own_place_stays_booked(lang: str, reply: str) -> None:
    assert not taken_away(normalise(reply))
    assert _reached(lang, reply)
