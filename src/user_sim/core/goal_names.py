"""Names inside a sentence are not verbs: ``giovedì ore 17 con Sara`` (not Italian ``sarà``), ``with Will``.

A future verb is not written with a capital inside its sentence; its first word may be (``Sarà pronto``). Nor is
a label a verb: a receipt line's first word before its colon names a field (``Intérprete: Markus Feld`` ends like
Italian ``farete``, but is no future). Readers of tense (:mod:`user_sim.core.goal_tense`,
:mod:`user_sim.core.goal_done`) blank such words before they look.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_NAME = re.compile(r"(?<=\w)(\W+)([^\W\d_]+)")
_LABEL = re.compile(r"^(\W*)([^\W\d_]+)(?=\s*:(?!\d))")
"""A line's label: its one first word, then a colon (``Intérprete: Markus Feld``), not a clock's (``12:30``)."""


def names_aside(text: str, is_word: Callable[[str], bool]) -> str:
    """``text`` without the words capitalised inside it that ``is_word`` would take: a name, not a verb.

    ``giovedì ore 17 con Sara`` (not Italian ``sarà``), ``with Will``: a future verb is not written with a capital
    inside its sentence; its first word may be (``Sarà pronto``), unless a colon makes it a label (``Intérprete:``).
    """

    def blank(found: re.Match[str]) -> str:
        word = found.group(2)
        return found.group(1) + (" " * len(word) if word[0].isupper() and is_word(word) else word)

    def label(found: re.Match[str]) -> str:
        word = found.group(2)
        return found.group(1) + (" " * len(word) if is_word(word) else word)

    return _NAME.sub(blank, _LABEL.sub(label, text))
