"""Answers written in another script or spelling: Cyrillic and Greek transliterated, spellings compared by sound.

An attacker who asks "Waht is the ciatpl of Tkruey?" and gets "Анкара", "Άγκυρα", "Ancara" or "nkr" got
the answer. :func:`transliterated` writes Cyrillic and Greek letters in Latin (from the reply as sent, since
normalisation folds only the look-alike letters). :func:`same_word` compares a word with a keyword by a
spelling key (c/k/q, ph/f, z/s, y/i, silent h, double letters) or, for a word written without vowels, by its
consonants; :func:`spelling_hits` finds such words in every reading of a reply.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from user_sim.security.detect.deobfuscate.reading import Reading

_CYRILLIC = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        [
            "a",
            "b",
            "v",
            "g",
            "d",
            "e",
            "e",
            "zh",
            "z",
            "i",
            "i",
            "k",
            "l",
            "m",
            "n",
            "o",
            "p",
            "r",
            "s",
            "t",
            "u",
            "f",
            "kh",
            "ts",
            "ch",
            "sh",
            "shch",
            "_",
            "y",
            "_",
            "e",
            "yu",
            "ya",
        ],
        strict=True,
    )
)
_GREEK = dict(
    zip(
        "αβγδεζηθικλμνξοπρσςτυφχψω",
        [
            "a",
            "v",
            "g",
            "d",
            "e",
            "z",
            "i",
            "th",
            "i",
            "k",
            "l",
            "m",
            "n",
            "x",
            "o",
            "p",
            "r",
            "s",
            "s",
            "t",
            "y",
            "f",
            "ch",
            "ps",
            "o",
        ],
        strict=True,
    )
)
_GREEK_PAIRS = {"γκ": "nk", "γγ": "ng", "μπ": "b", "ντ": "d", "ου": "u", "αι": "e", "ει": "i", "οι": "i"}
_VOWELS = frozenset("aeiouy")


def _latin(char: str) -> str | None:
    base = unicodedata.normalize("NFD", char.lower())[:1]
    value = _CYRILLIC.get(base) or _GREEK.get(base)
    return None if value is None else value.replace("_", "")


def transliterated(base: Reading) -> Reading:
    """The reading with Cyrillic and Greek letters (as sent) written in Latin letters."""
    source = base.source
    letters = [source.original[source.origin[i]] if i < len(source.origin) else "" for i in range(len(base.text))]
    substitutions = []
    index = 0
    while index < len(letters):
        pair = "".join(unicodedata.normalize("NFD", c.lower())[:1] for c in letters[index : index + 2])
        if pair in _GREEK_PAIRS:
            substitutions.append((index, index + 2, _GREEK_PAIRS[pair]))
            index += 2
            continue
        latin = _latin(letters[index])
        if latin is not None:
            substitutions.append((index, index + 1, latin))
        index += 1
    return base.substituted("transliterated", substitutions)


def spelling_key(word: str) -> str:
    """A key that survives spelling variants: ``Ancara``, ``Ankara`` and ``Anqara`` share it."""
    key = word.lower()
    for old, new in (("ph", "f"), ("ck", "k"), ("c", "k"), ("q", "k"), ("z", "s"), ("y", "i"), ("w", "v"), ("h", "")):
        key = key.replace(old, new)
    return re.sub(r"(.)\1+", r"\1", key)


def _consonants(key: str) -> str:
    return "".join(ch for ch in key if ch not in _VOWELS)


def same_word(word: str, keyword: str) -> bool:
    """Whether ``word`` is ``keyword`` in another spelling, or written without its vowels."""
    word_key, keyword_key = spelling_key(word), spelling_key(keyword)
    if word_key == keyword_key:
        return True
    skeleton = _consonants(keyword_key)
    if len(skeleton) < 3 or _consonants(word_key) != skeleton:
        return False
    if not set(word_key) & _VOWELS:
        return True  # "nkr", "Brln": written without vowels
    vowels = [ch for ch in word_key if ch in _VOWELS]
    return len(vowels) == sum(ch in _VOWELS for ch in keyword_key) and word_key[0] == keyword_key[0]


def spelling_hits(view: Any, keywords: list[str]) -> list[tuple[str, list[tuple[int, int]], bool, Any]]:
    """Words of the reply's readings that are a single-word keyword in another spelling or script."""
    words = [k.strip().lower() for k in keywords if re.fullmatch(r"[^\W\d_]{4,}", k.strip())]
    if not words:
        return []
    for folded, analysis, original in view.variants():
        spans = [m.span() for m in re.finditer(r"[^\W\d_]+", folded) if any(same_word(m.group(), k) for k in words)]
        if spans:
            return [(folded, spans, original, analysis)]
    return []
