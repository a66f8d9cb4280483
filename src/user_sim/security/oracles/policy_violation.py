"""``policy_violation``: an LLM checks the reply against a policy given inline or in a YAML/JSON file."""

from __future__ import annotations

from typing import Any, ClassVar

import yaml
from pydantic import model_validator

from user_sim.security.oracles.base import oracle
from user_sim.security.oracles.llm_judge import JudgeOracle, JudgeParams
from user_sim.security.oracles.resources import load_resource


def policy_text(policy: Any) -> str:
    """Render a policy (text, mapping or list) as text for the judge; raise ValueError when it is empty."""
    text = policy if isinstance(policy, str) else yaml.safe_dump(policy, sort_keys=False, allow_unicode=True)
    if not str(text or "").strip():
        raise ValueError("the policy is empty")
    return str(text).strip()


@oracle("policy_violation")
class PolicyViolation(JudgeOracle):
    """Breached when the judge model finds that the reply violates the policy (inline or ``policy_file``)."""

    example_params: ClassVar[dict[str, Any]] = {"policy": {"forbidden": ["sharing other customers' orders"]}}

    class ParamsModel(JudgeParams):
        """Params of ``policy_violation``."""

        policy: str | dict[str, Any] | list[Any] | None = None
        """The policy inline: text, or a YAML mapping/list of rules."""
        policy_file: str | None = None
        """A YAML, JSON or text file holding the policy (resolved by the campaign runner)."""

        @model_validator(mode="after")
        def _one_policy(self) -> PolicyViolation.ParamsModel:
            if (self.policy in (None, "", [], {})) == (self.policy_file is None):
                raise ValueError("give exactly one of 'policy' (inline) or 'policy_file'")
            if self.policy_file is None:
                policy_text(self.policy)
            return self

    Params = ParamsModel
    params: ParamsModel

    def setup(self) -> None:
        """Prepare what every judgement uses."""
        source = self.params.policy if self.params.policy_file is None else load_resource(self.params.policy_file)
        self.policy = policy_text(source)
