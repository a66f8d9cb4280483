"""Values a chatbot says in another surface form: fractions of a unit, dotted clock times, a range's first day.

Three rewrites of :func:`user_sim.core.goal_canonical.canonical`, on normalised text (lower case, no accents) in
the eight languages of the goal check:

* **a fraction of a kilo or a litre in words** (:func:`spoken_fractions`, before units are read): ``medio kilo``,
  ``half a kilo``, ``un demi-kilo``, ``ein halbes Kilo``, ``mezzo chilo``, ``meio quilo``, ``een halve liter``,
  ``setengah kilo`` → ``0.5 kilo`` (then ``0.5 kg``); ``un cuarto de kilo``, ``a quarter of a kilo``, ``een
  kwart liter`` → ``0.25``; ``kilo y medio``, ``2 kilos e mezzo``, ``one and a half litres``, ``anderthalb Kilo``
  → ``1.5`` / ``2.5``. Only before a unit of mass or volume: ``media hora`` and ``half past`` are read elsewhere;
* **a clock time with a dot** (:func:`dotted_clocks`, before dates are read): ``Jum, 19.00``, ``Sab, 07.00–15.00``,
  ``alle ore 8.30.``, ``vanaf 18.30`` → ``19:00``, ``07:00–15:00``, ``08:30``, ``18:30`` — after a weekday (whole
  or cut short), a day said as today or tomorrow (``besok, 10.00``), a date's day and month (``vr 7 juni 16.00``),
  or a word of clock time or of a slot's start or end, or as a member of a range of such times.
  Only with minutes ``00`` or 13–59, which no month is: ``Fr., 14.03.`` stays a date, ``€ 19.00`` a price;
* **a range's first day said without its month** (:func:`range_first_days`, after dates are read): ``fri 8 → sun
  10/8``, ``ven 9 – dom 11/5``, ``dal 9 all'11 maggio``, a day moved (``do dia 12 para o dia 13 de julho``,
  ``vom 12. auf den 13. Juli``) → the first day in the second's month (``08-08``), when a
  weekday or a word of a range's start is before it and it is earlier than the second day (``2 – 14/03`` is no
  range: two of something on 14 March).

And a reading of :func:`user_sim.core.goal_values.states` (a count as so many labelled items is
:mod:`user_sim.core.goal_listed`'s): :func:`states_nights`: a number
of nights (``7 notti``, ``2 Nächte``, ``3 malam``) is stated by a range of two dates that many nights apart
(``sab 6/7 → sab 13/7``); a range of another length states another number.
"""

from __future__ import annotations

import re
from datetime import date

from user_sim.core.goal_clockwords import AROUND, AT, BETWEEN, FROM, FROM_OF, RANGE_END, RANGE_TO, UNTIL, time_words
from user_sim.core.goal_dates import MONTH_RE, SHORT_DAY_RE
from user_sim.core.goal_when import RELATIVE_DAY

