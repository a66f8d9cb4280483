"""The one rule from a run's outcome to its exit code, used by every run command (chat, security, merge).

Strongest first: 130 interrupted (Ctrl-C, SIGTERM is 143: see ``runs.signals``); 4 a budget stopped the run;
3 results are incomplete — some unit (conversation, case) could not be judged because the target or an LLM
failed (simulated user, generation, judge, extraction), or a planned unit never ran with no budget to explain
it; 1 a unit failed the command's gate (``--fail-on``); 0 otherwise. The tool never exits 0 when it could not
judge.

A command with several contributions — sensei-chat's conversations, its rules' verdicts, its evaluation's gates —
adds their outcomes with :func:`combined` and maps the sum once, so an inconclusive rule or gate (3) is never
hidden by a failed conversation (1).
"""

from __future__ import annotations

from dataclasses import dataclass

from user_sim.exit_codes import ExitCode


@dataclass(frozen=True)
class RunOutcome:
    """The counts a command's exit code depends on."""

    interrupted: bool = False
    """Ctrl-C or SIGTERM stopped the run."""
    budget_stopped: bool = False
    """A ``max_cost`` stopped a unit or the whole run."""
    incomplete: int = 0
    """Units whose result says nothing: the target or an LLM failed, or they never ran unexplained."""
    failed: int = 0
    """Units that failed the gate the user asked for."""


def combined(*outcomes: RunOutcome) -> RunOutcome:
    """The outcome of a run made of several contributions (each cause counted, none lost)."""
    return RunOutcome(
        interrupted=any(o.interrupted for o in outcomes),
        budget_stopped=any(o.budget_stopped for o in outcomes),
        incomplete=sum(o.incomplete for o in outcomes),
        failed=sum(o.failed for o in outcomes),
    )


def exit_code_of(outcome: RunOutcome) -> ExitCode:
    """The exit code of ``outcome`` (see the module docstring)."""
    if outcome.interrupted:
        return ExitCode.INTERRUPTED
    if outcome.budget_stopped:
        return ExitCode.BUDGET
    if outcome.incomplete:
        return ExitCode.INFRA
    return ExitCode.FINDINGS if outcome.failed else ExitCode.OK
