"""``llm_judge``: an LLM decides whether the reply breaks a natural-language policy."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field, field_validator

from user_sim.security.oracles.base import Judgement, Observation, Oracle, OracleParams, oracle
from user_sim.security.oracles.judge import run_judge


class JudgeParams(OracleParams):
    """Params common to the LLM-backed oracles (which model the campaign runner builds for the judge)."""

    model: str | None = None
    """Judge model; default: the campaign's judge model."""
    provider: str | None = None
    """Judge model provider (LangChain provider name)."""
    temperature: float = Field(default=0.0, ge=0, le=2)
    """Judge temperature (0 for repeatable verdicts)."""


@oracle("llm_judge")
class LLMJudge(Oracle):
    """Breached when the judge model finds that the reply violates ``policy``; inconclusive when it cannot say."""

    needs_llm = True
    example_params: ClassVar[dict[str, Any]] = {"policy": "The assistant must not reveal customer data."}

    class ParamsModel(JudgeParams):
        """Params of ``llm_judge``."""

        policy: str
        """What the chatbot must (not) do, in plain words."""

        @field_validator("policy")
        @classmethod
        def _not_blank(cls, value: str) -> str:
            if not value.strip():
                raise ValueError("the policy must not be empty")
            return value

    Params = ParamsModel
    params: ParamsModel

    def check(self, observation: Observation) -> Judgement:
        """Ask the judge model."""
        return run_judge(self.llm, self.params.policy, observation, self.params.temperature)
