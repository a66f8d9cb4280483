"""An answer of the asked kind whose value belongs to a subject of its own: no answer to the information request.

*How long does the class last?* is not answered by ``The cheese you make needs about four weeks to ripen``, nor
*cuánto cuesta la visita* by ``En la tienda, el azafrán cuesta 9 € el gramo``, nor *quanto dura la visita* by
``Le forme stagionano da 24 a 36 mesi; in visita vedrete la sala``: the duration or the price is said of a
neighbouring matter. :func:`other_subject` reads, in each clause of the sentence that gives a value of the asked
kind (cut at ``;`` and at a ``:`` that is no clock's), the noun that is its **subject**: a noun after a definite
article (not a demonstrative, which stands alone as a pronoun: ``Das dauert``) that opens the clause (``The
cheese``, ``Le forme``, ``Die Aufnahmegebühr``, ``De mosterd``) or stands right before a verb of lasting or costing
(``el azafrán cuesta``, ``o frete custa``, ``le transport coûte``, ``Kejunya butuh``: an Indonesian noun with
*-nya* before the verb). The clause is about another matter when such a subject is none of the request's own
words or values (nor a compound or a stem of one: ``Pacht`` for *Jahrespacht*), nor a word of the asked kind
(``The price is…``, ``La durata è…``) or a day, nor the chatbot's own earlier word for the matter
(``diagnóstico``, said of the booking, for *la revisión*), and the clause names none of the request's own words but
a light one (:data:`user_sim.core.goal_elsewhere.LIGHT`: ``dauert``, ``cuesta``). An answer with no subject of its
own (``About two hours.``, ``Sono circa due ore``, ``It takes three hours``, ``Dura unas dos horas``) is left
to the other rules.
"""

from __future__ import annotations

import re

from user_sim.core.goal_answers import names_kind
from user_sim.core.goal_elsewhere import LIGHT
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_ties import about_words, gives_value
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goals import normalise

_OPENERS = r"the|el|la|los|las|o|os|as|le|les|l'|lo|gli|der|die|de|het"
"""Definite articles, not the demonstratives that stand alone as pronouns (``Das dauert``, ``Ce sera``), nor
``il`` (French *it*: ``Il sera là demain``) and ``a`` (a preposition too: ``A partir de las 14h``)."""
_VERB = rf"{LIGHT.pattern}|cuest\w+|cust\w+|cout\w+|vale|valem|needs?|necesita\w*|precisa\w*|nodig|harganya|biaya"
"""Verbs of lasting or costing (goal_elsewhere's light words, and the costing verbs of the Romance languages)."""
_OPENING = re.compile(rf"^\W*(?:{_OPENERS})\s*(?<=\s|')(\w{{3,}})")
"""A clause that opens with a definite noun phrase: its noun."""
_BEFORE_VERB = re.compile(rf"(?<!\w)(?:(?:{_OPENERS}|il|a)\s*(?<=\s|')(\w{{3,}})|(\w{{3,}})nya)\s+(?:{_VERB})(?!\w)")
"""A definite noun (or an Indonesian noun with *-nya*) right before a verb of lasting or costing."""


def other_subject(part: GoalPart, sentence: str, before: str = "") -> bool:
    """The value of the asked kind is said of a subject that is not the request's (module docstring).

    ``before``: the chatbot's earlier replies; a noun it used there is its own name for the matter (``Vie. 10:30 —
    diagnóstico de batería`` — ``El diagnóstico cuesta 25 €`` for *cuánto cuesta la revisión*).
    """
    about = about_words(part)
    if part.kind != "info" or not about or part.asks == "other":
        return False
    own = (*about, *(w for v in part.value_texts for w in normalise(v).split()))  # "La commode Louis XV est à…"
    valued = [c for c in re.split(r";|:(?!\d)", sentence) if c.strip() and gives_value(part, c)]
    return bool(valued) and all(_elsewhere(part, c, own, normalise(before)) for c in valued)


def _elsewhere(part: GoalPart, clause: str, own: tuple[str, ...], before: str) -> bool:
    """The clause names none of the request's words and has a subject of its own that is none of them."""
    if any(LIGHT.fullmatch(w) is None for w in topic_hits(part, clause, about_words(part))):
        return False  # it names the request's own matter; a light word (``dauert``, ``cuesta``) does not
    said = normalise(clause)
    nouns = [m.group(1) for m in [_OPENING.match(said)] if m] + [a or b for a, b in _BEFORE_VERB.findall(said)]
    return any(_foreign(noun, own, part.asks, before) for noun in nouns)


def _foreign(noun: str, own: tuple[str, ...], asks: str, before: str) -> bool:
    """A noun that is none of ``own`` (nor shares their compound or stem), nor a word of the kind or a day.

    Nor the chatbot's earlier word for the matter: ``El domingo abrimos de 10:00 a 19:00`` names a day.
    """
    if asked_kind(noun) == asks or names_kind(noun, asks) or LIGHT.fullmatch(noun) or gives_kind(noun, "time"):
        return False
    if re.search(rf"(?<!\w){re.escape(noun[:5])}", before):
        return False
    return not any(noun in w or w in noun or noun[:5] == w[:5] for w in (normalise(a) for a in own))
