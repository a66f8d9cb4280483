"""Text normalisation shared by every oracle: Unicode, invisible characters, look-alikes, leetspeak, spacing.

Chatbot replies are matched after :func:`normalize` (NFKC, invisible characters removed, Cyrillic/Greek
look-alikes folded to Latin, typographic quotes and dashes unified) and, for keywords, after :func:`fold`
(also lower case and without accents). :class:`NormalText` keeps, for every character of the normalised text,
the index of the original character it came from, so a match can be reported (or redacted) in the original.

Keywords and markers match on word boundaries with :func:`keyword_regex`, which tolerates leetspeak
(``p4ssw0rd``) and letters split by separators (``s.e.c.r.e.t``, ``s e c r e t``).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

_INVISIBLE = frozenset(
    [
        *(0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFFA0, 0xFEFF),
        *range(0x200B, 0x2010),  # zero-width space/joiners, LRM/RLM
        *range(0x202A, 0x202F),  # bidi embeddings and overrides
        *range(0x2060, 0x2070),  # word joiner, invisible operators, bidi isolates
        *range(0xFE00, 0xFE10),  # variation selectors
        *range(0xE0000, 0xE0080),  # tag characters
    ]
)

# Look-alikes that NFKC leaves alone: Cyrillic, Greek and a few Latin variants that render like ASCII letters.
_CONFUSABLES = str.maketrans(
    "аеорсухіјѕԁһӏԛԝкёїɑɡıαοριεκνυτχАВЕКМНОРСТХУЅІЈԌΑΒΕΖΗΙΚΜΝΟΡΤΥΧ‘’‚‛′“”„‟″«»‐‑‒–—―−",
    'aeopcyxijsdhlqwkeiagiaopiekvutxABEKMHOPCTXYSIJGABEZHIKMNOPTYX\'\'\'\'""""""""-------',
)

_LEET = {
    "a": "a4@",
    "b": "b8",
    "e": "e3€",
    "g": "g9",
    "i": "i1!|l",
    "l": "l1|i",
    "o": "o0",
    "s": "s5$",
    "t": "t7+",
    "z": "z2",
}

# Separators an obfuscator puts between the letters of a marker (s.e.c.r.e.t, s-e-c-r-e-t, s e c r e t).
_GAP = r"[\s.\-_*·,/\\'`~^!]{0,4}"
_WORD_CHAR = r"[^\W_]"


_ESCAPED_QUOTE = re.compile(
    r"(?P<single>&(?:#0*39|#[xX]0*27|#0*821[67]|#[xX]0*201[89]|apos|[lr]squo);|\\u(?:0027|201[89])"
    r"|(?<=[^\W\d_])(?:%27|%[eE]2%80%9[89])(?=[^\W\d_]))"
    r"|(?P<double>&(?:#0*34|#[xX]0*22|#0*822[01]|#[xX]0*201[cdCD]|quot|[lr]dquo);|\\u(?:0022|201[cdCD]))"
)
"""A quote a web chatbot wrote escaped (``I can&#39;t``, ``&rsquo;``, ``\\u2019``): read as the quote, so a refusal
so written is still a refusal. A percent-escaped apostrophe counts only between two letters (``can%27t``,
``l%E2%80%99accès``); other percent escapes are left to URLs."""


@lru_cache(maxsize=4096)
def _normal_char(char: str) -> str:
    if ord(char) in _INVISIBLE:
        return ""
    return unicodedata.normalize("NFKC", char).translate(_CONFUSABLES)


def _normalise_into(text: str, start: int, end: int, parts: list[str], origin: list[int]) -> None:
    """Append the normal form of ``text[start:end]`` to ``parts``, and where each character came from to ``origin``."""
    for index in range(start, end):
        piece = _normal_char(text[index])
        parts.append(piece)
        origin.extend([index] * len(piece))


@lru_cache(maxsize=4096)
def _folded_char(char: str) -> str:
    lowered = char.lower()[:1]
    return unicodedata.normalize("NFD", lowered)[:1] if lowered else ""


@dataclass(frozen=True)
class NormalText:
    """A text normalised character by character, with the way back to the original."""

    original: str
    normal: str
    """NFKC, invisible characters removed, look-alikes and punctuation folded (case kept)."""
    folded: str
    """``normal`` lower-cased and without accents; same length as ``normal``."""
    origin: tuple[int, ...]
    """``origin[i]`` is the index in ``original`` of the character that produced ``normal[i]``."""

    @classmethod
    def of(cls, text: str) -> NormalText:
        """Normalise ``text``; a quote written as an HTML entity or a backslash escape is that quote (``&#39;``)."""
        normal_parts: list[str] = []
        origin: list[int] = []
        done = 0
        for quote in _ESCAPED_QUOTE.finditer(text):
            _normalise_into(text, done, quote.start(), normal_parts, origin)
            normal_parts.append("'" if quote.lastgroup == "single" else '"')
            origin.append(quote.start())
            done = quote.end()
        _normalise_into(text, done, len(text), normal_parts, origin)
        normal = "".join(normal_parts)
        folded = "".join(_folded_char(c) or c for c in normal)
        return cls(text, normal, folded, tuple(origin))

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map ``[start, end)`` in the normalised text back to the original text."""
        if start >= end or not self.origin:
            return (0, 0)
        return (self.origin[start], self.origin[end - 1] + 1)

    def original_slice(self, start: int, end: int) -> str:
        """Return the original characters behind ``normal[start:end]``."""
        first, last = self.original_span(start, end)
        return self.original[first:last]


def normalize(text: str) -> str:
    """Return ``text`` in NFKC, without invisible characters, with look-alikes and punctuation folded."""
    return unicodedata.normalize("NFKC", NormalText.of(text).normal)


def fold(text: str) -> str:
    """Return :func:`normalize` of ``text``, lower-cased and without accents (for comparisons)."""
    return NormalText.of(text).folded


_SPACED = (
    (re.compile(r"(?<![^\W_])(?:[^\W_]([.\-_*·]))(?:[^\W_]\1){2,}[^\W_](?![^\W_])"), re.compile(r"[.\-_*·]")),
    (re.compile(r"(?<!\S)(?:\S[ \t]){3,}\S(?!\S)"), re.compile(r"[ \t]")),
)


def collapse_spaced_letters(text: str) -> str:
    """Join runs of four or more single characters split by separators.

    ``s.e.c.r.e.t`` and ``s-e-c-r-e-t`` (one repeated separator) become ``secret``; ``S E C R E T - 1 2 3``
    (single characters, punctuation included, split by single spaces) becomes ``SECRET-123``.
    """
    return _collapse_mapped(text)[0]


def _collapse_mapped(text: str) -> tuple[str, list[int]]:
    """:func:`collapse_spaced_letters` of ``text``, and for each character kept its index in ``text``."""
    index = list(range(len(text)))
    for pattern, separator in _SPACED:
        kept: list[int] = []
        last = 0
        for match in pattern.finditer(text):
            kept += range(last, match.start())
            kept += (k for k in range(match.start(), match.end()) if not separator.fullmatch(text[k]))
            last = match.end()
        kept += range(last, len(text))
        text, index = "".join(text[k] for k in kept), [index[k] for k in kept]
    return text, index


_LEET_DECODE = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "l": "i"})


def skeleton(word: str) -> str:
    """Return a comparison key for a folded word that survives leetspeak (``p4ssw0rd`` ~ ``password``)."""
    if word.isdigit():
        return word
    return word.translate(_LEET_DECODE)


def words(text: str) -> list[str]:
    """Return the folded words of ``text`` (spaced letters joined), for overlap measures."""
    return [word for word, _, _ in word_spans(text)]


def word_spans(text: str | NormalText) -> list[tuple[str, int, int]]:
    """The words of :func:`words`, each with the ``[start, end)`` of ``text`` (as sent) it was read from."""
    normal = text if isinstance(text, NormalText) else NormalText.of(text)
    collapsed, index = _collapse_mapped(normal.folded)
    return [
        (m.group(0), *normal.original_span(index[m.start()], index[m.end() - 1] + 1))
        for m in re.finditer(r"[^\W_]+", collapsed)
    ]


@lru_cache(maxsize=1024)
def keyword_regex(keyword: str, tolerant: bool = True) -> re.Pattern[str]:
    """Compile a pattern that finds ``keyword`` in folded text, on word boundaries.

    With ``tolerant`` the letters may be written in leetspeak and separated by up to four separators
    (only for keywords of four or more letters, so short words do not match across unrelated letters).
    Separators inside the keyword itself (``robo duck``) match any run of separators, or none.
    """
    folded = fold(keyword).strip()
    letters = sum(ch.isalnum() for ch in folded)
    gap = _GAP if tolerant and letters >= 4 else ""
    parts: list[str] = []
    for char in folded:
        if not char.isalnum():
            parts.append(r"[\W_]*")
            continue
        variants = _LEET.get(char, char) if tolerant else char
        parts.append("[" + re.escape(variants) + "]" if len(variants) > 1 else re.escape(char))
        parts.append(gap)
    body = "".join(parts[:-1] if gap and parts else parts)
    return re.compile(rf"(?<!{_WORD_CHAR}){body}(?!{_WORD_CHAR})")


def find_keyword(folded_text: str, keyword: str, tolerant: bool = True) -> list[tuple[int, int]]:
    """Return the ``(start, end)`` spans where ``keyword`` occurs in ``folded_text`` (see :func:`keyword_regex`)."""
    if not fold(keyword).strip():
        return []
    return [m.span() for m in keyword_regex(keyword, tolerant).finditer(folded_text) if m.end() > m.start()]


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split ``text`` into sentence-like spans (end punctuation followed by space, or line breaks)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in re.finditer(r"(?<=[.!?。])\s+|\n+", text):
        if match.start() > start:
            spans.append((start, match.start()))
        start = match.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def sentence_at(sentences: Sequence[tuple[int, int]], position: int) -> tuple[int, int] | None:
    """The span of ``sentences`` (sorted and disjoint, as :func:`sentence_spans` gives them) that holds ``position``.

    A binary search: a long reply has thousands of sentences, and a look-up per match made judging it quadratic.
    """
    index = bisect_right(sentences, position, key=lambda span: span[0]) - 1
    if index >= 0 and sentences[index][0] <= position < sentences[index][1]:
        return sentences[index]
    return None


class DisjointSpans:
    """Spans that never overlap, sorted: one that overlaps a kept span is refused, in logarithmic time."""

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []

    def add(self, start: int, end: int) -> bool:
        """Keep ``[start, end)`` unless it overlaps a kept span; tell whether it was kept."""
        before_end = bisect_left(self._starts, end)  # the kept spans that start before it ends
        if before_end and self._ends[before_end - 1] > start:  # ends are sorted as starts are: the last is enough
            return False
        at = bisect_left(self._starts, start)
        self._starts.insert(at, start)
        self._ends.insert(at, end)
        return True
