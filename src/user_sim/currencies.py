"""Currencies named in text — a symbol, an ISO code or a name — read as their ISO code.

One reading shared by the rules' ``currency()`` helper and the extraction's check that a value is in the chatbot's
words (a currency sub-field ``$`` is supported by ``$12.50``, ``12.50 USD`` or ``twelve dollars``).
"""

from __future__ import annotations

import re

_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR"}
_CODES = re.compile(r"\b(USD|EUR|GBP|JPY|INR)\b", re.IGNORECASE)
_NAMES = {"dollar": "USD", "euro": "EUR", "pound": "GBP", "yen": "JPY", "rupee": "INR"}
_NAME_RE = re.compile(r"\b(dollar|euro|pound|yen|rupee)s?\b", re.IGNORECASE)
"""A name, singular or plural (``1 euro``, ``20 euros``, ``one dollar``); codes in either case (``usd``)."""


def currency_code(text: str) -> str | None:
    """The first currency of ``text`` as a code (a symbol first, then a code, then a name); None when none."""
    symbol = next((ch for ch in text if ch in _SYMBOLS), None)
    if symbol is not None:
        return _SYMBOLS[symbol]
    code = _CODES.search(text)
    if code:
        return code.group().upper()
    name = _NAME_RE.search(text)
    return _NAMES[name.group(1).lower()] if name else None


def currencies_in(text: str) -> set[str]:
    """Every currency ``text`` names, as codes."""
    found = {_SYMBOLS[ch] for ch in text if ch in _SYMBOLS}
    found.update(code.upper() for code in _CODES.findall(text))
    found.update(_NAMES[name.lower()] for name in _NAME_RE.findall(text))
    return found


def currency_marker(text: str) -> str | None:
    """The code when ``text`` is nothing but one currency (``$``, ``USD``, ``euros``), else None."""
    bare = text.strip()
    if bare in _SYMBOLS:
        return _SYMBOLS[bare]
    if _CODES.fullmatch(bare):
        return bare.upper()
    name = _NAME_RE.fullmatch(bare)
    return _NAMES[name.group(1).lower()] if name else None
