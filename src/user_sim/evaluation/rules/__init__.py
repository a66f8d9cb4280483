"""Rules in SENSEI's format: YAML assertions over finished conversations, run by a restricted interpreter.

``load_rules(path)`` reads and checks rule files (nothing runs before every expression passed the language
check); ``RuleChecker(rules, llm).check(views)`` yields one :class:`RuleVerdict` per rule and conversation (or
pair, or set). :mod:`.check_run` ties them to conversation files, runs and reports.
"""

from user_sim.evaluation.rules.engine import RuleChecker, view_of
from user_sim.evaluation.rules.loading import LoadedRule, RuleSet, load_rules
from user_sim.evaluation.rules.names import Conversation, conversation_names
from user_sim.evaluation.rules.verdicts import RuleStats, RuleVerdict, stats_by_rule

__all__ = [
    "Conversation",
    "LoadedRule",
    "RuleChecker",
    "RuleSet",
    "RuleStats",
    "RuleVerdict",
    "conversation_names",
    "load_rules",
    "stats_by_rule",
    "view_of",
]
