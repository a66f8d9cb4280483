"""Sizes, durations and amounts in the shapes chatbots write them, rewritten before values are compared.

Works on normalised text (lower case, no accents) whose number words are already digits:

* **sizes** ``80 x 120 cm``, ``80x120``, ``50×70``, ``80 cm x 120 cm``, ``1,5 x 2 m`` → ``80x120 cm`` (one token,
  the unit after it); a product of a quantity and a price (``2 × 25 €``) is no size and stays;
* **units in words** after their number as their symbol (``2 mètres`` → ``2 m``, ``500 gramos`` → ``500 g``,
  ``1 cubic metre`` → ``1 m3``, ``20 metros cuadrados`` → ``20 m2``, ``22 feet`` / ``22-foot`` → ``22 ft``, ``5
  pulgadas`` → ``5 in``, ``16 ampère`` → ``16 a``); a drawn measure is also read in the other units of its kind
  (:mod:`user_sim.core.goal_measures`);
* **a number hyphened to its word** (``30-minute walk``, ``2-hour tour``) as the number and the word;
* **durations** said in words: a quarter of an hour (``un cuarto de hora``, ``un quart d'heure``, ``eine
  Viertelstunde``, ``un quarto d'ora``, ``um quarto de hora``, ``een kwartier``, ``seperempat jam``) → ``15 min``,
  half an hour → ``30 min``, three quarters → ``45 min``, an hour and a half → ``90 min``; the minute words
  (``minutes``, ``minutos``, ``minuti``, ``Minuten``, ``menit``, ``mins``) → ``min``, the hour words after a number
  (``hours``, ``hrs``, ``horas``, ``heures``, ``Stunden``, ``Std.``, ``ore``, ``jam``) → ``hr``; a duration is also
  read in the other unit (:mod:`user_sim.core.goal_measures`: ``90 min`` is ``1.5 hr``);
* **amounts** with a multiplier word: ``170rb`` / ``170 ribu`` / ``350k`` → ``170000`` / ``350000``, ``1,5 juta``
  → ``1500000``; ``20,-`` (whole euros) → ``20``; ``1 250 €`` → ``1250``.
"""

from __future__ import annotations

import re

_NUM = r"\d+(?:[.,]\d+)?"
_LENGTH = r"(?:mm|cm|m|in|ft)"
_SIZE = re.compile(
    rf"(?<![\w.,])({_NUM})\s*({_LENGTH})?\s*[x×]\s*({_NUM})(?:\s*({_LENGTH})(?!\w))?(?:\s*[x×]\s*({_NUM}))?"
    rf"(?:\s*({_LENGTH})(?!\w))?(?!\w|[.,]\d|\s*(?:[$€£]|eur|euro|usd|rp|r\$|idr))"
)
_DURATIONS: tuple[tuple[int, str], ...] = (
    (
        90,
        r"an hour and a half|(?:one|1) and a half hours?|(?:una |1 )?hora y media|(?:une |1 )?heure et demie"
        r"|anderthalb stunden|eineinhalb stunden|un'ora e mezza|(?:uma |1 )?hora e meia|anderhalf uur|1 setengah jam",
    ),
    (
        45,
        r"(?:three|3) quarters of an hour|3 cuartos de hora|3 quarts d'heure|dreiviertelstunde|3 viertelstunden"
        r"|3 quarti d'ora|3 quartos de hora|3 kwartier",
    ),
    (
        30,
        r"half an hour|half hour|(?:una )?media hora|(?:une )?demi-? ?heure|(?:eine )?halbe stunde|mezz'? ?ora"
        r"|(?:uma )?meia hora|(?:een )?half uur|setengah jam",
    ),
    (
        15,
        r"(?:an? |one |1 )?quarter of an hour|(?:a )?quarter hour|(?:un )?cuarto de hora|(?:un )?quart d'heure"
        r"|(?:eine )?viertelstunde|(?:un )?quarto d'ora|(?:um )?quarto de hora|(?:een )?kwartier|seperempat jam",
    ),
)
_DURATION = tuple((minutes, re.compile(rf"(?<![\w'])(?:{words})(?!\w)")) for minutes, words in _DURATIONS)
_HYPHENED = re.compile(r"(?<=\d)-(?=[a-z]{2})")
"""A number hyphened to its unit or noun is the number and the word: ``30-minute`` is ``30 minute``."""
_MINUTES = re.compile(r"(?<=\d)\s*(?:minutes?|mins?|minutos?|minuti|minuten|menit)(?![\w])\.?")
_HOURS = re.compile(r"(?<=\d)\s*(?:hours?|hrs?|horas?|heures?|stunden?|std|ore|ora|jam)(?![\w])\.?")
"""The hour words after a number (a duration: ``2 Std.``, ``2 hrs``, ``2 horas``, ``2 jam``) → ``hr``; a clock time
said with them (``à 15 heures``, ``às 15 horas``) is read before, and ``2h`` stays a clock time."""
_THOUSANDS = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(rb|ribu|k|juta|jt)(?!\w)")
_WHOLE = re.compile(r"(?<=\d)[.,][-–](?!\d)")
_MONEY = r"(?:[$€£]|r\$|rp|eur|euros?|chf|usd|idr)"
_GROUPS = r"(\d{1,3}(?:[ \u202f\u00a0]\d{3})+)(?!\d)"
_SPACED = re.compile(rf"(?<![\d.,]){_GROUPS}(?=(?:[.,]\d{{2}})?\s*{_MONEY}(?![a-z]))|(?<![a-z])({_MONEY})\s?{_GROUPS}")
"""Thousands grouped by spaces beside a currency (``1 250 €``, ``€ 1 250``): one number."""


