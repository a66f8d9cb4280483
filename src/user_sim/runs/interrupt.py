"""Stopping a run from outside: Ctrl-C (SIGINT, exit 130) and a CI cancel (SIGTERM, exit 143) alike.

``on_sigterm()`` makes SIGTERM raise KeyboardInterrupt in the main thread, so every run command stops the same
way for both: no new unit starts, the running ones finish or are cancelled, everything finished is on disk,
the reports are written. A run that knows its id re-raises :class:`RunInterrupted` so the command can print
the resume hint.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field


class Terminated(KeyboardInterrupt):
    """The KeyboardInterrupt a SIGTERM raises (``on_sigterm``): the run can say it was terminated."""


def stop_reason(exc: BaseException) -> str:
    """How the report files name the stop ``exc`` caused: ``terminated`` (SIGTERM) or ``interrupted`` (Ctrl-C)."""
    return "terminated" if isinstance(exc, Terminated) else "interrupted"


class RunInterrupted(KeyboardInterrupt):
    """A run stopped by Ctrl-C or SIGTERM after its folder was created: its id, for ``--resume``."""

    def __init__(self, run_id: str) -> None:
        super().__init__(run_id)
        self.run_id = run_id


@dataclass
class SignalState:
    """What ``on_sigterm`` saw (one per command invocation)."""

    terminated: bool = False
    """A SIGTERM arrived."""
    previous: object = field(default=None, repr=False)


@contextlib.contextmanager
def on_sigterm() -> Iterator[SignalState]:
    """While inside, SIGTERM raises :class:`Terminated` (a KeyboardInterrupt) in the main thread (else: nothing)."""
    state = SignalState()
    if threading.current_thread() is not threading.main_thread():
        yield state
        return

    def handler(signum: int, frame: object) -> None:
        state.terminated = True
        raise Terminated

    state.previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield state
    finally:
        signal.signal(signal.SIGTERM, state.previous)
