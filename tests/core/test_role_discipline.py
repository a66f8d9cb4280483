"""Role discipline: echoes, role flips, persona drift and leaked markup are redrafted once, never sent."""

from __future__ import annotations

import pytest

from tests.core.support import echo_bot, engine_client, llm_profile
from user_sim.core.engine import run_conversation
from user_sim.core.plan import plan_conversation
from user_sim.core.users.llm_user import RETRY_SEED_STEP, reseeded
from user_sim.core.users.redraft import REDRAFT_TEMPERATURE, customer_moves, redraft_temperature
from user_sim.core.users.role_discipline import corrected, violation
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.client import ChatClient
from user_sim.reports.outcome import outcome_of

BOT = "Hi! Welcome to Fake Pizza. What size would you like: small, medium or large?"


@pytest.mark.parametrize(
    "draft, found",
    [
        ("<chatbot_reply>Hi! Welcome to Fake Pizza.</chatbot_reply>", "leaked_markup"),
        ("[Simulator note: write again] A large one.", "leaked_markup"),
        ("As an AI language model, I cannot order pizza.", "persona_drift"),
        ("How can I help you today?", "role_flip"),
        ("A large margherita. I'll confirm the order for you right now.", "role_flip"),
        ("Assistant: sure, large it is", "role_flip"),
        ("¿En qué puedo ayudarte?", "role_flip"),
        ("Hi there! I'm here to help. What would you like to order?", "role_flip"),  # Qwen2.5-1.5B, bench
        ("Great choice! What can I get you to drink?", "role_flip"),
        ("The small margherita costs $9.00. Would you like to order that?", "role_flip"),  # sent in the bench
        ("Would you like any toppings?", "role_flip"),
        ("Shall I confirm the order for you?", "role_flip"),
        # the 1.5B user's drafts in the retry bench of 2026-12-02
        ("I apologize if that was confusing. If there's anything else I can help with, just let me know.", "role_flip"),
        ("Sorry. Could you please clarify what you would like to order?", "role_flip"),
        ("I'm happy to help with anything else.", "role_flip"),
        ("Is there anything else you can help me with?", None),
        ("Can you clarify what you mean by bbq?", None),
        ("Got it! I'll confirm the order.", None),  # the customer saying yes to "Shall I confirm the order?"
        ("Great, I'll process your order now.", "role_flip"),
        ("Would you like my address? It is 12 Baker Street.", None),
        ("Hi! Welcome to Fake Pizza. What size would you like: small, medium or large?", "echo"),
        ("What size would you like", "echo"),
        ("A large one, please.", None),
        ("Large. And what drinks do you have?", None),
        ("I would like a large pizza, what toppings would you like to suggest for a small family?", None),
    ],
)
def test_each_kind_is_detected_and_a_real_answer_is_not(draft: str, found: str | None) -> None:
    assert violation(draft, [BOT]) == found


FALLBACK = "Sorry, I didn't understand that."


