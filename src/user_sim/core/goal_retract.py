"""A self-correction after a proof: the chatbot's latest reply takes back what it said (read by goal_proof).

After the proof's first sentence the reply takes it back (``Booked for Friday... sorry,
no, I can't book Friday``, ``Reservado... perdón, no``, ``Reservada… desculpe, não``, ``Sudah dipesan... maaf,
bukan``, ``Gebucht... Moment, nein``, ``Réservé... pardon, non``, ``Prenotato... scusi, no``, ``Geboekt... sorry,
nee``): a self-correction withdraws what was said before it (not a *no* to the user's side question: ``Sorry, no,
we don't take cards``); so does a regretted *no* that says the deed was cancelled (``Leider nein, sie ist storniert``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_contradiction import CANCELLED
from user_sim.core.goal_failed import failed
from user_sim.core.goal_go_ahead import ELSE
from user_sim.core.goal_gone import gone
from user_sim.core.goal_no_words import APOLOGY, NO_MORE, NO_WORDS, SORRY
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_yes_no_words import NO_ALONE
from user_sim.core.goals import normalise

_NO_WORRY = (
    rf"(?!\W*(?:(?:{NO_WORDS}|{NO_MORE}|no|pas de)\s+)?"
    r"(?:proble\w*|worries|worry|masalah|souci|(?:te |se )?preocup\w*|hay problema|tem problema)"
    r"(?:\s+(?:at all|du tout|para nada|nada|de nada|sama sekali|affatto|helemaal|uberhaupt|nenhum|ninguno))?"
    r"\s*(?:[.!]|$))"
)
_RETRACT = re.compile(
    rf"(?<!\w)(?:{APOLOGY}|wait|oops|actually|hmm|my mistake|perdon|perdona|espera|ups|desculp[ae]|opa"
    r"|eh|tunggu|entschuldigung|moment|warte|hoppla|pardon|attendez|attends|oups|scusa|scusi"
    rf"|aspetta|anzi|wacht|excuses|oeps)\W+(?:{NO_ALONE}|not)(?=\s*(?:[,.!;:]|$)){_NO_WORRY}"
    rf"|\.\s*\.\s*\.\W*(?:{NO_ALONE})\W*,{_NO_WORRY}"
)
"""A self-correction: a word of apology or of stopping, then *no* said on its own (``sorry, no, …``, ``Moment,
nein.``; not ``Sorry, no parking on site``, where *no* goes with a noun); or *no,* after an ellipsis (``... no, I
can't``; normalised text writes ``…`` as three dots). Not when the *no* only reassures and ends there (``Moment,
nein, kein Problem.``, ``... no, no worries at all.``, ``perdón, no, no hay problema.``): a reassurance that goes on
(``no worries, I've put you down for Saturday``) may carry the correction."""


_TO_USER = re.compile(
    rf"{ELSE.pattern}|(?<!\w)(?:you|your|usted\w*|vous|votre|tu|sie|ihnen|lei|voce|anda|kamu|u|jij|je|uw)(?!\w)"
)
"""A question the chatbot puts to the user (``Anything else?``, ``Would you like a reminder?``, ``¿Desea algo
más?``): a *no* after it is no answer to it, but the chatbot taking back what it said. Not French ``du`` (*of the*:
``Le parking du centre ? Désolé, non.`` answers it); German speaks to the user with ``Sie``."""


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
        return _regret_gone(after, proof, asked)
    rest = _clause_after(after, found)
    between = re.findall(r"[^.!?]*\?", after[: found.start()])
    if between and _TO_USER.search(between[-1]) is None:
        return gone(rest)  # "Parking? Sorry, no." answers the question; "Parking? Sorry, no, Friday is gone" not
    return gone(rest) or not _answers_aside(rest, proof, asked)


def _answers_aside(rest: str, proof: str, asked: str) -> bool:
    """``rest`` names what the user's question ``asked`` named and the proof did not: it answers that question."""
    questions = " ".join(q for q in re.findall(r"[^.!?]*\?", normalise(asked)))
    return bool((_stems(rest) & _stems(questions)) - _stems(proof))


def _clause_after(after: str, found: re.Match[str]) -> str:
    """What the *no* goes on to say, up to the sentence's end."""
    return re.split(r"[.!?]", after[found.end() :])[0]


_SORRY_NO = re.compile(rf"(?<!\w)(?:{SORRY})\W+(?:{NO_ALONE})(?=\s*(?:[,.!;:]|$))")
"""A regret and *no* said on its own (``Leider nein,``, ``Unfortunately no,``, ``Purtroppo no,``)."""


def _regret_gone(after: str, proof: str, asked: str) -> bool:
    """A regretted *no* that goes on to say the deed was cancelled or failed (``Leider nein, sie ist storniert``).

    Not one that says a place asked about is not free (``Unfortunately no, the terrace isn't available``), nor one
    that answers the user's question about another thing (:func:`_answers_aside`: *Is my old Tuesday booking still
    there?* — ``Unfortunately no, the Tuesday booking was cancelled last week``), read on the clause that says it
    (*Ist der Tisch sicher?* — ``Leider nein, der Tisch ist doch nicht sicher, die Buchung ist storniert`` takes the
    deed back).
    """
    said = [c for m in _SORRY_NO.finditer(after) for c in re.split(r"[,;:]", _clause_after(after, m))]
    return any((CANCELLED.search(c) is not None or failed(c)) and not _answers_aside(c, proof, asked) for c in said)


def _stems(text: str) -> set[str]:
    """The first four letters of each word of four letters or more (``cards`` and ``card`` are one)."""
    return {w[:4] for w in re.findall(r"[^\W\d_]{4,}", normalise(text))}
