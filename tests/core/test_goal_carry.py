"""Values carried over the conversation (goal_carry, goal_source): a brief done reply after values settled earlier.

Every conversation was written for these tests (a garden centre, a pizzeria, a concert hall, a music shop…), in
several languages; none comes from the labelled sets under bench/. Each positive case has a twin that must stay
open: a summary with one value off, a correction, an offer, a question still asking the go-ahead, a recorded
request, a half-done goal, a done sentence about another part.
"""

from __future__ import annotations

from typing import Any

import pytest

from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_carry import carried_over
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_source import echoed
from user_sim.core.goal_values import states

Turns = list[tuple[str, str]]

COMPOST = (["order {{n}} bags of {{kind}} compost"], {"n": ["12"], "kind": ["peat-free"]})
COMPOST_OPTIONS = {"n": ("6", "12", "20"), "kind": ("peat-free", "classic")}
MESA = (["reserva una mesa para {{n}} personas el {{dia}}"], {"n": ["6"], "dia": ["sábado"]})
MESA_OPTIONS = {"n": ("4", "6", "8"), "dia": ("viernes", "sábado", "domingo")}
KARTEN = (["reserviere {{n}} Karten für das Konzert am {{tag}}"], {"n": ["3"], "tag": ["Donnerstag"]})
KARTEN_OPTIONS = {"n": ("2", "3", "4"), "tag": ("Mittwoch", "Donnerstag")}
SPARTITO = (["ordina lo spartito della {{opera}}"], {"opera": ["Sonata op. 27 n. 2 di Beethoven"]})
SPARTITO_OPTIONS = {"opera": ("Sonata op. 27 n. 2 di Beethoven", "Sonata op. 13 di Beethoven")}
TAART = (["bestel een {{taart}} voor {{n}} personen"], {"taart": ["appeltaart"], "n": ["10"]})
TAART_OPTIONS = {"taart": ("appeltaart", "kwarktaart"), "n": ("10", "16")}
TABLE = (["réserver une table pour {{n}} personnes le {{jour}}"], {"n": ["4"], "jour": ["samedi"]})
TABLE_OPTIONS = {"n": ("2", "4"), "jour": ("samedi", "dimanche")}


def _transcript(turns: Turns) -> list[tuple[str, str]]:
    return [(who, text) for user, bot in turns for who, text in (("User", user), ("Assistant", bot))]


def _decide(goal: tuple[list[str], dict[str, list[Any]]], options: dict[str, tuple[str, ...]], turns: Turns) -> bool:
    """The word test (no model) after the last turn, fed turn by turn as the engine does."""
    check = StructuredGoalCheck(decompose(goal[0], None, goal[1]), options, None)
    transcript = _transcript(turns)
    return [check.decide(transcript[: end + 2]).reached for end in range(0, len(transcript), 2)][-1]


SUMMARY = "Here is your order:\n- 12 bags, peat-free compost\n- €96 in total\nShall I place the order?"
PLACED = "Order placed ✔️ Number GC-204."
DREI = "Hallo, 3 Karten für Donnerstag bitte"
TAART_ASKED = (
    "hoi, een appeltaart voor 10 personen",
    "Appeltaart voor 10 personen: € 32,50. Zal ik de order plaatsen?",
)
SONATA = "salve, lo spartito della sonata op 27 n 2 di beethoven?"


