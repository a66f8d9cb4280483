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


class JudgeOracle(Oracle):
    """Base of the LLM-backed oracles: ``setup`` writes ``self.policy``, the judge model decides against it."""

    needs_llm = True
    params: JudgeParams
    policy: str

    def check(self, observation: Observation) -> Judgement:
        """Ask the judge model."""
        return run_judge(self.llm, self.policy, observation, self.params.temperature)


@oracle("llm_judge")
class LLMJudge(JudgeOracle):
    """Breached when the judge model finds that the reply violates ``policy``; inconclusive when it cannot say."""

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

    def setup(self) -> None:
        """The policy is the ``policy`` param."""
        self.policy = self.params.policy
