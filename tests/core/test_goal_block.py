"""A confirmation whose values are spread over one reply (goal_block), and the contradiction guard.

Every sentence was written for these tests (a yoga studio, a bike shop, a florist, a ferry, a bakery…), in
several languages; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_check import fake_client
from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_recall import guarded
from user_sim.core.goal_sentences import sentences

YOGA = decompose(["book a yoga class for {{n}} people on {{day}} at {{time}}"], None, {
    "n": ["3"], "day": ["Saturday"], "time": ["11:00"]})  # fmt: skip
YOGA_OPTIONS = {"n": ("1", "2", "3", "4"), "day": ("Friday", "Saturday", "Sunday"), "time": ("09:00", "11:00", "17:30")}
BREAD = decompose(["commander une miche de {{poids}} à retirer le {{date}}"], None, {
    "poids": ["800 g"], "date": ["14 mars"]})  # fmt: skip
BREAD_OPTIONS = {"poids": ("400 g", "800 g", "1 kg"), "date": ("13 mars", "14 mars", "15 mars")}
BIKE = decompose(
    ["eine Inspektion für mein {{rad}} am {{tag}} buchen"], None, {"rad": ["Lastenrad"], "tag": ["Mittwoch"]}
)
BIKE_OPTIONS = {"rad": ("Rennrad", "Lastenrad", "E-Bike"), "tag": ("Dienstag", "Mittwoch", "Donnerstag")}


def _block(part_set: tuple, reply: str, options: dict, user: str = "") -> str | None:
    return confirmation_block(part_set[0], part_set, sentences(reply), options, user)


@pytest.mark.parametrize(
    "reply",
    [
        "Booked ✅\n- Saturday 11:00\n- 3 people",
        "Hi Mia!\nAll set:\n- Saturday, 11:00\n- 3 people\nSee you on the mat.",
        "Your yoga class is booked. Saturday at 11 am, for 3 people. Bring a towel!",
    ],
)
def test_a_done_line_and_its_values_in_sibling_lines_deliver(reply: str) -> None:
    block = _block(YOGA, reply, YOGA_OPTIONS)
    assert block is not None and "11" in block


def test_a_value_in_the_previous_sentence_of_the_same_reply_is_found() -> None:
    reply = "Votre miche de 800 g est au nom de Léa. Le retrait est noté pour le 14 mars, dès 8h."
    assert _block(BREAD, reply, BREAD_OPTIONS) is not None


def test_german_and_dutch_list_confirmations() -> None:
    reply = "Erledigt!\nRad: Lastenrad\nTermin: Mittwoch ab 9 Uhr"
    assert _block(BIKE, reply, BIKE_OPTIONS) is not None
    boot = decompose(["een overtocht boeken voor {{n}} personen op {{dag}}"], None, {"n": ["2"], "dag": ["vrijdag"]})
    options = {"n": ("1", "2", "3"), "dag": ("donderdag", "vrijdag")}
    assert _block(boot, "Geboekt!\nVrijdag om 08:15.\nAantal: 2 personen.", options) is not None


@pytest.mark.parametrize(
    ("reply", "why"),
    [
        ("Booked ✅\n- Saturday 11:00\n- 3 people\n- Check-in at 10:40", "another clock time in another line"),
        ("Booked ✅\n- Saturday 11:00\n- 3 people\nSunday is full, sorry.", "another weekday"),
        ("Booked ✅\n- Saturday 11:00\n- 3 people (2 mats left for a 4th)", "another option of the count"),
        ("Booked ✅\n- Saturday\n- 3 people", "the time is never given: partial"),
        ("Booked ✅\n- Saturday 11:00 or 17:30\n- 3 people", "an alternative"),
        ("Noted!\n- Saturday 11:00\n- 3 people\nShall I confirm it?", "the reply still asks to go on"),
        ("Noted!\n- Saturday 11:00\n- 3 people\nI'll confirm it once you pay.", "a promise in the reply"),
        ("Saved ✅\n- Saturday 11:00\n- 3 people\nA colleague will call you back.", "a hand-off"),
        ("Your account is created.\nWe have Saturday 11:00 for 3 people.", "the values are offered"),
        ("Booked ✅\nIf you pay today: Saturday 11:00, 3 people.", "a condition"),
        ("The class isn't booked.\n- Saturday 11:00\n- 3 people", "a negated done sentence"),
        ("Saturday 11:00, 3 people: is that right?", "no done sentence"),
    ],
)
def test_the_block_refuses(reply: str, why: str) -> None:
    assert _block(YOGA, reply, YOGA_OPTIONS) is None, why


def test_a_wrong_weight_or_date_elsewhere_in_the_reply_refuses() -> None:
    reply = "C'est noté pour le 14 mars. Votre miche de 800 g. Il ne reste que 1 kg de seigle."
    assert _block(BREAD, reply, BREAD_OPTIONS) is None
    reply = "Votre miche de 800 g est au nom de Léa. C'est noté. Le retrait : 14 mars. Le 15 mars, fermé."
    assert _block(BREAD, reply, BREAD_OPTIONS) is None
    reply = "C'est noté pour le 14 mars. Votre miche de 800 g. La veille, le 13 mars, nous fermons à 18h."
    assert _block(BREAD, reply, BREAD_OPTIONS) is not None  # the date is the done sentence's own: not borrowed
    reply = "Le retrait est noté pour le 14 mars. Votre miche de 800 g, ou de 1200 g si vous préférez."
    assert _block(BREAD, reply, BREAD_OPTIONS) is None


def test_a_check_still_to_make_gives_no_value() -> None:
    reply = "Booked ✅ Saturday at 11:00. For 3 people I need to check if the big room is free."
    assert _block(YOGA, reply, YOGA_OPTIONS) is None
    reply = "C'est noté pour le 14 mars. Pour la miche de 800 g, je dois vérifier s'il en reste une."
    assert _block(BREAD, reply, BREAD_OPTIONS) is None


def test_the_users_words_never_supply_a_value() -> None:
    user = "3 people on Saturday at 11:00 please"
    assert _block(YOGA, "Booked ✅ See you then!", YOGA_OPTIONS, user) is None


def test_with_two_actions_the_done_sentence_must_name_the_part() -> None:
    goal = decompose(
        ["book a yoga class for {{n}} people on {{day}}", "order a {{mat}} mat"],
        None,
        {"n": ["3"], "day": ["Saturday"], "mat": ["cork"]},
    )
    options = {"n": ("1", "2", "3"), "day": ("Saturday", "Sunday"), "mat": ("cork", "rubber")}
    reply = sentences("Mat ordered ✅\n- cork\n- Saturday\n- 3 people")
    assert confirmation_block(goal[0], goal, reply, options, "") is None
    reply = sentences("Class booked ✅\n- Saturday\n- 3 people")
    assert confirmation_block(goal[0], goal, reply, options, "") is not None
    reply = sentences("Booked for you, class and cork mat ✅\n- Saturday\n- 3 people")  # which action?
    assert confirmation_block(goal[0], goal, reply, options, "") is None


def test_the_structured_check_proves_the_block_with_no_call() -> None:
    check = StructuredGoalCheck(YOGA, YOGA_OPTIONS, fake_client()[0])
    decision = check.decide(
        [("User", "Yoga for 3 on Saturday, 11?"), ("Assistant", "Booked ✅\n- Saturday 11:00\n- 3 people")]
    )
    assert decision.reached and decision.calls == 0
    assert decision.parts[0].quote == "Booked / Saturday 11:00 / 3 people"


@pytest.mark.parametrize(
    ("name", "value", "reply", "expected"),
    [
        ("time", "11:00", ["Booked for 11:00-12:15."], False),  # the end of its slot
        ("time", "11:00", ["Booked from 11:00 to 12:15."], False),
        ("time", "11:00", ["Booked.", "Doors open at 10:30."], True),
        ("time", "17:30", ["Half past five it is."], False),  # read both ways: 05:30 and 17:30
        ("day", "Saturday", ["Saturday it is, the Saturdays class."], False),
        ("day", "Saturday", ["Saturday it is.", "We are closed on Monday."], True),
        ("poids", "800 g", ["Miche de 800 g.", "Les 400 g sont épuisées."], True),
        ("poids", "800 g", ["Miche de 800 g, 12 €."], False),
        ("date", "14 mars", ["Le 14 mars.", "Fermé le 15 mars."], True),
        ("n", "3", ["For 3.", "Max 4 per mat."], True),
    ],
)
def test_contradicted(name: str, value: str, reply: list[str], expected: bool) -> None:
    options = {**YOGA_OPTIONS, **BREAD_OPTIONS}
    assert contradicted(name, value, reply, options, [value]) is expected


def test_an_option_inside_the_drawn_value_is_no_contradiction() -> None:
    options = {"flavour": ("cheese", "chocolate cheese", "peanut")}
    assert not contradicted("flavour", "chocolate cheese", ["Chocolate cheese, large."], options, ["chocolate cheese"])
    assert contradicted("flavour", "chocolate cheese", ["Chocolate cheese.", "Peanut is out."], options, [])


def test_the_guard_makes_model_recall_refuse_a_replaced_value() -> None:
    show = decompose(
        ["buy {{n}} tickets for {{day}} at {{time}}"], None, {"n": ["2"], "day": ["Sunday"], "time": ["15:30"]}
    )[0]
    options = {"n": ("1", "2", "3"), "day": ("Saturday", "Sunday"), "time": ("14:00", "15:30")}
    reply = ["Your tickets are in.", "Sunday, 14:00, 2 seats."]
    assert not guarded(show, reply[1], reply, options, "some")
    reply = ["Your tickets are in.", "Sunday, 2 seats."]
    assert guarded(show, reply[1], reply, options, "some")
