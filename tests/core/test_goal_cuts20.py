"""One table of clause cuts, read by every reader (round 20): *and / but / however / then / so* of
core/goal_conjunctions.py, as goal_withheld.CLAUSE, goal_aside._SIDE, goal_shapes.CLAUSE and goal_clauses cut.

Each reader's deliberate difference is shown by a sentence one reader cuts and the other does not. Every sentence
was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_aside import _SIDE
from user_sim.core.goal_clauses import clauses
from user_sim.core.goal_conjunctions import AND, BUT, HOWEVER, SO, THEN
from user_sim.core.goal_shapes import CLAUSE as INCLUSION_CLAUSE
from user_sim.core.goal_withheld import CLAUSE
from user_sim.core.goals import normalise


def _cut(pattern: object, text: str) -> list[str]:
    return [c.strip() for c in pattern.split(text) if c.strip()]  # type: ignore[attr-defined]


@pytest.mark.parametrize("word", [*(w for w in AND if w != "en"), *BUT, *HOWEVER])
def test_a_reply_is_cut_at_every_and_but_however(word: str) -> None:
    assert _cut(CLAUSE, f"Die Tafel ist notiert {word} die Küche meldet sich")[-1] == "die Küche meldet sich"
    assert _cut(_SIDE, f"Die Tafel ist notiert {word} die Küche meldet sich")[-1] == "die Küche meldet sich"


@pytest.mark.parametrize("word", [*SO, *THEN, "en"])
def test_the_side_cut_is_finer_at_so_then_and_dutch_en(word: str) -> None:
    sentence = f"De tafel staat genoteerd {word} de taart volgt morgen"
    assert _cut(_SIDE, sentence)[-1] == "de taart volgt morgen"
    assert len(_cut(CLAUSE, sentence)) == (2 if word in AND and word != "en" else 1)  # "dan": Indonesian *and*


def test_the_withheld_cut_keeps_french_and_spanish_en_in_its_clause() -> None:
    assert _cut(CLAUSE, "Votre commande est en attente") == ["Votre commande est en attente"]
    assert _cut(CLAUSE, "Su pedido está en proceso y le avisamos") == ["Su pedido está en proceso", "le avisamos"]


@pytest.mark.parametrize("word", [*BUT, *HOWEVER])
def test_an_inclusion_clause_ends_at_but_and_however(word: str) -> None:
    said = normalise(f"helm inbegriffen {word} der anhanger kostet 25 €")
    assert len(_cut(INCLUSION_CLAUSE, said)) == 2


@pytest.mark.parametrize(
    "said", ["helmet and lock included", "casco y candado incluidos", "helm und schloss inklusive"]
)
def test_an_inclusion_clause_runs_on_over_and(said: str) -> None:
    assert _cut(INCLUSION_CLAUSE, said) == [said]
    assert len(_cut(CLAUSE, said)) == 2  # the reply's clauses do end there


@pytest.mark.parametrize(
    ("goal", "first"),
    [
        ("Book a table for {{people}} and then ask whether they have a terrace", "Book a table for {{people}}"),
        ("Reserviere einen Tisch für {{people}} und dann frag nach der Terrasse", "Reserviere einen Tisch für"),
        ("Reserva una mesa para {{people}} y entonces pregunta si hay terraza", "Reserva una mesa para {{people}}"),
        ("Boek een tafel voor {{people}} en dan vraag of er een terras is", "Boek een tafel voor {{people}}"),
        ("Pesan meja untuk {{people}} dan lalu tanyakan apakah ada teras", "Pesan meja untuk {{people}}"),
        ("Réserve une table pour {{people}} et alors demande s'il y a une terrasse", "Réserve une table pour"),
        ("Prenota un tavolo per {{people}} e allora chiedi se c'è una terrazza", "Prenota un tavolo per {{people}}"),
    ],
)
def test_a_goal_is_cut_at_and_then(goal: str, first: str) -> None:
    cut = clauses(goal)
    assert cut[0].startswith(first) and len(cut) == 2 and not cut[1].startswith(("dann", "alors", "allora"))


@pytest.mark.parametrize(
    "goal",
    [
        "Order a {{size}} pizza, a cola and a salad but no onions",
        "Pide una pizza {{size}}, una cola, pero sin cebolla",
        "Bestelle eine {{size}} Pizza, eine Cola, aber ohne Zwiebeln",
    ],
)
def test_a_goal_is_not_cut_at_a_comma_nor_at_but(goal: str) -> None:
    assert not any(c.lstrip(" ,").startswith(("a cola", "una cola", "eine Cola")) for c in clauses(goal))
    assert len(_cut(CLAUSE, goal)) >= 3  # a reply's clauses end at both


_GOAL = ["book a table for {{people}} people on {{day}}"]
_VALUES = {"people": ["4"], "day": ["Friday"]}
_OPTIONS = {"people": ("2", "4", "6"), "day": ("Thursday", "Friday")}


@pytest.mark.parametrize(
    "reply",
    [
        "A table for 4 on Friday is noted however the manager still has to confirm it.",
        "Mesa para 4 el viernes anotada sin embargo el encargado todavía tiene que confirmarla.",
        "Mesa para 4 na sexta anotada no entanto o gerente ainda tem de a confirmar.",
        "Table pour 4 vendredi notée cependant le responsable doit encore la confirmer.",
        "Tisch für 4 am Freitag notiert jedoch muss der Chef ihn noch bestätigen.",
        "Tavolo per 4 venerdì annotato tuttavia il responsabile deve ancora confermarlo.",
        "Meja untuk 4 orang hari Jumat sudah dicatat namun manajer masih harus mengonfirmasi.",
        "Meja untuk 4 orang hari Jumat sudah dicatat tetapi manajer masih harus mengonfirmasi.",
        "Tafel voor 4 op vrijdag genoteerd maar de manager moet hem nog bevestigen.",
        "A table for 4 on Friday is noted but the manager will confirm it once he has checked.",
        "A table for 6 on Friday is booked however we are full on Thursday.",
        "A table for 4 on Friday is noted and the manager still has to confirm it.",
    ],
)
def test_a_turn_after_but_or_however_still_owes_the_deed(reply: str) -> None:
    user = "Hi, a table for 4 on Friday please."
    assert not reached_per_turn(_GOAL, _VALUES, _OPTIONS, [user, reply])[-1]


def test_a_booking_with_a_side_turn_after_however_is_done() -> None:
    user = "Hi, a table for 4 on Friday please."
    reply = "Your table for 4 on Friday is booked."
    assert reached_per_turn(_GOAL, _VALUES, _OPTIONS, [user, reply])[-1]
