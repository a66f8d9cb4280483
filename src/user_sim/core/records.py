"""What a finished conversation is: the value the engine returns and every writer reads.

One ``ConversationRecord`` is one line of ``results.jsonl``; the SENSEI conversation YAML, report.yml, the HTML
report and JUnit are all derived from these records (so reports can be rebuilt and ``--resume`` works).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

EndReason = Literal[
    "goal_reached",  # the goal check said the goal is achieved
    "steps_done",  # goal_style steps: N user messages sent
    "user_left",  # the simulated user chose to end the conversation
    "turn_limit",  # all_answered limit or max_turns reached
    "fallback_loop",  # 9 fallbacks in a row
    "target_ended",  # the chatbot ended the conversation
    "budget",  # a max_cost would have been exceeded by the next call
    "error",  # the target or the LLM failed; `error` says why
    "user_broke_role",  # the LLM user's drafts broke role twice in a row (echo, role flip...); never sent
]
END_REASONS: tuple[str, ...] = EndReason.__args__  # type: ignore[attr-defined]

Purpose = Literal["user", "goal_check", "extraction", "generation", "judge"]

UNSUPPORTED_VALUE = "unsupported value"
"""How an extraction problem names a value refused because the chatbot never said it
(``<output>: unsupported value …``, written by ``core.extraction_support``): the value was read, then reported
instead of written — a finding about the chatbot, not an extraction that could not read anything."""


def refused_value(problem: str) -> bool:
    """Whether an extraction problem reports a refused, unsupported value (not an answer that could not be read)."""
    name, _, rest = problem.partition(": ")
    return bool(name) and rest.startswith(f"{UNSUPPORTED_VALUE} ")


class Record(BaseModel):
    """Base of result records: strict on the way in, plain JSON on the way out."""

    model_config = ConfigDict(extra="forbid")


class Turn(Record):
    """One user message and the chatbot's reply."""

    index: int
    """0-based position in the conversation."""
    user: str
    """What the simulated user sent."""
    assistant: str | None = None
    """The chatbot's reply (None when the target failed on this turn)."""
    latency_s: float | None = None
    """Seconds between sending the message and receiving the reply, or the failure (see ``response_time_s``)."""
    fallback: bool = False
    """The reply was recognised as the chatbot's fallback sentence."""
    error: str | None = None
    """Why this turn failed, if it did."""

    @property
    def response_time_s(self) -> float | None:
        """The chatbot's response time: ``latency_s`` of a turn it answered; a failed call (a timeout) has none."""
        return self.latency_s if self.assistant is not None else None


class Usage(Record):
    """Tokens and cost of a set of LLM calls."""

    calls: int = 0
    cached_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = 0.0
    """Dollars; None when some call's price is unknown."""


class LLMCall(Record):
    """One LLM call of a conversation (the per-call line of the accounting)."""

    purpose: Purpose
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = 0.0
    """Dollars; None when the model's price is unknown."""
    cached: bool = False
    """Answered from the response cache (no call was made; the tokens are the original call's)."""


class ConversationRecord(Record):
    """A finished (or failed) conversation, with everything needed to report on it."""

    run_id: str
    profile: str
    """The profile's test_name."""
    profile_path: str
    index: int
    """Conversation index within the profile (0-based, before replicates)."""
    replicate: int = 0
    serial: str
    """Unique id of this conversation (stable for a given run seed)."""
    seed: int
    """Seed of this conversation's random stream."""
    language: str | None = None
    context: Any = None
    """The user's context as written in the profile."""
    goals: list[str] = Field(default_factory=list)
    """Goal phrases with the drawn values filled in."""
    role: str | None = None
    """Who the simulated user is (``user.role``)."""
    goal: str | None = None
    """The profile's one checkable goal sentence, rendered (None: every goal phrase answered)."""
    facts: dict[str, Any] = Field(default_factory=dict)
    """What the user knows and shares when asked (``user.facts``)."""
    values: dict[str, list[Any]] = Field(default_factory=dict)
    """Drawn value(s) of every variable."""
    interaction_styles: list[Any] = Field(default_factory=list)
    goal_style: dict[str, Any] = Field(default_factory=dict)
    greeting: str | None = None
    """The chatbot's greeting when it speaks first (is_starter)."""
    turns: list[Turn] = Field(default_factory=list)
    end_reason: EndReason
    error: str | None = None
    """Cause of an `error` end reason (or of a failed extraction)."""
    data_output: dict[str, Any] | None = None
    """Extracted chatbot.output values (None when nothing was extracted)."""
    extraction_problems: list[str] = Field(default_factory=list)
    left_with: str | None = None
    """For ``user_left``: what the simulated user wrote when it chose to leave (never sent to the chatbot)."""
    role_violations: dict[str, int] = Field(default_factory=dict)
    """Drafts of the LLM user caught breaking role, by kind (echo, role_flip, persona_drift, leaked_markup)."""
    usage: dict[str, Usage] = Field(default_factory=dict)
    """Usage per purpose (user, goal_check, extraction, generation) and 'total'."""
    llm_calls: list[LLMCall] = Field(default_factory=list)
    """Every LLM call, in order."""
    started_at: str
    """UTC ISO time."""
    duration_s: float
    target: str = ""
    """Technology of the chatbot under test."""


_UNSAFE = re.compile(r"[^\w.-]+")


def safe_name(test_name: str, default: str = "profile") -> str:
    """A file-system-safe version of a test name (the folder of a profile's conversation files, ``default`` if none)."""
    return _UNSAFE.sub("_", test_name.strip()).strip("._") or default
