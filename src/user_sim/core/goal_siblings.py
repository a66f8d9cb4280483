"""A sibling line of a confirmation block: a statement that may give a value the done sentence leaves out.

A confirmation block (:mod:`user_sim.core.goal_block`) takes a value from a sibling statement of the reply only when
that statement is **plain** (:func:`plain`): it does not hedge (:mod:`user_sim.core.goal_hedged`: ``peut-être``, ``je
vérifie``), it has no check still to make (``je dois vérifier s'il en reste un``, ``I'll see if …``, ``ich prüfe, ob
…``) nor a confirmation still to come (:mod:`user_sim.core.goal_later`: ``Per giovedì l'insegnante deve ancora
confermarmi``: the value it names is not done) and no marker of not-doing (:func:`user_sim.core.goal_recall.marked`: not
a question, an offer or availability, an alternative, a condition, a negation, a promise or hand-off, and no wrong
value). A marker inside a drawn value is none (``Lift B – doors not closing``); a marker in a clause of its own that
only says what happens next, about nothing of the part, is set aside (``Biscuit's got a 30 min walk on Tuesday, Jess
will pick him up around 1pm``). A value a brief done sentence carries over is taken from a sibling of its reply the same
way (:mod:`user_sim.core.goal_source`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from user_sim.core.goal_answers import names_part
from user_sim.core.goal_conjunctions import DASH
from user_sim.core.goal_hedged import hedged
from user_sim.core.goal_later import called_to_confirm, confirms_later, promised
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_recall import marked
from user_sim.core.goal_rules import is_handoff, is_question, judge, without_values
from user_sim.core.goal_tense import is_conditional, is_future, is_my_future
from user_sim.core.goal_ties import NEGATION
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import offers_own_verb, says_able
from user_sim.core.goals import normalise

_PENDING = re.compile(
    r"(?<!\w)(?:check\w*|verif\w*|comprob\w*|consult\w*|pruf\w*|nachseh\w*|nachschau\w*|controll\w*|nakijk\w*"
    r"|navrag\w*|cek|mengecek|memeriksa|periksa|look into|see)\W+(?:\w+\W+){0,3}?(?:whether|if|si|s'il|s'ils|ob|se|of"
    r"|apakah)(?!\w)"
)
"""A check still to make (``je dois vérifier s'il en reste un``, ``I'll see if …``, ``ich prüfe, ob …``)."""
_CLAUSE = re.compile(rf"[,;]\s+|\s{DASH}\s")
"""Where a sentence splits into clauses: a comma or semicolon, or a dash between spaces."""


def plain(part: GoalPart, sentence: str, options: Mapping[str, tuple[str, ...]], value: str) -> bool:
    """A sibling statement that may give ``value``: no check still to make, no marker of not-doing.

    A marker inside a drawn value is none (``Lift B – doors not closing``). A marker in a clause of its own that
    only says what happens next is set aside (``…, Jess will pick him up``).
    """
    if _PENDING.search(normalise(sentence)) is not None or hedged(sentence):
        return False  # "… elle est peut-être sur un autre chantier, je vérifie": goal_hedged
    if confirms_later(sentence) or promised(sentence) or called_to_confirm(sentence):
        return False  # "Per giovedì l'insegnante deve ancora confermarmi": that value is still to be confirmed
    if not marked(part, sentence, options):
        return True
    if judge(sentence, part.spec, options) != "wrong_value" and not marked(
        part, without_values(sentence, part.values), options
    ):
        return True  # the marker is inside a drawn value: "Lift B – doors not closing", "kit completo"
    clauses = _CLAUSE.split(sentence)
    carrying = [c for c in clauses if states(c, value)]
    later = [c for c in clauses if c not in carrying]
    if not carrying or not later or any(marked(part, c, options) for c in carrying):
        return False
    return all(_next_step(part, c, options) for c in later)


def _next_step(part: GoalPart, clause: str, options: Mapping[str, tuple[str, ...]]) -> bool:
    """A clause that says what happens next, about nothing of the part.

    Not the chatbot's promise, a hand-off, a question, a condition, a negation, an ability or a wrong value.
    """
    if is_my_future(clause) or is_handoff(clause) or is_question(clause) or is_conditional(clause):
        return False
    if (
        NEGATION.search(normalise(clause))
        or says_able(clause)
        or offers_own_verb(clause, part)
        or names_part(part, clause)
    ):
        return False
    return judge(clause, part.spec, options) != "wrong_value" and is_future(clause)
