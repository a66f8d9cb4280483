"""Recall carried by the model: a part no rule recognises as delivered may still be put to it, under guards.

The structured check asks the model only about parts that have a rule-passing candidate sentence
(:mod:`user_sim.core.goal_check`); a confirmation no done-word list recognises (``Te llegará en 24-48 h.``,
``Ik heb het omgezet …``) then leaves the part open and nobody reads it. With the ``model_recall`` option, such
a part is put to the evidence question too when the chatbot's latest reply *carries the part*
(:func:`carries`): one of its sentences states the part's drawn values — all of them, all of them over the
reply, or one at least (:data:`Reach`) — or, for an information request with no drawn value, a value of the
kind it asks for. What the model cites must then pass :func:`guarded` — a sentence
of the latest reply, carrying the part, and free of every marker of not-doing in the eight languages (a
question, a reply that still asks to go on, a promise or future, an offer or availability, the part's verb
offered to the user, a hand-off, callback or e-mail, staff that will do it, a negation, a condition:
:func:`marked`), leave out no drawn value that the reply replaces by another of its shape (another option, time,
date, weekday or amount: :mod:`user_sim.core.goal_contradiction`) — and be confirmed by the second question. The
marker tables are goal_rules', goal_tense's (the condition: :func:`user_sim.core.goal_tense.is_conditional`) and
goal_ties' and goal_finding's, what the chatbot has or can do goal_stock's (:data:`user_sim.core.goal_stock.HAVE`);
only the alternatives are new here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Literal

from user_sim.core.goal_conjunctions import OR, either
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_done import is_done, offers
from user_sim.core.goal_finding import asks_to_go_on
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import is_handoff, is_question, judge
from user_sim.core.goal_stock import HAVE, in_stock
from user_sim.core.goal_tense import is_conditional, is_my_future, is_third_party
from user_sim.core.goal_ties import NEGATION
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import offers_own_verb, says_able
from user_sim.core.goals import normalise

Reach = Literal["sentence", "reply", "some"]
"""Where the drawn values must be: all in the cited sentence (``sentence``); all in the latest reply, one at least
in the sentence (``reply``); or one at least in the sentence (``some``)."""

_WORD_OR = tuple(w for w in OR if w not in ("o", "of"))
"""*Or* (:data:`user_sim.core.goal_conjunctions.OR`) as a word alone; ``o`` and ``of`` only before a number, since
``o`` is also the Portuguese article and ``of`` English *of* and Dutch *whether*."""
_ALTERNATIVE = re.compile(rf"(?<!\w)(?:{either(_WORD_OR)}|o sea)(?!\w)|(?<!\w)(?<!\bn\.)(?:o|of)\s+\d")
"""Alternatives (``11:15 or 3pm``, ``dinheiro, Pix ou cartão``): a choice still open; not the number sign
``n.º 4410`` (normalised ``n.o 4410``)."""


def carries(part: GoalPart, sentence: str, reply: Sequence[str], reach: Reach = "sentence") -> bool:
    """``sentence`` of ``reply`` carries the part: its drawn values (:data:`Reach`), or a value of the kind asked."""
    if not part.value_texts:
        return part.kind == "info" and part.asks != "other" and gives_kind(sentence, part.asks)
    if reach == "sentence":
        return all(states(sentence, v) for v in part.value_texts)
    whole = " ".join(reply) if reach == "reply" else sentence
    return any(states(sentence, v) for v in part.value_texts) and (
        reach == "some" or all(states(whole, v) for v in part.value_texts)
    )


def guarded(
    part: GoalPart, sentence: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]], reach: Reach
) -> bool:
    """A cited ``sentence`` may deliver ``part``: in the latest ``reply``, carrying it, no marker of not-doing.

    A drawn value the sentence leaves out must not be contradicted by the reply (another option, time, date,
    weekday or amount of its shape: :func:`user_sim.core.goal_contradiction.contradicted`).
    """
    if sentence not in reply or not carries(part, sentence, reply, reach) or asks_to_go_on(reply):
        return False
    if marked(part, sentence, options):
        return False
    left_out = [(name, v, vs) for name, vs in part.values.items() for v in vs if not states(sentence, v)]
    return not any(contradicted(name, v, reply, options, vs) for name, v, vs in left_out)


def marked(part: GoalPart, sentence: str, options: Mapping[str, tuple[str, ...]]) -> bool:
    """``sentence`` has a marker of not-doing for ``part`` (module docstring): it cannot show it delivered."""
    if is_question(sentence) or judge(sentence, part.spec, options) in ("wrong_value", "handoff", "question"):
        return True
    said = normalise(sentence)
    if offers(sentence) or is_my_future(sentence) or is_handoff(sentence) or is_third_party(sentence):
        return True
    if part.kind == "action" and offers_own_verb(sentence, part):
        return True
    if _ALTERNATIVE.search(said) is not None:
        return True
    if (HAVE.search(said) is not None or says_able(sentence)) and not is_done(sentence):
        return True
    if in_stock(sentence):  # "quedan 2", "il nous reste 2", "we hebben nog 2"
        return True
    return NEGATION.search(said) is not None or is_conditional(sentence)
