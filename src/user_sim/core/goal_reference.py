"""An answer that leaves out the reference the user gave: delivered when the rest of it answers the question.

A question about something the user named ("when does parcel P-88 arrive?") is often answered without repeating
it ("It arrives tomorrow between 8 and 12."). The reference is the user's; :func:`user_reference` delivers the
information request when a statement of the latest reply gives a value of the asked kind (a time for *when*,
:mod:`user_sim.core.goal_kinds`), names the part's key words, passes the rules
(:mod:`user_sim.core.goal_rules`) for the values it does state, every value it leaves out was said before in the
conversation, and it names no other id (``P-89`` for ``P-88`` is a wrong value, not an omission) and no other
option.

:func:`yes_no_reference` reads a yes/no request the same way: the user has just asked it naming its drawn value
(``vcs tem moqueca vegana?``) and the reply opens with a yes or a no to that question (``Tem sim, e é um
sucesso!!``: :func:`user_sim.core.goal_yesno_asked.answers_asked`) without repeating the value nor naming another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import is_yes_no
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import states
from user_sim.core.goal_yesno_asked import answers_asked
from user_sim.core.goals import contains_keyword, normalise

REFERENCE = re.compile(r"(?<![\w-])(?:[a-z]{1,4}-?\d[\w-]*|\d{3,}[a-z]*)(?![\w-])", re.IGNORECASE)
"""A token that looks like an id or a reference number (``B-12``, ``RX4471``, ``88120``)."""


def user_reference(
    part: GoalPart,
    earlier: str,
    latest: str,
    options: Mapping[str, tuple[str, ...]],
    named: Callable[[GoalPart, str], bool],
) -> str | None:
    """The sentence of ``latest`` that answers the part without repeating its reference (module docstring)."""
    if part.kind != "info" or part.asks == "other" or not part.value_texts:
        return None
    drawn = {v.casefold() for v in part.value_texts}
    if any(t.casefold() not in drawn for t in REFERENCE.findall(latest)):
        return None
    for sentence in sentences(latest):
        spec = _stated(part, sentence)
        left_out = [v for k, vs in part.values.items() for v in vs if v not in spec.values.get(k, ())]
        if not all(states(earlier, v) for v in left_out):
            continue
        if _names_other(part, latest, options):
            return None
        if gives_kind(sentence, part.asks) and judge(sentence, spec, options) == "delivered" and named(part, sentence):
            return sentence if any(contains_keyword(normalise(sentence), w) for w in part.keywords) else None
    return None


def yes_no_reference(
    part: GoalPart, transcript: Sequence[tuple[str, str]], options: Mapping[str, tuple[str, ...]]
) -> str | None:
    """The latest reply's yes or no to the user's question naming the yes/no ``part``'s value (module docstring)."""
    if part.kind != "info" or not part.value_texts or not is_yes_no(part.text) or len(transcript) < 2:
        return None
    (asker, question), (speaker, latest) = transcript[-2], transcript[-1]
    if asker == "Assistant" or speaker != "Assistant" or not all(states(question, v) for v in part.value_texts):
        return None
    if _names_other(part, latest, options):
        return None
    reply = sentences(latest)
    for sentence in reply:
        if judge(sentence, _stated(part, sentence), options) == "delivered" and answers_asked(
            part, question, sentence, reply
        ):
            return sentence
    return None


def _stated(part: GoalPart, sentence: str) -> PartSpec:
    """The part as an information request for the drawn values ``sentence`` states (the rest were said before)."""
    said = {k: tuple(v for v in vs if states(sentence, v)) for k, vs in part.values.items()}
    return PartSpec("info", {k: vs for k, vs in said.items() if vs}, part.asks)


def _names_other(part: GoalPart, text: str, options: Mapping[str, tuple[str, ...]]) -> bool:
    """``text`` names another option of one of the part's variables (``P-89`` for ``P-88``)."""
    return any(states(text, o) for k, vs in part.values.items() for o in options.get(k, ()) if o not in vs)
