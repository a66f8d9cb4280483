"""Recall carried by the model (goal_recall): a part no rule recognises, put to the model under guards.

Every sentence was written for these tests (a meeting room called Aurora, a pizza), in eight languages; none
comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_check import OPTIONS, fake_client
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_recall import carries, guarded, is_conditional

ROOM = decompose(["reserve the {{room}} room"], None, {"room": ["Aurora"]})[0]
PIZZA = decompose(["order a {{size}} {{pizza}} pizza"], None, {"size": ["large"], "pizza": ["pepperoni"]})
UNRECOGNISED = [("User", "A large pepperoni, please."), ("Assistant", "Your large one is in the oven.")]
"""One drawn value of two, and no done word: no rule-passing candidate, so no model is asked by default."""


@pytest.mark.parametrize(
    "sentence",
    [
        "If you confirm, Aurora is yours.",
        "Si lo confirma, Aurora es suya.",
        "Si vous le souhaitez, Aurora est à vous.",
        "Falls gewünscht, gehört Aurora Ihnen.",
        "Se preferisce, Aurora è sua.",
        "Se preferir, a Aurora fica com você.",
        "Als je wilt, is Aurora van jou.",
        "Jika setuju, Aurora untuk Anda.",
        "Aurora is yours provided that the deposit arrives.",
    ],
)
def test_a_condition_is_recognised_in_eight_languages(sentence: str) -> None:
    assert is_conditional(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Sí, Aurora es suya.",
        "Se ha guardado Aurora a su nombre.",
        "Als eerste staat Aurora klaar.",
        "Aurora, c'est noté.",
    ],
)
def test_yes_a_pronoun_or_as_is_no_condition(sentence: str) -> None:
    assert not is_conditional(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Aurora is yours from 9 to 11.",
        "Aurora está a tu nombre.",
        "Aurora est pour vous demain matin.",
        "Aurora gehört morgen Ihnen.",
        "Aurora è sua per domani.",
        "A Aurora fica com você amanhã.",
        "Aurora staat op jouw naam.",
        "Aurora atas nama Anda besok.",
    ],
)
def test_a_plain_statement_with_the_value_passes_the_guards(sentence: str) -> None:
    assert guarded(ROOM, sentence, [sentence], OPTIONS, "sentence")


@pytest.mark.parametrize(
    "sentence",
    [
        "Aurora, right?",  # a question
        "¿Le guardo Aurora?",
        "I'll put Aurora aside.",  # a promise or future
        "Je vais bloquer Aurora.",
        "Ich werde Aurora eintragen.",
        "Aurora è disponibile domani.",  # an offer, availability
        "A Aurora está disponível amanhã.",
        "Aurora masih tersedia besok.",
        "Een medewerker belt u over Aurora.",  # a hand-off, callback, e-mail
        "Vous recevrez Aurora par e-mail.",
        "Aurora is helaas vol.",  # a negation
        "Aurora tidak bisa besok.",
        "Lo siento, Aurora está ocupada.",
        "Falls gewünscht, gehört Aurora Ihnen.",  # a condition
        "Se preferir, a Aurora fica com você.",
        "You can reserve Aurora online.",  # the part's verb offered to the user
        "Aurora at 9 or Borealis at 11.",  # alternatives
        "Aurora oder der kleine Saal, beides frei.",
        "Aurora, dinheiro ou cartão.",
        "Aurora om 9 uur of 11 uur.",
        "On Tuesday we have Aurora at 9.",  # what the chatbot has or can do
        "Tenemos Aurora el martes.",
        "Am Dienstag haben wir Aurora.",
        "Aurora op dinsdag kan.",
        "Kami punya Aurora hari Selasa.",
        "Aurora is looking good for Tuesday.",
        "Sobald das System wieder läuft, gehört Aurora Ihnen.",  # a time still to come
        "Zodra het systeem werkt, is Aurora van jou.",
    ],
)
def test_a_marker_of_not_doing_fails_the_guards(sentence: str) -> None:
    assert not guarded(ROOM, sentence, [sentence], OPTIONS, "sentence")


def test_a_quote_outside_the_latest_reply_or_without_the_value_fails() -> None:
    assert not guarded(ROOM, "Aurora is yours.", ["Anything else?"], OPTIONS, "sentence")
    assert not guarded(ROOM, "The room is yours.", ["The room is yours."], OPTIONS, "sentence")


def test_a_reply_that_still_asks_to_go_on_fails_the_guards() -> None:
    reply = ["Aurora is yours from 9 to 11.", "Shall I confirm?"]
    assert not guarded(ROOM, reply[0], reply, OPTIONS, "sentence")


def test_how_much_of_the_values_a_sentence_must_carry() -> None:
    one, other = "Your large one is in the oven.", "Pepperoni, as asked."
    assert not carries(PIZZA[0], one, [one, other], "sentence")
    assert carries(PIZZA[0], one, [one, other], "reply") and not carries(PIZZA[0], one, [one], "reply")
    assert carries(PIZZA[0], one, [one], "some")
    when = decompose(["ask when the {{item}} arrives"], None, {"item": ["parcel"]})[0]
    bare = decompose(["ask when it arrives"], None, {})[0]
    assert bare.asks == "time" and carries(bare, "Tuesday after 5 pm.", [], "sentence")
    assert not carries(bare, "Order 4412.", [], "sentence") and when.value_texts == ("parcel",)


def test_the_option_is_off_by_default_and_asks_no_model() -> None:
    client, _ = fake_client()  # any call would fail: the fake has no answer
    decision = StructuredGoalCheck(PIZZA, OPTIONS, client).decide(UNRECOGNISED)
    assert (decision.reached, decision.calls, decision.parts[0].finding) == (False, 0, "no_candidate")


def test_the_model_carries_a_part_no_rule_recognises_when_both_questions_say_yes() -> None:
    client, _ = fake_client({"parts": [{"part": 1, "sentence": 1}]}, {"parts": [{"part": 1, "done": True}]})
    decision = StructuredGoalCheck(PIZZA, OPTIONS, client, model_recall="some").decide(UNRECOGNISED)
    assert (decision.reached, decision.calls, decision.parts[0].by) == (True, 2, "confirmation")


def test_a_recalled_part_the_confirmation_rejects_stays_open() -> None:
    client, _ = fake_client({"parts": [{"part": 1, "sentence": 1}]}, {"parts": [{"part": 1, "done": False}]})
    decision = StructuredGoalCheck(PIZZA, OPTIONS, client, model_recall="some").decide(UNRECOGNISED)
    assert (decision.reached, decision.calls, decision.parts[0].finding) == (False, 2, "unconfirmed")


def test_a_recalled_quote_from_an_earlier_reply_is_not_trusted() -> None:
    check = StructuredGoalCheck(PIZZA, OPTIONS, fake_client()[0], model_recall="some")
    check.decide([("User", "Hi"), ("Assistant", "Welcome.")])
    client, _ = fake_client({"parts": [{"part": 1, "sentence": 1}]})  # cites "Welcome." of the first reply
    check.client = client
    decision = check.decide([("User", "Hi"), ("Assistant", "Welcome."), *UNRECOGNISED])
    assert (decision.reached, decision.calls, decision.parts[0].finding) == (False, 1, "unguarded")


@pytest.mark.parametrize(
    "sentence",
    ["We have booked Aurora for you.", "Abbiamo prenotato Aurora per lei.", "Wir haben Aurora für Sie reserviert."],
)
def test_what_the_chatbot_has_done_is_no_offer(sentence: str) -> None:
    assert guarded(ROOM, sentence, [sentence], OPTIONS, "sentence")
