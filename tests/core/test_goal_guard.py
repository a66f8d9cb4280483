"""Guards before the model (core/goal_guard.py): candidates the structured check refuses to put to the model.

Every sentence was written for these tests (a kennel, a bike repair, a print shop, a dentist, a ski school, a
storage unit); none comes from the labelled sets under bench/.
"""

from __future__ import annotations

from typing import Any

import pytest

from user_sim.core.goal_check import CANDIDATE, StructuredGoalCheck
from user_sim.core.goal_finding import finding
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences
from user_sim.testing import FakeClient

KENNEL = (["book a kennel stay for {{day}}"], {"day": ["the 9th of May"]})
STAMPS = (["order {{count}} rubber stamps"], {"count": ["200"]})
OPENING = (["ask when the storage unit opens on weekends"], {})


def _candidate(goal: tuple[list[str], dict[str, list[str]]], reply: str) -> tuple[Any, str, list[str]]:
    part = decompose(goal[0], None, goal[1])[0]
    said = sentences(reply)
    found = [s for s in said if finding(s, part, {}, "", said) in CANDIDATE]
    assert found, "the sentence must be a rule candidate, or the guard is not what is tested"
    return part, found[0], said


@pytest.mark.parametrize(
    "goal, reply",
    [
        (KENNEL, "Sure, the 9th of May should be fine for your dog."),
        (KENNEL, "Der 9th of May sollte kein Problem sein."),
        (KENNEL, "El the 9th of May debería funcionar sin problema."),
        (KENNEL, "Le the 9th of May devrait convenir."),
        (KENNEL, "Il the 9th of May dovrebbe andare bene."),
        (KENNEL, "the 9th of May zou geen probleem moeten zijn."),
        (KENNEL, "the 9th of May seharusnya bisa."),
        (KENNEL, "I see your request for the 9th of May. Our front desk team will call you to finish it."),
        (KENNEL, "Ich sehe den Wunsch für the 9th of May. Ich habe ihn an das Team weitergegeben."),
        (KENNEL, "Vejo o pedido para the 9th of May. O caso foi encaminhado à recepção."),
        (STAMPS, "Hello! Yes: 200 rubber stamps cost 90 euros, payable on pickup."),
        (STAMPS, "Oi! Sim: a impressão de 200 carimbos custa R$ 300."),
        (STAMPS, "Hallo! 200 Stempel kosten 80 Euro."),
        (KENNEL, "A kennel stay on the 9th of May, 3 nights, 75 euros. Shall I book it?"),
        (STAMPS, "200 Stempel, Schrift Arial, zusammen 80 Euro. Soll ich das so bestellen?"),
    ],
)
def test_a_candidate_that_cannot_deliver_is_not_put_to_the_model(goal: Any, reply: str) -> None:
    part, sentence, said = _candidate(goal, reply)
    assert not may_ask(part, sentence, said)


@pytest.mark.parametrize(
    "goal, reply",
    [
        (KENNEL, "Great: one kennel stay, the 9th of May, ticket K-77."),
        (KENNEL, "Perfecto: estancia para the 9th of May, referencia K-77."),
        (STAMPS, "Order 200 rubber stamps, ref P-31."),
        (OPENING, "On weekends the storage unit opens at 8 am."),
    ],
)
def test_a_candidate_the_rules_cannot_settle_still_goes_to_the_model(goal: Any, reply: str) -> None:
    part, sentence, said = _candidate(goal, reply)
    assert may_ask(part, sentence, said)


def test_an_answer_must_be_of_the_asked_kind_and_about_the_part() -> None:
    part = decompose(["ask when the next dentist appointment is"], None, {})[0]
    assert not may_ask(part, "Your filling was logged, ticket D-12; the lab aims to reply within 48 hours.", [])
    assert not may_ask(part, "The next dentist appointment is with Dr Silva.", [])
    assert may_ask(part, "The next dentist appointment is on 3 June.", [])


def _client() -> FakeClient:
    def respond(call: Any) -> dict[str, Any]:
        if "Goal parts:" in call.messages[-1].content:
            return {"parts": [{"part": 1, "sentence": 1}]}
        return {"parts": [{"part": 1, "done": True}]}

    return FakeClient(respond=respond)


def test_a_refused_candidate_costs_no_call_and_delivers_nothing() -> None:
    client = _client()
    check = StructuredGoalCheck(decompose(KENNEL[0], None, KENNEL[1]), {}, client)
    decision = check.decide([("User", "the 9th of May?"), ("Assistant", "the 9th of May should be no problem at all.")])
    assert (decision.reached, decision.calls, client.count("goal_check")) == (False, 0, 0)
    assert decision.parts[0].finding == "refused"


def test_an_ambiguous_candidate_is_still_asked_and_a_yes_delivers_it() -> None:
    client = _client()
    check = StructuredGoalCheck(decompose(KENNEL[0], None, KENNEL[1]), {}, client)
    decision = check.decide([("User", "the 9th of May?"), ("Assistant", "Great: kennel stay, the 9th of May.")])
    assert (decision.reached, decision.calls) == (True, 2)


def test_a_quote_the_guard_refuses_is_not_verified() -> None:
    client = _client()  # cites sentence 1 (refused) though sentence 2 is the one put to the model
    check = StructuredGoalCheck(decompose(KENNEL[0], None, KENNEL[1]), {}, client)
    reply = "the 9th of May should work. Great: kennel stay, the 9th of May."
    decision = check.decide([("User", "the 9th of May?"), ("Assistant", reply)])
    assert (decision.reached, decision.parts[0].finding) == (False, "refused")
