"""Clock times said in words, rewritten as ``HH:MM`` once the numbers in words are digits.

Eight languages (English, Spanish, French, German, Italian, Portuguese, Dutch, Indonesian), on normalised text
(lower case, no accents) whose number words are already digits (:mod:`user_sim.core.goal_numbers`):

* **clock phrases**: ``half past 7``, ``quarter to 6``, ``6 o'clock``, ``las 2 y media``, ``las 5 menos
  cuarto``, ``8 heures et quart``, ``20 heures 30``, ``halb 8``, ``viertel vor 6``, ``le 6 e mezza``, ``as 7 e
  meia``, ``kwart over 11``, ``half 8``, ``setengah 8``, ``jam 5 kurang seperempat`` → ``HH:MM``; a part of the
  day after it (``in the evening``, ``de la tarde``, ``du soir``, ``abends``, ``di sera``, ``da noite``,
  ``'s avonds``, ``malam``) moves it to the afternoon; an hour followed by a part of the day is a clock time
  (``nove da manhã`` → ``09:00``), but Indonesian ``2 malam`` (two nights) needs ``jam``/``pukul`` first.
  A phrase with no part of the day is written both ways
  (``quarter to 6`` → ``05:45 17:45``): which one is meant is not said, and a wrong value is still caught when
  neither is the drawn time.
* **noon and midnight** said in words (``noon``, ``mediodía``, ``à midi``, ``mezzanotte``, ``tengah malam``) are
  ``12:00`` and ``00:00``.
"""

from __future__ import annotations

import re
from functools import partial

from user_sim.core.goal_counts import COUNT_NOUN
from user_sim.core.goal_minutes import minute_phrases

_HOUR = r"(\d{1,2})(?!\d|[:.,]\d|\s?h\s?\d)"
"""An hour said alone: not one with its minutes (``19:30``, ``19.30``, ``a las 17h30``, ``as 19 h 30``)."""
_NO_NOUN = rf"(?!\s+{COUNT_NOUN}(?!\w))"
_PM_TEXT = (
    r"\s+(?:in the (?:evening|afternoon)|at night|tonight|this (?:evening|afternoon)|de la (?:tarde|noche)"
    r"|du soir|de l'apres-midi|(?:am )?abends?|nachmittags|am nachmittag|di sera|della sera|del pomeriggio"
    r"|di pomeriggio|da (?:tarde|noite)|'s (?:avonds|middags)|sore|malam|siang)(?!\w)"
)
_PM = re.compile("^" + _PM_TEXT)
_AM_TEXT = (
    r"\s+(?:in the morning|this morning|de la manana|du matin|morgens|vormittags|am morgen|di mattina"
    r"|del mattino|da manha|'s (?:ochtends|morgens)|pagi)(?!\w)"
)
_AFTER_AT = (
    r"on|tonight|today|tomorrow|this|sharp|then|please|for|with|heute|morgen|am|fur|mit|bitte|reserviert|gebucht"
    r"|bestatigt|vandaag|voor|met|op|gereserveerd|geboekt|bevestigd|hoje|amanha|para|com"
)
"""After ``at``/``um``/``om``/``às`` and a bare hour, what makes it a clock time (``dinner at 8 tonight``, ``um 8,``):
the end of a clause, a word of a day or of booking, never a noun or a list (``at 8 tables``, ``as 8 pizzas``)."""
_PHRASES: tuple[tuple[re.Pattern[str], int, int], ...] = tuple(
    (re.compile(rf"(?<![\w'])(?:{pattern})"), shift, minutes)
    for pattern, shift, minutes in (
        (rf"(?:half past|half after) {_HOUR}", 0, 30),
        (rf"(?:a )?quarter past {_HOUR}", 0, 15),
        (rf"(?:a )?quarter (?:to|before|of) {_HOUR}", -1, 45),
        (rf"{_HOUR} o'?clock", 0, 0),
        (rf"(?:las |la ){_HOUR} y media", 0, 30),
        (rf"(?:las |la ){_HOUR} y cuarto", 0, 15),
        (rf"(?:las |la ){_HOUR} menos cuarto", -1, 45),
        (rf"(?:a las |a la |son las |es la ){_HOUR}(?: en punto)?{_NO_NOUN}", 0, 0),
        (rf"{_HOUR} heures? et demie", 0, 30),
        (rf"{_HOUR} heures? et quart", 0, 15),
        (rf"{_HOUR} heures? moins (?:le )?quart", -1, 45),
        (rf"(?:a |vers |pour ){_HOUR} heures?", 0, 0),
        (rf"halb {_HOUR}", -1, 30),
        (rf"viertel nach {_HOUR}", 0, 15),
        (rf"(?:viertel vor|dreiviertel) {_HOUR}", -1, 45),
        (rf"(?:le |alle |verso le ){_HOUR} e mezz[ao]", 0, 30),
        (rf"(?:le |alle |verso le ){_HOUR} e un quarto", 0, 15),
        (rf"(?:le |alle |verso le ){_HOUR} meno un quarto", -1, 45),
        (rf"(?:alle |sono le |verso le ){_HOUR}{_NO_NOUN}", 0, 0),
        (rf"(?<!\d )(?:alle |dalle )?ore {_HOUR}{_NO_NOUN}", 0, 0),  # "alle ore 15", not "2 ore 15 minuti"
        (rf"(?:as |a |la ){_HOUR} e meia", 0, 30),
        (rf"(?:as |a |la ){_HOUR} e (?:um )?quarto", 0, 15),
        (rf"(?:um )?quarto para as {_HOUR}", -1, 45),
        (rf"(?:as |a ){_HOUR} menos (?:um )?quarto", -1, 45),
        (rf"(?:as |a ){_HOUR} horas", 0, 0),
        (rf"kwart over {_HOUR}", 0, 15),
        (rf"kwart voor {_HOUR}", -1, 45),
        (rf"(?:at|by|for|until|till|from|around|about|before|after) half {_HOUR}", 0, 30),  # English
        (rf"(?<!past )(?<!after )half {_HOUR}", -1, 30),
        (rf"setengah {_HOUR}", -1, 30),
        (rf"(?<![\d:.,]){_HOUR}(?: uhr| uur| h)?(?!\s+(?:malam|sore|siang|pagi))(?={_PM_TEXT}|{_AM_TEXT})", 0, 0),
        (rf"(?:jam |pukul ){_HOUR}(?=\s+(?:malam|sore|siang|pagi)(?!\w))", 0, 0),  # "2 malam" is two nights
        (rf"(?:jam |pukul ){_HOUR} lewat seperempat", 0, 15),
        (rf"(?:jam |pukul ){_HOUR} kurang seperempat", -1, 45),
        (rf"(?<![\w'])(?:at|um|om|as) {_HOUR}(?=\s*(?:$|[,;!?)]|\.(?!\d)|\s(?:{_AFTER_AT})(?!\w)))", 0, 0),
        (rf"(?<!\d )(?:jam|pukul) {_HOUR}(?!\s+(?:menit|jam|lewat|kurang)(?!\w)){_NO_NOUN}", 0, 0),  # "2 jam": hours
    )
)
_AM = re.compile("^" + _AM_TEXT)
_LATER = re.compile(rf"(?<![\d:])(0[1-9]|1[01]):(\d\d)(?![\d:])(?!\s\d\d:\d\d)(?={_PM_TEXT})")
DAYPART = re.compile(f"{_PM_TEXT}|{_AM_TEXT}")
"""A part of the day after a clock time (``in the evening``, ``de la tarde``, ``'s avonds``): it said which half."""
_NOON = re.compile(
    r"(?<![\w-])(?:12\s*)?(?:(noon|midday|mediodia|mezzogiorno|meio-dia|meio dia|tengah hari|(?<=a )midi"
    r"|(?<=vers )midi|(?<=pour )midi|(?<=: )midi|midi(?= et demie?(?!\w)))"
    r"|(midnight|medianoche|minuit|mezzanotte|meia-noite|middernacht|mitternacht"
    r"|tengah malam))(?![\w-])(\s+(?:e mezz[oa]|e meia|et demie?|y media|en half))?"
)
"""Noon and midnight said in words are ``12:00`` and ``00:00``, half past them ``12:30``, ``00:30`` (French
``midi`` only after ``à``, ``vers``, ``pour`` or a label's colon, or before ``et demie``: ``Retrait : midi et
demi``; ``après midi`` is the afternoon)."""


