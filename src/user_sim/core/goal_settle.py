"""Two more ways a value said before the done sentence is settled (for :mod:`user_sim.core.goal_source`).

* **An offer the user accepted.** The chatbot stated the value as an offer or as availability (``Für Samstag, den
  12. April, ist Küchenchef Ebner verfügbar.``) and the same message asked the go-ahead for the part (``Sollen wir
  verbindlich buchen?``); the user answered without a *no*. The offer is then the settled value, as a go-ahead
  question that restates it is (:func:`accepted_offer`). Not a question itself, not a hand-off, not staff's to do,
  no wrong value, no negation, no sold out and no condition (``Si reservas hoy, …``); an alternative or a correction
  since is left to :func:`user_sim.core.goal_contradiction.contradicted`, which :func:`user_sim.core.goal_source.source`
  applies to every message from the offer on.
* **A value asked back.** The chatbot's question names the user's value while asking for something else
  (``Friday evening — what time?``, :func:`asked_back`): it neither settles nor unsettles the value; the user's
  earlier words are its source, and the question is their echo. Not a go-ahead question (an offer, settled only by
  the user's *yes*), nor one the user answered with a *no*, nor one that negates, says sold out or sets a condition.
* **A weekday echoed cut short.** The user named the weekday, the chatbot writes it as a capitalised abbreviation
  in a confirmation line: ``Wed, between 9:00 and 13:00``, ``Sat · 19:30``, ``Sab, 07.00–15.00``, ``Fri (from
  10:00)`` (:func:`echoes_weekday`). Three letters, shared by no other weekday of the language
  (:func:`user_sim.core.goal_shorthand.short_weekdays`), then a number two words later at most (a time or a date):
  a bare ``Die,`` or ``Mit`` in a German sentence is no Tuesday or Wednesday.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_block import refused
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import asks_go_ahead
from user_sim.core.goal_rules import is_handoff, is_question, judge
from user_sim.core.goal_shorthand import short_weekdays
from user_sim.core.goal_tense import is_third_party
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import normalise

_SHORT = re.compile(r"(?<![\w.'-])([^\W\d_]{3})(?!\w)(?=[.,]?\s*(?:[·(|•]\s*)?(?:[^\W\d_]+\s+){0,2}\d)")
"""A word of three letters before a number, two words at most between (a dot, a comma, a bullet or a bracket may
follow it): ``Wed, between 9:00``, ``Sat · 19:30``, ``Sáb (desde las 10:00)``."""


def accepted_offer(
    part: GoalPart, sentence: str, message: Sequence[str], answer: str | None, options: Mapping[str, tuple[str, ...]]
) -> bool:
    """The chatbot's statement ``sentence`` offered a value, its ``message`` asked the go-ahead, the user gave it."""
    if answer is None or denies(normalise(answer)) or is_question(sentence) or not asks_go_ahead(part, message):
        return False
    if judge(sentence, part.spec, options) in ("wrong_value", "handoff") or is_handoff(sentence):
        return False
    return not is_third_party(sentence) and not refused(sentence)


def asked_back(part: GoalPart, sentence: str, answer: str) -> bool:
    """The chatbot's ``sentence`` asks about something else with the value in it, and the user's ``answer`` is no *no*.

    ``Untuk reservasi Jumat malam, jam berapa kak?``: the value is the user's, asked back. The source is then the
    user's earlier words, which this question echoes; an alternative (``Jumat atau Kamis?``) is left to the
    contradiction guard over every message since.
    """
    if denies(normalise(answer)) or not is_question(sentence) or refused(sentence):
        return False  # "Prenoto per venerdì sera?" — "no, aspetta"
    return not asks_go_ahead(part, [sentence])


def echoes_weekday(value: str, text: str) -> bool:
    """``text`` writes the weekday ``value`` as a capitalised abbreviation before a dot, comma, bullet or number."""
    shorts = {short for short in short_weekdays(normalise(value).strip()) if len(short) == len("wed")}
    return any(word[0].isupper() and normalise(word) in shorts for word in _SHORT.findall(text))
