"""Evaluate a finished run (``sensei-check --evaluate``): settings → judge → evaluation.json and focus/."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.core.records import ConversationRecord
from user_sim.errors import UsageError
from user_sim.evaluation.output import evaluate_records, write_evaluation
from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.settings import judge_client, load_settings
from user_sim.evaluation.validation_key import run_user_model

if TYPE_CHECKING:
    from user_sim.config.run_flags import CacheMode


def evaluate_run(
    run_path: Path, records: Sequence[ConversationRecord], project_dir: Path, *, cache_mode: CacheMode = "normal"
) -> Evaluation:
    """Evaluate the run's records and write evaluation.json and focus/ into its folder."""
    settings = load_settings(project_dir)
    if settings is None:
        raise UsageError(f"{project_dir}/run.yml has no evaluation: block; nothing to evaluate")
    info = json.loads((run_path / "run.json").read_text(encoding="utf-8")) if (run_path / "run.json").is_file() else {}
    run_id = str(info.get("run_id", run_path.name))
    user_model = run_user_model(run_path)
    evaluation = evaluate_records(records, settings, judge_client(settings, cache_mode), run_id, user_model)
    write_evaluation(run_path, evaluation, records, int(info.get("seed", 0)))
    return evaluation
