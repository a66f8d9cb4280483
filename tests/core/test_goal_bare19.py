"""A bare yes before a sentence about another thing the user asked answers no yes/no question (held-out #19).

``Hi, I'd like three jars … delivered. Also, do they need to go in the fridge?`` — ``Sure! Three jars … come to
$23.85. What address?``: the *Sure!* takes on the order; the fridge question is still open (a premature stop of
held-out #19, fixed by class after scoring). Beside each, the bare yes whose next sentence speaks of the question.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn


@pytest.mark.parametrize(
    ("goal", "user", "bundled", "answered"),
    [
        (
            "Ask whether the pickles need to be refrigerated before opening.",
            "I'd like three jars of pickles delivered, please. Also, do the pickles need to be refrigerated?",
            "Sure! Three jars of pickles come to $23.85 plus $5 delivery. What address should we send them to?",
            "Sure! Unopened, the pickles need no refrigeration; keep them in the fridge once opened.",
        ),
        (
            "Pregunta si las croquetas se pueden congelar.",
            "Quiero dos docenas de croquetas para recoger. ¿Las croquetas se pueden congelar?",
            "¡Claro! Dos docenas de croquetas son 24 €. ¿A qué hora las recoges?",
            "¡Claro! Las croquetas se pueden congelar hasta tres meses.",
        ),
        (
            "Frag, ob man die Fahrräder mitnehmen darf.",
            "Ich brauche drei Fahrkarten für Sonntag. Darf man Fahrräder mitnehmen?",
            "Klar! Drei Fahrkarten für Sonntag kosten 54 €. Um wie viel Uhr möchten Sie fahren?",
            "Klar! Fahrräder dürfen im Gepäckwagen mitfahren.",
        ),
    ],
)
def test_a_bare_yes_is_read_with_a_sentence_on_the_question(goal: str, user: str, bundled: str, answered: str) -> None:
    assert not reached_per_turn([goal], {}, {}, [user, bundled])[-1]
    assert reached_per_turn([goal], {}, {}, [user, answered])[-1]


def test_a_bare_yes_before_the_drawn_value_the_user_asked_about_answers() -> None:
    """``Ada dong Kak! Loker gratis ada di dekat pintu masuk`` answers *apakah ada loker di sana* (h14c-id-08)."""
    goal = ["Daftar kelas senam hari {{hari}} dan tanya apakah ada {{fasilitas}} di sana."]
    values, options = {"hari": ["Sabtu"], "fasilitas": ["loker"]}, {"fasilitas": ("loker", "shower")}
    turns = [
        "mau daftar senam sabtu dong",
        "Beres, Kakak udah terdaftar di kelas senam Sabtu jam 06.30 ya. No. member: AER-1106.",
        "siap! oh iya, di sana ada loker ga?",
        "Ada dong Kak! Loker gratis ada di dekat pintu masuk, tinggal minta kuncinya di resepsionis.",
    ]
    assert reached_per_turn(goal, values, options, turns) == [False, True]
