"""The rule helpers: one small registered function each (importing this package registers the built-in ones)."""

from user_sim.evaluation.rules.helpers import group, llm, repeats, same_language, slots, text
from user_sim.evaluation.rules.helpers.registry import RULE_HELPERS, asks_llm, rule_helper, uses_llm

__all__ = [
    "RULE_HELPERS",
    "asks_llm",
    "group",
    "llm",
    "repeats",
    "rule_helper",
    "same_language",
    "slots",
    "text",
    "uses_llm",
]
