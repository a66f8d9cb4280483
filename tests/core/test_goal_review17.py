"""Round 17's review: the false stops an adversarial probe of the merged readings found, each beside its done twin.

The probe (``bench/README.md``, Round 17) wrote not-done look-alikes of every new reading and replayed them against
the code before the round. These pin the narrowings: a kind left off the end names the product only when nothing
finishes its name (``goal_trimmed.stands_alone``); a check on another asked topic that defers the whole still holds
the deed back (``goal_withheld``); *open until late* is no closing hour (``goal_ends``); an occasion or place booked
is no other thing (``goal_thing``); *varies* in a clause of its own leaves a plain yes standing (``goal_yesno_said``).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_failed import cannot_tell

VINEGAR = (
    ["Order 3 bottles of {{v}}"],
    {"v": ["aged balsamic vinegar"]},
    {"v": ("aged balsamic vinegar", "sherry vinegar")},
)


def _vinegar(reply: str) -> bool:
    goals, values, options = VINEGAR
    return reached_per_turn(goals, values, options, ["3 bottles of aged balsamic vinegar, please.", reply])[-1]


@pytest.mark.parametrize(
    "reply", ["Order placed: 3 x Aged Balsamic 250ml. Charged £29.", "Order placed: 3 x Aged Balsamic."]
)
def test_a_kind_left_off_the_end_names_the_product(reply: str) -> None:
    assert _vinegar(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Order placed: 3 x Aged Balsamic Glaze 250ml. Charged £29.",
        "Order placed: 3 x Aged Balsamic Dressing 250ml.",
        "Order placed: 3 x Aged Balsamic crisps.",
        "Order placed: 3 x Organic Aged Balsamic 250ml.",
    ],
)
def test_a_product_that_only_holds_the_words_is_not_the_drawn_one(reply: str) -> None:
    assert not _vinegar(reply)


def _kayak(goal: str, user: str, reply: str) -> bool:
    return reached_per_turn([goal], {"n": ["2"]}, {"n": ("2", "3")}, [user, reply])[-1]


@pytest.mark.parametrize(
    ("goal", "user", "defers", "answers"),
    [
        (
            "Book a kayak for {{n}} people",
            "Book a kayak for 2 people please. Also, do you need a deposit?",
            "Kayak for 2 people booked. Regarding the deposit, I need to check with the owner and will confirm "
            "everything tomorrow.",
            "Kayak for 2 people booked. Regarding the deposit, I need to check with the owner and will let you know.",
        ),
        (
            "Réserve un kayak pour {{n}} personnes",
            "Je voudrais un kayak pour 2 personnes. Et le gilet, il est fourni ?",
            "C'est réservé pour 2 personnes. Pour le gilet, je vérifie et je reviens vers vous pour tout valider.",
            "C'est réservé pour 2 personnes, réf. K-221. Pour le gilet, je vérifie et je reviens vers vous.",
        ),
        (
            "Reserveer een kamer voor {{n}} nachten",
            "Een kamer voor 2 nachten graag. Is er een parkeerplaats?",
            "Kamer voor 2 nachten geboekt. Wat betreft de parkeerplaats: dat moet ik nog nakijken, daarna bevestig "
            "ik alles.",
            "Kamer voor 2 nachten geboekt. Wat betreft de parkeerplaats: dat moet ik nog nakijken.",
        ),
    ],
)
def test_a_check_on_an_asked_topic_that_defers_the_whole_holds_the_deed(
    goal: str, user: str, defers: str, answers: str
) -> None:
    assert not _kayak(goal, user, defers)
    assert _kayak(goal, user, answers)


def _asked(goal: str, user: str, reply: str) -> bool:
    return reached_per_turn([goal], {}, {}, [user, reply])[-1]


@pytest.mark.parametrize(
    ("goal", "user", "reply", "reached"),
    [
        ("Ask what time the shop opens", "What time do you open?", "We open at 9:00 and stay open until late.", True),
        ("Ask what time the shop closes", "When do you close?", "We open at 9:00 and stay open until late.", False),
        ("Ask what time the shop opens", "What time do you open?", "We're open until 18:00.", False),
        ("Ask what time the shop closes", "When do you close?", "We're open until 18:00.", True),
        ("Frage, wann der Laden öffnet", "Wann öffnen Sie?", "Wir haben bis 18 Uhr geöffnet.", False),
        ("Frage, wann der Laden schließt", "Wann schließen Sie?", "Wir haben bis 18 Uhr geöffnet.", True),
    ],
)
def test_until_names_the_closing_hour_only_with_an_hour(goal: str, user: str, reply: str, reached: bool) -> None:
    assert _asked(goal, user, reply) is reached


@pytest.mark.parametrize(
    ("goal", "user", "reply", "reached"),
    [
        ("Book a massage", "I'd like to book a massage.", "Your session is booked for 3pm tomorrow.", True),
        (
            "Reserviere einen Parkplatz",
            "Ich brauche einen Parkplatz.",
            "Ihr Stellplatz ist reserviert, Nr. P-12.",
            True,
        ),
        ("Reserva un masaje", "Quiero reservar un masaje.", "Tu cita está reservada para mañana a las 15:00.", True),
        ("Reserviere einen Parkplatz", "Ich brauche einen Parkplatz.", "Ihr Zimmer ist reserviert.", False),
        ("Book a massage", "I'd like to book a massage.", "Your table is booked.", False),
        ("Book a parking spot", "I need a parking spot.", "Your table is booked.", False),
    ],
)
def test_an_occasion_booked_is_no_other_thing(goal: str, user: str, reply: str, reached: bool) -> None:
    assert _asked(goal, user, reply) is reached


@pytest.mark.parametrize(
    ("goal", "user", "reply", "reached"),
    [
        (
            "Ask whether they deliver to Almere",
            "Do you deliver to Almere?",
            "We deliver to Almere, though the delivery days vary by week.",
            True,
        ),
        (
            "Pregunta si entregan en Almere",
            "¿Entregan en Almere?",
            "Sí, entregamos en Almere, aunque los días varían.",
            True,
        ),
        (
            "Ask whether they deliver to Almere",
            "Do you deliver to Almere?",
            "Delivery to Almere is something we look at case by case.",
            False,
        ),
        (
            "Ask whether they deliver to Almere",
            "Do you deliver to Almere?",
            "Delivery to Almere varies, depending on the driver.",
            False,
        ),
        (
            "Frag, ob es vegane Gerichte gibt",
            "Gibt es vegane Gerichte?",
            "Die veganen Gerichte wechseln jede Woche.",
            False,
        ),
    ],
)
def test_varies_in_a_clause_of_its_own_leaves_the_yes(goal: str, user: str, reply: str, reached: bool) -> None:
    assert _asked(goal, user, reply) is reached


RACKET = (["Order a {{r}} racket"], {"r": ["Carboflex 05"]}, {"r": ("Carboflex 05", "Pulsion 100")})


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Pedido confirmado ✅ Raqueta Pulsion 100: 159,95 €. Carboflex 05: sin stock.", False),
        ("Order confirmed ✅ Pulsion 100: 159,95 €. Carboflex 05 out of stock.", False),
        ("Encomenda confirmada: Pulsion 100. Carboflex 05 sem estoque.", False),
        ("Bestellung bestätigt: Pulsion 100. Carboflex 05 ist nicht mehr auf Lager.", False),
        ("Order confirmed ✅ Carboflex 05: 159,95 €. Pulsion 100 out of stock.", True),
        ("Bestellung bestätigt: Carboflex 05. Pulsion 100 ist nicht mehr auf Lager.", True),
    ],
)
def test_out_of_stock_beside_a_done_sentence_gives_no_value(reply: str, reached: bool) -> None:
    goals, values, options = RACKET
    assert reached_per_turn(goals, values, options, ["I want the Carboflex 05 racket.", reply])[-1] is reached


@pytest.mark.parametrize(
    ("text", "cannot"),
    [
        ("Infelizmente não consigo confirmar por aqui se ela funciona com a Alexa.", True),
        ("I can't confirm whether it works with Alexa.", True),
        ("No sé si funciona con Alexa.", True),
        ("Je ne peux pas vous dire si elle fonctionne avec Alexa.", True),
        ("Ich kann leider nicht sagen, ob sie mit Alexa funktioniert.", True),
        ("Non so se funziona con Alexa.", True),
        ("Ik weet niet of hij met Alexa werkt.", True),
        ("Saya tidak bisa memastikan apakah bisa dengan Alexa.", True),
        ("We can't deliver if the order is under €20.", False),
        ("No se puede cancelar si faltan menos de 24 horas.", False),
        ("Sim, funciona com a Alexa; se tiver dúvidas, o técnico ajuda.", False),
        ("Não podemos entregar se o pedido for menor que R$ 50.", False),
    ],
)
def test_cannot_tell_whether_is_read_and_a_condition_is_not(text: str, cannot: bool) -> None:
    assert cannot_tell(text) is cannot


ALEXA = (["Pergunte se a fechadura funciona com a {{a}}"], {"a": ["Alexa"]}, {"a": ("Alexa", "Google Home")})


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Infelizmente não consigo confirmar por aqui se ela funciona com a Alexa.", False),
        ("Não sei se ela funciona com a Alexa, o técnico pode ver no dia.", False),
        ("Sim, ela funciona com a Alexa.", True),
    ],
)
def test_an_answer_the_chatbot_says_it_cannot_give_is_not_given(reply: str, reached: bool) -> None:
    goals, values, options = ALEXA
    assert reached_per_turn(goals, values, options, ["Ela funciona com a Alexa?", reply])[-1] is reached


SCREEN = [
    (
        ["Agende a troca da tela e da bateria do seu {{m}} para {{d}}."],
        {"m": ["iPad 9"], "d": ["quinta-feira"]},
        {"m": ("iPad 9", "iPad Air"), "d": ("quinta-feira", "sexta-feira")},
        "Agendei a troca da tela do iPad 9 para quinta-feira às 10h (OS 4470). A bateria desse modelo está em falta.",
        "Agendei a troca da tela e da bateria do iPad 9 para quinta-feira às 10h (OS 4470).",
    ),
    (
        ["Reserva el cambio de la pantalla y de la batería de tu {{m}} para el {{d}}."],
        {"m": ["iPad 9"], "d": ["jueves"]},
        {"m": ("iPad 9", "iPad Air"), "d": ("jueves", "viernes")},
        "Reservado el cambio de la pantalla del iPad 9 para el jueves a las 10:00 (OT 4470). La batería está agotada.",
        "Reservado el cambio de la pantalla y de la batería del iPad 9 para el jueves a las 10:00 (OT 4470).",
    ),
    (
        ["Réserve le changement de l'écran et de la batterie de ton {{m}} pour {{d}}."],
        {"m": ["iPad 9"], "d": ["jeudi"]},
        {"m": ("iPad 9", "iPad Air"), "d": ("jeudi", "vendredi")},
        "C'est réservé : changement de l'écran de l'iPad 9 jeudi à 10h (dossier 4470). La batterie est en rupture.",
        "C'est réservé : changement de l'écran et de la batterie de l'iPad 9 jeudi à 10h (dossier 4470).",
    ),
    (
        ["Prenota la sostituzione dello schermo e della batteria del tuo {{m}} per {{d}}."],
        {"m": ["iPad 9"], "d": ["giovedì"]},
        {"m": ("iPad 9", "iPad Air"), "d": ("giovedì", "venerdì")},
        "Prenotata la sostituzione dello schermo dell'iPad 9 per giovedì alle 10 (n. 4470). La batteria è esaurita.",
        "Prenotata la sostituzione dello schermo e della batteria dell'iPad 9 per giovedì alle 10 (pratica 4470).",
    ),
]


@pytest.mark.parametrize(("goals", "values", "options", "half", "whole"), SCREEN)
def test_a_second_object_before_values_that_trail_the_phrase_must_be_done_too(
    goals: list[str],
    values: dict[str, list[str]],
    options: dict[str, tuple[str, ...]],
    half: str,
    whole: str,
) -> None:
    assert not reached_per_turn(goals, values, options, ["Hi", half])[-1]
    assert reached_per_turn(goals, values, options, ["Hi", whole])[-1]


def test_a_value_named_by_apposition_is_the_second_object_itself() -> None:
    goals = ["Iscrivi te e il tuo collega {{collega}} al corso di saldatura {{tecnica}}."]
    values = {"collega": ["Marco Bellini"], "tecnica": ["TIG"]}
    options = {"collega": ("Marco Bellini", "Luca Ferri"), "tecnica": ("TIG", "MIG")}
    turns = [
        "Vorrei iscrivermi al corso TIG con il mio collega Marco Bellini.",
        "Sei iscritto al corso di saldatura TIG (rif. ISC-5502). Per Marco serve ancora il codice fiscale.",
        "Eccolo: BLLMRC90A01L219K",
        "Perfetto, ora anche Marco Bellini è iscritto al corso TIG (rif. ISC-5503).",
    ]
    assert reached_per_turn(goals, values, options, turns) == [False, True]


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("About delivery to Almere and the rest of Flevoland: we deliver there too, yes.", True),
        ("About delivery to Almere: our team handles that.", False),
    ],
)
def test_a_yes_after_a_topic_lead_in_is_no_mere_restatement(reply: str, reached: bool) -> None:
    goals = ["Ask whether they deliver to Almere"]
    assert reached_per_turn(goals, {}, {}, ["Do you deliver to Almere?", reply])[-1] is reached


def test_the_review_regex_mends_read_what_they_name() -> None:
    from user_sim.core.goal_answers import TOPIC
    from user_sim.core.goal_lookalikes import IDIOMS
    from user_sim.core.goals import normalise

    assert IDIOMS.search(normalise("Tudo feito à mão, com carinho.")) is not None  # "mão" normalised is "mao"
    assert TOPIC.match(normalise("Circa 20 minuti a piedi, poi a destra.")) is None  # "circa" = about, a number
    assert TOPIC.match(normalise("Riguardo al parcheggio, verifico subito.")) is not None
