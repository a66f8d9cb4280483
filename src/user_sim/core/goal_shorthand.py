"""Values a confirmation writes in shorthand: a weekday cut short before its date, a duration as a clock slot.

Works on canonical text (:func:`user_sim.core.goal_values.canonical`: lower case, no accents, dates ``MM-DD``,
clock times ``HH:MM``):

* **a short weekday** — ``Fr., 14.03.``, ``sáb. 14/6``, ``mer 19/03``, ``za 19-04``, ``Thu, 10:15``, ``Sel, 14/05``
  state ``Freitag``, ``sábado``, ``mercoledì``, ``zaterdag``, ``Thursday``, ``Selasa``: the first 2-3 letters of
  the drawn weekday, shared by no other weekday of its language (Portuguese ``qu`` is ``quarta`` or ``quinta``:
  no day), followed by a date or a clock time (maybe past a list's dot: ``Fr · 19:30 Uhr``), or by its
  abbreviation dot (``Abholung Do., wir …``, ``jeu.``; two letters only before a comma) — a bare ``sa`` or ``mer``
  is no day;
* **a weekday and date drawn together** — ``Sa., 12.04.``, ``sab 6/7`` state ``Samstag, 12. April``, ``sabato 6
  luglio``: the weekday whole or cut short as above, right before that date;
* **a duration as a slot** — ``18:30–20:00`` states ``90 minuti``, ``1,5 ore``, ``an hour and a half``; a slot
  of another length does not;
* **a half day as a slot** — ``Sab. ore 9:00–13:00``, ``14:00–18:00`` state ``mezza giornata``, ``halber Tag``,
  ``demi-journée``, ``halve dag``, ``half day``: a slot of three to five hours in one half of the day (over by
  14:00 or begun at 12:00); ``09:00–18:00`` is a whole day.
"""

from __future__ import annotations

import re
from decimal import Decimal

from user_sim.core.goal_clockwords import AT, BETWEEN, FROM, FROM_OF, time_words
from user_sim.core.goal_conjunctions import DASHES
from user_sim.core.goal_dates import CLOCK_RANGE, WEEKDAYS
from user_sim.core.goal_measures import duration_minutes, hours_counted
from user_sim.core.goal_no_words import FAILED, NOT_WORDS, REFUSED, REGRET, SOLD_OUT

_NAMES = tuple(tuple(line.split()) for line in WEEKDAYS)
"""Per day from Monday, its name in each language (the same language at the same position on every line)."""
_SLOT_WORD = time_words(AT, FROM, FROM_OF, BETWEEN)
"""A word of a slot's start or its time after a short weekday (``fri from 10:00``, ``Sa von 10:00``); not one of an
end or a time near (``Mo–Fr bis 19:00``: the weekday ends a span of days, it is no day drawn)."""
_WHEN = r"(?:\d{1,2}[-/]\d{1,2}|\d\d:\d\d)(?![\d:])"
_AFTER = (rf"\.?,?\s*(?:[·•|]\s*)?{_WHEN}", rf"\.?,?\s*(?:[·•|{DASHES}]\s*)?(?:(?:{_SLOT_WORD})\s+)?{_WHEN}")
"""What must follow a short weekday: a date (``03-14``, ``19-04``) or a clock time, maybe past a list's dot or bar
(``Fr · 19:30 Uhr``, ``za | 14:00``); after one of three letters or more also past a dash or a word of a slot's start
(``Sat – 19:30``, ``wed, between 09:00``, ``fri from 10``)."""
_HALF_DAY = re.compile(
    r"^(?:(?:a|an|un|une|una|uno|ein|einen|een|um|uma)\s+)?(?:half[ -]?day|half a day|medio dia|media jornada"
    r"|meio periodo|meia diaria|demi journee|halber tag|halben tag|halbtags?|mezza giornata|halve dag|setengah hari)$"
)
"""A drawn half day, canonical (``une demi-journée``: ``une demi journee``), in the eight languages."""
_DATED = re.compile(r"^([a-z]+),?\s+(?:(?:the|le|el|il|den|der|de)\s+)?(\d\d-\d\d)$")
"""A drawn weekday and date (``Samstag, 12. April``, ``sabato 6 luglio`` once canonical)."""
_DOTTED = (r"\.\s*[,;)]", r"\.")
"""Or, by its length (two letters, three to five), its abbreviation dot: ``Abholung Do., wir …`` (before a comma:
German ``so.`` is also "so"), ``retrait jeu. matin``, ``ritiro gio.``, ``Thurs.``, ``Tues.``."""


