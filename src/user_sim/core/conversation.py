"""One conversation's decisions, shared by the engine (which drives a target) and the library's SimulatedUser.

A :class:`Conversation` is told what happened (the greeting, each reply, a target failure, the system ending
the chat) and answers with the user's next message, or None once the conversation is over. After each reply
the end is decided in this order: budget → target error → ``steps_done`` → goal check
(``goal_reached``; skipped in steps mode) → ``user_left`` → ``turn_limit`` → ``fallback_loop`` → ``target_ended``.
A user whose drafts break role twice in a row ends it ``user_broke_role`` before anything is sent.
Budget and errors can happen in any LLM call and end the conversation at once. The user's choice to leave is
only known once it writes its next message, so that message is asked for only when no limit, fallback loop
or target end already stops the conversation — a call is never made whose answer could not be sent.

Every failure becomes the conversation's end reason with its cause; only KeyboardInterrupt propagates.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from user_sim.core.extraction import Extractor
from user_sim.core.fallback import FALLBACK_LOOP, FallbackDetector, fallback_cue
from user_sim.core.plan import ConversationPlan
from user_sim.core.records import ConversationRecord, EndReason, Turn
from user_sim.core.usage import UsageTally
from user_sim.core.users.base import Dialogue, UserModel
from user_sim.core.users.role_discipline import UserBrokeRole
from user_sim.errors import BudgetExceeded, UserSimError
from user_sim.llm.base import LLMClient

T = TypeVar("T")


class Conversation:
    """The state and end decisions of one conversation."""

    def __init__(
        self,
        plan: ConversationPlan,
        user: UserModel | None,
        *,
        tally: UsageTally | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.plan = plan
        self.user = user
        self.tally = tally or UsageTally()
        self.dialogue = Dialogue()
        self.end_reason: EndReason | None = None
        self.error: str | None = None
        self.budget_error: BudgetExceeded | None = None
        """The BudgetExceeded that ended (or cut short) this conversation, for the runner."""
        self.fallback_streak = 0
        self.data_output: dict[str, Any] | None = None
        self.extraction_problems: list[str] = []
        self.left_with: str | None = None
        self._detector = FallbackDetector(plan.fallback)
        self._clock = clock
        self._started = clock()
        self._started_at = datetime.now(UTC).isoformat(timespec="milliseconds")

    @property
    def ended(self) -> bool:
        """True once an end reason is set."""
        return self.end_reason is not None

    def end(self, reason: EndReason, error: str | None = None) -> None:
        """Set the end reason (the first one wins)."""
        if self.end_reason is None:
            self.end_reason, self.error = reason, error

    def start(self, greeting: str | None = None) -> str | None:
        """Record the bot's greeting (if it spoke first) and return the user's first message."""
        self.dialogue.greeting = greeting
        return self._next_message()

    def on_reply(self, text: str, *, latency: float | None = None, ended: bool = False) -> str | None:
        """Record the reply to the last message; return the next message, or None when the conversation ends."""
        fallback = self._detector.is_fallback(text)
        self.fallback_streak = self.fallback_streak + 1 if fallback else 0
        self._update_last(assistant=text, latency_s=latency, fallback=fallback)
        reason = self._decide(ended)
        if reason is not None:
            self.end(reason)
            return None
        return None if self.ended else self._next_message()

    def on_target_error(self, cause: str, *, latency: float | None = None) -> None:
        """The target failed on the last message: the conversation ends ``error`` (never resent)."""
        self._update_last(latency_s=latency, error=cause)
        self.end("error", f"target failed: {cause}")

    def on_system_end(self, answer: str | None = None, *, latency: float | None = None) -> None:
        """The system under test ended the conversation (handoff), optionally with a last answer."""
        if answer is not None and self.dialogue.turns and self.dialogue.turns[-1].assistant is None:
            self._update_last(assistant=answer, latency_s=latency, fallback=self._detector.is_fallback(answer))
        self.end("target_ended")

    def _decide(self, target_ended: bool) -> EndReason | None:
        goal, sent = self.plan.goal_style, self.dialogue.messages_sent
        if goal.kind == "steps" and goal.steps is not None and sent >= goal.steps:
            return "steps_done"
        if goal.kind != "steps" and self._goal_reached():
            return "goal_reached"
        if self.ended:
            return None
        if goal.limit is not None and sent >= goal.limit:
            return "turn_limit"
        if self.fallback_streak >= FALLBACK_LOOP:
            return "fallback_loop"
        return "target_ended" if target_ended else None

    def _goal_reached(self) -> bool:
        if self.user is None or self.fallback_streak:
            return False
        return bool(self.guard(self.user.goal_reached, self.dialogue))

    def _next_message(self) -> str | None:
        if self.user is None:
            self.end("error", "no simulated user")
            return None
        text = self.guard(self.user.message, self.dialogue, fallback_cue(self.fallback_streak))
        if self.ended:
            return None
        if text is None:
            self.left_with = getattr(self.user, "left_with", None)
            self.end("user_left")
            return None
        self.dialogue.turns.append(Turn(index=self.dialogue.messages_sent, user=text))
        return text

    def guard(self, call: Callable[..., T], *args: Any) -> T | None:
        """Run one step that may fail; a failure ends the conversation (budget or error) and returns None."""
        try:
            return call(*args)
        except BudgetExceeded as exc:
            self.budget_error = exc
            self.end("budget", str(exc))
        except UserBrokeRole as exc:
            self.end("user_broke_role", str(exc))
        except UserSimError as exc:  # LLM, target, speech (NotBuiltError), config (e.g. no API key)
            self.end("error", f"{type(exc).__name__}: {exc}")
        except Exception as exc:  # a bug or an unexpected library error must not lose the conversation
            self.end("error", f"internal error: {type(exc).__name__}: {exc}")
        return None

    def _update_last(self, **changes: Any) -> None:
        if self.dialogue.turns:
            self.dialogue.turns[-1] = self.dialogue.turns[-1].model_copy(update=changes)

    def extract(self, extractor: Extractor, client: LLMClient | None) -> None:
        """One extraction after the end, when outputs are declared (a failure is an extraction problem)."""
        if not self.plan.outputs:
            return
        transcript = self.dialogue.transcript()
        if not any(speaker == "Assistant" for speaker, _ in transcript):
            # the chatbot said nothing (e.g. the first message failed): every output is missing, and a call
            # asking a model to read an empty transcript would only cost money or invent values
            self.data_output = {output.name: None for output in self.plan.outputs}
            return
        try:
            values, problems = extractor(self.plan.outputs, transcript, client)
        except BudgetExceeded as exc:  # the budget that ended the conversation, if one did, stays the one said
            self.budget_error = self.budget_error or exc
            values, problems = {}, [f"extraction skipped: {exc}"]
        except Exception as exc:
            values, problems = {}, [f"extraction failed: the whole output: {type(exc).__name__}: {exc}"]
        self.data_output = values or None
        self.extraction_problems = list(problems)

    def record(self, *, run_id: str = "", target: str = "") -> ConversationRecord:
        """The finished conversation (an unfinished one is recorded as ended by the target)."""
        self.end("target_ended")
        plan = self.plan
        return ConversationRecord(
            run_id=run_id,
            profile=plan.profile,
            profile_path=plan.profile_path,
            index=plan.index,
            replicate=plan.replicate,
            serial=plan.serial,
            seed=plan.seed,
            language=plan.language,
            context=plan.context,
            goals=[goal.text for goal in plan.goals],
            role=plan.role,
            goal=plan.goal.text if plan.goal is not None else None,
            facts=plan.facts,
            values=plan.values,
            interaction_styles=plan.written_styles,
            goal_style=plan.goal_style.written,
            greeting=self.dialogue.greeting,
            turns=list(self.dialogue.turns),
            end_reason=self.end_reason or "error",
            error=self.error,
            data_output=self.data_output,
            extraction_problems=self.extraction_problems,
            left_with=self.left_with,
            role_violations=dict(getattr(self.user, "role_violations", {})),  # only the LLM user drafts
            usage=self.tally.as_record(),
            llm_calls=list(self.tally.calls_made),
            started_at=self._started_at,
            duration_s=round(self._clock() - self._started, 6),
            target=target,
        )
