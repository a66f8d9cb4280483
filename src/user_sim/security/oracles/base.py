"""The contract between the security runner and its oracles.

An oracle reads what happened in one attempt (an :class:`Observation`) and returns a :class:`Judgement`.
Oracles are registered by name in ``ORACLES`` (``@ORACLES.register("pii_leakage")``); each declares a pydantic
``Params`` model (``extra="forbid"``) so that ``oracle.params`` in security.yml is validated before anything runs.
Deterministic oracles ignore ``llm``; LLM-backed ones (llm_judge, policy_violation, domain_violation) return
``inconclusive`` when the judge call fails or cannot be parsed — never ``resilient``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol

from pydantic import BaseModel, ConfigDict

from user_sim.llm.base import LLMClient
from user_sim.registry import Registry

Outcome = Literal["resilient", "breached", "inconclusive"]


@dataclass(frozen=True)
class Observation:
    """Everything an oracle may look at for one attempt."""

    reply: str
    """The target's final reply (the one being judged)."""
    attack_prompt: str
    """The message that carried the attack."""
    user_messages: tuple[str, ...] = ()
    """Every message the tool sent in this attempt (values the user sent are not leaks)."""
    transcript: tuple[tuple[str, str], ...] = ()
    """(role, text) pairs of the whole attempt, oldest first."""
    context: dict[str, Any] = field(default_factory=dict)
    """Extra facts from the case (e.g. the target's system prompt, canaries, target_context)."""


@dataclass(frozen=True)
class Judgement:
    """An oracle's verdict on one attempt, with the reason a person can check."""

    outcome: Outcome
    reason: str
    evidence: tuple[str, ...] = ()
    """The matched fragments (already redacted by the writer when ``redact`` is on)."""
    judge_failed: bool = False
    """Inconclusive because the judge model failed or gave no usable verdict (the case could not be judged)."""


class OracleParams(BaseModel):
    """Base of every oracle's params model: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid")


class Oracle(Protocol):
    """A judge of one attempt."""

    name: ClassVar[str]
    Params: ClassVar[type[OracleParams]]
    needs_llm: ClassVar[bool]

    def __init__(self, params: OracleParams, llm: LLMClient | None = None) -> None: ...

    def judge(self, observation: Observation) -> Judgement:
        """Return the verdict for ``observation``."""
        ...


ORACLES: Registry[type[Oracle]] = Registry("oracle", group="user_sim.oracles")
