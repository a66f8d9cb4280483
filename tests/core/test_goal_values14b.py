"""Values said in a form the readers missed (round 14, English, Spanish, Portuguese, Indonesian).

Three readings: a number word hyphened to its noun (``a two-hour party`` is 2 hours, so ``two hours``, ``dos horas``,
``2 jam`` state it), a value's preposition followed by a phrase of its own with the same preposition (``growler de
inox de 1 litro`` states ``growler de 1 litro``), and a number of dozens said as so many dozens (``10 dúzias`` states
the ``10`` of "encomendar 10 dúzias", as well as 120). Every sentence was written for these tests (a clown, a
bakery, a brewery, a quail farm…); none comes from the labelled sets under bench/. Each positive has its
wrong-value or not-done twin.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_values import canonical, states


def _reached(goal: str, values: dict, options: dict, reply: str, user: str = "ok") -> bool:
    """The word test (no model) after one user message and the chatbot's ``reply``."""
    return reached_per_turn([goal], values, {k: tuple(v) for k, v in options.items()}, [user, reply])[-1]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bubbles is yours: two hours of giggles guaranteed", "two-hour"),
        ("Your slot lasts 2 hours.", "two-hour"),
        ("Reservamos dos horas de animación.", "two-hour"),
        ("Reservamos duas horas de festa.", "two-hour"),
        ("Badut sudah dipesan untuk 2 jam.", "two-hour"),
        ("A one-hour lesson is booked.", "1 hour"),
        ("You have a three-night stay from Friday.", "3 nights"),
        ("Booked: a twenty-minute massage.", "20 minutes"),
    ],
)
def test_a_number_word_hyphened_to_its_noun_is_its_number(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bubbles is yours: three hours of giggles guaranteed", "two-hour"),
        ("Reservamos tres horas de animación.", "two-hour"),
        ("Badut sudah dipesan untuk 90 menit.", "two-hour"),
        ("A two-hour lesson is booked.", "1 hour"),
        ("You have a two-night stay from Friday.", "3 nights"),
    ],
)
def test_another_number_hyphened_to_the_noun_states_no_drawn_value(text: str, value: str) -> None:
    assert not states(text, value)


def test_a_hyphen_to_another_word_is_no_number() -> None:
    assert canonical("a one-off fee for a two-way radio") == "a one off fee for a two way radio"
    assert canonical("a one-hour class") == "a 1 hr class"


_CLOWN = "Book a clown for a {{duration}} party on {{date}}."
_CLOWN_VALUES = {"duration": ["two-hour"], "date": ["June 14"]}
_CLOWN_OPTIONS = {"duration": ["one-hour", "two-hour", "90-minute"], "date": ["June 14", "June 21"]}


def test_a_booking_with_the_hours_said_as_a_plural_delivers_the_hyphened_duration() -> None:
    reply = "Booked! Bubbles the clown is confirmed for June 14, 2:00-4:00pm, two hours of fun."
    assert _reached(_CLOWN, _CLOWN_VALUES, _CLOWN_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Booked! Bubbles the clown is confirmed for June 14, 2:00-3:00pm, one hour of fun.",
        "Shall I book Bubbles the clown for June 14, two hours of fun?",
        "I'll book Bubbles the clown for June 14, two hours of fun, once the deposit is in.",
        "Bubbles the clown is free on June 14 for two hours.",
    ],
)
def test_the_hours_said_as_a_plural_do_not_deliver_another_length_or_an_undone_booking(reply: str) -> None:
    assert not _reached(_CLOWN, _CLOWN_VALUES, _CLOWN_OPTIONS, reply)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Growler de inox de 1 litro separado no seu nome", "growler de 1 litro"),
        ("Te guardamos la tarta de chocolate de 2 kg.", "tarta de 2 kg"),
        ("Bolo de cenoura de 2 kg reservado.", "bolo de 2 kg"),
        ("Certificato di avvenuta distruzione inviato.", "certificato di distruzione"),
    ],
)
def test_a_phrase_with_the_values_own_preposition_may_come_between(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Growler de inox de 2 litros separado no seu nome", "growler de 1 litro"),
        ("Te guardamos la tarta de chocolate de 3 kg.", "tarta de 2 kg"),
        ("Bolo de cenoura com cobertura de 2 kg reservado.", "bolo de 2 kg"),
        ("Kit de iniciante de 1 litro separado.", "growler de 1 litro"),
    ],
)
def test_the_inserted_phrase_carries_no_other_value(text: str, value: str) -> None:
    assert not states(text, value)


_GROWLER = "Pedir que separem um {{item}} para levar para casa no fim do curso."
_GROWLER_VALUES = {"item": ["growler de 1 litro"]}
_GROWLER_OPTIONS = {"item": ["growler de 1 litro", "growler de 2 litros", "kit de iniciante"]}


def test_a_set_aside_item_with_a_material_phrase_delivers_the_drawn_item() -> None:
    reply = "Pronto! Growler de inox de 1 litro separado no seu nome, é só retirar no fim do curso."
    assert _reached(_GROWLER, _GROWLER_VALUES, _GROWLER_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Pronto! Growler de inox de 2 litros separado no seu nome, é só retirar no fim do curso.",
        "Quer que eu separe um growler de inox de 1 litro no seu nome?",
        "Vou separar um growler de inox de 1 litro no seu nome amanhã.",
        "Temos growler de inox de 1 litro por R$ 120.",
    ],
)
def test_the_material_phrase_does_not_deliver_another_size_or_an_undone_request(reply: str) -> None:
    assert not _reached(_GROWLER, _GROWLER_VALUES, _GROWLER_OPTIONS, reply)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Pedido fechado: 10 dúzias de ovos de codorna.", "10"),
        ("Pedido fechado: dez dúzias de ovos de codorna.", "10"),
        ("Pedido listo: dos docenas de huevos camperos.", "2"),
        ("Order placed: 3 dozen bagels for Friday.", "3"),
        ("Pesanan sudah dicatat: 4 lusin donat.", "4"),
        ("Order placed: 3 dozen bagels for Friday.", "36"),
    ],
)
def test_a_number_of_dozens_is_stated_by_so_many_dozens(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Pedido fechado: 5 dúzias de ovos de codorna.", "10"),
        ("Pedido listo: tres docenas de huevos camperos.", "2"),
        ("Order placed: a dozen bagels for Friday.", "1"),
        ("Pesanan sudah dicatat: 2 lusin donat.", "4"),
    ],
)
def test_another_number_of_dozens_states_no_drawn_number(text: str, value: str) -> None:
    assert not states(text, value)


_EGGS = "Encomendar {{dozens}} dúzias de ovos de codorna."
_EGGS_VALUES = {"dozens": ["10"]}
_EGGS_OPTIONS = {"dozens": ["5", "10", "20"]}


def test_an_order_of_so_many_dozens_delivers_the_drawn_number() -> None:
    reply = "Pedido confirmado: 10 dúzias de ovos de codorna, R$ 65,00, pedido #OV-221."
    assert _reached(_EGGS, _EGGS_VALUES, _EGGS_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Pedido confirmado: 20 dúzias de ovos de codorna, R$ 130,00, pedido #OV-221.",
        "Posso fechar o pedido de 10 dúzias de ovos de codorna?",
        "Temos 10 dúzias de ovos de codorna por R$ 65,00.",
        "Vou registrar as 10 dúzias de ovos de codorna assim que o estoque chegar.",
    ],
)
def test_so_many_dozens_do_not_deliver_another_number_or_an_undone_order(reply: str) -> None:
    assert not _reached(_EGGS, _EGGS_VALUES, _EGGS_OPTIONS, reply)
