"""One word of a text value said by one word of the chatbot's text, in another form (used by goal_wording).

A word of the value is said by a word of the (canonical) text that is:

* an inflected form of it, either way (:mod:`user_sim.core.goal_inflect`: ``vegetarianos`` / ``Vegetariano``);
  a word the value writes with a capital (a name, a German noun) takes only a capital's endings and no typo;
* the same word with one typo (six letters or more, same first letter: one letter dropped, added, changed or two
  swapped: ``mayonaise``, ``expresso``, ``cappucino``);
* a common clipping (``mayo``, ``veggie``, ``choc``, ``decaf``…) or the word cut short with a dot (``Vegetar.``);
  a drawn clipping is said by its whole word too (``mayonaise`` for ``mayo``);
* a German or Dutch compound ending in it (six letters or more: ``Bierzapfanlage`` for ``Zapfanlage``) or
  starting with it (five or more: ``Lavendelplanten`` for ``lavendel``), or the word split in two (``Zapf
  Anlage``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_inflect import inflected

_CLIPPED = {
    "mayo": ("mayon", "maion", "mayonaise"),
    "veggie": ("vegetar", "vegeta"),
    "choc": ("chocol", "ciocco"),
    "decaf": ("decaf", "descafe", "deca"),
    "cappu": ("cappuc",),
    "capu": ("capuc",),
}
"""Clippings a bot writes for a word (``mayo`` for ``mayonnaise``, ``mayonesa``, ``maionese``)."""


def says_word(token: str, word: str, tokens: list[str], index: int, fixed: frozenset[str]) -> bool:
    """``token`` (at ``index`` of ``tokens``) says the value's ``word`` (module docstring).

    ``fixed``: the value's words written with a capital, which take no typo and only a capital's endings.
    """
    dotted = token.endswith(".")
    token = token.rstrip(".")
    capital = word in fixed
    if re.fullmatch(inflected(word, capital), token) or (not capital and word.isalpha() and _near(token, word)):
        return True
    if any(clip in (token, word) and (word, token)[clip == word].startswith(heads) for clip, heads in _CLIPPED.items()):
        return True  # "mayo" for "mayonesa", and a drawn "mayo" said "mayonaise"
    if dotted and len(token) >= 3 and len(word) >= len(token) + 2 and word.startswith(token):
        return True  # "Vegetar." for "vegetariano"
    if len(word) >= 6 and len(token) >= len(word) + 3 and token.endswith(word):
        return True  # a compound's last member: "bierzapfanlage"
    if len(word) >= 5 and len(token) >= len(word) + 4 and token.startswith(word):
        return True  # its first member: "lavendelplanten"
    following = tokens[index + 1].rstrip(".") if index + 1 < len(tokens) else ""
    return len(word) >= 8 and len(token) >= 3 and len(following) >= 3 and token + following == word


def _near(token: str, word: str) -> bool:
    """One typo apart: six letters or more, the same first letter, one letter dropped, added, changed or swapped."""
    if min(len(token), len(word)) < 6 or token[0] != word[0] or abs(len(token) - len(word)) > 1 or token == word:
        return False
    if len(token) == len(word):
        diff = [i for i, (a, b) in enumerate(zip(token, word, strict=True)) if a != b]
        swapped = len(diff) == 2 and diff[1] == diff[0] + 1 and token[diff[0]] == word[diff[1]]
        return len(diff) == 1 or (swapped and token[diff[1]] == word[diff[0]])
    short, long = sorted((token, word), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))
