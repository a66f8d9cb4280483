"""A drawn measure (``2 m``, ``500 g``, ``90 min``) read in the other units of its kind.

Works on canonical values whose units :mod:`user_sim.core.goal_units` has already rewritten as symbols: a length in
``mm``, ``cm``, ``m`` (and ``in``, ``ft``, said ``22'`` and ``5"`` too), a mass in ``g``, ``kg``, a volume in ``ml``,
``cl``, ``l``, a duration in ``min``, ``hr``. :func:`measure_readings` gives the other readings of a drawn measure
(``2 m`` is said ``200 cm``, or as a side of a size: ``200x50 cm``; a size is said without its unit: ``140 x
200``); :func:`measure` and :func:`duration_minutes` give its amount in the kind's least unit, to compare or to add up.
:func:`states_decimal`: a drawn number with decimals (a size ``9.5``) is said by that number at a sentence's end too
(``size 9.5.``), which canonical text reads as a dotted date.
"""

from __future__ import annotations

import re
from decimal import Decimal

from user_sim.core.goal_purpose import FOR
from user_sim.core.goals import normalise

_SCALE = {"mm": ("length", 1), "cm": ("length", 10), "m": ("length", 1000), "g": ("mass", 1), "kg": ("mass", 1000)}
_SCALE |= {"ml": ("volume", 1), "cl": ("volume", 10), "l": ("volume", 1000), "min": ("time", 1), "hr": ("time", 60)}
_SCALE |= {"in": ("imperial", 1), "ft": ("imperial", 12)}
_MEASURE = re.compile(r"^(\d+(?:\.\d+)?) (mm|cm|m|kg|g|ml|cl|l|min|hr|in|ft)$")
_SIZE = re.compile(r"^(\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)+) (?:mm|cm|m|in|ft)$")
"""A size once canonical (``140x200 cm``: :mod:`user_sim.core.goal_units`)."""
_MARKS = {"ft": "['′]", "in": "(?:\"|”|′′|'')", "min": r"['′’](?![\w'′’])"}
"""Feet and inches written as marks after their number: ``22'`` (``22′``) is 22 ft, ``5"`` (``5″``) 5 inches; so
are minutes, when the drawn measure is a duration (``Abhyanga, 60'``, ``90′``)."""
_HOUR = r"(?:hour|hora|heure|ora|stunde|uur|jam)"
_AN_HOUR = rf"(?:(?:an?|one|una|une|uma|um|eine|einer|een|satu) |un'|se){_HOUR}"
"""One hour said with its article (``an hour``, ``un'ora``, ``une heure``, ``eine Stunde``, ``een uur``, ``sejam``):
a clock time said so (``à une heure``, ``om een uur``) is read before, as ``01:00``."""


_LASTING = (
    r"duree|duration|durata|dauer|duur|durasi|duracion|duracao|de duracion|de duracao|di|"
    + "|".join(w for w in FOR if w not in ("for", "para", "pra", "für", "untuk"))
    + r"|durante|pendant|selama|environ|about|circa|ongeveer|etwa|sekitar|unas|cerca de"
)
"""Words before a duration that a clock time never follows: with them ``1h30``, ``1 h`` (once canonical ``01:30``,
``01:00``) is how long it lasts (``durée 1h30``, ``environ 1 h``, ``pour 1 h 30``); not the *for* a clock time
follows (``for 1:00``, ``para la 1``, ``untuk jam 1``)."""
_HOURS_COUNTED = re.compile(rf"^(?:\d\d:00 )?(\d+) uur$|^(?:{_AN_HOUR}|{_HOUR})$")
"""A drawn Dutch ``1 uur`` once canonical (``01:00 1 uur``: also a clock time) is hours counted; so is one hour
said with its article, which the value may have lost (``een uur``, ``an hour``, ``une heure``, ``eine Stunde``,
``un'ora``, ``uma hora``)."""


def duration_minutes(needle: str) -> Decimal | None:
    """The minutes a canonical drawn duration lasts (``90 min``, ``1.5 hr``, ``01:00 1 uur``), else None."""
    counted = _HOURS_COUNTED.match(needle)
    found = measure(f"{counted[1] or 1} hr" if counted else needle)
    return found[1] if found is not None and found[0] == "time" else None


def measure(needle: str) -> tuple[str, Decimal] | None:
    """The kind and amount in the kind's least unit of canonical ``needle`` (``1 kg``: mass, 1000), else None."""
    found = _MEASURE.match(needle)
    if found is None:
        return None
    kind, scale = _SCALE[found[2]]
    return kind, Decimal(found[1]) * scale


def measure_readings(needle: str) -> list[str]:
    """Regexes of canonical ``needle`` (``2 m``) in the other units of its kind (``200 cm``).

    A length is also a side of a size (``200x50 cm`` states a width of ``2 m``); a size is also said without its
    unit (``futon 140 x 200, antraciet`` for ``140 x 200 cm``), never with another one.
    """
    sides = _SIZE.match(needle)
    if sides is not None:
        return [rf"{re.escape(sides[1])}(?!\s?(?:mm|cm|m|in|ft|['′\"”]))"]
    found = _MEASURE.match(needle)
    if found is None:
        return []
    kind, scale = _SCALE[found.group(2)]
    readings = []
    for unit, (other, size) in _SCALE.items():
        number = Decimal(found.group(1)) * scale / size
        if other != kind or number != round(number, 3):
            continue
        said = re.escape(f"{number.normalize():f}")
        side = r"(?:\d+(?:\.\d+)?x)*" + said + r"(?:x\d+(?:\.\d+)?)*" if kind == "length" else said
        readings.append(f"{side} {unit}")
        if unit in _MARKS:
            readings.append(f"{said} ?{_MARKS[unit]}")
        if unit == "hr" and number == 1:
            readings.append(_AN_HOUR)  # "60 minuti" said "un'ora"
    amount = Decimal(found.group(1)) * scale
    if kind == "time" and amount == int(amount) and 0 < amount < 360:  # "durée 1h30" for "90 minutes"
        readings.append(rf"(?:{_LASTING}) {int(amount) // 60:02d}:{int(amount) % 60:02d}")
    return readings


def states_decimal(text: str, needle: str) -> bool:
    """``text`` writes the drawn decimal ``needle`` as itself (``size 9.5.``: canonical text reads a date there).

    Only a drawn number with decimals: ``9.5`` is stated by ``9.5`` or ``9,5``, not by ``19.5``, ``9.55``, ``1.500``
    or ``9``.
    """
    number = re.fullmatch(r"(\d+)\.(\d+)", needle)
    if number is None:
        return False
    return re.search(rf"(?<![\w.,]){number[1]}[.,]{number[2]}(?![\w]|[.,]\d)", normalise(text)) is not None


def hours_counted(said: str) -> list[Decimal]:
    """The counts of hours canonical ``said`` gives: ``for 3 hr`` (*for 3 hours*) 3, ``per un'ora`` 1.

    Dutch ``voor 1 uur`` keeps its hours once canonical (``voor 01:00 1 uur``): 1.
    """
    counts = [Decimal(n) for n in re.findall(r"(?<![\w.,:-])(\d+(?:\.\d+)?) (?:hr|uur)(?!\w)", said)]
    return counts + [Decimal(1)] * len(re.findall(rf"(?<!\w){_AN_HOUR}(?!\w)", said))
