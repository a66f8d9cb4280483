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

from collections.abc import Callable, Container, Sequence
from typing import Any, TypeVar

from pydantic import Field

from user_sim.config.base import StrictModel
from user_sim.runs.interrupt import ABORTED, BUDGET, MISSING_SHARDS, OUTPUT_CLOSED, TORN, stopped_shards

T = TypeVar("T")

NotRun = tuple[str, str]
"""A planned unit with no result: (its group — profile test_name, attack —, its name — conversation label, case id).
The one shape junit.xml, report.html and security.sarif list what did not run in."""

STOPPED_FROM_OUTSIDE = {
    "interrupted": "interrupted (Ctrl-C)",
    "terminated": "terminated (SIGTERM)",
    OUTPUT_CLOSED: "the reader of standard output went away",
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
    standard output went away), aborted: <exception type>: <message> (an internal error ended it, exit 3),
    budget: <message> (a max_cost stopped it starting more units, exit 4), missing_shards: K/N, ... (a merged run
    without those shards), shard K/N <its stop> (a merged run with a shard stopped from outside, by an internal
    error or killed, or shard K/N torn line <file>:<line> — its results file's last line is cut short —: resume
    that shard, then merge again); security adds stop_on_breach. running: the run had not
    ended when this was written (if it is no longer going, it was killed). judging: its units ran, its evaluation
    and rules were not judged yet (likewise). null: it ran to its end."""
    planned: int
    """Units (conversations, cases) this run planned."""
    finished: int
    """Planned units with a result (earlier invocations of a resumed run included)."""
    did_not_run: dict[str, list[str]] = Field(default_factory=dict)
    """The planned units with no result, by group: profile test_name -> conversation labels (chat), attack -> case
    ids (security). Written only when some did not run; report.html, junit.xml and security.sarif list them."""

    def fields(self) -> dict[str, Any]:
        """The fields as a report file writes them (``did_not_run`` only when some unit did not run)."""
        return self.model_dump(mode="json", exclude=set() if self.did_not_run else {"did_not_run"})

    @property
    def unfinished(self) -> int:
        """How many planned units have no result."""
        return self.planned - self.finished

    def not_run(self) -> list[NotRun]:
        """The planned units with no result, as (group, name)."""
        return [(group, name) for group, names in self.did_not_run.items() for name in names]

    @property
    def incomplete(self) -> bool:
        """Stopped from outside or by an internal error, or some planned unit has no result."""
        return self.running or self.cut_short or self.finished < self.planned

    @property
    def cut_short(self) -> bool:
        """Stopped from outside (Ctrl-C, SIGTERM, a closed output) or by an internal error.

        Not by the run itself (a budget, stop_on_breach), nor left unfinished by a missing shard.
        """
        return self.stopped in STOPPED_FROM_OUTSIDE or self.aborted

    @property
    def aborted(self) -> bool:
        """An internal error ended the run (a crash, never a user's stop)."""
        return (self.stopped or "").startswith(ABORTED)

    @property
    def running(self) -> bool:
        """Written while the run goes or is judged (or by a run killed since)."""
        return self.stopped in (RUNNING, JUDGING)

    def headline(self) -> str:
        """The page's verdict for an incomplete run: IN PROGRESS or INCOMPLETE, with how many units ran."""
        judging = ", not judged yet" if self.stopped == JUDGING else ""
        return f"{'IN PROGRESS' if self.running else 'INCOMPLETE'}: {self.finished} of {self.planned} ran{judging}"

    def describe(self, unit: str, run_id: str, command: str = "the same command") -> str:
        """One sentence for a page: how much ran, why it stopped, how to resume (``command`` with --resume)."""
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
        why = stop_words(self.stopped)
        if self.finished < self.planned:
            ran = f"{self.finished} of {self.planned} planned {unit} ran ({why}); what did not run is not passed"
        else:
            ran = f"all {self.planned} planned {unit} ran, then the run was cut short ({why})"
            if self.stopped != OUTPUT_CLOSED:  # a closed output stops nothing: the evaluation was finished
                ran += ": its evaluation, if any, was not finished"
        return f"Incomplete: {ran}. {self._finish_it(run_id, command)}"

    def _finish_it(self, run_id: str, command: str) -> str:
        """How to run what did not run: resume (with a larger budget after a budget stop), or run missing shards."""
        stopped = self.stopped or ""
        if stopped.startswith(MISSING_SHARDS):
            shards = stopped.removeprefix(MISSING_SHARDS)
            return f"Run the missing shards ({shards}) with the shards' command and --shard K/N, then merge all again."
        if shards := ", ".join(shard for shard, _ in stopped_shards(stopped)):
            return (
                f"Resume shard {shards}: the shards' command with --resume and that shard's run id (run.json's "
                "merged_from), then merge all the shards again."
            )
        if stopped.startswith(BUDGET):
            return f"Raise the max_cost that stopped it, then resume it: {command} with --resume {run_id}."
        return f"Resume it: {command} with --resume {run_id}."


def stop_words(stopped: str | None) -> str:
    """How a page or a message words why a run stopped early (``interrupted (Ctrl-C)``, ``shard 2/3: killed``...)."""
    shards = stopped_shards(stopped)
    if shards:
        return "; ".join(f"shard {shard}: {_shard_words(why)}" for shard, why in shards)
    return STOPPED_FROM_OUTSIDE.get(stopped or "", stopped or "stopped early")


def _shard_words(stopped: str) -> str:
    if stopped == RUNNING:
        return "it never ended (killed, or still going)"
    if stopped.startswith(TORN):
        return f"the last line of {stopped.removeprefix(TORN)} is cut short (killed while writing it?)"
    return STOPPED_FROM_OUTSIDE.get(stopped, stopped)


def not_run_message(stopped: str | None) -> str:
    """The message of a planned unit that did not run (junit.xml), ``stopped`` saying why."""
    return "not run: the run was still going" if stopped == RUNNING else f"not run: {stopped or 'stopped early'}"


def completion_of(
    planned: Sequence[T],
    done: Container[object],
    stopped: str | None,
    *,
    key: Callable[[T], object],
    unit: Callable[[T], NotRun],
) -> tuple[RunCompletion, tuple[T, ...]]:
    """How much of ``planned`` is ``done`` (by ``key``) and why the run stopped early; and the planned units not done.

    The one "planned minus done" of every run command (chat's conversations, security's cases); ``unit`` names a
    unit in ``did_not_run``.
    """
    missing = tuple(item for item in planned if key(item) not in done)
    groups: dict[str, list[str]] = {}
    for group, name in map(unit, missing):
        groups.setdefault(group, []).append(name)
    finished = len(planned) - len(missing)
    return RunCompletion(stopped=stopped, planned=len(planned), finished=finished, did_not_run=groups), missing
