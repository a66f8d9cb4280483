"""A confirmation block: a done sentence of the latest reply, the values it leaves out in its sibling lines.

Chatbots confirm over several lines: ``Booked ✅`` then ``- Saturday 11:00`` and ``- 3 people``; or ``Pickup is
noted for Friday 12 May.`` after ``Your 2 kg box of plums is in.`` No sentence has every drawn value, so the
one-sentence rules (:mod:`user_sim.core.goal_rules`) deliver nothing. :func:`confirmation_block` delivers an
action with drawn values when all of:

* one sentence of the latest reply, not hedged (:mod:`user_sim.core.goal_hedged`), is **done** for the part by
  the existing rules once its values are set aside (a statement, done, not promised or offered, no hand-off or
  staff to do it, no negation, no condition, not the part's verb offered to the user, no wrong value) and is
  **about the part**: it names nothing of another action of the goal, and names one of the part's key words or
  its own verb as a participle (``Reserva feita``, ``Ordine fatto``), or — when the goal has one action only and
  the sentence names nothing of another part — it is a short opening (five words at most: ``Gelukt``, ``C'est
  réservé :``) or its reply asks nothing (as :mod:`user_sim.core.goal_sole` ties one sentence);
* every drawn value it leaves out is stated by **another statement of the same reply** with no marker of
  not-doing (:func:`user_sim.core.goal_siblings.plain`: not a question, an offer or availability, an alternative,
  a condition, a negation, a promise or hand-off, a check still to make, and no wrong value; a marker in a clause
  of its own that only says what happens next, about nothing of the part, is set aside: ``Biscuit's got a 30 min
  walk on Tuesday, Jess will pick him up around 1pm``) — never by the user's words;
* the reply does not still ask to go on (``Shall I confirm?``), hands nothing over and promises nothing
  (``I'll confirm it shortly``), and no staff sentence names the part (an outcome such as ``Sarà pronta tra 7
  giorni`` may stand beside it);
* **no contradiction**: no value taken from a sibling line is replaced anywhere in the reply by another value of
  its shape (:func:`user_sim.core.goal_contradiction.contradicted`: another option, time, date, weekday or
  amount).

The block (the done sentence and the lines it took values from, in reply order) is the part's quote.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from user_sim.core.goal_about import about_part
from user_sim.core.goal_answers import names_part
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_finding import asks_to_go_on, finding
from user_sim.core.goal_go_ahead import asks_for_more
from user_sim.core.goal_hedged import hedged
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rivals import in_line
from user_sim.core.goal_rules import PartSpec, is_handoff, judge, without_values
from user_sim.core.goal_siblings import plain
from user_sim.core.goal_status import is_pending
from user_sim.core.goal_sums import adds_up, line_counts
from user_sim.core.goal_tense import is_conditional, is_third_party
from user_sim.core.goal_ties import NEGATION
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import offers_own_verb
from user_sim.core.goals import normalise

_ANY = PartSpec("info", {}, "other")
"""An information request with nothing to test: :func:`judge` then tells only question, hand-off or promise."""


def confirmation_block(
    part: GoalPart, parts: Sequence[GoalPart], reply: Sequence[str], options: Mapping[str, tuple[str, ...]], user: str
) -> str | None:
    """The block of ``reply`` (its sentences) that delivers ``part`` (module docstring), else None."""
    if part.kind != "action" or not part.value_texts or still_open(part, reply, options):
        return None
    for done in reply:
        if done_for(part, done, reply, options, user) and about_part(part, parts, done, reply):
            block = _block(part, done, reply, options)
            if block is not None:
                return block
    return None


def still_open(part: GoalPart, reply: Sequence[str], options: Mapping[str, tuple[str, ...]]) -> bool:
    """The reply asks to go on, hands over, promises, or puts staff on the part: nothing is settled yet."""
    if asks_to_go_on([s for s in reply if not asks_for_more(part, s)]):
        return True
    for sentence in reply:
        if is_handoff(sentence) or is_pending(sentence) or judge(sentence, _ANY, options) == "promise":
            return True
        if is_third_party(sentence) and names_part(part, sentence):
            return True
    return False


def done_for(
    part: GoalPart, sentence: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]], user: str
) -> bool:
    """``sentence`` passes the rules for ``part`` but the values, has no wrong value and is not conditional."""
    if judge(sentence, part.spec, options) == "wrong_value" or offers_own_verb(sentence, part):
        return False
    if refused(sentence) or hedged(sentence):
        return False  # a hedge is no deed: "… quizá esté en otra obra, lo compruebo" (goal_hedged)
    bare = replace(part, values={})  # done by itself: no sibling may make it done (goal_beside.done_beside)
    return finding(without_values(sentence, part.values), bare, options, user, [sentence]) == "delivered"


def refused(sentence: str) -> bool:
    """``sentence`` negates, says sold out (:data:`NEGATION`) or sets a condition: what it says is no deed."""
    return NEGATION.search(normalise(sentence)) is not None or is_conditional(sentence)


def _block(part: GoalPart, done: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]]) -> str | None:
    """The done sentence and the sibling statements that give the values it leaves out; None if any is missing."""
    used = {done}
    lines = {name: line_counts(reply, words) for name, words in part.spec.counted.items()}
    lines = {name: found for name, found in lines.items() if len(found) > 1}
    bare = replace(part, values={k: v for k, v in part.values.items() if k not in lines})  # "1 ×" is no wrong count
    for name, wanted in part.values.items():
        for value in (v for v in wanted if not states(done, v)):
            sources = _sources(part, bare, (name, value), (done, reply), options, lines.get(name, []))
            if not sources:
                return None
            used.update(sources)
    return " / ".join(s for s in reply if s in used) if len(used) > 1 else None


def _sources(
    part: GoalPart,
    bare: GoalPart,
    drawn: tuple[str, str],
    said: tuple[str, Sequence[str]],
    options: Mapping[str, tuple[str, ...]],
    counts: Sequence[tuple[str, int]],
) -> list[str]:
    """The sibling statements of the reply that give the drawn value, none if any other value replaces it.

    A sibling gives it as a line of a receipt does (:func:`user_sim.core.goal_rivals.in_line`: ``2 adulti + 1
    bambino`` for 3 persone, ``Tornado 180 – blauw/wit`` for a stuntvlieger Tornado 180).

    A count said over receipt lines (``• 1 × X (doux)``, ``• 1 × X (relevé)``: :mod:`user_sim.core.goal_sums`) is
    given by all of them when they add up to it, and by none when they add up to another count; their counts are
    then no wrong value of it (``bare``: the part without such counts).
    """
    (name, value), (done, reply) = drawn, said
    if counts:
        lines = [s for s, _ in counts]
        if not adds_up([n for _, n in counts], value) or not all(plain(bare, s, options, value) for s in lines):
            return []
        others = [s for s in reply if s not in lines]
        return [] if contradicted(name, value, others, options, part.value_texts) else lines
    told = (s for s in reply if s != done and in_line(s, value, options.get(name, ()), part.spec.counted.get(name, ())))
    source = next((s for s in told if plain(bare, s, options, value)), None)
    return [] if source is None or contradicted(name, value, reply, options, part.value_texts) else [source]
