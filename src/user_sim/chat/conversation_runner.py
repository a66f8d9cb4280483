"""The conversations of a ``sensei-chat`` run on parallel threads, each handed to the sink as soon as it finishes.

Signature (kept stable for the writers and the ``sensei-chat`` CLI)::

    run_conversations(items, target, *, workers=4, client_factory=None, on_record=None, should_stop=None,
                      extractor=None, run_id="", interrupt_grace_s=2.0) -> RunOutcome

* ``items``: ConversationPlans (e.g. ``plan_conversations(loaded, seed)`` for each profile, chained); consumed
  lazily, at most ``workers`` conversations in flight, each with its own target session and RNG streams — so
  the records are the same (timing fields aside) whatever ``workers`` is.
* ``--resume`` leaves finished conversations out of ``items`` before calling (``user_sim.chat.run_chat``).
* ``on_record(record)``: called from one thread at a time (the caller's), as each conversation finishes, so
  it can append to ``results.jsonl`` and write the conversation YAML at once. An exception it raises stops the run.
* ``should_stop()``: polled before each conversation starts; True stops starting new ones.
* Budgets: a BudgetExceeded whose scope is the run (or a profile) stops starting new conversations (of that
  profile); a conversation's own budget only ends that conversation. The scope is the exception's ``scope``
  attribute, or the first word of its message (``"profile pizza budget max_cost ..."``, as the cost meter writes).
* Ctrl-C: conversations not started are dropped, running ones get ``interrupt_grace_s`` seconds to finish
  (and are recorded if they do), the rest are cancelled at their next turn, and KeyboardInterrupt is
  re-raised so the CLI exits 130. What finished is already on disk; ``--resume`` does the rest.

Example::

    outcome = run_conversations(
        (plan for loaded in profiles for plan in plan_conversations(loaded, seed)),
        target, workers=4, client_factory=lambda spec, plan: client_for(spec, plan),
        on_record=results_writer.append,
    )
    print(outcome.counts, outcome.budget_stop)
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field

from user_sim.config.run_flags import DEFAULT_WORKERS
from user_sim.core.engine import ClientFactory, drive
from user_sim.core.extraction import Extractor
from user_sim.core.plan import ConversationKey, ConversationPlan
from user_sim.core.records import ConversationRecord
from user_sim.errors import BudgetExceeded
from user_sim.runs.parallel import run_parallel
from user_sim.targets.base import Target

_SCOPES = ("run", "profile", "conversation", "case")


@dataclass
class RunOutcome:
    """What a call to ``run_conversations`` did."""

    records: list[ConversationRecord] = field(default_factory=list)
    """Finished conversations, in the order they finished."""
    not_started: list[ConversationKey] = field(default_factory=list)
    """Left out because a budget or ``should_stop`` stopped the run."""
    budget_error: BudgetExceeded | None = None
    """The run/profile budget that stopped new conversations, if one did."""
    stopped: bool = False
    """``should_stop()`` returned True."""

    @property
    def budget_stop(self) -> str | None:
        """The message of the run/profile budget that stopped new conversations, if one did."""
        return None if self.budget_error is None else str(self.budget_error)

    @property
    def counts(self) -> dict[str, int]:
        """Finished conversations by end reason."""
        return dict(Counter(record.end_reason for record in self.records))


def budget_scope(exc: BudgetExceeded) -> str:
    """``run``, ``profile``, ``conversation`` or ``case``: which budget was exceeded (conversation when unknown)."""
    scope = getattr(exc, "scope", None)
    if isinstance(scope, str) and scope in _SCOPES:
        return scope
    first = str(exc).split(" ", 1)[0].lower()
    return first if first in _SCOPES else "conversation"


class _Run:
    """The state of one ``run_conversations`` call."""

    def __init__(
        self,
        items: Iterable[ConversationPlan],
        should_stop: Callable[[], bool] | None,
    ) -> None:
        self.items: Iterator[ConversationPlan] = iter(items)
        self.should_stop = should_stop
        self.outcome = RunOutcome()
        self.stopped_profiles: set[str] = set()
        self.stop_all = False

    def next_plan(self) -> ConversationPlan | None:
        for plan in self.items:
            if self._stopping(plan):
                self.outcome.not_started.append(plan.key)
            else:
                return plan
        return None

    def _stopping(self, plan: ConversationPlan) -> bool:
        if not self.stop_all and self.should_stop is not None and self.should_stop():
            self.stop_all = self.outcome.stopped = True
        return self.stop_all or plan.profile in self.stopped_profiles

    def note_budget(self, record: ConversationRecord, exc: BudgetExceeded | None) -> None:
        scope = budget_scope(exc) if exc is not None else "conversation"
        if scope in ("run", "profile"):
            self.outcome.budget_error = self.outcome.budget_error or exc
            self.stop_all = self.stop_all or scope == "run"
            self.stopped_profiles.add(record.profile)


def run_conversations(
    items: Iterable[ConversationPlan],
    target: Target,
    *,
    workers: int = DEFAULT_WORKERS,
    client_factory: ClientFactory | None = None,
    on_record: Callable[[ConversationRecord], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    extractor: Extractor | None = None,
    run_id: str = "",
    interrupt_grace_s: float = 2.0,
) -> RunOutcome:
    """Run conversations in parallel (see the module docstring)."""
    run = _Run(items, should_stop)
    cancel = threading.Event()

    def work(plan: ConversationPlan) -> tuple[ConversationRecord, BudgetExceeded | None]:
        done = drive(plan, target, client_factory=client_factory, extractor=extractor, cancel=cancel)
        return done.record(run_id=run_id, target=getattr(target, "name", "")), done.budget_error

    def finish(future: Future[tuple[ConversationRecord, BudgetExceeded | None]]) -> None:
        record, budget = future.result()
        run.outcome.records.append(record)
        run.note_budget(record, budget)
        if on_record is not None:
            on_record(record)

    run_parallel(
        run.next_plan,
        work,
        finish,
        workers=workers,
        name="user-sim-conversation",
        interrupt_grace_s=interrupt_grace_s,
        on_exit=cancel.set,
    )
    return run.outcome
