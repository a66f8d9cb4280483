"""Does a text state a value? Matching on canonical text, with the ways a value may be said.

Both are written alike first (:func:`user_sim.core.goal_canonical.canonical`, re-exported): accents, numbers, dates.

``states(text, value)`` tells whether the canonical text contains the canonical value as whole words (a ``:``
after it is a label's, ``Sunday:``), with the value's readings: its year and leading article optional, its last
word inflected either way (:mod:`user_sim.core.goal_inflect`: ``negro``: ``negros``; ``vegetarianos``:
``Vegetariano``; ``Montag``: ``montags``), its words reworded (:mod:`user_sim.core.goal_wording`: another order, a
word between, a typo, a clipping, a compound: ``giacca in lino blu`` for ``giacca blu in lino``), ``20.00`` also as a
time, a month also as a date in it, a date also as its day said without a month when the text names no full
date, a part of the day also as a clock time inside it, one word after a preposition inside it (``certificato di
avvenuta distruzione``), with its own preposition again (``growler de inox de 1 litro`` for ``growler de 1
litro``); a clock time not as a slot's end or a policy's deadline (:func:`user_sim.core.goal_not_rival.policy_free`).
"""

from __future__ import annotations

import re

from user_sim.core.goal_canonical import canonical as canonical
from user_sim.core.goal_conjunctions import AND, AND_SIGNS, WITH, either
from user_sim.core.goal_counts import ordinal_pattern
from user_sim.core.goal_dates import CLOCK_RANGE, MONTH, states_day_only
from user_sim.core.goal_daytime import states_part_of_day
from user_sim.core.goal_forms import INSERTED, form_readings
from user_sim.core.goal_inflect import inflected
from user_sim.core.goal_listed import states_item_count
from user_sim.core.goal_measures import measure_readings, states_decimal
from user_sim.core.goal_not_rival import policy_free
from user_sim.core.goal_numbers import number_of, states_dozens
from user_sim.core.goal_purpose import LINK, OF_LINK, OF_SIZE
from user_sim.core.goal_shorthand import states_dated_weekday, states_half_day, states_short_weekday, states_slot_length
from user_sim.core.goal_spans import states_span, stay_readings
from user_sim.core.goal_spoken import states_nights
from user_sim.core.goal_totals import states_total
from user_sim.core.goal_when import states_month_part, states_month_start, when_readings
from user_sim.core.goal_wording import states_reworded
from user_sim.core.goals import format_value

_ARTICLE = re.compile(
    r"(?:the|an?|el|la|los|las|le|les|l'|un|une|una|uno|der|die|das|den|dem|ein|eine|einen|il|lo|gli|um|uma"
    rf"|het|een|au|aux|al|alla|allo|alle|ai|agli|zum|zur|ao|a la)\s+|l'|{either(OF_LINK, OF_SIZE)}\s+(?=\S*\d)"
)
"""A value's leading article is optional (``la journée`` by ``pass journée``), one fused with a preposition too (``au
chocolat`` by ``gâteau chocolat``, ``zum Mitnehmen``), and *of* before a measure (``de 2x2 m`` by ``estande 2x2 m``)."""
_DOTTED_CLOCK = re.compile(r"^(\d{1,2})[.:]([0-5]\d)$")  # a value 20.00 is a number or a clock time (jam 20.00)
_YEAR_DATE = re.compile(r"^\d{4} (\d{2}-\d{2})$")
_LINK = re.compile(rf"(?<=\w\\ ){either(LINK)}\\ (?=\w|\(\?:)")
"""A preposition of :data:`LINK` inside an escaped value, which a word may follow in speech (module docstring)."""
_WITH = re.compile(rf"(?:\\)? (?:\\)?{either(WITH, AND, AND_SIGNS)}(?:\\)? ")
"""A joining word inside a value (as :func:`_pattern` escapes it): ``with``, ``and``, ``+`` and ``&`` are one."""
_WITH_ANY = rf"(?:{either(WITH, AND, AND_SIGNS)}|c/)"
_CLOCK_ONLY = re.compile(r"^\d\d:\d\d$")


def states(text: str, value: object) -> bool:
    """Tell whether ``text`` states ``value`` (both canonicalised; whole words only)."""
    said = canonical(text)
    value_text = format_value(value)
    readings = _readings(value_text)
    if any(_said(said, needle, pattern) for needle, pattern in readings):
        return True
    if not readings:
        return False
    needle = readings[0][0]
    return (
        any(read(said, needle) for read in _SHORTHAND)
        or any(read(text, needle) for read in (states_total, states_dozens, states_decimal))
        or states_reworded(said, needle, value_text)
    )


