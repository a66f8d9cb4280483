"""Recall round 20: an order done over two turns, and the Portuguese *no* of *no pedido* that negates nothing.

Every sentence was written for these tests (a dried-fruit shop, a juice bar, a model agency), in several
languages; none comes from the labelled sets under bench/. Each reading stands beside its not-done twins: the same
sentence promised, asked, refused, with a wrong value or about another item.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_beside import NEGATION, REQUEST
from user_sim.core.goal_counted import goes_with
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goals import normalise

# An order of two weighed items, the first done in one reply, the second added in a later one.
_WEIGHTS = {
    "English": (
        ["Buy {{w1}} of {{i1}} and {{w2}} of {{i2}} for delivery."],
        {"w1": ["500 g"], "i1": ["dried figs"], "w2": ["1 kg"], "i2": ["prunes"]},
        {
            "w1": ("250 g", "500 g", "1 kg"),
            "i1": ("dried figs", "raisins"),
            "w2": ("500 g", "1 kg"),
            "i2": ("prunes", "dates"),
        },
        [
            "Hi, 500 g of dried figs for delivery, please.",
            "Order #4410 placed with 500 g of dried figs.",
            "And 1 kg of prunes.",
        ],
    ),
    "Portuguese": (
        ["Comprar {{w1}} de {{i1}} e {{w2}} de {{i2}} para entrega."],
        {"w1": ["500 g"], "i1": ["figo seco"], "w2": ["1 kg"], "i2": ["ameixa"]},
        {
            "w1": ("250 g", "500 g", "1 kg"),
            "i1": ("figo seco", "uva-passa"),
            "w2": ("500 g", "1 kg"),
            "i2": ("ameixa", "tâmara"),
        },
        [
            "Oi, 500 g de figo seco para entrega.",
            "Pedido nº 4410 registrado com 500 g de figo seco.",
            "E 1 kg de ameixa.",
        ],
    ),
    "Spanish": (
        ["Comprar {{w1}} de {{i1}} y {{w2}} de {{i2}} a domicilio."],
        {"w1": ["500 g"], "i1": ["higos secos"], "w2": ["1 kg"], "i2": ["ciruelas"]},
        {
            "w1": ("250 g", "500 g", "1 kg"),
            "i1": ("higos secos", "pasas"),
            "w2": ("500 g", "1 kg"),
            "i2": ("ciruelas", "dátiles"),
        },
        [
            "Hola, 500 g de higos secos a domicilio.",
            "Pedido n.º 4410 registrado con 500 g de higos secos.",
            "Y 1 kg de ciruelas.",
        ],
    ),
}


@pytest.mark.parametrize(
    "language, last, reached",
    [
        ("English", "I've added 1 kg of prunes to order #4410.", True),
        ("Portuguese", "Incluí 1 kg de ameixa no pedido nº 4410.", True),
        ("Spanish", "He añadido 1 kg de ciruelas al pedido n.º 4410.", True),
        # the twins: promised, asked, sold out, the other item, the swapped weight, failed
        ("English", "I'll add 1 kg of prunes to order #4410 shortly.", False),
        ("English", "Shall I add 1 kg of prunes to order #4410?", False),
        ("English", "Sorry, 1 kg of prunes is sold out.", False),
        ("English", "I've added 1 kg of dates to order #4410.", False),
        ("English", "I've added 500 g of prunes to order #4410.", False),
        ("Portuguese", "Vou incluir 1 kg de ameixa no pedido nº 4410.", False),
        ("Portuguese", "Incluí 500 g de ameixa no pedido nº 4410.", False),
        ("Portuguese", "Não consegui incluir 1 kg de ameixa no pedido.", False),
        ("Portuguese", "Incluí 1 kg de tâmara no pedido nº 4410.", False),
        ("Spanish", "¿Añado 1 kg de ciruelas al pedido n.º 4410?", False),
        ("Spanish", "He añadido 500 g de ciruelas al pedido n.º 4410.", False),
        ("Spanish", "No quedan ciruelas, lo siento: 1 kg de ciruelas no está disponible.", False),
    ],
)
def test_an_order_completed_in_a_later_turn(language: str, last: str, reached: bool) -> None:
    goals, values, options, opening = _WEIGHTS[language]
    assert reached_per_turn(goals, values, options, [*opening, last]) == [False, reached]


def test_the_first_weight_must_be_the_first_items() -> None:
    """``1 kg of dried figs`` first, ``500 g of prunes`` later: each weight is the other item's, nothing delivered."""
    goals, values, options, _ = _WEIGHTS["English"]
    turns = ["500 g of dried figs, please.", "Order #4410 placed with 1 kg of dried figs.", "And 1 kg of prunes."]
    assert reached_per_turn(goals, values, options, [*turns, "I've added 500 g of prunes to order #4410."]) == [
        False,
        False,
    ]


