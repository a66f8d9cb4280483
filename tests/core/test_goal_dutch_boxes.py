"""Dutch ``dozen`` is boxes (the plural of ``doos``): ``6 dozen tegels`` are six, not 72; English dozens still count."""

from __future__ import annotations

import pytest

from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ik heb de bestelling aangepast naar 6 dozen Cementlook Grijs 60x60.", "zes"),
        ("Er staan 3 dozen koffiecups voor je klaar bij de balie.", "3"),
        ("We baked 2 dozen cookies for your party.", "24"),  # English: so many dozens
        ("Ik heb een dozijn eieren voor je klaargezet.", "12"),  # the Dutch dozen
        ("Ho preparato due dozzine di uova per lei.", "24"),
    ],
)
def test_boxes_and_dozens_count_as_said(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ik heb de bestelling aangepast naar 6 dozen Cementlook Grijs 60x60.", "vier"),  # another count
        ("Ik heb de bestelling aangepast naar 6 dozen Cementlook Grijs 60x60.", "72"),  # boxes, not dozens
        ("Er staan 3 dozen koffiecups voor je klaar bij de balie.", "36"),
        ("We baked 2 dozen cookies for your party.", "3"),  # a drawn number of dozens is stated by "2 dozen"
        ("Ho preparato due dozzine di uova per lei.", "12"),  # (goal_numbers.states_dozens), 24 is; 3 and 12 not
    ],
)
def test_another_count_does_not(text: str, value: str) -> None:
    assert not states(text, value)
