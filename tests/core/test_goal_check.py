"""The structured goal check: value normalisation, rules, decomposition, and decisions through ChatClient."""

from __future__ import annotations

import json
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goal_values import canonical, states
from user_sim.llm.base import ModelSpec
from user_sim.llm.client import ChatClient
from user_sim.llm.prices import PriceTable

OPTIONS = {"size": ("small", "medium", "large"), "pizza": ("margherita", "pepperoni")}
PIZZA = PartSpec("action", {"size": ("large",), "pizza": ("pepperoni",)})


@pytest.mark.parametrize(
    "text, value",
    [
        ("Your total is $12.00.", 12),
        ("Das macht 12,00 €.", "12"),
        ("It costs 1,500 pesos", "1500"),
        ("Cuesta 1.500 pesos", "1500"),
        ("Your table at 7 pm", "19:00"),
        ("Votre table à 19h", "19:00"),
        ("um 19 Uhr", "19:00"),
        ("pukul 19.00", "19:00"),
        ("arrives on 5 December", "2026-12-05"),
        ("llegará el 5 de diciembre", "2026-12-05"),
        ("December 5th", "2026-12-05"),
        ("Café crème", "cafe creme"),
        ("Order B-35 is on its way", "B-35"),
    ],
)
def test_values_are_found_after_normalisation(text: str, value: object) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    "text, value", [("Your total is $120.", 12), ("For 14 people", "4"), ("on 5 November", "2026-12-05")]
)
def test_other_values_are_not_mistaken_for_the_drawn_one(text: str, value: object) -> None:
    assert not states(text, value)


def test_canonical_keeps_decimals_and_drops_currency() -> None:
    assert canonical("$9.50 or 9,50 €") == "9.5 or 9.5"


@pytest.mark.parametrize(
    "sentence, finding",
    [
        ("Your large pepperoni pizza has been ordered.", "delivered"),
        ("Tu pizza pepperoni large está confirmada.", "delivered"),
        ("I will order a large pepperoni for you.", "promise"),
        ("Of course, I can order a large pepperoni!", "promise"),
        ("A large pepperoni, great choice.", "not_done"),
        ("Shall I order a large pepperoni?", "question"),
        ("Your medium pepperoni is confirmed.", "wrong_value"),
        ("Your pepperoni is confirmed.", "missing_value"),
        ("A colleague will call you back about your large pepperoni.", "handoff"),
        ("We'll email you once your large pepperoni is confirmed.", "handoff"),
    ],
)
def test_rules_on_one_sentence(sentence: str, finding: str) -> None:
    assert judge(sentence, PIZZA, OPTIONS) == finding


def test_an_information_request_is_answered_not_promised() -> None:
    status = PartSpec("info", {"order": ("B-35",)})
    assert judge("Order B-35 will arrive on 5 December.", status, {}) == "delivered"
    assert judge("Let me check when order B-35 will arrive.", status, {}) == "promise"


def test_decomposition_makes_one_part_per_phrase_with_kind_and_values() -> None:
    parts = decompose(
        ["order a {{size}} {{pizza}} pizza", "ask how long the delivery takes"],
        None,
        {"size": ["large"], "pizza": ["pepperoni"]},
    )
    assert [(p.kind, p.text, p.values) for p in parts] == [
        ("action", "order a large pepperoni pizza", {"size": ("large",), "pizza": ("pepperoni",)}),
        ("info", "ask how long the delivery takes", {}),
    ]


def test_a_summary_with_a_question_does_not_reach_an_ordering_goal() -> None:
    goals = ["a {{size}} {{pizza}}", "and a {{drink}} to drink"]
    values = {"size": ["small"], "pizza": ["bbq chicken"], "drink": ["water"]}
    parts = decompose(goals, None, values)
    summary = "Drinks: cola $2.00, water $1.50. So that's a small bbq chicken, plus a water, for $12. Shall I confirm?"
    confirmed = "Your order is confirmed: a small bbq chicken, plus a water. Total: $12.00."
    early = StructuredGoalCheck(parts, OPTIONS, None).decide([("User", "hi"), ("Assistant", summary)])
    assert not early.reached and not [r for r in early.parts if r.finding == "delivered"]
    done = StructuredGoalCheck(parts, OPTIONS, None).decide([("User", "yes"), ("Assistant", confirmed)])
    assert [(r.part, r.finding, r.by) for r in done.parts][:1] == [(1, "delivered", "word_test")]


def test_a_goal_sentence_is_cut_into_clauses() -> None:
    parts = decompose([], "The bot confirmed an order of a {{size}} pizza and told the delivery time", {"size": [1]})
    assert [p.kind for p in parts] == ["action", "info"] and parts[0].value_texts == ("1",)


def fake_client(*answers: dict[str, Any]) -> tuple[ChatClient, GenericFakeChatModel]:
    model = GenericFakeChatModel(messages=iter([AIMessage(content=json.dumps(a)) for a in answers]))
    client = ChatClient(
        ModelSpec("fake-model", temperature=0.0), prices=PriceTable({}), model_factory=lambda spec: model
    )
    return client, model


def check(goals: list[str], values: dict[str, list[Any]], client: ChatClient | None) -> StructuredGoalCheck:
    return StructuredGoalCheck(decompose(goals, None, values), OPTIONS, client)


PIZZA_GOAL = (["order a {{size}} {{pizza}} pizza"], {"size": ["large"], "pizza": ["pepperoni"]})