@pytest.mark.parametrize(
    ("goal", "options", "turns"),
    [
        (COMPOST, COMPOST_OPTIONS, [("hi, I need compost", SUMMARY), ("yes go ahead", PLACED)]),
        (  # the summary two replies back, a question in between
            COMPOST,
            COMPOST_OPTIONS,
            [
                ("hi, I need compost", SUMMARY),
                ("how long is delivery?", "Two working days."),
                ("ok, go ahead", "Your order is placed ✔️ Number GC-205."),
            ],
        ),
        (
            MESA,
            MESA_OPTIONS,
            [
                ("hola, una mesa para el finde", "Te resumo: mesa para 6 personas, el sábado a las 21:00, en terraza."),
                ("perfecto, resérvala", "¡Reserva confirmada! ✅ Código MZ-88."),
            ],
        ),
        (  # the user's values, echoed by an abbreviation (Do.)
            KARTEN,
            KARTEN_OPTIONS,
            [(DREI, "Erledigt: 3 Karten reserviert, Abholung Do. an der Abendkasse.")],
        ),
        (  # the user's words of a long value, echoed in another order
            SPARTITO,
            SPARTITO_OPTIONS,
            [(SONATA, "Ordine effettuato: Beethoven, Sonata op. 27 n. 2.")],
        ),
        (  # the go-ahead question, answered: "Zal ik de order plaatsen?" — "ja" — "Order geplaatst"
            TAART,
            TAART_OPTIONS,
            [
                TAART_ASKED,
                ("ja graag", "Order geplaatst ✔️ Ordernummer BK-31."),
            ],
        ),
        (  # a negation that agrees: "pas de souci"
            TABLE,
            TABLE_OPTIONS,
            [
                ("bonsoir, une table samedi", "Table pour 4 personnes samedi à 20h, je confirme ?"),
                ("oui, pas de souci", "C'est réservé ✅ Réf. T-9."),
            ],
        ),
        (  # the go-ahead question two replies back, a price asked in between
            TABLE,
            TABLE_OPTIONS,
            [
                ("bonsoir, une table samedi", "Table pour 4 personnes samedi à 20h, je confirme ?"),
                ("il y a un acompte ?", "Oui, 30 € par carte."),
                ("d'accord", "C'est réservé ✅ Réf. T-9."),
            ],
        ),
    ],
)
def test_a_done_reply_delivers_values_settled_earlier(goal: Any, options: Any, turns: Turns) -> None:
    assert _decide(goal, options, turns)
    parts = decompose(goal[0], None, goal[1])
    if not all(states(turns[-1][1], v) for v in parts[0].value_texts):  # else the reply states them itself (forms9:
        assert carried_over(parts[0], parts, _transcript(turns), options) is not None  # "Beethoven, Sonata …")


@pytest.mark.parametrize(
    ("goal", "options", "turns", "why"),
    [
        (
            COMPOST,
            COMPOST_OPTIONS,
            [("hi", SUMMARY.replace("12 bags", "20 bags")), ("yes", PLACED)],
            "the summary has another count",
        ),
        (
            COMPOST,
            COMPOST_OPTIONS,
            [("hi", SUMMARY), ("actually make it 20", PLACED)],
            "the user corrected the summary",
        ),
        (
            COMPOST,
            COMPOST_OPTIONS,
            [("hi", "We have peat-free or classic compost, in bags of 6, 12 or 20."), ("ok", "Order placed ✔️")],
            "an offer with alternatives settles nothing",
        ),
        (COMPOST, COMPOST_OPTIONS, [("hi", SUMMARY), ("yes", "Order ready. Shall I place it?")], "still asks"),
        (
            COMPOST,
            COMPOST_OPTIONS,
            [("hi", SUMMARY), ("yes", "I've noted your request, the team will place the order.")],
            "a recorded request and a promise",
        ),
        (
            COMPOST,
            COMPOST_OPTIONS,
            [("hi", SUMMARY), ("yes", "Placing the order now, one moment…")],
            "still at work",
        ),
        (
            MESA,
            MESA_OPTIONS,
            [("hola, una mesa para 6 personas el sábado", "¡Reserva confirmada! ✅ Código MZ-88.")],
            "the user's values, never restated: a half-done confirmation",
        ),
        (
            MESA,
            MESA_OPTIONS,
            [
                ("hola, una mesa para 6 personas", "El sábado está completo, lo siento."),
                ("vale", "¡Reserva confirmada! ✅ Código MZ-88, 6 personas."),
            ],
            "the day was refused",
        ),
        (
            KARTEN,
            KARTEN_OPTIONS,
            [(DREI, "Erledigt: 3 Karten reserviert, Abholung Mi. an der Abendkasse.")],
            "the abbreviation is another day",
        ),
        (
            KARTEN,
            KARTEN_OPTIONS,
            [(DREI, "Do. ist leider ausverkauft."), ("schade, ok", "Erledigt: 3 Karten reserviert, Abholung Do.")],
            "the echo was refused first",
        ),
        (
            TAART,
            TAART_OPTIONS,
            [
                TAART_ASKED,
                ("nee, wacht nog even", "Order geplaatst ✔️ Ordernummer BK-31."),
            ],
            "the go-ahead was refused",
        ),
        (
            TABLE,
            TABLE_OPTIONS,
            [
                ("bonsoir, une table samedi", "Table pour 4 personnes samedi à 20h, je confirme ?"),
                ("non, attendez", "Oui, 30 € par carte."),
                ("d'accord", "C'est réservé ✅ Réf. T-9."),
            ],
            "the go-ahead question was answered no",
        ),
    ],
)
def test_a_done_reply_does_not_carry_doubtful_values(goal: Any, options: Any, turns: Turns, why: str) -> None:
    assert not _decide(goal, options, turns), why


