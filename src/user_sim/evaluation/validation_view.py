"""The validation of a run's simulated user and judge on its report.html: a table after the gates, one tile."""

from __future__ import annotations

from pathlib import Path

from user_sim.evaluation.evaluator_validation import (
    ROLE_NAMES,
    EvaluatorStatus,
    EvaluatorValidation,
    export_command,
)
from user_sim.evaluation.validation import budget_text
from user_sim.reports.annotations import Annotations
from user_sim.reports.page import Badge, Block, Cell, Note, Table, Tone

STATE_TONE: dict[str, Tone] = {"validated": "ok", "not validated": "fail", "no labels": "warn"}


def validation_table(validation: EvaluatorValidation) -> Table:
    """One row per evaluator key: role, model, prompt hash, temperature, budget, key, status with its bound."""
    rows: list[list[Cell]] = [_row(status) for status in validation.evaluators]
    if not rows:
        rows = [["—", "no conversation", "", "", "", "", Badge("none", "muted")]]
    caption = "Evaluator validation" + (
        "" if validation.required else " (evaluation.require_validated_evaluators: false)"
    )
    return Table(["evaluator", "model", "prompt hash", "temperature", "budget", "key", "status"], rows, caption)


def _row(status: EvaluatorStatus) -> list[Cell]:
    cells = [status.model, status.prompt_hash, f"{status.temperature:g}", budget_text(status.budget), status.key]
    return [ROLE_NAMES[status.role], *cells, Badge(status.status_text(), STATE_TONE[status.state])]


def validation_tile(validation: EvaluatorValidation) -> tuple[str, Cell, Tone]:
    """The tile: every evaluator validated, or how many are not (none at all: an empty shard ran nobody)."""
    if not validation.evaluators:
        return ("evaluators", "none", "muted")
    missing = sum(s.state != "validated" for s in validation.evaluators)
    if not missing:
        return ("evaluators", "validated", "ok")
    return ("evaluators", f"{missing} not validated", "warn")


def validation_annotations(validation: EvaluatorValidation, run_dir: Path) -> Annotations:
    """What a run page without an evaluation shows of its simulated user's validation (the command names the run)."""
    blocks: list[Block] = [validation_table(validation)]
    if not validation.validated:
        blocks.append(Note(f"Label a sample to validate: {export_command(run_dir)}"))
    return Annotations(tiles=[validation_tile(validation)], summary=blocks)
