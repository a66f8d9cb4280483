"""A chatbot sentence tied to a goal part by the user message right before it, which names what the reply leaves out.

* :func:`asked_by_user` — an action's done sentence with every value but none of its key words, right after a
  user message that names them (``Haarschnitt am Dienstag möglich?`` — ``Dienstag 15 Uhr ist eingetragen.``),
  with no negation in it; for an information request, a yes or a no to the user's own question
  (:mod:`user_sim.core.goal_yesno_asked`);
* :func:`answers_user` — an information request with no drawn value, answered right after the user asked it
  in their own words (``¿Y cuánto tardáis?`` — ``Unos cuarenta minutos.``): the user's question is of the
  part's kind (*when*, *how long*…) and names one of its key words or is a bare follow-up (four words at most);
  the answer is a statement of that kind that passes the rules.

The ties read in the sentence alone are in :mod:`user_sim.core.goal_ties`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from user_sim.core.goal_answers import counted
from user_sim.core.goal_beside import NEGATION
from user_sim.core.goal_elsewhere import off_topic
from user_sim.core.goal_kinds import priced
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_rules import is_handoff, judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_subject import other_subject
from user_sim.core.goal_ties import about_words, gives_value, mentions, named, subject_words
from user_sim.core.goal_values import states
from user_sim.core.goal_yesno_asked import answers_asked, restates_asked
from user_sim.core.goals import contains_keyword, normalise


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
    given = (s for s in replies if gives_value(part, s) and judge(s, part.spec, options) == "delivered")
    if several:  # a message of several matters: "et c'est combien la caution ?" is not answered by "Tarif : 59 €"
        given = (s for s in given if mentions(part, s))
    elsewhere = [o for name, values in options.items() if name not in part.values for o in values]
    given = (s for s in given if mentions(part, s) or not any(states(s, o) for o in elsewhere))  # another's receipt
    given = (s for s in given if not off_topic(part, s, subject_words(part)))  # "Delivery is 2–3 days"
    before = "\n".join(text for speaker, text in transcript[:-1] if speaker == "Assistant")
    given = (s for s in given if not other_subject(part, s, before))  # "The cheese needs four weeks": no class
    return next(given, None) if numbered else None


def _asks_it(part: GoalPart, message: str) -> bool:
    """The message asks the part's kind: in four words, naming a key word, or in a question of eight words at most.

    The last only for a part that names nothing but the kind of its answer ("preguntar cuánto cuesta").
    """
    said = normalise(message)
    short_or_named = len(message.split()) <= 4 or any(contains_keyword(said, w) for w in part.keywords)
    if asked_kind(message) == part.asks and short_or_named:
        return True
    return not about_words(part) and any(asked_kind(q) == part.asks and len(q.split()) <= 8 for q in sentences(message))
