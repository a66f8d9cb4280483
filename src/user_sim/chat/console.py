"""What ``sensei-chat`` shows in the terminal: a progress bar on stderr, the final summary and the dry-run plan.

The progress bar (done/total, the profile of the last finished conversation, errors so far) is shown only
when stderr is a terminal. rich is imported here, never at ``--help`` time.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from user_sim.core.records import END_REASONS, ConversationRecord
from user_sim.runs.progress import ProgressDisplay
from user_sim.wording import plural

if TYPE_CHECKING:
    from user_sim.chat.estimate import DryRunPlan
    from user_sim.chat.result import ChatRunResult


class ProgressBar:
    """A RunObserver drawing the shared progress display, with the profile and the errors so far."""

    def __init__(self, stream: TextIO | None = None, enabled: bool | None = None) -> None:
        self.display = ProgressDisplay(stream, enabled)
        self._errors = 0

    def start(self, total: int, skipped: int) -> None:
        """Show the bar for ``total`` conversations."""
        self.display.start(total, f"conversations{f' ({skipped} done before)' if skipped else ''}")

    def conversation_done(self, record: ConversationRecord) -> None:
        """Advance by one and show the profile and the errors so far."""
        self._errors += record.end_reason == "error"
        errors = f" · [red]{plural(self._errors, 'error')}[/red]" if self._errors else ""
        self.display.advance(f"{record.profile}{errors}")

    def close(self) -> None:
        """Stop drawing."""
        self.display.close()


def print_summary(result: ChatRunResult, stream: TextIO | None = None) -> None:
    """End reasons per profile, then where the output is."""
    from rich.console import Console
    from rich.table import Table

    console = Console(file=stream or sys.stdout, highlight=False)
    reasons = [r for r in END_REASONS if result.count(r)]
    table = Table(title=f"run {result.run_id}")
    for column in ["profile", "conversations", *reasons]:
        table.add_column(column, justify="left" if column == "profile" else "right")
    for profile, counts in _counts_by_profile(result.records).items():
        table.add_row(profile, str(sum(counts.values())), *(str(counts.get(r, 0)) for r in reasons))
    table.add_row("total", str(len(result.records)), *(str(result.count(r)) for r in reasons), style="bold")
    console.print(table)
    console.print(_cost_line(result.records))
    budget = next((r.error for r in result.records if r.end_reason == "budget" and r.error), None)
    if budget:
        console.print(f"stopped by a budget: {budget}")
    if result.not_run_keys:
        console.print(f"{plural(len(result.not_run_keys), 'planned conversation')} did not run")
    console.print(f"output: {result.run_dir}")
    if result.interrupted:
        console.print(f"interrupted: resume with --resume {result.run_id}")


def _cost_line(records: Sequence[ConversationRecord]) -> str:
    from user_sim.reports.stats import cost_summary

    cost = cost_summary(records, note=False)
    if cost["cost"] != "unknown":
        return f"cost: ${cost['cost']:.4f}"
    return f"cost: unknown (a model has no known price; ${cost['known_cost']:.4f} known; see report.yml)"


def _counts_by_profile(records: Sequence[ConversationRecord]) -> dict[str, Counter[str]]:
    counts: dict[str, Counter[str]] = {}
    for record in records:
        counts.setdefault(record.profile, Counter())[record.end_reason] += 1
    return dict(sorted(counts.items()))


def print_dry_run(plan: DryRunPlan, stream: TextIO | None = None) -> None:
    """The plan: conversations, LLM calls (upper bound) and estimated cost per profile."""
    from rich.console import Console
    from rich.table import Table

    console = Console(file=stream or sys.stdout, highlight=False)
    table = Table(title="dry run: nothing will be called")
    for column in ("profile", "model", "conversations", "LLM calls ≤", "est. cost"):
        table.add_column(column, justify="left" if column in ("profile", "model") else "right")
    for p in plan.profiles:
        table.add_row(p.test_name, p.model, str(p.conversations), str(p.llm_calls), _money(p.cost, p.llm_calls))
    table.add_row(
        "total", "", str(plan.conversations), str(plan.llm_calls), _money(plan.cost, plan.llm_calls), style="bold"
    )
    console.print(table)
    if plan.skipped:
        console.print(f"not counted: {plural(plan.skipped, 'conversation')} already finished in the resumed run")
    if plan.cost is None:
        console.print("cost: unknown for some model (no known price); add it to prices.yml for an estimate")


def _money(cost: float | None, calls: int) -> str:
    if not calls:
        return "$0"
    return "unknown" if cost is None else f"~${cost:.4f}"
