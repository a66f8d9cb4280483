"""Answers to a yes/no information request (``ask whether breakfast is included``, ``frag, ob man … bekommt``).

A yes/no request (:func:`user_sim.core.goal_queries.is_yes_no`) has no value to test: a chatbot statement (it passed
the rules: no question, no promise, no hand-off, every drawn value) answers it when

* it **opens with a yes or a no** (``Ja, …``, ``Certo, …``, ``En ja, …``, ``As for your old mattress: yes, …``,
  or the asked verb echoed: ``Boleh kak``) and names half of the request's topic words (two at most) — with a yes,
  the request's predicate too when it is of a family of :mod:`user_sim.core.goal_topic` (``Oui, le
  petit-déjeuner est servi à 8 h`` does not say it is *compris*; ``No, dogs stay off the terrace`` denies
  *allowed* without saying it);
* it **restates the request as a statement**: it names every topic word, two at least (``Kinderen zijn welkom
  vanaf 6 jaar`` for *of kinderen van zes welkom zijn*; ``Le petit-déjeuner maison est inclus`` for *si le
  petit-déjeuner est compris*: a predicate is named by any word of its family, :mod:`user_sim.core.goal_topic`;
  not when it says the matter varies or names them only in a topic lead-in: ``About delivery to Almere: …``,
  :func:`user_sim.core.goal_yesno_said.mere_restatement`);
* or it opens with a yes or a no **right after the user asked the request's question**
  (:mod:`user_sim.core.goal_yesno_asked`: ``la grappa si può comprare lì?`` — ``Certo, … trovate tutte le nostre
  grappe``).

A yes or a no may be said without either word (:mod:`user_sim.core.goal_shapes`: a negated need, a confirmation
word, a price of nothing on the line that names the topic; :mod:`user_sim.core.goal_yesno_said`: a no after an
apology, an inclusion said by *with*); a drawn value the statement names counts as a topic word (``Infelizmente
não atendemos pelo convênio Amil``). A request with a bound (*within 4 weeks*) asks a value to compare instead
(:mod:`user_sim.core.goal_bounds`).

Never when the statement is unsure (``not sure``, ``depends``, ``weiß ich nicht``, ``tergantung``) or talks about
asking rather than answering (``you can ask the driver whether …``, ``I'll find out if …``, ``your question about
…``): restating the question is not answering it.
"""

from __future__ import annotations

import math
import re

from user_sim.core.goal_answers import echoes
from user_sim.core.goal_conjunctions import DASH
from user_sim.core.goal_no_words import NO_WORDS
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_plain_not import PLAIN_NOT
from user_sim.core.goal_queries import ASKING_VERBS
from user_sim.core.goal_shapes import FREE_WORDS, past_lead_in, says_confirmed, says_free, says_included, says_needless
from user_sim.core.goal_topic import is_predicate, topic_hits
from user_sim.core.goal_unknown_words import CANNOT_TELL, DONT_KNOW
from user_sim.core.goal_values import states
from user_sim.core.goal_yes_no_words import NO_SAID, YES_NO
from user_sim.core.goal_yesno_said import held_for_you, included_with, mere_restatement, own_left, sorry_no
from user_sim.core.goals import normalise

