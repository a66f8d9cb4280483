"""Extraction never invents: values not in the chatbot's words become null with a problem."""

from __future__ import annotations

import pytest

from user_sim.core.extraction_support import drop_unsupported, supported

TALK = [
    ("User", "My order is 12345? Deliver in 0 minutes please."),
    ("Assistant", "Your large pepperoni is confirmed: order B-35, total $12.00, ready at 7 pm on 5 December."),
]
SAID = TALK[1][1]


@pytest.mark.parametrize(
    "value", ["B-35", 12.0, 12, "12", "19:00", "2026-12-05", "Large Pepperoni", ["B-35", 12], {"id": "b-35"}, True]
)
def test_values_the_chatbot_said_are_supported(value: object) -> None:
    assert supported(value, SAID)


@pytest.mark.parametrize("value", ["12345", 0, 13.5, "20:00", "medium pepperoni pizza", ["B-35", "B-36"]])
def test_values_it_never_said_are_not(value: object) -> None:
    assert not supported(value, SAID)


def test_invented_values_become_null_with_a_problem_even_when_the_user_said_them() -> None:
    values, problems = drop_unsupported({"order_id": "12345", "delivery_time": 0, "total": 12.0}, TALK)
    assert values == {"order_id": None, "delivery_time": None, "total": 12.0}
    assert problems == [
        "order_id: unsupported value '12345' (not in the chatbot's messages); set to null",
        "delivery_time: unsupported value 0 (not in the chatbot's messages); set to null",
    ]


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ({"value": 12.0, "currency": "$"}, SAID),
        ({"value": 12.0, "currency": "USD"}, SAID),
        ({"value": 9.99, "currency": "€"}, "Total: 9,99 EUR."),
        ({"value": 9.99, "currency": "EUR"}, "That is 9,99 €."),
        ({"value": 20, "currency": "euros"}, "That makes 20 euros."),
        ({"value": 1, "currency": "euro"}, "A coffee is 1 euro."),
        ({"value": 12.0, "currency": "usd"}, SAID),
        ({"value": 5, "currency": "Dollar"}, "Five dollar bills, 5 in all."),
    ],
)
def test_a_currency_sub_field_is_supported_by_the_currency_the_chatbot_names(value: object, said: str) -> None:
    """SENSEI's `money` (our bundled `currency`) is {value, currency}: its '$' was never 'in the chatbot's words'."""
    assert supported(value, said)


@pytest.mark.parametrize("value", [{"value": 12.0, "currency": "€"}, {"value": 13.0, "currency": "$"}, "EUR"])
def test_another_currency_or_amount_is_not(value: object) -> None:
    assert not supported(value, SAID)
