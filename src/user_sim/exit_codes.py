"""Process exit codes shared by every console script."""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """What a finished command tells its caller (a shell, a CI job)."""

    OK = 0
    """Ran, and every gate that was asked for passed."""
    FINDINGS = 1
    """Ran, and a finding failed a gate (threshold, breach, rule)."""
    CONFIG = 2
    """Configuration or usage error: nothing was run."""
    INFRA = 3
    """Internal or infrastructure error: target/LLM unreachable, results incomplete, or a bug."""
    BUDGET = 4
    """A budget (``max_cost``) stopped the run before it finished."""
    INTERRUPTED = 130
    """Interrupted (Ctrl-C); what finished is on disk."""
    TERMINATED = 143
    """Terminated (SIGTERM, e.g. a cancelled CI job), handled like Ctrl-C; what finished is on disk."""
