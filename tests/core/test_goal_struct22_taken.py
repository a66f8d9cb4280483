"""A place taken by someone else, read by its own module (goal_taken.taken_away, round 22: moved out of goal_failed).

The reading is unchanged: a regret before the place said booked, or a place said taken, is no deed of the user's;
the user's own place, or the chatbot's, is. Through the public function on normalised text and through
:func:`reached_per_turn`.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_narrow21_taken import _reached
from user_sim.core.goal_taken import is_room, taken_away
from user_sim.core.goals import normalise

TAKEN = [
    ("en", "Unfortunately the table for 4 on Friday is already booked."),
    ("de", "Leider ist der Tisch für 4 am Freitag schon reserviert."),
    ("es", "Lo siento, la mesa para 4 el viernes ya está ocupada."),
    ("fr", "Malheureusement, la table pour 4 vendredi est déjà réservée."),
    ("nl", "Helaas is de tafel voor 4 op vrijdag al bezet."),
]
YOURS = [
    ("en", "Your table for 4 on Friday is already booked."),
    ("de", "Ich habe den Tisch für 4 am Freitag schon reserviert."),
    ("es", "Su mesa para 4 el viernes ya está reservada."),
    ("it", "Il suo tavolo per 4 venerdì è già prenotato."),
]


@pytest.mark.parametrize(("lang", "reply"), TAKEN)
def test_a_place_taken_by_another_is_no_deed(lang: str, reply: str) -> None:
    assert taken_away(normalise(reply))
    assert not _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), YOURS)
def test_the_users_own_place_is_not_taken_away(lang: str, reply: str) -> None:
    assert not taken_away(normalise(reply))
    assert _reached(lang, reply)


def test_a_room_is_told_from_a_table() -> None:
    assert is_room("alle kamers zijn bezet") and is_room("la chambre") and not is_room("la table pour 4")
