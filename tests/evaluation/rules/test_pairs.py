"""Pair rules skip pairs known to be not applicable; the counts and reasons are those of checking every pair."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from tests.evaluation.rules.support import conversation, write_rule
from user_sim.evaluation.rules import RuleChecker, load_rules, view_of
from user_sim.evaluation.rules.context import RuleContext
from user_sim.evaluation.rules.helper_door import HelperDoor
from user_sim.evaluation.rules.interpreter import Frame

WHENS = [
    "conv[0].size == conv[1].size and conv[0].drink == conv[1].drink",
    "conv[1].size == conv[0].size",
    "conv[0].size == conv[1].drink and int(conv[0].n) > int(conv[1].n)",
    "int(conv[0].n) > int(conv[1].n)",
    "conv[0].toppings == conv[1].toppings",
    "conv[0].size == conv[1].size and (conv[0].n or 0) < 2",
]


def _random_conversations(seed: int) -> list:
    rng = random.Random(seed)
    convs = []
    for i in range(40):
        variables = {}
        for name, values in (("size", ["s", "m", None]), ("drink", ["s", "cola"]), ("n", ["1", "2", "x", None])):
            if rng.random() < 0.8:
                variables[name] = rng.choice(values)
        if rng.random() < 0.5:
            variables["toppings"] = rng.choice([["a"], ["a", "b"], "a"])
        convs.append(conversation(f"c{i}", variables, {"price": rng.choice([5, 9, None])}))
    return convs


def _every_pair(checker: RuleChecker, views: list) -> Counter:
    rule, counts = checker.rules[0], Counter()
    for first in views:
        for second in views:
            if first is not second:
                ctx = RuleContext([first, second], [], None)
                frame = Frame({"conv": ctx.conv, "interaction": []}, HelperDoor(ctx, checker.helpers).call)
                verdict = checker._decide(rule, frame, [first.source, second.source])
                counts[(verdict.verdict, verdict.message)] += 1
    return counts


@pytest.mark.parametrize("when", WHENS)
def test_skipping_pairs_gives_the_counts_of_checking_every_pair(tmp_path: Path, when: str) -> None:
    write_rule(tmp_path, "r", conversations=2, when=when, then="conv[0].price > conv[1].price")
    checker = RuleChecker(load_rules(tmp_path).rules)
    for seed in range(3):
        views = [view_of(c) for c in _random_conversations(seed)]
        fast = Counter()
        for v in checker.check_group(views):
            fast[(v.verdict, v.message)] += v.count
        assert fast == _every_pair(checker, views)
