"""Which simulated-user and judge versions a run rests on, and the project's validation settings.

The key of a conversation's simulated user is read from its profile file (``profile_path`` in the record, absolute
or relative to the project folder or its parent): ``llm.model`` (default ``gpt-4o-mini`` as in SENSEI) and
``llm.temperature`` (default 0.8; 0 for the deterministic ``scripted`` user, which has none), the budget
``conversation.goal_style.max_cost`` (else ``conversation.max_cost``), and the hash of the code that writes the
user's prompts, keeps it in its role and decides its goal (``core.simulator_code``) with the profile's
``llm.goal_check`` design: a new prompt layout, goal-check rule or design is a new simulator, to be validated
again. What the run recorded in its run.json wins over the profile file and the installed code
(:func:`run_profile`): the model, temperature and design it ran with, its budgets, and the hashes of the code that
ran it, so that labels exported or an evaluation made after an upgrade or an edit stay on the run's key. A run.json
from before the code hashes were recorded (round 28 and earlier) is keyed with the installed code's.

The judge's key is run.yml's ``evaluation.model`` at temperature 0, no budget, and the hash of the judge's prompt
code (:data:`JUDGE_MODULES`) with the evaluation's ``design``, taken when the judge runs and kept in the run's
evaluation.json (the key its sheets carry): judging a finished run again with a newer judge is a new judge. A run no
LLM judge judged has its goal check as the judge of ``correct``: its key (:func:`goal_check_key`, role
``goal_check``) is the user's model (which the goal check asks; the scripted user's word test asks none),
temperature 0 (every goal-check call), no budget of its own, and the hash of the goal-check code the run recorded
(``core.simulator_code.goal_check_modules``) with its design — never the user's temperature, budget or prompt hash.

``validation.yml`` in the project folder (optional; every key has a default)::

    minimum_simulated_user_realism: 0.8   # the exact lower bound must exceed this
    minimum_judge_correctness: 0.8
    confidence: 0.95

Whether gates need validated evaluators is run.yml's ``evaluation.require_validated_evaluators`` (the gates'
own block); see :mod:`user_sim.evaluation.evaluator_validation`.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import Field

from user_sim.config.evaluation import EvaluationConfig
from user_sim.config.profile import temperature_used
from user_sim.core.records import ConversationRecord, Record
from user_sim.core.simulator_code import CODE_FIELDS, code_hash, goal_check_modules, prompt_hash
from user_sim.errors import ConfigError
from user_sim.evaluation.validation import ValidationKey

JUDGE_MODULES = ("user_sim.evaluation.prompts", "user_sim.evaluation.verdicts")
JUDGE_TEMPERATURE = 0.0
"""The judge always answers at temperature 0 (``evaluation.settings`` builds its model with it)."""
GOAL_CHECK_TEMPERATURE = 0.0
"""Every goal-check call is made at temperature 0 (``core.goal_check``), whatever the user's temperature."""
SETTINGS_FILE = "validation.yml"


class ValidationSettings(Record):
    """The project's ``validation.yml``."""

    minimum_simulated_user_realism: float = Field(default=0.8, ge=0, lt=1)
    """The realistic share's exact lower bound must exceed this for the simulated user to be validated."""
    minimum_judge_correctness: float = Field(default=0.8, ge=0, lt=1)
    """The same for a judge's correct share."""
    confidence: float = Field(default=0.95, gt=0, lt=1)
    """One-sided confidence of the Clopper–Pearson bound."""


def load_settings(project: Path) -> ValidationSettings:
    """The project's settings (defaults when the file is absent or empty); ConfigError at file:line:col."""
    from user_sim.config.located import validate_doc
    from user_sim.config.yamlfile import load_yaml

    path = project / SETTINGS_FILE
    if not path.is_file():
        return ValidationSettings()
    doc = load_yaml(path, allow_empty=True)
    return ValidationSettings() if doc.data is None else validate_doc(ValidationSettings, doc)


def profile_file(recorded: str, project: Path) -> Path:
    """Where a recorded ``profile_path`` is now: absolute, from the current folder, or under ``project``.

    The path was recorded from the folder the run started in (``sensei-chat -rfy shop`` records
    ``shop/profiles/x.yml``), so under the project its leading folders are dropped one by one until a file is found.
    """
    path = Path(recorded)
    if path.is_absolute() or path.is_file():
        return path
    found = (project.joinpath(*path.parts[i:]) for i in range(len(path.parts)))
    return next((candidate for candidate in found if candidate.is_file()), project / path)


def read_profile(record: ConversationRecord, project: Path) -> dict[str, Any]:
    """The profile file of a recorded conversation (see :func:`profile_file`)."""
    path = profile_file(record.profile_path, project)
    try:
        data: Any = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(f"{path}: cannot read the profile of conversation {record.serial}: {exc}") from None
    return data if isinstance(data, dict) else {}


