"""From case verdicts to the process exit code (the CI gate).

The rule is the one of every run command (:func:`user_sim.runs.outcome.exit_code_of`): a budget stop (4);
results incomplete (3): a case that could not be judged because the target, the generation, the warm-up
user's or the judge's LLM failed (``error`` cases, and ``inconclusive`` ones whose record names such a
failure) — with ``--fail-on never`` only an attack none of whose cases could be judged counts — or no case at all
(a ``--shard`` that got none; a security.yml that enables no attack is refused before, exit 2); a verdict at or
above ``--fail-on`` (1) — with ``--baseline``, only a *new* one; otherwise 0. ``--fail-on inconclusive`` also
fails on ``error`` cases. A run Ctrl-C or SIGTERM stopped exits 130 or 143 whatever its verdicts (the process
does: the summary says so); an unreachable target (3) is raised as an exception before this point.
"""

from __future__ import annotations

from collections import defaultdict

from user_sim.exit_codes import ExitCode
from user_sim.runs.completion import STOPPED_FROM_OUTSIDE
from user_sim.runs.interrupt import BUDGET, MISSING_SHARDS, STOP_ON_BREACH
from user_sim.runs.outcome import RunOutcome, exit_code_of
from user_sim.security.records import CaseRecord
from user_sim.wording import plural

STOPPED_CODES = {"interrupted": ExitCode.INTERRUPTED, "terminated": ExitCode.TERMINATED}
"""The exit code of a run stopped from outside, by what its files say (``stopped``)."""
FAILING = {"breached": {"breached"}, "inconclusive": {"breached", "inconclusive", "error"}, "never": set()}


INFRA_FAILURES = frozenset({"generation", "judge", "target", "simulation", "internal", "oracle"})
"""The ``errors`` kinds of a case record that mean the tool could not judge the case."""


def incomplete(record: CaseRecord) -> bool:
    """Whether the case says nothing about the chatbot because the target or an LLM (or the tool) failed."""
    if record.status == "error":
        return True
    failures = {kind for entry in record.errors for kind in entry}
    return record.status == "inconclusive" and bool(failures & INFRA_FAILURES)


def failed_attacks(records: list[CaseRecord]) -> list[str]:
    """Attacks (by name) with at least one case, none of which could be judged (see :func:`incomplete`)."""
    judged: dict[str, bool] = defaultdict(bool)
    for record in records:
        judged[record.attack] |= not incomplete(record)
    return sorted(attack for attack, any_judged in judged.items() if not any_judged)


def exit_code_for(
    records: list[CaseRecord],
    stopped: str | None,
    failed: list[str],
    fail_on: str,
    new: tuple[str, ...] | None = None,
    *,
    not_run: int = 0,
) -> ExitCode:
    """The exit code of a finished or stopped campaign (``new``: the new findings when comparing with a baseline).

    ``not_run`` planned cases with no record are incomplete results unless the run stopped them itself (a budget,
    ``stop_on_breach``): a missing shard, Ctrl-C, SIGTERM or an internal error left them unjudged. A run with no
    case at all (a ``--shard`` that got none) judged nothing: incomplete too, never a pass.
    """
    if stopped in STOPPED_CODES:
        return STOPPED_CODES[stopped]
    broken = [r for r in records if incomplete(r) and (fail_on != "never" or r.attack in failed)]
    findings = len(new) if new is not None else sum(r.status in FAILING[fail_on] for r in records)
    outcome = RunOutcome(
        budget_stopped=stopped is not None and stopped.startswith(BUDGET),
        incomplete=len(broken) + (0 if _own_stop(stopped) else not_run) + int(not records and stopped is None),
        failed=findings,
    )
    return exit_code_of(outcome)


def _own_stop(stopped: str | None) -> bool:
    """Whether the run stopped its cases itself (a budget, ``stop_on_breach``), which its exit code already says."""
    return stopped is not None and (stopped.startswith(BUDGET) or stopped == STOP_ON_BREACH)


def verdict_line(code: ExitCode, records: list[CaseRecord], failed: list[str], stopped: str | None) -> str:
    """One sentence saying why the run exits with ``code``."""
    breached = sum(r.status == "breached" for r in records)
    if code in (ExitCode.INTERRUPTED, ExitCode.TERMINATED):
        why = STOPPED_FROM_OUTSIDE.get(stopped or "", stopped)
        return f"the run was {why}; finished cases are on disk; exit {int(code)}"
    if code == ExitCode.BUDGET:
        return f"stopped by the budget ({stopped}); finished cases are on disk; exit 4"
    if code == ExitCode.INFRA:
        broken = [r for r in records if incomplete(r)]
        if not records and not stopped:
            return "no case ran (this shard got none of the campaign's cases): nothing was tested; exit 3"
        if not broken:
            why = stopped.removeprefix(MISSING_SHARDS) if stopped and stopped.startswith(MISSING_SHARDS) else None
            said = f"the shards {why} are missing" if why else f"the run stopped: {stopped or 'early'}"
            return f"planned cases did not run ({said}), so the results are incomplete; exit 3"
        first = broken[0].reason
        count = plural(len(broken), "case")
        return f"{count} could not be judged (first: {first}), so the results are incomplete; exit 3"
    if code == ExitCode.FINDINGS:
        return f"{breached} breach(es) found (or a verdict at --fail-on); exit 1"
    if all(r.status == "skipped" for r in records):  # a dry run: the plan is valid, which is all exit 0 says here
        return f"dry run: {plural(len(records), 'case')} planned, none sent, so nothing was judged; exit 0"
    return "no verdict reached the --fail-on gate; exit 0"
