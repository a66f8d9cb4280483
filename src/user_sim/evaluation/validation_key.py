"""Which simulated-user version produced a conversation, and the project's validation settings.

The key of a conversation's simulated user is read from its profile file (``profile_path`` in the record,
absolute or relative to the project folder): ``llm.model`` (default ``gpt-4o-mini`` as in SENSEI) and
``llm.temperature`` (default 0.8), the budget ``conversation.goal_style.max_cost`` (else
``conversation.max_cost``), and the hash of the code that writes the user's prompts and decides its goal
(:data:`PROMPT_MODULES`): a new prompt layout is a new simulator, to be validated again.

``validation.yml`` in the project folder (optional; every key has a default)::

    minimum_simulated_user_realism: 0.8   # the exact lower bound must exceed this
    minimum_judge_correctness: 0.8
    confidence: 0.95
    require_validated_evaluators: true    # false: gates never answer INSUFFICIENT_EVIDENCE
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from user_sim.core.records import ConversationRecord
from user_sim.errors import ConfigError
from user_sim.evaluation.validation import Status, ValidationKey, prompt_hash, validation_status

PROMPT_MODULES = ("user_sim.core.users.prompts", "user_sim.core.goal_evidence", "user_sim.core.goal_rules")
SETTINGS_FILE = "validation.yml"


class ValidationSettings(BaseModel):
    """The project's ``validation.yml``."""

    model_config = ConfigDict(extra="forbid")

    minimum_simulated_user_realism: float = Field(default=0.8, ge=0, lt=1)
    """The realistic share's exact lower bound must exceed this for the simulated user to be validated."""
    minimum_judge_correctness: float = Field(default=0.8, ge=0, lt=1)
    """The same for a judge's correct share."""
    confidence: float = Field(default=0.95, gt=0, lt=1)
    """One-sided confidence of the Clopper–Pearson bound."""
    require_validated_evaluators: bool = True
    """False: gates run on unvalidated simulators and judges (their reports still show the key)."""


def load_settings(project: Path) -> ValidationSettings:
    """The project's settings (defaults when the file is absent); ConfigError names the file and key."""
    path = project / SETTINGS_FILE
    if not path.is_file():
        return ValidationSettings()
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        return ValidationSettings.model_validate(data)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML: {exc}") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ConfigError(f"{path}:1:1: {where}: {first['msg']}") from None


def code_hash() -> str:
    """The hash of the simulated user's prompt and goal-check code."""
    texts = []
    for name in PROMPT_MODULES:
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec else None
        texts.append(Path(origin).read_text(encoding="utf-8") if origin else name)
    return prompt_hash("\n".join(texts))


def simulator_key(record: ConversationRecord, project: Path) -> ValidationKey:
    """The simulated-user key of one recorded conversation."""
    path = Path(record.profile_path)
    path = path if path.is_absolute() or path.is_file() else project / path
    try:
        data: Any = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(f"{path}: cannot read the profile of conversation {record.serial}: {exc}") from None
    llm = data.get("llm") or {} if isinstance(data, dict) else {}
    conversation = data.get("conversation") or {} if isinstance(data, dict) else {}
    goal_style = conversation.get("goal_style") or {} if isinstance(conversation, dict) else {}
    budget = (goal_style.get("max_cost") if isinstance(goal_style, dict) else None) or conversation.get("max_cost")
    return ValidationKey(
        role="simulated_user",
        model=str(llm.get("model", "gpt-4o-mini")),
        prompt_hash=code_hash(),
        temperature=float(llm.get("temperature", 0.8)),
        budget=float(budget) if budget is not None else None,
    )


def run_validation_status(records: Sequence[ConversationRecord], project: Path) -> tuple[Status, list[str]]:
    """What a gate over these conversations may conclude, and the keys (described) it rests on.

    ``validated`` only when every simulated-user key of the records has a stored validated verdict, or when
    ``validation.yml`` says ``require_validated_evaluators: false``; otherwise ``INSUFFICIENT_EVIDENCE``.
    """
    required = load_settings(project).require_validated_evaluators
    keys = {key.id: key for key in (simulator_key(record, project) for record in records)}
    statuses = [validation_status(key, project, required=required) for key in keys.values()]
    status: Status = "validated" if statuses and all(s == "validated" for s in statuses) else "INSUFFICIENT_EVIDENCE"
    return status, [keys[k].describe() for k in sorted(keys)]
