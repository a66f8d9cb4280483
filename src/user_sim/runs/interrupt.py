"""Stopping a run from outside: Ctrl-C (SIGINT, exit 130) and a CI cancel (SIGTERM, exit 143) alike.

``on_sigterm()`` makes SIGTERM raise KeyboardInterrupt in the main thread, so every run command stops the same
way for both: no new unit starts, the running ones finish or are cancelled, everything finished is on disk,
the reports are written. A run that knows its id re-raises :class:`RunInterrupted` so the command can print
the resume hint; one an internal error ended raises :class:`RunAborted` (the error, and the resume hint too).

A console script counts Ctrl-Cs and SIGTERMs (``counting_interrupts``): the first stops the run as above; the process
then waits for the calls still in flight (their results are not used), saying so, before it exits, unless a second
one came — that one stops the waiting at once (``cli.exiting.exit_now``). Those that come while the first
one's stop is still writing the run's files are held back until they are written (:meth:`Interrupts.raises`).

Every ``stopped`` a run's files can say is named here (:func:`stop_reason`, :data:`BUDGET`,
:func:`missing_shards_reason`, :func:`shard_stop_reason`, :func:`torn_reason`), also for the stops a run makes
itself: a budget, a merge without all its shards or with a shard that did not end on its own (or left a torn line).
"""

from __future__ import annotations

import contextlib
import re
import signal
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from user_sim.errors import BudgetExceeded
from user_sim.runs import console

ABORTED = "aborted: "
"""How ``stopped`` of a run an internal error ended begins (``aborted: RuntimeError: ...``)."""

OUTPUT_CLOSED = "output_closed"
"""``stopped`` of a run whose output's reader went away: not a request to stop, the run goes on to its end."""

BUDGET = "budget: "
"""How ``stopped`` of a run a budget (max_cost) stopped begins (``budget: run budget max_cost 0.5 ...``)."""

STOP_ON_BREACH = "stop_on_breach"
"""``stopped`` of a security run its ``execution.stop_on_breach`` stopped at the first breach."""

MISSING_SHARDS = "missing_shards: "
"""How ``stopped`` of a merged run some of whose shards were not given begins (``missing_shards: 2/3, 3/3``)."""

SHARD = "shard "
"""How ``stopped`` of a merged run begins when a shard of it did not end on its own: stopped from outside, ended by
an internal error or killed outright (``shard 3/3 interrupted``; several joined by ``; ``)."""

TORN = "torn line "
"""How a merged run's shard stop begins when the last line of that shard's results file is cut short (a shard killed
while writing it): ``shard 1/2 torn line /x/results.jsonl:7``; that unit is not merged, resuming the shard redoes it."""


class Terminated(KeyboardInterrupt):
    """The KeyboardInterrupt a SIGTERM raises (``on_sigterm``): the run can say it was terminated."""


def stop_reason(exc: BaseException) -> str:
    """How the report files of every run command name the stop ``exc`` caused (``RunCompletion.stopped``).

    ``terminated`` (SIGTERM), ``interrupted`` (Ctrl-C), ``output_closed`` (a broken pipe because the reader of
    standard output or standard error went away), ``budget: <its message>`` (a max_cost that stopped the run
    starting more units); anything else is an internal error, never a user's stop:
    ``aborted: <exception type>: <first line of its message>``.
    """
    if isinstance(exc, BudgetExceeded):
        return f"{BUDGET}{exc}"
    if isinstance(exc, KeyboardInterrupt):
        return "terminated" if isinstance(exc, Terminated) else "interrupted"
    if isinstance(exc, BrokenPipeError) and console.gone_outputs(exc):
        return OUTPUT_CLOSED
    said = str(exc).strip().splitlines()
    return f"{ABORTED}{type(exc).__name__}" + (f": {said[0][:200]}" if said else "")


