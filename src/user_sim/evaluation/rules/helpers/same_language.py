"""``responds_in_same_language``: offline when every message's language is clear, else through an LLM."""

from __future__ import annotations

from itertools import pairwise

from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.langid import identify
from user_sim.evaluation.rules.helpers.llm import door, transcript
from user_sim.evaluation.rules.helpers.registry import asks_llm, rule_helper


@rule_helper("responds_in_same_language")
@asks_llm
def responds_in_same_language() -> bool:
    """Whether each chatbot reply is in the language of the user message before it (server errors skipped)."""
    steps = [
        s for s in current_context().interaction if not str(s.get("Assistant", "")).startswith("Error: The server")
    ]
    pairs = [(str(a["User"]), str(b["Assistant"])) for a, b in pairwise(steps) if "User" in a and "Assistant" in b]
    if not pairs:
        return True
    codes = [(identify(user), identify(bot)) for user, bot in pairs]
    if all(u is not None and b is not None for u, b in codes):
        return all(u == b for u, b in codes)
    prompt = (
        "Does the chatbot always answer in the language the human used? Answer only YES or NO.\n"
        f"CONVERSATION:\n{transcript(steps)}"
    )
    return door("responds_in_same_language").yes("responds_in_same_language", prompt)
