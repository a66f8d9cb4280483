"""Which end reasons count as a passed conversation, a failed one, or one that could not be completed.

* **passed**: ``goal_reached`` (the goal check said so) and ``steps_done`` (a ``steps`` conversation ran its N
  user messages; in that mode no goal is checked, so running to the end is what was asked for).
* **failed**: ``turn_limit`` and ``fallback_loop`` always; ``user_left`` and ``target_ended`` when the
  conversation's ``goal_style`` asks for a goal (``all_answered``/``default``, not ``steps``). The engine
  checks the goal before it looks at these, so each of them means the conversation ended *without* the goal
  being reached. This is also what ``sensei-chat --fail-on failed`` gates on, so JUnit, report.yml and the
  exit code agree.
* **error**: ``error`` (the target or an LLM failed), ``budget`` (a ``max_cost`` stopped it) and
  ``user_broke_role`` (the simulated user's drafts broke role twice; nothing of them was sent): the
  conversation could not be completed, so it says nothing about the chatbot either way. JUnit reports these
  as ``<error>`` rather than ``<failure>``. So is a conversation whose extraction failed for every output
  (problems, and not one value read): its ``data_output`` cannot be judged. A value the extraction read but
  refused because the chatbot never said it (``unsupported value``) *was* read: it is reported, the
  conversation is judged by its end reason (a ``turn_limit`` whose invented values were all refused is failed,
  not error).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from user_sim.core.records import ConversationRecord, refused_value

Outcome = Literal["passed", "failed", "error"]

PASSING_END_REASONS = frozenset({"goal_reached", "steps_done"})
INCOMPLETE_END_REASONS = frozenset({"error", "budget", "user_broke_role"})
GATED_END_REASONS = frozenset({"fallback_loop", "turn_limit"})
EXTRACTION_WORD = "extraction "
"""How a problem that already says what happened to the extraction begins (``extraction skipped: ...``)."""
"""End reasons that fail a conversation whatever its goal style."""


def outcome_of(record: ConversationRecord) -> Outcome:
    """Classify a finished conversation (see the module docstring)."""
    if record.end_reason in INCOMPLETE_END_REASONS or extraction_failed(record):
        return "error"
    if record.end_reason in PASSING_END_REASONS:
        return "passed"
    return "failed" if record.end_reason in GATED_END_REASONS or goal_asked(record) else "passed"


def goal_asked(record: ConversationRecord) -> bool:
    """Whether the conversation's goal_style asks for its goals to be reached (all_answered / default)."""
    return not any(key in record.goal_style for key in ("steps", "random steps", "random_steps"))


def extraction_failed(record: ConversationRecord) -> bool:
    """Whether the extraction reported problems and read no value at all (every answer unreadable, none refused)."""
    values = record.data_output or {}
    problems = record.extraction_problems
    read = any(value is not None for value in values.values()) or any(refused_value(p) for p in problems)
    return bool(problems) and not read


def extraction_message(problems: Sequence[str]) -> str:
    """The extraction's problems as one cause: ``extraction failed: price: ...; ...``.

    A problem that already says what happened to the extraction (``extraction skipped: ...``) is kept as it is.
    """
    said = [p if p.startswith(EXTRACTION_WORD) else f"extraction failed: {p}" for p in problems]
    return "; ".join(said)


def conversation_label(record: ConversationRecord) -> str:
    """``<index>`` or ``<index>_r<replicate>``: the name of a conversation within its profile (and its file stem)."""
    return label_of(record.index, record.replicate)


def label_of(index: int, replicate: int) -> str:
    """The name of conversation ``index``, replicate ``replicate`` (see :func:`conversation_label`)."""
    return f"{index}_r{replicate}" if replicate else str(index)
