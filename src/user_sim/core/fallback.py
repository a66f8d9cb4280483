"""Fallback detection: is this reply the chatbot's "I don't understand" sentence (``chatbot.fallback``)?

A reply is a fallback when, after normalisation (case, accents, punctuation, spaces), it equals the fallback
sentence, contains it, is a close fuzzy match (difflib ratio ≥ 0.85), or has a TF-IDF cosine similarity ≥ 0.6
with it. The TF-IDF vectors use character n-grams (2–4, word-bounded) fitted on the pair being compared, so
words the fallback lacks lower the score; they are computed exactly as scikit-learn's TfidfVectorizer would
(see :func:`tfidf_similarity`) and memoised per (fallback, reply) pair because chatbots repeat themselves.

The reaction is counted in a streak of consecutive fallbacks: the user rephrases after a fallback,
changes topic after every third in a row, and the conversation ends ``fallback_loop`` at the ninth.
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter
from functools import lru_cache
from typing import Literal

from user_sim.core.goals import normalise

SIMILARITY_THRESHOLD = 0.6
FUZZY_THRESHOLD = 0.85
FALLBACK_LOOP = 9
"""Consecutive fallbacks that end the conversation."""
CHANGE_TOPIC_EVERY = 3
"""The user changes topic after this many fallbacks in a row (and rephrases after the others)."""

Cue = Literal["rephrase", "change_topic"]


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s]", " ", normalise(text))).strip()


class FallbackDetector:
    """Recognises one chatbot's fallback sentence; cheap to build, safe to share between threads."""

    def __init__(self, sentence: str, threshold: float = SIMILARITY_THRESHOLD) -> None:
        self.sentence = sentence
        self.threshold = threshold
        self._clean = _clean(sentence)

    def is_fallback(self, reply: str) -> bool:
        """Tell whether ``reply`` is (or is very like) the fallback sentence."""
        if not self._clean:
            return False
        text = _clean(reply)
        if not text:
            return False
        if text == self._clean or self._clean in text:
            return True
        if difflib.SequenceMatcher(None, text, self._clean).ratio() >= FUZZY_THRESHOLD:
            return True
        return tfidf_similarity(self._clean, text) >= self.threshold


@lru_cache(maxsize=4096)
def tfidf_similarity(first: str, second: str) -> float:
    """Cosine similarity of the TF-IDF character n-gram vectors of two texts, fitted on the pair.

    Computed as scikit-learn's ``TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4))`` does (raw counts,
    smooth idf, l2 norm; a test pins the equality) but in plain Python: importing scikit-learn costs seconds
    at start-up, which every run would pay for this one comparison.
    """
    counts = [Counter(_char_wb_ngrams(first.lower())), Counter(_char_wb_ngrams(second.lower()))]
    idf = {gram: math.log(3 / (1 + sum(gram in c for c in counts))) + 1 for c in counts for gram in c}
    vectors = [{gram: n * idf[gram] for gram, n in c.items()} for c in counts]
    norms = [math.sqrt(sum(v * v for v in vector.values())) for vector in vectors]
    if not norms[0] or not norms[1]:
        return 0.0
    dot = sum(value * vectors[1].get(gram, 0.0) for gram, value in vectors[0].items())
    return dot / (norms[0] * norms[1])


def _char_wb_ngrams(text: str, low: int = 2, high: int = 4) -> list[str]:
    """Character n-grams inside word boundaries (each word padded with one space), as scikit-learn cuts them."""
    grams: list[str] = []
    for word in text.split():
        padded = f" {word} "
        for n in range(low, high + 1):
            grams.extend(padded[i : i + n] for i in range(max(1, len(padded) - n + 1)))
            if len(padded) <= n:
                break
    return grams


def fallback_cue(streak: int) -> Cue | None:
    """How the user reacts to ``streak`` fallbacks in a row: nothing, rephrase, or change topic."""
    if streak <= 0:
        return None
    return "change_topic" if streak % CHANGE_TOPIC_EVERY == 0 else "rephrase"
