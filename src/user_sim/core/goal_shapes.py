"""Answers to a yes/no request that say no *yes* and no *no* (:mod:`user_sim.core.goal_yesno` reads them).

* a **negated need** is a no to *whether one must / has to / needs to …*, and answers *whether they lend …* as well
  when it names the request's topic: ``No need to bring anything``, ``U hoeft in principe geen onderdelen mee te
  nemen``, ``não precisa levar nada``, ``no hace falta``, ``Sie brauchen nichts mitzubringen``, ``pas besoin``,
  ``non serve``, ``tidak perlu``;
* a **confirmation word** opening the statement is a yes (``Confirmado: é 100% vegana``, ``Bestätigt – …``);
* a **price of nothing** (``Leih-Zapfanlage – 0,00 €``, ``Helmet: $0``) says *free* and *included*: it answers
  *whether X is included / free / can be borrowed* on a line that names X;
* a **word of inclusion beside the asked thing** is a yes, or a no when negated (:func:`says_included`):
  ``parada de descanso incluida``, ``Ein Tieflader-Anhänger ist im Mietpreis nicht enthalten``, ``rest stop
  included``, ``petit-déjeuner compris``, ``sosta inclusa``, ``pausa incluída``, ``rustpauze inbegrepen``,
  ``sudah termasuk sopir``;
* a **lead-in that names the question** (``As for your question:``, ``Zu Ihrer Frage:``, ``soal pertanyaan kakak
  tadi:``) is dropped before reading what follows its colon: the words of asking are in the lead-in, not in the
  answer.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import BUT, DASHES, HOWEVER, LONG_DASHES, either
from user_sim.core.goal_no_words import SPOKEN_NOT
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_topic import INCLUDED, is_predicate, topic_hits

_NEEDLESS = re.compile(
    r"(?<!\w)(?:no need|(?:do|does|did)(?:n't| not) (?:need|have) to|needn't|not (?:necessary|needed|required)"
    r"|(?:don't|doesn't|do not|does not) have to"
    r"|no (?:hace|hara) falta|no (?:es|sera) (?:necesario|preciso|obligatorio)|no (?:necesita|precisa)\w*"
    r"|no (?:tienes?|tienen|hay) que"
    r"|nao (?:precisa\w*|e (?:necessario|preciso|obrigatorio)|tem que|ha necessidade)"
    r"|pas (?:besoin|necessaire|obligatoire|la peine)|inutile d|n'(?:avez|as|ont) pas a"
    r"|(?:brauch\w*|muss\w*) (?:\w+ ){0,2}(?:nichts|keine?n?|nicht)|nicht (?:notig|notwendig|erforderlich|noetig)"
    r"|kein(?:e|en)? (?:bedarf|notwendigkeit)"
    r"|non (?:serv\w*|occorr\w*|(?:e|sara) (?:necessari\w*|obbligatori\w*)|bisogna|c'e bisogno|dev\w*)"
    r"|nessun bisogno"
    r"|hoe(?:f|ft|ven) (?:\w+ ){0,2}(?:geen|niets|niet)|niet (?:nodig|verplicht|vereist)|geen noodzaak"
    rf"|(?:tidak|tak|ga|{SPOKEN_NOT}) (?:perlu|usah|harus|wajib))(?!\w)"
)
"""A negated need in the eight languages (accents removed, lower case)."""
_CONFIRMED = re.compile(
    r"^\W*(?:confirmed|confirmad[oa]|confirme|bestatigt|confermat[oa]|bevestigd|dikonfirmasi|terkonfirmasi)"
    rf"\s*[:!,.{DASHES}]"
)
"""A confirmation word opening the statement, before what it confirms."""
_LEAD_IN = re.compile(
    r"^[^:]{0,60}(?<!\w)(?:question\w*|pregunta\w*|pergunta\w*|frage\w*|domand\w*|vraag\w*|pertanyaan\w*)"
    r"[^:]{0,30}:\s*(?=\S)"
    r"|^\W*(?:(?:good|great|fair|buena|excelente|bonne|excellente|gute|berechtigte|bella|ottima|buona|boa|otima"
    r"|goede|prima)\s+(?:question|pregunta|frage|domanda|pergunta|vraag)|pertanyaan (?:yang )?bagus)"
    rf"[\s,.!:{DASHES}]*"
)
"""A lead-in naming the user's question (``As for your question about X:``), up to its colon, or praising it
(``Good question — yes, …``, ``Buena pregunta: …``, ``Gute Frage!``, ``Pertanyaan bagus, kak``)."""


_ZERO = re.compile(
    r"(?<![\w.,])0(?:[.,]0{1,2})?\s?(?:[$€£]|eur|euros?|usd|dollars?|reais|rupiah)(?!\w)"
    r"|(?:[$€£]|(?<!\w)(?:rp|r\$|idr|eur|usd))\s?0(?:[.,]0{1,2})?(?![\d.,]*\d)"
)
FREE_WORDS = " free included"
"""Words of the *free* and *included* families (:mod:`user_sim.core.goal_topic`) that a price of nothing says."""


def says_free(said: str) -> bool:
    """The (normalised) statement gives a price of nothing (``0,00 €``, ``$0``, ``Rp 0``)."""
    return _ZERO.search(said) is not None


def says_needless(said: str) -> bool:
    """The (normalised) statement says something is not needed (``no need to bring anything``)."""
    return _NEEDLESS.search(said) is not None


def says_confirmed(said: str) -> bool:
    """The (normalised) statement opens with a confirmation word (``Confirmado: …``)."""
    return _CONFIRMED.search(said) is not None


def past_lead_in(said: str) -> str:
    """The (normalised) statement without a lead-in that names the question (``Zu Ihrer Frage: Ja, …``)."""
    return _LEAD_IN.sub("", said, count=1)


_INCLUSION = re.compile(rf"(?<!\w)(?:{INCLUDED})(?!\w)")
CLAUSE = re.compile(rf"[;:,(){LONG_DASHES}]|\s-\s|(?<!\w){either(BUT, HOWEVER)}(?!\w)")
"""Where a clause ends: a word of inclusion names what is said in its own clause (``helmet included, the trailer
is 25 €`` includes no trailer); at an en or em dash even unspaced, a hyphen only spaced (``e-bike``). Not at *and*
(:mod:`user_sim.core.goal_conjunctions`): ``helmet and lock included`` includes both."""


def says_included(part: GoalPart, said: str) -> bool:
    """A clause of the (normalised) statement names one of the part's things, not a predicate, and includes it.

    ``parada de descanso incluida`` for *si el conductor puede hacer una parada*; negated, a no (``Anhänger …
    nicht enthalten``). The thing must be in the same clause as the word of inclusion.
    """
    things = tuple(w for w in part.keywords if not is_predicate(w))
    return any(_INCLUSION.search(c) and topic_hits(part, c, things) for c in CLAUSE.split(said) if things)
