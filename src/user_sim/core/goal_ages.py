"""An age group said in other words: ``under-12``, ``U12``, ``U-12``, ``sub-12`` are one group before values compare.

A trial drawn for the ``under-12`` group is confirmed ``for the U12 trial``; a Spanish or Portuguese club writes
``sub-12`` (``categoría sub 12``), a team sheet ``the under 12s``, a German, French, Italian, Dutch or Indonesian
club ``U12`` / ``U-12``. Works on normalised text (lower case, no accents): each way of writing the group becomes
``u 12``, in the chatbot's words and in the drawn value alike, so another group stays another value (``U14`` is
``u 14``: a wrong group is still caught) and the number is still a word of its own. Only the prefixed forms are
rewritten: ``u12`` glued or hyphened, ``under`` and ``sub`` with a hyphen or a space; never a bare ``u 12`` (Dutch
*u*, you).
"""

from __future__ import annotations

import re

_GROUP = re.compile(r"(?<![\w-])(?:u-?|(?:under|sub)[- ]?)(\d{1,2})s?(?!\w|[.,:]\d)")


def rewrite_age_groups(text: str) -> str:
    """Each way of writing an age group in normalised ``text`` as ``u N`` (module docstring)."""
    return _GROUP.sub(r"u \1", text)
