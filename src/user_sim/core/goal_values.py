"""Does a text state a value? Matching after normalisation of accents, numbers, currency, times and dates.

``canonical(text)`` rewrites a text so that equal values look equal: lower case without accents, currency signs
and words dropped (``$12.00``, ``12 USD`` and ``12,00 €`` all become ``12``), thousands separators removed
(``1,500`` and ``1.500`` → ``1500``), decimals with a dot and no trailing zeros (``9,50`` → ``9.5``), ordinals
with their suffix apart (``5th`` → ``5 th``), clock times as ``HH:MM`` (``7 pm``, ``7:00 p.m.``, ``19h``, ``19 h``,
``19 uur``, ``19u00`` → ``19:00``; Dutch ``3 uur`` without ``om`` is also three hours; ``20h30``, ``20 h 30`` →
``20:30``; German ``3 am Samstag`` is no time), quantities as
multipliers counted (``x2``, ``2x`` → ``2``), units apart from their number (``20GB`` → ``20 gb``), Portuguese
weekdays without ``-feira`` and dates as ``MM-DD`` (``2026-12-05``, ``5 December``, ``December 5th``, ``5 de
diciembre``, ``5. Dezember`` → ``12-05``, with the year kept apart). Number words and clock phrases are read first
(:mod:`user_sim.core.goal_numbers`: ``two`` → ``2``, ``a dozen`` → ``12``, ``quarter to six`` → ``05:45 17:45``,
``dos de la tarde`` → ``14:00``, ``kwart over elf`` → ``11:15``), then sizes, durations and amounts
(:mod:`user_sim.core.goal_units`: ``80 x 120 cm`` → ``80x120 cm``, ``un cuarto de hora`` → ``15 min``, ``250rb``
→ ``250000``), then numeric dates and ranges (:mod:`user_sim.core.goal_dates`: ``19/12`` → ``12-19``, ``du 3 au
10 août`` → both days in August); a hyphen, dash or arrow between words is a space (``Jakarta → Bandung``); a
mode of service said in other words is one word (:mod:`user_sim.core.goal_modes`: ``por videollamada`` is
``online``).

``states(text, value)`` tells whether the canonical text contains the canonical value as whole words (a ``:``
after it is a label's, ``Sunday:``), with the value's readings: its year and leading article optional, its last
word with a plural or agreement ending (``negro``: ``negros``; ``Montag``: ``montags``), ``20.00`` also as a
time, a month also as a date in it, a date also as its day said without a month when the text names no full
date, a part of the day also as a clock time inside it, one word after a preposition inside it (``certificato di
avvenuta distruzione``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_counts import ordinal_pattern
from user_sim.core.goal_dates import CLOCK_RANGE, MONTH, MONTH_RE, rewrite_dates, states_day_only, states_part_of_day
from user_sim.core.goal_forms import form_readings
from user_sim.core.goal_modes import rewrite_modes
from user_sim.core.goal_numbers import number_of, words_to_digits
from user_sim.core.goal_shorthand import states_short_weekday, states_slot_length
from user_sim.core.goal_units import measure_readings, rewrite_units
from user_sim.core.goals import format_value, normalise

MONTH_WORDS = frozenset([*MONTH, "märz", "février", "août", "décembre", "março"])
"""Month names and abbreviations in the supported languages (lower case; also the accented spellings, which
:mod:`user_sim.core.goal_sentences` meets before normalisation)."""
_MONTH_RE = MONTH_RE
_CURRENCY = re.compile(
    r"[$€£¥₹]|(?<![a-z])(?:usd|eur|gbp|idr|rp|euros?|dollars?|pounds?|dolares|reais|rupiah|chf|r\$)(?![a-z])"
)
_ISO_DATE = re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_DAY_MONTH = re.compile(rf"(?<!\w)(\d{{1,2}})(?:st|nd|rd|th|er|o|º|°|ª|e)?\.?\s*(?:de\s+)?({_MONTH_RE})\.?(?!\w)")
_FIRST = re.compile(rf"(?<!\w)(?:premier|primo|primero|primeiro|first)\s+(?:(?:de|of)\s+)?(?=(?:{_MONTH_RE})(?!\w))")
"""The first of a month in words: ``premier juin``, ``primo maggio``, ``primero de mayo``, ``primeiro de junho``."""
_MONTH_DAY = re.compile(rf"(?<!\w)({_MONTH_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\w)")
_TIME_12 = re.compile(
    r"(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\.?(?![a-z])"
    r"(?!(?<=am)\s+(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende|abend|morgen"
    r"|vormittag|nachmittag|mittag|tag|ende|anfang|\d))"  # German "für 3 am Samstag" is "on", not a.m.
)
_TIME_24 = re.compile(
    r"(?<![\d.,])(\d{1,2})(?::(\d{2})(?:\s?(?:hrs?|hs|h)(?!\w))?|[.]([0-5]\d)\s?(?:hrs?|hs|h|u)|\s?h\s?(\d{2})|\s?h"
    r"|u([0-5]\d))(?![\d\w])"
)
"""A clock time: ``19:30``, ``19:30h``, ``19.30 hrs``, ``19h30``, ``19 h``, Flemish ``13u00``, ``13.00u``."""
_TIME_WORD = re.compile(
    r"(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*(uhr|uur)(?!\w)"
    r"|(?:pukul|jam|ore|alle|as|a las|om)\s+(\d{1,2})[.](\d{2})(?!\d)"
)
_AT_CLOCK = re.compile(r"(?<!\w)(?:om|tot|vanaf|van|tussen|rond|tegen|en|na)\s+$")
"""Dutch words before ``N uur`` that make it a clock time only (``om 3 uur``, ``tot 13 uur``)."""
_FEIRA = re.compile(r"(?<!\w)(segunda|terca|quarta|quinta|sexta)[- ]feira(?!\w)")
"""Portuguese weekdays are said with or without ``-feira`` (``sexta`` is ``sexta-feira``)."""
_ORDINAL = re.compile(r"(?<!\w)(\d+)(?:st|nd|rd|th)(?!\w)")
_TIMES = re.compile(r"(?<!\w)[x×]\s?(\d+)(?!\w)|(?<![\w.,])(\d+)\s?[x×](?!\w)")
"""A quantity as a multiplier: ``flat white x2``, ``2x croissant``, ``× 3``."""
_UNIT = re.compile(r"(?<![\w.,:-])(\d+(?:[.,]\d+)?)([a-z]{1,3})(?!\w)")
"""A number glued to a unit (``20GB``, ``5kg``) is written apart, as ``20 GB`` is."""
_JOIN = re.compile(r"(?<=[a-z])\s*(?:→|->|=>|⇒|⟶|[-–—])\s*(?=[a-z])")
"""A hyphen, dash or arrow between two words is a space: ``Jakarta-Bandung`` is ``Jakarta → Bandung``."""
_ARTICLE = re.compile(
    r"(?:the|an?|el|la|los|las|le|les|l'|un|une|una|uno|der|die|das|den|dem|ein|eine|einen|il|lo|gli|um|uma"
    r"|het|een|au|aux|al|alla|allo|alle|ai|agli|zum|zur|ao|a la)\s+|l'"
)
"""A value's leading article is optional: ``la journée`` is stated by ``pass journée``; so is an article fused with a
preposition (``au chocolat`` by ``gâteau chocolat-noisette``, ``alla carbonara``, ``zum Mitnehmen``)."""
_DOTTED_CLOCK = re.compile(r"^(\d{1,2})[.:]([0-5]\d)$")
"""A value ``20.00`` is a number or a clock time (``jam 20.00`` reads as ``20:00``)."""
_YEAR_DATE = re.compile(r"^\d{4} (\d{2}-\d{2})$")
_LINK = re.compile(r"(?<=\w\\ )(?:de|di|da|do|du|des|del|della|dello|of|van|von|der)\\ (?=\w)")
"""A preposition inside a value (as :func:`_pattern` escapes it): one word may follow it in speech (``certificado
de la destrucción``, ``certificato di avvenuta distruzione``, ``bouquet de belles roses``)."""
_INSERTED = r"(?!(?:not?|non|nicht|kein\w*|niet|geen|pas|sin|sem|senza|ohne|zonder|sans|tanpa|without)\b)[a-z']{2,}"
"""The word a value may take after its preposition: a word of letters, never a negation."""
_WITH_WORDS = r"with|and|con|y|com|e|avec|et|mit|und|met|en|dengan|dan|\+|&"
_WITH = re.compile(rf"(?:\\)? (?:\\)?(?:{_WITH_WORDS})(?:\\)? ")
"""A joining word inside a value (as :func:`_pattern` escapes it): ``with``, ``and``, ``+`` and ``&`` are one."""
_WITH_ANY = rf"(?:{_WITH_WORDS}|c/)"
_CLOCK_ONLY = re.compile(r"^\d\d:\d\d$")
_BRACKET = re.compile(r"[()\[\]]")
"""Brackets are spaces: ``Cloud Hybrid (Queen)`` states ``Cloud Hybrid queen``."""
_NUMBER = re.compile(r"(?<![\w.,:-])\d+(?:[.,]\d+)*(?![\d:-])")
_PERCENT = re.compile(r"(?<=\d)\s+%")
"""``10 %`` is ``10%``."""


def canonical(text: str) -> str:
    """``text`` rewritten so that equal values are written alike (see the module docstring)."""
    out = rewrite_units(_FEIRA.sub(r"\1", words_to_digits(rewrite_modes(normalise(text)))))
    out = rewrite_dates(_JOIN.sub(" ", _FIRST.sub("1 ", out)))
    out = _ISO_DATE.sub(lambda m: f" {m.group(1)} {int(m.group(2)):02d}-{int(m.group(3)):02d} ", out)
    out = _DAY_MONTH.sub(lambda m: f" {MONTH[m.group(2)]:02d}-{int(m.group(1)):02d} ", out)
    out = _MONTH_DAY.sub(lambda m: f" {MONTH[m.group(1)]:02d}-{int(m.group(2)):02d} ", out)
    out = _TIME_12.sub(_clock_12, out)
    out = _TIME_WORD.sub(_clock_word, out)
    out = _TIME_24.sub(lambda m: f" {int(m.group(1)):02d}:{next((g for g in m.groups()[1:] if g), '00')} ", out)
    out = _ORDINAL.sub(r"\1 th", out)  # the mark kept apart: "3rd" states "3" and "third"
    out = _TIMES.sub(lambda m: f" {m.group(1) or m.group(2)} ", out)
    out = _UNIT.sub(r"\1 \2", out)
    out = _CURRENCY.sub(" ", out)
    out = _NUMBER.sub(lambda m: _number(m.group(0)), out)
    return re.sub(r"\s+", " ", _BRACKET.sub(" ", _PERCENT.sub("%", out))).strip()


def _clock_12(match: re.Match[str]) -> str:
    hour = int(match.group(1)) % 12 + (12 if match.group(3) == "p" else 0)
    return f" {hour:02d}:{match.group(2) or '00'} "


def _clock_word(match: re.Match[str]) -> str:
    hour, minutes = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(5))
    clock = f" {int(hour):02d}:{minutes or '00'} "
    if match.group(3) == "uur" and not minutes and not _AT_CLOCK.search(match.string, 0, match.start()):
        return f"{clock}{int(hour)} uur "  # Dutch "3 uur" is also three hours: "(3 uur)", "voor 3 uur"
    return clock


def _number(text: str) -> str:
    """One number with its separators resolved: a last group of 1-2 digits is decimals, of 3 digits thousands."""
    groups = re.split(r"[.,]", text)
    if len(groups) > 1 and len(groups[-1]) in (1, 2):
        whole, decimals = "".join(groups[:-1]), groups[-1].rstrip("0")
        return f"{int(whole)}.{decimals}" if decimals else str(int(whole))
    if len(groups) > 1 and all(len(g) == 3 for g in groups[1:]):
        return str(int("".join(groups)))
    return text if len(groups) > 1 else str(int(text)) if text.isdigit() and len(text) < 6 else text


def states(text: str, value: object) -> bool:
    """Tell whether ``text`` states ``value`` (both canonicalised; whole words only)."""
    said = canonical(text)
    readings = _readings(format_value(value))
    if any(_said(said, needle, pattern) for needle, pattern in readings):
        return True
    if not readings:
        return False
    needle = readings[0][0]
    return any(read(said, needle) for read in _SHORTHAND)


_SHORTHAND = (states_day_only, states_part_of_day, states_short_weekday, states_slot_length)
"""Ways a text states a value it never writes out: a date's day alone, a clock time in a part of the day, a
weekday cut short before its date, a duration as a clock slot (:mod:`user_sim.core.goal_shorthand`)."""


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
        readings.append((needle, _LINK.sub(lambda m: rf"{m.group(0)}(?:{_INSERTED}\ )?", _pattern(needle, inflected))))
    if _WITH.search(needle):  # "laranja com acerola" said "Laranja + Acerola", "fish & chips" "fish and chips"
        readings.append((needle, _WITH.sub(rf" {_WITH_ANY} ", _pattern(needle, inflected))))
    readings += [(needle, pattern) for pattern in measure_readings(needle)]  # "2 m" said "200 x 50 cm"
    readings += [(needle, pattern) for pattern in form_readings(needle, value)]  # "240" said "240 x 260 cm"
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
    """A regex for ``needle`` whose last word may take a plural or agreement ending.

    A last word of 4+ letters: ``negro`` is stated by ``negros`` and ``negra``; a capitalised value (a name, a
    German noun) takes only ``s`` (``Montag``: ``montags``), so ``Maria`` is not ``Mario``.
    """
    last = re.search(r"(?<![\w.])[a-z]{4,}$", needle)
    if not last:
        return re.escape(needle)
    head, word = re.escape(needle[: last.start()]), last.group(0)
    if not lower:
        return f"{head}{word}s?"
    if word[-1] in "aeo":
        return f"{head}{word[:-1]}[aeio]s?"
    return f"{head}{word}(?:s|es|e|en)?"


def _said(said: str, needle: str, pattern: str) -> bool:
    if _CLOCK_ONLY.match(needle):  # a slot's end is not its time: 16:00-18:00 is no booking at 18:00
        said = CLOCK_RANGE.sub(r"\1", said)
    if re.search(rf"(?<![\w:-])(?<!\d[.,])(?:{pattern})(?!\w|:\d|-\d|[.,]\d)", said) is not None:
        return True
    # a German or Dutch compound's first member: "Tulpenstrauß" states "Tulpen", "Samstagabend" "Samstag"
    return needle.isalpha() and len(needle) >= 5 and re.search(rf"(?<![\w:-]){needle}[a-z]{{4,}}", said) is not None
