"""What in the chatbot's latest reply refutes a proof the word test put together: a value replaced, a choice offered.

A proof of an action may be assembled from several sentences or replies (:mod:`user_sim.core.goal_block`,
:mod:`user_sim.core.goal_turns`, :mod:`user_sim.core.goal_carry`, values said beside a bare done sentence). Two
shapes of the latest reply undo it, in any language (only the drawn values and their options are read):

* :func:`replaced_latest` — a sentence of the latest reply that the proof leaves out gives another number to a
  word only this part's count counts (``2 × Ridotto bambino`` beside ``2 × Adulto`` on the receipt for 2 adults
  and 3 children, while the 3 of the proof is an age range said a turn before): the deed was done with the wrong
  count, whatever other sentences say. (Another option named in a done reply is not enough: ``He anulado la de
  Retiro`` names the old branch of a corrected booking.)
* :func:`offers_choice` — the proof's sentence lists the drawn value beside another option of the same variable
  and the reply asks the user something (``Per il parcheggio ci sono il P Est e il P Ovest. Quale preferisci?``,
  ``Pour le gâteau : chocolat ou vanille ?``): the choice is offered, nothing is done;
* :func:`full_after` — a clause from the proof's sentence on says a drawn value is full, drawn values its whole
  subject (``Table for 4 on Friday booked and Friday is full``, ``y el viernes está lleno``, ``und der Freitag ist
  voll``, ``et vendredi est complet``, ``8 pm on Friday is full, so I've booked your table for 4 at 7 pm``,
  ``Freitag um 19 Uhr ist ausgebucht``): the deed could not be done; not another option full (``and Saturday is full``),
  nor a value inside the subject (``votre réservation pour vendredi est complète``: complete); or every place
  taken on it in a later sentence (``Booked for 4 on Friday. Actually, every table on Friday is booked already``;
  not rooms beside a table: :func:`user_sim.core.goal_failed.failed`).

A self-correction after the proof (``Booked for Friday... sorry, no``) is read by
:func:`user_sim.core.goal_retract.retracted`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_clockwords import AT
from user_sim.core.goal_conjunctions import AND, BUT, HOWEVER, either
from user_sim.core.goal_failed import failed, taken_by_others
from user_sim.core.goal_go_ahead import ELSE
from user_sim.core.goal_keywords import FUNCTION_WORDS
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import canonical, states
from user_sim.core.goals import normalise


def replaced_latest(part: GoalPart, proof: str, reply: Sequence[str]) -> bool:
    """A sentence of ``reply`` the proof leaves out gives the part's count another number (module docstring)."""
    kept = set(sentences(proof))
    left = [s for s in reply if s not in kept and s not in proof]
    return any(_recounted(part, s) for s in left)


def _recounted(part: GoalPart, sentence: str) -> bool:
    """``sentence`` gives another number to a word only this part's count variable counts (``2 × … bambino``)."""
    counted = {name: _noun(words) for name, words in part.spec.counted.items()}
    for name, words in counted.items():
        own = words - {w for other, ws in counted.items() if other != name for w in ws}
        drawn = {canonical(v) for v in part.values.get(name, ())}
        for number, after in _COUNT.findall(normalise(sentence)):
            if number not in drawn and _counts(after.split(), own):
                return True
    return False


def _noun(words: tuple[str, ...]) -> set[str]:
    """The counted noun: the goal's words after the number up to a short one (``wochen`` of *Wochen mit …*).

    Or up to a preposition (``entrées`` of *3 entrées pour le parcours*: no ``pour`` counted).
    """
    noun: set[str] = set()
    for word in words:
        if len(word) < 4 or word in _EACH or word in _LINKS:
            break
        noun.add(word[:4])
    return noun


def _counts(words: list[str], own: set[str]) -> bool:
    """The number counts one of ``own``: at once, or after adjectives (``ridotto bambino``).

    Not after a short word or *each* (``28 per nacht``, ``10 tot 15``: a price, a range).
    """
    for word in words:
        if word[:4] in own and len(word) >= 4:
            return True
        if len(word) < 4 or word in _EACH:
            return False
    return False


