"""What ties a chatbot sentence to a goal part beyond its key words.

* :func:`named` — the part's key words are named (half of them, two at most; a Romance verb in another person and
  the count, echo and kind ties of :mod:`user_sim.core.goal_answers`), or two or more drawn values are stated;
  for an action, a *specific* drawn value (several words, or letters with digits: ``Il nome della rosa``,
  ``RX-44``) counts as one key word; a yes/no request about a limit is named by the limit (:func:`limit_answer`:
  ``Limite : 120 kg par passager``);
* :func:`done_otherwise` — an action with no drawn value said done by another verb of doing (``C'est ajouté :
  garderie du matin`` for *réserve la garderie du matin*);
* :func:`mentions` — the sentence names a word of what the part is about, not only the kind of its answer.

A tie through the user message right before the reply is :mod:`user_sim.core.goal_after_user`'s.

Whether the tied sentence says the part done is :mod:`user_sim.core.goal_finding`.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from user_sim.core.goal_answers import beside, counted, names_kind, opens_on, says
from user_sim.core.goal_asked import labelled, valued_answer
from user_sim.core.goal_beside import NEGATION as NEGATION
from user_sim.core.goal_dimension import fits_dimension
from user_sim.core.goal_elsewhere import off_topic
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import asked_kind, is_yes_no, limit_kind
from user_sim.core.goal_rules import without_values
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goal_verbs import done_by_another_verb, own_verb
from user_sim.core.goal_yesno import answer_shaped, yes_no_answer
from user_sim.core.goals import normalise

_SPECIFIC = re.compile(r"\s|[a-z].*\d|\d.*[a-z]", re.IGNORECASE)


def named(part: GoalPart, sentence: str) -> bool:
    """The sentence names the part (module docstring; a question with no value needs a value of its kind)."""
    if len(part.value_texts) >= 2:
        return True
    if not part.keywords:
        return False  # nothing to go on: a model has to read it
    said = normalise(sentence)
    keywords = subject_words(part)
    if part.kind == "info":  # an answer may say a predicate's synonym, a number in digits, a unit's symbol
        found = len(topic_hits(part, sentence, keywords))
    else:
        found = sum(says(said, word) for word in keywords)
    half = min(2, max(1, math.ceil(len(keywords) / 2)))
    if part.kind == "info" and is_yes_no(part.text) and (part.asks == "other" or yes_no_answer(part, sentence)):
        return yes_no_answer(part, sentence) or limit_answer(part, sentence)  # "Yes, we hire racquets"
    if not part.value_texts and part.kind == "info" and labelled(part, sentence):
        return True  # "da quale binario parte": "Binario 7."; "kereta berangkat dari peron berapa": "Peron 3."
    if not part.value_texts and part.asks == "count":  # "how many lessons": "8 lessen", not "start op 6 januari"
        return part.kind == "info" and counted(keywords, said)
    if not part.value_texts and part.kind == "action":  # "Je lidmaatschap is opgezegd": its own verb, done
        own = own_verb(sentence, part)
        return own is not None and found + (not says(said, own)) >= half and NEGATION.search(said) is None
    if not part.value_texts:  # a question with no drawn value: a value of the asked kind, not any digit
        about = found >= 1 or opens_on(part, said) or _only_age(part)  # "para qué edades": "de 30 a 40 años"
        tied = part.kind == "info" and about and gives_value(part, sentence)
        return tied and not off_topic(part, sentence, keywords)  # not "Delivery is 2–3 days" for the batch
    if part.kind == "info" and not about_words(part) and part.asks not in ("count", "other"):
        return valued_answer(part, sentence, ())  # "the price of the oak desk": not "… sold, the pine one is $300"
    if part.kind == "info":  # "the price of the Louis XV commode": "La commode Louis XV … est à 4 800 €"
        return found >= half or valued_answer(part, sentence, about_words(part))
    found += any(_SPECIFIC.search(value.strip()) for value in part.value_texts)  # an id is a reference, no answer
    if NEGATION.search(normalise(without_values(sentence, part.values))) is None:  # not "Leider … ausgebucht"
        found += any(beside(said, value, keywords) for value in part.value_texts)  # "3 zakjes", "kit completo"
        own = own_verb(sentence, part)
        found += own is not None and not says(said, own)  # "Je lidmaatschap is opgezegd"
        found += done_by_another_verb(sentence, part)  # "Collection booked" for "schedule a collection"
    return found >= half  # half, at most two


def done_otherwise(part: GoalPart, sentence: str) -> bool:
    """A done sentence of an action with no drawn value that says it by another verb of doing.

    ``C'est ajouté : garderie du matin`` for *réserve aussi la garderie du matin*, ``Exame de sangue agendado``
    for *marque um exame de sangue*, ``Ochtendopvang is toegevoegd`` for *reserveer de ochtendopvang*: what is
    done is named by half its key words (two at most, the verb aside: :func:`named`'s count), the part's own verb
    is not said (:func:`user_sim.core.goal_verbs.done_by_another_verb`), and nothing is negated. A chatbot
    sentence only (:meth:`user_sim.core.goal_proof.RuleProof.find`), never a user's message.
    """
    if part.kind != "action" or part.value_texts or not part.keywords:
        return False
    said = normalise(sentence)
    found = sum(says(said, word) for word in part.keywords)
    half = min(2, max(1, math.ceil(len(part.keywords) / 2)))
    return found >= half and done_by_another_verb(sentence, part) and NEGATION.search(said) is None


def mentions(part: GoalPart, sentence: str) -> bool:
    """The sentence names a word of what the part is about (``rent`` for "when is rent due").

    True too when the part names only the kind of its answer ("ask the fee": any amount may answer it).
    """
    said = normalise(sentence)
    about = about_words(part)
    return not about or bool(topic_hits(part, sentence, about)) or opens_on(part, said)


def subject_words(part: GoalPart) -> tuple[str, ...]:
    """The key words that say what a question is about, not the ones that only name the kind of its answer.

    "the price of a small pizza": the amount is the price, so ``$13.00`` must not also stand for the word
    ``price``; the sentence must still name the pizza (an order's total names neither).
    """
    return about_words(part) or part.keywords


def about_words(part: GoalPart) -> tuple[str, ...]:
    """The key words that name what the part is about, not only the kind of its answer (all, for an action)."""
    if part.kind != "info" or part.asks == "other":
        return part.keywords
    return tuple(w for w in part.keywords if asked_kind(w) != part.asks and not names_kind(w, part.asks))


def _only_age(part: GoalPart) -> bool:
    """*Para qué edades es*, *what ages is it for*: the request names only the kind of its answer, an age.

    An age is said only as an answer (:data:`user_sim.core.goal_kinds.ANYWHERE` holds no age): ``para personas de
    entre 30 y 40 años`` answers it, a date or an hour does not.
    """
    return part.asks == "age" and not about_words(part)


def gives_value(part: GoalPart, sentence: str) -> bool:
    """A value of the part's kind, in the unit of the dimension it names (goal_dimension: no price for a weight)."""
    return gives_kind(sentence, part.asks) and fits_dimension(part, sentence)


def limit_answer(part: GoalPart, sentence: str) -> bool:
    """A yes/no request whether there is a limit, answered by the limit (``Limite : 120 kg par passager``).

    Read as a question of value (:func:`user_sim.core.goal_queries.limit_kind`: *s'il y a une limite de poids*
    asks an amount, *se ci sono limiti di età per i bambini* an age), it is answered by a statement that gives a
    value of that kind in the unit of the dimension it names (:func:`gives_value`) and names a word of what the
    limit is about (``passager``; ``bambini 4–12 anni``), not another matter (``Bagage à main : 5 kg max.``
    names no passenger), without doubt or asking.
    """
    kind = limit_kind(part.text)
    asked = replace(part, asks=kind)
    about = tuple(w for w in part.keywords if asked_kind(w) == "other" and not names_kind(w, kind)) or part.keywords
    if kind == "other" or not gives_value(asked, sentence) or not answer_shaped(normalise(sentence)):
        return False
    return bool(topic_hits(asked, sentence, about)) and not off_topic(asked, sentence, about)
