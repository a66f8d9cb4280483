"""The kinds of value an information request may ask for, and whether a sentence gives one of a kind.

An information request with no drawn value ("ask when the refill will be ready") can only be checked by the
*kind* of its answer (:mod:`user_sim.core.goal_queries` reads which one it asks): an hour of the day for *what
time* (``a qué hora``, ``jam berapa``: a day does not say it), a time or date for *when*, an amount of time for *how
long*, an amount of money for *how much* (a price, a fee, a balance), a number for *how many*
(:mod:`user_sim.core.goal_ties` wants it beside the counted word), a street or place for *where*, an age for *how
old*, a measure, money or time for *how far*, a discount or a limit. Any digit is not an answer: an order number or
a prescription id in the reply does not say when it will be ready. A request of another kind (``other``) is never
proved by words alone. :func:`priced`: a number said only as money (``3 € par nuit``) is no count of an action's
values.
"""

from __future__ import annotations

import re
from typing import Literal

from user_sim.core.goal_conjunctions import DASHES, OR, UNTIL, either
from user_sim.core.goal_dates import WEEKDAY_RE
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_values import canonical
from user_sim.core.goal_when import RELATIVE_DAY
from user_sim.core.goals import normalise

ANYWHERE = ("time", "clock", "duration")
"""Kinds of answer every service reply is full of (dates, hours, delays of other matters): a sentence must also
name what the part asks about. A price, an amount, an age or a count is not said unless it is an answer."""
Asked = Literal["duration", "price", "count", "clock", "time", "place", "age", "amount", "other"]

_HOUR = re.compile(r"(?<!\d)\d{2}:\d{2}(?!\d)")
_CLOCK = re.compile(r"(?<!\d)\d{2}:\d{2}(?!\d)|(?<!\d)\d{2}-\d{2}(?!\d)")
_DAY = re.compile(rf"(?<!\w)(?:{RELATIVE_DAY}|nanti malam|{WEEKDAY_RE})(?!\w)")
"""A day: a weekday name (goal_dates.WEEKDAYS, the one table) or a day named from today (goal_when.RELATIVE_DAY, the
one table, and Indonesian ``nanti malam``, *tonight*)."""
_RELATIVE = re.compile(  # a date said from today or from the month: "the 1st of next month", "le 1er du mois"
    r"(?<!\w)(?:next (?:week|month)|(?:semaine|mois) (?:prochaine?|suivante?)|(?:semana|mes) que viene"
    r"|(?:proxim[oa]|siguiente) (?:semana|mes)|(?:semana|mes) (?:proxim[oa]|siguiente|seguinte)"
    r"|nachste[nrm]? (?:woche|monat)|(?:settimana|mese) (?:prossim[oa]|successiv[oa])"
    r"|volgende (?:week|maand)|(?:minggu|bulan) depan"
    r"|\d{1,2}(?:(?:st|nd|rd|th|er|e|o|º|°)\.? (?:of the |du |de |del |des |van de |van |dell'|do )?"
    r"|\.? (?:of the |du |de |del |des |van de |dell'|do ))(?:mois|month|mes|monats|mese|maand|bulan))(?!\w)"
)
_SPAN = (
    rf"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s*(?:[{DASHES}/]|to|a|au|{either(UNTIL, OR)})\s*\d+)?\s*"
    r"(?:(?:working|business|calendar|full|clear)\s+|werk|arbeits|kalender)?"
)
"""A number or a range (``2–3``, ``2 à 3``, ``drei bis fünf``), maybe of working days (``Werktage``)."""
_DURATION = re.compile(
    rf"{_SPAN}(?:min\w*|h|hr|hrs|hours?|horas?|heures?|stunden?|ore|ora|uur|jam|menit|days?|dias?|jours?|tage?n?"
    r"|giorni|dagen|hari|weeks?|semanas?|semaines?|wochen?|settimane?|weken|minggu|segundos?|seconds?)(?!\w)"
)
_MONTHS = re.compile(rf"{_SPAN}(?:months?|mes(?:es)?|mois|monate?n?|mesi|maanden|bulan)(?!\w)")
"""Months: how long (a warranty of 24 months), never when (a subscription of 12 months is no date)."""
_NUMBER = re.compile(r"(?<![\w.,])\d+(?![\d.,]\d)")
_AGE = re.compile(
    r"(?<![\w.,])\d+\s*(?:\+|-?(?:years?|yrs|anos|ans|jahre\w*|anni|jaar|tahun)(?!\w))"
    r"|(?<!\w)(?:age|aged|edad|idade|eta|alter|leeftijd|usia|umur)\s*(?:de |di |van |von )?\d+"
)
"""An age: ``12 años``, ``8 jaar``, ``16+``, ``ab 14 Jahren``, ``usia 5 tahun``, ``aged 12``."""
_MEASURE = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?\s*(?:kg|g|gr|grams?|gramm?[oi]?s?|kilos?|km|m|cm|mm|m2|m²|m3|l|ml|cl|liters?"
    r"|litres?|litros?|litri|%|gb|mb|tb|kw|kwh|w|v|°\s*c?|degrees?|grad|graden|gradi|grados|degres|derajat)(?!\w)"
)
"""A quantity with its unit (``23 kg``, ``22 °C``, ``50 GB``): with money and time, what a limit is said in."""
_MONEY = re.compile(
    r"[$€£¥₹]\s?\d|\d\s?(?:[$€£¥₹]|(?:usd|eur|euros?|dollars?|pounds?|reais|rp|rupiah|pesos|dolares)(?!\w))"
    r"|(?<!\w)(?:rp|idr|r\$)\s?\d"
)
_PLACE = re.compile(
    r"(?<!\w)(?:street|st|road|rd|avenue|ave|lane|square|calle|avenida|plaza|rue|boulevard|place|strasse|str"
    r"|platz|weg|via|viale|piazza|corso|rua|praca|travessa|straat|laan|plein|jalan|jl|gang|\w+(?:strasse|straat"
    r"|weg|plein|platz|station|bahnhof|hafen)|station|estacion|gare|bahnhof|stazione|estacao|stasiun|terminal"
    r"|airport|aeropuerto|aeroport|flughafen|aeroporto|luchthaven|bandara|hotel|lobby|reception|recepcion"
    r"|rezeption|receptie|resepsionis|entrance|entrada|entree|eingang|ingresso|ingang|pintu masuk|pier|dermaga"
    r"|muelle|quai|anleger|molo|cais|steiger|parking|parkplatz|parcheggio|estacionamento|parkeerplaats)(?!\w)"
)


