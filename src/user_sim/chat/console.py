"""What ``sensei-chat`` shows in the terminal: a progress bar on stderr, the final summary and the dry-run plan.

The progress bar (done/total, the profile of the last finished conversation, errors so far) is shown only
when stderr is a terminal. rich is imported here, never at ``--help`` time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from user_sim.core.records import END_REASONS, ConversationRecord, refused_value
from user_sim.reports.outcome import conversation_label, extraction_message, outcome_of
from user_sim.runs.completion import stop_words
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

    @property
    def closed(self) -> bool:
        """The reader of the bar's stream went away (the run went on; the command decides)."""
        return self.display.closed


MAX_REASONS = 5
"""Distinct error causes listed under the table; report.yml has them all."""


def print_summary(result: ChatRunResult, stream: TextIO | None = None) -> None:
    """Passed/failed/error and end reasons per profile, the first distinct error causes, then the output."""
    from rich.table import Table

    from user_sim.runs.console import make_console

    console = make_console(stream, highlight=False)
    reasons = [r for r in END_REASONS if result.count(r) and r != "error"]  # the `error` outcome column has them
    table = Table(title=f"run {result.run_id}")
    for column in ["profile", "conversations", *OUTCOMES, *reasons]:
        table.add_column(column, justify="left" if column == "profile" else "right", no_wrap=True)
    for profile, counts in _counts_by_profile(result.records).items():
        table.add_row(profile, str(_outcomes_in(counts)), *_cells(counts, reasons))
    totals = sum(_counts_by_profile(result.records).values(), Counter())
    table.add_row("total", str(len(result.records)), *_cells(totals, reasons), style="bold")
    console.print(table)
    for line in error_lines(result.records):
        console.print(line, soft_wrap=True, markup=False)
    for line in [*_replicate_lines(result.records), *role_lines(result.records)]:
        console.print(line)
    for line in refused_lines(result.records):  # the chatbot's and the model's words: never read as markup
        console.print(line, soft_wrap=True, markup=False)
    console.print(_cost_line(result.records))
    budget = _budget_stop(result)
    if budget:
        console.print(f"stopped by a budget: {budget}")
    if result.not_run_keys:
        why = f" ({stop_words(result.stopped)})" if result.stopped else ""
        console.print(f"{plural(len(result.not_run_keys), 'planned conversation')} did not run{why}", markup=False)
    console.print(f"output: {result.run_dir}")


def _budget_stop(result: ChatRunResult) -> str | None:
    """The budget that stopped the run, as its reports say it (``stopped``); else one that ended a conversation."""
    from user_sim.runs.interrupt import BUDGET

    if result.stopped is not None and result.stopped.startswith(BUDGET):
        return result.stopped.removeprefix(BUDGET)
    return next((r.error for r in result.records if r.end_reason == "budget" and r.error), None)


def _replicate_lines(records: Sequence[ConversationRecord]) -> list[str]:
    """``profile: pass@1 0.67, pass^3 0.00 (4 cases)`` for each profile run with replicates."""
    from user_sim.reports.replicates import not_judged_words, rate_words, replicate_rates

    by_profile: dict[str, list[ConversationRecord]] = {}
    for record in records:
        by_profile.setdefault(record.profile, []).append(record)
    lines = []
    for name, group in sorted(by_profile.items()):
        rates = replicate_rates(group)
        if rates:
            counts = ", ".join(filter(None, [plural(rates["cases"], "case"), not_judged_words(rates)]))
            lines.append(
                f"{name}: pass@1 {rate_words(rates, 'pass@1')}, pass^{rates['replicates']} "
                f"{rate_words(rates, 'pass^k')} ({counts})"
            )
    return lines


def role_lines(records: Sequence[ConversationRecord]) -> list[str]:
    """``role discipline: 34 drafts not sent (echo 7, role_flip 27); 8 conversations ended user_broke_role``."""
    from user_sim.reports.summary import role_violations

    counts: dict[str, int] = role_violations(records).get("role_violations", {})
    if not counts:
        return []
    kinds = ", ".join(f"{kind} {n}" for kind, n in counts.items())
    broke = sum(r.end_reason == "user_broke_role" for r in records)
    return [
        f"role discipline: {plural(sum(counts.values()), 'draft')} of the simulated user not sent ({kinds}); "
        f"{plural(broke, 'conversation')} ended user_broke_role (never a pass)"
    ]


def refused_lines(records: Sequence[ConversationRecord]) -> list[str]:
    """``extraction: 3 values not in the chatbot's words were set to null (the first: order/0: order_id: ...)``."""
    refused = [
        (f"{r.profile}/{conversation_label(r)}", p) for r in records for p in r.extraction_problems if refused_value(p)
    ]
    if not refused:
        return []
    where, problem = refused[0]
    return [
        f"extraction: {plural(len(refused), 'value')} not in the chatbot's words "
        f"{'was' if len(refused) == 1 else 'were'} set to null (the first: "
        f"{where}: {problem}); every one is in report.yml's errors"
    ]


def _cost_line(records: Sequence[ConversationRecord]) -> str:
    from user_sim.reports.stats import cost_summary

    cost = cost_summary(records, note=False)
    if cost["cost"] != "unknown":
        return f"cost: ${cost['cost']:.4f}"
    return f"cost: unknown (a model has no known price; ${cost['known_cost']:.4f} known; see report.yml)"


OUTCOMES = ("passed", "failed", "error")


def _counts_by_profile(records: Sequence[ConversationRecord]) -> dict[str, Counter[str]]:
    """End-reason counts and, under ``outcome:<name>``, outcome counts, per profile."""
    counts: dict[str, Counter[str]] = {}
    for record in records:
        counter = counts.setdefault(record.profile, Counter())
        counter[record.end_reason] += 1
        counter[f"outcome:{outcome_of(record)}"] += 1
    return dict(sorted(counts.items()))


def _outcomes_in(counts: Counter[str]) -> int:
    return sum(n for key, n in counts.items() if key.startswith("outcome:"))


def _cells(counts: Counter[str], reasons: Sequence[str]) -> list[str]:
    outcomes = [_outcome_cell(name, counts.get(f"outcome:{name}", 0)) for name in OUTCOMES]
    return [*outcomes, *(str(counts.get(r, 0)) for r in reasons)]


def _outcome_cell(name: str, count: int) -> str:
    if count and name != "passed":
        return f"[{'red' if name == 'error' else 'yellow'}]{count}[/]"
    return str(count)


def error_lines(records: Sequence[ConversationRecord], limit: int = MAX_REASONS) -> list[str]:
    """One line per distinct cause of an error (target, LLM, extraction), first seen first; then how many more."""
    seen: dict[str, str] = {}
    for record in records:
        if outcome_of(record) != "error":
            continue
        cause = record.error or extraction_message(record.extraction_problems) or record.end_reason
        seen.setdefault(cause, f"{record.profile}/{conversation_label(record)}")
    lines = [f"  error: {where}: {cause}" for cause, where in list(seen.items())[:limit]]
    if len(seen) > limit:
        lines.append(f"  ... and {plural(len(seen) - limit, 'more distinct error')} (see report.yml)")
    return lines


def print_dry_run(plan: DryRunPlan, stream: TextIO | None = None) -> None:
    """The plan: conversations, LLM calls (upper bound) and estimated cost per profile."""
    from rich.table import Table

    from user_sim.runs.console import make_console

    console = make_console(stream, highlight=False)
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
