"""A part of the day drawn as a value, stated by a clock time inside it or by its word.

A part of the day (``vormittags``, ``in the evening``, ``por la tarde``…) drawn as a value is stated by a clock
time or window inside it (``zwischen 9 und 11 Uhr`` is the morning; ``11:00–13:00`` is not, nor a text with
another time outside it) when no other part of the day is named, and a weekday's
part (``Freitagabend``, ``vendredi soir``) by that weekday alone and its part of the day (``Freitag, 19:30 Uhr``):
:func:`states_part_of_day`, on canonical text (:mod:`user_sim.core.goal_canonical`: clock times as ``HH:MM``;
weekday names from :data:`user_sim.core.goal_dates.WEEKDAYS`).

A slot whose bare first hour shares the part of the day said after its second (``de 11 a 12 de la mañana``, ``from
2 to 5 in the afternoon``) is rewritten in :func:`user_sim.core.goal_canonical.canonical` by :func:`slot_starts`.
"""

from __future__ import annotations

import re
from functools import partial

from user_sim.core.goal_clock import DAYPART
from user_sim.core.goal_clockwords import BETWEEN, FROM, FROM_OF, RANGE_TO, time_words
from user_sim.core.goal_dates import WEEKDAY_RE, WEEKDAYS
from user_sim.core.goal_shorthand import states_short_weekday
from user_sim.core.goal_when import RELATIVE_DAY

_PARTS_OF_DAY = {
    "morning": (
        5,
        12,
        "morning manana matin vormittag vormittags morgens mattina mattino mattinata manha ochtend"
        " ochtends voormiddag pagi",
    ),
    "afternoon": (12, 20, "afternoon tarde midi nachmittag nachmittags pomeriggio middag middags namiddag siang sore"),
    "evening": (17, 24, "evening soir soiree abend abends sera serata noite avond avonds malam"),
}
"""Part of the day → its hours (from, to) and its words (``apres-midi`` is read as ``apres midi``)."""
_DRAWN_ONLY = {"matinee": "morning"}
"""A French *matinée* drawn is the morning; said in a reply it may be an afternoon show (an English matinee)."""
_PAIR = re.compile(r"(?<![\d:])(\d\d:\d\d) (\d\d:\d\d)(?![\d:])")
"""A clock time written both ways (``07:30 19:30``): which one is meant is not said."""
_PART_OF_DAY = {word: part for part, (_, _, words) in _PARTS_OF_DAY.items() for word in words.split()}
_WEEKDAY = {word: day for day, words in enumerate(WEEKDAYS) for word in words.split()}
_DAY_AND_PART = re.compile(
    rf"({WEEKDAY_RE}|{RELATIVE_DAY})\s*(?:(?:in the|on|por la|en la|de la|a la|a|na|al|di|de|am|in de|'s|pada)\s+)?"
    rf"({'|'.join(sorted(_PART_OF_DAY, key=len, reverse=True))})"
)
"""A weekday's part of the day, glued or not: ``freitagabend``, ``friday evening``, ``sexta a noite``."""


def states_part_of_day(said: str, needle: str) -> bool:
    """``needle`` is a part of the day and canonical ``said`` gives a clock time in it, naming no other part.

    A weekday's part (``Freitagabend``, ``friday evening``, ``viernes por la tarde``) is stated by that weekday,
    with no other weekday, and its part of the day (its word or a clock time in it).
    """
    if re.search(r"\d\d:\d\d", needle):
        return False  # "7 uur 's avonds" is that clock time, not any time of the evening
    day = _DAY_AND_PART.fullmatch(needle)
    if day is not None:
        weekdays = {_WEEKDAY[w] for w in re.findall(rf"(?<!\w)({WEEKDAY_RE})", said)}
        named = any(_PART_OF_DAY.get(w) == _PART_OF_DAY[day.group(2)] for w in re.findall(r"[a-z]+", said))
        if day.group(1) not in _WEEKDAY:  # "tomorrow morning", "morgenochtend": that word and its part of the day
            rest = re.sub(rf"(?<!\w){day.group(1)}(?!\w)", " ", said, count=1)  # "manana": tomorrow, then morning
            named = any(_PART_OF_DAY.get(w) == _PART_OF_DAY[day.group(2)] for w in re.findall(r"[a-z]+", rest))
            return rest != said and _in_part(rest, day.group(2), named)
        drawn = _WEEKDAY[day.group(1)]
        if not (weekdays == {drawn} or (not weekdays and states_short_weekday(said, day.group(1)))):
            return False  # "Do., 10:00 Uhr" names Donnerstag cut short
        return _in_part(said, day.group(2), named)
    return _in_part(said, needle.split()[-1] if needle else "", False)


def _in_part(said: str, word: str, named: bool) -> bool:
    """``said`` names the part of the day ``word`` (``named``) or gives a clock time in it, naming no other part.

    Named, no clock time outside it (``sabato in mattinata, alle 13:30`` is no Saturday morning).
    """
    part = _PART_OF_DAY.get(word, _DRAWN_ONLY.get(word))
    if part is None:
        return named
    start, end, _ = _PARTS_OF_DAY[part]
    inside = partial(_inside, start * 60, end * 60)
    said = _PAIR.sub(lambda m: next((t for t in (m[1], m[2]) if inside(t)), m[1]), said)  # "half 7": either
    times = re.findall(r"(?<![\d:])\d\d:\d\d(?![\d:])", said)
    if named:
        return all(inside(t) for t in times)
    if any(_PART_OF_DAY.get(w, part) != part for w in re.findall(r"[a-z-]+", said)):
        return False
    return any(inside(t, end * 60 - 1) for t in times) and all(inside(t) for t in times)  # "11:00-13:00": not morning


def _inside(first: int, last: int, time: str, end: int | None = None) -> bool:
    minutes = int(time[:2]) * 60 + int(time[3:])
    return first <= minutes <= (last if end is None else end)


_SLOT = re.compile(
    rf"(?<!\w)((?:{time_words(FROM, FROM_OF, BETWEEN)})\s+)"
    rf"(\d{{1,2}})(?![\d:.,])({RANGE_TO})(?=(\d\d):\d\d(?![\d:])(?:{DAYPART.pattern}))"
)
"""A bare hour after a word of a slot's start (``de``, ``van``, ``ab``, ``between``: the range after it is the
guard, so a start that is also *of* is read too), a range word and a clock time with its part of the day."""


def slot_starts(text: str) -> str:
    """A slot's bare first hour as a clock time in its second's half of the day (canonical text, after clock times).

    ``de 11 a 12:00 de la manana`` → ``de 11:00 a 12:00``; ``from 2 to 17:00 in the afternoon`` → ``from 14:00``
    (the later half when it still comes first); ``de 1 a 12:00`` stays ``01:00``, an hour after the end is left.
    """
    return _SLOT.sub(_slot_start, text)


def _slot_start(match: re.Match[str]) -> str:
    first, last = int(match[2]), int(match[4])
    hour = first + 12 if first < 12 <= last and first + 12 <= last else first
    return f"{match[1]}{hour:02d}:00{match[3]}" if hour <= last else match[0]
