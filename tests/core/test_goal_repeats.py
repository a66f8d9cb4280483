"""A value drawn for two variables of one part must be stated twice (goal_open.repeats_stated)."""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_open import repeats_stated
from user_sim.core.goal_parts import decompose

BUNGALOW = decompose(
    ["Boek een bungalow voor {{people}} personen van {{period}} en bestel er {{qty}} linnenpakketten bij."],
    None,
    {"people": ["4"], "period": ["10 t/m 13 oktober"], "qty": ["4"]},
)[0]
TICKETS = decompose(
    ["Buy {{adults}} adult tickets and {{kids}} child tickets for Sunday."], None, {"adults": ["2"], "kids": ["2"]}
)[0]
SINGLE = decompose(["Book a table for {{people}} at {{time}}."], None, {"people": ["4"], "time": ["8pm"]})[0]


@pytest.mark.parametrize(
    ("part", "proof", "holds"),
    [
        (BUNGALOW, "Je bungalow is geboekt! / 4 personen, Comfort bungalow 412 / vr 10/10 – ma 13/10", False),
        (BUNGALOW, "Geboekt: bungalow voor 4 personen, 10 t/m 13 oktober, met 4 linnenpakketten", True),
        (TICKETS, "Done! 2 tickets for Sunday, order #A-12", False),
        (TICKETS, "Done! 2 adult tickets and 2 child tickets for Sunday, order #A-12", True),
        (TICKETS, "Done: adults 2 · children 2 · Sunday", True),
        (SINGLE, "Booked: a table for 4 at 8pm", True),  # no value drawn twice: nothing to count
    ],
)
def test_a_value_drawn_twice_is_stated_twice(part: object, proof: str, holds: bool) -> None:
    assert repeats_stated(part, proof) is holds  # type: ignore[arg-type]


def test_one_four_does_not_book_the_bungalow_and_its_linen() -> None:
    check = StructuredGoalCheck([BUNGALOW], {}, None)
    transcript = [
        ("User", "graag een bungalow voor 4 pers van 10 tm 13 oktober, en 4 linnenpakketten erbij"),
        ("Assistant", "Voor 10–13 oktober heb ik een 4-persoons bungalow voor € 389."),
        ("User", "ok boek maar"),
        ("Assistant", "Je bungalow is geboekt! 🏡\n📅 vr 10/10 – ma 13/10\n👥 4 personen, bungalow 412\nNr. VP-88"),
    ]
    assert not check.decide(transcript).reached
