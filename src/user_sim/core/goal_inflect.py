"""A word of a drawn value in its inflected forms, both ways: the value's own ending may go and another come.

:func:`inflected` gives a regex for one canonical word (lower case, no accents) of a value. A bot restates a
value in the number, gender or case its sentence needs, and the value may itself be drawn inflected:

* **an ending added** — ``negro``: ``negros``, ``negra``; ``rosso``: ``rossi``; ``blau``: ``blaue``, ``blauer``;
  ``grille`` (``grillé``): ``grillees``; ``lavendelplant``: ``lavendelplanten``; ``bianco``: ``bianchi``;
* **the value's own ending gone** — a value drawn plural or agreeing is said in the singular or the base form:
  ``vegetarianos``: ``Vegetariano``; ``lavendelplanten``: ``lavendelplant``; ``grillees``: ``grille``;
  ``berries``: ``berry``; ``meloes`` (``melões``): ``melao``; ``lapices``: ``lapiz``; ``rossi``: ``rosso``;
* **a capitalised word** (a name, a German noun) keeps its form but for a plural ``s`` (``-n`` after a final
  ``e``: ``Tasse``: ``Tassen``), and from six letters on a German plural or case ending (``Zapfanlage``:
  ``Zapfanlagen``); ``Maria`` is never ``Mario``.

An ending is taken off only where at least four letters stay (five for ``-en``, ``-er``, ``-es``: ``poster`` is
no ``post``, ``shower`` no ``show``), so a short word never loses its root. A weekday or a month
(:data:`user_sim.core.goal_dates.WEEKDAYS`, ``MONTH``) is no agreeing word: it takes a plural ``s`` at most
(``sábados``), so ``martes`` is never the name ``Marta``. A word of three letters ending in a consonant takes a
plural ``s`` only (``oak``: ``oaks``; not ``-es``, which makes other words: ``tubes``, ``capes``, ``codes``, ``sales``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from user_sim.core.goal_dates import MONTH, WEEKDAYS

_ADDED = r"(?:s|es|e|en|ens|n|ee|ees)"
_ADDED_LONG = r"(?:s|es|e|en|er|em|ern|ens|ers|n|ee|ees)"
"""Endings a base may take (plural, German and Dutch agreement and case, French feminine plural); ``-er`` and
``-em`` only after five letters (``schwarzer``, ``kleinem``; ``show`` is no ``shower``)."""
_VOWEL = r"(?:[aeio]s?|ees?)"
"""What follows a base that lost its final vowel: gender and number (``ross``: ``rossa``, ``rossi``; ``grill``:
``grillees``); after ``c`` or ``g`` also Italian ``-chi``, ``-che`` (``bianchi``, ``lunghe``)."""
_TAKEN = (
    ("ies", "y", 3),  # berries / berry
    ("oes", "ao", 1),  # melões / melão
    ("aes", "ao", 1),  # pães / pão
    ("ces", "z", 4),  # lápices / lápiz
    ("ees", "e", 4),  # grillées / grillé
    ("es", "", 5),
    ("en", "", 5),
    ("er", "", 5),
    ("em", "", 5),
    ("s", "", 4),
)
"""A value's own ending, what replaces it and how many letters must stay."""
_CALENDAR = frozenset(word for line in WEEKDAYS for word in line.split()) | frozenset(MONTH)
"""Weekday and month names: a plural ``s`` at most (module docstring)."""
_CAPITAL = r"(?:s|e|en|n|es|er)"
_CAPITAL_TAKEN = ("es", "en", "er", "s", "n")
"""A capitalised word's endings: added (:data:`_CAPITAL`) or taken off where five letters stay."""


@lru_cache(maxsize=4096)
def inflected(word: str, fixed: bool = False) -> str:
    """A regex of canonical ``word`` in its inflected forms (module docstring); ``fixed``: written capitalised."""
    if re.fullmatch(r"[a-z]{2}[^aeiouwy\W]", word) and not fixed and word not in _CALENDAR:
        return f"{word}s?"  # a short noun's plural: "oak" is stated by "we build in oaks" (not -es: "tub", "tubes")
    if not re.fullmatch(r"[a-z]{4,}|[a-z]+ao|[a-z]+[ao]es", word):
        return re.escape(word)
    if word in _CALENDAR:
        return f"{word}s?"
    if fixed:
        if len(word) < 6:
            return f"{word}{'(?:s|n)' if word.endswith('e') and len(word) == 5 else 's'}?"  # "Tasse": "Tassen"
        bases = {word, *(word[: -len(e)] for e in _CAPITAL_TAKEN if word.endswith(e) and len(word) - len(e) >= 5)}
        return f"(?:{'|'.join(sorted(bases, key=len, reverse=True))}){_CAPITAL}?"
    return "(?:" + "|".join(_forms(base) for base in sorted(bases_of(word), key=len, reverse=True)) + ")"


def bases_of(word: str) -> set[str]:
    """``word`` and the word without its own plural or agreement ending (``vegetarianos``: ``vegetariano``)."""
    bases = {word}
    for ending, instead, keep in _TAKEN:
        if word.endswith(ending) and len(word) - len(ending) >= keep and not word.endswith("ss"):
            bases.add(word[: -len(ending)] + instead)
    return bases


def _forms(base: str) -> str:
    """A regex of ``base`` with an ending added, its final vowel free (``rosso``: ``ross[aeio]``)."""
    if base.endswith("ao"):
        return f"{base[:-2]}(?:ao|aos|oes|aes)"
    if base.endswith("y") and len(base) >= 4:
        return f"{base[:-1]}(?:y|ys|ies)"
    if base.endswith("z"):
        return f"{base[:-1]}(?:ces|z{_ADDED_LONG}?)"  # "lápiz": "lápices"; "schwarz": "schwarzer"
    if base[-1] in "aeo" or (base[-1] == "i" and len(base) >= 5):
        stem = base[:-1]
        vowel = f"(?:{_VOWEL}|h[ie]s?)" if stem[-1] in "cg" else _VOWEL
        return f"{stem}{vowel}{'?' if base[-1] == 'e' and len(base) >= 6 else ''}"  # "grille" also "grill"
    return f"{base}{_ADDED_LONG if len(base) >= 5 else _ADDED}?"
