"""The record of one finished security case: one line of a campaign's ``results.jsonl``, the source of its reports.

A case is planned (``plan.cases.CasePlan``), executed (``execute.executors.Attempt``), judged
(``oracles.base.Judgement``) and then written once as a :class:`CaseRecord`; the reports, the exit code and
``--resume`` read these records back.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, model_serializer

from user_sim.security.oracles.base import Outcome
from user_sim.security.plan.cases import Verdict


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)


class OracleResult(_Model):
    """The case's oracle and, once it judged, what it found (``outcome``... are absent when it never judged)."""

    type: str
    """The oracle's registered name."""
    params: dict[str, Any]
    """Its params as written in security.yml or the case file."""
    outcome: Outcome | None = None
    """Its verdict: resilient, breached, inconclusive or error."""
    passed: bool | None = None
    """Whether the verdict is ``resilient``."""
    evidence: list[str] | None = None
    """The reply fragments that decided the verdict."""
    judged_by: str | None = None
    """Who made the verdict: ``oracle``, or the LLM judge an inconclusive verdict was escalated to."""

    @model_serializer(mode="wrap")
    def _without_unjudged(self, handler: Any) -> dict[str, Any]:
        return {k: v for k, v in handler(self).items() if k in ("type", "params") or v is not None}


class CaseRecord(_Model):
    """One finished case, as written to ``results.jsonl`` (key order is the file's)."""

    key: str
    """``<entry index>:<case id>``, unique and stable in a campaign; ``--resume`` matches on it."""
    index: int
    """Position of the case in the campaign."""
    attack: str
    """The attack's registered name."""
    case_id: str
    """The case id shown in reports."""
    attempt: int
    """Which attempt of the attack this case is (1-based; 1 for every case of a case file, which runs once)."""
    status: Verdict
    """The case's verdict."""
    reason: str
    """Why, in words a person can check."""
    prompt: str
    """The attack prompt as sent (after any rephrasing)."""
    response: str | None
    """The target's reply to the attack prompt (None when there was none)."""
    oracle: OracleResult
    """The oracle and its outcome."""
    tags: list[str]
    """OWASP LLM Top 10 (2025) tags of the case."""
    atlas: list[str]
    """MITRE ATLAS technique ids of the case."""
    turn: int | None
    """The first breached turn of a multi-turn (crescendo) case."""
    execution_mode: str
    """The executor that delivered the prompt (direct, scripted, simulated_user or a plugin)."""
    pre_attack_turns: int
    """Turns asked for before the attack."""
    conversation: list[dict[str, str]]
    """Every exchange of the attempt in order: ``{"User": ..., "Assistant": ...}``."""
    pre_attack_response_times: list[float]
    """Seconds the target took for each pre-attack turn."""
    attack_response_time: float | None
    """Seconds the target took to answer the attack prompt."""
    metadata: dict[str, Any]
    """What the attack, the executor and the rephrasing recorded about the case."""
    errors: list[dict[str, str]]
    """``{stage: message}`` per failure: target, simulation (the warm-up user), generation, judge, oracle, internal."""
    cost: float
    """Dollars this case's LLM calls cost (calls of unknown price count 0)."""
    duration: float
    """Seconds from the start of the case to its record."""
    seed: int
    """The case's seed, derived from the run seed and its index."""

    def as_json(self) -> dict[str, Any]:
        """The plain form written to ``results.jsonl`` and read by the reports."""
        return self.model_dump(mode="json")
