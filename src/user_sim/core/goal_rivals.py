"""A drawn text value told apart from the other options of its variable.

:func:`states_among` is :func:`user_sim.core.goal_values.states` for a value with the variable's ``options``:

* an option that contains the value (``navy blue`` for ``blue``, ``Leih-Zapfanlage`` for ``Zapfanlage``) is
  blanked out of the text first: ``navy blue`` is no ``blue`` when ``navy blue`` is another option, though ``a
  blue cap and a navy blue scarf`` still says ``blue``;
* an option that the value's own readings cannot tell from it (``rosso`` and ``rossa``, ``Tulpe`` and
  ``Tulpen``: each states the other once inflected) leaves only the value's exact words.

Only values and options of words (no digit) are compared this way: numbers, dates and times have their own
readings. :func:`states_by_name` also takes a value of several words said by the name it ends with (a line of a
receipt: ``Tornado 180 – blauw/wit`` for *stuntvlieger Tornado 180*), when no other option holds that name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_sums import counts_in
from user_sim.core.goal_values import canonical, states
from user_sim.core.goals import normalise


def states_among(text: str, value: str, options: Sequence[str]) -> bool:
    """``text`` states ``value`` and not only another of ``options`` (module docstring)."""
    if any(c.isdigit() for c in value):
        return states(text, value)
    said = normalise(text)
    twins = False
    for rival in (o for o in options if not any(c.isdigit() for c in o)):
        if canonical(rival) == canonical(value) or not states(rival, value):
            continue
        if states(value, rival):
            twins = True  # "rosso" / "rossa": the exact words decide
            continue
        words = r"[\s\-–—]+".join(re.escape(w) for w in normalise(rival).split())
        said = re.sub(rf"(?<!\w){words}(?!\w)", " ", said)  # "navy blue" is not "blue"
    if twins:
        return re.search(rf"(?<!\w){re.escape(canonical(value))}(?!\w)", canonical(said)) is not None
    return states(said, value)


def states_by_name(text: str, value: str, options: Sequence[str]) -> bool:
    """``text`` states ``value``, or the product name the value ends with, which no other option holds.

    A receipt line names a product without its kind: ``Tornado 180 – blauw/wit`` for *stuntvlieger Tornado 180*,
    ``Kelas: Excel Dasar`` for *Microsoft Excel dasar*, ``Zestaw Plus 2`` for *pakiet Zestaw Plus 2*. The name is
    the value's last two words or more, one of them written with a capital (not ``dasar`` or ``Torte`` alone);
    ``Grijs 60x60`` names neither when *Cementlook Grijs 60x60* and *Marmerlook Grijs 60x60* are both options.
    """
    if states_among(text, value, options):
        return True
    words = value.split()
    others = [canonical(o) for o in options if canonical(o) != canonical(value)]
    for start in range(len(words) - 2, 0, -1):  # the shortest name first
        name = words[start:]
        if any(w[:1].isupper() for w in name):
            said = canonical(" ".join(name))
            if any(re.search(rf"(?<!\w){re.escape(said)}(?!\w)", other) for other in others):
                return False
            return states(text, " ".join(name))
    return False


def in_line(text: str, value: str, options: Sequence[str], counted: Sequence[str]) -> bool:
    """A line of a receipt states ``value``: as itself, as a count by its parts or as a product by its name alone.

    ``2 adulti + 1 bambino`` for 3 persone (:func:`user_sim.core.goal_sums.counts_in`, with the words ``counted``),
    ``Tornado 180 – blauw/wit`` for *stuntvlieger Tornado 180* (:func:`states_by_name`).
    """
    return states(text, value) or counts_in(text, value, counted) or states_by_name(text, value, options)
