"""``llm_judge``: an LLM decides whether the reply breaks a natural-language policy."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field, field_validator

from user_sim.llm.base import LLMClient
from user_sim.security.oracles.base import ORACLES, Judgement, Observation, OracleParams
from user_sim.security.oracles.common import empty_reply, expect_params
from user_sim.security.oracles.judge import run_judge


class JudgeParams(OracleParams):
    """Params common to the LLM-backed oracles (which model the campaign runner builds for the judge)."""

    model: str | None = None
    """Judge model; default: the campaign's judge model."""
    provider: str | None = None
    """Judge model provider (LangChain provider name)."""
    temperature: float = Field(default=0.0, ge=0, le=2)
    """Judge temperature (0 for repeatable verdicts)."""


@ORACLES.register("llm_judge")
class LLMJudge:
    """Breached when the judge model finds that the reply violates ``policy``; inconclusive when it cannot say."""

    name: ClassVar[str] = "llm_judge"
    needs_llm: ClassVar[bool] = True
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

    Params: ClassVar[type[OracleParams]] = ParamsModel

    def __init__(self, params: OracleParams, llm: LLMClient | None = None) -> None:
        self.params = expect_params(params, self.ParamsModel)
        self.llm = llm

    def judge(self, observation: Observation) -> Judgement:
        """Ask the judge model."""
        if (empty := empty_reply(observation)) is not None:
            return empty
        return run_judge(self.llm, self.params.policy, observation, self.params.temperature)