_SHORTHAND = (
    states_day_only,
    states_part_of_day,
    states_short_weekday,
    states_dated_weekday,
    states_slot_length,
    states_half_day,
    states_item_count,
    states_nights,
    states_month_part,
    states_month_start,
    states_span,
)
"""Ways a text states a value it never writes out: a date's day alone, a clock time in a part of the day, a
weekday cut short before its date, a duration or a half day as a clock slot (:mod:`user_sim.core.goal_shorthand`),
a count as so many labelled items (:mod:`user_sim.core.goal_listed`), nights as a range of dates (goal_spoken), a
week or third of a month as a date in it (goal_when), a range of dates joined another way or a stay of weeks as its
nights (goal_spans); a weight or volume as packs (``2 × 500 g`` for ``1 kg``: goal_totals), a number of dozens as
so many (``10 dúzias`` for ``10``: goal_numbers), a decimal at a sentence's end (``size 9.5.``: goal_measures), all
three on the text."""


def _readings(value: str) -> list[tuple[str, str]]:
    """The ways ``value`` may be said: (plain needle, regex) pairs.

    Canonical, with its year and leading article optional; ``20.00`` also as a time; a month also as a date in it.
    """
    needle = _YEAR_DATE.sub(r"\1", canonical(value))  # a date's year is optional in speech ("on 5 December")
    article = _ARTICLE.match(needle)
    needle = needle[article.end() :] if article and article.end() < len(needle) else needle
    if not needle:
        return []
    inflected = not any(c.isupper() for c in value)
    clock = _DOTTED_CLOCK.match(value.strip())
    readings = [(needle, _pattern(needle, inflected))]
    if _LINK.search(re.escape(needle)):  # "certificato di distruzione" said "certificato di avvenuta distruzione"
        linked = _LINK.sub(lambda m: rf"{m[0]}(?:{INSERTED}\ (?:{m[0]})?)?", _pattern(needle, inflected))
        readings.append((needle, linked))
    if _WITH.search(needle):  # "laranja com acerola" said "Laranja + Acerola", "fish & chips" "fish and chips"
        readings.append((needle, _WITH.sub(rf" {_WITH_ANY} ", _pattern(needle, inflected))))
    readings += [(needle, pattern) for pattern in measure_readings(needle)]  # "2 m" said "200 x 50 cm"
    readings += [(needle, pattern) for pattern in form_readings(needle, value)]  # "240" said "240 x 260 cm"
    readings += [(needle, pattern) for pattern in when_readings(needle)]  # "hoje às 17h" said "hoje, 17h00"
    readings += [(needle, pattern) for pattern in stay_readings(needle)]  # "2 hari 1 malam" said "2H1M"
    ordinal = ordinal_pattern(needle)
    if ordinal is not None:  # "troisième" said "3e", "third floor" said "3rd floor"
        readings.append((needle, ordinal))
    number = number_of(needle)
    if number is not None:  # "dos", "due": a number even where a sentence's word would be ambiguous
        readings.append((str(number), str(number)))
    if needle in MONTH:  # a month is stated by a date in it: "zum 31. März" states "März"
        readings.append((needle, rf"{MONTH[needle]:02d}-\d\d"))
    if clock:
        readings.append((f"{int(clock[1]):02d}:{clock[2]}", f"{int(clock[1]):02d}:{clock[2]}"))
    return readings


def _pattern(needle: str, lower: bool) -> str:
    """A regex for ``needle`` whose last word (3+ letters) may be inflected (:mod:`user_sim.core.goal_inflect`).

    ``negro`` is stated by ``negros`` and ``negra``, ``vegetarianos`` by ``Vegetariano``; a capitalised value (a
    name, a German noun) takes only a plural or case ending (``Montag``: ``montags``), so ``Maria`` is not ``Mario``.
    """
    last = re.search(r"(?<![\w.])[a-z]{3,}$", needle)
    if not last:
        return re.escape(needle)
    return f"{re.escape(needle[: last.start()])}{inflected(last.group(0), fixed=not lower)}"


def _said(said: str, needle: str, pattern: str) -> bool:
    if _CLOCK_ONLY.match(needle):  # a slot's end, a policy's deadline is not its time: 16:00-18:00 books no 18:00
        said = policy_free(CLOCK_RANGE.sub(r"\1", said))
    if re.search(rf"(?<![\w:-])(?<!\d[.,])(?:{pattern})(?!\w|:\d|-\d|[.,]\d)", said) is not None:
        return True
    # a German or Dutch compound's first member: "Tulpenstrauß" states "Tulpen", "Samstagabend" "Samstag"
    return needle.isalpha() and len(needle) >= 5 and re.search(rf"(?<![\w:-]){needle}[a-z]{{4,}}", said) is not None
