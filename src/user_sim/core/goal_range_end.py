"""A drawn date said only as the end of a range: the range starts on another day, so it is not the date asked.

:func:`ends_only` reads a proof (for :mod:`user_sim.core.goal_proof`): ``Done, room booked 03/03 to 10/03`` for
an arrival on 10 March, ``Habitación reservada del 03/03 al 10/03``, ``Zimmer gebucht vom 03.03. bis 10.03.``: the
stay starts on the 3rd. Not when the goal names the end (``until``, ``check-out``, ``hasta``, ``bis``, ``Abreise``,
``jusqu'au``, ``fino al``, ``até``, ``tot``, ``sampai``), nor when the part draws two dates (the range is theirs).
"""

from __future__ import annotations

import re

from user_sim.core.goal_clockwords import RANGE_END
from user_sim.core.goal_conjunctions import UNTIL, either
from user_sim.core.goal_dates import SHORT_DAY_RE
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_values import canonical
from user_sim.core.goals import format_value, normalise

_END = re.compile(
    rf"(?<!\w)(?:{either(UNTIL)}|departure|depart|departing|leav(?:e|es|ing)|check-?out|end|ends|ending|salida|abreise|abfahrt|partenza"
    r"|saida|vertrek|vertrekdatum|uitcheck\w*|keberangkatan)(?!\w)"
)
"""The goal names the end of the stay or span: its date may be a range's end."""
DATE = r"\d\d-\d\d"
"""A canonical date (``03-10`` for 10 March)."""


def span(first: str, last: str, joiner: str) -> str:
    """A range of canonical dates from ``first`` to ``last`` (``03-03 to 03-10``, ``07-07 – sat 07-14``)."""
    return rf"(?<![\w:-]){first}(?:{joiner})(?:(?:{SHORT_DAY_RE})\.?,?\s+)?{last}(?![\d:-])"


def ends_only(part: GoalPart, proof: str) -> bool:
    """The part's one drawn date is said in ``proof`` only as the end of a range (module docstring)."""
    dates = [canonical(format_value(v)) for v in part.value_texts]
    dates = [d for d in dates if re.fullmatch(DATE, d)]
    if len(dates) != 1 or _END.search(normalise(part.text)):
        return False
    said, text = dates[0], canonical(proof)
    whole = rf"(?<![\w:-]){said}(?![\d:-])"
    end = span(DATE, said, RANGE_END)
    return re.search(whole, text) is not None and re.search(whole, re.sub(end, " ", text)) is None
