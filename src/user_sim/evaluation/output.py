"""Evaluate a finished run's conversations and write ``evaluation.json`` and the focus files into its folder."""

from __future__ import annotations

import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from user_sim.core.records import ConversationRecord
from user_sim.errors import UsageError
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.focus import FOCUS_FOLDER, FocusFile, focus_files
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
    settings: EvaluationSettings,
    client: LLMClient | None,
    run_id: str,
    user_model: str | None = None,
    run_info: Mapping[str, Any] | None = None,
) -> Evaluator:
    """An evaluator for one run with the settings' metrics and judge.

    ``user_model``: the run's ``--model``; ``run_info``: a finished run's run.json.
    """
    spec = settings.judge_spec
    return Evaluator(
        settings.config,
        client=client,
        custom=settings.custom,
        run_id=run_id,
        judge_name=spec.model if spec is not None else None,
        project=settings.project_dir,
        user_model=user_model,
        run_info=run_info,
    )


def evaluate_records(
    records: Sequence[ConversationRecord],
    settings: EvaluationSettings,
    client: LLMClient | None,
    run_id: str,
    user_model: str | None = None,
    run_info: Mapping[str, Any] | None = None,
) -> Evaluation:
    """Evaluate every record (judge calls in parallel, ``settings.config.workers`` at a time)."""
    evaluator = make_evaluator(settings, client, run_id, user_model, run_info)
    for record in records:
        evaluator.submit(record)
    return evaluator.finish()


def write_evaluation(
    run_path: Path, evaluation: Evaluation, records: Sequence[ConversationRecord], seed: int
) -> list[Path]:
    """Write ``focus/`` (replacing an older one) and ``evaluation.json``; return the focus files written.

    Both are written beside the old ones first (``.focus.new/``, then ``.evaluation.json.new``), then swapped in;
    stopped anywhere before the last swap, the earlier evaluation is put back whole (:func:`undo_unfinished_write`):
    a reader finds the whole earlier evaluation or the whole new one, never new focus files beside the old
    evaluation.json (but for a process killed between the two renames of the swap, until the next write).
    """
    undo_unfinished_write(run_path)
    files = focus_files(evaluation.unique_errors, records, evaluation.run_id, seed)
    for error in evaluation.unique_errors:
        error.focus_file = f"{FOCUS_FOLDER}/{error.id}.yml"
    try:
        _stage(run_path, files, evaluation)
        _swap_in(run_path)
    except BaseException:  # Ctrl-C, SIGTERM, a full disk: the earlier evaluation, whole
        undo_unfinished_write(run_path)
        raise
    return [run_path / FOCUS_FOLDER / name for name in files]


def _stage(run_path: Path, files: Mapping[str, FocusFile], evaluation: Evaluation) -> None:
    """Write the new focus files into ``.focus.new/``, then the new evaluation.json beside the old one."""
    fresh = run_path / FRESH_FOCUS
    fresh.mkdir(parents=True)
    for name, content in files.items():
        text = yaml.safe_dump(content.model_dump(mode="json"), sort_keys=False, allow_unicode=True)
        write_atomic(fresh / name, FOCUS_HEADER + text)
    write_atomic(run_path / PENDING, evaluation.model_dump_json(indent=2) + "\n")


FRESH_FOCUS, OLD_FOCUS = f".{FOCUS_FOLDER}.new", f".{FOCUS_FOLDER}.old"
PENDING = f".{EVALUATION_FILE}.new"
"""The new evaluation.json, written once every new focus file is in ``.focus.new/``; it replaces evaluation.json
last. While it is there, the write is unfinished and :func:`undo_unfinished_write` puts the earlier files back."""


def _swap_in(run_path: Path) -> None:
    """Put the new focus files and evaluation.json in place of the old ones.

    The old focus/ goes aside, the new one (even empty) takes its place, evaluation.json is replaced — the step that
    makes the new evaluation the run's —, then the old focus files and an empty focus/ go.
    """
    folder, fresh, old = run_path / FOCUS_FOLDER, run_path / FRESH_FOCUS, run_path / OLD_FOCUS
    if folder.exists():
        folder.rename(old)
    fresh.rename(folder)
    (run_path / PENDING).replace(run_path / EVALUATION_FILE)
    _drop_leftovers(run_path)


def undo_unfinished_write(run_path: Path) -> None:
    """Put back the earlier evaluation of a :func:`write_evaluation` stopped before it replaced evaluation.json.

    Each step can be repeated (an undo stopped halfway is finished by the next one): the new focus/, if swapped in,
    goes back aside (``.focus.new`` exists again until the end), the old one comes back, the pending evaluation.json
    goes. Afterwards, or with nothing pending, a write's leftovers are dropped.
    """
    folder, fresh, old = run_path / FOCUS_FOLDER, run_path / FRESH_FOCUS, run_path / OLD_FOCUS
    if (run_path / PENDING).exists():
        if not fresh.exists() and folder.exists():  # the new focus/ was swapped in
            folder.rename(fresh)
        if old.exists():
            old.rename(folder)
        (run_path / PENDING).unlink()
    shutil.rmtree(fresh, ignore_errors=True)
    _drop_leftovers(run_path)


def _drop_leftovers(run_path: Path) -> None:
    """The old focus files set aside, and a focus/ with no file (an evaluation without unique errors has none)."""
    shutil.rmtree(run_path / OLD_FOCUS, ignore_errors=True)
    folder = run_path / FOCUS_FOLDER
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def read_evaluation(run_path: Path) -> Evaluation | None:
    """The run's ``evaluation.json``, None when it has none; it changes nothing in the folder.

    While a write of a new evaluation is unfinished (going on in another process, or killed), evaluation.json is
    still the earlier one: the next write undoes what a killed one left (:func:`undo_unfinished_write`). Undoing
    here, a reader would undo another process's write halfway (a merge reading a shard being evaluated).
    """
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
    client = judge_client(settings, cache_mode)
    evaluation = evaluate_records(records, settings, client, run_id, run_user_model(info), info)
    write_evaluation(run_path, evaluation, records, int(info["seed"]))
    return evaluation
