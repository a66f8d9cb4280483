"""A run's report.html with everything that judged it: one render from the records, the evaluation and the rules."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from user_sim.core.records import ConversationRecord
from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.report_view import evaluation_annotations
from user_sim.evaluation.rules.report_section import read_verdicts
from user_sim.evaluation.rules.report_view import rules_annotations
from user_sim.reports.annotations import Annotations, combine
from user_sim.runs.files import write_atomic

REPORT_HTML = "report.html"


def run_annotations(
    run_dir: Path, records: Sequence[ConversationRecord], evaluation: Evaluation | None, *, rules: bool = True
) -> Annotations:
    """The evaluation's annotations (when given) combined with those of the run's ``rules.jsonl`` (when any)."""
    verdicts = read_verdicts(run_dir) if rules else []
    judged = evaluation_annotations(evaluation) if evaluation is not None else Annotations()
    return combine(judged, rules_annotations(verdicts, records)) if verdicts else judged


def write_run_page(
    run_dir: Path,
    run_id: str,
    records: Sequence[ConversationRecord],
    evaluation: Evaluation | None = None,
    *,
    rules: bool = True,
) -> Path:
    """Render ``run_dir/report.html`` from the records with the evaluation and (``rules``) rules.jsonl; return it."""
    from user_sim.reports.html import render_html

    page = run_dir / REPORT_HTML
    write_atomic(page, render_html(records, run_id, run_annotations(run_dir, records, evaluation, rules=rules)))
    return page
