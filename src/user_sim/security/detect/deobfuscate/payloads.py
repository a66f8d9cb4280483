"""Undo rot13, decode base64 and hex payloads, and resolve URL, HTML and backslash escapes in a reply."""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
from urllib.parse import unquote

from user_sim.security.detect.deobfuscate.reading import Reading
from user_sim.security.detect.text import fold, normalize

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{8,}={0,2}(?![A-Za-z0-9+/=])")
_HEX = re.compile(r"(?<![0-9a-f])(?:0x)?(?:[0-9a-f]{2}(?:[ :]|\\x)?){4,}(?![0-9a-f])")
_BACKSLASHED = re.compile(
    r"\\+(?:u00(?P<hex8>(?:0[0-9a-f]|10)[0-9a-f]{4})|u(?P<hex4>[0-9a-f]{4})|u\{(?P<braced>[0-9a-f]{1,6})\}"
    r"|x(?P<hex2>[0-9a-f]{2})|(?P<octal>[0-3][0-7]{2}))"
)
"""A backslash escape, folded: ``\\U0001f355`` (Python), ``\\u0050`` (JSON), ``\\u{50}`` (JavaScript), ``\\x50``,
``\\120`` (octal, as C, Python and shells write it)."""
_ESCAPES = re.compile(
    r"(?:%(?:25)*[0-9a-f]{2}|&(?:amp;)*(?:#x[0-9a-f]{1,6};?|#\d{1,7};?|[a-z][a-z0-9]{1,31};)|"
    rf"{_BACKSLASHED.pattern})+"
)
"""A run of URL (percent), HTML entity or backslash escapes, in folded (lower-case) text, escaped twice or more
(``%252d``, ``&amp;#45;``, ``\\\\u002d``) included; a numeric entity may lack its ``;`` (``&#80&#90``, as browsers
show it)."""
_PLAIN = frozenset(" -_.,@+/#")
"""What escapes may decode to besides letters and digits (secrets, e-mails, phones); markup stays escaped."""
MAX_UNESCAPES = 3
"""Escapes inside escapes resolved at most this deep."""
MIN_PRINTABLE = 0.9
"""Share of printable characters a decoded payload needs (random-looking words decode to binary noise)."""


def rot13(base: Reading) -> Reading:
    """The reading with every Latin letter rotated by 13 (rot13 is its own inverse)."""
    return Reading("rot13", codecs.encode(base.text, "rot13"), base.lo, base.hi, base.source)


def _printable(text: str) -> bool:
    if not text.strip():
        return False
    good = sum(ch.isprintable() or ch in "\n\t" for ch in text)
    letters = sum(ch.isalnum() for ch in text)
    return good / len(text) >= MIN_PRINTABLE and letters >= 3


def _from_base64(token: str) -> str | None:
    if not re.search(r"[A-Z]", token) and not re.search(r"\d", token) and "=" not in token:
        return None  # an ordinary lower-case word
    try:
        raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return text if _printable(text) else None


def _from_hex(token: str) -> str | None:
    digits = re.sub(r"0x|\\x|[ :]", "", token)
    if len(digits) % 2 or (digits.isdigit() and len(digits) < 12):
        return None
    try:
        text = bytes.fromhex(digits).decode("utf-8")
    except ValueError:
        return None
    return text if _printable(text) else None


def _backslashed_char(escape: re.Match[str]) -> str:
    """The character a backslash escape of :data:`_BACKSLASHED` stands for (itself when there is none)."""
    code = int(escape["octal"], 8) if escape["octal"] else int(escape[escape.lastgroup or 0], 16)
    return chr(code) if code <= 0x10FFFF else escape[0]


def _unescape_once(text: str) -> str:
    backslashed = _BACKSLASHED.sub(_backslashed_char, text)
    return unquote(html.unescape(backslashed), errors="replace")


def _unescaped(token: str) -> str | None:
    """The letters, digits and plain punctuation a run of escapes stands for; None when it stands for none.

    Percent escapes read as UTF-8, escapes inside escapes are resolved too. Any other character (``<``, ``:``,
    a quote, a newline) becomes a space: escaped markup (``&lt;script&gt;``, ``%3A``) is how a reply is made
    safe (LLM05), not a disguise, and a quote or colon escaped next to a marker does not hide the marker.
    """
    text = token
    for _ in range(MAX_UNESCAPES):
        text, before = _unescape_once(text), text
        if text == before:
            break
    plain = "".join(ch if ch.isalnum() or ch in _PLAIN else " " for ch in normalize(text))  # &hyphen; is a -
    return None if plain.isspace() and not text.isspace() else plain


def encoded_payloads(base: Reading) -> list[Reading]:
    """One reading per kind (base64, hex, escapes): the reply with each payload replaced by its decoded text."""
    found = []
    normal = base.source.normal  # case kept: base64 is case-sensitive
    for how, pattern, source_text, decode, pad in (
        ("base64", _BASE64, normal, _from_base64, " "),
        ("hex", _HEX, base.text, _from_hex, " "),
        ("escapes", _ESCAPES, base.text, _unescaped, ""),  # in place, inside a word: pz%2dinternal
    ):
        substitutions = []
        for match in pattern.finditer(source_text):
            decoded = decode(match.group().strip())
            if decoded is not None:
                substitutions.append((match.start(), match.end(), f"{pad}{fold(decoded)}{pad}"))
        if substitutions:
            found.append(base.substituted(how, substitutions))
    return found
