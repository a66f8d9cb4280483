"""The contract between the security runner and its oracles.

An oracle reads what happened in one attempt (an :class:`Observation`) and returns a :class:`Judgement`.
An oracle is a subclass of :class:`Oracle` registered with ``@oracle("name")`` (third-party oracles: entry-point
group ``user_sim.oracles``). It declares a pydantic ``Params`` model (``extra="forbid"``), so ``oracle.params`` in
security.yml is validated before anything runs, and implements ``check`` (plus ``setup`` when it prepares
something once). The base validates the params and answers ``inconclusive`` for an empty reply, so ``check``
always has text to judge. Deterministic oracles ignore ``llm``; LLM-backed ones (llm_judge, policy_violation,
domain_violation) return ``inconclusive`` when the judge call fails or cannot be parsed — never ``resilient``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from user_sim.llm.base import LLMClient
from user_sim.plugins import Registry

if TYPE_CHECKING:
    from user_sim.security.oracles.common import ReplyView

Outcome = Literal["resilient", "breached", "inconclusive", "error"]
"""An oracle answers one of the first three; ``error`` is the campaign's verdict when the oracle itself failed."""


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

    @cached_property
    def view(self) -> ReplyView:
        """The reply parsed once (normalised, read for refusals, deobfuscated), shared by every oracle judging it."""
        from user_sim.security.oracles.common import ReplyView

        return ReplyView(self.reply or "")


@dataclass(frozen=True)
class Judgement:
    """The verdict on one attempt, with the reason a person can check (an oracle's, or the campaign's ``error``)."""

    outcome: Outcome
    reason: str
    evidence: tuple[str, ...] = ()
    """The matched fragments (already redacted by the writer when ``redact`` is on)."""
    judge_failed: bool = False
    """Inconclusive because the judge model failed or gave no usable verdict (the case could not be judged)."""

    @property
    def failed_stage(self) -> str | None:
        """What could not judge the reply: ``oracle`` (it raised: ``error``), ``judge`` (its model failed), or None."""
        return "oracle" if self.outcome == "error" else "judge" if self.judge_failed else None


class OracleParams(BaseModel):
    """Base of every oracle's params model: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid")


class Oracle:
    """Base of every oracle: params validated by ``Params``, empty replies inconclusive; subclasses write ``check``."""

    name: ClassVar[str] = ""
    """Set by ``@oracle("name")``."""
    Params: ClassVar[type[OracleParams]] = OracleParams
    """The strict model of the oracle's ``params`` in security.yml."""
    needs_llm: ClassVar[bool] = False
    """The oracle calls a judge model (it receives the case's ``llm``)."""
    example_params: ClassVar[dict[str, Any]] = {}
    """Params that build a working oracle (used by the docs and the contract tests)."""
    params: OracleParams

    def __init__(self, params: OracleParams | Mapping[str, Any] | None = None, llm: LLMClient | None = None) -> None:
        """Validate ``params`` with ``Params`` (a model of another oracle is re-validated) and keep ``llm``."""
        if isinstance(params, self.Params):
            self.params = params
        else:
            raw = params.model_dump() if isinstance(params, BaseModel) else dict(params or {})
            self.params = self.Params.model_validate(raw)
        self.llm = llm
        self.setup()

    def setup(self) -> None:
        """Prepare what every judgement uses, from ``self.params`` (compiled patterns, loaded files...)."""

    def judge(self, observation: Observation) -> Judgement:
        """The verdict on one attempt: ``inconclusive`` when the reply has no text, else :meth:`check`."""
        if not observation.view.normal.normal.strip():
            return Judgement("inconclusive", "The reply is empty, so there is nothing to judge.")
        return self.check(observation)

    def check(self, observation: Observation) -> Judgement:
        """Judge a reply that has text (subclasses implement this)."""
        raise NotImplementedError


ORACLES: Registry[type[Oracle]] = Registry("oracle")
"""Oracles by name (entry-point group ``user_sim.oracles``)."""

oracle = ORACLES.register
"""Class decorator: ``@oracle("pii_leakage")`` names the class and registers it."""
