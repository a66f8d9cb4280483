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
* the user's words between open with a *yes* or an agreement and deny nothing (``nee, wacht`` gives no go-ahead);
* a statement of the latest reply holds every drawn value with no word of doing (the rules' ``not_done``:
  no promise, offer, hand-off, question or wrong value in it).

Everything else is the caller's (:func:`user_sim.core.goal_turns.across_turns`): no question still asked, no
promise, hand-off, condition, payment or check still owed in either reply, no other value of a variable.
"""

from __future__ import annotations

from collections.abc import Mapping

from user_sim.core.goal_agreed import asks_this_go_ahead, says_yes
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import normalise


def bare_after_go_ahead(part: GoalPart, earlier: Mapping[str, str], between: str, later: Mapping[str, str]) -> bool:
    """The latest reply restates the part's values bare after the user's *yes* to its go-ahead (docstring)."""
    if "delivered" in earlier.values() or "not_done" not in later.values():
        return False
    if not says_yes(between) or denies(normalise(between)):
        return False
    return asks_this_go_ahead(part, list(earlier))
