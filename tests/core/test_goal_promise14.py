"""Done statements the rules misread as a promise: a thing going to a place, a test bench, ``I've`` + participle.

Every sentence was written for these tests (mugs, a dyno test bench, hired chairs); none comes from the labelled
sets under bench/. Each positive sits beside its twin that must stay not done: the same deed in the future, still to
be checked, the user's own choice, what the shop only has.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_done import is_done
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_perfect import is_perfect
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_status import settles_later
from user_sim.core.goal_tense import is_future


def found(goal: str, values: dict[str, list[str]], options: dict[str, tuple[str, ...]], reply: str) -> str:
    """The finding of the first sentence of ``reply`` for the goal's only part."""
    part = decompose([goal], None, values)[0]
    said = sentences(reply)
    return finding(said[0], part, options, "", said)


MUGS = ("Order {{count}} mugs with your logo.", {"count": ["3"]}, {"count": ("3", "2")})


@pytest.mark.parametrize(
    "reply",
    [
        "Fixed — order #MG-310 now has 3 mugs going to your office, new total $36.",
        "Sorted: order #MG-310 has 3 mugs heading to 14 Elm Street.",
    ],
)
def test_what_goes_to_a_place_is_no_future(reply: str) -> None:
    goal, values, options = MUGS
    assert found(goal, values, options, reply) == "delivered"


@pytest.mark.parametrize(
    "reply",
    [
        "Order #MG-310: 3 mugs are going to be sent to your office once you approve the proof.",
        "I'm going to order 3 mugs for your office, reference #MG-310.",
        "We're going to ship 3 mugs to your office, order #MG-310.",
    ],
)
def test_going_to_before_a_verb_stays_the_future(reply: str) -> None:
    goal, values, options = MUGS
    assert found(goal, values, options, reply) != "delivered"


@pytest.mark.parametrize(
    ("motion", "future"),
    [
        ("Three mugs going to your office.", "Three mugs going to arrive at your office."),
        ("Tres tazas que van a tu oficina.", "Tres tazas que van a llegar a tu oficina."),
        ("Trois tasses qui vont à votre bureau.", "Trois tasses qui vont arriver à votre bureau."),
        ("Três canecas que vão para o seu escritório.", "Três canecas que vão chegar ao seu escritório."),
    ],
)
def test_a_verb_of_going_is_the_future_only_before_a_verb(motion: str, future: str) -> None:
    assert not is_future(motion)
    assert is_future(future)


BENCH = ("Buche einen Termin auf dem Leistungsprüfstand am {{datum}}.", {"datum": ["6. Juni"]}, {"datum": ("6. Juni",)})


def test_a_test_bench_named_beside_the_booking_is_no_check_ahead() -> None:
    goal, values, options = BENCH
    reply = "Für den 6. Juni hab ich Sie fest eingetragen: Prüfstand um 9:30 Uhr, bitte vollgetankt kommen."
    assert found(goal, values, options, reply) == "delivered"


@pytest.mark.parametrize(
    "reply",
    [
        "Für den 6. Juni hab ich Sie eingetragen, ich prüfe aber noch, ob der Prüfstand frei ist.",
        "Für den 6. Juni hab ich Sie vorgemerkt: die Werkstatt prüft noch die Auslastung.",
    ],
)
def test_a_check_still_ahead_beside_the_booking_holds_it_back(reply: str) -> None:
    goal, values, options = BENCH
    assert found(goal, values, options, reply) != "delivered"


@pytest.mark.parametrize(
    ("clause", "ahead"),
    [
        ("Prüfstand um 9:30 Uhr", False),
        ("die Prüfstelle ist im Hof", False),
        ("ich prüfe das noch", True),
        ("wir prüfen die Verfügbarkeit", True),
        ("nach Prüfung der Unterlagen", True),
    ],
)
def test_only_the_verb_of_checking_leaves_a_check_ahead(clause: str, ahead: bool) -> None:
    assert settles_later(clause) is ahead


PLATES = ("Hire {{count}} dinner plates for {{day}}.", {"count": ["80"], "day": ["Saturday"]})
PLATE_OPTIONS = {"count": ("80", "60"), "day": ("Saturday", "Sunday")}


@pytest.mark.parametrize(
    "reply",
    [
        "I've corrected order TR-55 to 80 dinner plates for Saturday.",
        "We've extended your hire to 80 dinner plates for Saturday.",
        "You've been added to the hire list: 80 dinner plates for Saturday.",
    ],
)
def test_a_contracted_perfect_is_done(reply: str) -> None:
    goal, values = PLATES
    assert found(goal, values, PLATE_OPTIONS, reply) == "delivered"


@pytest.mark.parametrize(
    "reply",
    [
        "We've got 80 dinner plates for Saturday.",
        "You've chosen 80 dinner plates for Saturday.",
        "I'll correct the hire to 80 dinner plates for Saturday.",
        "I've checked and we have 80 dinner plates for Saturday.",
        "I've prepared a quote for 80 dinner plates for Saturday.",
        "We've put together a quote: 80 dinner plates for Saturday, £56.",
        "I have drafted an order for 80 dinner plates for Saturday.",
    ],
)
def test_what_the_shop_has_the_user_chose_is_looked_up_or_promised_is_not_done(reply: str) -> None:
    goal, values = PLATES
    assert found(goal, values, PLATE_OPTIONS, reply) != "delivered"


@pytest.mark.parametrize(
    ("text", "perfect"),
    [
        ("I've corrected the order.", True),
        ("They've extended the rental.", True),
        ("We've got two left.", False),
        ("You've selected two.", False),
        ("I've checked the calendar.", False),
        ("We have prepared a quote.", False),
    ],
)
def test_the_contracted_auxiliary_of_the_doer(text: str, perfect: bool) -> None:
    assert is_perfect(text) is perfect


def test_going_to_a_place_does_not_hide_a_done_word() -> None:
    assert is_done("Booked, and the voucher is going to your inbox.")
    assert not is_done("Booked? The voucher is going to be sent once you pay.")
