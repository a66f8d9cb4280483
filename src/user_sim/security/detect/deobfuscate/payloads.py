"""Undo rot13, decode base64 and hex payloads, and resolve URL, HTML and backslash escapes in a reply."""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
from urllib.parse import unquote

from user_sim.security.detect.deobfuscate.reading import Reading
from user_sim.security.detect.text import fold

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{8,}={0,2}(?![A-Za-z0-9+/=])")
_HEX = re.compile(r"(?<![0-9a-f])(?:0x)?(?:[0-9a-f]{2}(?:[ :]|\\x)?){4,}(?![0-9a-f])")
_ESCAPES = re.compile(
    r"(?:%[0-9a-f]{2}|&#x[0-9a-f]{1,6};|&#\d{1,7};|&[a-z][a-z0-9]{1,31};|\\u[0-9a-f]{4}|\\x[0-9a-f]{2})+"
)
"""A run of URL (percent), HTML entity or backslash escapes, in folded (lower-case) text."""
_PLAIN = frozenset(" -_.,@+/#")
"""What escapes may decode to besides letters and digits (secrets, e-mails, phones); markup stays escaped."""
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


def _unescaped(token: str) -> str | None:
    """The text a run of escapes stands for (percent escapes read as UTF-8), None when it is not one."""
    backslashed = re.sub(r"\\u([0-9a-f]{4})|\\x([0-9a-f]{2})", lambda m: chr(int(m[1] or m[2], 16)), token)
    text = unquote(html.unescape(backslashed), errors="replace")
    if text == token or not all(ch.isalnum() or ch in _PLAIN for ch in text):
        return None  # escaped markup (&lt;script&gt;, %3A) is how a reply is made safe (LLM05), not a disguise
    return text


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
