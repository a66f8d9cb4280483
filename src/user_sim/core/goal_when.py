"""When a chatbot restates a day and a time in its own shape: readings of dates and times beside canonical text.

On normalised text (lower case, no accents) in the eight languages of the goal check:

* :func:`calendar_words` (in :func:`user_sim.core.goal_canonical.canonical`): a month cut short to a common word
  (``10 set``, ``10 out.``, ``10 ago``, ``10 mag``, ``10 ene``, ``10 gen``, ``10 Des 2026``) is the month after a
  day, with its dot, a year, a clock time or the end of a clause after it (``10 out of 10`` is no date); a day
  and month joined by a hyphen after a weekday or ``op``/``on`` when the day is 13 or more (``za 14-3``, ``op
  14-3``; ``ma 9-5`` stays opening hours); Portuguese ``2ª``…``6ª`` before a date or with ``-feira`` is
  ``segunda``…``sexta``.
* :func:`when_readings` (in :func:`user_sim.core.goal_values.states`): a value's clock time written both ways (``halb
  acht`` → ``07:30 19:30``) is stated by either; a day with its clock time (``hoje às 17h``, ``mañana a la 1 y
  media``, ``besok jam 10``) by the day and that time with a comma or another time word between (``Entrega hoje,
  17h00``), or the time then the day; a class named with its time (``adulto iniciante das 19h``) also by the name,
  the weekdays it meets on and the time (``Adulto Iniciante – seg/qua/sex às 19h``); a clock time with its part of
  the day (``7 uur 's avonds``) by the time.
* :func:`states_month_part`: a week or a third of a month (``second week of May``, ``tweede week van mei``,
  ``early November``, ``finales de mayo``) is stated by a date inside it, with no date of that month outside it;
  :func:`states_month_start`: a month drawn with a word of start or of time (``starting in November``, ``ab
  November``, ``a partir de noviembre``, ``mulai November``) by a text whose first date is in it (``1 Nov through
  30 Apr``; not ``1 Oct through 30 Nov``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_clock import DAYPART
from user_sim.core.goal_clockwords import AROUND, AT, FROM, FROM_OF, time_words
from user_sim.core.goal_conjunctions import AND, DASHES, either
from user_sim.core.goal_dates import MONTH, MONTH_RE, SHORT_DAY_RE

TOMORROW = r"tomorrow|manana|demain|morgen|domani|amanha|besok"
"""Tomorrow in the eight languages (normalised; Dutch and German ``morgen``): the part of :data:`RELATIVE_DAY`
goal_later reads after a confirming still to come (``ti confermo domani``)."""
RELATIVE_DAY = (
    rf"today|tonight|{TOMORROW}|hoy|aujourd'hui|ce soir|heute|ubermorgen|oggi|stasera|hoje|vandaag|vanavond"
    r"|overmorgen|hari ini|lusa|malam ini"
)
"""Today, tonight, tomorrow (:data:`TOMORROW`) and the day after in the eight languages."""
_COMMON = {"set": 9, "out": 10, "ago": 8, "mag": 5, "ene": 1, "gen": 1, "des": 12}
_SHORT_MONTH = re.compile(
    r"(?<![\w.,:/-])(\d{1,2})(?:o|er|e|\.)?\s+(?:de\s+)?(set|out|ago|mag|ene|gen|des)(?:\.|(?=\s*(?:$|[,;:!?)\n]"
    rf"|\d{{4}}(?!\d)|\d\d?[:.h]\d\d|(?:{time_words(AT, 'pour')})\s)))"
)
_DASHED = re.compile(
    rf"(?<![\w.-])((?:{SHORT_DAY_RE}|op|on)\.?,?\s+)"
    r"(1[3-9]|2\d|3[01])-(0?[1-9]|1[0-2])(?![\d:-]|\s*(?:uhr|uur|h|heures?|horas?|jam)(?!\w))"
)
_PT_DAY = re.compile(r"(?<!\w)([2-6])a(?:[- ]feira|\.?(?=,?\s+\d{1,2}[/.-]\d))")
_PT_NAMES = {2: "segunda", 3: "terca", 4: "quarta", 5: "quinta", 6: "sexta"}


def calendar_words(text: str) -> str:
    """Short months that are common words, hyphened days after a weekday, Portuguese ``2ª`` (module docstring)."""
    out = _PT_DAY.sub(lambda m: _PT_NAMES[int(m[1])], text)
    out = _DASHED.sub(lambda m: f"{m[1]} {int(m[3]):02d}-{int(m[2]):02d} ", out)
    return _SHORT_MONTH.sub(lambda m: f" {_COMMON[m[2]]:02d}-{int(m[1]):02d} ", out)


_CLOCK = r"\d\d:\d\d"
_PAIR = re.compile(r"(\d\d):(\d\d) (\d\d):\2(?![\d:])")
_PREP = time_words(AT, FROM, FROM_OF, AROUND, "pour for on el le de_las delle")
"""Words between a day and its clock time (``hoje às 17h``, ``demain vers 10h``, ``sabato, dalle 10``), and its own:
a booking's ``for``/``pour``, ``on``, an article (``el``, ``le``), ``de las``, ``delle``."""
_DAY_CLOCK = re.compile(rf"^(?P<day>[a-z'][a-z' ]*?|\d\d-\d\d)(?:,? (?:{_PREP}))* (?P<clock>{_CLOCK}(?: {_CLOCK})?)$")
_SEP = rf"\s*[,;]?\s*(?:[{DASHES}·|:]\s*)?(?:(?:{_PREP})\s+)*"
_DAYS = rf"(?:(?:{SHORT_DAY_RE})\.?(?:\s*[/,&+]\s*|\s+{either(AND)}\s+|\s+(?=\S)))+"
"""The weekdays a class meets on, between its name and its time (``seg/qua/sex``, ``Mon & Wed``)."""


