"""Write the run's reports (report.yml, junit.xml, report.html) from its records, atomically."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from user_sim.chat.run_folder import RunDir
from user_sim.core.records import ConversationRecord
from user_sim.reports.annotations import Annotations
from user_sim.runs.files import write_atomic


def write_reports(
    run_dir: RunDir,
    records: Sequence[ConversationRecord],
    *,
    html: bool = True,
    junit_copy: Path | None = None,
    annotations: Annotations | None = None,
) -> None:
    """Write report.yml, junit.xml and (unless ``html`` is False) report.html, each atomically.

    ``junit_copy`` (``--junit FILE``) gets a copy of junit.xml; ``annotations`` (the evaluation's) go into the HTML.
    """
    from user_sim.reports.junit import render_junit
    from user_sim.reports.summary import render_report

    write_atomic(run_dir.report_yml, render_report(records, run_dir.run_id))
    junit = render_junit(records, run_dir.run_id)
    write_atomic(run_dir.junit_xml, junit)
    if junit_copy is not None:
        write_atomic(junit_copy, junit)
    if html:
        from user_sim.reports.html import render_html

        write_atomic(run_dir.report_html, render_html(records, run_dir.run_id, annotations))
