"""A bare confirmation: the go-ahead asked and given, then the values restated with no word of doing.

Chatbots ask the go-ahead, get a *yes*, and then only restate what they did, with no done word at all:
``Two tickets for Saturday at 18:30, shall I book them?`` — ``yes`` — ``Two tickets, Saturday 18:30, row F.``;
``¿Se lo reservo?`` — ``sí`` — ``Mesa para 4 el sábado a las 21:00 a nombre de Ana.``; ``Lo prenoto?`` — ``sì``
— ``Tavolo per 4 sabato alle 20, a nome Rossi.``; ``Zal ik ze reserveren?`` — ``ja graag`` — ``2 kaartjes, zo
12.00 uur.``; ``Saya pesankan ya?`` — ``iya`` — ``Meja untuk 4 orang, Jumat jam 19.00.``. The user's *yes* to the
chatbot's own offer turns the restated values into the deed done. :func:`bare_after_go_ahead` says so when all of:

* the previous reply asked the go-ahead of this part (:func:`user_sim.core.goal_agreed.asks_this_go_ahead`: a
  first-person offer, a summary put for agreement; not a wish about something else such as ``Would you like to
  see the menu?``) and said nothing of it done;
* the user's words between open with a *yes* or an agreement, deny nothing (``nee, wacht`` gives no go-ahead) and
  replace no value (:func:`user_sim.core.goal_agreed.replaced_by_user`), nor say any number in digits or
  words (``yes, but make it 2 people``, ``sí, pero para dos``: a count that is no option of the profile is no
  shape the contradiction guard knows);
* a statement of the latest reply holds every drawn value with no word of doing (the rules' ``not_done``:
  no promise, offer, hand-off, question or wrong value in it), and no sentence of the latest reply speaks of
  confirming or going on (:data:`user_sim.core.goal_agreed.GO_ON`): ``… under Priya. Please confirm.`` is a summary
  put to check.

Everything else is the caller's (:func:`user_sim.core.goal_turns.across_turns`): no question still asked, no
promise, hand-off, condition, payment or check still owed in either reply, no other value of a variable.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from user_sim.core.goal_agreed import GO_ON, asks_this_go_ahead, replaced_by_user, says_yes
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import normalise

_NUMBER = re.compile(r"\d")


def bare_after_go_ahead(
    part: GoalPart,
    turns: tuple[Mapping[str, str], str, Mapping[str, str]],
    options: Mapping[str, tuple[str, ...]],
) -> bool:
    """The latest reply restates the part's values bare after the user's *yes* to its go-ahead (docstring).

    ``turns``: the previous reply's sentences with the rules' findings, the user's words, the latest reply's.
    """
    earlier, between, later = turns
    if "delivered" in earlier.values() or "not_done" not in later.values():
        return False
    if any(GO_ON.search(normalise(s)) for s in later):
        return False  # "… under Priya. Please confirm.": a summary put to check
    if not says_yes(between) or denies(normalise(between)) or replaced_by_user(part, between, options):
        return False
    if _NUMBER.search(words_to_digits(normalise(between))) is not None:
        return False  # "yes, but make it 2 people", "sí, pero para dos"
    return asks_this_go_ahead(part, list(earlier))