_UNIT_WORDS = (
    (
        "m3",
        "cubic_metres? cubic_meters? metros?_cubicos? metri_cubi metres?_cubes? kubikmeter meter_kubik kubieke_meters?",
    ),
    (
        "m2",
        "square_metres? square_meters? metros?_cuadrados? metros?_quadrados? metri_quadrati metres?_carres?"
        " quadratmeter meter_persegi vierkante_meters?",
    ),
    ("mm", "millimetres? millimeters? milimetros? millimeter millimetri"),
    ("cm", "centimetres? centimeters? centimetros? zentimeter centimeter centimetri"),
    ("m", "metres? meters? metros? meter metri"),
    ("kg", "kilogrammes? kilograms? kilogramos? kilogramm kilogrammi kilogram kilos? kilo"),
    ("g", "grammes? grams? gramos? gramm grammi gram gr"),
    ("ml", "millilitres? milliliters? mililitros? milliliter millilitri"),
    ("cl", "centilitres? centiliters? centilitros? zentiliter centiliter centilitri"),
    ("l", "litres? liters? litros? liter litri"),
    ("ft", "feet foot"),
    ("in", "inches inch pulgadas? polegadas? pollici pollice zoll duim inci"),
    ("kw", "kilowatts? kilovatios?"),
    ("w", "watts? vatios?"),
    ("a", "amperes? amperios? amper"),
    ("v", "volts? voltios?"),
)
_UNIT_WORD = tuple(
    (unit, re.compile(rf"(?<=\d)\s*(?:{words.replace(' ', '|').replace('_', ' ')})(?!\w)"))
    for unit, words in _UNIT_WORDS
)
"""A unit said in words after its number is its symbol: ``2 mètres`` is ``2 m``, ``1,5 kilos`` ``1.5 kg``, ``1 cubic
metre`` ``1 m3`` (as ``1 m³`` is), ``20 metros cuadrados`` ``20 m2``, ``16 ampère`` ``16 A``, ``6 Kilowatt``
``6 kW``."""


def rewrite_units(text: str) -> str:
    """Durations in words as minutes, sizes as one token, amounts with a multiplier word as digits."""
    out = _HYPHENED.sub(" ", text)
    for unit, pattern in _UNIT_WORD:
        out = pattern.sub(f" {unit}", out)
    for minutes, pattern in _DURATION:
        out = pattern.sub(f" {minutes} min ", out)
    out = _HOURS.sub(" hr", _MINUTES.sub(" min", out))
    out = _SIZE.sub(_size, out)
    out = _THOUSANDS.sub(_thousands, out)
    out = _SPACED.sub(lambda m: f"{m.group(2) or ''} {re.sub(r'[^0-9]', '', m.group(1) or m.group(3))}", out)
    return _WHOLE.sub("", out)


def _size(match: re.Match[str]) -> str:
    sides = [s.replace(",", ".") for s in (match.group(1), match.group(3), match.group(5)) if s]
    unit = match.group(6) or match.group(4) or match.group(2)
    return " " + "x".join(sides) + (f" {unit}" if unit else "") + " "


def _thousands(match: re.Match[str]) -> str:
    number = float(match.group(1).replace(",", "."))
    factor = 1_000_000 if match.group(2) in ("juta", "jt") else 1000
    return f"{round(number * factor)}"