@pytest.mark.parametrize(
    "draft, found",
    [
        # the shop's questions and choices, put to the customer
        ("Sure thing. Do you want it small, medium, or large?", "role_flip"),
        ("Okay! Would you prefer a thin or a thick crust?", "role_flip"),
        ("Which drink would you like with that?", "role_flip"),
        ("Lovely. What kind of topping do you want?", "role_flip"),
        ("Before we go on, can I take your address?", "role_flip"),
        ("Glad you asked! Do you have any more questions for me?", "role_flip"),
        ("Hmm, could you rephrase your request? I'll be glad to help.", "role_flip"),
        # the shop's prices stated by the seller
        ("Your total is $17.25, delivered in about 40 minutes.", "role_flip"),
        ("That'll be $11 for the pepperoni.", "role_flip"),
        ("Small is $8.50, medium $10.50 and large $13.", "role_flip"),
        ("A medium veggie pizza costs $12.00. Anything to drink?", "role_flip"),
        # the shop speaking as "we"
        ("We have margherita, four cheese and a veggie pizza.", "role_flip"),
        ("We're open every day until eleven.", "role_flip"),
        ("Take a look at our menu first!", "role_flip"),
        # the 1.5B user's drafts the detector let through in the retry bench of 2026-12-02
        ("That sounds good. Let me know if you'd like to know the price of a small margherita.", "role_flip"),
        ("If you would like a medium margherita, the price is $10.", "role_flip"),
        ("That's interesting! Thanks for letting me know! Is there anything else you need to know?", "role_flip"),
        ("No worries, I'll try to be clearer. What was the order you were trying to place?", "role_flip"),
        (
            "There are several drinks available, but you can ask for specific recommendations if you'd like.",
            "role_flip",
        ),
        ("I'm sorry if I didn't understand. Could you please let me know what you would like to order?", "role_flip"),
        ("No problem at all! If you have any other questions, feel free to ask. Goodbye!", "role_flip"),
        ("Which pizza size would you like? We have small, medium and large.", "role_flip"),
        ("No other items. Thank you for ordering at Pizza Demo.", "role_flip"),  # sent in today's second run
        ("Thanks, I'm ordering from home tonight.", None),
        ("We have a large family, so a large pizza please.", None),
        ("Let me know if I need to pay at the door.", None),
        ("If you'd like, I can come and pick it up.", None),
        ("If you'd like to call me, my number is 555 0100.", None),
        ("Feel free to contact me on this number if the driver gets lost.", None),
        ("Are there any drinks available?", None),
        # the shop confirming the customer's order (the 1.5B user wrote the first one in the stop-9 bench)
        ("Your order is confirmed: a small pepperoni with extra cheese and a cola.", "role_flip"),
        ("Great, your pizza will be delivered in 30 minutes.", "role_flip"),
        ("Perfect! Your table is booked for eight.", "role_flip"),
        ("Your large pepperoni pizza has been placed, thanks.", "role_flip"),
        ("Is my order confirmed?", None),
        ("So my pizza will be delivered at eight?", None),
        ("Your pizza is great, but can I add olives?", None),
        # the chatbot's fallback copied back
        ("Sorry, I didn't understand that. Could you say it again?", "echo"),
        # what a customer says stays
        ("A large one, please.", None),
        ("Is the large $12?", None),
        ("Is the large one $12.50 and the medium $10.50?", None),
        ("So the whole thing comes to $15.40?", None),
        ("Ok, the large is $12, I'll take it.", None),
        ("It's for a birthday. The twins are 7.", None),
        ("I only have $20 on me. Can I get the $12 one?", None),
        ("Which size do you recommend for two people?", None),
        ("Would you like my address or my phone number first?", None),
        ("We'd like two pizzas for the kids and a cola.", None),
        ("We have a party of four tonight, what would you suggest?", None),
        ("Sorry, what did you mean by that?", None),
        ("Do you have any other drinks besides cola?", None),
        ("Could you rephrase that? I got lost.", None),
        ("Medium or large, I'm not sure yet. What's the difference in price?", None),
    ],
)
def test_the_shops_voice_and_its_fallback_are_caught_and_a_customer_is_not(draft: str, found: str | None) -> None:
    assert violation(draft, [BOT, "Margherita costs $9.", FALLBACK]) == found


def run(tmp_path, texts, bot_text="What size would you like: small, medium or large?"):
    client = engine_client(texts, goal_after=None)
    bot = echo_bot(bot_text)
    plan = plan_conversation(llm_profile(tmp_path, goal_style={"steps": 2}), 0)
    record = run_conversation(plan, bot, client_factory=lambda spec: client)
    return record, [turn.user for turn in record.turns], client  # a turn's user message is what was sent


def test_a_bad_draft_is_redrafted_once_with_a_note_and_never_sent(tmp_path):
    record, sent, client = run(tmp_path, ["I'd like a pizza.", "What size would you like", "Large, please."])
    assert sent == ["I'd like a pizza.", "Large, please."]
    assert record.end_reason == "steps_done" and record.role_violations == {"echo": 1}
    draft, redraft = [call for call in client.calls if call.purpose == "user"][-2:]
    note = redraft.messages[-1].content
    assert note.startswith("What size would you like: small, medium or large?\n[Simulator note: your last draft")
    assert "not sent: it repeated the chatbot's words. You are the customer and the chatbot has just asked" in note
    assert "Answer it as the customer, with your own choice" in note  # the chatbot asked: answer it
    # the redraft is sampled cooler than the profile's 0.7 (measured: bench/README.md, retry6), the draft is not
    assert (draft.temperature, redraft.temperature) == (0.7, REDRAFT_TEMPERATURE) and REDRAFT_TEMPERATURE < 0.7


def test_after_a_confirmation_the_redraft_offers_thanks_what_is_missing_or_leaving(tmp_path):
    confirmed = "Your order is confirmed: a large pepperoni. Total: $15.30. Your order id is PZ-1A2B3C."
    texts = ["A large pepperoni.", "Your order is confirmed: a small margherita.", "Thanks! And a cola, please."]
    record, sent, client = run(tmp_path, texts, bot_text=confirmed)
    assert sent == ["A large pepperoni.", "Thanks! And a cola, please."] and record.role_violations == {"role_flip": 1}
    note = [call for call in client.calls if call.purpose == "user"][-1].messages[-1].content
    assert note.endswith(
        "not sent: it was written as the chatbot, not as you. You are the customer and the chatbot has just confirmed "
        "your order. Answer it as the customer: thank it, ask for what is still missing, or, if nothing is, write "
        "<<END>> alone.]"
    )