class NothingWritten(KeyboardInterrupt):
    """Ctrl-C or SIGTERM came before the command wrote any result: ``what`` says so (``no run folder was made``)."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


def nothing_written(exc: KeyboardInterrupt, what: str) -> KeyboardInterrupt:
    """What to raise for ``exc``: itself when it is already more precise (a run's, or said), else NothingWritten."""
    return exc if isinstance(exc, RunInterrupted | NothingWritten) else NothingWritten(what)


class RunAborted(Exception):
    """A run an internal error (``__cause__``) ended after its folder was created: its id, for ``--resume``.

    ``stopped`` is what its files say: ``aborted: ...``, or an earlier stop the error came after (``interrupted``).
    """

    def __init__(self, run_id: str, stopped: str) -> None:
        super().__init__(run_id, stopped)
        self.run_id, self.stopped = run_id, stopped


def missing_shards_reason(missing: Sequence[str]) -> str:
    """``stopped`` of a merged run without the shards ``missing`` (``2/3``...): their units never ran."""
    return f"{MISSING_SHARDS}{', '.join(missing)}"


def shard_stop_reason(shard: str, stopped: str) -> str:
    """``stopped`` of a merged run whose shard ``shard`` (``3/3``) stopped for ``stopped`` (``interrupted``...)."""
    return f"{SHARD}{shard} {stopped}"


def torn_reason(where: str, stopped: str | None) -> str:
    """A shard's stop when its results file's line ``where`` (``file:line``) is torn; ``stopped``: its own, if any."""
    return f"{TORN}{where}" + (f" ({stopped})" if stopped else "")


def stopped_shards(stopped: str | None) -> list[tuple[str, str]]:
    """The shards a merged run's ``stopped`` names (:func:`shard_stop_reason`), each with its own stop."""
    if not stopped or not stopped.startswith(SHARD):
        return []
    parts = re.split(rf"; (?={SHARD}\S+ )", stopped)  # an internal error's message may hold "; " too
    return [(shard, why) for shard, _, why in (part.removeprefix(SHARD).partition(" ") for part in parts)]


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
        if isinstance(state.previous, _Counter):  # it counts the signal, and raises Terminated unless it holds it back
            state.previous(signum, frame)
            return
        if callable(state.previous):
            state.previous(signum, frame)
        raise Terminated

    state.previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield state
    finally:
        signal.signal(signal.SIGTERM, state.previous)


@dataclass
class Interrupts:
    """How many Ctrl-Cs (SIGINT) and SIGTERMs a process had (``counting_interrupts``)."""

    count: int = 0
    waiting: bool = False
    """The command has returned and the process waits for the calls in flight: a signal now stops the waiting."""

    def raises(self) -> bool:
        """Whether the signal just counted interrupts: the first, or one while the process waits.

        The ones between are held back: they came while the first one's stop writes the run's files and summary,
        which they would cut short (files saying ``running``, no resume command; people press Ctrl-C three times
        at once); the process then exits without waiting, as a second one asks. Writing takes a moment; a run stuck
        there is ended by SIGKILL, which every file the tool writes survives (they are written whole or not at all).
        """
        return self.count == 1 or self.waiting


@dataclass
class _Counter:
    """The handler ``counting_interrupts`` sets: count the signal, and raise it unless :meth:`Interrupts.raises` not."""

    state: Interrupts

    def __call__(self, signum: int, frame: object) -> None:
        self.state.count += 1
        if self.state.raises():
            raise Terminated if signum == signal.SIGTERM else KeyboardInterrupt


@contextlib.contextmanager
def counting_interrupts() -> Iterator[Interrupts]:
    """While inside, each Ctrl-C raises KeyboardInterrupt as by default, each SIGTERM :class:`Terminated`; both counted.

    A signal whose handler is not the default one (SIGINT ignored, as in a background job) is left alone, and
    nothing is counted outside the main thread.
    """
    state = Interrupts()
    if threading.current_thread() is not threading.main_thread():
        yield state
        return

    handler = _Counter(state)

    defaults = {signal.SIGINT: signal.default_int_handler, signal.SIGTERM: signal.SIG_DFL}
    previous = {sig: signal.getsignal(sig) for sig, default in defaults.items() if signal.getsignal(sig) is default}
    for sig in previous:
        signal.signal(sig, handler)
    try:
        yield state
    finally:
        for sig, was in previous.items():
            signal.signal(sig, was)