def when_readings(needle: str) -> list[str]:
    """Regexes for the ways a canonical ``needle`` with a clock time may be said (module docstring)."""
    if not re.search(_CLOCK, needle):
        return []
    readings = [_either(re.escape(needle))] if _PAIR.search(needle) else []
    found = _DAY_CLOCK.match(needle)
    if found is not None:
        day, clock = re.escape(found["day"]), _either(found["clock"])
        readings += [f"{day}{_SEP}{clock}", rf"{clock}\s*,?\s+(?:(?:de|di|du|of|van|von)\s+)?{day}"]
        readings += [] if found["day"][0].isdigit() else [f"{day}{_SEP}{_DAYS}{_SEP}{clock}"]  # a name, its days
    bare = DAYPART.sub("", " " + needle).strip()
    if bare != needle and re.fullmatch(rf"{_CLOCK}(?: {_CLOCK})?", bare):
        readings.append(_either(bare))
    return readings


def _either(pattern: str) -> str:
    """A pair of clock times twelve hours apart (``07:30 19:30``) stated by either or both."""
    return _PAIR.sub(lambda m: rf"(?:{m[1]}:{m[2]}(?:\ {m[3]}:{m[2]})?|{m[3]}:{m[2]})", pattern.replace("\\ ", " "))


_ORDINALS = (
    "first primera primer primeira premiere erste prima eerste pertama 1",
    "second segunda deuxieme seconde zweite seconda tweede kedua 2",
    "third tercera terceira troisieme dritte terza derde ketiga 3",
    "fourth cuarta quarta quatrieme vierte vierde keempat 4",
    "last ultima derniere letzte laatste terakhir",
)
_WEEK = {word: n + 1 for n, words in enumerate(_ORDINALS) for word in words.split()}
_WEEK_RE = "|".join(_WEEK)
_THIRDS = {
    (1, 10): "early beginning start principios inicios comienzos inicio debut anfang beginn inizio primi comeco begin"
    " awal",
    (11, 20): "mid middle mediados mitte meta meados midden half pertengahan",
    (21, 31): "late end finales final fin ende fine fim eind akhir",
}
_THIRD = {word: span for span, words in _THIRDS.items() for word in words.split()}
_PART = re.compile(
    rf"^(?:(?:the|la|el|a|o|le|die|der|de|in|im|an|al|nella|na|en)\s+)*"
    rf"(?:(?P<week>{_WEEK_RE})n?(?: th)?\s+(?:week|semana|semaine|woche|settimana)n?|minggu\s+(?P<id>{_WEEK_RE})"
    rf"|(?P<third>{'|'.join(_THIRD)})(?:\s+|-))"
    rf"(?:\s*(?:of|in|de|d'|du mois de|du|des|im|di|van|bulan|di bulan|the)\s+)*(?P<month>{MONTH_RE})$"
)


def states_month_part(said: str, needle: str) -> bool:
    """Canonical ``said`` gives a date in the week or third of a month ``needle``, none of that month outside it."""
    part = _PART.match(needle)
    if part is None:
        return False
    if part["third"]:
        first, last = _THIRD[part["third"]]
    else:
        week = _WEEK[part["week"] or part["id"]]
        first, last = (25, 31) if week == 5 else (week * 7 - 6, week * 7)
    days = [int(d) for d in re.findall(rf"(?<![\d:-]){MONTH[part['month']]:02d}-(\d\d)(?![\d:-])", said)]
    return bool(days) and all(first <= day <= last for day in days)


_FROM = re.compile(
    r"^(?:starting|starts|beginning|from|as of|in|ab|vom|im|partir de|a partir de|a partir del|desde|en|des|dal|da"
    r"|a partire da|nel|em|no|vanaf|per|mulai|dimulai|sejak|bulan|de)(?:\s+(?:in|de|del|du|di|van|of|the|im))?"
    rf"\s+(?P<month>{MONTH_RE})$"
)


def states_month_start(said: str, needle: str) -> bool:
    """Canonical ``said``'s first date is in the month ``needle`` drawn with a word of start (``starting in May``)."""
    start = _FROM.match(needle)
    if start is None:
        return False
    first = re.search(r"(?<![\d:-])(\d\d)-\d\d(?![\d:-])", said)
    return first is not None and int(first[1]) == MONTH[start["month"]]
