"""Round 13 (prec13b): a count of what the chatbot has lists items, it sells none; and a deed of two objects is
proved only when the proof names the second object too."""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_halves import leaves_object
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_stock import in_stock


@pytest.mark.parametrize(
    ("listed", "done"),
    [
        ("Tenemos dos rosarios de nácar: blanco ($420) y rosa ($560).", "Hemos comprado dos rosarios de nácar."),
        ("We have two pearl rosaries: a white one ($420) and a pink one ($560).", "We have bought two pearl rosaries."),
        ("Wir haben zwei Rosenkränze aus Perlmutt: weiß und rosa.", "Wir haben zwei Rosenkränze gekauft."),
        ("Nous avons deux chapelets en nacre : blanc et rose.", "Nous avons acheté deux chapelets."),
        ("Abbiamo due rosari di madreperla: uno bianco (42 €) e uno rosa (56 €).", "Abbiamo comprato due rosari."),
        ("Temos dois terços de madrepérola: um branco (R$ 420) e um rosa (R$ 560).", "Temos dois terços comprados."),
        ("We hebben twee rozenkransen van parelmoer: wit en roze.", "We hebben twee rozenkransen gekocht."),
        ("Kami punya dua rosario mutiara: putih (Rp420.000) dan pink (Rp560.000).", "Kami sudah membeli dua rosario."),
    ],
)
def test_a_count_of_what_the_chatbot_has_is_availability(listed: str, done: str) -> None:
    assert in_stock(listed)
    assert not in_stock(done)


def test_a_time_or_an_amount_after_we_have_is_no_count() -> None:
    assert not in_stock("Your table is booked, we have you at 8:30.")
    assert not in_stock("Listo, pedido confirmado.")


_ROSARY = "Comprar un {{item}} de {{material}} para regalar en una primera comunión."
_ROSARY_VALUES = {"item": ["rosario"], "material": ["nácar"]}


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        (
            "¡Qué bonito regalo! Aquí se entiende todo 😊 Tenemos dos rosarios de nácar: uno clásico blanco ($420) y "
            "otro con cajita de regalo ($560) 🌹 ¿Cuál le late?",
            False,
        ),
        ("¡Qué bonito regalo! Compra realizada: rosario de nácar blanco, $420, cargado a su tarjeta.", True),
    ],
)
def test_a_listing_beside_a_friendly_sentence_buys_nothing(reply: str, reached: bool) -> None:
    check = StructuredGoalCheck(decompose([_ROSARY], None, _ROSARY_VALUES), {}, None)
    transcript = [("User", "quiero regalar un rosario de nácar, ¿qué tienen?"), ("Assistant", reply)]
    assert check.decide(transcript).reached is reached


_VALUES = {"region": ["Picos"]}


@pytest.mark.parametrize(
    ("goal", "first_only", "both"),
    [
        (
            "Comprar el mapa topográfico de {{region}} y una funda impermeable para llevarlo.",
            "Pedido n.º 58812: mapa Picos, 12,50 €, cobrado en tu tarjeta.",
            "Pedido n.º 58812: mapa Picos y funda impermeable, 22,40 €, cobrado en tu tarjeta.",
        ),
        (
            "Buy the topographic map of {{region}} and a waterproof case to carry it.",
            "Order #58812 placed: Picos map, €12.50, charged to your card.",
            "Order #58812 placed: Picos map and waterproof case, €22.40, charged to your card.",
        ),
        (
            "Kauf die Wanderkarte von {{region}} und eine wasserdichte Hülle dazu.",
            "Bestellung Nr. 58812 aufgegeben: Karte Picos, 12,50 €.",
            "Bestellung Nr. 58812 aufgegeben: Karte Picos und wasserdichte Hülle, 22,40 €.",
        ),
        (
            "Acheter la carte de {{region}} et un étui étanche pour la porter.",
            "Commande n° 58812 passée : carte Picos, 12,50 €.",
            "Commande n° 58812 passée : carte Picos et étui étanche, 22,40 €.",
        ),
        (
            "Compra la mappa di {{region}} e una custodia impermeabile per portarla.",
            "Ordine n. 58812 effettuato: mappa Picos, 12,50 €.",
            "Ordine n. 58812 effettuato: mappa Picos e custodia impermeabile, 22,40 €.",
        ),
        (
            "Comprar o mapa de {{region}} e uma capa impermeável para levá-lo.",
            "Pedido n.º 58812 feito: mapa Picos, 12,50 €.",
            "Pedido n.º 58812 feito: mapa Picos e capa impermeável, 22,40 €.",
        ),
        (
            "Koop de wandelkaart van {{region}} en een waterdichte hoes erbij.",
            "Bestelling nr. 58812 geplaatst: kaart Picos, € 12,50.",
            "Bestelling nr. 58812 geplaatst: kaart Picos en waterdichte hoes, € 22,40.",
        ),
        (
            "Beli peta {{region}} dan sebuah sarung anti air untuk membawanya.",
            "Pesanan no. 58812 sudah dibuat: peta Picos, Rp125.000.",
            "Pesanan no. 58812 sudah dibuat: peta Picos dan sarung anti air, Rp224.000.",
        ),
    ],
)
def test_a_proof_names_the_second_object_of_its_deed(goal: str, first_only: str, both: str) -> None:
    (part,) = decompose([goal], None, _VALUES)
    assert leaves_object(part, first_only, [first_only])
    assert not leaves_object(part, both, [both])
    check = StructuredGoalCheck((part,), {}, None)
    assert not check.decide([("User", "map and case please"), ("Assistant", first_only)]).reached
    check = StructuredGoalCheck((part,), {}, None)
    assert check.decide([("User", "map and case please"), ("Assistant", both)]).reached


@pytest.mark.parametrize(
    "goal",
    [
        "Book a table for {{n}} and ask whether there is a high chair",  # a question is a part of its own
        "Pedir cita en el taller para el {{n}}",  # Spanish "en" is *in*, no second object
        "Book a table for {{n}} and a high chair",  # one part; the proof must name the chair (below)
    ],
)
def test_no_second_object_means_no_refusal(goal: str) -> None:
    parts = decompose([goal], None, {"n": ["4"]})
    proof = "Booked: table for 4, high chair ready, en el taller el 4."
    assert not any(leaves_object(p, proof, [proof]) for p in parts)
