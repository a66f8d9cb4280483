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
* :func:`retracted` — after the proof's first sentence the reply takes it back (``Booked for Friday... sorry,
  no, I can't book Friday``, ``Reservado... perdón, no``, ``Reservada… desculpe, não``, ``Sudah dipesan... maaf,
  bukan``, ``Gebucht... Moment, nein``, ``Réservé... pardon, non``, ``Prenotato... scusi, no``, ``Geboekt... sorry,
  nee``): a self-correction withdraws what was said before it (not a *no* to the user's side question: ``Sorry, no,
  we don't take cards``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_go_ahead import ELSE
from user_sim.core.goal_gone import gone
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


_NO_WORRY = (
    r"(?!\W*(?:(?:no|not|kein\w*|geen|nessun\w*|pas de|sem|tidak|nao|non)\s+)?"
    r"(?:proble\w*|worries|worry|masalah|souci|(?:te |se )?preocup\w*|hay problema|tem problema)"
    r"(?:\s+(?:at all|du tout|para nada|nada|de nada|sama sekali|affatto|helemaal|uberhaupt|nenhum|ninguno))?"
    r"\s*(?:[.!]|$))"
)
_RETRACT = re.compile(
    r"(?<!\w)(?:sorry|wait|oops|actually|hmm|my mistake|perdon|perdona|lo siento|espera|ups|desculp[ae]|opa"
    r"|maaf|eh|tunggu|entschuldigung|moment|warte|hoppla|pardon|attendez|attends|desole|oups|scusa|scusi"
    rf"|aspetta|anzi|wacht|excuses|oeps)\W+(?:no|not|nope|nao|tidak|bukan|nein|non|nee)(?=\s*(?:[,.!;:]|$)){_NO_WORRY}"
    rf"|\.\s*\.\s*\.\W*(?:no|nao|tidak|bukan|nein|non|nee)\W*,{_NO_WORRY}"
)
"""A self-correction: a word of apology or of stopping, then *no* said on its own (``sorry, no, …``, ``Moment,
nein.``; not ``Sorry, no parking on site``, where *no* goes with a noun); or *no,* after an ellipsis (``... no, I
can't``; normalised text writes ``…`` as three dots). Not when the *no* only reassures and ends there (``Moment,
nein, kein Problem.``, ``... no, no worries at all.``, ``perdón, no, no hay problema.``): a reassurance that goes on
(``no worries, I've put you down for Saturday``) may carry the correction."""


_TO_USER = re.compile(
    rf"{ELSE.pattern}|(?<!\w)(?:you|your|usted\w*|vous|votre|tu|sie|ihnen|du|lei|voce|anda|kamu|u|jij|je|uw)(?!\w)"
)
"""A question the chatbot puts to the user (``Anything else?``, ``Would you like a reminder?``, ``¿Desea algo
más?``): a *no* after it is no answer to it, but the chatbot taking back what it said."""


def retracted(proof: str, reply: Sequence[str], asked: str = "") -> bool:
    """The reply takes the proof back after the proof's first sentence begins (module docstring).

    Not a *no* that answers a question asked in between (``… is booked. Parking? Sorry, no.``), nor one that goes
    on about what the user's question ``asked`` named and the proof did not (``Booked for 4 on Friday. Sorry, no,
    we don't take cards.`` after *Do you take cards?*), unless it says the deed or its place is gone
    (:func:`user_sim.core.goal_gone.gone`: ``Sorry, no, Friday isn't available anymore``).
    """
    text = " ".join(reply)
    starts = [text.find(s) for s in sentences(proof) if s and s in text]
    start = min(starts) if starts else 0
    after = normalise(text[start + 1 :])
    found = _RETRACT.search(after)
    if found is None:
        return False
    rest = re.split(r"[.!?]", after[found.end() :])[0]
    between = re.findall(r"[^.!?]*\?", after[: found.start()])
    if between and _TO_USER.search(between[-1]) is None:
        return gone(rest)  # "Parking? Sorry, no." answers the question; "Parking? Sorry, no, Friday is gone" not
    questions = " ".join(q for q in re.findall(r"[^.!?]*\?", normalise(asked)))
    return gone(rest) or not (_stems(rest) & _stems(questions)) - _stems(proof)


def _stems(text: str) -> set[str]:
    """The first four letters of each word of four letters or more (``cards`` and ``card`` are one)."""
    return {w[:4] for w in re.findall(r"[^\W\d_]{4,}", normalise(text))}
