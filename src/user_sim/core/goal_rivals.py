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

from user_sim.core.goal_clockwords import AT, BETWEEN, FROM, FROM_OF, TO, UNTIL, time_words
from user_sim.core.goal_conjunctions import AND, DASHES
from user_sim.core.goal_dates import WEEKDAYS
from user_sim.core.goal_done import is_done
from user_sim.core.goal_shorthand import counted_hours_slots
from user_sim.core.goal_sums import counts_in
from user_sim.core.goal_trimmed import by_end_name, says_as_name, stands_alone, trimmed_values
from user_sim.core.goal_values import canonical, states
from user_sim.core.goal_wording import ARTICLES
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
    the ``goal``'s hours may be a clock slot that long (:func:`user_sim.core.goal_shorthand.counted_hours_slots`:
    ``15:00–17:00`` for *per 2 ore*) when it is the deed's own (:func:`_own_slot`).
    """
    said = canonical(sentence)
    hours = any(_own_slot(said, slot) for slot in counted_hours_slots(said, value, canonical(goal)))
    return states_among(sentence, value, options) or counts_in(sentence, value, counted) or hours


_ARTICLE = time_words(" ".join(ARTICLES))
_BOUNDARY = re.compile(rf"[;!?,]|\.(?!\d)|(?<!\w)(?:{time_words(AND)})\s+(?=(?:{_ARTICLE})(?:\s|(?<=')))")
"""Where a clause ends in canonical text: a stop, a semicolon, a comma (a decimal point is none), an *and* before an
article that opens another clause's subject (``… and the studio is booked``, ``e la sala è occupata``; Italian ``è
tuo``, canonical ``e tuo``, opens none)."""
_WHEN = re.compile(
    rf"(?<!\w)(?:{time_words(AT, FROM, FROM_OF, BETWEEN, TO, UNTIL, *WEEKDAYS)}"
    r"|the|uhr|hari)(?!\w)|\d+(?:[-:]\d+)?"
)
"""The words of a bare when (``thursday 03-06 from 15:00 to 17:00``, ``hari sabtu``): a date, a time, a weekday."""


def _own_slot(said: str, slot: tuple[int, int]) -> bool:
    """The clock ``slot`` of canonical ``said`` is the time of the deed, not of something else said beside it.

    It is when said alone after the deed (``Studio B prenotato giovedì 6 marzo, 15:00–17:00``), in a clause that
    reads as done (``Studio booked Thursday 6 March 15:00–17:00``) or in the sentence's only clause (``All set — the
    studio is yours Thursday 6 March from 15:00 to 17:00``); not in a clause of its own about another thing (``…;
    the engineer is in 15:00–17:00``, ``Aufbau 10:00–12:00 Uhr``, ``15:00–17:00 dovrebbe andare``).
    """
    start = max((b.end() for b in _BOUNDARY.finditer(said, 0, slot[0])), default=0)
    after = _BOUNDARY.search(said, slot[1])
    end = after.start() if after is not None else len(said)
    rest = _WHEN.sub(" ", f"{said[start : slot[0]]} {said[slot[1] : end]}")
    clauses = [c for c in _BOUNDARY.split(said) if re.search(r"[^\W\d_]", c)]
    return re.search(r"[^\W\d_]{3,}", rest) is None or is_done(said[start:end]) or len(clauses) < 2


def in_line(text: str, value: str, options: Sequence[str], counted: Sequence[str]) -> bool:
    """A line of a receipt states ``value``: as itself, as a count by its parts or as a product by its name alone.

    ``2 adulti + 1 bambino`` for 3 persone (:func:`user_sim.core.goal_sums.counts_in`, with the words ``counted``),
    ``Tornado 180 – blauw/wit`` for *stuntvlieger Tornado 180* (:func:`user_sim.core.goal_trimmed.by_end_name`).
    """
    return states_among(text, value, options) or counts_in(text, value, counted) or by_end_name(text, value, options)
