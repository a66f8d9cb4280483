"""What the engine and the security executors need from a chatbot under test.

A ``Target`` is built once per run from ``technology`` + ``connector_params``; every conversation (or every
security attempt with ``reset_session``) opens its own ``TargetSession`` so no two conversations share a bot
session. ``send`` posts the user's message exactly once: any failure (HTTP error, read timeout, malformed or
empty reply) raises :class:`user_sim.errors.TargetError` and is never retried, because a retried POST may
deliver the same user message twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass(frozen=True)
class Reply:
    """One answer of the chatbot."""

    text: str
    ended: bool = False
    """True when the target says the conversation is over (handoff, closed session)."""


@runtime_checkable
class TargetSession(Protocol):
    """One conversation with the chatbot."""

    def greeting(self) -> Reply | None:
        """Ask the bot to speak first (``is_starter``); None when the target has no greeting."""
        ...

    def send(self, message: str) -> Reply:
        """Send one user message once and return the reply; raise TargetError on any failure."""
        ...

    def close(self) -> None:
        """Release the session (best effort, never raises)."""
        ...


@runtime_checkable
class Target(Protocol):
    """A configured chatbot that can open independent sessions."""

    name: str
    """The technology name, e.g. ``demo`` or ``rasa``."""

    def health_check(self) -> None:
        """Raise TargetUnreachable (one clear line) when the chatbot cannot be reached."""
        ...

    def open_session(self) -> TargetSession:
        """Open a fresh session; raise TargetError when that fails."""
        ...
