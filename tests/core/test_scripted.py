import random

import pytest

from tests.core.support import FALLBACK, FakePizzaBot, echo_bot, profile
from user_sim.core.engine import run_conversation
from user_sim.core.extraction import llm_extractor, scripted_extractor
from user_sim.core.plan import OutputSpec, plan_conversation
from user_sim.core.users.base import Dialogue
from user_sim.core.users.questions import answer
from user_sim.core.users.scripted import GOODBYE, ScriptedUser

VALUES = {"size": ["large"], "pizza": ["pepperoni"], "drink": ["cola"], "toppings": ["olives", "ham"]}
OPTIONS = {
    "size": ("small", "medium", "large"),
    "pizza": ("margherita", "pepperoni"),
    "drink": ("cola", "water"),
    "toppings": ("olives", "ham", "onions"),
}
FACTS = {"order_number": "B-35", "postcode": "10275"}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What size would you like: small, medium or large?", "Large, please."),
        ("Which pizza would you like?", "Pepperoni, please."),
        ("Any drinks?", "Cola, please."),
        ("Which toppings do you want?", "Olives, ham, please."),
        ("Which one would you like: margherita or pepperoni?", "Pepperoni, please."),
        ("What is your order number?", "My order number is B-35."),
        ("Could you give me your postcode?", "My postcode is 10275."),
        ("Shall I confirm the order?", "Yes, please."),
        ("Is that correct?", "Yes, please."),
        ("Would you like a dessert?", "No, thanks."),
    ],
)
def test_questions_are_answered_from_values_facts_or_yes_no(question, expected):
    found = answer(question, question, VALUES, FACTS, OPTIONS)
    assert found is not None and found.text == expected


@pytest.mark.parametrize("question", ["What would you like to order?", "Anything else?", "How can I help you?"])
def test_open_questions_are_left_to_the_next_goal(question):
    assert answer(question, question, VALUES, FACTS, OPTIONS) is None


def test_without_a_drink_variable_any_drinks_gets_no(tmp_path):
    values = {k: v for k, v in VALUES.items() if k != "drink"}
    assert answer("Any drinks?", "Any drinks?", values, {}, OPTIONS).text == "No, thanks."


def test_all_questions_puts_every_goal_in_the_first_message(tmp_path):
    plan = plan_conversation(profile(tmp_path, conversation={"interaction_style": ["all questions"]}), 0)
    first = ScriptedUser(plan, random.Random(0)).message(Dialogue(), None)
    assert all(goal.text[1:] in first for goal in plan.goals)


def test_opening_is_used_verbatim(tmp_path):
    plan = plan_conversation(profile(tmp_path, user={"opening": "Hi! Are you open?"}), 0)
    assert ScriptedUser(plan, random.Random(0)).message(Dialogue(), None) == "Hi! Are you open?"


def test_in_steps_mode_it_says_goodbye_once_then_leaves(tmp_path):
    plan = plan_conversation(profile(tmp_path, conversation={"goal_style": {"steps": 10}}), 0)
    record = run_conversation(plan, FakePizzaBot())
    assert record.end_reason == "user_left"
    assert record.turns[-1].user == GOODBYE
    assert sum(t.user == GOODBYE for t in record.turns) == 1


def test_it_gives_up_when_its_goals_are_never_answered(tmp_path):
    plan = plan_conversation(profile(tmp_path, conversation={"goal_style": {"all_answered": {"limit": 30}}}), 0)
    record = run_conversation(plan, echo_bot("We are open from 11:00 to 23:00."))
    assert record.end_reason == "user_left"
    assert len(record.turns) == 3 * len(plan.goals)


def test_after_three_fallbacks_it_changes_topic(tmp_path):
    plan = plan_conversation(profile(tmp_path), 0)
    record = run_conversation(plan, echo_bot(FALLBACK))
    texts = [t.user for t in record.turns]
    assert texts[3].startswith("Let's try something else.")
    assert plan.goals[0].text not in texts[3]


