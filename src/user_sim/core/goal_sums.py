"""A count said as a sum or as a list: ``1 × X (mild)`` and ``1 × X (hot)`` are two X, ``Ana, Bruno and Carla`` three.

A confirmation often never writes the drawn count. It splits it into lines or parts of the counted thing, or names
the persons counted. With the words that follow the drawn number in the goal (:mod:`user_sim.core.goal_counted`:
``2 portions de nouilles`` → ``portions``, ``nouilles``), a count is stated by:

* **parts of one sentence** (:func:`sums_in`): two or more counts of the counted thing (the same first four letters,
  or two words for persons: ``2 adults + 1 child`` for 3 people) that add up to it;
* **lines of a receipt** (:func:`summed_lines`): two or more sentences of the reply that each open with a count of
  the counted thing (``• 1 × Nouilles sautées au bœuf (doux)``, ``• 1 × Nouilles sautées au bœuf (relevé)``) and
  add up to it — :mod:`user_sim.core.goal_block` takes them as the sibling lines that give the value;
* **a list of names** (:func:`names_count`), for a count of persons only: capitalised names joined by commas and a
  last ``and``/``y``/``e``/``et``/``und``/``en``/``dan``/``&`` after a word that introduces them (``for``, ``para``,
  ``pour``, ``für``, ``per``, ``voor``, ``untuk``, ``atas nama``, ``names:``…), no weekday or month among them.

A sum or list of another size states another count (a wrong value, never the drawn one).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_counts import PEOPLE_RE
from user_sim.core.goal_dates import MONTH, WEEKDAYS
from user_sim.core.goal_values import canonical
from user_sim.core.goals import normalise

_COUNT = re.compile(r"(?<![\w.,:-])(\d{1,2})(?![.,:]\d)\s+([^\W\d_]{3,})")
_OPENING = re.compile(r"^\W*(\d{1,2})(?![.,:]\d)\s+([^\W\d_]{3,})")
_NAME = r"[A-ZÀ-Þ][a-zß-ÿ'-]+(?: [A-ZÀ-Þ][a-zß-ÿ'-]+)?"
_NAMES = re.compile(
    r"(?<!\w)(?i:for|para|pour|für|fur|per|voor|untuk|atas nama|a nome di|au nom de|a nombre de|em nome de"
    r"|op naam van|im namen von|names?|nombres|noms|namen|nomi|nomes|nama)\s*:?\s+"
    rf"((?:{_NAME}, )*{_NAME}),? (?:and|y|e|et|und|en|dan|&) ({_NAME})(?![\w-])"
)
_DATED = frozenset({*MONTH, *(w for line in WEEKDAYS for w in line.split())})
"""Weekdays and months: a list of them names no persons (``Friday, Saturday and Sunday``)."""


def _same(word: str, counted: Sequence[str]) -> bool:
    both_people = PEOPLE_RE.fullmatch(word) is not None
    return any(word[:4] == w[:4] or (both_people and PEOPLE_RE.fullmatch(w) is not None) for w in counted)


def sums_in(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """Two or more counts of the counted thing in ``sentence`` add up to the drawn ``value``."""
    if not counted or not canonical(value).isdigit():
        return False
    found = [int(m[1]) for m in _COUNT.finditer(canonical(sentence)) if _same(m[2], counted)]
    return len(found) > 1 and sum(found) == int(canonical(value))


def summed_lines(reply: Sequence[str], value: str, counted: Sequence[str]) -> list[str]:
    """The sentences of ``reply`` opening with a count of the counted thing, when two or more add up to ``value``."""
    if not counted or not canonical(value).isdigit():
        return []
    lines = [(s, _OPENING.match(canonical(s))) for s in reply]
    counts = [(s, int(m[1])) for s, m in lines if m is not None and _same(m[2], counted)]
    if len(counts) > 1 and sum(n for _, n in counts) == int(canonical(value)):
        return [s for s, _ in counts]
    return []


def names_count(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """A count of persons stated as that many names listed in ``sentence``."""
    if not canonical(value).isdigit() or not any(PEOPLE_RE.fullmatch(w) for w in counted):
        return False
    for found in _NAMES.finditer(sentence):
        names = [*found[1].split(", "), found[2]]
        if not any(normalise(w) in _DATED for n in names for w in n.split()) and len(names) == int(canonical(value)):
            return True
    return False


def counts_in(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """``sentence`` states the drawn count ``value`` as a sum of its parts or as a list of names."""
    return sums_in(sentence, value, counted) or names_count(sentence, value, counted)
