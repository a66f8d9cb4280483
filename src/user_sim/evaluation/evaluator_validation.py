"""Are a run's simulated user and judge validated? What its gates may conclude, and what its reports show.

Every report of a run — report.yml, report.html, the console of sensei-chat and ``sensei-check --evaluate`` —
shows the validation key of each simulated-user version its conversations used and of the evaluation's judge,
with its status: ``validated`` (with the exact lower bound that exceeded the minimum), ``not validated``
(labelled, bound not above the minimum) or ``no labels`` (nobody labelled that key's conversations yet).

The gate rule (run.yml ``evaluation.require_validated_evaluators``, default true): while one of them is not
validated, a gate that would pass answers ``INSUFFICIENT_EVIDENCE`` instead — incomplete (exit 3), like any result
the tool could not vouch for. A gate that fails still fails (exit 1 when no other gate lacks evidence). With
the key set to false, gates decide on unvalidated evaluators, knowingly; the reports still show the keys.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from user_sim.config.evaluation import EvaluationConfig
from user_sim.core.records import ConversationRecord, Record
from user_sim.core.simulator_code import code_hash
from user_sim.evaluation.validation import ValidationKey, budget_text, stored_verdict
from user_sim.evaluation.validation_key import judge_key, run_profile, simulator_key

State = Literal["validated", "not validated", "no labels"]
VERDICT_FIELDS = ("criterion", "k", "n", "lower", "minimum", "confidence")
ROLE_NAMES = {"simulated_user": "simulated user", "judge": "judge"}


class EvaluatorStatus(Record):
    """One evaluator version (simulated user or judge) of a run and its validation."""

    role: Literal["simulated_user", "judge"]
    key: str
    """The key's id (``validations/<key>.json`` holds its verdict)."""
    model: str
    prompt_hash: str
    """Hash of the code that writes its prompts (a new prompt layout is a new evaluator)."""
    temperature: float
    budget: float | None
    """``max_cost`` of its conversations (None: unlimited)."""
    state: State
    criterion: str | None = None
    """What the labellers judged: ``realistic`` (simulated user) or ``correct`` (judge)."""
    k: int | None = None
    """Sampled conversations every labeller said yes to."""
    n: int | None = None
    """Sampled conversations (unlabelled ones count against)."""
    lower: float | None = None
    """The exact one-sided Clopper–Pearson lower bound of k/n."""
    minimum: float | None = None
    """The bound must exceed this (validation.yml)."""
    confidence: float | None = None

    def status_text(self) -> str:
        """``no labels``, or the state with its count and bound."""
        if self.state == "no labels" or self.lower is None:
            return self.state
        compare = ">" if self.state == "validated" else "≤"
        return (
            f"{self.state} ({self.criterion} {self.k}/{self.n}, exact {self.confidence or 0:.0%} lower bound "
            f"{self.lower:.3f} {compare} minimum {self.minimum or 0:g})"
        )

    def describe(self) -> str:
        """One line for the console."""
        return (
            f"{ROLE_NAMES[self.role]} {self.model}, prompt {self.prompt_hash}, temperature {self.temperature:g}, "
            f"budget {budget_text(self.budget)} (key {self.key}): {self.status_text()}"
        )


class EvaluatorValidation(Record):
    """The evaluators a run rests on and whether its gates may pass on them."""

    required: bool = True
    """run.yml ``evaluation.require_validated_evaluators``."""
    evaluators: list[EvaluatorStatus]

    @property
    def validated(self) -> bool:
        """Tell whether every evaluator of the run is validated."""
        return all(e.state == "validated" for e in self.evaluators)

    @property
    def sufficient(self) -> bool:
        """Tell whether a gate may pass: every evaluator validated, or validation not required."""
        return self.validated or not self.required


def evaluator_status(key: ValidationKey, project: Path) -> EvaluatorStatus:
    """The status of one key from its stored verdict (``no labels`` when there is none)."""
    fields: dict[str, Any] = {**asdict(key), "key": key.id}
    stored = stored_verdict(key, project)
    if stored is None:
        return EvaluatorStatus(**fields, state="no labels")
    state: State = "validated" if stored.get("status") == "validated" else "not validated"
    numbers: dict[str, Any] = {name: stored.get(name) for name in VERDICT_FIELDS}
    try:
        return EvaluatorStatus(**fields, state=state, **numbers)
    except ValidationError:  # a hand-edited verdict file: its state only
        return EvaluatorStatus(**fields, state=state)


def run_validation(
    records: Sequence[ConversationRecord],
    project: Path,
    config: EvaluationConfig | None = None,
    user_model: str | None = None,
    run_info: Mapping[str, Any] | None = None,
    judged_by: ValidationKey | None = None,
) -> EvaluatorValidation:
    """The simulated-user keys of ``records`` (one per profile file) and the judge key of ``config``.

    ``user_model`` is the simulated user's model the run forced on every profile (``--model``), if any;
    ``run_info`` the run's run.json: the settings its users ran with (``validation_key.run_profile``);
    ``judged_by`` the key of the judge that gave the scores when it judged earlier (a merged run's shards': see
    :func:`recorded_judge_key`), else the judge of ``config`` as installed now judges.
    """
    by_profile = {record.profile_path: record for record in records}
    code = code_hash() if by_profile else None
    users = (
        simulator_key(record, project, user_model, code, run_profile(record, project, run_info))
        for record in by_profile.values()
    )
    keys = {key.id: key for key in users}
    judge = judged_by or (judge_key(config) if config is not None else None)
    if judge is not None:
        keys[judge.id] = judge
    statuses = [evaluator_status(keys[k], project) for k in sorted(keys)]
    statuses.sort(key=lambda s: s.role != "simulated_user")
    required = config.require_validated_evaluators if config is not None else True
    return EvaluatorValidation(required=required, evaluators=statuses)


def recorded_judge_key(validation: EvaluatorValidation | None) -> ValidationKey | None:
    """The key of the LLM judge an evaluation recorded when it judged (None: no judge ran, or none recorded)."""
    evaluators = validation.evaluators if validation is not None else []
    status = next((e for e in evaluators if e.role == "judge"), None)
    if status is None:
        return None
    return ValidationKey("judge", status.model, status.prompt_hash, status.temperature, status.budget)


def export_command(run_dir: Path | str | None) -> str:
    """The command that exports a label sheet of the run in ``run_dir`` (``RUN`` when the folder is not known)."""
    run = str(run_dir) if run_dir is not None else "RUN"
    return shlex.join(["sensei-check", "labels", "export", run, "--sample", "30", "--out", "sheet.csv"])


def validation_lines(
    validation: EvaluatorValidation, gated: bool, insufficient: Sequence[str] = (), run_dir: Path | None = None
) -> list[str]:
    """The console lines: one per evaluator, then what the gates may conclude (when there are gates).

    ``insufficient``: the gates that would pass but lack evidence (a gate that failed still failed: it is not
    named, and with no such gate the run's exit code owes nothing to the validation). ``run_dir`` names the run in
    the command that would validate it.
    """
    lines = [f"validation: {status.describe()}" for status in validation.evaluators]
    if insufficient:
        lines.append(
            f"gates: INSUFFICIENT_EVIDENCE on {', '.join(insufficient)} — a gate cannot pass on an unvalidated "
            "simulated user or judge (exit 3); "
            f"label a sample ({export_command(run_dir)}, then labels import) or set "
            "evaluation.require_validated_evaluators: false"
        )
    elif gated and not validation.validated and not validation.required:
        lines.append("gates: decided on unvalidated evaluators (evaluation.require_validated_evaluators: false)")
    return lines
