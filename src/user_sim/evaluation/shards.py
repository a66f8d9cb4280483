"""The evaluations of the shards of one ``sensei-chat`` run (``--shard k/n``) joined into the evaluation of the run.

Each shard judged its own conversations; the scores are kept as they are, and what depends on every
conversation at once — the unique errors (numbered across the run), the gates and the exit code — is computed
again over all of them by :func:`~user_sim.evaluation.assemble.assemble_evaluation`, with the project's
``evaluation:`` settings, exactly as the unsharded run computes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from user_sim.errors import UsageError
from user_sim.evaluation.assemble import JudgeTally, assemble_evaluation, custom_failures
from user_sim.evaluation.evaluator_validation import EvaluatorValidation, recorded_judge_key
from user_sim.evaluation.output import EVALUATION_FILE, read_evaluation
from user_sim.evaluation.records import Evaluation
from user_sim.evaluation.settings import EvaluationSettings, load_settings


def read_shard_evaluations(folders: Sequence[Path]) -> list[Evaluation] | None:
    """Every shard's ``evaluation.json``; None when no shard has one; UsageError when only some have one."""
    parts = [read_evaluation(Path(folder)) for folder in folders]
    if all(part is None for part in parts):
        return None
    judged = next(folder for folder, part in zip(folders, parts, strict=True) if part is not None)
    for folder, part in zip(folders, parts, strict=True):
        if part is None:
            raise UsageError(
                f"{folder}: no {EVALUATION_FILE}, but {judged} has one: every shard must be judged (no --no-eval), "
                "or none"
            )
    return [part for part in parts if part is not None]


def shard_settings(project_dir: Path, parts: Sequence[Evaluation]) -> EvaluationSettings:
    """The project's ``evaluation:`` settings the shards were judged with; UsageError when they cannot be."""
    settings = load_settings(project_dir)
    if settings is None:
        raise UsageError(f"the shards were judged, but {project_dir}/run.yml has no evaluation: block now")
    metrics = [*settings.config.metrics, *(m.name for m in settings.custom)]
    judge = settings.judge_spec.model if settings.judge_spec is not None else None
    for part in parts:
        if part.judge != judge:  # its scores are kept as they are: the merged evaluation would rest on two judges
            raise UsageError(
                f"shard run {part.run_id} was judged by {part.judge or 'no LLM judge'}, but {project_dir}/run.yml now "
                f"gives {judge or 'none'}: merge shards judged by one judge, with the run.yml they ran with"
            )
        if part.metrics != metrics or part.design != settings.config.design:
            raise UsageError(
                f"shard run {part.run_id} was judged on {part.metrics} ({part.design}), but {project_dir}/run.yml "
                f"now gives {metrics} ({settings.config.design}): merge with the run.yml the shards ran with"
            )
    _same_judge_version(parts)
    return settings


def _same_judge_version(parts: Sequence[Evaluation]) -> None:
    """Refuse shards judged by two versions of the judge (its prompt code: another user_sim), UsageError."""
    first = recorded_judge_key(parts[0].validation)
    for part in parts[1:]:
        key = recorded_judge_key(part.validation)
        if key != first:
            shown = [k.id if k else "none recorded" for k in (first, key)]
            raise UsageError(
                f"shard runs {parts[0].run_id} and {part.run_id} were judged by two versions of the judge (key "
                f"{shown[0]}, key {shown[1]}: another prompt, from another user_sim): merge shards judged by one"
            )


def merge_evaluations(
    parts: Sequence[Evaluation],
    settings: EvaluationSettings,
    run_id: str,
    validation: EvaluatorValidation | None = None,
) -> Evaluation:
    """One evaluation of every shard's conversations: scores kept, unique errors and gates computed again.

    ``validation`` is the merged run's simulated user's and judge's, checked as the unsharded run checks it.
    """
    conversations = sorted(
        (c.model_copy(deep=True) for part in parts for c in part.conversations),
        key=lambda c: (c.profile, c.index, c.replicate),
    )
    costs = [part.cost for part in parts]
    tally = JudgeTally(
        calls=sum(part.judge_calls for part in parts),
        judged_turns=sum(part.judged_turns for part in parts),
        cached=sum(part.cached_calls for part in parts),
        cost=None if None in costs else sum(c for c in costs if c is not None),
        failed_calls=sum(part.judge_failures - custom_failures(part.conversations, settings.custom) for part in parts),
        first_failure=next((part.judge_failure for part in parts if part.judge_failure), None),
    )
    judge = next((part.judge for part in parts if part.judge is not None), None)
    return assemble_evaluation(settings.config, settings.custom, conversations, tally, run_id, judge, validation)
