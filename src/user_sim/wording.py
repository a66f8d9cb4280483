"""Words shared by messages: counted nouns ("1 error", "2 errors"), and the "did you mean" of an unknown name."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable

_IRREGULAR = {"matrix file": "matrix files", "breach": "breaches", "this": "these"}


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``count`` and ``noun`` in the right number: ``plural(1, "error")`` → ``"1 error"``, 2 → ``"2 errors"``."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {many or _IRREGULAR.get(noun) or noun + 's'}"


def closest(name: str, known: Iterable[str], *, cutoff: float = 0.6) -> str | None:
    """The one of ``known`` closest to a mistyped ``name``, or None when none is close enough."""
    close = difflib.get_close_matches(name, list(known), n=1, cutoff=cutoff)
    return close[0] if close else None


def did_you_mean(name: str, known: Iterable[str], *, cutoff: float = 0.6, written: Callable[[str], str] = repr) -> str:
    """``"; did you mean 'x'?"`` for the closest of ``known`` to ``name`` (``written`` as the user would write it).

    "" when none is close. Every message about an unknown name puts it right after the name:
    ``unknown metric 'helpfulnes'; did you mean 'helpfulness'? (known: ...)``.
    """
    close = closest(name, known, cutoff=cutoff)
    return meant_hint(written(close)) if close is not None else ""


def meant_hint(suggestion: str) -> str:
    """``"; did you mean <suggestion>?"`` for a suggestion already written as the user would write it."""
    return f"; did you mean {suggestion}?"
