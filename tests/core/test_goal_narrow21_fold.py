"""goal_retract reads the one no and apology tables (round 21): no list of its own beside them.

Its *no* said alone is :data:`user_sim.core.goal_yes_no_words.NO_ALONE` (a named part of ``NO_SAID``), its
reassurance's *no* is ``NO_WORDS`` with ``NO_MORE``, and its apologies are ``APOLOGY`` (a named part of ``SORRY``)
beside its own words of a slip (``wait``, ``oops``, ``Moment``). The readings stay as they were.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn

GOAL = (
    "Book a table for {{n}} on {{day}}",
    {"n": ["4"], "day": ["Friday"]},
    {"n": ("4", "6"), "day": ("Friday", "Saturday")},
)


def _reached(reply: str, user: str = "A table for 4 on Friday please. Do you take cards?") -> bool:
    return reached_per_turn([GOAL[0]], GOAL[1], GOAL[2], [user, reply])[-1]


@pytest.mark.parametrize(
    "retracted",
    [  # each apology of goal_no_words.APOLOGY before a no said alone
        "Booked for 4 on Friday... sorry, no, Friday is full.",
        "Booked for 4 on Friday... lo siento, no, el viernes está completo.",
        "Booked for 4 on Friday... désolée, non, vendredi est complet.",
        "Booked for 4 on Friday... maaf, tidak, Jumat sudah penuh.",
    ],
)
def test_each_apology_before_a_no_takes_the_deed_back(retracted: str) -> None:
    assert not _reached(retracted)


@pytest.mark.parametrize("no", ["no", "nope", "non", "nein", "nee", "não", "tidak", "bukan"])
def test_each_no_said_alone_takes_the_deed_back(no: str) -> None:  # goal_yes_no_words.NO_ALONE, in the slip
    assert not _reached(f"Booked for 4 on Friday... sorry, {no}, Friday is full.")
    assert not _reached(f"Booked for 4 on Friday. Moment, {no}, Saturday.")  # a slip word, no regret
    assert _reached(f"Booked for 4 on Friday. Sorry, {no}, we don't take cards.")


@pytest.mark.parametrize(
    "regretted",
    [  # a regret (SORRY) and each no said alone (NO_ALONE), then the deed cancelled
        "Unfortunately no, it was cancelled.",
        "Sadly nope, it was cancelled.",
        "Malheureusement non, elle est annulée.",
        "Leider nein, sie ist storniert.",
        "Helaas nee, die is geannuleerd.",
        "Infelizmente não, foi cancelada.",
        "Sayangnya tidak, sudah dibatalkan.",
        "Sayangnya bukan, sudah dibatalkan.",
    ],
)
def test_a_regretted_no_then_the_deed_cancelled(regretted: str) -> None:
    assert not _reached(f"Booked for 4 on Friday. {regretted}")


@pytest.mark.parametrize(
    "reassured",
    [  # the no of a reassurance: goal_no_words.NO_WORDS (kein, geen, tidak) and NO_MORE (nessun, sem)
        "Moment, nein, kein Problem.",
        "Sorry, no, geen probleem.",
        "Maaf, tidak, tidak masalah.",
        "Scusi, no, nessun problema.",
        "Desculpe, não, sem problema.",
    ],
)
def test_a_no_of_a_reassurance_takes_nothing_back(reassured: str) -> None:
    assert _reached(f"Booked for 4 on Friday. {reassured}")


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