_UNIT = r"(kilos?|kilogram\w*|quilos?|chilo|chili|kg|litres?|liters?|litros?|litri|litro|l)(?!\w)"
_ONE = r"(?:un|una|uno|une|um|uma|ein|eine|een|a|an|one|satu|sa)"
_HALF = r"(?:half an?|half|medio|media|meio|meia|demi-?|halbes|halbe|halben|halve|mezzo|mezza|setengah)"
_QUARTER = (
    r"(?:a quarter of an?|a quarter|(?:un )?cuarto de|(?:un )?quart de|um quarto de|un quarto di|kwart|viertel"
    r"|seperempat)"
)
_AND_HALF = r"(?:y|e|et|en|and|und)\s+(?:a\s+)?(?:medio|media|mezzo|mezza|meio|meia|demi|half|halb)"
_FRACTION = re.compile(
    rf"(?<![\w.,])(?:(\d+|{_ONE})\s+and a half\s+{_UNIT}|(\d+|{_ONE})\s*{_UNIT}\s+{_AND_HALF}(?!\w)"
    rf"|(anderthalb|anderhalve|anderhalf|satu setengah)\s*{_UNIT}|(?:{_ONE}\s+)?({_HALF}|{_QUARTER})\s*{_UNIT})"
)
"""A fraction of a unit of mass or volume said in words: ``2 kilos y medio``, ``anderthalb Kilo``, ``medio kilo``."""
_MASS = re.compile(r"k|qu|ch")
_CLOCK_WORD = time_words(AT, FROM, BETWEEN, UNTIL, AROUND)
"""A word of clock time before a dotted time (``alle 8.30``, ``bis 18.30``); not one that is also *of*
(:data:`~user_sim.core.goal_clockwords.FROM_OF`: ``un precio de 12.50``, ``een korting van 19.50``)."""
_DOT_TIME = r"(?:[01]?\d|2[0-3])\.(?:00|1[3-9]|[2-5]\d)"
"""A dotted time: minutes ``00`` or 13–59, never a month."""
_NOT_PRICE = r"(?![\d,a-z]|\.\d)(?!\s*(?:[$€£]|eur|usd|rp|reais)(?!\w))"
_DOTTED = re.compile(
    rf"(?:(?<=[\s(])|^)(?:(?:{SHORT_DAY_RE}|{RELATIVE_DAY})\.?,?|{_CLOCK_WORD}|\d{{1,2}}\.?\s+(?:{MONTH_RE}))\s+"
    rf"({_DOT_TIME})(?:{RANGE_TO}({_DOT_TIME}))?"
    rf"{_NOT_PRICE}|(?<![\w.,:$€£])(?<![$€£] )({_DOT_TIME}){RANGE_TO}({_DOT_TIME}){_NOT_PRICE}"
)
DAYS_FROM = time_words(FROM, FROM_OF, "del dal da dall' do")
"""The words that open a range of days (``from``, ``del``, ``dal``, ``vom``, ``dari``, ``do``): goal_spoken,
goal_range_end."""
MOVED_TO = r"auf(?: den)?|ke|naar|para(?: o(?: dia)?)?"
"""The words of *to* that join a day moved from to the day moved to (``vom 12. auf den 13.``, ``do dia 12 para o dia
13 de julho``, ``van 12 naar 13 juli``, ``dari 12 ke 13 Juli``): goal_spoken, goal_range_end."""
THE_DAY = r"(?:(?:the|dia|tanggal)\s+)?"
"""An article or a word of *day* after a range's joiner (``to the 13th``, ``al día 13``, ``ke tanggal 13``)."""
_RANGE_START = rf"(?:(?:{SHORT_DAY_RE})\.?,?|{DAYS_FROM})"
"""A weekday or a word of a slot's start, and a range of days' own (``del 9 al 11``, ``dal 9 al 11``, ``da``)."""
_FIRST_DAY = re.compile(
    rf"(?<!\w)({_RANGE_START}\s+)(?:day-)?(\d{{1,2}})(?:st|nd|rd|th|er|\.)?"
    rf"((?:{RANGE_END}|\s+(?:{MOVED_TO})\s+){THE_DAY})"
    rf"((?:(?:{SHORT_DAY_RE})\.?,?\s+)?)(\d\d)-(\d\d)(?![\d:-])"
)


NIGHT_WORDS = r"nights?|noches?|nuits?|nachte|nacht|notti|notte|noites?|nachten|malam"
"""A night in the eight languages (normalised), after its number."""
_NIGHTS = re.compile(rf"^(\d{{1,2}}) (?:{NIGHT_WORDS})$")
_DATE_RANGE = re.compile(rf"(?<![\d:-])(\d\d)-(\d\d){RANGE_END}(?:(?:{SHORT_DAY_RE})\.?,?\s+)?(\d\d)-(\d\d)(?![\d:-])")


def states_nights(said: str, needle: str) -> bool:
    """Canonical ``said`` gives a range of dates as many nights long as ``needle`` (module docstring)."""
    nights = _NIGHTS.match(needle)
    if nights is None:
        return False
    for found in _DATE_RANGE.finditer(said):
        try:
            first, last = (date(2025, int(found[i]), int(found[i + 1])) for i in (1, 3))
        except ValueError:
            continue
        if (last - first).days % 365 == int(nights[1]):
            return True
    return False


def spoken_fractions(text: str) -> str:
    """A fraction of a kilo or a litre said in words, as digits and a unit (module docstring)."""
    return _FRACTION.sub(_fraction, text)


def _fraction(match: re.Match[str]) -> str:
    whole, unit = next((g, match.group(i + 2)) for i, g in enumerate(match.groups()) if g)
    unit = "kg" if _MASS.match(unit) else "l"
    if whole.isdigit():
        return f" {whole}.5 {unit} "
    if re.fullmatch(_ONE, whole) or whole.startswith(("ander", "satu")):
        return f" 1.5 {unit} "
    return f" {'0.5' if re.fullmatch(_HALF, whole) else '0.25'} {unit} "


def dotted_clocks(text: str) -> str:
    """Dotted clock times in a weekday's, clock word's or range's place, as ``HH:MM`` (module docstring)."""
    return _DOTTED.sub(_dotted, text)


def _dotted(match: re.Match[str]) -> str:
    out = match.group(0)
    for time in (t for t in match.groups() if t):
        hour, minutes = time.split(".")
        out = re.sub(rf"(?<![\d.]){re.escape(time)}(?![\d])", f"{int(hour):02d}:{minutes}", out, count=1)
    return out


def range_first_days(text: str) -> str:
    """A range's first day said without its month, in the month of its second day (module docstring)."""
    return _FIRST_DAY.sub(_first_day, text)


def _first_day(match: re.Match[str]) -> str:
    start, day, joiner, weekday, month, last = match.groups()
    if not 1 <= int(day) < int(last):
        return match.group(0)
    return f"{start}{month}-{int(day):02d}{joiner}{weekday}{month}-{last}"
