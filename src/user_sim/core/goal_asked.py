"""What an information request asks beyond its key words, and the answers that give it (used by goal_ties.named).

* :func:`labelled` — *which* thing (``da quale binario``, ``welk perron``, ``which gate``) is answered by the thing
  with its label (``Binario 7``, ``perron 5b``, ``Gate B12``), not by the thing alone nor by another one's number;
* :func:`valued_answer` — a request about a drawn thing (*the price of the Louis XV commode*, *shipping times to
  Switzerland*) is answered by a clause that states the thing and gives a value of the asked kind, even in other
  words than the request's (``La commode Louis XV … est à 4 800 €``, ``per la Svizzera la consegna richiede 5–7
  giorni``).
"""

from __future__ import annotations

import re
import unicodedata

from user_sim.core.goal_conjunctions import BUT, DASH, HOWEVER, either
from user_sim.core.goal_kinds import ANYWHERE, gives_kind
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goal_values import states
from user_sim.core.goals import contains_keyword, normalise

_WHICH = re.compile(
    r"(?<!\w)(?:which|what|que|qual|quale|quali|quel|quelle|quels|quelles|welke?|welche[mnrs]?|cual|cuales)"
    r"\s+([^\W\d]{3,})(?:\s+([^\W\d]{3,}))?|([^\W\d]{3,})\s+(?:berapa|(?:yang )?mana)(?!\w)"
)
"""*Which* with the noun it asks for (``da quale binario``, ``welk perron``, ``which gate``; Indonesian puts it
after the noun: ``peron berapa``, ``pintu mana``)."""
_LABEL = r"\s*(?:n[°o]\.?|nr\.?|no\.|#|:)?\s*(?:[A-Z]{1,3}-?\d+[A-Za-z]?|\d+[A-Za-z]?|[A-Z])(?![\w-])"


def labelled(part: GoalPart, sentence: str) -> bool:
    """*Which* ``X`` is answered by ``X`` with its label (``Binario 7``, ``Gate B12``, ``perron 5b``, ``Quai A``).

    Only a key word of the part after a *which* of the eight languages, and said right before a number or a
    code: ``il binario sarà comunicato`` or ``treno 9641`` names no platform.
    """
    found = (next((w for w in m.groups() if w in part.keywords), None) for m in _WHICH.finditer(normalise(part.text)))
    asked = [noun for noun in found if noun]
    for noun in asked:
        for said in re.finditer(rf"(?<!\w)((?i:{noun[:4]})\w*){_LABEL}", _unaccented(sentence)):
            if contains_keyword(normalise(said[1]), noun):
                return True
    return False


def _unaccented(text: str) -> str:
    """``text`` without accents, its case kept (a label's capital letter: ``Binário B``)."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def valued_answer(part: GoalPart, sentence: str, about: tuple[str, ...]) -> bool:
    """A clause of ``sentence`` states the request's drawn values and gives a value of its kind.

    ``La commode Louis XV (vers 1760) est à 4 800 €`` for *le prix de la commode Louis XV*; ``Für Studierende
    120 € im Jahr (Erwachsene 240 €)``. What is in brackets is set aside, and clauses are cut at a semicolon, at a
    comma and at *but*: ``La commode Louis XV est vendue, la livraison coûte 50 €`` prices no commode; a short
    clause put first is read with the next one (``Pour un gecko léopard, la température …``). Never for
    *how many* (a number of another thing) nor for a request of no kind. A time, an hour or a delay is in every
    service reply (``The parcel B-35 was sent on 3 May``): the clause must also name a word of ``about``, what
    the request is about (``per la Svizzera la consegna richiede 5–7 giorni`` names the shipping).
    """
    if part.kind != "info" or part.asks in ("count", "other") or not part.value_texts:
        return False
    clauses = [c for c in _VALUED_CLAUSE.split(re.sub(r"\([^)]*\)", " ", sentence)) if c.strip()]
    for i, clause in enumerate(clauses):
        if len(clause.split()) <= _FRONTED and i + 1 < len(clauses):
            clause = f"{clause}, {clauses[i + 1]}"  # a topic put first: "Pour un gecko léopard, la température …"
        if not (all(states(clause, v) for v in part.value_texts) and gives_kind(clause, part.asks)):
            continue
        if part.asks not in ANYWHERE or not about or topic_hits(part, clause, about):
            return True
    return False


_FRONTED = 4
"""A clause of four words at most is a topic put first (``Für Studierende, …``): it is read with the next one."""


_VALUED_CLAUSE = re.compile(rf";|,\s|\s{DASH}\s|(?<!\w){either(BUT, HOWEVER)}(?!\w)", re.IGNORECASE)
"""A clause of an answer ends at a semicolon, a comma, a spaced dash, *but* or *however*
(:mod:`user_sim.core.goal_conjunctions`)."""
