"""``sensei-chat --fail-on``: which finished conversations fail the run, and the run's outcome for the exit code.

* ``failed`` (default): the conversations :func:`user_sim.reports.outcome.outcome_of` calls ``failed`` — ended
  in ``fallback_loop`` or ``turn_limit``, or did not reach the goal their ``goal_style`` asks for
  (``all_answered`` / ``default``; ``steps`` asks for none) — exit 1; incomplete ones (below) exit 3 first.
* ``error``: only incomplete conversations fail the run (exit 3).
* ``never``: conversation results never fail the run, except a profile none of whose conversations could be
  judged (exit 3: the tool could not judge that profile at all).

A conversation is *incomplete* when it ended in ``error`` (target, simulated user or goal-check LLM failed) or
its extraction read no value (``outcome_of`` says ``error``); a budget stop is exit 4, not incomplete.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from user_sim.core.records import ConversationRecord
from user_sim.reports.outcome import outcome_of
from user_sim.runs.outcome import RunOutcome

FailOn = Literal["never", "error", "failed"]
FAIL_ON_VALUES: tuple[FailOn, ...] = ("never", "error", "failed")


def fails_gate(record: ConversationRecord) -> bool:
    """Whether a completed conversation fails ``--fail-on failed``."""
    return outcome_of(record) == "failed"


def incomplete(record: ConversationRecord) -> bool:
    """Whether the conversation says nothing about the chatbot because the target or an LLM failed."""
    return record.end_reason != "budget" and outcome_of(record) == "error"


def chat_outcome(
    records: Sequence[ConversationRecord], *, not_run: int, interrupted: bool, fail_on: FailOn
) -> RunOutcome:
    """What the exit code of a chat run depends on (``runs.outcome.exit_code_of`` maps it)."""
    budget = any(r.end_reason == "budget" for r in records)
    broken = [r for r in records if incomplete(r)]
    if fail_on == "never":
        judged = {r.profile for r in records if not incomplete(r)}
        broken = [r for r in broken if r.profile not in judged]
    return RunOutcome(
        interrupted=interrupted,
        budget_stopped=budget,
        incomplete=len(broken) + (0 if budget else not_run),
        failed=sum(fails_gate(r) for r in records) if fail_on == "failed" else 0,
    )
