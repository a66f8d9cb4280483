"""An action's values held under the name the user just gave: the deed done, read over the last exchange.

Chatbots ask a name for the booking, get it, and restate the deed under it with no word of doing: ``Can I take
a name?`` — ``Priya`` — ``Table for six this Saturday at 19:30 under Priya.``; ``Auf welchen Namen?`` — ``Huber``
— ``Tisch 7, Freitag ab 18 Uhr, 12 Personen, auf den Namen Huber.``; ``Vuoi che te ne tenga due?`` — ``sì, a nome
Marchetti`` — ``Due posti a nome Marchetti per sabato 8/11``; ``Op welke naam?`` — ``Visser`` — ``… op naam van
Visser``; likewise ``au nom de``, ``a nombre de``, ``em nome de``, ``atas nama``
(:func:`user_sim.core.goal_held.under_name`). :func:`held_in_name` takes such a statement of the latest reply
(the rules' ``not_done``: every drawn value, no promise, offer, hand-off or wrong value) as the proof when all of:

* the user's latest words deny nothing (``no, espera``) and replace no value;
* no sentence of the reply asks anything (``… under Priya. Shall I book it?``, ``ça vous va ?``), is the chatbot's
  own promise (``Ich halte ihn frei``), takes the deed on, leaves it pending or asks a call
  (:data:`user_sim.core.goal_pending.TAKING_ON`, ``PENDING``, ``CALL_US``);
* the statement has no condition and no negation, and names the part (or is the goal's only action).

A hold, a cart, a deposit still owed are refused afterwards like any proof
(:func:`user_sim.core.goal_open.proof_holds`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from user_sim.core.goal_agreed import replaced_by_user
from user_sim.core.goal_beside import negated
from user_sim.core.goal_finding import finding
from user_sim.core.goal_held import under_name
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import CALL_US, PENDING, TAKING_ON
from user_sim.core.goal_rules import is_question, without_values
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_sole import sole_action
from user_sim.core.goal_tense import is_conditional, is_my_future
from user_sim.core.goal_ties import named
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import normalise

_OWING = (TAKING_ON, PENDING, CALL_US)
"""Not ``FEASIBLE``: ``sonst geben wir den Tisch wieder frei`` releases a table that is held."""


def held_in_name(
    part: GoalPart,
    parts: Sequence[GoalPart],
    transcript: Sequence[tuple[str, str]],
    options: Mapping[str, tuple[str, ...]],
) -> str | None:
    """The statement of the latest reply that holds ``part``'s values under the user's name (docstring), else None."""
    if part.kind != "action" or not part.values or not transcript or transcript[-1][0] != "Assistant":
        return None
    last = next((text for speaker, text in reversed(transcript) if speaker != "Assistant"), "")
    if denies(normalise(last)) or replaced_by_user(part, last, options):
        return None
    reply = sentences(transcript[-1][1])
    if any(is_question(s) or is_my_future(s) or any(t.search(normalise(s)) for t in _OWING) for s in reply):
        return None
    user = " ".join(text for speaker, text in transcript if speaker != "Assistant")
    return next((s for s in reply if _holds(part, parts, s, reply, options, user)), None)


def _holds(
    part: GoalPart,
    parts: Sequence[GoalPart],
    sentence: str,
    reply: Sequence[str],
    options: Mapping[str, tuple[str, ...]],
    user: str,
) -> bool:
    if not under_name(sentence, user) or is_conditional(sentence):
        return False
    if negated(normalise(without_values(sentence, part.values))):
        return False
    if finding(sentence, part, options, user, reply) != "not_done":
        return False
    return named(part, sentence) or sole_action(part, parts, sentence, reply)
