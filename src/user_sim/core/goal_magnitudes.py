"""Hundreds and thousands said in words, rewritten as digits once the smaller number words are digits.

Eight languages, on normalised text (lower case, no accents) whose units and tens are already digits
(:mod:`user_sim.core.goal_numbers`):

* **a multiplier word** with the number before it and the rest after it: ``two hundred and fifty``, ``deux cent
  vingt``, ``dos mil``, ``dua ratus``, ``mille pièces``, ``a thousand`` → ``250``, ``220``, ``2000``, ``200``,
  ``1000``, ``1000``; ``seratus`` / ``seribu`` are 100 / 1000;
* **glued forms**: German, Dutch and Italian write the number as one word (``zweihundertfünfzig``,
  ``tweehonderd``, ``duecentocinquanta``, ``duemila``), Spanish and Portuguese have their own hundreds
  (``trescientos``, ``quinientos``, ``duzentos``, ``quinhentos``): a word made only of number parts is cut
  into them first;
* guarded: French ``cent`` only with a number word beside it (English ``50 cents``, ``per cent``), Italian and
  Portuguese ``cento`` never after ``per`` (``10 per cento``), ``mila`` / ``ratus`` only after a number.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from user_sim.core.goal_conjunctions import AND, either

_HUNDREDS = {
    "doscientos": 2, "doscientas": 2, "trescientos": 3, "trescientas": 3, "cuatrocientos": 4, "cuatrocientas": 4,
    "quinientos": 5, "quinientas": 5, "seiscientos": 6, "seiscientas": 6, "setecientos": 7, "setecientas": 7,
    "ochocientos": 8, "ochocientas": 8, "novecientos": 9, "novecientas": 9, "duzentos": 2, "duzentas": 2,
    "trezentos": 3, "trezentas": 3, "quatrocentos": 4, "quatrocentas": 4, "quinhentos": 5, "quinhentas": 5,
    "seiscentos": 6, "seiscentas": 6, "setecentos": 7, "setecentas": 7, "oitocentos": 8, "oitocentas": 8,
    "novecentos": 9, "novecentas": 9,
}  # fmt: skip
"""Spanish and Portuguese hundreds from 200 (their own words, masculine and feminine)."""
_GLUED = r"hundert|honderd|cento|tausend|duizend|mila|mille"
"""The multiplier parts German, Dutch and Italian glue to the number before and after them."""
_HUNDRED = r"hundred|hundert|honderd|cien|ciento|cento|cem|ratus"
_THOUSAND = r"thousand|tausend|duizend|mil|mille|mila"
_AND = rf"(?:\s+{either(AND)})?\s+"
_ANY = re.compile(r"(?<![\w-])(seratus|seribu)(?![\w-])")
_OWN = re.compile(rf"(?<![\w-])({'|'.join(_HUNDREDS)})(?![\w-])")
_WORD_GLUED = re.compile(rf"(?<![\w-])([a-z]*?)({_GLUED})([a-z]*)(?![\w-])")
_CENT = re.compile(r"(?<![\w-])(?:([a-z-]+)\s+)?(cents?)(?:\s+([a-z-]+))?(?![\w-])")
"""French ``cent``: a hundred only beside a number word (``deux cents``, ``cent vingt``), not ``50 cents``."""
_TIMES_WORD = re.compile(rf"(?<![\w-])([a-z]+)(?=\s+(?:{_HUNDRED}|{_THOUSAND})(?![\w-]))")
"""A number word before a multiplier is a number, even one that is also another word (``dos mil``, ``due mila``)."""
_NUMBER = r"(?<![\w.,:-])(\d{1,3})"
_REST = r"(?![\w.,:-]|\s*(?:[.,:]\d|[x×]))"
_MULTIPLY_HUNDRED = re.compile(
    rf"(?:{_NUMBER}\s+)?(?<!per )(?<!por )(?<![\w-])({_HUNDRED})(?![\w-])(?:{_AND}(\d{{1,2}}){_REST})?"
)
_MULTIPLY_THOUSAND = re.compile(rf"(?:{_NUMBER}\s+)?(?<![\w-])({_THOUSAND})(?![\w-])(?:{_AND}(\d{{1,3}}){_REST})?")


def magnitudes(text: str, small: Callable[[str], str], words: Mapping[str, int]) -> str:
    """Hundreds and thousands of ``text`` as digits.

    ``small`` rewrites the units and tens of a text as digits; ``words`` is every number word's value (unguarded).
    """
    out = _WORD_GLUED.sub(lambda m: _unglue(m, small, words), text)
    out = _CENT.sub(lambda m: _cent(m, small, words), out)
    out = _TIMES_WORD.sub(lambda m: f" {words[m.group(1)]} " if m.group(1) in words else m.group(0), out)
    out = _ANY.sub(lambda m: " 100 " if m.group(1) == "seratus" else " 1000 ", out)
    out = _OWN.sub(lambda m: f" {_HUNDREDS[m.group(1)]} hundred ", out)
    out = small(out)
    out = _MULTIPLY_HUNDRED.sub(lambda m: _times(m, 100), out)
    return _MULTIPLY_THOUSAND.sub(lambda m: _times(m, 1000), out)


def _digits(word: str, small: Callable[[str], str], words: Mapping[str, int]) -> str | None:
    """A number word (or a glued compound of them: ``funfundzwanzig``) as digits, else None."""
    said = str(words[word]) if word in words else small(word).strip()
    return said if said.isdigit() else None


def _unglue(match: re.Match[str], small: Callable[[str], str], words: Mapping[str, int]) -> str:
    """A word made only of number parts, cut into them (``zweihundertfunfzig`` → ``2 hundert 50``)."""
    before, glued, after = match.groups()
    if not (before or after):
        return match.group(0)
    sides = [_digits(p, small, words) if p else "" for p in (before, after)]
    if None in sides:
        return match.group(0)
    return f" {sides[0]} {glued} {sides[1]} "


def _cent(match: re.Match[str], small: Callable[[str], str], words: Mapping[str, int]) -> str:
    before, after = (_digits(w, small, words) if w else None for w in (match.group(1), match.group(3)))
    if before is None and after is None:
        return match.group(0)
    return f" {before or match.group(1) or ''} hundred {after or match.group(3) or ''} "


def _times(match: re.Match[str], scale: int) -> str:
    number, word, rest = match.groups()
    if number is None and word in ("mila", "ratus"):
        return match.group(0)  # "duemila", "dua ratus" need their number
    return f" {int(number or 1) * scale + int(rest or 0)} "
