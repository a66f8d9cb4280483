"""``sensei-chat --fail-on``: which finished conversations fail the run, and the run's outcome for the exit code.

* ``failed`` (default): a conversation fails when it ended in ``fallback_loop`` or ``turn_limit``, or did not
  reach its goal where its ``goal_style`` asks for one (``all_answered`` / ``default``; ``steps`` asks for none).
  Failing conversations exit 1; incomplete ones (below) exit 3 first.
* ``error``: only incomplete conversations fail the run (exit 3).
* ``never``: conversation results never fail the run, except a profile none of whose conversations could be
  judged (exit 3: the tool could not judge that profile at all).

A conversation is *incomplete* when it ended in ``error`` (target, simulated user or goal-check LLM failed) or
its extraction failed for every output (:func:`user_sim.reports.outcome.outcome_of` says ``error``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from user_sim.core.records import ConversationRecord
from user_sim.reports.outcome import PASSING_END_REASONS, outcome_of
from user_sim.runs.outcome import RunOutcome

FailOn = Literal["never", "error", "failed"]
FAIL_ON_VALUES: tuple[FailOn, ...] = ("never", "error", "failed")
GATED_END_REASONS = frozenset({"fallback_loop", "turn_limit"})
"""End reasons that fail a conversation whatever its goal style."""


def goal_asked(record: ConversationRecord) -> bool:
    """Whether the conversation's goal_style asks for its goals to be reached (all_answered / default)."""
    style = record.goal_style
    return not any(key in style for key in ("steps", "random steps", "random_steps"))


def fails_gate(record: ConversationRecord) -> bool:
    """Whether a completed conversation fails ``--fail-on failed`` (see the module docstring)."""
    if record.end_reason in ("error", "budget"):
        return False
    if record.end_reason in GATED_END_REASONS:
        return True
    return goal_asked(record) and record.end_reason not in PASSING_END_REASONS


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
