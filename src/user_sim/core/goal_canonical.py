"""Values written alike: ``canonical(text)`` normalises accents, numbers, currency, times and dates.

``canonical(text)`` rewrites a text so that equal values look equal: lower case without accents, currency signs and
words dropped (``$12.00``, ``12 USD`` and ``12,00 €`` all become ``12``), thousands separators removed (``1,500`` and
``1.500`` → ``1500``; a number before a label's colon too: ``Vertex 04:`` → ``vertex 4:``), decimals with a dot and no
trailing zeros (``9,50`` → ``9.5``), ordinals with their suffix apart (``5th`` → ``5 th``), clock times as ``HH:MM``
(``7 pm``, ``7:00 p.m.``, ``19h``, ``19 h``, ``19 uur``, ``19u00``, ``a las 19h00``, ``om 19u`` → ``19:00``; a slot's
bare first hour in its second's part of the day, ``de 11 a 12 de la mañana`` → ``11:00 a 12:00``:
:func:`user_sim.core.goal_daytime.slot_starts`; Dutch ``3 uur`` without ``om`` is also three hours, ``14u–17u`` a slot;
``20h30``, ``20 h 30`` → ``20:30``; German ``3 am Samstag`` is no time), quantities as multipliers counted (``x2``,
``2x`` → ``2``), units apart from their number (``20GB`` → ``20 gb``), Portuguese weekdays without ``-feira`` and dates
as ``MM-DD`` (``2026-12-05``, ``5 December``, ``December 5th``, ``5 de diciembre``, ``5. Dezember`` → ``12-05``, with
the year kept apart). Number words and clock phrases are read first (:mod:`user_sim.core.goal_numbers`,
:mod:`user_sim.core.goal_clock`: ``two`` → ``2``, ``a dozen`` → ``12``, ``quarter to six`` → ``05:45 17:45``, ``dos de
la tarde`` → ``14:00``, ``kwart over elf`` → ``11:15``), then sizes, durations and amounts
(:mod:`user_sim.core.goal_units`: ``80 x 120 cm`` → ``80x120 cm``, ``un cuarto de hora`` → ``15 min``, ``250rb`` →
``250000``), months cut short to common words and Portuguese ``2ª`` (:mod:`user_sim.core.goal_when`: ``10 set.`` →
``09-10``), then numeric dates and ranges (:mod:`user_sim.core.goal_dates`: ``19/12`` → ``12-19``, ``du 3 au 10 août`` →
both days in August); a hyphen, dash or arrow between words is a space (``Jakarta → Bandung``); a mode of service said
in other words is one word (:mod:`user_sim.core.goal_modes`: ``por videollamada`` is ``online``), and so is an age group
(:mod:`user_sim.core.goal_ages`: ``U12`` is ``under-12``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_ages import rewrite_age_groups
from user_sim.core.goal_clock import afternoon_clocks
from user_sim.core.goal_clockwords import AT, time_words
from user_sim.core.goal_conjunctions import ARROWS, DASH, either
from user_sim.core.goal_dates import MONTH, MONTH_RE, rewrite_dates
from user_sim.core.goal_daytime import slot_starts
from user_sim.core.goal_modes import rewrite_modes
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_spoken import dotted_clocks, range_first_days, spoken_fractions
from user_sim.core.goal_totals import vulgar_fractions
from user_sim.core.goal_units import rewrite_units
from user_sim.core.goal_when import calendar_words
from user_sim.core.goals import normalise

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
_MONTH_DAY = re.compile(rf"(?<!\w)({_MONTH_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\w|-\d)")
"""``May 5``; not a short weekday before a date (Spanish ``mar 05-06`` is *martes* 5 June)."""
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
    r"(?<![\d,])(?<!\d\.)(\d{1,2})(?:[:.](\d{2}))?\s*(uhr|uur)(?!\w)"  # not a decimal: "2,5 uur"
    rf"|(?<!\w)(?:{time_words(AT, without='at a um')})\s+(\d{{1,2}})[.](\d{{2}})(?!\d)"
)
"""``19 uur``, ``19.30 Uhr``; a dotted time with any minutes after a word of the clock (``alle 8.05``, ``pukul
19.30``), not after ``at``, ``a``, ``um``, which also come before an amount or a date (``at 1.05 each``, ``um 2.10
Euro``, ``a 1.03``): there :func:`user_sim.core.goal_spoken.dotted_clocks` reads only minutes no month is."""
_AT_CLOCK = re.compile(r"(?<!\w)(?:om|tot|vanaf|van|tussen|rond|tegen|en|na)\s+$")
"""Dutch words before ``N uur`` that make it a clock time only (``om 3 uur``, ``tot 13 uur``)."""
_GLUED_HOUR = re.compile(rf"(?<![\w.,:])([01]?\d|2[0-3])u(?:\s*{DASH}\s*([01]?\d|2[0-3])u)?(?!\w)")
"""Dutch and Flemish ``14u``: a clock time in a slot (``14u–17u``) or after a word of the clock (``om 19u``,
``tussen 13 en 17u``); alone it may be hours (``duurt 2u``) or units, and stays."""
_FEIRA = re.compile(r"(?<!\w)(segunda|terca|quarta|quinta|sexta)[- ]feira(?!\w)")
"""Portuguese weekdays are said with or without ``-feira`` (``sexta`` is ``sexta-feira``)."""
_ORDINAL = re.compile(r"(?<!\w)(\d+)(?:st|nd|rd|th)(?!\w)")
_TIMES = re.compile(r"(?<!\w)[x×]\s?(\d+)(?!\w)|(?<![\w.,])(\d+)\s?[x×](?!\w)")
"""A quantity as a multiplier: ``flat white x2``, ``2x croissant``, ``× 3``."""
_UNIT = re.compile(r"(?<![\w.,:-])(\d+(?:[.,]\d+)?)([a-z]{1,3})(?!\w)")
"""A number glued to a unit (``20GB``, ``5kg``) is written apart, as ``20 GB`` is."""
_JOIN = re.compile(rf"(?<=[a-z])\s*(?:{either(ARROWS)}|{DASH})\s*(?=[a-z])")
"""A dash or arrow (:mod:`user_sim.core.goal_conjunctions`) between two words is a space: ``Jakarta-Bandung`` is
``Jakarta → Bandung``."""
_BRACKET = re.compile(r"[()\[\]]")
"""Brackets are spaces: ``Cloud Hybrid (Queen)`` states ``Cloud Hybrid queen``."""
_NUMBER = re.compile(r"(?<![\w.,:-])\d+(?:[.,]\d+)*(?![\d-]|:\d)")
"""A number, also before a label's colon (``Vertex 04: 219,95 €`` is ``vertex 4``), not a clock time's hour."""
_PERCENT = re.compile(r"(?<=\d)\s+%")
"""``10 %`` is ``10%``."""


def canonical(text: str) -> str:
    """``text`` rewritten so that equal values are written alike (see the module docstring)."""
    out = rewrite_age_groups(rewrite_modes(normalise(vulgar_fractions(text))))
    out = _GLUED_HOUR.sub(_glued_hour, dotted_clocks(_FEIRA.sub(r"\1", words_to_digits(out))))
    out = rewrite_units(spoken_fractions(out))
    out = rewrite_dates(_JOIN.sub(" ", _FIRST.sub("1 ", calendar_words(out))))
    out = _ISO_DATE.sub(lambda m: f" {m.group(1)} {int(m.group(2)):02d}-{int(m.group(3)):02d} ", out)
    out = _DAY_MONTH.sub(lambda m: f" {MONTH[m.group(2)]:02d}-{int(m.group(1)):02d} ", out)
    out = range_first_days(_MONTH_DAY.sub(lambda m: f" {MONTH[m.group(1)]:02d}-{int(m.group(2)):02d} ", out))
    out = _TIME_12.sub(_clock_12, out)
    out = _TIME_WORD.sub(_clock_word, out)
    out = _TIME_24.sub(lambda m: f" {int(m.group(1)):02d}:{next((g for g in m.groups()[1:] if g), '00')} ", out)
    out = slot_starts(afternoon_clocks(out))  # "7h30 da noite", "de 11 a 12 de la mañana"
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


def _glued_hour(match: re.Match[str]) -> str:
    first, last = match.group(1), match.group(2)
    if last:
        return f" {int(first):02d}:00 – {int(last):02d}:00 "
    return f" {int(first):02d}:00 " if _AT_CLOCK.search(match.string, 0, match.start()) else match.group(0)


def _number(text: str) -> str:
    """One number with its separators resolved: a last group of 1-2 digits is decimals, of 3 digits thousands."""
    groups = re.split(r"[.,]", text)
    if len(groups) > 1 and len(groups[-1]) in (1, 2):
        whole, decimals = "".join(groups[:-1]), groups[-1].rstrip("0")
        return f"{int(whole)}.{decimals}" if decimals else str(int(whole))
    if len(groups) > 1 and all(len(g) == 3 for g in groups[1:]):
        return str(int("".join(groups)))
    return text if len(groups) > 1 else str(int(text)) if text.isdigit() and len(text) < 6 else text
