"""A delivering sentence tied to its part: another part's go-ahead (goal_others), another verb of doing and an
action's own participle with no drawn value (goal_verbs, goal_ties).

Every sentence was written for these tests (a bike shop, a swimming club, a cooking school, a garden tool repair,
a party hire, a gym), in several languages; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_others import own_sentences
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences


def _delivered(goals: list[str], values: dict[str, list[str]], turns: list[str]) -> set[int]:
    """The parts the word test delivered after the conversation (``turns`` alternate user, chatbot)."""
    check = StructuredGoalCheck(decompose(goals, None, values), {}, None)
    transcript: list[tuple[str, str]] = []
    for i, text in enumerate(turns):
        transcript.append(("User" if i % 2 == 0 else "Assistant", text))
        if i % 2:
            check.decide(transcript)
    return set(check.delivered)


BIKE = (
    ["Book a pickup of your bike for {{day}}.", "Order a new {{item}} for the bike."],
    {"day": ["Friday"], "item": ["chain"]},
)
SWIM = (
    ["Iscrivi tuo figlio al corso di nuoto, turno {{turno}}.", "Paga la quota del {{periodo}}."],
    {"turno": ["2"], "periodo": ["primo trimestre"]},
)
COOK = (
    ["Reserva una mesa para el {{dia}}.", "Apúntate al taller de cocina del {{dia2}}."],
    {"dia": ["sábado"], "dia2": ["jueves"]},
)


@pytest.mark.parametrize(
    "goal, reply, delivered",
    [
        (BIKE, "Pickup booked for Friday, 9-12, ref BK-204. A new chain is £19, want me to order it?", {1}),
        (BIKE, "Pickup for Friday, ref BK-204. Shall I confirm the pickup and order the chain?", set()),
        (BIKE, "Shall I book the pickup for Friday and order the chain?", set()),
        (SWIM, "Luca è iscritto al corso di nuoto, turno 2. Desidera pagare adesso la quota?", {1}),
        (SWIM, "Il corso di nuoto, turno 2, ha ancora posto. Desidera che lo iscriva?", set()),
        (
            COOK,
            "Mesa reservada para el sábado a las 21:00. El taller de cocina del jueves tiene 3 plazas. ¿Te apunto?",
            {1},
        ),
        (COOK, "El sábado quedan mesas libres. El taller de cocina del jueves tiene 3 plazas. ¿Te apunto?", set()),
        (COOK, "Mesa reservada para el sábado a las 21:00. ¿Te la confirmo?", set()),  # its own go-ahead
    ],
)
def test_another_parts_go_ahead_does_not_keep_a_part_open(
    goal: tuple[list[str], dict[str, list[str]]], reply: str, delivered: set[int]
) -> None:
    goals, values = goal
    assert _delivered(goals, values, ["Hi, both please.", reply]) == delivered


def test_own_sentences_keeps_the_reply_whole_with_one_part() -> None:
    parts = decompose(["Book a pickup of your bike for {{day}}."], None, {"day": ["Friday"]})
    reply = sentences("Pickup booked for Friday. The chain is £19. Want me to order it?")
    assert own_sentences(parts[0], parts, reply) == reply


def test_own_sentences_drops_the_run_about_another_part_until_this_part_is_named_again() -> None:
    parts = decompose(BIKE[0], None, BIKE[1])
    reply = sentences("Pickup booked for Friday. The chain is £19. Want me to order it? Your pickup ref is BK-2.")
    assert own_sentences(parts[0], parts, reply) == [reply[0], reply[3]]
    assert own_sentences(parts[1], parts, reply) == reply[1:3]


MOWER = (
    ["Book the mower service for {{day}}.", "Order a replacement {{item}} for the mower."],
    {"day": ["Monday"], "item": ["blade"]},
)
NUOTO = (
    ["Prenota il tagliando per {{giorno}}.", "Iscrivi tuo figlio al corso di {{corso}} del sabato."],
    {"giorno": ["lunedì"], "corso": ["nuoto"]},
)


@pytest.mark.parametrize(
    "goal, reply, delivered",
    [
        (
            MOWER,
            "Mower service booked for Monday, job LM-2. The blade for your mower has been added to job LM-2.",
            {1, 2},
        ),
        (MOWER, "Mower service booked for Monday, job LM-2. The blade for your mower can be added to job LM-2.", {1}),
        (MOWER, "Mower service booked for Monday, job LM-2. Has the blade for your mower been added?", {1}),
        (NUOTO, "Tagliando prenotato per lunedì. Suo figlio è stato registrato al nuoto del sabato.", {1, 2}),
        (NUOTO, "Tagliando prenotato per lunedì. Suo figlio può essere registrato al nuoto del sabato.", {1}),
    ],
)
def test_a_deed_said_with_another_verb_ties_the_part(
    goal: tuple[list[str], dict[str, list[str]]], reply: str, delivered: set[int]
) -> None:
    goals, values = goal
    assert _delivered(goals, values, ["Hello.", reply]) == delivered


@pytest.mark.parametrize(
    "goal, reply, reached",
    [
        ("mijn abonnement van de zwemclub opzeggen", "Uw abonnement is opgezegd.", True),
        ("mijn abonnement van de zwemclub opzeggen", "Uw abonnement kunt u online opzeggen.", False),
        ("mijn abonnement van de zwemclub opzeggen", "Uw abonnement is niet opgezegd.", False),
        ("cancelar mi suscripción del gimnasio", "Tu suscripción ha sido cancelada.", True),
        ("cancelar mi suscripción del gimnasio", "¿Quieres que cancele tu suscripción?", False),
    ],
)
def test_an_action_with_no_value_is_tied_by_its_own_participle(goal: str, reply: str, reached: bool) -> None:
    assert reached_per_turn([goal], {}, {}, ["Hallo.", reply]) == [reached]
