"""Numbers said in words, rewritten as digits before values are compared.

Eight languages (English, Spanish, French, German, Italian, Portuguese, Dutch, Indonesian), on normalised text
(lower case, no accents):

* **number words** 0–20 and the tens to 50 (``two``, ``dos``, ``deux``, ``zwei``, ``due``, ``duas``, ``twee``,
  ``dua``), with a tens word followed by a unit word added up (``twenty-five``, ``treinta y cinco``, ``vingt
  cinq``, ``dua puluh lima``). A word that is also a common other word (``one``, ``once``, ``due``, ``sei``,
  ``dos``, ``neuf``, ``sept``) counts only next to a word that makes it a number: a preposition of time or
  quantity before it (``a las once``, ``alle sei``, ``para dos``) or a count noun after it (``due persone``);
  articles (``un``, ``una``, ``ein``, ``een``, ``um``) never count; ``a dozen`` / ``una docena`` / ``uma dúzia``
  is 12 (Indonesian ``selusin``; not Dutch ``dozen``, boxes), ``half a dozen`` 6; ``a pair of tickets`` / ``un par
  de noches`` 2; a group told by its size (``met z'n vieren``, ``zu viert``, ``berempat``:
  :mod:`user_sim.core.goal_counts`) is its number; so is a number word hyphened to its noun (``a two-hour party``);
* **clock phrases** (``half past 7``, ``las 2 y media``, ``halb 8``, noon and midnight) are read once the numbers
  are digits, by :mod:`user_sim.core.goal_clock`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_clock import clock_times
from user_sim.core.goal_counts import COUNT_NOUN, DOZEN_RE, GROUP, GROUP_RE, PAIR_RE
from user_sim.core.goal_magnitudes import magnitudes
from user_sim.core.goals import normalise
from user_sim.number_words import ARTICLE_ONES, BOTH, HIGHER_TENS, INDONESIAN, NUMBER_WORDS, words_for

_WORDS = words_for(NUMBER_WORDS, HIGHER_TENS, INDONESIAN)
_VALUE = {word: number for number, words in words_for(_WORDS, BOTH).items() for word in words.split()}
_AMBIGUOUS = frozenset(["one", "once", "due", "sei", "dos", "neuf", "sept", "siete", "tres", "dez", "onze"])
_NOT_BY_BEFORE = frozenset(["tres", "onze"])
"""Words a preposition before does not make a number: French ``à très bientôt``, ``de très bonne qualité``."""
_NOT_BY_NOUN = frozenset(["onze"])
"""Words a count noun after does not make a number: Dutch ``onze gasten`` (our guests)."""
_PLURAL_I = re.compile(r"\s+[a-z]{3,}i(?!\w)")
"""Italian ``due`` / ``sei`` before a plural in ``-i`` (``due addetti``, ``sei biglietti``) is a number: English
``due`` has no such plural after it, and ``sei`` ("you are") takes a singular (``sei pronto``)."""
_ES = r"el|los|las|del|al|con|su|sus|muy|usted|ustedes|hemos|hay|tiene|tienes|tenemos|puede|gracias|pero"
_IT = r"il|gli|della|delle|sono|che|alle|abbiamo|ho|ha|per|lei|grazie|ecco|nella|nel|questo|questa"
_EN = r"the|and|you|your|is|are|we|it|for|will|have|has|this|that|of|to"
_FR = r"du|des|vous|nous|est|avec|pour|et|je|sont"
_PT = r"um|uma|com|nao|ao|aos|pelo|pela|do|da|das|em|voce|seu|sua"
_NL = r"de|het|een|van|en|is|zijn|we|wij|je|uw|voor|met|op|niet|dat|die|ook|naar|graag|bij"
_DE = r"der|die|das|und|ist|sind|wir|ich|sie|ihr|ihre|ihnen|bei|mit|fur|am|im|zum|zur|vom|bis|ab"
_CUE = {
    word: (re.compile(rf"(?<!\w)(?:{own})(?!\w)"), re.compile(rf"(?<!\w)(?:{others})(?!\w)"))
    for word, own, others in (
        ("dos", _ES, f"{_PT}|{_FR}"),
        ("once", _ES, _EN),
        ("due", _IT, f"{_EN}|{_FR}"),
        ("sept", _FR, _EN),
        ("siete", _ES, _IT),
        ("tres", f"{_ES}|{_PT}|para|por|son|somos", _FR),
        ("dez", _PT, _DE),
        ("onze", f"{_FR}|{_PT}", _NL),
        ("dozen", _NL, _EN),
    )
}
"""An ambiguous word is a number in a text of its number's language: Spanish ``dos``/``once`` (Portuguese "of the",
English "once"), Italian ``due`` (English "due"), French ``sept`` (English "Sept"), Spanish ``siete`` (Italian "you
are"), Spanish and Portuguese ``tres`` (French "very"), Portuguese ``dez`` (German "Dez."), French and Portuguese
``onze`` (Dutch "our"), Dutch ``dozen`` (boxes: ``6 dozen tegels`` are six): told by function words found only in
that language, with none of the other's (Italian ``sei`` is also "you are", so it is not read so)."""
_BEFORE = r"(?:para|por|las|los|alle|le|per|om|um|ore|sono|son|for|at|a|de|ya|jam|pukul)"
_WORD_RE = "|".join(sorted((re.escape(w) for w in _VALUE), key=len, reverse=True))
_TENS_RE = "|".join(w for n, words in _WORDS.items() if n >= 20 for w in words.split())
_UNIT_RE = "|".join(w for n, words in _WORDS.items() if 1 <= n <= 9 for w in words.split())
_TEEN_RE = "dix-sept|dix-huit|dix-neuf|dix|onze|douze|treize|quatorze|quinze|seize"
_COMPOUND = re.compile(
    rf"(?<![\w-])(?:({_TENS_RE})(?:-|\s+(?:y|e|et|und|en)\s+|\s+)({_UNIT_RE})"  # twenty-five, treinta y cinco
    rf"|({_UNIT_RE})(?:und|en)({_TENS_RE})"  # funfundzwanzig, vijfentwintig
    rf"|(veinti|vent|trent|quarant|cinquant|sessant|settant|ottant|novant)a?({_UNIT_RE})"  # venticinque, trentotto
    rf"|(soixante|quatre-vingt)(?:-|\s+et\s+)({_TEEN_RE}))(?![\w-])"  # soixante-quinze, quatre-vingt-dix-sept
)
_GLUED_TENS = {"veinti": 20, "vent": 20, "trent": 30, "quarant": 40, "cinquant": 50}
_GLUED_TENS |= {"sessant": 60, "settant": 70, "ottant": 80, "novant": 90, "soixante": 60, "quatre-vingt": 80}
_NUMBER_WORD = re.compile(
    rf"(?<![\w-])(?:({_BEFORE})\s+)?({_WORD_RE})(?!\w)(?!-(?!{COUNT_NOUN}(?!\w)))(?=((?:\s+|-){COUNT_NOUN}(?!\w))?)"
)
"""A number word, with the preposition before it and the counted noun after it; a number word hyphened to its noun is
one too (``a two-hour party``, ``a three-night stay``, ``a one-day pass``: 2, 3, 1), a hyphen to another word is no
number (``one-off``, ``two-way``)."""
_PULUH = re.compile(r"(?<!\d)([1-9])\s+puluh(?:\s+([1-9]))?(?!\d)|(?<!\d)([1-9])\s+belas(?!\d)")


def number_of(value: str) -> int | None:
    """The number a drawn value written as one number word stands for (``dos``, ``due``, ``uno``), else None.

    A value is a number even where a sentence's word would be ambiguous (``dos``, ``due``, ``uno``).
    """
    word = value.strip()
    return _VALUE.get(word) if word in _VALUE else 1 if word in ARTICLE_ONES[1].split() else None


def words_to_digits(text: str) -> str:
    """Number words and clock phrases of normalised ``text`` as digits (see the module docstring)."""
    out = PAIR_RE.sub(" 2 ", GROUP_RE.sub(lambda m: f" {GROUP[m.group(1) or m.group(2)]} ", text))
    out = DOZEN_RE.sub(_dozen, magnitudes(out, _small_numbers, _VALUE))
    return clock_times(out)


def _dozen(match: re.Match[str]) -> str:
    if match.group(0).endswith("dozen") and not match.group(1) and _in_its_language("dozen", match.string):
        return match.group(0)  # Dutch "aangepast naar 6 dozen": six boxes
    return f" {6 if match.group(1) else 12 * int(match.group(2) or 1)} "


def _small_numbers(text: str) -> str:
    """The units and tens of ``text`` as digits (``vingt-cinq``, ``dua puluh``, ``zwei``)."""
    return _PULUH.sub(_puluh, _NUMBER_WORD.sub(_number_word, _COMPOUND.sub(_compound, text)))


def _number_word(match: re.Match[str]) -> str:
    before, word, noun = match.group(1), match.group(2), match.group(3)
    if word == "sept" and re.search(r"(?<![\d.,:])\d{1,2}\.?\s+$", match.string[: match.start()]):
        return match.group(0)  # "wo 10 sept": September after a day, even beside a French "je"
    if word in _AMBIGUOUS and not _in_its_language(word, match.string):
        counted = bool(before and word not in _NOT_BY_BEFORE) or bool(noun and word not in _NOT_BY_NOUN)
        if not (counted or (word in ("due", "sei") and _PLURAL_I.match(match.string, match.end()))):
            return match.group(0)
    return f"{before} {_VALUE[word]}" if before else str(_VALUE[word])


def _in_its_language(word: str, text: str) -> bool:
    own, others = _CUE.get(word, (None, None))
    return own is not None and others is not None and bool(own.search(text)) and not others.search(text)


def _compound(match: re.Match[str]) -> str:
    tens, units, units2, tens2, glued, units3, french, teen = match.groups()
    if tens:
        return str(_VALUE[tens] + _VALUE[units])
    if tens2:
        return str(_VALUE[tens2] + _VALUE[units2])
    if french:
        return str(_GLUED_TENS[french] + _VALUE[teen])
    return str(_GLUED_TENS[glued] + _VALUE[units3])


def _puluh(match: re.Match[str]) -> str:
    if match.group(3):
        return str(10 + int(match.group(3)))
    return str(int(match.group(1)) * 10 + int(match.group(2) or 0))


def states_dozens(text: str, needle: str) -> bool:
    """``text`` says the drawn ``needle`` as so many dozens (``dez dúzias`` for 10; its canonical 120 still holds)."""
    said = _small_numbers(normalise(text)) if needle.isdigit() else ""
    return any(m[2] is not None and int(m[2]) == int(needle) for m in DOZEN_RE.finditer(said))
