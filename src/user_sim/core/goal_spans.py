"""Spans of days a confirmation writes in its own shape: a range of dates, a stay of days and nights.

Two readings of :func:`user_sim.core.goal_values.states`, on canonical text and value (dates ``MM-DD``):

* **a range of dates** (:func:`states_date_range`) — a drawn ``17-18 maggio``, ``12–14 September``, ``vrijdag 7
  t/m zondag 9 juni`` is stated by the same two dates joined in any way a range is said (``dal 17 al 18 maggio``,
  ``12 – 14 Sept``, ``Fri 12 to Sun 14 September``, ``vr 7 – zo 9 juni``, ``7-9 juni``), each maybe after a weekday,
  whole or cut short, the first maybe with the clock time the stay starts (``vr 7 juni 16.00 – zo 9 juni 11.00``);
  a range of two days in a row also by both days joined by ``and`` (``sabato 17 e domenica 18 maggio``, ``Saturday
  17 and Sunday 18 May``, ``samedi 17 et dimanche 18 mai``, ``Samstag, 17. und Sonntag, 18. Mai``, ``zaterdag 17 en
  zondag 18 mei``, ``Sabtu 17 dan Minggu 18 Mei``, ``sábado 17 y domingo 18 de mayo``). Two days of a longer range
  are not the range (``7 en 9 juni`` is no ``7 t/m 9 juni``), nor is another range, nor two days listed (``vr 7
  juni, zo 9 juni``);
* **a clock slot** (:func:`states_clock_range`) — a drawn ``14:00 tot 17:00`` is stated by the same two times
  joined in any way a range is said (``14.00–17.00``, ``14u–17u``, ``de 14h à 17h``); another slot, or one of its
  times alone, is not;
* **a stay of days and nights** (:func:`stay_readings`) — a drawn ``2 hari 1 malam``, ``3 days 2 nights``, ``2
  giorni e 1 notte`` is stated by the same numbers in the words of any of the eight languages (``2 Tage / 1
  Nacht``, ``2 días y 1 noche``, ``2 jours, 1 nuit``, ``2 dias e 1 noite``, ``2 dagen 1 nacht``) or in shorthand
  (``2H1M``, ``2D1N``, ``3D/2N``, ``2G1N``): another number of days or nights states another stay;
* **a stay of weeks** (:func:`states_weeks`) — a drawn ``una semana``, ``1 week``, ``seminggu``, ``2 semanas`` is
  stated by seven nights a week in the words of any of the eight languages (``Surf camp 7 noches``, ``14
  nights``, ``7 malam``; not days, which name deadlines and opening: ``cancel up to 14 days before``, ``open 7 days a
  week``) or by a range of dates that many nights apart (``7–14 de julio``,
  :func:`user_sim.core.goal_spoken.states_nights`): another number of nights or days states another stay.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from user_sim.core.goal_clockwords import RANGE_TO
from user_sim.core.goal_conjunctions import AND, AND_SIGNS, either
from user_sim.core.goal_dates import SHORT_DAY_RE, WEEKDAY_RE
from user_sim.core.goal_spoken import NIGHT_WORDS, states_nights

_DATE = r"(\d\d)-(\d\d)"
_DRAWN_RANGE = re.compile(rf"^(?:(?:{WEEKDAY_RE}),?\s+)?{_DATE}{RANGE_TO}(?:(?:{WEEKDAY_RE}),?\s+)?{_DATE}$")
"""A drawn range of two dates, maybe with their weekdays, once canonical (``05-17 - 05-18``)."""
_JOIN = rf"(?P<join>{RANGE_TO})"
_WEEKDAY = rf"(?:(?:{SHORT_DAY_RE})\.?,?\s+)?"
_CLOCK = r"(?:\s+\d\d:\d\d)?"
"""A clock time after the first day: the stay's start (``vr 7 juni 16.00 – zo 9 juni 11.00``)."""
_BARE = rf"\s+(?:{SHORT_DAY_RE})\.?,?\s+"
"""The second day's weekday right after the first day: the dash between a month and a weekday, which
:func:`user_sim.core.goal_canonical.canonical` drops (``7 juni – zo 9 juni`` is ``06-07 zo 06-09``); never a comma."""
_AND = re.compile(rf"^\s*{either(AND, AND_SIGNS)}\s*$")
"""Joining words that add a day to a day (``17 and 18``): they say a range of two days in a row only."""


