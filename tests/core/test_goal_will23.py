"""Round 23: a Romance future of confirming owes the deed only when its object is the deed (goal_later._WILL).

The alternation of :data:`user_sim.core.goal_later._WILL_CONFIRM` is grouped whole, so the check for another object
after the verb applies to the Romance pronoun-and-future branch as it always did to the *will* branch: *le confirmará
la hora* confirms another matter, *le confirmará la reserva* (or nothing named) is the deed still owed.
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_later import promised


@pytest.mark.parametrize(
    "other",
    [
        "El restaurante le confirmará la hora mañana.",
        "El hotel le confirmará el menú del desayuno.",
        "O restaurante lhe confirmará o cardápio amanhã.",
        "Il ristorante vi confermerà il menù domani.",
        "The shop will confirm the details tomorrow.",
    ],
)
def test_a_future_confirming_of_another_matter_is_not_promised(other: str) -> None:
    assert not promised(other)


@pytest.mark.parametrize(
    "owed",
    [
        "El restaurante le confirmará la reserva mañana.",
        "El restaurante le confirmará mañana.",
        "O restaurante lhe confirmará amanhã.",
        "Il ristorante ve la confermerà domani.",
        "We'll confirm it tomorrow.",
        "The shop will confirm tomorrow.",
    ],
)
def test_a_future_confirming_of_the_deed_is_promised(owed: str) -> None:
    assert promised(owed)
