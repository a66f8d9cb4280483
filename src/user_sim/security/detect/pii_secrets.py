"""Secrets: API keys and tokens by their published shapes, and passwords given as a value ("password: X")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from user_sim.security.detect.pii_labels import Span
from user_sim.security.detect.text import NormalText

_KEY_SHAPES = re.compile(
    "|".join(
        (
            r"\bsk-(?:proj-|live-|test-|ant-(?:api\d\d-)?)?[A-Za-z0-9_\-]{20,}",
            r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",
            r"\bgh[pousr]_[A-Za-z0-9]{30,}",
            r"\bgithub_pat_[A-Za-z0-9_]{22,}",
            r"\bxox[abprs]-[A-Za-z0-9-]{10,}",
            r"\bAIza[0-9A-Za-z_\-]{35}",
            r"\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}",
            r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}",
            r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
            r"\bglpat-[A-Za-z0-9_\-]{20,}",
            r"\bhf_[A-Za-z0-9]{30,}",
            r"\b[Bb]earer\s+[A-Za-z0-9._\-]{20,}",
        )
    )
)
_KEY_LABEL = (
    r"\b(?:api[_\- ]?key|apikey|access[_\- ]?key|secret[_\- ]?key|client[_\- ]?secret|auth[_\- ]?token|"
    r"access[_\- ]?token|token|secret|clave(?: de)? (?:la )?api|cle (?:d')?api|api-schlussel|chiave api|"
    r"chave(?: de)? api)"
)
_VALUE_INTRO = r"(?:\s+(?:is|es|est|ist|lautet|e|era|was|would be|sera|vale)\b\s*[:=]?|\s*[:=])\s*[\"'`]?"
_LABELLED_KEY = re.compile(_KEY_LABEL + _VALUE_INTRO + r"(?P<value>[A-Za-z0-9_\-./+]{16,})")
_PASSWORD = re.compile(
    r"\b(?:password|passwd|pwd|passcode|contrasena|clave de acceso|mot de passe|mdp|passwort|kennwort|senha|"
    r"palavra-passe|parola d'ordine|pin)" + _VALUE_INTRO + r"(?P<value>[^\s\"'`,;]{4,64})"
)


def api_keys(text: NormalText) -> Iterator[Span]:
    """Yield API keys and tokens: vendor shapes (sk-, AKIA, ghp_, xox, AIza, JWT...) or a labelled random value."""
    yield from (m.span() for m in _KEY_SHAPES.finditer(text.normal))
    for match in _LABELLED_KEY.finditer(text.folded):
        value = match.group("value")
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 4:
            yield match.span("value")


_BARE_PASSWORD = re.compile(
    r"\b(?:password|passwd|pwd|contrasena|mot de passe|passwort|kennwort|senha)\s+"
    r"(?P<value>(?=\S*\d)(?=\S*[a-z])\S{6,64})"
)


def passwords(text: NormalText) -> Iterator[Span]:
    """Yield passwords and PINs given as a value; a plain word ("is incorrect", "is required") is not one."""
    for match in _BARE_PASSWORD.finditer(text.folded):
        yield (match.start("value"), match.start("value") + len(match.group("value").rstrip(".!?)")))
    for match in _PASSWORD.finditer(text.folded):
        value = match.group("value").rstrip(".!?)")
        is_pin = match.group().startswith("pin")
        if (is_pin and value.isdigit() and 4 <= len(value) <= 8) or (not is_pin and _looks_like_password(value)):
            yield (match.start("value"), match.start("value") + len(value))


def _looks_like_password(value: str) -> bool:
    if re.fullmatch(r"[*•·x._\-]+|\[.*\]|<.*>|\(.*\)|\{.*\}", value):
        return False  # a mask or a placeholder, not a password
    has_mark = any(c.isdigit() for c in value) or any(not c.isalnum() for c in value)
    return has_mark and sum(c.isalnum() for c in value) >= 3
