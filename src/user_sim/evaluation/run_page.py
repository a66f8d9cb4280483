"""A run's report.html with everything that judged it, and its report.yml with its evaluators' validation.

The page is one render from the records, the evaluation, the rules and the validation of the simulated user and
the judge.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.evaluation.evaluator_validation import EvaluatorValidation, run_validation
from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.report_view import evaluation_annotations
from user_sim.evaluation.rules.report_section import read_verdicts
from user_sim.evaluation.rules.report_view import rules_annotations
from user_sim.evaluation.validation_view import validation_annotations
from user_sim.reports.annotations import Annotations, combine
from user_sim.runs.files import write_atomic

REPORT_HTML = "report.html"
REPORT_YML = "report.yml"


def run_annotations(
    run_dir: Path,
    records: Sequence[ConversationRecord],
    evaluation: Evaluation | None,
    *,
    rules: bool = True,
    validation: EvaluatorValidation | None = None,
) -> Annotations:
    """The evaluation's annotations (else the ``validation``'s) combined with those of the run's rules.jsonl."""
    verdicts = read_verdicts(run_dir) if rules else []
    if evaluation is not None:
        judged = evaluation_annotations(evaluation)
    else:
        judged = validation_annotations(validation, run_dir) if validation is not None else Annotations()
    return combine(judged, rules_annotations(verdicts, records)) if verdicts else judged


def write_run_page(
    run_dir: Path,
    run_id: str,
    records: Sequence[ConversationRecord],
    evaluation: Evaluation | None = None,
    *,
    rules: bool = True,
    validation: EvaluatorValidation | None = None,
    report: Mapping[str, Any] | None = None,
) -> Path:
    """Render ``run_dir/report.html`` with the evaluation (else ``validation``) and rules.jsonl; return it.

    Without either, the validation is the one the run's report.yml shows (rendering again keeps it); how much of
    the run finished is always report.yml's: ``report`` when the caller has just written it, else the file's.
    """
    from user_sim.reports.html import render_html
    from user_sim.reports.summary import completion_in, read_report

    if report is None:
        report = read_report(run_dir / REPORT_YML)  # read once: the validation and how much of the run finished
    if evaluation is None and validation is None:
        validation = validation_in(report)
    page = run_dir / REPORT_HTML
    notes = run_annotations(run_dir, records, evaluation, rules=rules, validation=validation)
    write_atomic(page, render_html(records, run_id, notes, completion_in(report)))
    return page


def validation_in(report: Mapping[str, Any]) -> EvaluatorValidation | None:
    """The ``validation:`` block of a report.yml's mapping (None when absent or not one)."""
    from pydantic import ValidationError

    try:
        return EvaluatorValidation.model_validate(report["validation"])
    except (KeyError, ValidationError):
        return None


def write_report_yml(
    run_dir: Path,
    run_id: str,
    records: Sequence[ConversationRecord],
    validation: EvaluatorValidation,
    evaluation: Evaluation | None = None,
) -> Path:
    """Add the run's ``validation:`` and ``evaluation:`` blocks to ``run_dir/report.yml`` (written if absent)."""
    from user_sim.reports.summary import render_report, update_report

    path = run_dir / REPORT_YML
    if not path.is_file():
        write_atomic(path, render_report(records, run_id))
    update_report(path, judged_fields(validation, evaluation))
    return path


def judged_fields(validation: EvaluatorValidation, evaluation: Evaluation | None = None) -> dict[str, Any]:
    """report.yml's ``validation:`` block and, with an evaluation, its ``evaluation:`` block."""
    fields: dict[str, Any] = {"validation": validation.model_dump(mode="json")}
    if evaluation is not None:
        fields["evaluation"] = evaluation_summary(evaluation)
    return fields


def final_validation(
    records: Sequence[ConversationRecord],
    project: Path,
    evaluation: Evaluation | None,
    user_model: str | None,
    run_info: Mapping[str, Any] | None = None,
) -> EvaluatorValidation:
    """A finished run's evaluators' validation: the evaluation's when there is one, else the simulated user's.

    ``user_model``: the run's ``--model``; ``run_info``: its run.json (what its simulated users ran with).
    """
    validation = evaluation.validation if evaluation is not None else None
    return validation or run_validation(records, project, user_model=user_model, run_info=run_info)


EVALUATION_VERDICTS = {0: "passed", 1: "failed"}


def evaluation_verdict(evaluation: Evaluation) -> str:
    """report.yml's verdict: passed, failed, inconclusive, or ``no conversation`` (an empty shard judged nothing)."""
    if not evaluation.conversations:
        return "no conversation"
    return EVALUATION_VERDICTS.get(evaluation.exit_code, "inconclusive")


def evaluation_summary(evaluation: Evaluation) -> dict[str, Any]:
    """report.yml's ``evaluation:`` block: its verdict and what it rests on (evaluation.json has the rest)."""
    return {
        "verdict": evaluation_verdict(evaluation),
        "exit_code": evaluation.exit_code,
        "judge_calls": evaluation.judge_calls,
        "judge_failures": evaluation.judge_failures,
        "judge_failure": evaluation.judge_failure,
        "gate_failures": len(evaluation.failed_gates()),
        "gates_inconclusive": len(evaluation.inconclusive_gates()),
        "insufficient_evidence": list(evaluation.insufficient_evidence),
        "unapplied_gates": list(evaluation.unapplied_gates),
    }
