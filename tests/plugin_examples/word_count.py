"""Example rule helper: the number of words of a text (a rule may write ``word_count(reply) <= 80``)."""

from __future__ import annotations

from user_sim.plugins import rule_helper


@rule_helper("word_count")
def word_count(text: str) -> int:
    """How many whitespace-separated words ``text`` has."""
    return len(text.split())
