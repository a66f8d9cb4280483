"""Evaluate a finished run's conversations and write ``evaluation.json`` and the focus files into its folder."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from user_sim.core.records import ConversationRecord
from user_sim.errors import UsageError
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.focus import FOCUS_FOLDER, focus_files
from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.settings import EvaluationSettings, judge_client, load_settings
from user_sim.evaluation.validation_key import run_user_model
from user_sim.llm.base import LLMClient
from user_sim.runs.files import write_atomic
from user_sim.runs.folder import read_run_info

if TYPE_CHECKING:
    from user_sim.config.run_flags import CacheMode

EVALUATION_FILE = "evaluation.json"
FOCUS_HEADER = "# Rerun these conversations: sensei-chat --run-from-yaml PROJECT --focus THIS_FILE\n"


def make_evaluator(
    settings: EvaluationSettings, client: LLMClient | None, run_id: str, user_model: str | None = None
) -> Evaluator:
    """An evaluator for one run with the settings' metrics and judge (``user_model``: the run's ``--model``)."""
    spec = settings.judge_spec
    return Evaluator(
        settings.config,
        client=client,
        custom=settings.custom,
        run_id=run_id,
        judge_name=spec.model if spec is not None else None,
        project=settings.project_dir,
        user_model=user_model,
    )


def evaluate_records(
    records: Sequence[ConversationRecord],
    settings: EvaluationSettings,
    client: LLMClient | None,
    run_id: str,
    user_model: str | None = None,
) -> Evaluation:
    """Evaluate every record (judge calls in parallel, ``settings.config.workers`` at a time)."""
    evaluator = make_evaluator(settings, client, run_id, user_model)
    for record in records:
        evaluator.submit(record)
    return evaluator.finish()


def write_evaluation(
    run_path: Path, evaluation: Evaluation, records: Sequence[ConversationRecord], seed: int
) -> list[Path]:
    """Write ``focus/`` (replacing an older one) and ``evaluation.json``; return the focus files written.

    The new focus files are written beside the old ones and swapped in at once, so a run stopped while they are
    written keeps its earlier evaluation whole.
    """
    folder, fresh = run_path / FOCUS_FOLDER, run_path / f".{FOCUS_FOLDER}.new"
    shutil.rmtree(fresh, ignore_errors=True)
    files = focus_files(evaluation.unique_errors, records, evaluation.run_id, seed)
    fresh.mkdir(parents=True)
    for name, content in files.items():
        text = yaml.safe_dump(content.model_dump(mode="json"), sort_keys=False, allow_unicode=True)
        write_atomic(fresh / name, FOCUS_HEADER + text)
    shutil.rmtree(folder, ignore_errors=True)
    if files:
        fresh.rename(folder)
    else:
        fresh.rmdir()
    written = [folder / name for name in files]
    for error in evaluation.unique_errors:
        error.focus_file = f"{FOCUS_FOLDER}/{error.id}.yml"
    write_atomic(run_path / EVALUATION_FILE, evaluation.model_dump_json(indent=2) + "\n")
    return written


def read_evaluation(run_path: Path) -> Evaluation | None:
    """The run's ``evaluation.json``, None when it has none."""
    path = run_path / EVALUATION_FILE
    if not path.is_file():
        return None
    return Evaluation.model_validate_json(path.read_text(encoding="utf-8"))


def evaluate_run(
    run_path: Path, records: Sequence[ConversationRecord], project_dir: Path, *, cache_mode: CacheMode = "normal"
) -> Evaluation:
    """Evaluate the run's records and write evaluation.json and focus/ into its folder."""
    settings = load_settings(project_dir)
    if settings is None:
        raise UsageError(f"{project_dir}/run.yml has no evaluation: block; nothing to evaluate")
    info = read_run_info(run_path)  # its seed is the one the focus files rerun with: never guessed
    run_id = str(info.get("run_id", run_path.name))
    evaluation = evaluate_records(records, settings, judge_client(settings, cache_mode), run_id, run_user_model(info))
    write_evaluation(run_path, evaluation, records, int(info["seed"]))
    return evaluation
