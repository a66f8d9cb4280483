"""Write the run's reports (report.yml, junit.xml, report.html) from its records, atomically.

Once the run is over they also say how much of it finished (:class:`~user_sim.runs.completion.RunCompletion`):
report.yml's ``stopped``/``planned``/``finished``/``did_not_run``, an INCOMPLETE page with its "Not run" table, a
junit ``<error>`` per conversation that did not run — the same mechanism as security's (``runs.completion``).

A run judged after its conversations (an evaluation, rules) is written ``stopped: judging`` when they end: its
junit.xml then has one ``<error type="not_judged">`` more, so CI is not green before the verdicts are in.
:func:`conclude_reports` says at last how the run ended (judged, or its reader went away), keeping what the judges
added to the files.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from user_sim.chat.run_folder import RecordKey, RunDir, record_key
from user_sim.core.records import ConversationRecord
from user_sim.reports.annotations import Annotations
from user_sim.reports.outcome import label_of
from user_sim.runs import completion as runs_completion
from user_sim.runs.completion import NotRun, RunCompletion
from user_sim.runs.files import write_atomic


def completion_of(
    planned: Sequence[RecordKey], records: Sequence[ConversationRecord], stopped: str | None
) -> tuple[RunCompletion, tuple[RecordKey, ...]]:
    """How much of ``planned`` has a record, why the run stopped early; and the planned keys with no record."""
    done = {record_key(r) for r in records}
    return runs_completion.completion_of(planned, done, stopped, key=lambda key: key, unit=_unit)


def _unit(key: RecordKey) -> NotRun:
    """A planned conversation as the reports list it: (profile, conversation label)."""
    profile, index, replicate = key
    return profile, label_of(index, replicate)


def write_reports(
    run_dir: RunDir,
    records: Sequence[ConversationRecord],
    *,
    html: bool = True,
    junit_copy: Path | None = None,
    annotations: Annotations | None = None,
    planned: Sequence[RecordKey] | None = None,
    stopped: str | None = None,
) -> None:
    """Write junit.xml, (unless ``html`` is False) report.html, then report.yml, each atomically.

    report.yml goes last: a reader (or a run killed between two writes) that finds it finds the other files of the
    same moment. ``junit_copy`` (``--junit FILE``) gets a copy of junit.xml; ``annotations`` (the evaluation's) go into
    the HTML. ``planned`` (every conversation the run planned) and ``stopped`` (``running`` while it goes, or what
    stopped it early) make the reports say how much finished; without ``planned`` they do not.
    """
    from user_sim.reports.summary import render_report

    completion = completion_of(planned, records, stopped)[0] if planned is not None else None
    junit = _junit(records, run_dir.run_id, completion)
    write_atomic(run_dir.junit_xml, junit)
    if junit_copy is not None:
        write_atomic(junit_copy, junit)
    if html:
        from user_sim.reports.html import render_html

        write_atomic(run_dir.report_html, render_html(records, run_dir.run_id, annotations, completion))
    write_atomic(run_dir.report_yml, render_report(records, run_dir.run_id, completion))


def _junit(records: Sequence[ConversationRecord], run_id: str, completion: RunCompletion | None) -> str:
    from user_sim.reports.junit import build_junit
    from user_sim.runs.junit import render, unfinished_case

    root = build_junit(records, run_id, completion)
    unfinished_case(root, completion)
    return render(root)


def conclude_reports(
    run_dir: RunDir,
    completion: RunCompletion,
    *,
    junit_copy: Path | None = None,
    fields: Mapping[str, Any] | None = None,
) -> dict[str, Any] | None:
    """Say in the reports written so far how the run ended, keeping what its judges added (rules, validation).

    Called once every verdict is in the files: junit.xml's mark of the run's end is replaced
    (:func:`user_sim.runs.junit.unfinished_case`: its ``not_judged`` error goes), then report.yml gets
    ``completion`` (``stopped: null``, or e.g. ``output_closed`` when the reader of standard output went away) and
    ``fields`` (the judges' last blocks) in the same write. Returns report.yml as written (None when there is none).
    The caller renders report.html again afterwards: it reads report.yml's completion, and its annotations are the
    judges'.
    """
    from user_sim.reports.summary import update_report
    from user_sim.runs.junit import rewrite, unfinished_case

    rewrite(run_dir.junit_xml, lambda root: unfinished_case(root, completion), copy=junit_copy)
    if not run_dir.report_yml.is_file():
        return None
    return update_report(run_dir.report_yml, {**(fields or {}), **completion.fields()})
