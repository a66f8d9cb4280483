"""A Spanish or Portuguese request to confirm is no deed, though it spells the French participle without its accent.

``Confirme, por favor`` and ``Confirme o horário`` ask the user; ``confirmé`` / ``réservé`` (French) and their
Spanish pasts (``Reservé``) say it is done. Each request sits beside the done sentence it could be mistaken for, and
a conversation whose last reply only asks for the confirmation does not reach the goal.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_settle import _decide
from user_sim.core.goal_done import is_done

PAIRS = [
    (
        "es",
        "Mesa para 4 el viernes a las 20:00. Confirme, por favor.",
        "Mesa para 4 el viernes a las 20:00: confirmada.",
    ),
    ("es", "Confirme la hora, por favor.", "Hora confirmada: 20:00."),
    ("pt", "Confirme o horário, por favor.", "Horário confirmado: 20h."),
    ("pt", "Por favor, confirme.", "Confirmado!"),
    ("es", "Reserve aquí su mesa.", "Reservé tu mesa para el viernes."),
    ("fr", "Confirme, por favor.", "Votre rendez-vous est confirmé."),
    ("fr", "Reserve o quarto agora.", "Réservé ! Table pour 4 vendredi."),
]


@pytest.mark.parametrize(("lang", "asked", "done"), PAIRS, ids=[f"{lang}-{i}" for i, (lang, _, _) in enumerate(PAIRS)])
def test_a_request_to_confirm_is_not_done_and_its_done_twin_is(lang: str, asked: str, done: str) -> None:
    assert not is_done(asked), (lang, asked)
    assert is_done(done), (lang, done)


GOAL = (["Reserva una mesa para {{n}} personas el viernes a las 20:00."], {"n": ["4"]})
OPTIONS = {"n": ("2", "4")}


def test_a_reply_that_asks_the_user_to_confirm_does_not_reach_the_goal() -> None:
    turns = [("Mesa para 4 el viernes a las 20:00.", "Mesa para 4 el viernes a las 20:00. Confirme, por favor.")]
    assert not _decide(GOAL, OPTIONS, turns)


def test_the_same_reply_said_done_reaches_it() -> None:
    turns = [("Mesa para 4 el viernes a las 20:00.", "Reserva confirmada: mesa para 4 el viernes a las 20:00.")]
    assert _decide(GOAL, OPTIONS, turns)
