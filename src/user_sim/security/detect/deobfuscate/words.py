"""Undo spelled-out digits, "at"/"dot" words and spaced-out digits (en, es, fr, de, it, pt, nl).

* ``six one two, three four five`` / ``seis uno dos`` / ``zes een twee`` → ``612345`` when a run has at least
  two number words and four digits ("one or two" stays as it is); ``double five`` → ``55``; a leading
  ``plus``/``más``/``mais``/``più`` becomes ``+``.
* ``john dot smith at mail dot com``, ``maria arroba correo punto es``, ``jan (at) firma [punt] nl`` →
  ``john.smith@mail.com`` (only when the address ends in a known top-level domain).
* ``6 1 2 3 4 5 6 7 8`` / ``6.1.2.3.4.5.6.7.8`` (seven or more single digits) → ``612345678``.
* ``PZ dash INTERNAL dash seven seven three one`` → ``pz-internal-7731`` (a dash or underscore said as a word
  between two words: ``dash``, ``hyphen``, ``guion``, ``tiret``, ``bindestrich``, ``trattino``, ``hifen``...).
"""

from __future__ import annotations

import re

from user_sim.number_words import ARTICLE_ONES, NUMBER_WORDS, SPOKEN_DIGITS, words_for
from user_sim.security.detect.deobfuscate.reading import Reading, Substitution

DIGIT_OF = {
    word: str(digit)
    for digit, words in words_for(NUMBER_WORDS, ARTICLE_ONES, SPOKEN_DIGITS).items()
    if digit < 10
    for word in words.split()
}
"""Folded number word → digit, in en/es/fr/de/it/pt/nl (no two languages disagree on a word)."""
_REPEAT = {"double": 2, "triple": 3, "doble": 2, "doppio": 2, "dubbel": 2}
_PLUS = r"(?:plus|mas|mais|piu|più)"

_NUMBER_WORD = "|".join(sorted(DIGIT_OF, key=len, reverse=True))
_TOKEN = rf"(?:(?:{'|'.join(_REPEAT)})\s+)?(?:{_NUMBER_WORD})\b|\d{{1,4}}\b"
_SEP = r"(?:\s*[,;/·\-–]\s*|\s+)"
_RUN = re.compile(rf"(?<![\w])(?:{_PLUS}\s+)?(?:{_TOKEN})(?:{_SEP}(?:{_TOKEN}))+")

_AT = r"at|arroba|arobase|klammeraffe|chiocciola|apenstaartje|apestaartje|at-sign|at sign"
_DOT = r"dot|punto|point|punkt|ponto|punt"
_TLD = (
    r"com|net|org|info|biz|io|co|es|fr|de|it|pt|nl|eu|uk|be|ch|at|br|mx|ar|cl|us|ca|au|ie|se|no|dk|fi|pl|cz|"
    r"edu|gov|me|app|dev|shop|online|email|mail"
)
_BR_OPEN, _BR_CLOSE = r"[\[(<{]", r"[\])>}]"
_AT_SEP = rf"(?:\s*{_BR_OPEN}\s*(?:{_AT}|@)\s*{_BR_CLOSE}\s*|\s+(?:{_AT})\s+|\s+@\s+)"
_DOT_SEP = rf"(?:\s*{_BR_OPEN}\s*(?:{_DOT}|\.)\s*{_BR_CLOSE}\s*|\s+(?:{_DOT})\s+|\s*\.\s*(?=[a-z0-9]))"
_PART = r"[a-z0-9_%+\-]+"
_EMAIL = re.compile(
    rf"(?<![\w.@]){_PART}(?:{_DOT_SEP}{_PART})*{_AT_SEP}[a-z0-9\-]+(?:{_DOT_SEP}[a-z0-9\-]+)*?{_DOT_SEP}"
    rf"(?:{_TLD})(?![\w])"
)
_SAID_DASH = re.compile(
    r"(?<=\w)\s+(?:(?P<dash>dash|hyphen|guion|tiret|trait d'union|bindestrich|strich|trattino|hifen|streepje)"
    r"|(?P<underscore>underscore|guion bajo|tiret bas|unterstrich|trattino basso|sublinhado|underline))\s+(?=\w)"
)
_SPACED_DIGITS = re.compile(r"(?<![\w.])\d(?:(?:\s{1,2}|[.\-·_/]\s?)\d){6,}(?![\w]|\.\d)")


def _digits_of_run(run: str) -> str | None:
    """The digits a run spells, or None when it is not an obfuscated number (too few words or digits)."""
    plus = re.match(rf"{_PLUS}\s+", run)
    body = run[plus.end() :] if plus else run
    digits, words = "", 0
    for token in re.findall(rf"(?:(?:{'|'.join(_REPEAT)})\s+)?[a-z]+|\d+", body):
        repeat = 1
        if " " in token:
            multiplier, token = token.split()
            repeat = _REPEAT[multiplier]
        if token.isdigit():
            digits += token * repeat
        else:
            digits += DIGIT_OF[token] * repeat
            words += 1
    if words < 2 or len(digits) < 4:
        return None
    return ("+" if plus else "") + digits


def _number_runs(text: str) -> list[Substitution]:
    found = []
    for match in _RUN.finditer(text):
        digits = _digits_of_run(match.group())
        if digits is not None:
            found.append((match.start(), match.end(), digits))
    return found


def _emails(text: str) -> list[Substitution]:
    found = []
    for match in _EMAIL.finditer(text):
        value = match.group()
        if "@" in value and not re.search(rf"\s|{_BR_OPEN}", value):
            continue  # a plain address: the detectors see it as sent
        compact = re.sub(_AT_SEP, "@", value)
        compact = re.sub(_DOT_SEP, ".", compact)
        found.append((match.start(), match.end(), re.sub(r"\s+", "", compact)))
    return found


def _spaced_digits(text: str) -> list[Substitution]:
    return [(m.start(), m.end(), re.sub(r"\D", "", m.group())) for m in _SPACED_DIGITS.finditer(text)]


def _said_dashes(text: str) -> list[Substitution]:
    return [(m.start(), m.end(), "-" if m["dash"] else "_") for m in _SAID_DASH.finditer(text)]


def spelled_out(base: Reading) -> Reading:
    """The reading with spelled-out digits, at/dot words, said dashes and spaced digits written compactly."""
    emails = base.substituted("words", _emails(base.text))
    numbers = emails.substituted("words", _number_runs(emails.text))
    dashes = numbers.substituted("words", _said_dashes(numbers.text))
    return dashes.substituted("words", _spaced_digits(dashes.text))
