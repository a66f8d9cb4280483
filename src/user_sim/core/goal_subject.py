"""An answer of the asked kind whose value belongs to a subject of its own: no answer to the information request.

*How long does the class last?* is not answered by ``The cheese you make needs about four weeks to ripen``, nor
*cuánto cuesta la visita* by ``En la tienda, el azafrán cuesta 9 € el gramo``, nor *quanto dura la visita* by
``Le forme stagionano da 24 a 36 mesi; in visita vedrete la sala``: the duration or the price is said of a
neighbouring matter. :func:`other_subject` reads, in each clause of the sentence that gives a value of the asked
kind (cut at ``;`` and ``:``), the noun that is its **subject**: a noun after a definite article (not a
demonstrative, which stands alone as a pronoun: ``Das dauert``) that opens the clause (``The cheese``, ``Le
forme``, ``Die Aufnahmegebühr``, ``De mosterd``) or stands right before a verb of lasting or costing (``el azafrán
cuesta``, ``o frete custa``, ``le transport coûte``, ``Kejunya butuh``: an Indonesian noun with *-nya* before the
verb). The clause is about another matter
when such a subject is none of the request's own words (nor a compound or a stem of one: ``Pacht`` for
*Jahrespacht*), nor a word of the asked kind (``The price is…``, ``La durata è…``), and the clause names none of
the request's own words but a light one (:data:`user_sim.core.goal_elsewhere.LIGHT`: ``dauert``, ``cuesta``). An
answer with no subject of its own (``About two hours.``, ``Sono circa due ore``, ``It takes three hours``, ``Dura
unas dos horas``) is left to the other rules.
"""

from __future__ import annotations

import re

from user_sim.core.goal_answers import names_kind
from user_sim.core.goal_elsewhere import LIGHT
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_ties import about_words, gives_value
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goals import normalise

_ARTICLE = r"the|el|la|los|las|o|os|a|as|le|les|l'|il|lo|gli|der|die|de|het"
"""Definite articles (and *a*), not the demonstratives that stand alone as pronouns (``Das dauert``, ``Ce sera``)."""
_VERB = rf"{LIGHT.pattern}|cuest\w+|cust\w+|cout\w+|vale|valem|needs?|necesita\w*|precisa\w*|nodig|harganya|biaya"
"""Verbs of lasting or costing (goal_elsewhere's light words, and the costing verbs of the Romance languages)."""
_OPENING = re.compile(rf"^\W*(?:{_ARTICLE})\s*(?<=\s|')(\w{{3,}})")
"""A clause that opens with a definite noun phrase: its noun."""
_BEFORE_VERB = re.compile(rf"(?<!\w)(?:(?:{_ARTICLE})\s*(?<=\s|')(\w{{3,}})|(\w{{3,}})nya)\s+(?:{_VERB})(?!\w)")
"""A definite noun (or an Indonesian noun with *-nya*) right before a verb of lasting or costing."""


def other_subject(part: GoalPart, sentence: str) -> bool:
    """The value of the asked kind is said of a subject that is not the request's (module docstring)."""
    about = about_words(part)
    if part.kind != "info" or not about or part.asks == "other":
        return False
    valued = [c for c in re.split(r"[;:]", sentence) if c.strip() and gives_value(part, c)]
    return bool(valued) and all(_elsewhere(part, c, about) for c in valued)


def _elsewhere(part: GoalPart, clause: str, about: tuple[str, ...]) -> bool:
    """The clause names none of the request's words and has a subject of its own that is none of them."""
    if any(LIGHT.fullmatch(w) is None for w in topic_hits(part, clause, about)):
        return False  # it names the request's own matter; a light word (``dauert``, ``cuesta``) does not
    said = normalise(clause)
    nouns = [m.group(1) for m in [_OPENING.match(said)] if m] + [a or b for a, b in _BEFORE_VERB.findall(said)]
    return any(_foreign(noun, about, part.asks) for noun in nouns)


def _foreign(noun: str, about: tuple[str, ...], asks: str) -> bool:
    """A noun that is none of ``about`` (nor shares a compound or a stem of five letters) nor a word of the kind."""
    if asked_kind(noun) == asks or names_kind(noun, asks) or LIGHT.fullmatch(noun):
        return False
    return not any(noun in w or w in noun or noun[:5] == w[:5] for w in (normalise(a) for a in about))
