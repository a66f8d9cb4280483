"""How much of a run finished, and what stopped it early: one field set in every run command's report files.

``sensei-chat`` writes it at the top of report.yml, ``sensei-security-check`` in its suite and summary YAML;
report.html and junit.xml are built from it. A run stopped from outside — Ctrl-C, SIGTERM, or a reader of
standard output that went away — is *incomplete*: its pages never show it as passed, and its junit.xml has an
``<error type="not_run">`` for every planned unit that did not run, so CI does not see green.
"""

from __future__ import annotations

from user_sim.config.base import StrictModel

STOPPED_FROM_OUTSIDE = {
    "interrupted": "interrupted (Ctrl-C)",
    "terminated": "terminated (SIGTERM)",
    "output_closed": "the reader of standard output went away",
}
"""The stops that cut a run short, and how the page words them."""


class RunCompletion(StrictModel):
    """Whether the run ran to its end: why it stopped early, if it did, and how many planned units finished."""

    stopped: str | None = None
    """Why the run stopped early: interrupted (Ctrl-C), terminated (SIGTERM), output_closed (the reader of
    standard output went away); security adds budget: ..., stop_on_breach, aborted: ... . null: it ran to its end."""
    planned: int
    """Units (conversations, cases) this run planned."""
    finished: int
    """Planned units with a result (earlier invocations of a resumed run included)."""

    @property
    def incomplete(self) -> bool:
        """Stopped from outside, or some planned unit has no result."""
        return self.stopped in STOPPED_FROM_OUTSIDE or self.finished < self.planned

    def describe(self, unit: str, run_id: str) -> str:
        """One sentence for a page: how much ran, why it stopped, how to resume."""
        why = STOPPED_FROM_OUTSIDE.get(self.stopped or "", self.stopped or "stopped early")
        if self.finished < self.planned:
            ran = f"{self.finished} of {self.planned} planned {unit} ran ({why}); what did not run is not passed"
        else:
            ran = f"all {self.planned} planned {unit} ran, then the run was cut short ({why}): its evaluation, if any, "
            ran += "was not finished"
        return f"Incomplete: {ran}. Resume it: the same command with --resume {run_id}."


def not_run_message(stopped: str | None) -> str:
    """The message of a planned unit that did not run (junit.xml), ``stopped`` saying why."""
    return f"not run: {stopped or 'stopped early'}"
