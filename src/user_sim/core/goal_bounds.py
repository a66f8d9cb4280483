"""A yes/no request with a bound: *ask whether it will be ready within {{weeks}} weeks*, *vóór {{day}} klaar*.

The drawn value after the bound word (*within*, *before*, *by*, *entro*, *prima di*, *dentro de*, *antes de*, *em
até*, *avant*, *d'ici*, *innerhalb*, *vor*, *bis*, *binnen*, *vóór*, *uiterlijk*, *sebelum*, *paling lambat*) is
what the user compares the answer with, not a value the chatbot must repeat: ``pronta tra 3 settimane`` answers
*entro 4 settimane*, whether it is a yes or a no — the user asked for information. So the part asks the bound's
kind instead (:mod:`user_sim.core.goal_kinds`): an amount of time when a unit of time follows the placeholder
(``{{weeks}} settimane``), a time or date when the drawn value is a day or a date (``vóór {{day}}`` with
*zaterdag*), and the answer must still name what the request is about (:mod:`user_sim.core.goal_guard`: *ready*,
not any date of the reply). A bound whose value is neither (``voor {{n}} personen``: *for*) is no bound.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_conjunctions import BEFORE, WITHIN, either
from user_sim.core.goal_dates import MONTH_RE
from user_sim.core.goal_kinds import Asked, gives_kind
from user_sim.core.goal_queries import is_yes_no
from user_sim.core.goals import normalise

_BY = ("by", "voor", "em ate", "ate", r"bis(?: zum| zur| spatestens)?")
"""*By*, Dutch ``voor``, and the *until* of Portuguese and German said as *by* (``pronto até {{day}}``, ``bis
{{day}} fertig``): a bound in a request, beside :data:`~user_sim.core.goal_conjunctions.BEFORE` and
:data:`~user_sim.core.goal_conjunctions.WITHIN`; in a reply *by* and *voor* are also *by e-mail*, *for*."""
_BOUND = re.compile(
    rf"(?<!\w){either(BEFORE, WITHIN, _BY)}\s+(?:(?:de|der|dem|den|the|le|la|il|el|o|a)\s+)?"
    r"\{\{\s*(\w+)\s*\}\}(?:\s+([\w'-]+))?"
)


def bound(template: str, values: Mapping[str, Sequence[str]]) -> tuple[str, Asked, set[str]] | None:
    """The variable a yes/no request compares its answer with, the kind of value that answers it, the bound's words.

    The bound's words (``entro``, ``settimane``) say nothing of what the request is about.
    """
    if not is_yes_no(template):
        return None
    for found in _BOUND.finditer(normalise(template)):
        name, unit = found.group(1), found.group(2) or ""
        drawn = [str(v) for v in values.get(name, [])]
        if not drawn:
            continue
        if unit and gives_kind(f"{drawn[0]} {unit}", "duration"):
            return name, "duration", set(found.group().split())
        if all(_is_day(v) for v in drawn):
            return name, "time", set(found.group().split()) - {unit}
    return None


_DATE = re.compile(rf"(?<!\w)(?:{MONTH_RE})(?!\w)")


def _is_day(value: str) -> bool:
    """A weekday, a day named from today, or a date with its month (``Saturday``, ``morgen``, ``3 March``)."""
    dated = _DATE.search(normalise(value)) is not None and any(c.isdigit() for c in value)
    return dated or (gives_kind(value, "time") and not gives_kind(value, "duration"))
