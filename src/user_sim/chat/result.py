"""What a ``sensei-chat`` run returns, and the exit code it maps to.

The exit code comes from the one rule of every run command, :func:`user_sim.runs.outcome.exit_code_of`, fed
by :func:`user_sim.chat.gate.chat_outcome` (``--fail-on``). The target being unreachable is raised before
anything runs (TargetUnreachable, exit 3); configuration errors exit 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from user_sim.chat.estimate import DryRunPlan
from user_sim.chat.gate import FailOn, chat_outcome
from user_sim.chat.report_files import completion_of
from user_sim.chat.run_folder import RecordKey
from user_sim.core.records import ConversationRecord
from user_sim.exit_codes import ExitCode
from user_sim.runs.completion import RunCompletion
from user_sim.runs.outcome import RunOutcome, exit_code_of


@dataclass(frozen=True)
class ChatRunResult:
    """The outcome of ``run_chat``."""

    run_id: str | None
    run_dir: Path | None
    """The run folder (None for a dry run)."""
    records: Sequence[ConversationRecord]
    """Every conversation of the run folder, one record each (earlier invocations of a resumed run included)."""
    planned_keys: Sequence[RecordKey]
    """Every conversation the profiles yield."""
    skipped: int = 0
    """Conversations finished before this invocation (``--resume``)."""
    stopped: str | None = None
    """What stopped the run early (``RunCompletion.stopped``): interrupted (Ctrl-C), terminated (SIGTERM),
    output_closed (the reader of standard output went away), budget: ..., missing_shards: ... (a merge); None when
    it ran to its end."""
    dry_run: DryRunPlan | None = None
    seed: int = 0
    fail_on: FailOn = "failed"
    """Which conversations fail the run (see ``user_sim.chat.gate``)."""
    completion: RunCompletion = field(init=False)
    """How much of the run finished, and why it stopped early (report.yml's stopped, planned, finished)."""
    not_run_keys: tuple[RecordKey, ...] = field(init=False)
    """Planned conversations with no record."""

    def __post_init__(self) -> None:
        completion, not_run = completion_of(self.planned_keys, self.records, self.stopped)
        object.__setattr__(self, "completion", completion)
        object.__setattr__(self, "not_run_keys", not_run)

    @property
    def interrupted(self) -> bool:
        """Stopped from outside (Ctrl-C, SIGTERM, closed output): no evaluation; the rules run on what finished.

        A budget stop or a missing shard is not: what ran is judged as usual (the exit code says the rest).
        """
        return self.completion.cut_short

    def count(self, end_reason: str) -> int:
        """Conversations that ended for ``end_reason``."""
        return sum(1 for r in self.records if r.end_reason == end_reason)

    @property
    def outcome(self) -> RunOutcome:
        """What the conversations contribute to the exit code (a dry run: nothing)."""
        if self.dry_run is not None:
            return RunOutcome()
        return chat_outcome(
            self.records, not_run=len(self.not_run_keys), interrupted=self.interrupted, fail_on=self.fail_on
        )

    @property
    def exit_code(self) -> ExitCode:
        """See the module docstring."""
        return exit_code_of(self.outcome)
