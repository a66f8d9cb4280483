"""The explicit rules of the structured goal check, applied to one sentence the chatbot said.

A sentence *delivers* a goal part only when:

* it is the chatbot's statement, not a question (``Shall I book it?`` delivers nothing);
* it states every drawn value of the part (:mod:`user_sim.core.goal_values`), and no *other* possible value
  of the same variable in place of a missing one (a confident wrong value is not reaching); an information
  request with no drawn value needs a value of the kind it asks for instead (:mod:`user_sim.core.goal_kinds`:
  a time for *when*, never an order number);
* it is not a hand-off, callback or "we'll email you" (handing over is not reaching);
* it does not put the delivery on someone else (a colleague, a team, "they" will do it or will contact the user:
  :func:`user_sim.core.goal_tense.is_third_party`);
* for an action (order, book, cancel…), it says the action is done and not only that it will be or that it can
  be (:mod:`user_sim.core.goal_done`): agreeing, promising or offering is not doing; for an information
  request, it answers rather than promises to (``let me check…``, ``lo comprobaré``).

The words of hand-off, doing, promising and offering, in eight languages, are in :mod:`user_sim.core.goal_words`;
the verb forms are tested by shape in :mod:`user_sim.core.goal_tense` and :mod:`user_sim.core.goal_perfect`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from user_sim.core.goal_capacity import states_party, unbounded
from user_sim.core.goal_conjunctions import DASH
from user_sim.core.goal_counted import counts_another, goes_with, miscounted
from user_sim.core.goal_done import is_done, offers
from user_sim.core.goal_failed import cannot_tell
from user_sim.core.goal_kinds import Asked, gives_kind
from user_sim.core.goal_passed import passed_on
from user_sim.core.goal_rivals import states_drawn
from user_sim.core.goal_status import ANSWER, CHANNEL, sends_outcome
from user_sim.core.goal_sums import sums_otherwise
from user_sim.core.goal_tags import closing
from user_sim.core.goal_tense import contacts, is_conditional, is_future, is_my_future, is_third_party
from user_sim.core.goal_words import HANDOFF, MAILED, PROMISE, TELL_LATER, TOTAL
from user_sim.core.goals import normalise

Finding = Literal["delivered", "question", "missing_value", "wrong_value", "handoff", "promise", "not_done"]


_TAG = closing(True, (), r"[\s.]*")
"""A question tag closing a sentence written without ``?`` (:mod:`user_sim.core.goal_tags`): ``…, right``, ``…,
confirma``, ``…, oder``, ``…, non``, ``…, vero``, ``…, toch``, ``…, kan``; not one with ``!``."""


def is_question(sentence: str) -> bool:
    """A sentence that asks: ``?`` at its end, an opening ``¿``, or a closing tag (``Booked for 4, right``)."""
    stripped = sentence.strip()
    return stripped.endswith("?") or stripped.startswith("¿") or _TAG.search(normalise(stripped)) is not None


def is_handoff(text: str) -> bool:
    """The text hands the user over: an agent, a callback, a case passed on, or an answer still to come by e-mail.

    A channel (``by e-mail``, ``por correo``) or a message to come (``you'll get an e-mail``) hands over only what
    is still to be answered or confirmed, or what is promised (``you'll hear from us by e-mail``); a document of
    the outcome sent by post or by e-mail (``the tracking number will be e-mailed``, ``la factura te llega por
    correo``) owes no answer (:mod:`user_sim.core.goal_status`), nor does what was sent already (``le hemos enviado
    la confirmación por correo``, ``die Bestätigung haben wir Ihnen per E-Mail geschickt``).
    """
    said = normalise(text)
    if HANDOFF.search(said) is not None or passed_on(said):
        return True
    mailed = MAILED.search(said) is not None
    if not mailed and CHANNEL.search(said) is None:
        return False
    if sends_outcome(said) and not is_third_party(text):
        return False  # "le n° de suivi vous sera envoyé par e-mail": the outcome's document, no answer owed
    if mailed:
        return True
    by_channel = [c for c in re.split(r"[,;]", text) if CHANNEL.search(normalise(c))]
    if by_channel and all(is_done(c) and not is_future(c) for c in by_channel):
        return False  # "le hemos enviado la confirmación por correo": sent already, nothing owed
    rest = CHANNEL.sub(" ", text.casefold())  # the channel's own word ("e-mail") is no contact; accents kept
    return ANSWER.search(normalise(rest)) is not None or is_future(rest) or contacts(rest)


@dataclass(frozen=True)
class PartSpec:
    """What the rules need to know about one goal part."""

    kind: Literal["action", "info"]
    values: dict[str, tuple[str, ...]]
    """Drawn values by variable (facts count as variables with one value)."""
    asks: Asked = "other"
    """For an information request, the kind of value it asks for."""
    counted: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per count variable, the words that follow its number in the goal (:mod:`user_sim.core.goal_counted`)."""
    goal: str = ""
    """The part's text: what each drawn value goes with (``1 kg de tâmara``)."""


def judge(sentence: str, part: PartSpec, options: Mapping[str, tuple[str, ...]]) -> Finding:
    """Apply the rules (module docstring) to one sentence of the chatbot for one part."""
    if is_question(sentence):
        return "question"
    drawn = {v for wanted in part.values.values() for v in wanted}
    for name, wanted in part.values.items():
        counted = part.counted.get(name, ())
        missing = [
            v
            for v in wanted
            if not states_party(sentence, v, counted, options.get(name, ()), part.goal)
            or sums_otherwise(unbounded(sentence), v, counted)
        ]
        if missing:
            plain = unbounded(sentence)  # "fino a 10 persone" is a room's bound, no count: goal_capacity
            others = [o for o in options.get(name, ()) if o not in wanted and states_drawn(plain, o, counted, ())]
            others = [o for o in others if not counts_another(sentence, o, counted)]
            others = [o for o in others if o not in drawn or not goes_with(sentence, o, part.goal)]  # 1 kg of dates
            return "wrong_value" if others else "missing_value"
        if miscounted(sentence, wanted, options.get(name, ()), counted):
            return "wrong_value"  # "muta 3 mm, dal 12 al 13 agosto (2 giorni)" for tre giorni: goal_counted
    if part.kind == "info" and part.asks != "other" and not gives_kind(sentence, part.asks):
        return "missing_value"  # "when?" is not answered by an order number, nor by "of course"
    if part.kind == "info" and part.asks == "price" and part.values and TOTAL.search(normalise(sentence)):
        return "missing_value"  # an order's total ("… plus a juice, for $13") is not the price of a drawn item
    if is_handoff(sentence) or is_third_party(sentence):
        return "handoff"
    bare = without_values(sentence, part.values)
    said = normalise(bare)
    if part.kind == "action" and not is_done(bare):
        return "promise" if offers(bare) else "not_done"
    if part.kind == "action" and _done_on_condition(bare):
        return "promise"  # "Your table is booked once we receive the deposit"
    if part.kind == "info" and (PROMISE.search(said) or TELL_LATER.search(said) or is_my_future(bare)):
        return "promise"
    if part.kind == "info" and cannot_tell(bare):
        return "not_done"  # "não consigo confirmar por aqui se ela funciona com a Alexa"
    return "delivered"


def _done_on_condition(text: str) -> bool:
    """A clause says the deed is done only under a condition (``… is booked once we receive the deposit``).

    A condition in a clause of its own (``Booked; if you are late, call us``) leaves the deed done.
    """
    return any(is_conditional(c) and is_done(c) for c in re.split(rf"[,;:]|\s{DASH}\s", text))


def without_values(sentence: str, values: Mapping[str, tuple[str, ...]]) -> str:
    """``sentence`` without the words of its drawn values: a plan ``Illimité``, a shop ``Done Deal`` is no verb."""
    for value in (v for wanted in values.values() for v in wanted if re.search(r"[^\W\d]{3}", v)):
        sentence = re.sub(rf"(?<!\w){re.escape(value)}(?!\w)", " ", sentence, flags=re.IGNORECASE)
    return sentence