def test_a_done_sentence_about_another_part_delivers_nothing() -> None:
    goals = ["rent a {{sofa}} sofa for {{months}} months", "schedule its delivery for {{day}}"]
    parts = decompose(goals, None, {"sofa": ["grey 3-seater"], "months": ["6"], "day": ["Saturday"]})
    options = {"sofa": ("grey 3-seater", "blue 2-seater"), "months": ("3", "6"), "day": ("Friday", "Saturday")}
    transcript = [
        ("User", "the grey 3-seater for 6 months please"),
        ("Assistant", "Rental summary: grey 3-seater, 6 months, $39/month."),
        ("User", "great, and deliver it saturday"),
        ("Assistant", "Delivery scheduled for Saturday, 8am-12pm ✅"),
    ]
    assert carried_over(parts[0], parts, transcript, options) is None
    transcript[-1] = ("Assistant", "Rental confirmed ✅ Contract RN-12.")
    assert carried_over(parts[0], parts, transcript, options) is not None


def test_the_quote_is_the_chatbots_summary_and_done_sentence() -> None:
    parts = decompose(COMPOST[0], None, COMPOST[1])
    transcript = [("User", "hi"), ("Assistant", SUMMARY), ("User", "yes"), ("Assistant", PLACED)]
    quote = carried_over(parts[0], parts, transcript, COMPOST_OPTIONS)
    assert quote is not None and quote.startswith("12 bags, peat-free compost") and "Order placed" in quote


@pytest.mark.parametrize(
    ("value", "text", "expected"),
    [
        ("Donnerstag", "Abholung Do., ab 10 Uhr", True),
        ("Donnerstag", "Abholung Mi., ab 10 Uhr", False),
        ("voetbaltoernooi", "Twaalf medailles 'voetbal'", True),
        ("voetbaltoernooi", "Twaalf medailles 'voet'", False),
        ("300", '300 × 12" lp, 140 g', True),
        ("30", "30 × 2 lp", False),  # a short number is no echo
        ("kasur dan lemari", "angkut kasur queen + lemari 2 pintu", True),
        ("kasur dan lemari", "angkut kasur queen", False),
    ],
)
def test_echoed(value: str, text: str, expected: bool) -> None:
    assert echoed(value, text) is expected


STORING = decompose(["meld een storing aan de {{machine}} ({{fault}})"], None, {
    "machine": ["koffiemachine"], "fault": ["geen warm water"]})  # fmt: skip
STORING_OPTIONS = {"machine": ("koffiemachine", "vaatwasser"), "fault": ("geen warm water", "lekt")}
FAULT = decompose(["report a fault on the {{machine}} ({{fault}})"], None, {
    "machine": ["coffee machine"], "fault": ["water not heating"]})  # fmt: skip
FAULT_OPTIONS = {"machine": ("coffee machine", "dishwasher"), "fault": ("water not heating", "leaking")}


FAULTS = {"en": (FAULT, FAULT_OPTIONS), "nl": (STORING, STORING_OPTIONS)}


@pytest.mark.parametrize(
    ("language", "reply", "delivered"),
    [
        ("en", "Logged ✅\nTicket: CM-204\nCoffee machine – water not heating", True),
        ("en", "Logged ✅\nCoffee machine – water not heating, we can't send anyone this week.", False),
        ("en", "Logged ✅\nCoffee machine – water not heating or leaking?", False),
        ("en", "Logged ✅\nCoffee machine – water not heating, if the fuse is fine.", False),
        ("nl", "Storing gemeld ✅\nTicketnummer KM-88\nKoffiemachine: geen warm water", True),
        ("nl", "Gemeld ✅\nKoffiemachine: geen warm water, helaas pas volgende week.", False),
    ],
)
def test_a_negation_inside_a_drawn_value_is_no_marker_of_a_sibling(language: str, reply: str, delivered: bool) -> None:
    parts, options = FAULTS[language]
    assert (confirmation_block(parts[0], parts, sentences(reply), options, "") is not None) is delivered