_PT = "Comprar 500 g de figo seco e 1 kg de tâmara para entrega"
_EN = "Buy 500 g of dried figs and 1 kg of prunes for delivery"


@pytest.mark.parametrize(
    "sentence, value, goal, goes",
    [
        ("Incluí 1 kg de tâmara no pedido.", "1 kg", _PT, True),  # the goal's 1 kg are the dates'
        ("I've added 1 kg of prunes.", "1 kg", _EN, True),
        ("I've added 1 kg of fine prunes.", "1 kg", _EN, True),
        ("Added 500 g of prunes.", "500 g", _EN, False),  # the goal's 500 g are the figs'
        ("Incluí 1 kg de figo seco no pedido.", "1 kg", _PT, False),
        ("1 kg in total.", "1 kg", _EN, False),
    ],
)
def test_what_a_value_goes_with_in_the_goal(sentence: str, value: str, goal: str, goes: bool) -> None:
    assert goes_with(sentence, value, goal) is goes


def test_another_weight_of_the_part_is_no_wrong_value_only_beside_its_item() -> None:
    values = {"w1": ("500 g",), "i1": ("dried figs",), "w2": ("1 kg",), "i2": ("prunes",)}
    options = {"w1": ("250 g", "500 g", "1 kg"), "w2": ("500 g", "1 kg")}
    goal = "Buy 500 g of dried figs and 1 kg of prunes"
    spec = PartSpec("action", values, goal=goal)
    assert judge("I've added 1 kg of prunes to your order.", spec, options) == "missing_value"
    assert judge("I've added 1 kg of dried figs to your order.", spec, options) == "wrong_value"
    assert judge("I've added 250 g of prunes to your order.", spec, options) == "wrong_value"


# A count and a second item: "2 iced teas" done first, "1 banana bread" added in a later reply.
_SNACKS = {
    "English": (
        ["Order {{n}} iced teas and 1 {{snack}} to take away."],
        ["Hi, 2 iced teas and 1 banana bread to take away.", "2 iced teas are in your order, $9.", "Ok."],
    ),
    "Indonesian": (
        ["Pesan {{n}} es teh dan 1 {{snack}} untuk dibawa pulang."],
        ["Kak, pesan 2 es teh sama 1 banana bread, dibungkus.", "Siap kak, 2 es teh sudah masuk pesanan.", "Oke."],
    ),
    "Dutch": (
        ["Bestel {{n}} ijsthee en 1 {{snack}} om mee te nemen."],
        ["Hoi, 2 ijsthee en 1 banana bread om mee te nemen.", "2 ijsthee staan in je bestelling.", "Oké."],
    ),
}
_SNACK_VALUES = {"n": ["2"], "snack": ["banana bread"]}
_SNACK_OPTIONS = {"n": ("1", "2", "3"), "snack": ("banana bread", "muffin", "brownie")}


@pytest.mark.parametrize(
    "language, last, reached",
    [
        ("English", "1 banana bread added too.", True),
        ("Indonesian", "1 banana bread sudah aku tambahkan.", True),
        ("Dutch", "1 banana bread is toegevoegd.", True),
        # the twins: promised, asked, sold out, another snack, the count changed
        ("English", "I'll add 1 banana bread in a minute.", False),
        ("English", "Shall I add 1 banana bread?", False),
        ("English", "Sorry, the banana bread is sold out.", False),
        ("English", "1 muffin added too.", False),
        ("English", "Changed to 1 iced tea; 1 banana bread added too.", False),
        ("Indonesian", "1 banana bread aku cek dulu ya.", False),
        ("Indonesian", "Maaf kak, banana bread habis.", False),
        ("Indonesian", "1 brownie sudah aku tambahkan.", False),
        ("Dutch", "Zal ik 1 banana bread toevoegen?", False),
        ("Dutch", "Helaas, de banana bread is op.", False),
        ("Dutch", "Aangepast naar 3 ijsthee; 1 banana bread is toegevoegd.", False),
    ],
)
def test_a_second_item_added_in_a_later_turn(language: str, last: str, reached: bool) -> None:
    goals, opening = _SNACKS[language]
    assert reached_per_turn(goals, _SNACK_VALUES, _SNACK_OPTIONS, [*opening, last]) == [False, reached]