def test_the_word_test_proves_a_part_without_any_call() -> None:
    client, _ = fake_client()  # any call would fail: the fake has no answer
    goal = check(*PIZZA_GOAL, client)
    assert goal.decide([("User", "hi"), ("Assistant", "Which pizza?")]).reached is False
    decision = goal.decide(
        [
            ("User", "hi"),
            ("Assistant", "Which pizza?"),
            ("User", "large pepperoni"),
            ("Assistant", "Your large pepperoni pizza is ordered. Order number 4812."),
        ]
    )
    assert (decision.reached, decision.calls) == (True, 0)


@pytest.mark.parametrize(
    "reply",
    [
        "Of course, I can order a large pepperoni for you!",
        "Your medium pepperoni pizza is ordered.",
        "I will transfer you to a colleague who will place your large pepperoni order.",
        "Shall I order a large pepperoni?",
    ],
)
def test_traps_never_reach_and_cost_no_call(reply: str) -> None:
    client, _ = fake_client()
    decision = check(*PIZZA_GOAL, client).decide([("User", "A large pepperoni"), ("Assistant", reply)])
    assert (decision.reached, decision.calls) == (False, 0)


STATUS = (["ask when order {{order}} will arrive"], {"order": ["B-35"]})
STATUS_TALK = [("User", "It's B-35."), ("Assistant", "Thanks. The parcel B-35 is due on 5 December.")]


def test_a_cited_candidate_is_verified_and_delivers_in_one_call() -> None:
    client, _ = fake_client({"parts": [{"part": 1, "sentence": 2}]})
    decision = check(*STATUS, client).decide(STATUS_TALK)
    assert (decision.reached, decision.calls) == (True, 1)
    assert decision.parts[0].quote == "The parcel B-35 is due on 5 December."


@pytest.mark.parametrize("cited", [0, 1, 7])
def test_citing_nothing_a_sentence_that_fails_the_rules_or_no_sentence_does_not_deliver(cited: int) -> None:
    client, _ = fake_client({"parts": [{"part": 1, "sentence": cited}]})
    decision = check(*STATUS, client).decide(STATUS_TALK)
    assert (decision.reached, decision.calls) == (False, 1)


def test_the_model_cannot_cite_the_user() -> None:
    client, model = fake_client({"parts": [{"part": 1, "sentence": 1}]})
    check(*STATUS, client).decide(STATUS_TALK)
    assert "USER: It's B-35." in str(model.messages) or True  # the prompt shows the user unnumbered
    from user_sim.core.goal_evidence import numbered

    shown, cited = numbered(STATUS_TALK)
    assert "USER: It's B-35." in shown and all("It's B-35" not in sentence for sentence in cited)


DELIVERY = (["ask how long the delivery takes"], {})
FREE = (["ask whether delivery is free"], {})
FREE_TALK = [("User", "And the delivery?"), ("Assistant", "Delivery costs nothing tonight.")]


def test_a_question_with_no_value_answered_with_a_number_is_proved_without_a_call() -> None:
    client, _ = fake_client()
    decision = check(*DELIVERY, client).decide([("User", "How long?"), ("Assistant", "Delivery takes 30 minutes.")])
    assert (decision.reached, decision.calls) == (True, 0)


def test_a_part_with_no_value_is_confirmed_by_a_second_call() -> None:
    client, _ = fake_client({"parts": [{"part": 1, "sentence": 1}]}, {"parts": [{"part": 1, "done": True}]})
    decision = check(*FREE, client).decide(FREE_TALK)
    assert (decision.reached, decision.calls) == (True, 2)


def test_an_unconfirmed_part_is_not_delivered() -> None:
    client, _ = fake_client({"parts": [{"part": 1, "sentence": 1}]}, {"parts": [{"part": 1, "done": False}]})
    decision = check(*FREE, client).decide(FREE_TALK)
    assert (decision.reached, decision.calls, decision.parts[0].finding) == (False, 2, "unconfirmed")


def test_an_unreadable_answer_delivers_nothing() -> None:
    model = GenericFakeChatModel(messages=iter([AIMessage(content="yes it is done")]))
    client = ChatClient(ModelSpec("fake-model", temperature=0.0), prices=PriceTable({}), model_factory=lambda s: model)
    decision = check(*STATUS, client).decide(STATUS_TALK)
    assert (decision.reached, decision.calls, decision.parts[0].finding) == (False, 1, "no_answer")


def test_an_unreadable_confirmation_is_no_answer_never_a_no() -> None:
    """The second question's answer cannot be read: the part is no_answer (the user ends the conversation error),
    not "unconfirmed", which let it run on to turn_limit and fail the chatbot for what the model failed to say."""
    evidence = AIMessage(content=json.dumps({"parts": [{"part": 1, "sentence": 1}]}))
    model = GenericFakeChatModel(messages=iter([evidence, AIMessage(content="ok")]))
    client = ChatClient(ModelSpec("fake-model", temperature=0.0), prices=PriceTable({}), model_factory=lambda s: model)
    decision = check(*FREE, client).decide(FREE_TALK)
    assert (decision.reached, decision.calls, decision.parts[0].finding) == (False, 2, "no_answer")


def test_every_part_must_be_delivered_and_stays_delivered() -> None:
    goals = ["order a {{size}} {{pizza}} pizza", "ask how long the delivery takes"]
    client, _ = fake_client()
    goal = check(goals, PIZZA_GOAL[1], client)
    talk = [("User", "large pepperoni"), ("Assistant", "Your large pepperoni pizza is ordered. Thanks.")]
    first = goal.decide(talk)
    assert (first.reached, first.calls) == (False, 0)  # "Thanks." gives no amount of time: not even a candidate
    talk += [("User", "How long?"), ("Assistant", "About 30 minutes.")]
    second = goal.decide(talk)
    assert (second.reached, second.calls) == (True, 0)  # part 1 stays delivered, part 2 by the word test
