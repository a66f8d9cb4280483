"""Half past twelve said in words: French ``midi et demi`` without ``à``, a label's ``: midi``, Dutch ``half een``."""

from __future__ import annotations

import pytest

from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("• Retrait : midi et demi au comptoir", "12h30"),
        ("Retrait prévu midi et demie, au comptoir.", "12h30"),
        ("• Retrait : midi", "12h"),
        ("Je kunt de taart ophalen om half een.", "12:30"),
        ("Afhalen: vrijdag tot half een, daarna is de winkel dicht.", "12:30"),
        ("Ritiro: mezzogiorno e mezzo", "12:30"),
    ],
)
def test_noon_and_its_half_state_the_time(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("• Retrait : midi et demi au comptoir", "12h"),  # half past, not noon
        ("• Retrait : midi et demi au comptoir", "13h"),
        ("• Retrait : midi", "12h30"),
        ("Retrait cet après midi, au comptoir.", "12h"),  # the afternoon, no clock time
        ("Je kunt de taart ophalen om half een.", "13:30"),
        ("Je kunt de taart ophalen om half twee.", "12:30"),
        ("Neem een half een brood mee.", "12:30"),  # not before the end of a clause
    ],
)
def test_another_time_or_no_time_does_not(text: str, value: str) -> None:
    assert not states(text, value)
