"""A drawn half day stated by a clock slot of three to five hours in one half of the day."""

from __future__ import annotations

import pytest

from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("• Sab. ore 9:00–13:00", "mezza giornata"),
        ("Samstag 14–18 Uhr, der Anhänger steht bereit.", "halber Tag"),
        ("Samstag von 8:00 bis 12:00 Uhr gebucht.", "einen halben Tag"),
        ("Gereserveerd: zaterdag van 13.00 tot 17.00 uur.", "een halve dag"),
        ("Réservé samedi de 9h à 13h.", "une demi-journée"),
        ("Booked: Saturday 1:00 pm – 5:00 pm.", "half day"),
    ],
)
def test_a_half_day_slot_states_a_half_day(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("• Sab. ore 9:00–18:00", "mezza giornata"),  # a whole day
        ("• Sab. ore 9:00–13:00", "giornata intera"),  # the other option
        ("Samstag 10–12 Uhr, der Anhänger steht bereit.", "halber Tag"),  # two hours
        ("Réservé samedi de 11h à 15h.", "une demi-journée"),  # across noon
        ("Gereserveerd: zaterdag van 13.00 tot 17.00 uur.", "een hele dag"),
        ("Booked: Saturday 1:00 pm – 5:00 pm.", "90 minutes"),
    ],
)
def test_another_slot_or_value_does_not(text: str, value: str) -> None:
    assert not states(text, value)