def gives_kind(sentence: str, kind: Asked) -> bool:
    """Tell whether ``sentence`` gives a value of ``kind`` (never for ``other``); numbers may be said in words."""
    said = words_to_digits(normalise(sentence))
    if kind == "duration":
        return _DURATION.search(said) is not None or _MONTHS.search(said) is not None
    if kind == "price":
        return _MONEY.search(said) is not None
    if kind == "count":
        return _NUMBER.search(said) is not None
    if kind == "clock":
        return _HOUR.search(canonical(sentence)) is not None
    if kind == "time":
        found = ((_CLOCK, canonical(sentence)), (_DAY, said), (_DURATION, said), (_RELATIVE, said))
        return any(p.search(x) for p, x in found)
    if kind == "place":
        return _PLACE.search(said) is not None
    if kind == "age":
        return _AGE.search(said) is not None
    if kind == "amount":
        return any(p.search(said) is not None for p in (_MONEY, _MEASURE, _DURATION))
    return False


def priced(sentence: str, value: str) -> bool:
    """The number ``value`` is said only as an amount of money (``3 € par nuit`` is no stay of 3 nights)."""
    if not value.strip().isdigit():
        return False
    said = words_to_digits(normalise(sentence))
    found = list(re.finditer(rf"(?<![\w.,]){value.strip()}(?![\w.,]?\d)", said))
    return bool(found) and all(_BEFORE.search(said[: m.start()]) or _AFTER.match(said[m.end() :]) for m in found)


_BEFORE = re.compile(r"(?:[$€£¥₹]|(?<!\w)(?:rp|idr|r\$|usd|eur))\s?$")
_AFTER = re.compile(r"\s?(?:[$€£¥₹]|(?:usd|eur|euros?|dollars?|pounds?|reais|rp|rupiah|pesos|dolares)(?!\w))")
