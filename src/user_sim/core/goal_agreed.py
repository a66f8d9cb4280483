"""Did the user agree to the chatbot's offer as it stands? What a proof over two replies needs of the user's words.

:func:`user_sim.core.goal_turns.across_turns` lets a brief *done* reply carry the values of the chatbot's
previous one (``Two at 18:30, shall I book them?`` — ``yes`` — ``Booked.``). When the done reply's statements
leave a drawn value out, so that it is carried from the previous reply, :func:`agreed` asks of the user's words
between (a *no* in them is refused before):

* **the user replaced no value**: no other value of the shape of a drawn one in them
  (:func:`user_sim.core.goal_contradiction.contradicted`: another option, weekday, clock time, date or amount
  with its unit): after ``Yes, but make it Thursday 13 March instead.``, ``Sí, pero mejor a las 20:00`` or ``Ja,
  aber lieber am Samstag`` the offered value is no longer the agreed one, and the user's new one was never
  stated by the chatbot;
* **a question their *yes* answers was the go-ahead of this part**: when the previous reply asked something and
  did not itself say the part is done, and the user's words open with a yes or an agreement (``sí``, ``Yes
  please``, ``ja graag``, ``oke``), one of its questions must ask the go-ahead
  (:func:`user_sim.core.goal_go_ahead.asks_go_ahead`: a first-person offer, a summary put for agreement, *shall
  we book…?*): a *yes* to ``¿Quieres saber el precio?`` answers another question, not the offer. A question of
  mere wish (:data:`WISH`: *would you like…*, *möchten Sie…*, *wilt u…*, *mau…*) is the go-ahead only when it
  names the part (a drawn value, a key word) or asks to go on or confirm: ``Would you like to book it?``, not
  ``Would you like to see the menu?`` nor ``Mau lihat fotonya?``. A previous reply that asked nothing (``Booking
  made for 2 bags.`` — ``And the collection time?``), and an answer that is a choice or a datum (``Osprey or
  Deuter?`` — ``osprey``; ``¿A nombre de quién?`` — ``Lucía``), are left as they were.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_answers import names_part
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_go_ahead import asks_go_ahead
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import AGREEING
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_values import states
from user_sim.core.goal_words import CONFIRM
from user_sim.core.goal_yesno import YES_NO_ANSWER
from user_sim.core.goals import normalise

WISH = re.compile(
    r"(?<!\w)(?:would you like|do you want|would you want|care to|voulez-vous|veux-tu|souhaitez|souhaites"
    r"|mochten sie|mochtest du|wollen sie|willst du|desidera|desideri|vuole|vuoi|deseja|desejas|quer|queres|quiere"
    r"|quieres|desea|deseas|wil je|wilt u|wilt je|wil u|mau|ingin)(?!\w)(?!,?\s+(?:me|que|che|dass|dat|saya|kami|ik"
    r"|ich|i|us|we|nous|je|yo|io|eu)\b)"
)
"""A question of mere wish (normalised, eight languages); not ``would you like me to…``, ``¿quieres que…?``."""
GO_ON = re.compile(
    rf"(?<!\w)(?:{CONFIRM}|go ahead|proceed|proced|proseguir|lanjut|doorgaan"
    r"|fortfahren)"
)
"""Asking to go on or to confirm, in a wish question (``Would you like to go ahead?``)."""


def agreed(
    part: GoalPart, earlier: Mapping[str, str], between: str, stated: str, options: Mapping[str, tuple[str, ...]]
) -> bool:
    """The user's words ``between`` agree to what ``earlier`` offered, as far as ``stated`` carries it.

    ``earlier``: the previous reply's sentences with the rules' findings (``question``, ``delivered``…);
    ``stated``: the statements of the done reply (module docstring).
    """
    if all(states(stated, v) for v in part.value_texts):
        return True  # the done reply states every value itself: nothing is carried
    if replaced_by_user(part, between, options):
        return False
    if "delivered" in earlier.values() or "question" not in earlier.values() or not says_yes(between):
        return True  # asked nothing, said done, or answered with a choice or a name ("osprey", "Ana Ruiz")
    return asks_this_go_ahead(part, list(earlier))


def replaced_by_user(part: GoalPart, between: str, options: Mapping[str, tuple[str, ...]]) -> bool:
    """The user's words replace a drawn value by another of its shape (``Yes, but make it Thursday 13 March``)."""
    return any(contradicted(n, v, [between], options, part.value_texts) for n, vs in part.values.items() for v in vs)


def answered_go_ahead(part: GoalPart, message: Sequence[str], answer: str) -> bool:
    """``message`` asked the go-ahead of ``part``; a *yes* in ``answer`` must answer that question, not a mere wish."""
    return asks_this_go_ahead(part, message) if says_yes(answer) else asks_go_ahead(part, message)


def says_yes(words: str) -> bool:
    """The user's words open with a *yes* or an agreement (``sí``, ``Yes please``, ``ja graag``, ``oke``)."""
    said = normalise(words)
    return YES_NO_ANSWER.match(said) is not None or AGREEING.match(said) is not None


def asks_this_go_ahead(part: GoalPart, said: Sequence[str]) -> bool:
    """A question of ``said`` asks the go-ahead of ``part``, not a mere wish about something else (:data:`WISH`)."""
    if not asks_go_ahead(part, said):
        return False  # also drops a question right after a sentence on another matter
    return any(asks_go_ahead(part, [s]) and _not_mere_wish(part, s) for s in said if is_question(s))


def _not_mere_wish(part: GoalPart, question: str) -> bool:
    said = normalise(question)
    return WISH.search(said) is None or names_part(part, question) or GO_ON.search(said) is not None
