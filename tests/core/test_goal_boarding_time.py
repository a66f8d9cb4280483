"""When to board or come in, at most an hour before the drawn time, is no other time of the deed."""

from __future__ import annotations

import pytest

from user_sim.core.goal_contradiction import contradicted

_OPTIONS = {"time": ("12:00", "14:30", "10:00", "20:00")}


@pytest.mark.parametrize(
    ("value", "reply"),
    [
        ("12:00", ["Zo 12.00 uur – Pannenkoekenboot.", "Instappen vanaf 11.45 uur bij de steiger."]),
        ("20:00", ["Sa 20:00 Uhr, Tisch 4.", "Einlass ab 19:30 Uhr."]),
        ("10:00", ["Sam. 10h00, vol panoramique.", "Embarquement à partir de 9h40."]),
        ("10:00", ["Sab. ore 10:00, giro in barca.", "Imbarco dalle 9:45 al pontile 3."]),
        ("10:00", ["Sat 10:00, harbour cruise.", "Boarding from 9:45 at pier 3."]),
    ],
)
def test_boarding_before_the_time_is_no_other_time(value: str, reply: list[str]) -> None:
    assert not contradicted("time", value, reply, _OPTIONS)


@pytest.mark.parametrize(
    ("value", "reply"),
    [
        ("12:00", ["Zo 12.00 uur – Pannenkoekenboot.", "Instappen vanaf 12.15 uur bij de steiger."]),  # after it
        ("12:00", ["Zo 12.00 uur – Pannenkoekenboot.", "Instappen vanaf 10.45 uur bij de steiger."]),  # too early
        ("20:00", ["Sa 20:00 Uhr, Tisch 4.", "Beginn ab 19:30 Uhr."]),  # no boarding word
        ("10:00", ["Sab. ore 10:00, giro in barca.", "Partenza alle 9:45 dal pontile 3."]),
        ("10:00", ["Sat 10:00, harbour cruise.", "Boarding from 11:45 at pier 3."]),
    ],
)
def test_another_time_still_contradicts(value: str, reply: list[str]) -> None:
    assert contradicted("time", value, reply, _OPTIONS)
