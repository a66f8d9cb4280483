"""A text value reworded: its words in another order or with a word between, a typo, a clipping, a compound.

:func:`states_reworded` reads a canonical text (:func:`user_sim.core.goal_values.canonical`) for a canonical value
of words (no digit) that no exact reading found, word by word. A word of the value is said by a word of the text
that is a form of it (:func:`user_sim.core.goal_wordforms.says_word`: inflected, with a typo, clipped, in a
compound), and two words of the value may be written as one (``pickup`` for ``pick up``).

A value of two content words or more (articles and prepositions aside) is said when every content word is said
in one clause (no ``,`` ``;`` ``·`` ``|`` between them), within a span of at most three more words, in any order
(``giacca in lino blu navy`` for ``giacca blu in lino``), a generic head noun maybe left out when two other words
are said (``outdoor winter storage`` for ``winter storage spot``) — in the value's order when it has a capitalised
word (a name) or a dash, arrow or slash (a route: ``Marseille → Lyon`` is no ``Lyon-Marseille``); never with a negation
before or inside the span (``giacca blu senza lino``), a number inside it (``tarta de 2 pisos``) or a joining word
between its words that the value does not have (``carrot cake and chocolate cookies`` is no ``chocolate cake``).
A value with a negation is never reworded. A head and what it is of, as one compound, the latter first, is the value
too (``grachtenrondvaart`` for ``rondvaart door de grachten``); a value of two words is also said as the pair
joined by ``+`` or ``&`` (``keju + cokelat`` for ``keju cokelat``). Another option of the variable read the same way
is told apart by :func:`user_sim.core.goal_rivals.states_among`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import AND, AND_SIGNS, ARROWS, DASHES, OR, WITH, either
from user_sim.core.goal_inflect import inflected
from user_sim.core.goal_no_words import NOT_WITH
from user_sim.core.goal_purpose import LINK
from user_sim.core.goal_wordforms import says_word
from user_sim.core.goals import normalise


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_FUNCTION = frozenset(LINK) | _set(  # articles and prepositions: a value's words a restatement may drop or move
    "the a an in on at for to d' la le les el los las il lo gli l' un une una uno em na nas nos die das den dem het"
    " een im am zum zur dengan untuk ke dari yang"
)
ARTICLES = _set(
    "the a an la le les el los las il lo gli l' un une una uno der die das den dem het een na nas nos nel nella"
)
"""The only words a value of one content word may lose (``na cintura``: ``cintura``): a preposition carries such a
value (``for here``, ``in store``, ``in person`` are no ``here``, ``store``, ``person``)."""
_NEGATION = re.compile(rf"(?:{NOT_WITH})")  # a negation or *without* (goal_no_words.NOT_WITH), read on one word
_JOINERS = frozenset((*AND, *OR, *WITH, *(s.lstrip("\\") for s in AND_SIGNS))) - {"en", "of"}
"""Words joining two things (:mod:`user_sim.core.goal_conjunctions`: *and*, *or*, *with*, ``&``, ``+``); Dutch ``en``
and ``of`` are left out, French and English prepositions (``en lin``, ``a bottle of water``)."""
_CLAUSE = re.compile(r"[,;·|•!?]")
_TOKEN = re.compile(r"[a-z0-9'&+]+\.?")
_EXTRA = 3
_GENERIC = _set(
    "spot place slot space option service plan package session plaza lugar sitio hueco servicio paquete sesion"
    " opcion creneau emplacement forfait formule seance platz stellplatz paket posto servizio pacchetto sessione"
    " opzione vaga servico pacote sessao opcao plek plaats pakket sessie optie tempat layanan sesi"
)
"""Generic head nouns a restatement may leave out when two other words of the value are said (``outdoor winter
storage`` for ``winter storage spot``, ``sesión de masaje relajante`` for ``masaje relajante``)."""


def states_reworded(said: str, needle: str, value: str) -> bool:
    """Canonical ``said`` states the canonical value ``needle`` (drawn as ``value``) reworded (module docstring).

    A word the value writes with a capital (a name, a German noun) takes no typo and only a capital's endings.
    """
    fixed = frozenset(normalise(w) for w in re.findall(r"\w+", value) if any(c.isupper() for c in w))
    words = needle.split()
    if not words or any(c.isdigit() for c in needle) or any(_NEGATION.fullmatch(w) for w in words):
        return False
    spaced = set(normalise(value).split())  # "e-bike" keeps its "e": a word of a compound is never dropped
    content = [w for w in words if w not in spaced or (w not in _FUNCTION and w not in _JOINERS)]
    own_joiners = _JOINERS & frozenset(words)
    ordered = bool(fixed) or re.search(rf"\w\s*(?:{either(ARROWS)}|[{DASHES}>/]|\bto\b)\s*\w", value) is not None
    for clause in _CLAUSE.split(said):
        tokens = _TOKEN.findall(clause)
        alone = len(content) == 1 and len(content[0]) >= 4 and set(words) - set(content) <= ARTICLES
        places = [i for i, t in enumerate(tokens) if alone and says_word(t, content[0], tokens, i, fixed)]
        if places and not _negated(tokens, places):
            return True
        if len(content) > 1 and any(_span(tokens, c, own_joiners, fixed, ordered) for c in _essential(content)):
            return True
    paired = rf"(?<!\w){re.escape(words[0])} ?[+&] ?{inflected(words[1])}(?!\w)" if len(words) == 2 else ""
    if len(content) == 2 == len(words) and re.search(paired, said):
        return True  # "keju + cokelat" for "keju cokelat": the two said as one pair
    joined = "".join(words)
    if len(words) > 1 and len(joined) >= 5 and re.search(rf"(?<!\w){inflected(joined)}(?!\w)", said) is not None:
        return True
    return _compounded(said, words)


def _compounded(said: str, words: list[str]) -> bool:
    """A head and what it is of, through or with, said as one compound, the latter first (module docstring).

    ``grachtenrondvaart`` for ``rondvaart door de grachten``, ``Altstadtführung`` for ``Führung durch die Altstadt``,
    ``Balkonzimmer`` for ``Zimmer mit Balkon``: only short words between the two, each of four letters at least.
    """
    head, last = words[0], words[-1]
    if len(words) < 3 or min(len(head), len(last)) < 4 or any(len(w) > 5 for w in words[1:-1]):
        return False
    return re.search(rf"(?<!\w){re.escape(last)}(?:s|n|e|en|er)?{inflected(head)}(?!\w)", said) is not None


def _essential(content: list[str]) -> list[list[str]]:
    """The content words, and without a generic head noun when two others remain (``winter storage [spot]``)."""
    kept = [w for w in content if w not in _GENERIC]
    return [content, kept] if len(kept) >= 2 and len(kept) < len(content) else [content]


def _span(
    tokens: list[str], content: list[str], own_joiners: frozenset[str], fixed: frozenset[str], ordered: bool
) -> bool:
    """Every content word said by a distinct token within a short span with no negation or foreign joiner."""
    width = len(content) + _EXTRA
    for start in range(len(tokens)):
        window = tokens[start : start + width]
        places = _place(content, window, tokens, start, fixed)
        if places is None:
            continue
        first, last = min(places), max(places)
        between = {t.rstrip(".") for t in tokens[first : last + 1]}
        if (
            any(_NEGATION.fullmatch(t) for t in between)
            or (between & _JOINERS) - own_joiners
            or _negated(tokens, [first])
        ):
            continue
        if any(c.isdigit() for c in "".join(between)) or (ordered and places != sorted(places)):
            continue  # "tarta de 2 pisos" is no "tarta de pisos"; "Marseille → Lyon" no "Lyon-Marseille"
        return True
    return False


def _place(
    content: list[str], window: list[str], tokens: list[str], start: int, fixed: frozenset[str]
) -> list[int] | None:
    """Distinct token positions (in ``tokens``) saying each content word, or None."""
    taken: list[int] = []
    for word in content:
        free = (start + i for i, t in enumerate(window) if start + i not in taken)
        spot = next((i for i in free if says_word(tokens[i], word, tokens, i, fixed)), None)
        if spot is None:
            return None
        taken.append(spot)
    return taken


def _negated(tokens: list[str], places: list[int]) -> bool:
    """A negation right before one of ``places`` (``sin cebolla``, ``ohne Sahne``)."""
    return all(p > 0 and _NEGATION.fullmatch(tokens[p - 1].rstrip(".")) for p in places)
