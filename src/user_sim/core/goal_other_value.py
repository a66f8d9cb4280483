"""Another value of a drawn value's shape in a canonical text: a clock time, a date, a weekday, an amount with a unit.

:func:`other_of_shape` is the shape half of :func:`user_sim.core.goal_contradiction.contradicted`, on canonical
text (:func:`user_sim.core.goal_values.canonical`):

* for a **clock time** (``HH:MM``), another clock time — not the same hour twelve hours apart (``quarter to six``
  is read both ways), and not the end of a range that starts at the drawn time (``10:00-12:00``);
* for a **date** (``MM-DD``), another valid date;
* for a **weekday** (eight languages; ``montags``, ``sabados`` are the day too), another weekday;
* for an **amount with a unit** (``500 g``, ``5 m²``), another amount with that unit; for a **duration** (``2 hr``,
  ``90 min``), also a clock slot that spans another length (``15:00 – 16:00`` for ``deux heures``, ``von 15:00 bis
  16:00`` for ``zwei Stunden``, ``jam 15.00 - 16.00`` for ``dua jam``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_dates import CLOCK_RANGE, WEEKDAYS

_DAY = {word: i for i, words in enumerate(WEEKDAYS) for word in words.split()}
_DAY_RE = re.compile(rf"(?<!\w)({'|'.join(sorted(_DAY, key=len, reverse=True))})(?:s|n|en)?(?!\w)")
"""A weekday (``montags``, ``sabados``, ``zondags`` and ``samstagen`` are the day too)."""
_CLOCK = re.compile(r"(?<![\d:])(\d{2}):(\d{2})(?![\d:])")
_DATE = re.compile(r"(?<![\d:.-])(\d{2})-(\d{2})(?![\d:-])")
_AMOUNT = re.compile(r"^(\d+(?:\.\d+)?) ([^\W\d_]+[²³]?)$")


def other_of_shape(said: str, text: str) -> bool:
    """Canonical ``text`` holds another clock time, date, weekday or amount than the canonical drawn ``said``."""
    return _other_clock(said, text) or _other_date(said, text) or _other_day(said, text) or _other_amount(said, text)


def _minutes(hour: str, minute: str) -> int:
    return int(hour) * 60 + int(minute)


def _other_clock(said: str, text: str) -> bool:
    mine = {_minutes(h, m) for h, m in _CLOCK.findall(said)}
    if not mine or not all(_CLOCK.fullmatch(token) for token in said.split()):
        return False
    ends = set()
    for slot in CLOCK_RANGE.finditer(text):  # the end of a slot that starts at the drawn time: "10:00-12:00"
        if _minutes(*slot.group(1).split(":")) in mine:
            ends |= {_minutes(h, m) for h, m in _CLOCK.findall(slot.group(0))[1:]}
    for h, m in _CLOCK.findall(text):
        minutes = _minutes(h, m)
        if minutes not in ends and not any(minutes in (t, (t + 720) % 1440) for t in mine):
            return True
    return False


def _other_date(said: str, text: str) -> bool:
    mine = _DATE.findall(said)
    if not mine:
        return False
    dates = [(m, d) for m, d in _DATE.findall(text) if 1 <= int(m) <= 12 and 1 <= int(d) <= 31]
    return any(date not in mine for date in dates)


def _other_day(said: str, text: str) -> bool:
    found = _DAY_RE.fullmatch(said)
    if found is None:
        return False
    day = _DAY[found.group(1)]
    return any(_DAY[word] != day for word in _DAY_RE.findall(text))


def _other_amount(said: str, text: str) -> bool:
    found = _AMOUNT.match(said)
    if found is None:
        return False
    number, unit = found.groups()
    amounts = re.findall(rf"(?<![\w.,:-])(\d+(?:\.\d+)?)\s?{re.escape(unit)}(?!\w)", text)
    return any(amount != number for amount in amounts) or _other_span(float(number) * _SPAN.get(unit, 0), text)


_SPAN = {"hr": 60, "min": 1}
"""Minutes in a unit of duration, once canonical."""


def _other_span(length: float, text: str) -> bool:
    """A clock slot of ``text`` spans another length than ``length`` minutes (none when ``length`` is 0)."""
    for slot in CLOCK_RANGE.finditer(text) if length else ():
        times = [_minutes(h, m) for h, m in _CLOCK.findall(slot.group(0))]
        if (times[-1] - times[0]) % 1440 != length:
            return True
    return False
