"""An amount asked in a physical dimension is answered in its unit, not in money or time.

``ask about the passenger weight limit`` asks an *amount* (:mod:`user_sim.core.goal_kinds`), and any price or
duration is one: ``Sat 13:00 · 30-min trial · £189`` would answer it. When the part's words name a dimension —
weight, height or length, width, distance, volume or capacity, temperature — in any of the eight languages, only a
quantity in a unit of that dimension answers it (``max 110 kg``, ``1,90 m``, ``250 lbs``, ``2 km``, ``5 L``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goals import normalise

_NUM = r"(?<![\w.,])\d+(?:[.,]\d+)?\s*"
_DIMENSIONS = (
    (
        r"weight|weigh\w*|heav\w+|peso|pesos|pesar|pesado|poids|peser|lourd\w*|gewicht\w*|wiegen|wiegt|schwer\w*"
        r"|zwaar|berat\w*|bobot",
        r"kg|kgs|kilo\w*|g|gr|grams?|gramm?\w*|lbs?|pounds?|stone|st|oz|ounces?|ton\w*",
    ),
    (
        r"height|tall|altura|estatura|hauteur|hohe|korpergrosse|altezza|statura|hoogte|lengte|tinggi|length|long"
        r"|longitud|comprimento|longueur|lange|lunghezza|panjang|width|wide|ancho|anchura|largura|largeur|breite"
        r"|larghezza|breedte|lebar",
        r"m|cm|mm|metres?|meters?|metros?|metri|ft|feet|foot|inch\w*|in|pollici|pulgadas?|polegadas?|zoll|duim",
    ),
    (r"distance|far|distancia|entfernung|distanza|afstand|jarak", r"km|m|kilomet\w+|miles?|mi|metres?|meters?"),
    (
        r"capacity|volume|capacidad|capacidade|capacite|kapazitat|fassungsvermogen|capacita|inhoud|kapasitas"
        r"|volumen|volumes?",
        r"l|ml|cl|litres?|liters?|litros?|litri|gallons?|m3|m³",
    ),
    (r"temperature|temperatura|temperatur|temperatuur|suhu", r"°\s*[cf]?|degrees?|grad\w*|grados|gradi|derajat"),
)
_TABLE = tuple(
    (re.compile(rf"(?<!\w)(?:{words})(?!\w)"), re.compile(rf"{_NUM}(?:{units})(?!\w)")) for words, units in _DIMENSIONS
)


def fits_dimension(part: GoalPart, sentence: str) -> bool:
    """The sentence answers the part in the unit of the dimension its words name (True when they name none)."""
    if part.asks != "amount":
        return True
    asked = normalise(" ".join(part.keywords) or part.text)
    units = [unit for words, unit in _TABLE if words.search(asked)]
    said = words_to_digits(normalise(sentence))
    return not units or any(unit.search(said) for unit in units)
