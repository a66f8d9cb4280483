"""How much of a run finished, and what stopped it early: one field set in every run command's report files.

``sensei-chat`` writes it at the top of report.yml, ``sensei-security-check`` in its suite and summary YAML;
report.html and junit.xml are built from it. A run stopped from outside — Ctrl-C, SIGTERM, or a reader of
standard output that went away — is *incomplete*: its pages never show it as passed, and its junit.xml has an
``<error type="not_run">`` for every planned unit that did not run, so CI does not see green.

The files rewritten while the run goes say ``stopped: running`` (:data:`RUNNING`): IN PROGRESS, and an ``<error>``
for every unit not run yet. A run killed outright (``kill -9``, a power cut, the OOM killer) never writes again,
so its files keep saying so; only the last write of a run that ended says ``stopped: null``.

A run that is judged after its units ran (sensei-chat's evaluation and rules) writes ``stopped: judging``
(:data:`JUDGING`) when its units are done, and its final state only once every verdict is in its files: a run
killed while it was judged is IN PROGRESS, never passed.
"""

from __future__ import annotations

from user_sim.config.base import StrictModel

STOPPED_FROM_OUTSIDE = {
    "interrupted": "interrupted (Ctrl-C)",
    "terminated": "terminated (SIGTERM)",
    "output_closed": "the reader of standard output went away",
}
"""The stops that cut a run short, and how the page words them."""

RUNNING = "running"
"""``stopped`` of the files written while the run goes (or of a run killed before it could write again)."""

JUDGING = "judging"
"""``stopped`` of the files written once every unit ran and before the judges' verdicts are in (or of a run killed
while it was judged)."""


class RunCompletion(StrictModel):
    """Whether the run ran to its end: why it stopped early, if it did, and how many planned units finished."""

    stopped: str | None = None
    """Why the run stopped early: interrupted (Ctrl-C), terminated (SIGTERM), output_closed (the reader of
    standard output went away); security adds budget: ..., stop_on_breach, aborted: ... . running: the run had not
    ended when this was written (if it is no longer going, it was killed). judging: its units ran, its evaluation
    and rules were not judged yet (likewise). null: it ran to its end."""
    planned: int
    """Units (conversations, cases) this run planned."""
    finished: int
    """Planned units with a result (earlier invocations of a resumed run included)."""

    @property
    def incomplete(self) -> bool:
        """Stopped from outside, or some planned unit has no result."""
        return self.running or self.stopped in STOPPED_FROM_OUTSIDE or self.finished < self.planned

    @property
    def running(self) -> bool:
        """Written while the run goes or is judged (or by a run killed since)."""
        return self.stopped in (RUNNING, JUDGING)

    def headline(self) -> str:
        """The page's verdict for an incomplete run: IN PROGRESS or INCOMPLETE, with how many units ran."""
        judging = ", not judged yet" if self.stopped == JUDGING else ""
        return f"{'IN PROGRESS' if self.running else 'INCOMPLETE'}: {self.finished} of {self.planned} ran{judging}"

    def describe(self, unit: str, run_id: str) -> str:
        """One sentence for a page: how much ran, why it stopped, how to resume."""
        if self.stopped == JUDGING:
            return (
                f"{self.headline()}: the evaluation and rules are judged after the {unit} (if the run is no longer "
                f"going, it was killed: resume with --resume {run_id}). Nothing is passed before they are."
            )
        if self.running:
            return (
                f"{self.headline()} (if the run is no longer going, it was killed: resume with --resume {run_id}). "
                f"The planned {unit} that have not run are not passed."
            )
        why = STOPPED_FROM_OUTSIDE.get(self.stopped or "", self.stopped or "stopped early")
        if self.finished < self.planned:
            ran = f"{self.finished} of {self.planned} planned {unit} ran ({why}); what did not run is not passed"
        else:
            ran = f"all {self.planned} planned {unit} ran, then the run was cut short ({why}): its evaluation, if any, "
            ran += "was not finished"
        return f"Incomplete: {ran}. Resume it: the same command with --resume {run_id}."


def not_run_message(stopped: str | None) -> str:
    """The message of a planned unit that did not run (junit.xml), ``stopped`` saying why."""
    return "not run: the run was still going" if stopped == RUNNING else f"not run: {stopped or 'stopped early'}"
