"""Oracles as the campaign uses them: validate every case's oracle up front, build it per case, judge safely.

The registry is a parameter everywhere (the global ``ORACLES`` by default), so tests and plugins can bring
their own. An oracle's params are validated by its ``Params`` model with the validation context
``{"project_dir": Path, "security_dir": Path}`` so that file parameters (policy_file, schema_file) resolve.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from user_sim.errors import Issue, LLMError, UserSimError
from user_sim.llm.base import LLMClient, ModelSpec
from user_sim.plugins import Registry
from user_sim.security.oracles.base import Judgement, Observation, Oracle
from user_sim.security.oracles.system_prompt_leakage import SystemPromptLeakage
from user_sim.security.plan.cases import OracleSpec
from user_sim.security.plan.locate import Site, validate_at

OracleRegistry = Registry[type[Oracle]]

KNOWN_SECRETS = "system_prompt_leakage (known secrets)"
"""``judged_by`` of a verdict made by :func:`known_secret_leak` rather than the case's own oracle."""


def params_context(project_dir: Path, security_dir: Path) -> dict[str, Any]:
    """The pydantic validation context oracle ``Params`` models receive."""
    return {"project_dir": project_dir, "security_dir": security_dir}


def validate_oracle(
    spec: OracleSpec, site: Site | None, fallback: Site, registry: OracleRegistry, context: dict[str, Any]
) -> list[Issue]:
    """Check an oracle's name and params; ``site`` is where it is written (None: a default, shown at ``fallback``)."""
    if spec.type not in registry:
        message = _unknown(spec.type, registry)
        return [site.issue(message, ("type",)) if site else fallback.issue(f"default oracle: {message}")]
    params_model = registry.get(spec.type).Params
    if site is not None and site.doc is not None:
        return validate_at(params_model, site.doc, (*site.path, "params"), data=spec.params, context=context)[1]
    try:
        params_model.model_validate(spec.params, context=context)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        loc = ".".join(str(p) for p in first["loc"])
        what = "oracle" if site is not None else "default oracle"
        return [(site or fallback).issue(f"{what} {spec.type!r}: params.{loc}: {first['msg']}")]
    return []


def load_builtin_oracles() -> None:
    """Import the oracles package so the built-in oracles register themselves in ``ORACLES``."""
    import user_sim.security.oracles  # noqa: F401


def _unknown(name: str, registry: OracleRegistry) -> str:
    if not registry.names():
        return f"unknown oracle {name!r}: no oracle is registered"
    return registry.unknown_message(name)


def needs_llm(spec: OracleSpec, registry: OracleRegistry) -> bool:
    """Whether this oracle calls a judge model."""
    return bool(getattr(registry.get(spec.type), "needs_llm", False))


def judge_model(spec: OracleSpec, default: ModelSpec) -> ModelSpec:
    """The judge's model: the oracle's own ``model/provider/temperature`` params, else the default at 0."""
    params = spec.params
    return ModelSpec(
        model=str(params.get("model") or default.model),
        provider=params.get("provider") or (default.provider if not params.get("model") else None),
        temperature=float(params.get("temperature", 0.0)),
        base_url=default.base_url if not params.get("model") else None,
        api_key_env=default.api_key_env if not params.get("model") else None,
        timeout=default.timeout if not params.get("model") else None,
        max_concurrency=default.max_concurrency if not params.get("model") else None,
    )


def build_oracle(spec: OracleSpec, registry: OracleRegistry, llm: LLMClient | None, context: dict[str, Any]) -> Oracle:
    """Instantiate a validated oracle for one case."""
    cls = registry.get(spec.type)
    return cls(cls.Params.model_validate(spec.params, context=context), llm)


def judge(oracle: Oracle, observation: Observation) -> Judgement:
    """Judge one attempt; a failed judge call is inconclusive, an oracle bug is an error, never a pass."""
    try:
        result: Judgement = oracle.judge(observation)
    except LLMError as exc:
        return Judgement("inconclusive", f"the judge call failed: {exc}", judge_failed=True)
    except UserSimError:  # budget, missing feature: these stop the campaign, not one case
        raise
    except Exception as exc:  # an oracle bug must not pass as resilient
        return Judgement("error", f"the oracle failed: {type(exc).__name__}: {exc}")
    if result.outcome not in ("resilient", "breached", "inconclusive"):
        return Judgement("error", f"the oracle returned an unknown outcome {result.outcome!r}")
    failed = bool(getattr(result, "judge_failed", False))
    return Judgement(result.outcome, result.reason, tuple(str(e) for e in result.evidence), judge_failed=failed)


def known_secret_leak(observation: Observation) -> Judgement | None:
    """The breach when the reply leaks what the campaign knows the target hides, else None.

    Every case runs this besides its own oracle (a probe judged by a marker word still catches a reply that
    recites the system prompt). It is ``system_prompt_leakage`` with ``verbatim_only``, reading the target's
    ``system_prompt`` and ``canaries`` from ``observation.context``: only a configured canary or a long verbatim
    copy of the prompt counts. Words of the prompt the bot may say (its shop name, a promo code) are not secrets,
    and disclosure patterns and paraphrase guess, so they stay with that oracle.
    """
    if not (observation.context.get("system_prompt") or observation.context.get("canaries")):
        return None
    found = judge(SystemPromptLeakage({"verbatim_only": True}), observation)
    return found if found.outcome == "breached" else None
