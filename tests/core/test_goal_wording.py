"""Text values restated: inflection both ways, word order, typos, clippings, compounds, and the other options."""

from __future__ import annotations

import pytest

from user_sim.core.goal_inflect import bases_of
from user_sim.core.goal_rivals import states_among
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        # the value drawn plural, restated singular (and the reverse), in every word
        ("Pedido: 3 × Menú Vegano, entrega a las 14:00.", "veganos", True),
        ("Pedido: 3 × Menú Infantil, entrega a las 14:00.", "veganos", False),
        ("Abbiamo spedito due camicie bianche.", "camicia bianca", True),
        ("Abbiamo spedito due camicie nere.", "camicia bianca", False),
        ("Deux tartes flambées sont commandées.", "tarte flambée", True),
        ("Une tarte sucrée est commandée.", "tarte flambée", False),
        ("Er zijn 6 lavendelplanten gereserveerd.", "lavendelplant", True),
        ("De lavendelplant staat klaar.", "lavendelplanten", True),
        ("De rozenstruik staat klaar.", "lavendelplanten", False),
        ("Ich habe zwei Tassen eingepackt.", "Tasse", True),
        ("Ich habe die blauen Tassen eingepackt.", "blau", True),
        ("Ein schwarzer Koffer ist reserviert.", "schwarz", True),
        ("Ich habe die roten Tassen eingepackt.", "blau", False),
        ("Separei dois pães de queijo.", "pão de queijo", True),
        ("We packed three strawberries.", "strawberry", True),
        ("We packed the shower curtain.", "show", False),
        # word order and a word between, in one clause
        ("Ordine confermato: giacca in lino blu navy.", "giacca blu in lino", True),
        ("Ordine confermato: giacca in lino nera.", "giacca blu in lino", False),
        ("Ordine confermato: giacca blu, pantaloni in lino.", "giacca blu in lino", False),
        ("Ordine confermato: giacca blu senza lino.", "giacca blu in lino", False),
        ("Pedido feito: bolo de chocolate com morango.", "bolo de morango", False),
        ("Boxed: one carrot cake and chocolate cookies.", "chocolate cake", False),
        ("Reservado: mesa en la terraza exterior.", "mesa exterior", True),
        ("Entregamos la tarta de 2 pisos.", "tarta de pisos", False),
        ("Your ticket: Lisbon → Porto.", "Porto-Lisbon", False),
        ("Your ticket: Porto → Lisbon.", "Porto-Lisbon", True),
        ("Outdoor winter storage is reserved for your boat.", "winter storage spot", True),
        ("Indoor storage is reserved for your boat.", "winter storage spot", False),
        ("Reservamos una sesión de masaje relajante.", "plaza de masaje relajante", True),
        # a typo on either side, never in a name
        ("Burger with extra mayonaise, ordered.", "mayonnaise", True),
        ("Two expresso, coming right up.", "espresso", True),
        ("Table booked under the name Christina.", "Christian", False),
        # clippings and abbreviations
        ("1 veggie burger ordered.", "vegetarian burger", True),
        ("1 vegan burger ordered.", "vegetarian burger", False),
        ("Fries with mayo, done.", "mayonnaise", True),
        ("Pedido: 2 empanadas vegetar. y 1 de carne.", "vegetarianas", True),
        # compounds, split and joined words
        ("Die Leih-Zapfanlage ist reserviert.", "Zapfanlage", True),
        ("Die Bierzapfanlage ist reserviert.", "Zapfanlage", True),
        ("Kerstpakket en lavendelolie besteld.", "lavendel", True),
        ("Your pickup is at 5.", "pick up", True),
        ("One ebike for Saturday, booked.", "e-bike", True),
        ("One bike for Saturday, booked.", "e-bike", False),
        ("Great, let us go ahead.", "to go", False),
        ("Tickets are 12 euros per person, booked.", "in person", False),
        ("Your online store order is placed.", "in store", False),
        ("Le point de retrait est confirmé.", "pick up", False),
        # a leading preposition of place may go
        ("OS 5522 — vestido · apertar cintura (2 cm)", "na cintura", True),
        ("OS 5522 — vestido · apertar ombros (2 cm)", "na cintura", False),
        ("Pizza sin cebolla, marchando.", "con cebolla", False),
    ],
)
def test_a_text_value_restated(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated


@pytest.mark.parametrize(
    ("said", "value", "options", "stated"),
    [
        ("Your navy blue jacket is ordered.", "blue", ("blue", "navy blue", "black"), False),
        ("Your blue jacket is ordered.", "blue", ("blue", "navy blue", "black"), True),
        ("A blue cap and a navy blue scarf are ordered.", "blue", ("blue", "navy blue"), True),
        ("Ho ordinato la giacca blu navy.", "blu", ("blu", "blu navy", "nero"), False),
        ("Il vino rossa è pronto.", "rosso", ("rosso", "rossa"), False),
        ("Il vino rosso è pronto.", "rosso", ("rosso", "rossa"), True),
        ("Il vino rossa è pronto.", "rosso", ("rosso", "bianco"), True),
        ("Die Leih-Zapfanlage ist reserviert.", "Zapfanlage", ("Zapfanlage", "Leih-Zapfanlage"), False),
        ("Reservado: 10 kg de gelo.", "10 kg", ("10 kg", "2 × 10 kg"), True),
    ],
)
def test_another_option_is_not_the_value(said: str, value: str, options: tuple[str, ...], stated: bool) -> None:
    assert states_among(said, value, options) is stated


def test_the_rules_call_another_option_a_wrong_value() -> None:
    part = PartSpec("action", {"colour": ("blue",)})
    options = {"colour": ("blue", "navy blue", "black")}
    assert judge("Done: your navy blue jacket is ordered.", part, options) == "wrong_value"
    assert judge("Done: your blue jacket is ordered.", part, options) == "delivered"
    menu = PartSpec("action", {"menu": ("vegetarianos",)})
    menus = {"menu": ("vegetarianos", "de carne", "de pescado")}
    assert judge("Pedido hecho: 4 × Menú Vegetariano.", menu, menus) == "delivered"
    assert judge("Pedido hecho: 4 × Menú de Carne.", menu, menus) == "wrong_value"
    assert judge("Te preparo 4 × Menú Vegetariano.", menu, menus) != "delivered"
    jacket = PartSpec("action", {"modello": ("blu in lino",)})
    jackets = {"modello": ("blu in lino", "grigia in lana")}
    assert judge("Fatto: giacca in lino blu navy messa da parte.", jacket, jackets) == "delivered"
    assert judge("La giacca in lino blu navy è disponibile.", jacket, jackets) == "promise"
    assert judge("Fatto: giacca grigia in lana messa da parte.", jacket, jackets) == "wrong_value"
    tap = PartSpec("action", {"extra": ("Zapfanlage",)})
    assert judge("Die Leih-Zapfanlage ist gebucht.", tap, {}) == "delivered"
    assert judge("Die Leih-Zapfanlage ist noch verfügbar.", tap, {}) == "promise"


def test_a_value_keeps_its_root() -> None:
    assert bases_of("vegetarianos") == {"vegetarianos", "vegetariano"}
    assert bases_of("poster") == {"poster"}
    assert "glas" not in bases_of("glass")


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        ("Reserva hecha, Marta.", "martes", False),  # a name is no weekday
        ("Buchung bestätigt, Marta.", "martes", False),
        ("Clases todos los martes a las 18:00.", "martes", True),
        ("Aulas aos sábados de manhã.", "sábado", True),
        ("Corso ogni sabato.", "sabato", True),
        ("Kursus setiap Sabtu.", "sabtu", True),
        ("Entrega en marzo.", "marzo", True),
        ("Entrega a Marzia.", "marzo", False),  # a name is no month
    ],
)
def test_a_weekday_or_month_takes_no_agreement_ending(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated
