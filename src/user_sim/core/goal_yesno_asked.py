"""Yes/no requests answered right after the user asked them (``la grappa si può comprare lì?`` — ``Certo, …``).

A chatbot statement that passed the rules answers a yes/no request (:func:`user_sim.core.goal_queries.is_yes_no`)
the user has just asked in their own words when

* it opens with a yes or a no (:mod:`user_sim.core.goal_yesno`), and the question and the answer each name a topic
  word (or a drawn value) and together half of them (:func:`answers_asked`); a bare ``Sì, certo!`` is read with the
  sentence that follows it; a question has its mark or ends on a tag or question word (:func:`asks`: ``bpjs nya
  gimana``, ``c'est compris ou pas``); a question of five words at most that shares a topic word with the answer is a
  follow-up (``et pour les raquettes ?``);
* or it names the request's only key word, a predicate, by a word of its family (:func:`restates_asked`:
  ``Wordt dat vergoed?`` — ``… valt onder de basisverzekering``).

Either way without doubt or asking (:func:`user_sim.core.goal_yesno.answer_shaped`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from user_sim.core.goal_answers import echoes
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import is_yes_no
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_tags import ASK_WORDS, OR_NOT, closing
from user_sim.core.goal_topic import is_predicate, topic_hits
from user_sim.core.goal_values import states
from user_sim.core.goal_yes_no_words import YES_NO
from user_sim.core.goal_yesno import YES_NO_ANSWER, answer_shaped, says_yes_or_no
from user_sim.core.goals import normalise

_BARE = re.compile(rf"^\W*{YES_NO}(?:\W+{YES_NO})*\W*$")
"""A sentence that is only a yes or a no (``Sì, certo!``, ``Yes, absolutely.``)."""


_TAG = closing(False, (OR_NOT, ASK_WORDS), r"\W*")
"""A question said without its mark, by the tag or question word that ends it (:mod:`user_sim.core.goal_tags`):
``bpjs nya gimana``, ``geht das, oder``, ``dá pra levar, né``, ``c'est inclus ou pas``, ``kan dat, toch``."""


def asks(sentence: str) -> bool:
    """The user's sentence is a question: its mark, or a tag or question word at its end (:data:`_TAG`)."""
    return sentence.rstrip().endswith("?") or _TAG.search(normalise(sentence)) is not None


def _bare(part: GoalPart, said: str) -> bool:
    """Only a yes or a no, or the asked verb echoed with one (``Emprestamos sim!``, ``Boleh kak``)."""
    short = len(said.split()) <= 3
    return _BARE.match(said) is not None or (short and (echoes(part, said) or YES_NO_ANSWER.search(said) is not None))


def answers_asked(part: GoalPart, question: str, sentence: str, reply: Sequence[str] = ()) -> bool:
    """``sentence`` opens with yes or no right after the user's ``question`` asked the yes/no ``part``.

    A bare yes or no (``Sì, certo!``) is read with the sentence of ``reply`` that follows it (``Possiamo farla
    senza lattosio``), which then names a topic word the question names and no request of the user's beside it, or
    the drawn value the question names (``Ada dong Kak! Loker gratis ada …``): a bare ``Sure!`` before the price of
    the jars asked for (``Sure! Three jars of pickles come to $23.85``) answers no *do the pickles need the fridge?*.
    """
    joined = _bare(part, normalise(sentence)) and sentence in reply[:-1]
    if joined:
        sentence = f"{sentence} {reply[list(reply).index(sentence) + 1]}"
    asked = [q for q in sentences(question) if asks(q)]
    said = normalise(sentence)
    if part.kind != "info" or not asked or not is_yes_no(part.text) or not answer_shaped(said):
        return False
    if not (says_yes_or_no(said) or echoes(part, said)):
        return False
    valued = any(states(sentence, v) for v in part.value_texts)
    told = topic_hits(part, sentence)
    besides = {w for s in sentences(question) if not asks(s) for w in topic_hits(part, s)}  # the user's requests
    for q in asked:
        heard = topic_hits(part, q)
        valued_q = any(states(q, v) for v in part.value_texts)
        if joined and not (heard & told) - besides and not (valued and valued_q):
            continue  # the sentence after a bare yes speaks of something else the user asked for
        together = len(heard | told) + (valued or valued_q)
        if (heard or valued_q) and (told or valued) and together >= min(2, math.ceil(len(part.keywords) / 2)):
            return True
        if heard & told and len(q.split()) <= _FOLLOW_UP:
            return True  # "et pour les raquettes ?" - "Oui, bien sûr : location de raquettes à 3 € pièce"
    return False


_FOLLOW_UP = 5
"""A question of five words at most that names a topic word is a follow-up on the request (``and the racquets?``)."""


def restates_asked(part: GoalPart, question: str, sentence: str) -> bool:
    """A statement that names the only key word of a yes/no request, a predicate, right after the user asked it.

    ``Wordt dat vergoed?`` — ``Wijkverpleging valt onder de basisverzekering, dus u betaalt niets.``: the predicate
    is named by a word of its family (:mod:`user_sim.core.goal_topic`), and said without doubt or asking.
    """
    if part.kind != "info" or not is_yes_no(part.text) or len(part.keywords) != 1 or not is_predicate(part.keywords[0]):
        return False
    asked = [q for q in sentences(question) if asks(q)]
    said = normalise(sentence)
    return answer_shaped(said) and bool(topic_hits(part, sentence)) and any(topic_hits(part, q) for q in asked)
