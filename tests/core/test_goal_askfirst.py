"""A goal phrase that asks first and acts second is two parts; a drawn duration is stated by a slot as long.

Sentences written for these tests.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goal_values import states

_VALUES = {"model": ["K2"], "size": ["M"]}


@pytest.mark.parametrize(
    ("phrase", "question", "action"),
    [
        ("Ask how long the warranty is and buy the {{model}}", "Ask how long the warranty is", "buy the K2"),
        ("Pergunte qual é o prazo para troca e compre o body {{model}}", "Pergunte qual é o prazo", "compre o body K2"),
        ("Pregunta si hay parking y reserva una mesa", "Pregunta si hay parking", "reserva una mesa"),
        ("Demande le délai de livraison et commande la lampe {{model}}", "Demande le délai", "commande la lampe K2"),
        ("Frag, wie lange die Garantie gilt, und kauf den {{model}}", "Frag, wie lange", "kauf den K2"),
        ("Chiedi quanto costa e prenota il tavolo", "Chiedi quanto costa", "prenota il tavolo"),
        ("Tanyakan apakah bisa dicuci, lalu beli {{model}} ukuran {{size}}", "Tanyakan apakah", "beli K2 ukuran M"),
        ("Tanya berapa lama garansinya dan pesan {{model}}", "Tanya berapa lama", "pesan K2"),
        ("Vraag hoe lang de garantie is en bestel de {{model}}", "Vraag hoe lang", "bestel de K2"),
        ("find out when the shop opens and then book a fitting", "find out when the shop opens", "book a fitting"),
    ],
)
def test_a_phrase_that_asks_first_and_acts_second_is_two_parts(phrase: str, question: str, action: str) -> None:
    parts = decompose([phrase], None, _VALUES)
    assert [p.kind for p in parts] == ["info", "action"]
    assert parts[0].text.startswith(question) and parts[1].text == action


@pytest.mark.parametrize(
    "phrase",
    [
        "ask whether the cake and the candles are included",
        "pregunta el precio del café y del bolo",
        "demande si le casque et les gants sont fournis",
        "frag, ob Helm und Handschuhe dabei sind",
        "vraag of de helm en de handschoenen erbij zitten",
        "ask whether they deliver and install the washer",  # "install" is no deed of the user's goal
        "buy the {{model}} and a case",  # does not ask first: one action
        "Tanyakan apakah {{model}} boleh dicuci, lalu beli 2",  # the question names a drawn value
        "ask whether the {{model}} fits and buy it",
    ],
)
def test_an_and_inside_the_question_or_with_no_deed_after_it_is_no_cut(phrase: str) -> None:
    assert len(decompose([phrase], None, _VALUES)) == 1


def test_the_question_part_alone_does_not_reach_the_goal_nor_does_a_purchase_offered() -> None:
    parts = decompose(
        ["Pergunte qual é o prazo para troca e compre o body {{model}} no tamanho {{size}}"], None, _VALUES
    )
    check = StructuredGoalCheck(parts, {}, None)
    transcript = [("User", "vcs trocam? qual o prazo?")]
    transcript.append(("Assistant", "Trocamos sim: você tem até 30 dias após o recebimento para trocar."))
    transcript += [("User", "quero o body K2 tamanho M")]
    transcript.append(("Assistant", "Temos o Body K2 no M por R$ 49,90. Posso finalizar a compra?"))
    assert not check.decide(list(transcript)).reached
    transcript += [("User", "sim"), ("Assistant", "Compra finalizada: Body K2 • M — R$ 49,90, pedido #BB-20611.")]
    assert check.decide(list(transcript)).reached


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Tafel 3 is gereserveerd voor za 11:00–12:00.", "1 uur", True),
        ("Tafel 3 is gereserveerd voor za 11:00–13:00.", "1 uur", False),
        ("Tafel 3 is gereserveerd voor za 11:00–13:00.", "2 uur", True),
        ("Tafel 3 is gereserveerd voor za 11:00–12:00.", "een uur", True),
        ("Jet ski booked: Sunday 12:00–13:00.", "an hour", True),
        ("Jet ski booked: Sunday 12:00–12:30.", "an hour", False),
        ("Court réservé samedi 10:00–11:00.", "une heure", True),
        ("Platz gebucht, Samstag 10:00–11:00.", "eine Stunde", True),
        ("Platz gebucht, Samstag 10:00.", "eine Stunde", False),
        ("Campo prenotato, sabato 10:00–11:00.", "un'ora", True),
    ],
)
def test_a_duration_said_as_a_time_range(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


def test_a_range_of_another_length_is_a_wrong_value() -> None:
    spec = PartSpec("action", {"duration": ("1 uur",)})
    options = {"duration": ("1 uur", "2 uur")}
    assert judge("Tafel 3 is gereserveerd voor za 11:00–13:00.", spec, options) == "wrong_value"
    assert judge("Tafel 3 is gereserveerd voor za 11:00–12:00.", spec, options) == "delivered"
