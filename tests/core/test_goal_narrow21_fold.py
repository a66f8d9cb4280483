"""goal_retract reads the one no and apology tables (round 21): no list of its own beside them.

Its *no* said alone is :data:`user_sim.core.goal_yes_no_words.NO_ALONE` (a named part of ``NO_SAID``), its
reassurance's *no* is ``NO_WORDS`` with ``NO_MORE``, and its apologies are ``APOLOGY`` (a named part of ``SORRY``)
beside its own words of a slip (``wait``, ``oops``, ``Moment``). The readings stay as they were.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core import goal_retract
from user_sim.core.goal_no_words import APOLOGY, NO_MORE, NO_WORDS, SORRY
from user_sim.core.goal_yes_no_words import NO_ALONE, NO_SAID

GOAL = (
    "Book a table for {{n}} on {{day}}",
    {"n": ["4"], "day": ["Friday"]},
    {"n": ("4", "6"), "day": ("Friday", "Saturday")},
)


def _reached(reply: str, user: str = "A table for 4 on Friday please. Do you take cards?") -> bool:
    return reached_per_turn([GOAL[0]], GOAL[1], GOAL[2], [user, reply])[-1]


def test_the_retraction_reads_the_one_tables() -> None:
    assert NO_SAID.startswith(NO_ALONE) and APOLOGY in SORRY
    assert NO_ALONE in goal_retract._RETRACT.pattern and APOLOGY in goal_retract._RETRACT.pattern
    assert NO_WORDS in goal_retract._NO_WORRY and NO_MORE in goal_retract._NO_WORRY
    assert NO_ALONE in goal_retract._SORRY_NO.pattern


@pytest.mark.parametrize(
    "kept",
    [
        "Booked for 4 on Friday. Sorry, no, we don't take cards.",
        "Booked for 4 on Friday... no, no worries at all.",
        "Booked for 4 on Friday. Moment, nein, kein Problem.",
    ],
)
def test_a_no_that_takes_nothing_back(kept: str) -> None:
    assert _reached(kept)


@pytest.mark.parametrize(
    "retracted",
    [
        "Booked for 4 on Friday... sorry, no, Friday is full.",
        "Booked for 4 on Friday... wait, nope, I can't book Friday.",
        "Booked for 4 on Friday... désolée, non, vendredi est complet.",
        "Booked for 4 on Friday... maaf, tidak, Jumat sudah penuh.",
        "Booked for 4 on Friday. Leider nein, sie ist storniert.",
    ],
)
def test_a_no_that_takes_the_deed_back(retracted: str) -> None:
    assert not _reached(retracted)
