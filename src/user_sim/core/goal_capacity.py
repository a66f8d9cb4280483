"""Counts of persons that are not the party's count as said: a room's bound, and the companions after a name.

Two forms a confirmation uses in all eight languages, read on normalised text:

* **a bound** (:func:`unbounded`): *up to* or *at most* before a count of persons, seats or tickets says what a room
  or table holds, not how many were booked (``la sala Rockstar, fino a 10 persone, … 8 persone``, ``für bis zu 10
  Personen``, ``hasta 10 personas``, ``jusqu'à 10 personnes``, ``até 10 pessoas``, ``max. 10 Personen``, ``tot 10
  personen``, ``maksimal 10 orang``): it is no wrong count and no part of a sum. A bound is not blanked for the
  drawn count itself (``up to 10 people`` may still be the 10 asked);
* **a name and its companions** (:func:`plus_named`): ``Élodie Garnier + 1 personne`` is two persons, ``Ana López +
  2 acompañantes`` three, ``Herr Weber + 1 Begleitperson`` two; the ``+ 1`` is no count of its own (it is blanked by
  :func:`unbounded` too).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import UNTIL, either
from user_sim.core.goal_counts import PEOPLE, PEOPLE_RE, SEATS
from user_sim.core.goal_values import canonical
from user_sim.core.goals import normalise

_AT_MOST = (
    "up to", "at most", "no more than", "max", r"max\.", "maximum", "maximal", "maximo", "como maximo", "no maximo",
    "al massimo", "massimo", "au maximum", "hochstens", "maximaal", "hooguit", "maksimal", "paling banyak",
)  # fmt: skip
"""*At most* in the eight languages (normalised); *until* words (``fino a``, ``hasta``, ``bis``) are read too."""
_COMPANIONS = (
    r"acompanantes?|begleit(?:person(?:en)?|er\w*)|accompagnat\w*|acompanhantes?|begeleiders?|pendamping"
    r"|companions?|plus[- ]ones?"
)
"""Words for the persons who come along with a named one (``+ 1 acompañante``, ``+ 1 Begleitperson``)."""
_PERSONS = rf"(?:{PEOPLE}|{SEATS}|{_COMPANIONS})"
_BOUND = re.compile(
    rf"(?<!\w)(?:{either(_AT_MOST)}|{either(UNTIL)})\s+(?:(?:zu|a|de|di)\s+)?\d{{1,3}}\s+{_PERSONS}(?!\w)"
)
_NAME = r"[A-ZÀ-Þ][a-zß-ÿ'-]+(?: [A-ZÀ-Þ][a-zß-ÿ'-]+)?"
_PLUS = re.compile(rf"(?<![\w-])({_NAME})\s*\+\s*(\d)\s+((?i:{_PERSONS}))(?!\w)")
"""A name and its companions: ``Élodie Garnier + 1 personne`` (the name capitalised, the companions counted)."""


def unbounded(sentence: str) -> str:
    """``sentence`` (normalised) without its bounds and its companions counted after a name (module docstring)."""
    return _BOUND.sub(" ", normalise(_PLUS.sub(r"\1", sentence)))


def plus_named(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """A count of persons stated as a name and its companions (``Élodie Garnier + 1 personne`` for 2)."""
    number = canonical(value)
    if not number.isdigit() or not any(PEOPLE_RE.fullmatch(w) for w in counted):
        return False
    return any(int(found[2]) + 1 == int(number) for found in _PLUS.finditer(sentence))