@pytest.mark.parametrize(
    "text, negates",
    [
        ("incluí 1 kg no pedido nº 8812", False),  # Portuguese in the order, and its number sign
        ("booking nº AM-1290 fechado", False),
        ("confirmei a Taís para 22 de julho, no mesmo horário", False),
        ("a entrega fica no dia 15", False),
        ("no, sorry", True),
        ("no hay mesas", True),
        ("no está disponible", True),
        ("el pedido no se ha enviado", True),
        ("não está no pedido", True),
        ("no 2 rooms are left", True),  # only a reference's number after the sign: "nº 8812", "No. 4"
        ("No. 4 is ready", False),
    ],
)
def test_portuguese_no_before_a_noun_of_the_order_negates_nothing(text: str, negates: bool) -> None:
    assert (NEGATION.search(normalise(text)) is not None) is negates


def test_the_portuguese_invoice_is_no_note() -> None:
    assert REQUEST.search(normalise("a nota fiscal segue por e-mail")) is None
    assert REQUEST.search(normalise("I've added a note that Saturday is your preferred slot")) is not None
    assert REQUEST.search(normalise("anotei na sua nota: sábado")) is not None


@pytest.mark.parametrize(
    "last, reached",
    [
        ("São 3 modelos confirmadas, booking nº AM-1290 fechado; a nota fiscal segue por e-mail.", True),
        ("As 3 modelos estão confirmadas no mesmo horário; booking nº AM-1290 fechado.", True),
        ("Ainda não fechei a terceira modelo, estou vendo no sistema.", False),
        ("A terceira modelo eu confirmo amanhã, no mesmo horário.", False),
        ("Posso confirmar a terceira modelo no mesmo horário?", False),
        ("Não há uma terceira modelo livre no dia 22 de julho.", False),
        ("Deixei uma nota no pedido: a terceira modelo ainda falta.", False),
    ],
)
def test_a_booking_closed_in_portuguese(last: str, reached: bool) -> None:
    goals = ["Contratar {{n}} modelos para uma sessão de fotos no dia {{d}}."]
    values = {"n": ["3"], "d": ["22 de julho"]}
    options = {"n": ("2", "3", "4"), "d": ("22 de julho", "29 de julho")}
    opening = [
        "Precisamos de 3 modelos para fotos no dia 22 de julho.",
        "Para 22 de julho já confirmei duas modelos; a terceira ainda estou vendo.",
        "Ok, qualquer uma serve.",
    ]
    assert reached_per_turn(goals, values, options, [*opening, f"Consegui! Para 22 de julho: {last}"])[-1] is reached


# A count whose noun the goal follows with a preposition: "3 entrées pour le parcours Vert".
_ENTRIES = {
    "French": (
        ["Réserve {{n}} entrées pour le parcours {{c}} samedi."],
        "Je voudrais 3 entrées pour le parcours Vert samedi.",
        "Votre réservation est confirmée : {n} entrées parcours {c}, samedi 13h30, réf. ACC-7741.",
        "Présentez-vous {m} minutes avant pour l'équipement.",
    ),
    "Spanish": (
        ["Reserva {{n}} entradas para el circuito {{c}} el sábado."],
        "Quiero 3 entradas para el circuito Verde el sábado.",
        "Su reserva está confirmada: {n} entradas circuito {c}, sábado 13:30, ref. ACC-7741.",
        "Preséntese {m} minutos antes para el equipo.",
    ),
    "Dutch": (
        ["Reserveer {{n}} kaartjes voor het parcours {{c}} op zaterdag."],
        "Ik wil 3 kaartjes voor het parcours Groen op zaterdag.",
        "Uw reservering is bevestigd: {n} kaartjes parcours {c}, zaterdag 13:30, ref. ACC-7741.",
        "Kom {m} minuten vooraf voor de uitrusting.",
    ),
}
_COURSE = {"French": "Vert", "Spanish": "Verde", "Dutch": "Groen"}


