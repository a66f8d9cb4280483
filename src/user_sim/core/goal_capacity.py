"""Counts of persons that are not the party's count as said: a room's bound, and the companions after a name.

Two forms a confirmation uses in all eight languages:

* **a bound** (:func:`unbounded`): *up to* or *at most* before a count of persons, seats or tickets says what a room
  or table holds, not how many were booked (``la sala Rockstar, fino a 10 persone, … 8 persone``, ``für bis zu 10
  Personen``, ``hasta 10 personas``, ``jusqu'à 10 personnes``, ``até 10 pessoas``, ``max. 10 Personen``, ``tot 10
  personen``, ``maksimal 10 orang``): it is no wrong count and no part of a sum. A bound is not blanked for the
  drawn count itself when no other count is said beside it (:func:`states_party`: ``up to 10 people`` may still be
  the 10 asked; not in ``Raum (bis zu 8 Personen) für 10 Personen gebucht``), nor one the booking was changed to (``I
  extended the booking to up to 10 people``, ``auf bis zu 10 Personen erweitert``, ``l'ho cambiata fino a 10
  persone``, ``ampliada hasta 10 personas``, ``uitgebreid tot 10 personen``): that is the party's new count;
* **a name and its companions** (:func:`companions_counted`): ``Élodie Garnier + 1 personne`` is two persons,
  ``Ana López + 2 acompañantes`` three, ``Herr Weber + 1 Begleitperson`` two; the ``+ 1`` is no count of its own.
  Only in a sentence said done, or one the party opens as the heading of its details (``Élodie Garnier + 1
  personne, atelier du 12 juillet``) with no negation, promise or *next time*: a party still to call about,
  refused or put off (``Pour Élodie Garnier + 1 personne, il faudra rappeler``, ``Marta López + 1 acompañante no
  es posible``, ``…, ce sera pour la prochaine fois``) is no party booked.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import UNTIL, either
from user_sim.core.goal_counts import PEOPLE, SEATS
from user_sim.core.goal_done import is_done, promises
from user_sim.core.goal_no_words import NE, NO_WORDS
from user_sim.core.goal_purpose import FOR
from user_sim.core.goal_rivals import states_drawn
from user_sim.core.goal_sentences import sentences
from user_sim.core.goals import normalise

_AT_MOST = (
    "up to", "at most", "no more than", "max", r"max\.", "maximum", "maximal", "maximo", "como maximo", "no maximo",
    "al massimo", "massimo", "au maximum", "hochstens", "maximaal", "hooguit", "maksimal", "paling banyak",
)  # fmt: skip
"""*At most* in the eight languages (normalised); *until* words (``fino a``, ``hasta``, ``bis``) are read too."""
_COMPANIONS = (
    r"acompanantes?|begleit(?:person(?:en)?|er\w*)|accompagnat\w*|acompanhantes?|begeleiders?|pendamping"
    r"|companions?|plus[- ]ones?"
)
"""Words for the persons who come along with a named one (``+ 1 acompañante``, ``+ 1 Begleitperson``)."""
_PERSONS = rf"(?:{PEOPLE}|{SEATS}|{_COMPANIONS})"
_BOUND = re.compile(
    rf"(?<!\w)(?:{either(_AT_MOST)}|{either(UNTIL)})\s+(?:(?:zu|a|de|di)\s+)?\d{{1,3}}\s+{_PERSONS}(?!\w)"
)
_NAME = r"[A-ZÀ-Þ][a-zß-ÿ'-]+(?: [A-ZÀ-Þ][a-zß-ÿ'-]+)?"
_PLUS = re.compile(rf"(?<![\w-])({_NAME})\s*\+\s*(\d)\s+([^\W\d_]+)(?!\w)")
"""A name and its companions: ``Élodie Garnier + 1 personne`` (the name capitalised, the companions counted)."""
_COMPANION_RE = re.compile(_PERSONS)
_CHANGED = (
    r"extend\w*|increas\w*|chang\w*|expand\w*|enlarg\w*|upgrad\w*|rais\w*|modif\w*|updat\w*|amend\w*|bump\w*"
    r"|ampli\w*|cambi\w*|aument\w*|actualiz\w*|mud\w*|alter(?:ad|ei|ou|amos)\w*|atualiz\w*|erweiter\w*|erhoh\w*|geandert"
    r"|aufgestockt|aufstock\w*|vergrosser\w*|umgebucht|umbuch\w*|aktualisiert|etend\w*|agrandi\w*|estes[oa]|estend\w*"
    r"|aggiornat\w*|uitgebreid|uitbreid\w*|verhoog\w*|opgehoogd|\w*wijzig\w*|verander\w*|aangepast|aanpas\w*"
    r"|vergro\w*|\w*perluas\w*|\w*ubah\w*|dinaikkan|naikkan"
)
"""Verbs of changing a booking's size (normalised stems): a bound they govern is the party's new count."""
_CHANGED_BEFORE = re.compile(
    rf"(?<!\w)(?:{_CHANGED})(?!\w)(?:[^,;:.!?()]*\W(?:to|a|auf|op|tot|naar|menjadi|jusqu'a|fino a)"
    rf"|(?:\W+(?!(?:{either(FOR)}|in|en|na|im|nel|dans|op|di)(?!\w))[\w']+){{0,3}})[^\w,;:.!?()]*$"
)
"""The change verb governs the bound: within three words (no *for*, *in*) or through a *to* (``changed … to up to 10``;
not ``booked … in the updated Jazz room for up to 10 people``)."""
_CHANGED_AFTER = re.compile(rf"^\W*(?:\w+\s+)?(?:{_CHANGED})(?!\w)")


_NOT_NOW = re.compile(
    rf"(?<!\w)(?:{NO_WORDS}|{NE}|no (?:es|esta|hay|se|puede|podemos|sera|fue|cabe|caben)|next time|another time"
    r"|prochaine fois|proxima vez|nachste[ns]? mal|prossima volta|volgende keer|lain kali)(?!\w)"
)
"""Said of the party: not done, or for next time (``no es posible``, ``geht leider nicht``, ``só na próxima vez``)."""


def _counts_party(sentence: str) -> bool:
    """The sentence's parties are booked: it is said done, or opens with the party and says nothing against it."""
    if is_done(sentence):
        return True
    if _PLUS.match(sentence.strip()) is None or promises(sentence):
        return False
    return _NOT_NOW.search(normalise(sentence)) is None


