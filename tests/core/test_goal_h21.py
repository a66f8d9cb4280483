"""Held-out #21's premature stops, read after its blind scoring and fixed by class (each beside its done twins).

* Made or meant for someone (``goal_lookalikes.IDIOMS``): ``Der Schnupperkurs ist genau dafür gedacht``, ``designed
  for beginners``, ``pensato per i principianti``, ``destiné aux débutants`` describe the thing; they do no deed
  (#21 de-02 read *ist … gedacht* as a German perfect, and a later recap of the values stopped the check).
* An order passed on to a person in the Romance languages (``goal_passed._TO_SOMEONE``): ``Repassei o seu pedido
  … para ele, e ele vai entrar em contato``, ``He pasado tu pedido a mi compañero``, ``Ho passato il tuo ordine a
  lui`` hand the user over (#21 pt-06); a booking moved to a day is no hand-off (``al martes``, ``para sexta``).
* A proof or draft ready for the user's approval (``goal_lookalikes.IDIOMS``): ``De proef staat klaar: 500
  etiketten … Keurt u de proef goed?`` orders nothing yet (#21 nl-04).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_done import is_done

_GOALS = ["Sign up for the {{course}} on {{day}}."]
_VALUES = {"course": ["taster course"], "day": ["12 October"]}
_OPTIONS = {"course": ("taster course", "sabre course"), "day": ("12 October", "19 October")}
_ASK = "I'd like to sign up for the taster course on 12 October."
_RECAP = "To sum up: taster course, 12 October, 10 to 13, fee 35 euros. Shall I put you down?"


@pytest.mark.parametrize(
    "meant",
    [
        "Der Schnupperkurs ist genau dafür gedacht.",
        "Der Kurs ist für Anfänger gedacht.",
        "Der Kurs ist für Anfänger geeignet.",
        "The taster course is designed for beginners.",
        "The course is intended for beginners.",
        "The course is meant for complete beginners.",
        "El curso está pensado para principiantes.",
        "Il corso è pensato per i principianti.",
        "Le cours est destiné aux débutants.",
        "Le cours est conçu pour les débutants.",
        "De cursus is bedoeld voor beginners.",
        "O curso é destinado a iniciantes.",
    ],
)
def test_meant_for_is_no_deed(meant: str) -> None:
    assert not is_done(meant)


@pytest.mark.parametrize(
    "meant",
    [
        "Kein Problem, der Schnupperkurs ist genau dafür gedacht. Wie heißen Sie?",
        "No problem, the taster course is designed for beginners. What's your name?",
        "El curso está pensado para principiantes. ¿Cómo se llama?",
        "Il corso è pensato per i principianti. Come si chiama?",
        "Le cours est destiné aux débutants. Quel est votre nom ?",
        "De cursus is bedoeld voor beginners. Wat is uw naam?",
        "O curso é destinado a iniciantes. Qual é o seu nome?",
        "Der Kurs ist für Anfänger geeignet, ich kann Sie gern eintragen.",
        "The course is intended for beginners; I'll sign you up once you confirm.",
        "Le cours est conçu pour les débutants, je peux vous inscrire si vous voulez.",
        "Il corso è pensato per i principianti, ma il 12 October è già pieno.",
        "The sabre course is meant for beginners too, if you'd rather.",
    ],
)
def test_meant_for_then_a_recap_stays_not_reached(meant: str) -> None:
    assert reached_per_turn(_GOALS, _VALUES, _OPTIONS, [_ASK, meant, "Yes.", _RECAP]) == [False, False]


@pytest.mark.parametrize(
    "done",
    [
        "Der Schnupperkurs ist genau dafür gedacht, ich habe Sie angemeldet: taster course, 12 October.",
        "Ich habe Sie angemeldet (taster course, 12 October); der Kurs ist für Anfänger gedacht.",
        "Le cours est conçu pour les débutants, je vous ai inscrit : taster course, 12 October.",
        "The course is designed for beginners, and I've signed you up for the taster course on 12 October.",
    ],
)
def test_done_beside_meant_for_stays_reached(done: str) -> None:
    assert reached_per_turn(_GOALS, _VALUES, _OPTIONS, [_ASK, done]) == [True]


_ORDER_GOALS = ["Order {{qty}} {{item}}."]
_ORDER_VALUES = {"qty": ["3"], "item": ["Italian queens"]}
_ORDER_OPTIONS = {"qty": ("3", "5"), "item": ("Italian queens", "Carniolan queens")}
_ORDER_ASK = "I'd like to order 3 Italian queens."


@pytest.mark.parametrize(
    "passed",
    [
        "Repassei o seu pedido de 3 Italian queens para ele, e ele vai entrar em contato.",
        "Repassei o pedido de 3 Italian queens para o meu colega; ele confirma amanhã.",
        "Passei o seu pedido de 3 Italian queens para a equipe.",
        "O apicultor vai entrar em contato sobre o seu pedido de 3 Italian queens.",
        "He pasado tu pedido de 3 Italian queens a mi compañero, él te llamará.",
        "Hemos pasado su pedido de 3 Italian queens al encargado.",
        "Ho passato il tuo ordine di 3 Italian queens a lui, ti chiamerà.",
        "Ho passato il tuo ordine di 3 Italian queens al mio collega.",
        "I passed your order of 3 Italian queens on to him, he'll be in touch.",
        "J'ai transmis votre commande de 3 Italian queens à Joaquim, il vous contactera.",
        "Ik heb je bestelling van 3 Italian queens doorgegeven aan Piet.",
        "Ich habe Ihre Bestellung über 3 Italian queens an Herrn Meier weitergegeben.",
        "Pesanan 3 Italian queens sudah saya teruskan ke Pak Joko.",
    ],
)
def test_an_order_passed_to_someone_is_not_reached(passed: str) -> None:
    assert reached_per_turn(_ORDER_GOALS, _ORDER_VALUES, _ORDER_OPTIONS, [_ORDER_ASK, passed]) == [False]


@pytest.mark.parametrize(
    "done",
    [
        "Seu pedido de 3 Italian queens foi registrado.",
        "Pedido de 3 Italian queens registrado! O entregador vai entrar em contato para combinar a entrega.",
        "Pedido de 3 Italian queens registrado. Repassando: 3 Italian queens, R$ 85 cada.",
        "Passei o seu pedido de 3 Italian queens para sexta, está confirmado.",
        "He pasado tu pedido de 3 Italian queens al martes, queda confirmado.",
        "Tu pedido de 3 Italian queens está registrado.",
        "Il tuo ordine di 3 Italian queens è confermato.",
    ],
)
def test_an_order_placed_stays_reached(done: str) -> None:
    assert reached_per_turn(_ORDER_GOALS, _ORDER_VALUES, _ORDER_OPTIONS, [_ORDER_ASK, done]) == [True]


_LABEL_GOALS = ["Order {{qty}} {{item}}."]
_LABEL_VALUES = {"qty": ["500"], "item": ["gold foil labels"]}
_LABEL_OPTIONS = {"qty": ("500", "1000"), "item": ("gold foil labels", "plain labels")}
_LABEL_ASK = "I'd like to order 500 gold foil labels."


@pytest.mark.parametrize(
    "proof",
    [
        "De proef staat klaar: 500 gold foil labels. Keurt u de proef goed?",
        "The proof is ready: 500 gold foil labels. Do you approve the proof?",
        "La prueba está lista: 500 gold foil labels. ¿Apruebas la prueba?",
        "L'épreuve est prête : 500 gold foil labels. Vous validez ?",
        "Der Entwurf ist fertig: 500 gold foil labels. Geben Sie ihn frei?",
        "La bozza è pronta: 500 gold foil labels. La approva?",
        "O rascunho está pronto: 500 gold foil labels. Aprova?",
        "Draf sudah siap: 500 gold foil labels. Setuju?",
        "The draft is now ready: 500 gold foil labels, shall I send it to print?",
        "De proef is klaar: 500 gold foil labels; na uw akkoord gaat het naar de drukker.",
    ],
)
def test_a_proof_ready_for_approval_is_not_reached(proof: str) -> None:
    assert reached_per_turn(_LABEL_GOALS, _LABEL_VALUES, _LABEL_OPTIONS, [_LABEL_ASK, proof]) == [False]


@pytest.mark.parametrize(
    "done",
    [
        "De proef is goedgekeurd en uw bestelling van 500 gold foil labels is geplaatst.",
        "The proof is ready and your order of 500 gold foil labels has been placed.",
        "Je bestelling is klaar: 500 gold foil labels, verzonden vandaag.",
    ],
)
def test_an_order_beside_a_proof_stays_reached(done: str) -> None:
    assert reached_per_turn(_LABEL_GOALS, _LABEL_VALUES, _LABEL_OPTIONS, [_LABEL_ASK, done]) == [True]
