"""What every attack is: a registered class that plans cases from its ``params`` without calling anything.

An attack declares a description, OWASP LLM Top 10 (2025) tags, a strict ``Params`` model (validated with
file:line:column before anything runs), a default oracle, and whether it needs the generation model. Its
``plan`` returns :class:`~user_sim.security.cases.CaseDraft` objects; the prompts themselves are made at run
time by each draft's ``build``. ``@attack("name")`` registers one (third-party attacks: entry-point group
``user_sim.attacks``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel

from user_sim.config.base import StrictModel
from user_sim.config.yamlfile import Path_, YamlDoc
from user_sim.errors import Issue
from user_sim.plugins import Registry
from user_sim.security.cases import CaseDraft, CaseRuntime, OracleSpec, PromptDraft
from user_sim.security.config import AttackEntry


class NoParams(StrictModel):
    """This attack takes no parameters."""


@dataclass(frozen=True)
class PlanContext:
    """What an attack knows while it plans: its entry in security.yml and where the project is."""

    entry: AttackEntry
    entry_path: Path_
    """Where the entry sits in security.yml, e.g. ``("attacks", 2)``."""
    doc: YamlDoc
    attempts: int
    project_dir: Path
    security_dir: Path
    target_context: str

    def issue(self, suffix: Path_, message: str, *, key: bool = False) -> Issue:
        """Locate a problem at ``attacks[i].<suffix>`` in security.yml."""
        return self.doc.issue((*self.entry_path, *suffix), message, key=key)

    def oracle_or(self, default: OracleSpec | None) -> OracleSpec | None:
        """The entry's ``oracle`` when given, else ``default``."""
        if self.entry.oracle is not None:
            return OracleSpec(self.entry.oracle.type, dict(self.entry.oracle.params))
        return default


class Attack:
    """Base of every attack; subclasses set the class attributes and implement ``plan``."""

    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    tags: ClassVar[tuple[str, ...]] = ()
    """OWASP LLM Top 10 (2025) ids, e.g. ``LLM01:2025 Prompt Injection``."""
    Params: ClassVar[type[BaseModel]] = NoParams
    default_oracle: ClassVar[OracleSpec | None] = None
    needs_llm: ClassVar[bool] = False
    """The prompts are written by the generation model (needs ``generation.enabled``)."""
    takes_case_file: ClassVar[bool] = False
    """Cases come from a file (``source``/``parameters`` apply; ``attempts`` does not)."""

    def plan(self, params: Any, ctx: PlanContext) -> list[CaseDraft]:
        """Return this attack's cases for one security.yml entry (no LLM, target or user code is called)."""
        raise NotImplementedError


ATTACKS: Registry[type[Attack]] = Registry("attack")
"""Attacks by name (entry-point group ``user_sim.attacks``)."""

attack = ATTACKS.register
"""Class decorator: ``@attack("amnesia")`` names the class and registers it."""


def repeat_for_attempts(prompts: Sequence[str], attempts: int) -> list[str]:
    """Cycle through ``prompts`` until there is one per attempt."""
    return [prompts[i % len(prompts)] for i in range(attempts)] if prompts else []


def static_cases(
    attack: Attack, prompts: Sequence[str], ctx: PlanContext, *, protected: tuple[str, ...] = ()
) -> list[CaseDraft]:
    """One case per attempt with a fixed prompt (cycling through ``prompts``)."""
    oracle = ctx.oracle_or(attack.default_oracle)
    assert oracle is not None, f"attack {attack.name} has no default oracle"
    drafts = []
    for number, prompt in enumerate(repeat_for_attempts(prompts, ctx.attempts), 1):
        draft = PromptDraft(prompt, protected=protected)
        drafts.append(CaseDraft(f"{attack.name}_{number}", constant_prompt(draft), prompt, oracle, tags=attack.tags))
    return drafts


def constant_prompt(draft: PromptDraft) -> Callable[[CaseRuntime], PromptDraft]:
    """A prompt builder that always returns ``draft`` (a fixed prompt)."""
    return lambda _runtime: draft


def target_scope(ctx_or_runtime: PlanContext | CaseRuntime) -> str:
    """The chatbot's allowed domain as generated attacks describe it."""
    text = (ctx_or_runtime.target_context or "").strip()
    return text or "the chatbot's intended purpose and allowed domain"


def describe(cls: type[Attack]) -> dict[str, Any]:
    """Everything ``--describe-attack`` shows about an attack."""
    params = []
    for field_name, info in cls.Params.model_fields.items():
        default = None if info.is_required() else info.get_default(call_default_factory=True)
        params.append(
            {
                "name": field_name,
                "required": info.is_required(),
                "default": default,
                "description": info.description or "",
            }
        )
    oracle = cls.default_oracle.as_dict() if cls.default_oracle else None
    return {
        "name": cls.name,
        "description": cls.description,
        "tags": list(cls.tags),
        "needs_llm": cls.needs_llm,
        "default_oracle": oracle,
        "params": params,
    }
