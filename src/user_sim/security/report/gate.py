"""From case verdicts to the process exit code (the CI gate).

Precedence, strongest first: a budget stop (4); an attack whose every case errored (3: its results say nothing);
a verdict at or above ``--fail-on`` (1) — with ``--baseline``, only a *new* one; otherwise 0. ``--fail-on
inconclusive`` also fails on ``error`` cases (an error is at least as unknown as an inconclusive judge). Ctrl-C
(130) and an unreachable target (3) are raised as exceptions before this point.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from user_sim.exit_codes import ExitCode

FAILING = {"breached": {"breached"}, "inconclusive": {"breached", "inconclusive", "error"}, "never": set()}


def failed_attacks(records: list[dict[str, Any]]) -> list[str]:
    """Attacks (by name) with at least one case, every one of which ended in ``error``."""
    statuses: dict[str, set[str]] = defaultdict(set)
    for record in records:
        statuses[record["attack"]].add(record["status"])
    return sorted(attack for attack, seen in statuses.items() if seen == {"error"})


def exit_code_for(
    records: list[dict[str, Any]],
    stopped: str | None,
    failed: list[str],
    fail_on: str,
    new: tuple[str, ...] | None = None,
) -> ExitCode:
    """The exit code of a finished or stopped campaign (``new``: the new findings when comparing with a baseline)."""
    if stopped is not None and stopped.startswith("budget"):
        return ExitCode.BUDGET
    if failed:
        return ExitCode.INFRA
    if new is not None:
        return ExitCode.FINDINGS if new else ExitCode.OK
    if any(r["status"] in FAILING[fail_on] for r in records):
        return ExitCode.FINDINGS
    return ExitCode.OK


def verdict_line(code: ExitCode, records: list[dict[str, Any]], failed: list[str], stopped: str | None) -> str:
    """One sentence saying why the run exits with ``code``."""
    breached = sum(r["status"] == "breached" for r in records)
    if code == ExitCode.BUDGET:
        return f"stopped by the budget ({stopped}); finished cases are on disk; exit 4"
    if code == ExitCode.INFRA:
        return f"every case of {', '.join(failed)} ended in error, so those results are incomplete; exit 3"
    if code == ExitCode.FINDINGS:
        return f"{breached} breach(es) found (or a verdict at --fail-on); exit 1"
    return "no verdict reached the --fail-on gate; exit 0"
