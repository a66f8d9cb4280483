"""A value's leading article fused with a preposition is optional (core/goal_values.py, round 9).

Sentences written for these tests; each positive beside a twin that names another flavour or style.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Gâteau chocolat-noisette (8 parts) – commandé", "au chocolat", True),
        ("Gâteau à la vanille – commandé", "au chocolat", False),
        ("Due pizze carbonara in arrivo", "alla carbonara", True),
        ("Due pizze margherita in arrivo", "alla carbonara", False),
        ("Tres tacos pastor, listos", "al pastor", True),
        ("Tres tacos de pollo, listos", "al pastor", False),
        ("Tarte citron réservée pour samedi", "au citron", True),
        ("Tarte aux pommes réservée pour samedi", "au citron", False),
    ],
)
def test_a_fused_article_before_a_value_is_optional(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said