_ONE_OCLOCK = re.compile(
    r"(?<!\w)(?:((?:a|es|de|desde|hasta|sobre|para|antes de|despues de) la) una|(all|dall|l)'una"
    r"|(a|as) uma(?= e | menos | horas?(?!\w)| da )|(a|vers) une(?= heure)|(om) een(?= uur)"
    r"|(half) een(?=\s*(?:$|[-–,;:!?)]|\.(?!\d))))(?!\w)"
)
"""One o'clock with its article word: ``a la una``, ``all'una``, ``à uma e meia``, ``à une heure``, ``om één uur``;
Dutch half past twelve, ``half een`` (``half 1``), at the end of a clause: ``half een brood`` is none."""


def clock_times(text: str) -> str:
    """The clock phrases, noon and midnight of ``text`` (its numbers already digits) as ``HH:MM``."""
    out = _ONE_OCLOCK.sub(lambda m: f"{m[2] + 'e' if m[2] else next(g for g in m.groups() if g)} 1", text)
    out = minute_phrases(out, spell)
    for pattern, shift, minutes in _PHRASES:
        out = pattern.sub(partial(_clock, shift=shift, minutes=minutes), out)
    return _NOON.sub(lambda m: f" {'12' if m.group(1) else '00'}:{'30' if m.group(3) else '00'} ", out)


def afternoon_clocks(text: str) -> str:
    """Canonical clock times before noon that a part of the day moves after it (``07:30 's avonds`` → ``19:30``)."""
    return _LATER.sub(lambda m: f"{int(m[1]) + 12}:{m[2]}", text)


def _clock(match: re.Match[str], shift: int, minutes: int) -> str:
    hour = int(match.group(1)) + shift
    if not 0 <= hour <= 24 or int(match.group(1)) > 24:
        return match.group(0)
    return spell(hour % 24, minutes, match.string[match.end() :])


def spell(hour: int, minutes: int, after: str) -> str:
    """``hour:minutes`` as ``HH:MM``; both ways (``07:30 19:30``) unless a part of the day ``after`` it says which."""
    if hour < 12 and _PM.match(after):
        return f" {hour + 12:02d}:{minutes:02d} "
    if hour == 0 and minutes and not _AM.match(after):  # "halb eins", "quarter to one": mostly just after noon
        return f" 00:{minutes:02d} 12:{minutes:02d} "
    if hour >= 12 or hour == 0 or _AM.match(after):
        return f" {hour:02d}:{minutes:02d} "
    return f" {hour:02d}:{minutes:02d} {hour + 12:02d}:{minutes:02d} "
