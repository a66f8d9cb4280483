"""A chatbot message cut into the sentences the goal check reads, whatever the chatbot's formatting.

Chatbots write with markdown and emojis: ``**Freitag, 16:40 Uhr** eingetragen ✅``, ``- 2 × Margherita``,
``C'est noté pour samedi 🐱 Vous recevrez un SMS``. Markdown emphasis, code marks, headings and list bullets are
dropped; an emoji that ends a clause (followed by a capital, a line break or the end) ends the sentence, as a
full stop would, and any other emoji is a space — so a participle said last (``eingetragen ✅``) is still last,
and the sentence after an emoji is a sentence of its own. Decimal points, times, ``12. Mai`` and ``Dr.`` do not cut.
"""

from __future__ import annotations

import re

from user_sim.core.goal_canonical import MONTH_WORDS
from user_sim.core.goal_conjunctions import DASH

_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+[\"\u201d\u00bb')\]]*|(?=\n)|$)")
"""A sentence ends at its punctuation (with the closing quote or bracket after it: ``… sehat!”``) or at a line
break (a list line has no full stop)."""
_EMOJI = "\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\u2300-\u23ff\ufe0f\u200d"
_EMOJI_END = re.compile(rf"\s*[{_EMOJI}]+(?=\s*(?:$|\n|[A-ZÀ-ÖØ-Þ¿¡]))")
_EMOJI_ANY = re.compile(rf"[ \t]*[{_EMOJI}]+[ \t]*")
_MARKDOWN = re.compile(r"\*\*|__|`|(?m:^\s*(?:#{1,6}|[-*•·▪►]|\d{1,2}\))\s+)")
"""Emphasis and code marks; headings and list bullets (``- ``, ``* ``, ``2) ``) at a line start (not ``1.``, which
may open a date: ``1. Mai``)."""


_ABBREVIATION = re.compile(
    r"(?<!\w)((?i:dr|dra|mr|mrs|ms|mme|mlle|st|sr|sra|srta|prof|nr|no|n[º°]|ca|bzw|z\.b|hr|fr|sig|dott|dhr|mevr|jl|bpk"
    r"|approx|aprox|tel|av|avda|ed|incl|inkl|excl|exkl|zzgl|ggf|evtl|vgl|usw|env))[.](?=\s)|(?<![\d.])(\d{1,2})[.](?=\s+(?:[a-zà-ÿ]|(?i:"
    + "|".join(sorted(MONTH_WORDS, key=len, reverse=True))
    + r")(?!\w)))"
)


_NUMBERED = re.compile(
    r"(?<!\w)((?i:n|nr|nro|no|num|núm|art|ref|tel|hal|pag|pág|p|op|\w+nr|\w+str))[.](?=\s*[^\W\d_]*[-/]?\d)"
    r"|(?<![\w.])([^\W\d_]{1,5})[.](?=[ \t]+\d)"
)
"""An abbreviation before a number or a code: ``ordine n. 227``, ``Ordine n. SM-2241``, ``Nr. 5``, ``op. 9``,
``Bestellnr. MB-55822``, ``Lindenstr. 14``; and a short word before a number (``ca. 3 weken``, ``zzgl. 15,00 €``,
``Do. 14.03.``, ``sáb. 14/6``, ``ap. 31``): a sentence rarely opens with a number after a word of five letters."""
_INITIALS = re.compile(
    r"(?<![\w.])(?:[^\W\d_][.]){2,}(?!\s*(?:\n|$)|\s+[A-ZÀ-ÖØ-Þ])|(?<![\w.])(?![ap][.]m[.])(?:[a-z][.]){2,}(?=[ \t]+\w)"
)
"""Initials and letter abbreviations (``M.K.``, ``z.B.``, ``p.m.``), unless a capital or the end follows them;
lower-case ones before any word (``KTP a.n. Yusuf``, ``d.h. Sie``), but ``a.m.`` / ``p.m.``, which end sentences."""
_NO_END = re.compile(rf"[.](?=[ \t]*[,;+=]|[ \t]*{DASH}[ \t]*\d|[^\W_])|(?<=\d[.]\d\d)[.](?=[ \t]*{DASH}[ \t]+\w)")
_NO_END_LOWER = re.compile(r"[.](?=[)\]]?[ \t]+[a-zß-öø-ÿ])")
_CAPITALISED = re.compile(r"^\W*[A-ZÀ-ÖØ-Þ]")
"""A writer who opens with a capital (a chatbot) opens its sentences with one: only then is a dot before a
lower-case word no sentence end (a user writing ``need a new one. also whats the limit`` has two sentences)."""
"""A dot before a comma, a semicolon, a sign (``2 volw. + 3 kinderen``), a dash and a number, a letter or digit, or a
lower-case word (a closing bracket between: ``(€ 9,50 p.st.) aan je boeking toegevoegd``) is no sentence end:
``Einfahrt 12.05., Ausfahrt 19.05.``, ``12.05. – 19.05.``, ``vom 12.07. – auf den 13.07.`` (a short date's dot before
a dash), ``www.example.com``, ``Do. zwischen 8 und 12 Uhr``,
``€ 65 incl. materiaal``."""


def sentences(text: str) -> list[str]:
    """A text cut into sentences (decimal points, times, ``12. Mai``, ``n. 227``, ``M.K.`` and ``Dr.`` do not cut)."""
    text = _EMOJI_ANY.sub(" ", _EMOJI_END.sub("\n", _MARKDOWN.sub("", text)))
    protected = _INITIALS.sub(lambda m: m.group(0).replace(".", "\u2024"), text)
    protected = _NO_END.sub("\u2024", protected)
    if _CAPITALISED.match(text):
        protected = _NO_END_LOWER.sub("\u2024", protected)
    protected = _NUMBERED.sub(lambda m: (m.group(1) or m.group(2)) + "\u2024", protected)
    protected = _ABBREVIATION.sub(lambda m: (m.group(1) or m.group(2)) + "\u2024", protected)
    return [s.strip().replace("\u2024", ".") for s in _SENTENCE.findall(protected) if s.strip()]