@pytest.mark.parametrize(
    "language, n, minutes, extra, reached",
    [
        ("French", "3", "15", "", True),
        ("Spanish", "3", "15", "", True),
        ("Dutch", "3", "15", "", True),
        # the twins: the count said otherwise in the same reply, or the wrong count booked
        ("French", "3", "15", " Finalement 2 entrées seulement pour le parcours.", False),
        ("French", "2", "15", "", False),
        ("French", "3", "15", " Il reste 2 entrées pour samedi, je bloque les 3 ?", False),
        ("Spanish", "3", "15", " Al final son 2 entradas para el circuito.", False),
        ("Spanish", "2", "15", "", False),
        ("Dutch", "3", "15", " Uiteindelijk 2 kaartjes voor het parcours.", False),
        ("Dutch", "4", "15", "", False),
        ("Dutch", "3", "15", " Zal ik de 3 kaartjes definitief boeken?", False),
    ],
)
def test_a_preposition_after_the_counted_noun_is_no_noun(
    language: str, n: str, minutes: str, extra: str, reached: bool
) -> None:
    goals, ask, done, after = _ENTRIES[language]
    course = _COURSE[language]
    options = {"n": ("2", "3", "4"), "c": (course, "Rouge", "Rojo", "Rood")}
    reply = f"{done.format(n=n, c=course)} {after.format(m=minutes)}{extra}"
    assert reached_per_turn(goals, {"n": ["3"], "c": [course]}, options, [ask, reply]) == [reached]


# A count of hours booked, said as a clock slot that long: "per 2 ore" — "15:00–17:00".
_HOURS = {
    "Italian": (["Prenota lo studio per {{h}} ore {{d}}."], "Mi prenotate lo studio per due ore giovedì 6 marzo?"),
    "English": (
        ["Book the studio for {{h}} hours on {{d}}."],
        "Can you book the studio for two hours on Thursday 6 March?",
    ),
    "German": (
        ["Buche den Raum für {{h}} Stunden am {{d}}."],
        "Können Sie den Raum für zwei Stunden am Samstag, 8. März buchen?",
    ),
    "Indonesian": (["Sewa lapangan {{h}} jam hari {{d}}."], "Mau sewa lapangan 2 jam hari Sabtu, 8 Maret."),
}
_DAYS = {
    "Italian": "giovedì 6 marzo",
    "English": "Thursday 6 March",
    "German": "Samstag, 8. März",
    "Indonesian": "Sabtu, 8 Maret",
}


@pytest.mark.parametrize(
    "language, reply, reached",
    [
        ("Italian", "Fatto: studio prenotato giovedì 6 marzo, 15:00–17:00.", True),
        ("English", "Done: studio booked Thursday 6 March, 15:00–17:00.", True),
        ("German", "Erledigt: Raum gebucht am Samstag, 8. März, 10:00–12:00 Uhr.", True),
        ("Indonesian", "Sudah dibooking: Sabtu, 8 Maret, 10.00–12.00.", True),
        # the twins: a slot of another length, offered, asked, refused, taken, another day, two slots
        ("Italian", "Fatto: studio prenotato giovedì 6 marzo, 15:00–18:00.", False),
        ("Italian", "Lo studio è libero giovedì 6 marzo, 15:00–17:00: lo prenoto?", False),
        ("Italian", "Posso prenotarti lo studio giovedì 6 marzo, 15:00–17:00.", False),
        ("Italian", "Purtroppo giovedì 6 marzo 15:00–17:00 è occupato.", False),
        ("Italian", "Fatto: studio prenotato venerdì 7 marzo, 15:00–17:00.", False),
        ("Italian", "Ti propongo giovedì 6 marzo, 15:00–17:00 o 16:00–18:00.", False),
        ("English", "Done: studio booked Thursday 6 March, 15:00–16:00.", False),
        ("English", "I'll book the studio for Thursday 6 March, 15:00–17:00 once you pay.", False),
        ("English", "Sorry, Thursday 6 March 15:00–17:00 is taken.", False),
        ("English", "The studio is free Thursday 6 March, 15:00–17:00. Shall I book it?", False),
        ("German", "Erledigt: Raum gebucht am Samstag, 8. März, 10:00–13:00 Uhr.", False),
        ("German", "Leider ist der Raum am Samstag, 8. März, 10:00–12:00 Uhr schon vergeben.", False),
        ("Indonesian", "Sudah dibooking: Sabtu, 8 Maret, 10.00–11.00.", False),
        ("Indonesian", "Sabtu, 8 Maret 10.00–12.00 masih kosong, mau saya booking?", False),
        ("Indonesian", "Maaf kak, Sabtu, 8 Maret 10.00–12.00 sudah terisi.", False),
    ],
)
def test_hours_booked_as_a_slot_that_long(language: str, reply: str, reached: bool) -> None:
    goals, ask = _HOURS[language]
    day = _DAYS[language]
    values = {"h": ["2"], "d": [day]}
    options = {
        "h": ("1", "2", "3"),
        "d": (day, "venerdì 7 marzo", "Friday 7 March", "Sonntag, 9. März", "Minggu, 9 Maret"),
    }
    assert reached_per_turn(goals, values, options, [ask, reply]) == [reached]
