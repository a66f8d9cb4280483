"""Counted nouns in messages: "1 error", "2 errors" (never "1 errors" or "error(s)")."""

from __future__ import annotations

_IRREGULAR = {"matrix file": "matrix files", "breach": "breaches", "this": "these"}


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``count`` and ``noun`` in the right number: ``plural(1, "error")`` → ``"1 error"``, 2 → ``"2 errors"``."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {many or _IRREGULAR.get(noun) or noun + 's'}"
