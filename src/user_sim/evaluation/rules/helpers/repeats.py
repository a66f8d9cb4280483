"""``repeated_answers``: chatbot phrases that repeat an earlier one (exact, TF-IDF, Jaccard or sequence match)."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from difflib import SequenceMatcher

from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.registry import rule_helper

_WORD = re.compile(r"(?u)\b\w\w+\b")
_SHARED, _ALONE = math.log(3 / 3) + 1, math.log(3 / 2) + 1
"""Smoothed IDF of a word in both texts of the pair, and in one only."""


def tf_idf_cosine(first: str, second: str) -> float:
    """Cosine of the two texts' TF-IDF vectors, IDF fitted on the pair (smoothed, as scikit-learn's default)."""
    return _cosine(_words(first), _words(second), first == second)


def _words(text: str) -> Counter[str]:
    return Counter(_WORD.findall(text.lower()))


def _cosine(first: Counter[str], second: Counter[str], same_text: bool) -> float:
    if not first and not second:
        return 1.0 if same_text else 0.0
    vectors = []
    for count, other in ((first, second), (second, first)):
        vectors.append({w: n * (_SHARED if w in other else _ALONE) for w, n in count.items()})
    dot = sum(v * vectors[1].get(w, 0.0) for w, v in vectors[0].items())
    norms = math.prod(math.sqrt(sum(v * v for v in vec.values())) for vec in vectors)
    return dot / norms if norms else 0.0


def _jaccard(first: str, second: str) -> float:
    a, b = set(first.lower().split()), set(second.lower().split())
    return len(a & b) / len(a | b) if a | b else 1.0


def _exact(first: str, second: str) -> float:
    return float(first == second)


_METHODS: dict[str, Callable[[str, str], float]] = {
    "tf-idf": tf_idf_cosine,
    "jaccard": _jaccard,
    "sequence-matcher": lambda a, b: SequenceMatcher(None, a, b).ratio(),
}


@rule_helper("repeated_answers")
def repeated_answers(method: str = "exact", threshold: float = 0.4) -> dict[str, list[str]]:
    """Each chatbot phrase that is repeated, with its later near-copies (similarity >= threshold)."""
    similarity: Callable[[str, str], float] = _METHODS.get(method.lower(), _exact)
    if method.lower() == "tf-idf":
        words: dict[str, Counter[str]] = {}  # each phrase tokenised once

        def tf_idf_once(a: str, b: str) -> float:
            for text in (a, b):
                if text not in words:
                    words[text] = _words(text)
            return _cosine(words[a], words[b], a == b)

        similarity = tf_idf_once

    groups: dict[str, list[str]] = {}
    for step in current_context().interaction:
        for key, value in step.items():
            if key.lower() not in ("chatbot", "assistant"):
                continue
            phrase = str(value)
            first = next((seen for seen in groups if similarity(phrase, seen) >= threshold), None)
            groups.setdefault(phrase, []) if first is None else groups[first].append(phrase)
    return {phrase: copies for phrase, copies in groups.items() if copies}