@pytest.mark.parametrize(
    "last, move",
    [
        ("Your order is confirmed: a small hawaiian. Total: $9.00.", "has just confirmed your order"),
        ("Great, your table has been booked for eight.", "has just confirmed your order"),
        ("Sorry, I didn't understand that.", "did not understand you. Say again"),
        ("So that's a large pepperoni, for $15.30. Shall I confirm the order?", "has just asked you a question"),
        ("Which drink would you like? ", "has just asked you a question"),
        ("We are open every day from 11:00 to 23:00.", "has just told you something"),
        ("", "has just told you something"),
    ],
)
def test_the_redrafts_moves_are_named_by_the_chatbots_last_message(last: str, move: str) -> None:
    assert move in customer_moves(last)
    note = corrected([ChatMessage("user", last)], "role_flip", True, last)[-1].content
    assert (
        note == f"{last}\n[Simulator note: your last draft was not sent: it was written as the chatbot, not as "
        f"you. You are the customer and {customer_moves(last)}]"
    )


def test_the_redraft_is_never_sampled_hotter_than_the_profile() -> None:
    assert redraft_temperature(0.8) == REDRAFT_TEMPERATURE == 0.3
    assert redraft_temperature(0.1) == 0.1 and redraft_temperature(0) == 0


def test_the_first_messages_redraft_does_not_offer_to_leave():
    note = corrected([ChatMessage("user", "Hi! Welcome.")], "role_flip", can_leave=False)[-1].content
    assert note.startswith("Hi! Welcome.\n[Simulator note: your last draft was not sent") and "<<END>>" not in note


def test_two_bad_drafts_in_a_row_end_the_conversation_as_broken_role(tmp_path):
    record, sent, _ = run(tmp_path, ["I'd like a pizza.", "How can I help you today?", "<chatbot_reply>x"])
    assert sent == ["I'd like a pizza."]
    assert record.end_reason == "user_broke_role" and outcome_of(record) == "error"
    assert record.role_violations == {"role_flip": 1, "leaked_markup": 1}
    assert "broke role twice (leaked_markup)" in (record.error or "")


def test_the_redraft_samples_with_another_reproducible_seed():
    seeded = ChatClient(ModelSpec("m"), seed=11)
    assert reseeded(seeded).seed == 11 + RETRY_SEED_STEP and seeded.seed == 11
    unseeded = ChatClient(ModelSpec("m"))
    assert reseeded(unseeded) is unseeded
    fake = engine_client([])
    assert reseeded(fake) is fake  # type: ignore[arg-type]


def test_quoting_the_chatbot_to_complain_is_not_an_echo_but_repeating_it_is() -> None:
    from user_sim.core.users.role_discipline import violation

    fallback = ["I'm sorry, I did not get that one."]
    complaint = 'What do you mean by "I\'m sorry, I did not get that one"? I asked for the hours.'
    assert violation(complaint, fallback) is None
    assert violation("You keep saying “I'm sorry, I did not get that one”. Are you open on Sunday?", fallback) is None
    assert violation("I'm sorry, I did not get that one. Are you open on Sunday?", fallback) == "echo"


def test_thanking_the_customer_for_choosing_the_shop_is_the_shop_speaking() -> None:
    from user_sim.core.users.role_discipline import violation

    said = ["Anything else?"]
    assert violation("That's all. Thanks for choosing us, see you soon!", said) == "role_flip"
    assert violation("Thank you for your order, it will be ready soon.", said) == "role_flip"
    assert violation("That's all, thank you for the quick help!", said) is None
    assert violation("Thanks for your help, I'll choose you again.", said) is None


def test_an_assistants_refusal_is_persona_drift_but_a_customers_cannot_is_not() -> None:
    from user_sim.core.users.role_discipline import violation

    said = ["Any drinks?"]
    assert violation("I'm sorry, but I cannot assist with this.", said) == "persona_drift"
    assert violation("Apologies, I am unable to help you with that.", said) == "persona_drift"
    assert violation("I can't help with that, I lost the receipt. Can you find it by my name?", said) is None
    assert violation("Sorry, I can't come at noon. Is two o'clock free?", said) is None
