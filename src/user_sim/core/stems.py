"""Do two words share a stem? Snowball stemmers of the eight languages the goal checks cover."""

from __future__ import annotations

from collections.abc import Iterable

STEM_LANGUAGES = ("english", "spanish", "french", "german", "italian", "portuguese", "dutch", "indonesian")
"""The Snowball stemmers key words are compared with (the languages the goal checks cover)."""


def same_stem(keyword: str, words: Iterable[str]) -> bool:
    """Tell whether one of ``words`` shares its Snowball stem with ``keyword`` in one of the eight languages.

    Inflection is not only a suffix added to a prefix: ``renovada`` / ``renovación``, ``prenotato`` /
    ``prenotazione``, ``verlengd`` / ``verlengen``, ``geannuleerd`` / ``annulering`` (a German or Dutch participle's
    ``ge-`` is set aside), ``inscrite`` / ``inscription``. Two stems match when they are equal (at least four
    letters), when one begins the other (at least five letters) or when they share their first six letters. The
    language is not known, so every stemmer is tried (``locker`` read as a Spanish verb meets ``lock``). The
    stemmers are pure Python and made per call (sharing them is not thread-safe); only words that begin like the
    keyword are stemmed.
    """
    import snowballstemmer  # lazy: only the goal checks need it

    if len(keyword) < 4:
        return False
    near = {w[2:] if w[:2] == "ge" and w[2:5] == keyword[:3] else w for w in words if len(w) >= 4}
    near = {w for w in near if w[:3] == keyword[:3] and w != keyword}
    for language in STEM_LANGUAGES:
        stemmer = snowballstemmer.stemmer(language)
        target = stemmer.stemWord(keyword)
        for word in near:
            found = stemmer.stemWord(word)
            if _stems_meet(found, target):
                return True
    return False


def _stems_meet(one: str, other: str) -> bool:
    if one == other:
        return len(one) >= 4
    if min(len(one), len(other)) >= 5 and (one.startswith(other) or other.startswith(one)):
        return True
    return len(one) >= 6 and len(other) >= 6 and one[:6] == other[:6]
