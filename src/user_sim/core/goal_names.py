"""Names inside a sentence are not verbs: ``giovedì ore 17 con Sara`` (not Italian ``sarà``), ``with Will``.

A future verb is not written with a capital inside its sentence; its first word may be (``Sarà pronto``). Readers
of tense (:mod:`user_sim.core.goal_tense`, :mod:`user_sim.core.goal_done`) blank such words before they look.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_NAME = re.compile(r"(?<=\w)(\W+)([^\W\d_]+)")


def names_aside(text: str, is_word: Callable[[str], bool]) -> str:
    """``text`` without the words capitalised inside it that ``is_word`` would take: a name, not a verb.

    ``giovedì ore 17 con Sara`` (not Italian ``sarà``), ``with Will``: a future verb is not written with a capital
    inside its sentence; its first word may be (``Sarà pronto``).
    """

    def blank(found: re.Match[str]) -> str:
        word = found.group(2)
        return found.group(1) + (" " * len(word) if word[0].isupper() and is_word(word) else word)

    return _NAME.sub(blank, text)
