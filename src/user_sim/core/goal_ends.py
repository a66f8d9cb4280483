"""The other end of opening hours: an opening time is no answer to *when do you close*, nor the reverse.

*What time does the shop close?* is not answered by ``We open at 9:00`` (``Abrimos a las 9``, ``Abrimos às 9h``,
``Kami buka jam 9``, ``Wir öffnen um 9 Uhr``, ``Nous ouvrons à 9 h``, ``Apriamo alle 9``, ``We gaan open om 9
uur``), and *when do you open* not by ``We close at 18:00``. A sentence says the closing end when it names closing
or *open until* (``We're open until 18:00``, ``abierto hasta las 18``, ``geöffnet bis 18 Uhr``), the opening end
when it names opening without *until*; with two hours (``open 9:00–18:00``, ``buka jam delapan sampai jam dua``) it
gives both ends. A request that names both ends, or the hours as a whole (``opening hours``, ``horario``), is left
to the other rules.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import UNTIL, either
from user_sim.core.goal_hours import CLOSE, HOURS, HOURS_ONE, OPEN_STATE, OPEN_VERB
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goals import normalise

_OPEN = re.compile(rf"(?<!\w){either(OPEN_STATE, OPEN_VERB)}(?!\w)")
_CLOSE = re.compile(rf"(?<!\w){either(CLOSE)}(?!\w)")
_UNTIL = re.compile(rf"(?<!\w){either(UNTIL)}(?!\w)")
_UNTIL_TIME = re.compile(_UNTIL.pattern + r"\W+(?:[^\W\d]+\W+){0,2}?\d")
"""*Until* with its hour (``open until 18:00``, ``hasta las 18``); not ``stay open until late``."""
_HOURS = re.compile(rf"(?<!\w){either(HOURS, HOURS_ONE, ('hours',))}(?!\w)")
"""The hours as a whole; in a request, a bare *hours* too (``the museum's hours on Sunday``)."""
_TIME = re.compile(r"(?<![\w:.])\d{1,2}(?:[:.h]\d\d)?(?!\d)")
_BOTH_READINGS = re.compile(r"(?<![\d:])(0\d|1[01]):(\d\d) (1[2-9]|2[0-3]):\2(?![\d:])")
"""One hour written in both its readings, twelve hours apart (``apre alle 9`` gives ``09:00 21:00``): one time, not
two ends (``open daily 09:00 21:00`` also, and ``10:00 18:00`` is two)."""


def _asked_end(asked: str) -> str | None:
    """``open`` or ``close`` when the request asks one end of the hours only, else None."""
    if _HOURS.search(asked) or _UNTIL.search(asked):
        return None
    opens, closes = _OPEN.search(asked) is not None, _CLOSE.search(asked) is not None
    return "open" if opens and not closes else "close" if closes and not opens else None


def _said_end(said: str) -> str | None:
    """The one end of the hours the sentence gives (``open`` / ``close``), or None (both, or neither)."""
    digits = _BOTH_READINGS.sub(lambda m: m[1] if int(m[3]) == int(m[1]) + 12 else m[0], words_to_digits(said))
    if len(_TIME.findall(digits)) >= 2:
        return None  # "open 9:00-18:00", "buka jam delapan pagi sampai jam dua siang": both ends
    until = _UNTIL_TIME.search(digits) is not None
    closes = _CLOSE.search(said) is not None or (_OPEN.search(said) is not None and until)
    opens = _OPEN.search(said) is not None and not until
    return "open" if opens and not closes else "close" if closes and not opens else None


def other_end(part: GoalPart, sentence: str) -> bool:
    """An information request about one end of the hours answered by the other end only (module docstring).

    Only a request for a time (*when*, *what time*): *is it open on Sunday?* is a yes/no, answered by ``Yes, open
    on Sunday until 18:00``.
    """
    if part.kind != "info" or part.asks not in ("time", "clock"):
        return False
    asked = _asked_end(normalise(part.text))
    said = _said_end(normalise(sentence))
    return asked is not None and said is not None and said != asked
