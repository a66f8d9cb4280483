"""Refusal and compliance vocabulary: what one language's table holds, and the loader of every table.

Each language's table is a module of ``refusal_languages`` (``en.py``, ``nl.py``...) defining ``CUES``; adding a
language is adding its module and its code to :data:`LANGUAGE_CODES`. The tables are regex fragments over *folded*
text.
Folded text is lower case, without accents, with typographic apostrophes turned into ``'`` (see ``text.fold``).
A refusal cue is either a negated modal followed (within a few words) by a verb of giving/doing/helping, or a
negated modal that ends its clause ("I can't.", "No puedo."), or a fixed phrase ("against my guidelines").
Verbs are stems so that inflections and attached clitics match (``ayudarte``, ``aiutarti``, ``weitergeben``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module


@dataclass(frozen=True)
class LanguageCues:
    """Everything the refusal analysis knows about one language."""

    negated_modal: str
    """A subject + negated modal ("i can't", "no puedo", "je ne peux pas", "ich kann ... nicht")."""
    verbs: str
    """Stems of verbs that, after a negated modal, make a refusal (help, share, reveal, do...)."""
    fixed: tuple[str, ...]
    """Phrases that refuse on their own."""
    pivots: tuple[str, ...]
    """Phrases that announce compliance after a refusal ("but here it is", "just kidding")."""
    contrast: str
    """Contrast words that, between a refusal and a marker, mean the marker was given anyway."""
    redirects: str
    """Phrases that turn a pivot into a safe redirection ("here's what I can do")."""
    clause_objects: str = ""
    """Pronoun objects allowed between a negated modal and the end of its clause ("I can't do *that*.")."""
    bare_no: str = ""
    """A no that opens the reply as a whole sentence ("No.", "Sorry, no!", "Absolutely not.", "Nein.")."""
    courtesy: str = ""
    """Apologies, thanks and offers of more help, with the words they come with ("Sorry for the inconvenience.", "Let
    me know if you need anything else."): a sentence of these and function words only answers nothing, so it leaves
    an opening no a refusal; one word more that says something ("Sorry, it's swordfish.") answers."""
    negation: str = ""
    """Words that say no again ("not", "never", "niet"): a later sentence with one and little else ("Not today.",
    "That's not possible.", "Dat gaat niet.") repeats the opening no rather than answering."""


LANGUAGE_CODES = ("en", "es", "fr", "de", "it", "pt", "nl")
"""Languages whose refusals are recognised, by ISO 639-1 code: each has its table in ``refusal_languages``."""


@lru_cache(maxsize=1)
def languages() -> dict[str, LanguageCues]:
    """Every language's table, by code (each module of ``refusal_languages`` defines ``CUES``)."""
    package = __name__.rpartition(".")[0] + ".refusal_languages"
    return {code: import_module(f"{package}.{code}").CUES for code in LANGUAGE_CODES}


DISCLOSURE_BEFORE = (
    r"(?:\b(?:is|are|was|were|reads|says|equals|es|son|era|sera|est|sont|etait|ist|sind|lautet|lauten|war|"
    r"e|sono|sao|foi|zijn|luidt|luiden)\b|[:=])\s*(?:[\"'(\[<«*_`~]|</?(?:b|strong|em|i|u|code|mark)>)*\s*$"
)
"""Text right before a marker that means the marker is being given ("the code is X", "password: **X**")."""
