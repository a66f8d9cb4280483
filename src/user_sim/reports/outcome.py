"""Which end reasons count as a passed conversation, a failed one, or one that could not be completed.

* **passed**: ``goal_reached`` (the goal check said so) and ``steps_done`` (a ``steps`` conversation ran its N
  user messages; in that mode no goal is checked, so running to the end is what was asked for).
* **failed**: ``user_left``, ``turn_limit``, ``fallback_loop``, ``target_ended``. The engine checks the goal
  before it looks at these, so each of them means the conversation ended *without* the goal being reached:
  the user gave up, the limit was hit, the bot kept failing to understand, or the bot closed the chat.
* **error**: ``error`` (the target or an LLM failed), ``budget`` (a ``max_cost`` stopped it) and
  ``user_broke_role`` (the simulated user's drafts broke role twice; nothing of them was sent): the
  conversation could not be completed, so it says nothing about the chatbot either way. JUnit reports these
  as ``<error>`` rather than ``<failure>``.
"""

from __future__ import annotations

from typing import Literal

from user_sim.core.records import ConversationRecord

Outcome = Literal["passed", "failed", "error"]

PASSING_END_REASONS = frozenset({"goal_reached", "steps_done"})
INCOMPLETE_END_REASONS = frozenset({"error", "budget", "user_broke_role"})


def outcome_of(record: ConversationRecord) -> Outcome:
    """Classify a finished conversation (see the module docstring)."""
    if record.end_reason in INCOMPLETE_END_REASONS:
        return "error"
    return "passed" if record.end_reason in PASSING_END_REASONS else "failed"


def conversation_label(record: ConversationRecord) -> str:
    """``<index>`` or ``<index>_r<replicate>``: the name of a conversation within its profile (and its file stem)."""
    return f"{record.index}_r{record.replicate}" if record.replicate else str(record.index)