def _party(found: re.Match[str], done: list[str]) -> str:
    """A name and its companions as their party: ``Élodie Garnier + 1 personne`` → ``Élodie Garnier (2 pax)``.

    Only in a sentence of ``done`` (the text's sentences said done).
    """
    if _COMPANION_RE.fullmatch(normalise(found[3])) is None or not any(found[0] in s for s in done):
        return found[0]
    return f"{found[1]} ({int(found[2]) + 1} pax)"


def companions_counted(text: str) -> str:
    """``text`` with each name and its companions said as the party they make, in its done sentences (docstring)."""
    if _PLUS.search(text) is None:
        return text
    done = [s for s in sentences(text) if _counts_party(s)]
    return _PLUS.sub(lambda found: _party(found, done), text)


def unbounded(sentence: str) -> str:
    """``sentence`` with its parties counted (:func:`companions_counted`) and without its bounds (its case kept).

    Not a bound the booking was changed to (``ampliada hasta 10 personas``): :data:`_CHANGED` governs it.
    """
    text = companions_counted(sentence)
    folded = "".join(unicodedata.normalize("NFKD", c.replace("\u2019", "'"))[0].lower() for c in text)  # same places
    for found in reversed(list(_BOUND.finditer(folded))):
        if _CHANGED_BEFORE.search(folded[: found.start()]) or _CHANGED_AFTER.search(folded[found.end() :]):
            continue  # "I extended the booking to up to 10 people": the new count, no room's bound
        text = f"{text[: found.start()]} {text[found.end() :]}"
    return text


def states_party(sentence: str, value: str, counted: Sequence[str], options: Sequence[str], goal: str) -> bool:
    """``value`` is said outside a bound, or as a bound with no other option's count beside it (module docstring)."""
    plain = unbounded(sentence)
    if states_drawn(plain, value, counted, options, goal):
        return True
    said = states_drawn(companions_counted(sentence), value, counted, options, goal)
    return said and not any(o != value and states_drawn(plain, o, counted, ()) for o in options)