def states_short_weekday(said: str, needle: str) -> bool:
    """Canonical ``said`` names the weekday ``needle`` cut short before a date or a clock time."""
    shorts = short_weekdays(needle)
    after = {short: rf"(?:{_AFTER[len(short) > 2]}|{_DOTTED[min(len(short), 3) - 2]})" for short in shorts}
    return any(re.search(rf"(?<![\w:.-]){short}(?!\w){after[short]}", said) for short in shorts)


def states_dated_weekday(said: str, needle: str) -> bool:
    """Canonical ``said`` gives the drawn weekday and date ``needle``, the weekday cut short (``Sa., 12.04.``)."""
    drawn = _DATED.match(needle)
    if drawn is None or not short_weekdays(drawn[1]):
        return False
    days = "|".join([drawn[1], *short_weekdays(drawn[1])])
    return (
        re.search(rf"(?<![\w:.-])(?:{days})\.?,?\s*(?:(?:the|le|el|il|den|der|de)\s+)?{drawn[2]}(?![\d:-])", said)
        is not None
    )


def short_weekdays(needle: str) -> list[str]:
    """The first 2-5 letters of the weekday ``needle`` (normalised) that start no other weekday of its language."""
    place = next(((day, names.index(needle)) for day, names in enumerate(_NAMES) if needle in names), None)
    if place is None:
        return []
    day, language = place
    others = [names[language] for d, names in enumerate(_NAMES) if d != day]
    return [needle[:n] for n in (2, 3, 4, 5) if n < len(needle) and not any(o.startswith(needle[:n]) for o in others)]


def states_slot_length(said: str, needle: str) -> bool:
    """Canonical ``said`` gives a clock slot as long as the duration ``needle`` (``18:30 – 20:00``: 90 minutes)."""
    minutes = duration_minutes(needle)  # "90 min", "1.5 hr", Dutch "1 uur"
    return minutes is not None and bool(_slots_of(said, minutes))


def _slots_of(said: str, minutes: Decimal) -> list[tuple[int, int]]:
    """Where canonical ``said`` gives a clock slot ``minutes`` long (``18:30 – 20:00``: 90)."""
    found = []
    for slot in CLOCK_RANGE.finditer(said):
        times = re.findall(r"(\d\d):(\d\d)", slot.group(0))
        (h1, m1), (h2, m2) = times[0], times[-1]
        if (int(h2) * 60 + int(m2) - int(h1) * 60 - int(m1)) % 1440 == minutes:
            found.append(slot.span())
    return found


def states_half_day(said: str, needle: str) -> bool:
    """Canonical ``said`` gives a half-day slot for the drawn half day ``needle`` (``09:00 – 13:00``)."""
    if _HALF_DAY.match(needle) is None:
        return False
    for slot in CLOCK_RANGE.finditer(said):
        times = re.findall(r"(\d\d):(\d\d)", slot.group(0))
        start, end = (int(h) * 60 + int(m) for h, m in (times[0], times[-1]))
        if 180 <= end - start <= 300 and (end <= 14 * 60 or start >= 12 * 60):
            return True
    return False


def counted_hours_slots(said: str, value: str, goal: str) -> list[tuple[int, int]]:
    """Where canonical ``said`` gives a clock slot as long as a count of hours of the canonical ``goal``.

    ``Studio B prenotato, 15:00–17:00`` for *per {{hours}} ore* with 2 drawn (:func:`states_slot_length`); a slot of
    another length (``15:00–18:00``) states no 2, nor does a slot negated, regretted or taken (``Purtroppo
    15:00–17:00 è occupato``: :data:`user_sim.core.goal_no_words.REGRET`), nor one beside another count of hours
    (``prenotato per 1 ora; la sala è libera 15:00–17:00``, ``für eine Stunde``: the hours booked are those).
    """
    if not value.isdigit() or re.search(rf"(?<![\w.,:-]){value} (?:hr|uur)(?!\w)", goal) is None:
        return []
    if _NO_SLOT.search(said) is not None or any(n != int(value) for n in hours_counted(said)):
        return []
    slots = _slots_of(said, Decimal(int(value) * 60))
    return slots if len(slots) == len(CLOCK_RANGE.findall(said)) else []  # "14:00–17:00 with the engineer 15:00–17:00"


_NO_SLOT = re.compile(rf"(?<!\w)(?:{NOT_WORDS}|{REGRET}|{SOLD_OUT}|{FAILED}|{REFUSED}|no)(?!\w)")
"""A negation, a regret, a place taken, sold out or failed (canonical text): no slot of hours is stated."""
