"""A count said as so many labelled items: ``hamacas A9 y A10`` for 2 hamacas, ``Kohaku K-04, K-09, K-15`` for 3.

:func:`states_item_count`, a reading of :func:`user_sim.core.goal_values.states` on canonical text: a count drawn as a
number (``2 hamacas``) is stated by exactly that many labelled items listed after a word, in one of two shapes:

* **a list closed by a joining word** (``hamacas A9 y A10``, ``Plätze B3, B4 und B5``): each label a letter and a
  number, the last joined by *and* (:data:`user_sim.core.goal_conjunctions.AND`: ``y``, ``und``, ``dan``…, or
  ``&`` / ``+``), no further label joined after it;
* **a series of one letter, by commas only** (``Kohaku K-04, K-09, K-15``, ``seats R12, R13, R14``): each label the
  same letter, maybe a hyphen, and a number; no further label after it.

A list of another length states another count (``K-04, K-09`` is 2, not 3; ``A9 + A10 + A11`` is no 2); labels of
mixed letters by commas only (``A9, B12``) are no series.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import AND, AND_SIGNS, either

_LABEL = r"(?:[a-z]\d{1,3}|\d{1,3}[a-z])"
_AND = either(AND, AND_SIGNS)
_ITEMS = re.compile(
    rf"(?<![\w-])[a-z]{{3,}}\s+({_LABEL}(?:\s*,\s*{_LABEL})*)\s*,?\s+{_AND}\s+{_LABEL}"
    rf"(?![\w-]|\s*,\s*[a-z]?\d|\s*,?\s+{_AND}\s+{_LABEL})"
)
_SERIES = re.compile(
    r"(?<![\w-])[a-z]{3,}\s+(([a-z])-?\d{1,3}(?:\s*,\s*\2-?\d{1,3})+)"
    rf"(?![\w-]|\s*,\s*[a-z]?-?\d|\s*,?\s+{_AND}\s)"
)


def states_item_count(said: str, needle: str) -> bool:
    """Canonical ``said`` lists exactly ``needle`` labelled items (module docstring)."""
    if not needle.isdigit() or not 2 <= int(needle) <= 9:
        return False
    listed = [len(m[1].split(",")) + 1 for m in _ITEMS.finditer(said)]
    listed += [len(m[1].split(",")) for m in _SERIES.finditer(said)]
    return int(needle) in listed