def run_profile(record: ConversationRecord, project: Path, info: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The simulated user's settings a conversation ran with, in a profile's shape, for its key.

    From ``info`` (the run's run.json) when it recorded them — ``identity`` (the model after ``--model``, the
    temperature used, the goal-check design, and under ``code`` the hashes of the simulated user's and the goal
    check's code) and the profile's ``budgets`` — so a profile edited or user_sim upgraded since, e.g. a new
    temperature or prompt, never moves an old run's conversations to the new version's key; else read from the
    profile file now (a run.json from before they were recorded).
    """
    recorded = _recorded_profile(info, record.profile) if info is not None else None
    return recorded if recorded is not None else read_profile(record, project)


def _recorded_profile(info: Mapping[str, Any], name: str) -> dict[str, Any] | None:
    identity = info.get("identity")
    users = identity.get("simulated_user") if isinstance(identity, dict) else None
    entries = [p for p in info.get("profiles") or [] if isinstance(p, dict) and p.get("test_name") == name]
    budgets = entries[0].get("budgets") if entries else None
    if not isinstance(users, dict) or f"{name}.model" not in users or not isinstance(budgets, dict):
        return None
    llm = {
        "model": users[f"{name}.model"],
        "temperature": float(users.get(f"{name}.temperature", 0.8)),
        "goal_check": users.get(f"{name}.goal_check", "structured"),
    }
    goal_style = {"max_cost": budgets.get("conversation.goal_style.max_cost")}
    code = {role: users[f"{name}.{field}"] for role, field in CODE_FIELDS.items() if f"{name}.{field}" in users}
    conversation = {"max_cost": budgets.get("conversation.max_cost"), "goal_style": goal_style}
    return {"llm": llm, "conversation": conversation, "code": code}


def _section(data: dict[str, Any], name: str) -> dict[str, Any]:
    value = data.get(name)
    return value if isinstance(value, dict) else {}


def _recorded_code(profile: dict[str, Any], role: str) -> str | None:
    """The hash of the code a run recorded for ``role`` (a key of ``CODE_FIELDS``); None when it recorded none."""
    value = _section(profile, "code").get(role)
    return str(value) if value else None


def simulator_key(
    record: ConversationRecord,
    project: Path,
    user_model: str | None = None,
    code: str | None = None,
    profile: dict[str, Any] | None = None,
) -> ValidationKey:
    """The simulated-user key of one recorded conversation (``user_model``: the run's ``--model`` override).

    ``code`` is :func:`code_hash` when the caller has it already (one read of the sources for many conversations),
    ``profile`` the conversation's :func:`read_profile` likewise (or :func:`run_profile`: its recorded code wins).
    """
    data = read_profile(record, project) if profile is None else profile
    llm, conversation = _section(data, "llm"), _section(data, "conversation")
    budget = _section(conversation, "goal_style").get("max_cost") or conversation.get("max_cost")
    design = llm.get("goal_check", "structured")
    model = user_model or str(llm.get("model", "gpt-4o-mini"))
    used = _recorded_code(data, "simulated_user") or code or code_hash()
    return ValidationKey(
        role="simulated_user",
        model=model,
        prompt_hash=prompt_hash(f"goal_check={design}\n{used}"),
        temperature=temperature_used(model, float(llm.get("temperature", 0.8))),
        budget=float(budget) if budget is not None else None,
    )


def goal_check_key(profile: dict[str, Any], user_model: str | None = None, code: str | None = None) -> ValidationKey:
    """The goal check of a profile (:func:`read_profile`) as the judge ``correct`` validates when no LLM judge ran.

    ``code`` is :func:`code_hash` of ``goal_check_modules()`` when the caller has it already; the code the run
    recorded (:func:`run_profile`) wins.
    """
    llm = _section(profile, "llm")
    design = llm.get("goal_check", "structured")
    code = _recorded_code(profile, "goal_check") or code
    return ValidationKey(
        role="goal_check",
        model=user_model or str(llm.get("model", "gpt-4o-mini")),
        prompt_hash=prompt_hash(f"goal_check={design}\n{code or code_hash(goal_check_modules())}"),
        temperature=GOAL_CHECK_TEMPERATURE,
        budget=None,
    )


def run_user_model(info: dict[str, Any]) -> str | None:
    """The simulated user's model a run forced on every profile (``--model``, or run.yml ``model``).

    ``info``: the run's run.json (``runs.folder.read_run_info``).
    """
    config = info.get("config")
    model = config.get("model") if isinstance(config, dict) else None
    return str(model) if model else None


def judge_key(config: EvaluationConfig) -> ValidationKey | None:
    """The key of the evaluation's LLM judge; None when no built-in judged metric runs (no judge is called)."""
    if not config.metrics or config.model is None:
        return None
    return ValidationKey(
        role="judge",
        model=config.model,
        prompt_hash=prompt_hash(f"design={config.design}\n{code_hash(JUDGE_MODULES)}"),
        temperature=JUDGE_TEMPERATURE,
        budget=None,
    )
