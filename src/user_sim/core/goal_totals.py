"""A quantity said as a multiple: so many packs of a weight or a volume states their total.

A drawn weight or volume (``1 kg``, ``6 L``, ``75 cl``) is often delivered in packs: ``2 × 500 g``, ``2x 500g``,
``2 × noix de cajou grillées 500 g``, ``2 sachets de 500 g``, ``3 bottles of 2 L``, ``2 Packungen à 500 g``,
``2 confezioni da 500 g``, ``2 pacotes de 500 g``, ``2 zakken van 500 g``, ``2 bungkus 500 g``.
:func:`states_total` tells whether a text states the drawn measure that way: a count (1–99), then a multiplication
sign or a word for a pack (eight languages) with at most a few words between, then the pack's size in a unit of
mass or volume; the count times the size must equal the drawn measure exactly (``2 × 500 g`` is no ``1.5 kg``).
Lengths are left out: ``2 × 5 m`` is a size, not ten metres. The size of one pack is still said (``2 × 500 g``
also states ``500 g``), so a drawn ``500 g`` with options ``1 kg`` stays what the rules make of it.

:func:`vulgar_fractions` writes a fraction sign as decimals before :func:`user_sim.core.goal_canonical.canonical`
normalises a text (``1½ kg`` → ``1.5 kg``, ``½ l`` → ``0.5 l``).
"""

from __future__ import annotations

import re
from decimal import Decimal

from user_sim.core.goal_measures import measure
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_spoken import spoken_fractions
from user_sim.core.goal_units import rewrite_units
from user_sim.core.goals import normalise

_PACK = (
    r"bags?|packs?|packets?|pouches|pouch|bottles?|cans?|tins?|jars?|boxes|box|tubs?|cartons?|sachets?|bolsas?"
    r"|paquetes?|botellas?|latas?|tarros?|botes?|cajas?|sobres?|envases?|sacs?|paquets?|bouteilles?|canettes?"
    r"|boites?|pots?|bocaux|bocal|barquettes?|beutel|packungen|packung|packchen|flaschen|flasche|dosen|dose|glaser"
    r"|glas|tuten|tute|confezion[ei]|bustin[ae]|sacchett[io]|bottigli[ae]|lattin[ae]|barattol[io]|vasett[io]"
    r"|scatol[ae]|pacchi|pacco|bust[ae]|pacotes?|sacos?|saquinhos?|garrafas?|potes?|caixas?|embalagens?|frascos?"
    r"|zakken|zakjes?|zak|pakken|pakjes?|pak|flessen|fles|blikken|blik|potten|bakjes?|bungkus|botol|kaleng|toples"
    r"|kotak|kantong|kemasan"
)
"""Words for a pack, bag, bottle, tin or jar (singular and plural) in the eight languages."""
_OF = r"(?:of|de|da|di|van|von|a|met|mit|mit je|je|zu|zu je|isi|@|x|×)"
_SIZE = r"(\d+(?:[.,]\d+)?)\s*(kg|g|ml|cl|l)(?!\w)"
_TOTAL = re.compile(
    rf"(?<![\w.,])(\d{{1,2}})\s*(?:[x×]\s*(?:[a-z'-]+\s+){{0,5}}?|\s(?:[a-z'-]+\s+){{0,2}}?(?:{_PACK})\s+(?:{_OF}\s+)?)"
    rf"{_SIZE}"
)
"""A count, then ``×`` and up to five words of the item's name, or a pack word (after up to two words) and its
joining word, then the size of one: ``2x500 g``, ``2 × noix de cajou 500 g``, ``2 sachets de 500 g``."""

_VULGAR = re.compile(r"(?<![\d.,])(?:(\d+)\s?)?([½¼¾])")
_VULGAR_VALUE = {"½": "5", "¼": "25", "¾": "75"}


def vulgar_fractions(text: str) -> str:
    """A fraction sign as decimals, before normalisation splits it: ``1½ kg`` → ``1.5 kg``, ``½ l`` → ``0.5 l``."""
    return _VULGAR.sub(lambda m: f"{int(m[1] or 0)}.{_VULGAR_VALUE[m[2]]}", text)


def states_total(text: str, needle: str) -> bool:
    """``text`` gives canonical ``needle`` (a weight or a volume) as a count of packs times their size."""
    drawn = measure(needle)
    return drawn is not None and any(_total(found) == drawn for found in _TOTAL.finditer(_said(text)))


def without_packs(text: str, needle: str) -> str:
    """``text`` (normalised) without the packs that make up the drawn measure ``needle``: no other weight is said.

    ``Nocciole tostate – 2 kg (2 buste da 1 kg)`` for ``2 kg``: the bags' ``1 kg`` is the size of a pack, not a
    rival option; ``1 kg (2 buste da 500 g)`` still says 1 kg, and ``2 × 1 kg`` for ``1 kg`` is kept (two kilos).
    """
    drawn = measure(needle)
    said = _said(text) if drawn is not None else ""
    if not any(_total(found) == drawn for found in _TOTAL.finditer(said)):
        return text  # no pack of it: the text as it was
    return _TOTAL.sub(lambda found: " " if _total(found) == drawn else found[0], said)


def _said(text: str) -> str:
    return rewrite_units(spoken_fractions(words_to_digits(normalise(text))))


def _total(found: re.Match[str]) -> tuple[str, Decimal] | None:
    """The measure a count of packs (a match of :data:`_TOTAL`) adds up to, or None."""
    size = measure(f"{Decimal(found[2].replace(',', '.')).normalize():f} {found[3]}")
    return None if size is None or size[0] not in ("mass", "volume") else (size[0], size[1] * int(found[1]))