_EACH = {"each", "every", "pour", "cada", "jeder", "jede", "ogni", "elke", "iedere", "setiap", "tiap"}
_LINKS = FUNCTION_WORDS | {"from", "into", "bagi"}
"""Function words (:data:`user_sim.core.goal_keywords.FUNCTION_WORDS`) and three more prepositions: they end a counted
noun in the goal (``para``, ``voor``, ``from``)."""


_COUNT = re.compile(r"(?<![\w.,:/-])(\d{1,3})(?![\w:/]|[.,]\d)\s*(?:[x×*]\s*)?((?:[^\W\d_]+\s*){1,3})")
"""A number and up to three words after it, a multiplication sign between (``2 × ridotto bambino``)."""


def offers_choice(part: GoalPart, proof: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]]) -> bool:
    """The proof lists a drawn value with another option of its variable, and ``reply`` asks (module docstring)."""
    asks = any(is_question(s) and ELSE.search(normalise(s)) is None for s in reply)
    if not asks:
        return False
    for text in sentences(proof):
        for name, drawn in part.values.items():
            others = [o for o in options.get(name, ()) if o not in drawn]
            if any(states(text, v) for v in drawn) and any(states(text, o) for o in others):
                return True
    return False


_FULL = re.compile(
    r"\s(?:is|are|was|esta|estan|ist|sind|est|sont|e|sono|zijn|zit|zitten|sudah)\s+(?:(?:now|already|ya|schon|leider"
    r"|al|gia|deja|ja|completely|completamente|helemaal|tutto|tutta)\s+)?(?:full|llen[oa]s?|voll|vol|complets?"
    r"|complet[oa]s?|al completo|pien[oa]|cheio|cheia|lotad[oa]s?|penuh|ausgebucht|volgeboekt)"
    r"(?:\s+(?:now|again|today|hoy|oggi|heute|vandaag|hoje|lagi|ahora|ora|jetzt|nu|agora))?(?=\s*(?:[,.;:!?)]|$))"
)
"""A subject said full with its copula (normalised): ``Friday is full``, ``el viernes está completo``, ``ist
ausgebucht``, ``è tutto pieno``, ``zit vol``."""
_JOIN = re.compile(rf"[,;!?]|[:.](?!\d)|\s(?:{either(AND, BUT, HOWEVER)})\s")
"""Where a subject begins: after punctuation or *and*, *but*, *however* (``… geboekt en vrijdag is vol``)."""
_ARTICLES = {"the", "el", "la", "le", "l'", "der", "die", "das", "de", "het", "il", "lo", "a", "o", "os", "as", "hari"}
"""Words a subject may hold beside the value itself (``der Freitag``, ``hari Jumat``)."""
_JOINERS = {*_ARTICLES, *AT.replace("_", " ").split(), "on", "am", "op", "na"}
"""Words that join drawn values in one subject: a day and its hour (``8 pm on Friday``, ``Freitag um 19 Uhr``)."""


def full_after(part: GoalPart, proof: str, reply: Sequence[str]) -> bool:
    """From the proof's first sentence on, a clause's subject is a drawn value said full (module docstring).

    The subject is drawn values alone, with articles and the words that join a day and its hour (``8 pm on Friday``):
    not ``Friday's brunch``, ``the Friday car park``.
    """
    firsts = [i for i, s in enumerate(reply) if s and (s in proof or proof in s)]
    for sentence in reply[firsts[0] :] if firsts else ():
        said = f" {normalise(sentence)}"
        for found in _FULL.finditer(said):
            subject = set(_JOIN.split(said[: found.start()])[-1].split()) - _JOINERS
            if subject and not subject - {w for v in part.value_texts for w in normalise(v).split()}:
                return True
        for taken in taken_by_others(said):
            if any(states(taken, v) for v in part.value_texts) and failed(f"{proof}. {taken}"):
                return True  # "Actually, every table on Friday is booked already."; not rooms beside a table
    return False
