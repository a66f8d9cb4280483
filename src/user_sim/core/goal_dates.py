"""Dates and clock ranges in the shapes chatbots write them, rewritten before values are compared.

Works on normalised text (lower case, no accents) in the eight languages of the goal check:

* **numeric dates**, day first (``19/12``, ``01.03.``, ``1.3.2026``, ``19-12-2026``) → ``MM-DD`` (with the year
  apart when given); month first only when day first is impossible (``12/19/2026``). A dotted date needs its
  closing dot or a year, so ``1.03`` stays a number, and a hyphened one needs a year, so ``24-48`` stays a range;
* **a range's shared word** is said once, after the second member: ``du 3 au 10 aout``, ``vom 3. bis 10.
  August``, ``3-10 August`` (the month of both days), ``zwischen 9 und 11 uhr``, ``van 17 tot 21 uur``, ``from
  9 to 11 am``, ``19–20:30 Uhr`` (the clock unit of both hours) — the first member gets it too, so each reads on
  its own (a slot that starts at the drawn hour states it);
* ``the 14th of March``: an ordinal day joined to its month by ``of``;
* **a day of the month said without its month** (``Saturday the 12th``, ``el día 12``, ``dia 12``, ``am 12.``,
  ``de 12e``, ``tanggal 12``) is marked ``day-12``: :func:`states_day_only` lets it state a drawn date with
  that day when the text names no full date at all (the 3rd is still not the 13th).

A part of the day drawn as a value (``vormittags``, ``Freitagabend``) is read by :mod:`user_sim.core.goal_daytime`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_clockwords import AROUND, AT, FROM, RANGE_TO, time_words

_MONTHS = {
    1: "january enero janvier januar gennaio janeiro januari jan janv",
    2: "february febrero fevrier februar febbraio fevereiro februari feb fevr fev",
    3: "march marzo mars marz maret maart marco mar mrt mrz",
    4: "april abril avril aprile apr avr abr",
    5: "may mayo mai maggio maio mei",
    6: "june junio juin juni giugno junho jun giu",
    7: "july julio juillet juli luglio julho jul juil lug",
    8: "august agosto aout agustus augustus aug agt agu",
    9: "september septiembre setiembre septembre settembre setembro sep sept",
    10: "october octubre octobre oktober ottobre outubro oct okt ott",
    11: "november noviembre novembre novembro nov",
    12: "december diciembre decembre dezember dicembre dezembro desember dec dez dic",
}
MONTH = {word: number for number, words in _MONTHS.items() for word in words.split()}
"""Month word (lower case, no accents, with the usual abbreviations of the eight languages) → its number; not the
abbreviations that are common words (``ago``, ``set``, ``out``, ``mag``, ``des``, ``ene``, ``gen``)."""
MONTH_RE = "|".join(sorted(MONTH, key=len, reverse=True))
WEEKDAYS = (
    "monday lunes lundi montag lunedi segunda maandag senin",
    "tuesday martes mardi dienstag martedi terca dinsdag selasa",
    "wednesday miercoles mercredi mittwoch mercoledi quarta woensdag rabu",
    "thursday jueves jeudi donnerstag giovedi quinta donderdag kamis",
    "friday viernes vendredi freitag venerdi sexta vrijdag jumat",
    "saturday sabado samedi samstag sabato sabado zaterdag sabtu",
    "sunday domingo dimanche sonntag domenica domingo zondag minggu",
)
"""Weekday names in the eight languages (normalised), one line per day from Monday, each language at its place
(English, Spanish, French, German, Italian, Portuguese, Dutch, Indonesian)."""
WEEKDAY_RE = "|".join(dict.fromkeys(word for words in WEEKDAYS for word in words.split()))
"""Any weekday name (no name is the start of another, so the order does not matter)."""
_ORD = r"(?:st|nd|rd|th|er|o|º|e|\.)?"
_NUMERIC_DATE = re.compile(
    r"(?<![\d.,/:-])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/]|[.,]\d)"
    r"|(?<![\d.,/:$€£-])(?<![$€£] )(\d{1,2})[.](\d{1,2})(?:[.](\d{4})|[.](?!\d))"  # not a price "€5.10."
    r"|(?<![\d.,/:-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d-])"
)
_DAY_RANGE = re.compile(
    rf"(?<![\d.,:/x×-])(\d{{1,2}}){_ORD}({RANGE_TO}(?:(?:{WEEKDAY_RE}),?\s+)?)"
    rf"(?=\d{{1,2}}{_ORD}\s*(?:de\s+|of\s+)?({MONTH_RE})(?!\w))"
)
_NIGHT = re.compile(
    rf"(?<!\w)((?:nacht|night|noche|noite|notte|nuit|malam)\s+(?:(?:vom|van|de|da|do|del|du|of|tra il|fra il|dal)\s+"
    rf"|[tf]ra l'\s*)?\d{{1,2}}{_ORD})\s+(?:auf den|op|para|e il|ed il|ke)\s+"
    rf"(?=\d{{1,2}}{_ORD}\s*(?:de\s+)?(?:{MONTH_RE})(?!\w))"
)
"""A night said by its two days (``Nacht vom 12. auf den 13. Juli``, ``nacht van 12 op 13 juli``, ``noite de 12 para
13 de julho``, ``notte tra il 12 e il 13 luglio``, ``tra l'11 e il 12``): a range of days, whatever joins them
(``vom 12. auf den 13.`` alone is a move)."""
CLOCK_RANGE = re.compile(rf"(?<![\d:])(\d\d:\d\d)(?:{RANGE_TO}(?:\d\d:\d\d)(?![\d:]))+")
"""A clock slot, once canonical (``19:00 – 20:30``, ``van 10:00 tot 12:00``): its first member is its time."""
_HOUR_RANGE = re.compile(
    rf"(?<![\d.,:/x×-])(\d{{1,2}}(?::[0-5]\d)?)({RANGE_TO})"
    rf"(?=(\d{{1,2}})(?:[:.]\d\d)?\s*(uhr|uur|heures?|horas?|h|([ap])\.?\s?m\.?)(?![a-z]))"
)
_DAY_END = rf"\s*(?:[,;.!)]|$)|\s+(?:{time_words(AT, FROM, AROUND, without='ore')})\s"
"""After a weekday and a bare number, what makes the number its day (``mercredi 23 à 10h``, ``Sunday 14,``), not
a count (``samedi 12 personnes``; nor Italian ``ore``, hours counted: ``aperti sabato 12 ore``); not a word of a
slot's end, nor one that is also *of* (``Samstag 14 bis 18 Uhr``, ``sábado 14 de ellos``: the number may be so)."""
_BARE_DAY = re.compile(
    rf"(?<!\w)(?:(?:{WEEKDAY_RE}),?\s+)?(?:the\s+(\d{{1,2}})(?:st|nd|rd|th)|(?:el\s+)?dia\s+(\d{{1,2}})"
    rf"|tanggal\s+(\d{{1,2}})|am\s+(\d{{1,2}})[.]|de\s+(\d{{1,2}})e"
    rf"|(?:{WEEKDAY_RE}),?\s+(?:le\s+|el\s+|il\s+|den\s+)?(\d{{1,2}})(?:er|\.)?(?={_DAY_END}))"
    rf"(?!\w|[.,:/-]\d|\.?\s*(?:de\s+|of\s+)?(?:{MONTH_RE}))"  # "Samstag, 12. April" has its month
)
_FULL_DATE = re.compile(r"(?<![\d:-])\d\d-\d\d(?![\d:-])")
_OF_MONTH = re.compile(rf"(?<!\w)(\d{{1,2}})(?:st|nd|rd|th)\s+of\s+(?:the\s+)?({MONTH_RE})(?!\w)")


_SHORT_DAYS = {w[:n] for line in WEEKDAYS for w in line.split() for n in (2, 3)} | set(WEEKDAY_RE.split("|"))
SHORT_DAY_RE = "|".join(sorted(_SHORT_DAYS, key=len, reverse=True))
"""A weekday whole or cut to its first 2-3 letters, in any of the eight languages (longest first)."""
_AFTER_DAY = rf"(?<![\w.-])((?:{SHORT_DAY_RE})\.?,?\s+)"
_NO_CLOCK = r"\s*(?:uhr|uur|h|heures?|horas?|jam)(?!\w)"
_DAY_DASH = re.compile(
    _AFTER_DAY + rf"(?:(3[01]|[12]\d|0[1-9])-(1[0-2]|0[1-9])(?![\d:-]|{_NO_CLOCK})"
    rf"|(3[01]|[12]\d|0?[1-9])[.](0?[1-9])(?![\d:.,-]|{_NO_CLOCK}))"
)
"""A day and month joined by a hyphen (two digits each) or a dot after a weekday, short or not: ``za 19-04``,
``sabato 19-04``, ``Sa, 14.3 um 10 Uhr``, ``sáb 14.03`` (elsewhere a hyphened date needs a year: ``24-48`` is a
range; ``Do 9-12`` are opening hours; a dotted one needs its closing dot: ``14.3`` is a number; ``Do 9.30 Uhr`` and
``ma 8.10`` are times: a month after a dot and a weekday is 1-9)."""


def rewrite_dates(text: str) -> str:
    """A text's dates (``MM-DD``; a day with no month ``day-DD``) and ranges (shared word on both) rewritten."""
    out = _DAY_DASH.sub(lambda m: f"{m.group(1)}{int(m[3] or m[5]):02d}-{int(m[2] or m[4]):02d}", text)
    out = _NUMERIC_DATE.sub(_numeric_date, out)
    out = _DAY_RANGE.sub(lambda m: f"{m.group(1)} {m.group(3)} {m.group(2)}", _NIGHT.sub(r"\1 - ", out))
    out = _OF_MONTH.sub(r"\1 \2", out)
    out = _BARE_DAY.sub(_bare_day, out)
    return _HOUR_RANGE.sub(_shared_unit, out)  # after: "mercredi 23 à 10h"


def _shared_unit(match: re.Match[str]) -> str:
    """The first hour with the second's clock word; later of twelve, before noon (``10–1 PM``, ``6–7 PM``)."""
    first, joiner, last, unit, meridiem = match.groups()
    if meridiem and int(first.split(":")[0]) % 12 > int(last) % 12:
        unit = "pm" if meridiem == "a" else "am"
    return f"{first} {unit}{joiner}"


def _bare_day(match: re.Match[str]) -> str:
    weekday = re.match(rf"(?:{WEEKDAY_RE})(?!\w)", match.group(0))  # kept: "lunes 14" still states "lunes"
    return f" {weekday.group(0) if weekday else ''} day-{int(next(g for g in match.groups() if g)):02d} "


def states_day_only(said: str, needle: str) -> bool:
    """Canonical ``said`` names the day of the date ``needle`` (``MM-DD``) without a month, and no full date."""
    date = re.fullmatch(r"\d\d-(\d\d)", needle)
    if date is None or _FULL_DATE.search(said):
        return False
    return re.search(rf"(?<!\w)day-{date[1]}(?!\w)", said) is not None


def _numeric_date(match: re.Match[str]) -> str:
    groups = match.groups()
    first, second, year = next(groups[i : i + 3] for i in (0, 3, 6) if groups[i] is not None)
    day, month = int(first), int(second)
    if month > 12 and day <= 12:  # month first only when day first is impossible
        day, month = month, day
    if not (1 <= day <= 31 and 1 <= month <= 12):
        return match.group(0)
    full_year = "" if year is None else str(int(year) + (2000 if len(year) == 2 else 0))
    return f" {full_year} {month:02d}-{day:02d} "
