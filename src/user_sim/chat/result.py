"""What a ``sensei-chat`` run returns, and the exit code it maps to.

Exit codes, first match wins: 130 when interrupted (Ctrl-C); 3 when a conversation ended in ``error`` (target
or LLM failure) or some planned conversation has no record without a budget to explain it (results
incomplete); 4 when a budget (``max_cost``) stopped a conversation or the run; 0 otherwise. The target being
unreachable is raised before anything runs (TargetUnreachable, exit 3); configuration errors exit 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from user_sim.chat.estimate import DryRunPlan
from user_sim.chat.run_folder import RecordKey
from user_sim.core.records import ConversationRecord
from user_sim.exit_codes import ExitCode


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
    interrupted: bool = False
    dry_run: DryRunPlan | None = None
    seed: int = 0
    not_run_keys: tuple[RecordKey, ...] = field(init=False)
    """Planned conversations with no record."""

    def __post_init__(self) -> None:
        done = {(r.profile, r.index, r.replicate) for r in self.records}
        object.__setattr__(self, "not_run_keys", tuple(k for k in self.planned_keys if k not in done))

    def count(self, end_reason: str) -> int:
        """Conversations that ended for ``end_reason``."""
        return sum(1 for r in self.records if r.end_reason == end_reason)

    @property
    def exit_code(self) -> ExitCode:
        """See the module docstring."""
        if self.dry_run is not None:
            return ExitCode.OK
        if self.interrupted:
            return ExitCode.INTERRUPTED
        budget = self.count("budget") > 0
        if self.count("error") or (self.not_run_keys and not budget):
            return ExitCode.INFRA
        return ExitCode.BUDGET if budget else ExitCode.OK
