"""What ties a chatbot sentence to a goal part beyond its key words.

* :func:`named` — the part's key words are named (half of them, two at most; a Romance verb in another person and
  the count, echo and kind ties of :mod:`user_sim.core.goal_answers`), or two or more drawn values are stated;
  for an action, a *specific* drawn value (several words, or letters with digits: ``Il nome della rosa``,
  ``RX-44``) counts as one key word;
* :func:`mentions` — the sentence names a word of what the part is about, not only the kind of its answer;
* :func:`asked_by_user` — an action's done sentence with every value but none of its key words, right after a
  user message that names them (``Haarschnitt am Dienstag möglich?`` — ``Dienstag 15 Uhr ist eingetragen.``),
  with no negation in it;
* :func:`answers_user` — an information request with no drawn value, answered right after the user asked it
  in their own words (``¿Y cuánto tardáis?`` — ``Unos cuarenta minutos.``): the user's question is of the
  part's kind (*when*, *how long*…) and names one of its key words or is a bare follow-up (four words at most);
  the answer is a statement of that kind that passes the rules.

Whether the tied sentence says the part done is :mod:`user_sim.core.goal_finding`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_answers import beside, counted, names_kind, opens_on, says
from user_sim.core.goal_asked import labelled, valued_answer
from user_sim.core.goal_beside import NEGATION as NEGATION
from user_sim.core.goal_dimension import fits_dimension
from user_sim.core.goal_elsewhere import off_topic
from user_sim.core.goal_kinds import gives_kind, priced
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import asked_kind, is_yes_no
from user_sim.core.goal_rules import is_handoff, judge, without_values
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import done_by_another_verb, own_verb
from user_sim.core.goal_yesno import answers_asked, restates_asked, yes_no_answer
from user_sim.core.goals import contains_keyword, normalise

_SPECIFIC = re.compile(r"\s|[a-z].*\d|\d.*[a-z]", re.IGNORECASE)


def named(part: GoalPart, sentence: str) -> bool:
    """The sentence names the part (module docstring; a question with no value needs a value of its kind)."""
    if len(part.value_texts) >= 2:
        return True
    if not part.keywords:
        return False  # nothing to go on: a model has to read it
    said = normalise(sentence)
    keywords = _subject_words(part)
    if part.kind == "info":  # an answer may say a predicate's synonym, a number in digits, a unit's symbol
        found = len(topic_hits(part, sentence, keywords))
    else:
        found = sum(says(said, word) for word in keywords)
    half = min(2, max(1, math.ceil(len(keywords) / 2)))
    if part.kind == "info" and is_yes_no(part.text) and (part.asks == "other" or yes_no_answer(part, sentence)):
        return yes_no_answer(part, sentence)  # "whether racquets can be hired" - "Yes, we hire racquets"
    if not part.value_texts and part.kind == "info" and labelled(part, sentence):
        return True  # "da quale binario parte": "Binario 7."; "kereta berangkat dari peron berapa": "Peron 3."
    if not part.value_texts and part.asks == "count":  # "how many lessons": "8 lessen", not "start op 6 januari"
        return part.kind == "info" and counted(keywords, said)
    if not part.value_texts and part.kind == "action":  # "Je lidmaatschap is opgezegd": its own verb, done
        own = own_verb(sentence, part)
        return own is not None and found + (not says(said, own)) >= half and NEGATION.search(said) is None
    if not part.value_texts:  # a question with no drawn value: a value of the asked kind, not any digit
        tied = part.kind == "info" and (found >= 1 or opens_on(part, said)) and _gives(part, sentence)
        return tied and not off_topic(part, sentence, keywords)  # not "Delivery is 2–3 days" for the batch
    if part.kind == "info" and not _about(part) and part.asks not in ("count", "other"):
        return valued_answer(part, sentence, ())  # "the price of the oak desk": not "… sold, the pine one is $300"
    if part.kind == "info":  # "the price of the Louis XV commode": "La commode Louis XV … est à 4 800 €"
        return found >= half or valued_answer(part, sentence, _about(part))
    found += any(_SPECIFIC.search(value.strip()) for value in part.value_texts)  # an id is a reference, no answer
    if NEGATION.search(normalise(without_values(sentence, part.values))) is None:  # not "Leider … ausgebucht"
        found += any(beside(said, value, keywords) for value in part.value_texts)  # "3 zakjes", "kit completo"
        own = own_verb(sentence, part)
        found += own is not None and not says(said, own)  # "Je lidmaatschap is opgezegd"
        found += done_by_another_verb(sentence, part)  # "Collection booked" for "schedule a collection"
    return found >= half  # half, at most two


def mentions(part: GoalPart, sentence: str) -> bool:
    """The sentence names a word of what the part is about (``rent`` for "when is rent due").

    True too when the part names only the kind of its answer ("ask the fee": any amount may answer it).
    """
    said = normalise(sentence)
    about = _about(part)
    return not about or bool(topic_hits(part, sentence, about)) or opens_on(part, said)


def _subject_words(part: GoalPart) -> tuple[str, ...]:
    """The key words that say what a question is about, not the ones that only name the kind of its answer.

    "the price of a small pizza": the amount is the price, so ``$13.00`` must not also stand for the word
    ``price``; the sentence must still name the pizza (an order's total names neither).
    """
    return _about(part) or part.keywords


def _about(part: GoalPart) -> tuple[str, ...]:
    if part.kind != "info" or part.asks == "other":
        return part.keywords
    return tuple(w for w in part.keywords if asked_kind(w) != part.asks and not names_kind(w, part.asks))


def asked_by_user(part: GoalPart, transcript: Sequence[tuple[str, str]], proof: str) -> bool:
    """An action's done sentence that names none of its key words, answering a user message that names them.

    ``Haarschnitt am Dienstag möglich?`` — ``Klar, Dienstag 15 Uhr ist für Sie eingetragen.``: the request
    supplies the key words the reply leaves out. ``proof`` passed every rule with every drawn value; a negation
    (``Tuesday is fully booked``, ``leider nicht``) ties nothing.
    """
    if len(transcript) < 2 or transcript[-2][0] == "Assistant":
        return False
    if part.kind == "info":  # "la grappa si può comprare lì?" - "Certo, … trovate tutte le nostre grappe"
        asked, reply = transcript[-2][1], sentences(transcript[-1][1])
        return answers_asked(part, asked, proof, reply) or restates_asked(part, asked, proof)
    if any(priced(proof, value) for value in part.value_texts):
        return False  # "Les chiens sont acceptés, pour 3 € par nuit" books no 3 nights
    return named(part, transcript[-2][1]) and NEGATION.search(normalise(proof)) is None


def answers_user(
    part: GoalPart, transcript: Sequence[tuple[str, str]], options: Mapping[str, tuple[str, ...]]
) -> str | None:
    """The latest reply's sentence that answers the user's own question of the part (module docstring)."""
    if part.kind != "info" or part.value_texts or part.asks == "other" or len(transcript) < 2:
        return None
    (asker, question), (speaker, latest) = transcript[-2], transcript[-1]
    if asker == "Assistant" or speaker != "Assistant":
        return None
    several = len(sentences(question)) > 1
    if not _asks_it(part, question):
        return None
    replies = sentences(latest)
    if any(is_handoff(s) for s in replies):
        return None
    numbered = part.asks != "count" or counted(part.keywords, normalise(latest))  # "3 slaapkamers", not "3 mei"
    given = (s for s in replies if _gives(part, s) and judge(s, part.spec, options) == "delivered")
    if several:  # a message of several matters: "et c'est combien la caution ?" is not answered by "Tarif : 59 €"
        given = (s for s in given if mentions(part, s))
    elsewhere = [o for name, values in options.items() if name not in part.values for o in values]
    given = (s for s in given if mentions(part, s) or not any(states(s, o) for o in elsewhere))  # another's receipt
    given = (s for s in given if not off_topic(part, s, _subject_words(part)))  # "Delivery is 2–3 days"
    return next(given, None) if numbered else None


def _gives(part: GoalPart, sentence: str) -> bool:
    """A value of the part's kind, in the unit of the dimension it names (goal_dimension: no price for a weight)."""
    return gives_kind(sentence, part.asks) and fits_dimension(part, sentence)


def _asks_it(part: GoalPart, message: str) -> bool:
    """The message asks the part's kind: in four words, naming a key word, or in a question of eight words at most.

    The last only for a part that names nothing but the kind of its answer ("preguntar cuánto cuesta").
    """
    said = normalise(message)
    short_or_named = len(message.split()) <= 4 or any(contains_keyword(said, w) for w in part.keywords)
    if asked_kind(message) == part.asks and short_or_named:
        return True
    return not _about(part) and any(asked_kind(q) == part.asks and len(q.split()) <= 8 for q in sentences(message))
