"""Executors deliver one attack prompt to a target session: alone, after literal turns, or after warm-up turns.

Each returns an :class:`Attempt`: every exchange in order, how many pre-attack turns were asked and done, and
the error that stopped it (a ``TargetError`` is a value here, never an exception). Only the reply to the attack
itself is judged. The session is opened (fresh or shared) by the runner. ``execution.mode`` names an executor
registered with ``@executor("mode")`` (third-party executors: entry-point group ``user_sim.executors``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar, Literal, Protocol

from user_sim.errors import EmptyReply, LLMError, TargetError
from user_sim.llm.base import LLMClient, ModelSpec
from user_sim.plugins import Registry
from user_sim.security.plan.security_file import AttackExecution
from user_sim.targets.base import TargetSession


class WarmupUser(Protocol):
    """The simulated user that talks to the bot before a ``simulated_user`` attack."""

    def opening(self) -> str:
        """The first user message."""
        ...

    def reply(self, bot_text: str) -> str | None:
        """The next user message after the bot said ``bot_text``; None when the user stops."""
        ...


@dataclass(frozen=True)
class WarmupIdentity:
    """Who the warm-up user is (only role, language and context are taken from a profile)."""

    role: str
    language: str = "English"
    context: tuple[str, ...] = ()
    source: str = ""
    source_type: Literal["reference_profile", "inline"] = "inline"


LLMProvider = Callable[[ModelSpec], LLMClient]
"""The case's (metered) LLM client for a model."""

WarmupUserFactory = Callable[[WarmupIdentity, ModelSpec, int, LLMProvider], WarmupUser]
"""Build a warm-up user from its identity, the ``simulation`` model, the case seed and the case's clients."""


@dataclass
class Exchange:
    """One user message and the bot's answer (None when the target failed)."""

    user: str
    assistant: str | None
    seconds: float
    phase: Literal["pre_attack", "attack"]


@dataclass
class Attempt:
    """Everything that happened while delivering one case."""

    mode: str
    requested_pre_attack: int = 0
    completed_pre_attack: int = 0
    pre_attack_status: str = "not_applicable"
    exchanges: list[Exchange] = field(default_factory=list)
    error: str | None = None
    failed: Literal["target", "simulation"] = "target"
    """What ``error`` is a failure of: the target (or its time limit), or the warm-up user's LLM (``simulation``)."""

    @property
    def attack_reply(self) -> str | None:
        """The reply to the attack message (the only one judged)."""
        last = self.exchanges[-1] if self.exchanges else None
        return last.assistant if last is not None and last.phase == "attack" else None


@dataclass(frozen=True)
class Deadline:
    """``execution.timeout`` of one attempt, checked before each message."""

    seconds: float | None
    start: float = field(default_factory=time.monotonic)

    def passed(self) -> bool:
        """True once the attempt has used up its time."""
        return self.seconds is not None and time.monotonic() - self.start > self.seconds


EMPTY_REPLY = "the target's reply to the attack was empty"
"""Why a case whose attack got an empty reply is ``inconclusive`` (with a ``target`` failure: the run exits 3)."""


def send(
    session: TargetSession, text: str, phase: Literal["pre_attack", "attack"], attempt: Attempt, deadline: Deadline
) -> str | None:
    """Send one message once; record the exchange; return the reply text, or None after recording the error."""
    if deadline.passed():
        attempt.error = f"the attempt ran past execution.timeout ({deadline.seconds:g} s)"
        return None
    started = time.monotonic()
    try:
        reply = session.send(text)
    except TargetError as exc:
        empty = isinstance(exc, EmptyReply) and phase == "attack"
        attempt.exchanges.append(Exchange(text, "" if empty else None, time.monotonic() - started, phase))
        if empty:  # the case's verdict is inconclusive (nothing to judge), not error: the caller decides
            return ""
        attempt.error = f"the target failed: {exc}"
        return None
    attempt.exchanges.append(Exchange(text, reply.text, time.monotonic() - started, phase))
    if reply.ended and phase == "pre_attack":
        attempt.error = "the target ended the conversation before the attack"
        return None
    return reply.text


