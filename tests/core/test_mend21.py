"""Round 21's mends: readings the fold widened, kept to their old reach through named subsets of the one table.

1. A yes qualified by *not directly* still answers (goal_yesno.unsure reads the plain *not* of
   goal_no_words.PLAIN_NOT before a verb of saying, and *dire*'s forms, not ``directly`` / ``direkter``): ``Yes, the
   hotel has parking, but not directly at the entrance``; ``I can't say``, ``non saprei dirle`` stay unsure.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
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
