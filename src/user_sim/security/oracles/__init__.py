"""Oracles: judges of one security attempt, registered by name in ``ORACLES``.

Importing this package registers every built-in oracle. :func:`build_oracle` is what the campaign runner calls.
"""

from __future__ import annotations

from typing import Any

from user_sim.llm.base import LLMClient
from user_sim.security.oracles import (  # noqa: F401  (imported for their @oracle registration)
    domain_violation,
    jailbreak_compliance,
    json_schema_match,
    keyword_absent,
    keyword_contains,
    llm_judge,
    pii_leakage,
    policy_violation,
    refusal_detection,
    regex_absent,
    regex_match,
    semantic_similarity,
    system_prompt_leakage,
)
from user_sim.security.oracles.base import ORACLES, Judgement, Observation, Oracle, OracleParams, oracle


def build_oracle(spec_type: str, params: dict[str, Any] | None, llm: LLMClient | None) -> Oracle:
    """Build the oracle named ``spec_type`` with ``params`` validated by its Params model.

    Raises:
        ConfigError: ``spec_type`` is not a registered oracle (the message lists the known ones).
        pydantic.ValidationError: ``params`` are invalid (the caller maps it to file:line:column).
    """
    return ORACLES.get(spec_type)(params, llm)


__all__ = ["ORACLES", "Judgement", "Observation", "Oracle", "OracleParams", "build_oracle", "oracle"]
