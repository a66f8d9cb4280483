"""The one table of question tags: what closes a sentence written without ``?`` and makes it ask.

Two readers, on normalised text (lower case, accents removed; ``…`` is ``...`` there), in English, Spanish,
Portuguese, French, German, Italian, Dutch and Indonesian, both through :func:`closing`:

* :func:`user_sim.core.goal_rules.is_question` — a chatbot's sentence closed by a tag after a comma (``Booked for
  4, right``, ``C'est pour deux, n'est-ce pas.``), never one with ``!``;
* :func:`user_sim.core.goal_yesno_asked.asks` — a user's sentence closed by a tag with or without a comma
  (``zaterdag toch``: users leave out commas), by the alternative it asks (:data:`OR_NOT`: ``se paga o no``) or by
  a colloquial question word (:data:`ASK_WORDS`: ``bpjs nya gimana``). A chatbot's sentence is not read for these
  two: ``we charge the deposit whether you come or not`` says, and the chatbot writes no ``gimana``.

A :data:`PLAIN_TAGS` word is also a plain word, an answer or an adjective (``that looks right``, ``Sí,
correcto.``): it tags only after a comma; for the user's reader only after a statement of three words or more
(:data:`STATEMENT`), for the chatbot's after any words but a yes or a no alone
(:data:`user_sim.core.goal_yes_no_words.YES_NO`: ``Reservada, ¿verdad.`` asks; ``Sim, correto.`` answers). Each group
is a tuple of regular-expression alternatives; a word stands in one group only.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_yes_no_words import YES_NO

TAGS = (
    "isn'?t (?:it|that)", "oder", "nicht wahr", "gell", "stimmt'?s", "n'est-ce pas", "ne", "toch", "klopt dat",
    "nao e",
)  # fmt: skip
"""Tags that only ever ask: *isn't it*, German *oder*, *nicht wahr*, French *n'est-ce pas*, Portuguese *né*,
*não é*, Dutch *toch*, *klopt dat*."""
PLAIN_TAGS = (
    "right", "correct", "verdad", "cierto", "correcto", "no", "confirma", "correto", "richtig", "non",
    "c'est (?:bien )?ca", "vero", "giusto", "kan", "bukan", "betul", "benar",
)  # fmt: skip
"""Tags that are also plain words: *right*, *verdad*, *no*, *non*, *vero*, Indonesian *kan*, *bukan*, *benar* (not
the affirming *yes* / *ja* / *certo*, nor Indonesian *ya*, which closes a done sentence as a softener far more
often than it asks)."""
OR_NOT = (
    "or not", "o no", "ou nao", "ou pas", "ou non", "oder nicht", "of niet", "atau tidak", "atau nggak",
    "atau gak",
)  # fmt: skip
"""The alternative a yes/no question closes on: *or not*, *o no*, *ou pas*, *oder nicht*, *of niet*, *atau
tidak*."""
ASK_WORDS = ("gimana", "bagaimana", "gmn", "ga", "gak", "nggak", "enggak", "ngga", "kah")
"""Indonesian colloquial question words that close a question: ``bpjs nya gimana``, ``bisa dibuat 2 box ga``."""

STATEMENT = r"^\W*\S+(?:\s+\S+){2,}"
"""Three words or more before a :data:`PLAIN_TAGS` word: ``Es para el jueves, verdad``; not a yes, an apology or
an interjection alone (``Sí, correcto.``, ``Lo siento, no.``, ``Désolé, non.``)."""


def closing(comma: bool, extra: tuple[tuple[str, ...], ...], end: str) -> re.Pattern[str]:
    """A sentence closed by a word of :data:`TAGS` or ``extra`` (after a comma if ``comma``), or by a plain tag.

    ``end`` is what may follow the tag: spaces and stops for the chatbot (no ``!``), any punctuation for the user.
    """
    if comma:  # the chatbot's: any words before but a yes alone (``Reservada, ¿verdad.`` asks, ``Sim, correto.`` not)
        plain = rf"^(?!\W*{YES_NO}\W*,).*,\s*¿?\s*{either(PLAIN_TAGS)}"
        return re.compile(rf"(?:,\s*¿?\s*{either(TAGS, *extra)}|{plain}){end}$")
    return re.compile(rf"(?:(?<!\w){either(TAGS, *extra)}|{STATEMENT}\s*,\s*¿?\s*{either(PLAIN_TAGS)}){end}$")