def states_date_range(said: str, needle: str) -> bool:
    """Canonical ``said`` gives the drawn range of dates ``needle`` in another shape (module docstring)."""
    drawn = _DRAWN_RANGE.match(needle)
    if drawn is None:
        return False
    first, last = f"{drawn[1]}-{drawn[2]}", f"{drawn[3]}-{drawn[4]}"
    pattern = rf"(?<![\w:-]){first}{_CLOCK}(?:(?:\s*,)?{_JOIN}{_WEEKDAY}|{_BARE}){last}(?![\d:-])"
    return any(not m["join"] or not _AND.match(m["join"]) or _next_day(drawn) for m in re.finditer(pattern, said))


def _next_day(drawn: re.Match[str]) -> bool:
    """The drawn range's last day is the day after its first (a weekend: ``17-18 maggio``)."""
    try:
        first = date(2025, int(drawn[1]), int(drawn[2]))
        return first + timedelta(days=1) == date(2025, int(drawn[3]), int(drawn[4]))
    except ValueError:
        return False


_DAY_WORDS = r"days?|dias?|jours?|tage?n?|giorni|giorno|dagen|dag|hari"
_BETWEEN = rf"(?:,\s*|\s+{either(AND)}\s+|\s*[/+-]\s*|\s+)"
"""What may join the days to the nights: a comma, a slash, ``and`` (``3 days, 2 nights``, ``2 giorni e 1 notte``)."""
_STAY = re.compile(rf"(?<![\w.,])(\d{{1,2}}) (?:{_DAY_WORDS}){_BETWEEN}(\d{{1,2}}) (?:{NIGHT_WORDS})(?!\w)")
"""A stay of days and nights in a canonical value (``2 hari 1 malam``, ``3 days, 2 nights``, ``2 giorni e 1
notte``)."""


def stay_readings(needle: str) -> list[str]:
    """Regexes of canonical ``needle`` with its stay of days and nights in other words or in shorthand."""
    stay = _STAY.search(needle)
    if stay is None:
        return []
    days, nights = stay[1], stay[2]
    words = rf"{days} (?:{_DAY_WORDS}){_BETWEEN}{nights} (?:{NIGHT_WORDS})"
    short = rf"{days}\s?[dhgtj]\s?[/+-]?\s?{nights}\s?[nm]"
    said = rf"(?:{words}|{short})(?!\w)"
    return [re.escape(needle[: stay.start()]) + said + re.escape(needle[stay.end() :])]


_WEEK_WORDS = r"weeks?|semanas?|semaines?|wochen?|settimana|settimane|weken|week|minggu"
_WEEKS = re.compile(rf"^(?:(?:(\d)|one|satu) )?(?:{_WEEK_WORDS})$|^seminggu$")
"""A drawn stay of weeks, canonical, its article set aside (``una semana`` is read ``semana``; ``2 weeks``)."""


def states_weeks(said: str, needle: str) -> bool:
    """Canonical ``said`` gives the drawn stay of weeks ``needle`` as so many nights (module docstring)."""
    weeks = _WEEKS.match(needle)
    if weeks is None:
        return False
    nights = 7 * int(weeks[1] or 1)
    said_nights = re.search(rf"(?<![\w.,:-]){nights} (?:{NIGHT_WORDS})(?!\w)", said)
    return said_nights is not None or states_nights(said, f"{nights} nights")  # days: deadlines, "7 days a week"


_DRAWN_SLOT = re.compile(rf"^(\d\d:\d\d){RANGE_TO}(\d\d:\d\d)$")
"""A drawn clock slot, once canonical (``14:00 tot 17:00``, ``dalle 10:00 alle 12:00`` without its first word)."""


def states_clock_range(said: str, needle: str) -> bool:
    """Canonical ``said`` gives the drawn clock slot ``needle`` joined another way (``14.00 tot 17.00``)."""
    drawn = _DRAWN_SLOT.match(needle)
    if drawn is None:
        return False
    return re.search(rf"(?<![\w:.-]){drawn[1]}{_JOIN}{drawn[2]}(?![\d:])", said) is not None


def states_span(said: str, needle: str) -> bool:
    """Canonical ``said`` gives the drawn range of dates or clock times, or stay of weeks ``needle``, another way."""
    return states_date_range(said, needle) or states_clock_range(said, needle) or states_weeks(said, needle)
