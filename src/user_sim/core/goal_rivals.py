"""A drawn text value told apart from the other options of its variable.

:func:`states_among` is :func:`user_sim.core.goal_values.states` for a value with the variable's ``options``:

* an option that contains the value (``navy blue`` for ``blue``, ``Leih-Zapfanlage`` for ``Zapfanlage``) is
  blanked out of the text first: ``navy blue`` is no ``blue`` when ``navy blue`` is another option, though ``a
  blue cap and a navy blue scarf`` still says ``blue``;
* an option that the value's own readings cannot tell from it (``rosso`` and ``rossa``, ``Tulpe`` and
  ``Tulpen``: each states the other once inflected) leaves only the value's exact words.

Only values and options of words (no digit) are compared this way: numbers, dates and times have their own
readings. A value may also be said by part of its name (:mod:`user_sim.core.goal_trimmed`): without leading
words that tell it from no rival (everywhere), or by the product name it ends with (on a line of a receipt:
:func:`in_line`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import DASHES
from user_sim.core.goal_shorthand import states_counted_hours
from user_sim.core.goal_sums import counts_in
from user_sim.core.goal_trimmed import by_end_name, says_as_name, stands_alone, trimmed_values
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
        words = rf"[\s{DASHES}]+".join(re.escape(w) for w in normalise(rival).split())
        said = re.sub(rf"(?<!\w){words}(?!\w)", " ", said)  # "navy blue" is not "blue"
    if twins:
        return re.search(rf"(?<!\w){re.escape(canonical(value))}(?!\w)", canonical(said)) is not None
    if states(said, value):
        return True
    rests = trimmed_values(value, options)
    head_kept = [r for r in rests if normalise(value).startswith(normalise(r))]  # a kind left off the end
    return any(
        says_as_name(text, rest) and states(said, rest) and (rest not in head_kept or stands_alone(text, rest))
        for rest in rests
    )


def states_drawn(sentence: str, value: str, counted: Sequence[str], options: Sequence[str], goal: str = "") -> bool:
    """``sentence`` states ``value``, or the count ``value`` as a sum or as names (:mod:`user_sim.core.goal_sums`).

    A text value must be stated as itself, not only as another of ``options`` (:func:`states_among`); a count of
    the ``goal``'s hours may be a clock slot that long (:func:`user_sim.core.goal_shorthand.states_counted_hours`:
    ``15:00–17:00`` for *per 2 ore*).
    """
    hours = states_counted_hours(canonical(sentence), value, canonical(goal))
    return states_among(sentence, value, options) or counts_in(sentence, value, counted) or hours


def in_line(text: str, value: str, options: Sequence[str], counted: Sequence[str]) -> bool:
    """A line of a receipt states ``value``: as itself, as a count by its parts or as a product by its name alone.

    ``2 adulti + 1 bambino`` for 3 persone (:func:`user_sim.core.goal_sums.counts_in`, with the words ``counted``),
    ``Tornado 180 – blauw/wit`` for *stuntvlieger Tornado 180* (:func:`user_sim.core.goal_trimmed.by_end_name`).
    """
    return states_among(text, value, options) or counts_in(text, value, counted) or by_end_name(text, value, options)