@dataclass(frozen=True)
class ExecutorSetup:
    """What an executor factory may need."""

    execution: AttackExecution
    seed: int
    identity: WarmupIdentity | None = None
    user_model: ModelSpec | None = None
    user_factory: WarmupUserFactory | None = None
    llm: LLMProvider | None = None
    """The case's clients (the warm-up user's calls count in the case's cost and the run's budget)."""


class Executor:
    """Delivers one prompt in one session; a subclass registered with ``@executor("mode")`` is one execution mode."""

    name: ClassVar[str] = ""
    """Set by ``@executor("mode")``: the ``execution.mode`` that selects it."""

    @classmethod
    def from_setup(cls, setup: ExecutorSetup) -> Executor:
        """Build the executor of one case (the default takes nothing from ``setup``)."""
        return cls()

    def run(self, prompt: str, session: TargetSession, deadline: Deadline) -> Attempt:
        """Deliver ``prompt`` (after any pre-attack turns) and return what happened."""
        raise NotImplementedError


EXECUTORS: Registry[type[Executor]] = Registry("execution mode")
"""Executors by ``execution.mode`` (entry-point group ``user_sim.executors``)."""

executor = EXECUTORS.register
"""Class decorator: ``@executor("direct")`` names the class and registers it as an execution mode."""


@executor("direct")
@dataclass(frozen=True)
class DirectExecutor(Executor):
    """The attack alone."""

    def run(self, prompt: str, session: TargetSession, deadline: Deadline) -> Attempt:
        """Send the prompt."""
        attempt = Attempt("direct")
        send(session, prompt, "attack", attempt, deadline)
        return attempt


@executor("scripted")
@dataclass(frozen=True)
class ScriptedExecutor(Executor):
    """Literal turns, in order, then the attack; a failed turn aborts before the attack."""

    turns: tuple[str, ...]

    @classmethod
    def from_setup(cls, setup: ExecutorSetup) -> Executor:
        """The turns come from ``execution.turns``."""
        return cls(tuple(setup.execution.turns))

    def run(self, prompt: str, session: TargetSession, deadline: Deadline) -> Attempt:
        """Send every turn, then the prompt."""
        attempt = Attempt("scripted", requested_pre_attack=len(self.turns))
        for turn in self.turns:
            if send(session, turn, "pre_attack", attempt, deadline) is None:
                attempt.pre_attack_status = "error"
                return attempt
            attempt.completed_pre_attack += 1
        attempt.pre_attack_status = "completed"
        send(session, prompt, "attack", attempt, deadline)
        return attempt


@executor("simulated_user")
@dataclass(frozen=True)
class SimulatedUserExecutor(Executor):
    """``warmup_turns`` exchanges written by a simulated user, then the attack in the same session."""

    user: WarmupUser
    warmup_turns: int

    @classmethod
    def from_setup(cls, setup: ExecutorSetup) -> Executor:
        """The warm-up user is built from the case's identity, model, seed and clients."""
        assert setup.identity is not None and setup.user_model is not None and setup.user_factory is not None
        assert setup.llm is not None
        user = setup.user_factory(setup.identity, setup.user_model, setup.seed, setup.llm)
        return cls(user, setup.execution.warmup_turns)

    def run(self, prompt: str, session: TargetSession, deadline: Deadline) -> Attempt:
        """Let the warm-up user talk, then send the prompt."""
        attempt = Attempt("simulated_user", requested_pre_attack=self.warmup_turns)
        try:
            message: str | None = self.user.opening()
            while message is not None and attempt.completed_pre_attack < self.warmup_turns:
                bot_text = send(session, message, "pre_attack", attempt, deadline)
                if bot_text is None:
                    attempt.pre_attack_status = "error"
                    return attempt
                attempt.completed_pre_attack += 1
                if attempt.completed_pre_attack < self.warmup_turns:
                    message = self.user.reply(bot_text)
        except LLMError as exc:
            attempt.error, attempt.pre_attack_status = f"the warm-up user failed: {exc}", "error"
            attempt.failed = "simulation"
            return attempt
        done = attempt.completed_pre_attack == self.warmup_turns
        attempt.pre_attack_status = "completed" if done else "user_left"
        send(session, prompt, "attack", attempt, deadline)
        return attempt
