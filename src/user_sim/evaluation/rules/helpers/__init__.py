"""The rule helpers: one small registered function each (importing this package registers the built-in ones)."""

from user_sim.evaluation.rules.helpers import group, llm, repeats, same_language, slots, text
from user_sim.evaluation.rules.helpers.registry import RULE_HELPERS, Helper, rule_helper

__all__ = ["RULE_HELPERS", "Helper", "group", "llm", "repeats", "rule_helper", "same_language", "slots", "text"]
