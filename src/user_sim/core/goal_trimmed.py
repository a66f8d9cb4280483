"""A drawn text value said as a name without its leading words, when the rest still tells it from every rival.

A confirmation often names an option by the part of it that tells it apart: ``Excel Dasar`` for ``Microsoft
Excel dasar``, ``votre Ducato L2H2`` for ``Fiat Ducato``, ``Intensivo de Caracterización`` for ``maquillaje de
caracterización`` (beside ``maquillaje social``), ``Trip Padar`` for ``Pulau Padar`` (beside ``Pulau Kanawa``),
``2× Elisenlebkuchen`` for ``Dosen Elisenlebkuchen``. :func:`trimmed_values` gives such rests of a value of words
(no digit) with the variable's ``options``; a leading word may be left out when

* every other option has it too (a shared head: ``maquillaje de``, ``Pulau``; or a shared kind after two words
  or more: ``Aged Balsamic`` for ``aged balsamic vinegar`` beside ``sherry vinegar``), or
* it is capitalised and so is the word after it (a brand before its model: ``Microsoft Excel``, ``Fiat Ducato``);

the rest keeps four letters at least, starts with no preposition, and no other option states it. A lower-case word
of the value's own (``quad skates``, ``teakhouten dressoir``) is never left out: ``inline skates`` and ``eiken
dressoir`` are other things. :func:`says_as_name` then wants the rest said with a capital, as a name is
(``sociales`` in ``redes sociales`` is no ``maquillaje social``).

A line of a receipt may also name a product by the name it ends with (:func:`by_end_name`, read on such lines only:
:func:`user_sim.core.goal_rivals.in_line`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import DASHES
from user_sim.core.goal_purpose import LINK
from user_sim.core.goal_values import canonical, states
from user_sim.core.goals import normalise

_INDEFINITE = r"an?|one|un|une|una|uno|um|uma|ein|eine|einen|einem|einer|een|sebuah|seorang|satu"
_LINK = frozenset((*LINK, "d'", "the"))
"""Words a rest never starts with (``de caracterización``): the preposition goes with what was left out."""


def trimmed_values(value: str, options: Sequence[str]) -> list[str]:
    """The rests of ``value`` without leading or trailing words ``options`` allow to leave out (module docstring)."""
    rivals = [o for o in options if normalise(o) != normalise(value)]
    words = value.split()
    if not rivals or any(c.isdigit() for c in value) or len(words) < 2:
        return []
    shared = [set(normalise(r).split()) for r in rivals]
    rests = []
    for k in range(1, len(words)):
        for cut, kept, tail in ((words[:k], words[k:], False), (words[k:], words[:k], True)):
            rest = " ".join(kept)
            if normalise(kept[-1 if tail else 0]) in _LINK or sum(c.isalpha() for c in rest) < 4:
                continue
            common = all(normalise(w) in s for w in cut if normalise(w) not in _LINK for s in shared)
            common = common and (len(kept) > 1 or not tail)  # a shared kind leaves two words at least
            brand = not tail and k == 1 and cut[0][:1].isupper() and words[1][:1].isupper()
            if (common or brand) and not any(states(r, rest) for r in rivals):
                rests.append(rest)
    return rests


def says_as_name(text: str, rest: str) -> bool:
    """``text`` writes the first word of ``rest`` with a capital (``Kelas: Excel Dasar``).

    Not after an indefinite article: ``Um Mustang GT 2019 sai por R$ 420 mil`` names a kind of car, not the one drawn.
    """
    first = re.escape(rest.split()[0][:4])
    names = re.finditer(rf"(?<!\w)(?:({_INDEFINITE})\s+)?({first})", text, flags=re.IGNORECASE)
    return any(m.group(2)[0].isupper() and not m.group(1) for m in names)


def by_end_name(text: str, value: str, options: Sequence[str]) -> bool:
    """``text`` states the product name ``value`` ends with, which no other option holds.

    A receipt line names a product without its kind: ``Tornado 180 – blauw/wit`` for *stuntvlieger Tornado 180*,
    ``Kelas: Excel Dasar`` for *Microsoft Excel dasar*. The name is the value's last two words or more, one of them
    written with a capital (not ``dasar`` or ``Torte`` alone); ``Grijs 60x60`` names neither when *Cementlook Grijs
    60x60* and *Marmerlook Grijs 60x60* are both options.
    """
    words = value.split()
    others = [canonical(o) for o in options if canonical(o) != canonical(value)]
    for start in range(len(words) - 2, 0, -1):  # the shortest name first
        name = words[start:]
        if any(w[:1].isupper() for w in name):
            said = canonical(" ".join(name))
            if any(re.search(rf"(?<!\w){re.escape(said)}(?!\w)", other) for other in others):
                return False
            return states(text, " ".join(name))
    return False


def stands_alone(text: str, rest: str) -> bool:
    """``text`` names ``rest`` as a whole product: no word after it, and no capitalised word before it.

    A kind left off the end (``Aged Balsamic`` for *aged balsamic vinegar*) names the drawn product only when
    nothing else finishes the name: ``3 x Aged Balsamic 250ml`` does, ``3 x Aged Balsamic Glaze`` and
    ``Keripik Sambal Bawang`` (another product that holds the words) do not.
    """
    words = rf"[\s{DASHES}]+".join(re.escape(w) for w in rest.split())
    for m in re.finditer(rf"(?<!\w){words}(?!\w)", text, flags=re.IGNORECASE):
        before = text[: m.start()].split()
        after = text[m.end() :].lstrip()
        if not (after[:1].isalpha() or (before and before[-1][:1].isupper() and before[-1][:1].isalpha())):
            return True
    return False
