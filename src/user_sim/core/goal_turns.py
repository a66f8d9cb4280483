"""A part delivered over the chatbot's last two replies (or two sentences of one): values and word of doing apart.

Chatbots often state the values, wait for a "yes", then confirm without repeating them ("Two tickets for
18:30, shall I book them?" — "yes" — "Done, they are booked."), or confirm and give the last value a turn later
("Booked: two tickets for Dune." — "what time?" — "At 18:30, yes."). No single sentence has everything, so the
one-sentence rules (:mod:`user_sim.core.goal_rules`) never deliver it; nor "All set! A table for 2 at 19:00."
(two sentences of one reply). :func:`across_turns` does, when all of:

* one sentence of the two replies passes every rule but the values (a statement, done for an action, no
  hand-off, no promise), and neither reply rules the proof out (:func:`user_sim.core.goal_refused.refused`: a
  hand-off, a promise, a condition or a negation on a value, the user told to do it themselves, a question still
  asked);
* or the previous reply asked the part's go-ahead, the user said *yes*, and a statement of the latest one restates
  every drawn value with no word of doing (:func:`user_sim.core.goal_bare.bare_after_go_ahead`);
* the part is an action with drawn values, each stated in the two replies — in a statement of the latest one, and
  in any sentence of the previous one when the latest says it is done (the values were offered, the user agreed:
  no answer opening with *no* between: "oui, pas de souci" agrees), else in a statement of it that promises nothing
  ("Account created. Our manager will assign you a 120-bottle locker.") — never in one that only says what is still
  in stock (``in 56 haben wir noch 2 da``:
  :func:`user_sim.core.goal_stock.in_stock`), nor in one that hedges or is still being looked into
  (:func:`user_sim.core.goal_hedged.hedged`: ``Pour l'atelier du 29/11, je regarde les places.``);
* no *other* possible value of those variables is in either reply or in the user's words between them (a
  correction, or a choice still open, leaves the value in doubt);
* the key-word test of the part passes over the two replies together.

An answer that leaves out the user's reference is :mod:`user_sim.core.goal_reference`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from user_sim.core.goal_agreed import agreed
from user_sim.core.goal_bare import bare_after_go_ahead
from user_sim.core.goal_beside import request_only
from user_sim.core.goal_capacity import companions_counted
from user_sim.core.goal_hedged import hedged
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_picked import changed_by_user, names_other_choice
from user_sim.core.goal_refused import refused
from user_sim.core.goal_rules import PartSpec, judge, without_values
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_stock import in_stock
from user_sim.core.goal_values import states
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import normalise


def across_turns(
    part: GoalPart,
    previous: str,
    between: str,
    latest: str,
    options: Mapping[str, tuple[str, ...]],
    named: Callable[[GoalPart, str], bool],
) -> str | None:
    """The two replies joined as the part's quote when together they deliver it (module docstring), else None."""
    if part.kind != "action" or not part.value_texts:
        return None  # an information request's bare statement ("Thanks for waiting.") is no answer
    bare = PartSpec(part.kind, {}, part.asks)
    earlier = {s: _judge(part, s, bare, options) for s in sentences(previous)}
    later = {s: _judge(part, s, bare, options) for s in sentences(latest)}
    if refused(part, earlier, later, options):
        return None
    stated = " ".join(s for s, finding in later.items() if finding != "question" and not (in_stock(s) or hedged(s)))
    if "delivered" in later.values():  # "Two at 18:30, shall I book them?" - "yes" - "Booked."
        if not _go_ahead(part, previous, between, earlier, stated, options):
            return None
        said = f"{previous}\n{stated}"
    elif "delivered" in earlier.values():  # "Booked: two tickets." - "what time?" - "At 18:30."
        kept = (s for s, finding in earlier.items() if finding not in ("question", "promise"))
        said = " ".join(kept) + f"\n{stated}"  # not "Account made. We will assign a 120-bottle locker."
    elif bare_after_go_ahead(
        part, (earlier, between, later), options
    ):  # "Lo prenoto?" - "sì" - "Tavolo per 4, sabato."
        said = stated
    else:
        return None
    if not all(states(companions_counted(said), value) for value in part.value_texts):
        return None  # "Élodie Garnier + 1 personne" are two (goal_capacity)
    for name, wanted in part.values.items():
        told = companions_counted(f"{previous}\n{latest}\n{between}")
        if any(o not in wanted and states(told, o) for o in options.get(name, ())):
            return None
    return said if named(part, said) else None


def _go_ahead(
    part: GoalPart,
    previous: str,
    between: str,
    earlier: Mapping[str, str],
    stated: str,
    options: Mapping[str, tuple[str, ...]],
) -> bool:
    """The user gave the go-ahead to what the previous reply offered, unchanged, before the latest reply did it."""
    if denies(normalise(between)):
        return False  # "Zal ik de order plaatsen?" - "nee, wacht" - "Order geplaatst": no go-ahead given
    if not agreed(part, earlier, between, stated, options):
        return False  # "¿Quieres saber el precio?" - "sí" / "Shall we?" - "yes, but on Thursday" - "Booked."
    # "Laugh Riot … and the Late Night Roast" - "the late one" - "Done! Laugh Riot"
    return not (names_other_choice(part, previous, stated) or changed_by_user(part, between, options))


def _judge(part: GoalPart, sentence: str, bare: PartSpec, options: Mapping[str, tuple[str, ...]]) -> str:
    """The rules' finding for ``sentence`` without its values.

    A recorded request is no deed (goal_beside), nor a deed said of another part's value (``Kayak tour booked for
    Friday`` for the sunset tour).
    """
    found = judge(without_values(sentence, part.values), bare, options)
    other = [o for k, opts in options.items() if k not in part.values for o in opts if o not in part.value_texts]
    return (
        "not_done"
        if found == "delivered" and (request_only(sentence, part) or any(states(sentence, o) for o in other))
        else found
    )


def split_turns(transcript: Sequence[tuple[str, str]]) -> tuple[str, str, str]:
    """The chatbot's reply before its latest one, the user's words between them, and the latest reply."""
    bot = [i for i, (speaker, _) in enumerate(transcript) if speaker == "Assistant"]
    if len(bot) < 2:
        return "", "", transcript[bot[-1]][1] if bot else ""
    last, before = bot[-1], bot[-2]
    between = " ".join(text for speaker, text in transcript[before + 1 : last] if speaker != "Assistant")
    return transcript[before][1], between, transcript[last][1]