YES_NO_ANSWER = re.compile(
    rf"^\W*(?:{YES_NO}|[\w']+(?:\s+[\w']+){{0,2}}(?:,|\s+{DASH})\s*{YES_NO}|[\w']+\s+{YES_NO}(?=\s*(?:[:;,.!]|$))"
    rf"|(?:[\w'-]+\s+){{0,5}}[\w'-]+\s*:\s*{YES_NO})"
)
"""A statement that opens with yes or no (*of course*, *no extra charge*, *not at all*, *para nada*; after a short
lead-in and a comma or a dash: ``Good question — yes, …``), says it after the verb it echoes (``Aceitamos, sim,
…``, ``Vendemos sí:``) or after the topic it answers (``As for your old mattress: yes, …``). A bare ``si`` is a yes
only before a stop or *certo*/*claro*: ``Si el tiempo no acompaña, …`` is *if*."""
_FIRST_YES_NO = re.compile(rf"(?<!\w){YES_NO}")
_NO = re.compile(NO_SAID)
_UNSURE = re.compile(
    rf"(?<!\w)(?:{DONT_KNOW}|{CANNOT_TELL}|not (?:at all |entirely |quite |completely )?sure|unsure|no idea"
    r"|not certain|depends|depending|to be confirmed|tbc|not yet (?:known|confirmed|decided)|i think|i believe"
    r"|probably|maybe|perhaps|might|no estoy segur\w*|no sabria|depende\w*|quizas?|tal vez"
    r"|probablemente|creo que|por confirmar|pas sur\w*|depend\w*|peut-etre"
    r"|probablement|je crois|je pense|a confirmer|nicht sicher|kommt darauf an|hangt \w+ ab"
    r"|hangt ab|vielleicht|wahrscheinlich|ich glaube|ich denke|unklar|non sono sicur\w*|dipende"
    r"|forse|probabilmente|credo|penso|da confermare|nao tenho certeza|talvez|provavelmente|acho que"
    r"|creio|a confirmar|niet zeker|hangt \w+ af|hangt af|misschien|waarschijnlijk|ik denk"
    r"|volgens mij|nog onbekend|tidak yakin|kurang yakin|tergantung|mungkin"
    r"|sepertinya|kayaknya|belum pasti|(?:don't|do not|doesn't|does not) have (?:that|this|the|any|such) info\w*"
    rf"|(?:{NO_WORDS}|no)\s+(?:[\w']+\s+){{0,2}}(?:informacion|informacao|information|informations"
    rf"|informationen|informazion[ei]|informatie|informasi)|(?:{PLAIN_NOT}|no)"
    r"\s+(?:[\w']+\s+){0,2}(?:decir\w*|dizer|dire|sagen|dir(?:l[aeio]|gli\w*|ti|vi|ci)|zeggen|bilang|memastikan))(?!\w)"
)
"""A statement that does not know (``not sure``, ``depende``, ``hängt … ab``, ``tergantung``, ``I don't have that
information``, ``não tenho essa informação``, ``kann ich nicht sagen``) answers nothing."""
_ASKING = re.compile(
    rf"(?<!\w)(?:whether|ob|apakah|question\w*|check with|pertanyaan|{ASKING_VERBS}"
    r"|(?:know|wonder\w*|weten|wissen|savoir|saber|sapere|tahu)\s+(?:if|si|se|of))(?!\w)"
)
"""Words of asking: a statement that says who to ask, or what was asked, is no answer."""


def denies(said: str) -> bool:
    """The first yes or no of the statement is a no (``No, dogs stay off the terrace``): it denies the predicate."""
    first = _FIRST_YES_NO.search(said)
    return first is not None and _NO.fullmatch(first.group()) is not None


def unsure(said: str) -> bool:
    """The normalised statement does not know or hedges (``peut-être``, ``vielleicht``, ``mungkin``, ``talvez``)."""
    return _UNSURE.search(said) is not None


def answer_shaped(said: str) -> bool:
    """A statement that knows and does not talk about asking (past a lead-in that names the question)."""
    said = past_lead_in(said)
    return not unsure(said) and _ASKING.search(said) is None


def says_yes_or_no(said: str) -> bool:
    """A yes or a no: opening the statement, a confirmation word, or a negated need (:mod:`goal_shapes`)."""
    return YES_NO_ANSWER.search(said) is not None or says_confirmed(said) or says_needless(said)


def yes_no_answer(part: GoalPart, sentence: str) -> bool:
    """``sentence`` (a rule-passing statement) answers the yes/no ``part`` (module docstring, first two ways)."""
    said = normalise(sentence)
    if not answer_shaped(said):
        return False
    free = says_free(said)  # "Leih-Zapfanlage – 0,00 €" says the loan is free and included, and names the loan
    named = topic_hits(part, sentence)
    hits = len(named)
    named |= topic_hits(part, sentence + FREE_WORDS) if free else set()
    echo = echoes(part, said)
    half = min(2, max(1, math.ceil(len(part.keywords) / 2)))
    sorry, had = sorry_no(said), included_with(part, said) or held_for_you(part, sentence)  # "… com monitor"
    named |= {w for w in part.keywords if had and is_predicate(w)}
    valued = any(states(sentence, v) for v in part.value_texts)
    if (
        echo or free or says_yes_or_no(said) or (says_included(part, said) and not own_left(part, said)) or sorry or had
    ):  # "parada de descanso incluida"  # "Oui, le petit-déjeuner est servi à 8 h" does not say it is included
        asked = all(w in named for w in part.keywords if is_predicate(w)) or denies(said) or sorry
        return hits + echo + valued >= half and asked
    if part.value_texts and hits >= half:
        return True  # a drawn value and half the key words: "Haustiere sind im Zimmer Nr. 5 erlaubt"
    restated = mere_restatement(part, sentence) and _FIRST_YES_NO.search(said) is None  # "En cuanto a …, sí, …"
    return len(part.keywords) >= 2 and hits == len(part.keywords) and not restated and not own_left(part, said)
