"""Round 23: what a future of confirming owes (goal_later.promised), as review 23 measured it.

A Romance pronoun and future owes the deed whatever it names after the verb: after a noting, *le confirmará la hora*
is the booking's own time still to confirm, and reading it as another matter let a noted table through. After
*will*, another matter named (*the details*, *the menu*) owes nothing.
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_later import promised

GOAL = "Book a table for {{people}} on {{day}}"
VALUES = {"people": ["4"], "day": ["Friday"]}


@pytest.mark.parametrize(
    "owed",
    [
        "El restaurante le confirmará la hora mañana.",
        "El restaurante le confirmará la reserva mañana.",
        "El restaurante le confirmará mañana.",
        "O restaurante lhe confirmará amanhã.",
        "Il ristorante ve la confermerà domani.",
        "Le restaurant vous confirmera l'heure demain.",
        "We'll confirm it tomorrow.",
        "The shop will confirm tomorrow.",
    ],
)
def test_a_future_confirming_of_the_deed_is_promised(owed: str) -> None:
    assert promised(owed)


@pytest.mark.parametrize("other", ["The shop will confirm the details tomorrow.", "We will confirm the menu later."])
def test_a_will_confirming_of_another_matter_is_not_promised(other: str) -> None:
    assert not promised(other)


@pytest.mark.parametrize(
    "noted",
    [
        "Anotado: mesa para 4 el viernes. El restaurante le confirmará la hora mañana.",
        "Annotato: tavolo per 4 venerdì. Il ristorante le confermerà l'orario domani.",
        "Noté : table pour 4 vendredi. Le restaurant vous confirmera l'heure demain.",
    ],
)
def test_a_noted_table_whose_time_is_still_to_confirm_is_not_reached(noted: str) -> None:
    assert reached_per_turn([GOAL], VALUES, {}, ["A table for 4 on Friday, please.", noted]) == [False]
