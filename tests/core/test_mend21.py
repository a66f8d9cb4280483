"""Round 21's mends: readings the fold widened, kept to their old reach through named subsets of the one table.

1. A yes qualified by *not directly* still answers (goal_yesno.unsure reads the plain *not* of
   goal_no_words.PLAIN_NOT before a verb of saying, and *dire*'s forms, not ``directly`` / ``direkter``): ``Yes, the
   hotel has parking, but not directly at the entrance``; ``I can't say``, ``non saprei dirle`` stay unsure.
2. A request to confirm opens with an imperative of confirming (goal_words.CONFIRM_NOW), no bare stem: ``Bestätigen
   Sie kurz und alles ist gebucht`` is still to confirm, ``Bestätig kurz …`` and ``Konfirm dan …`` are no request
   of that form; *never* (``nie``, ``niemals``, ``jamais``, ``nooit``, of goal_no_words.NOT_WORDS) negates a slot
   of hours (goal_shorthand._NO_SLOT): ``studio b, donderdag 15:00–17:00 lukt nooit`` states no two hours.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_confirm_first import CONFIRM_FIRST
from user_sim.core.goal_shorthand import counted_hours_slots
from user_sim.core.goal_values import canonical
from user_sim.core.goal_yesno import unsure

# 1. A yes qualified by *not directly* answers; not knowing still does not.

_EN = "Ask whether the hotel has parking"
_ES = "Pregunta si el hotel tiene aparcamiento"
_DE = "Frag, ob das Hotel einen Parkplatz hat"
_IT = "Chiedi se l'hotel ha un parcheggio"
_NL = "Vraag of het hotel parkeergelegenheid heeft"
_PT = "Pergunte se o hotel tem estacionamento"
_ID = "Tanyakan apakah hotel punya parkir"

QUALIFIED_YES = [
    (_EN, "Yes, the hotel has parking, but not directly at the entrance."),
    (_EN, "Yes, the hotel has parking, though never directly at the door."),
    (_ES, "Sí, el hotel tiene aparcamiento, pero nunca directamente en la puerta."),
    (_DE, "Ja, das Hotel hat einen Parkplatz, aber kein direkter Zugang zum Eingang."),
    (_DE, "Ja, das Hotel hat einen Parkplatz, aber nie direkt am Eingang."),
]
UNSURE_TWINS = [
    (_EN, "Yes, the hotel has parking, but I can't say where exactly."),
    (_EN, "The hotel has parking, I think, but no information on the spaces."),
    (_ES, "Sí, el hotel tiene aparcamiento, pero no sabría decirle dónde."),
    (_DE, "Ja, das Hotel hat einen Parkplatz, aber genau kann ich das nicht sagen."),
    (_DE, "Ja, einen Parkplatz, aber dazu habe ich keine Informationen."),
    (_IT, "Sì, l'hotel ha un parcheggio, ma non saprei dirle se è libero."),
    (_IT, "Sì, il parcheggio c'è, ma non posso dirti di più."),
    (_NL, "Ja, het hotel heeft parkeergelegenheid, maar dat kan ik niet zeggen."),
    (_PT, "Sim, o hotel tem estacionamento, mas não tenho informação sobre vagas."),
    (_PT, "Sim, o hotel tem estacionamento, mas não sei dizer onde."),
    (_ID, "Iya, hotel punya parkir, tapi saya tidak bisa memastikan."),
]


@pytest.mark.parametrize(("goal", "reply"), QUALIFIED_YES)
def test_a_yes_qualified_by_not_directly_answers(goal: str, reply: str) -> None:
    assert reached_per_turn([goal], {}, {}, ["Hi", reply]) == [True]


@pytest.mark.parametrize(("goal", "reply"), UNSURE_TWINS)
def test_not_knowing_beside_a_yes_answers_nothing(goal: str, reply: str) -> None:
    assert reached_per_turn([goal], {}, {}, ["Hi", reply]) == [False]


def test_directly_is_no_verb_of_saying() -> None:
    assert not unsure("yes, but not directly at the entrance")
    assert not unsure("ja, aber nicht direkt am eingang")
    assert unsure("non posso dirle nulla")
    assert unsure("no sabria decirle")


# 2. Confirm first: only an imperative; never negates a slot of hours.


@pytest.mark.parametrize(
    ("said", "asks"),
    [
        ("bestatigen sie kurz und alles ist gebucht.", True),
        ("bitte bevestig en het is geboekt.", True),
        ("confirma y queda reservada.", True),
        ("confirmez et c'est reserve.", True),
        ("conferma e il tavolo e prenotato.", True),
        ("bestatig kurz und alles ist gebucht.", False),
        ("konfirm dan pesanan beres.", False),
        ("konfirmasi pesanan sudah masuk.", False),
        ("confirmed: table for 4.", False),
        ("confermato e prenotato.", False),
    ],
)
def test_confirm_first_is_an_imperative(said: str, asks: bool) -> None:
    assert (re.match(CONFIRM_FIRST, said) is not None) == asks


_STUDIO = "boek studio b voor 2 uur"


@pytest.mark.parametrize(
    "said",
    [
        "studio b, donderdag 15:00–17:00 lukt nooit",
        "der raum am donnerstag 15:00–17:00 geht nie",
        "der raum wird niemals 15:00–17:00 gebucht",
        "le studio jamais reserve 15:00–17:00",
    ],
)
def test_never_states_no_slot_of_hours(said: str) -> None:
    assert counted_hours_slots(canonical("studio b geboekt, donderdag 15:00–17:00"), "2", _STUDIO)
    assert counted_hours_slots(canonical(said), "2", _STUDIO) == []