def test_a_goal_sentence_decides_goal_reached(tmp_path):
    loaded = profile(tmp_path, user={"goal": "The order of a {{pizza}} is confirmed with an order id"})
    record = run_conversation(plan_conversation(loaded, 0), FakePizzaBot())
    assert record.end_reason == "goal_reached"
    assert "confirmed" in record.turns[-1].assistant


def test_scripted_extractor_reads_declared_outputs():
    replies = [
        "So that's a large pepperoni, for $15.60. Shall I confirm the order?",
        "Your order is confirmed. Total: $15.60. Delivery time: 40 minutes at 19:30. "
        "Your order id is PZ-1A2B3C. Delivery date: 01/03/2025. Anything else?",
    ]
    fields = [
        OutputSpec("total", "float"),
        OutputSpec("delivery_time", "int"),
        OutputSpec("order_id", "string"),
        OutputSpec("delivery_date", "date"),
        OutputSpec("eta", "time"),
        OutputSpec("paid", "bool"),
        OutputSpec("total_price", "currency"),
        OutputSpec("missing_thing", "string"),
    ]
    from user_sim.config.catalog import load_catalog

    transcript = [("User", "Hello total: 99"), *[("Assistant", text) for text in replies]]
    values, problems = scripted_extractor(fields, transcript, None, load_catalog(None).types)
    assert values["total"] == 15.6 and values["delivery_time"] == 40 and values["order_id"] == "PZ-1A2B3C"
    assert values["delivery_date"] == "2025-03-01"
    assert values["total_price"] == {"value": 15.6, "currency": "$"}
    assert values["eta"] is None and values["paid"] is None and values["missing_thing"] is None
    assert problems == ["paid: the scripted extractor does not read type 'bool'"]


def test_scripted_extractor_reads_aliases_and_an_unknown_type_as_the_llm_extraction_does():
    """Validation accepts ``Int`` and SENSEI's ``type: telefono`` (read as text): the scripted reader must read them."""
    reply = "The desk phone is +34 910 555 017. Desk count: 3 desks. Opening time: 9 am. Staff list: Ana, Luis."
    fields = [
        OutputSpec("desk_phone", "telefono"),
        OutputSpec("desk_count", "Int"),
        OutputSpec("opening_time", "Time"),
        OutputSpec("staff_list", "List[string]"),
    ]
    values, problems = scripted_extractor(fields, [("Assistant", reply)], None, {})
    assert values == {"desk_phone": "+34 910 555 017", "desk_count": 3, "opening_time": "09:00:00", "staff_list": None}
    assert problems == ["staff_list: the scripted extractor does not read type 'list[string]'"]


def test_llm_extractor_makes_one_structured_call_and_casts_values():
    from user_sim.testing import FakeClient

    client = FakeClient([{"total": "3.50"}])
    values, problems = llm_extractor([OutputSpec("total", "float", "the total")], [("Assistant", "$3.50")], client)
    assert values == {"total": 3.5} and problems == []
    [call] = client.calls
    assert call.purpose == "extraction" and call.temperature == 0 and call.schema is not None


def test_the_whole_name_in_an_earlier_confirmation_beats_a_loose_word_in_a_later_reply():
    """Issue 13 defect 4: the menu's "Delivery takes 30 minutes" must not override the confirmed 40."""
    from user_sim.config.catalog import load_catalog

    replies = [
        "Your order is confirmed: a large pepperoni. Total: $15.30. Delivery time: 40 minutes. Anything else?",
        "Delivery takes 30 minutes (40 minutes for a large pizza). Our pizzas: margherita (small $8.00).",
    ]
    fields = [OutputSpec("delivery_time", "int", "the delivery time in minutes"), OutputSpec("price", "float")]
    transcript = [("Assistant", text) for text in replies]
    values, _ = scripted_extractor(fields, transcript, None, load_catalog(None).types)
    assert values == {"delivery_time": 40, "price": None}
