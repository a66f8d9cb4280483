"""The rules table a terminal shows: one row per rule, then every failure, error and inconclusive verdict."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TextIO

from user_sim.evaluation.rules.limits import missing_name_in
from user_sim.evaluation.rules.verdicts import RuleVerdict, stats_by_rule
from user_sim.runs.console import make_console
from user_sim.wording import plural

MAX_LISTED = 30
"""Non-passing verdicts listed under the table (the rest are in rules.jsonl)."""


def print_rules_table(
    verdicts: Sequence[RuleVerdict], stream: TextIO, title: str = "rules", llm_usage: dict[str, Any] | None = None
) -> None:
    """Print the per-rule counts and the non-passing verdicts."""
    from rich.table import Table

    console = make_console(stream, highlight=False, soft_wrap=True)
    table = Table(title=title)
    for column in ("rule", "checks", "pass", "fail", "n/a", "inconclusive", "error", "fail rate"):
        table.add_column(column, justify="left" if column == "rule" else "right", no_wrap=column == "rule")
    for s in stats_by_rule(verdicts):
        counts = [s.counts[k] for k in ("pass", "fail", "not_applicable", "inconclusive", "error")]
        table.add_row(s.rule, str(s.checks), *map(str, counts), f"{s.fail_rate:.2f}%")
    console.print(table)
    problems = [v for v in verdicts if v.verdict in ("fail", "error", "inconclusive")]
    for v in problems[:MAX_LISTED]:
        where = " & ".join(v.conversations) or "(set)"
        console.print(f"{v.verdict.upper()} {v.rule} on {where}: {v.message or ''}", markup=False)
    if len(problems) > MAX_LISTED:
        console.print(f"... and {len(problems) - MAX_LISTED} more (see rules.jsonl)")
    for rule, (count, names) in _judged_nothing(verdicts).items():
        console.print(
            f"NOTE {rule} judged no conversation: {plural(count, 'check')} found no variable or output named "
            f"{' or '.join(names)} (misspelt in the rule, or none of these conversations' profiles has it)",
            markup=False,
        )
    if llm_usage and llm_usage.get("calls"):
        fresh = llm_usage["calls"] - llm_usage.get("cached_calls", 0)
        console.print(
            f"LLM helpers: {fresh} calls, {llm_usage.get('cached_calls', 0)} from cache, ${llm_usage['cost']:.6f}"
        )


def _judged_nothing(verdicts: Sequence[RuleVerdict]) -> dict[str, tuple[int, list[str]]]:
    """The rules with no verdict but not_applicable, some for names no conversation has: (those checks, names).

    Such a rule judged nothing, and a typo (``price is not Non``) reads as a name every conversation lacks.
    """
    judged = {v.rule for v in verdicts if v.verdict != "not_applicable"}
    missing: dict[str, tuple[int, set[str]]] = {}
    for v in verdicts:
        name = missing_name_in(v.message)
        if v.rule not in judged and name is not None:
            count, names = missing.get(v.rule, (0, set()))
            missing[v.rule] = (count + v.count, names | {name})
    return {rule: (count, sorted(names)) for rule, (count, names) in missing.items()}
