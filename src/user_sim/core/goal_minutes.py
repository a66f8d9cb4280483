"""Clock times said with their minutes as a number, before :mod:`user_sim.core.goal_clock` reads the others.

On normalised text whose number words are digits, in the eight languages of the goal check:

* **the hour and its minutes**: ``las 7 y 20``, ``as 7 e 15``, ``alle 7 e 40``, ``a 7 heures 20``, ``19 uhr 30``,
  ``jam 8 lewat 10`` → ``07:20``…;
* **minutes before the hour**: ``las 8 menos 10``, ``as 8 menos 15``, ``le 8 meno 10``, ``8 heures moins 10``,
  ``10 vor 8``, ``10 voor 8``, ``jam 8 kurang 10``, ``15 para as 8``, ``at 10 to 8`` → ``07:50``…;
* **minutes past the hour**: ``10 nach 8``, ``10 over 8``, ``10 past 8`` → ``08:10``;
* **around the half hour** (German and Dutch): ``5 nach halb 8``, ``5 over half 8`` → ``07:35``; ``5 vor halb 8``,
  ``5 voor half 8`` → ``07:25``.

The hour is then written as :func:`user_sim.core.goal_clock.spell` writes it: both ways unless a part of the day
follows (``10 voor 8 's avonds`` → ``19:50``). Minutes are a multiple of five and no count or minute word
follows (``as 2 e 3 camisas``, ``dalle 2 e 30 minuti`` are no time).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from user_sim.core.goal_counts import COUNT_NOUN

_H = r"(?P<h>\d{1,2})"
_M = r"(?P<m>\d{1,2})"
_END = rf"(?!\d|[:.,]\d)(?!\s*(?:min|menit)\w*)(?!\s+{COUNT_NOUN}(?!\w))"
_PHRASES = tuple(
    (re.compile(rf"(?<![\w']){pattern}{_END}"), mode)
    for pattern, mode in (
        (rf"(?:a las|las|a la|la|son las|es la) {_H} y {_M}", "plus"),
        (rf"(?:a las|las|a la|la|son las|es la) {_H} menos {_M}", "minus"),
        (rf"(?:as|a|pelas) {_H} e {_M}", "plus"),
        (rf"(?:as|a|pelas) {_H} menos {_M}", "minus"),
        (rf"{_M} (?:minutos )?para as {_H}", "minus"),
        (rf"(?:le|alle|sono le|verso le|alle ore|ore|dalle) {_H} e {_M}", "plus"),
        (rf"(?:le|alle|sono le|verso le) {_H} meno {_M}", "minus"),
        (rf"(?:a|vers|pour|des|de|avant|apres|jusqu'a) {_H} heures? {_M}", "plus"),
        (rf"{_H} heures? moins {_M}", "minus"),
        (rf"{_H} uhr {_M}", "plus"),
        (rf"{_M} (?:nach|over) (?:halb|half) {_H}", "half_plus"),
        (rf"{_M} (?:vor|voor) (?:halb|half) {_H}", "half_minus"),
        (rf"{_M} (?:minuten )?(?:nach|over) {_H}", "plus"),
        (rf"{_M} (?:minuten )?(?:vor|voor) {_H}", "minus"),
        (rf"(?:jam|pukul) {_H} lewat {_M}", "plus"),
        (rf"(?:jam|pukul) {_H} kurang {_M}", "minus"),
        (rf"{_M} (?:minutes )?past {_H}", "plus"),
        (rf"(?:at|by|around|about|until|till|before) {_M} (?:minutes )?to {_H}", "minus"),
    )
)
_SHORT = ("minus", "half_plus", "half_minus")
"""Modes whose minutes are under the half hour (``10 vor 8``; never ``40 vor 8``)."""


def minute_phrases(text: str, spell: Callable[[int, int, str], str]) -> str:
    """The clock phrases of ``text`` that give their minutes as a number, written by ``spell(hour, minutes, after)``."""
    out = text
    for pattern, mode in _PHRASES:
        out = pattern.sub(partial(_time, mode=mode, spell=spell), out)
    return out


def _time(match: re.Match[str], mode: str, spell: Callable[[int, int, str], str]) -> str:
    hour, minutes = int(match["h"]), int(match["m"])
    if not (1 <= minutes <= 59 and minutes % 5 == 0 and hour <= 24) or (
        mode in _SHORT and not (minutes <= 30 and 1 <= hour <= 12)
    ):
        return match.group(0)
    if mode == "plus":
        clock = hour * 60 + minutes
    else:
        clock = hour * 60 - {"minus": minutes, "half_plus": 30 - minutes, "half_minus": 30 + minutes}[mode]
    clock %= 1440
    return spell(clock // 60, clock % 60, match.string[match.end() :])
