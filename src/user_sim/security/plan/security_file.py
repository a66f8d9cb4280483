"""``security.yml``: the campaign file (SENSEI 1.1.5 format, strict at every level).

Blocks left empty in SENSEI's template (``security_test_name:``, ``model:``, ``target_context:``) mean "use the
default", so ``None`` is accepted wherever SENSEI writes an empty value. Names of attacks and oracles, attack
``params`` and oracle ``params`` are checked against their registries after this model (see ``loading.py``).
"""

from __future__ import annotations

from typing import Any

from pydantic import AliasChoices, Field, model_validator

from user_sim.config.base import StrictModel, empty_when_none

BUILTIN_EXECUTION_MODES = ("direct", "scripted", "simulated_user")
"""The execution modes user_sim ships; plugins add more (``execution.mode`` is checked against the registry)."""


class OracleRef(StrictModel):
    """Which oracle judges a case, and its parameters."""

    type: str = Field(min_length=1)
    """Registered oracle name, e.g. ``keyword_absent`` or ``system_prompt_leakage``."""
    params: dict[str, Any] = Field(default_factory=dict)
    """The oracle's parameters; validated against that oracle's ``Params`` model."""

    _params_empty = empty_when_none({}, "params")


class AttackExecution(StrictModel):
    """How one attack is delivered: alone, after literal turns, or after a simulated user's turns."""

    mode: str = Field(default="direct", min_length=1, json_schema_extra={"examples": list(BUILTIN_EXECUTION_MODES)})
    """``direct`` (the attack alone), ``scripted`` (``turns`` first), ``simulated_user`` (warm-up turns first), or a
    plugin's registered execution mode."""
    warmup_turns: int = Field(default=0, ge=0)
    """Exchanges the simulated user has with the bot before the attack (``simulated_user`` only; at least 1)."""
    turns: list[str] = Field(default_factory=list)
    """Literal user messages sent, in order, before the attack (``scripted`` only)."""
    reference_profile: str | None = Field(
        default=None, validation_alias=AliasChoices("reference_profile", "user_profile")
    )
    """Profile whose user role/language/context the warm-up user plays (overrides ``simulation``)."""
    reset_session: bool = True
    """Open a fresh target session for every attempt; false reuses one session for the whole attack."""

    @model_validator(mode="after")
    def _mode_fields(self) -> AttackExecution:
        if any(not turn.strip() for turn in self.turns):
            raise ValueError("execution.turns must contain only non-empty strings")
        if self.mode == "scripted":
            if not self.turns:
                raise ValueError("scripted mode needs at least one entry in execution.turns")
            if self.warmup_turns or self.reference_profile:
                raise ValueError("scripted mode takes its pre-attack turns from execution.turns only")
        elif self.turns:
            raise ValueError("execution.turns is only used in scripted mode")
        if self.mode == "simulated_user" and self.warmup_turns < 1:
            raise ValueError("simulated_user mode needs warmup_turns of at least 1")
        if self.mode == "direct" and (self.warmup_turns or self.reference_profile):
            raise ValueError("direct mode sends the attack alone: warmup_turns/reference_profile need simulated_user")
        return self


class AttackEntry(StrictModel):
    """One attack of the campaign."""

    name: str = Field(min_length=1)
    """Registered attack name (``sensei-security-check --list-attacks``)."""
    enabled: bool = True
    """Run this attack; false keeps it in the file without running it."""
    params: dict[str, Any] = Field(default_factory=dict)
    """The attack's own parameters (``--describe-attack NAME`` lists them)."""
    oracle: OracleRef | None = None
    """Replaces the attack's default oracle (custom cases with their own oracle keep theirs)."""
    source: str | None = None
    """``custom_benchmark``: YAML or CSV file of cases, relative to ``security/`` then to the project."""
    parameters: dict[str, Any] = Field(default_factory=dict)
    """Values (or full definitions) that override the ``variables`` of the attack's case file."""
    rephrase: bool = False
    """Reword every prompt with the generation model (protected values verbatim); a refusal keeps the original, a
    failed call makes the case inconclusive (exit 3)."""
    execution: AttackExecution = Field(default_factory=AttackExecution)
    """How the attack is delivered."""

    _none_is_default = empty_when_none({}, "params", "parameters", "execution")


class ExecutionBlock(StrictModel):
    """Campaign-wide execution limits."""

    attempts: int = Field(default=1, ge=1)
    """Cases generated for each built-in attack (case-file attacks run each of their cases once)."""
    stop_on_breach: bool = False
    """Stop starting new cases after the first ``breached`` verdict."""
    max_cost: float | None = Field(default=None, gt=0)
    """Budget in dollars for every LLM call of the campaign (generation, warm-up, judges); none means no cap."""
    timeout: float | None = Field(default=None, gt=0)
    """Seconds one attempt may take; checked before every message sent (a blocking call keeps its own timeout)."""


class LLMBlock(StrictModel):
    """Which model a part of the campaign calls."""

    model: str | None = None
    """Model name; when empty the tool's default model is used."""
    provider: str | None = None
    """LangChain provider name; inferred from the model when empty."""
    base_url: str | None = None
    """OpenAI-compatible server URL (Ollama, vLLM, llama.cpp...)."""
    api_key_env: str | None = None
    """Environment variable that holds the API key."""
    timeout: float | None = Field(default=None, gt=0, le=3600)
    """Seconds one call may take before it is retried or fails (default 60; raise it for slow local models)."""
    max_concurrency: int | None = Field(default=None, ge=1, le=256)
    """Calls to this model at the same time, shared by every worker of the campaign (default: no limit)."""


class GenerationBlock(LLMBlock):
    """The model that writes LLM-generated attacks and rephrases prompts."""

    enabled: bool = True
    """Allow attacks that need the generation model; false makes such attacks a configuration error."""
    temperature: float = Field(default=0.7, ge=0, le=2)
    """Sampling temperature of generated attack prompts."""
    target_context: str | None = None
    """What the chatbot is for (its allowed domain); generated attacks aim outside it."""


class SimulationBlock(LLMBlock):
    """The simulated user that talks to the bot before ``simulated_user`` attacks."""

    temperature: float = Field(default=0.4, ge=0, le=2)
    """Sampling temperature of warm-up messages."""
    reference_profile: str | None = Field(
        default=None, validation_alias=AliasChoices("reference_profile", "default_profile")
    )
    """Profile whose ``user.role``, ``user.language`` and ``user.context`` the warm-up user plays."""
    role: str | None = None
    """Inline alternative to ``reference_profile``: who the warm-up user is."""
    language: str | None = None
    """Inline: the warm-up user's language (default English)."""
    context: list[str | dict[str, Any]] | str | None = None
    """Inline: extra context lines (and at most one ``{personality: NAME}``)."""

    @model_validator(mode="after")
    def _one_identity(self) -> SimulationBlock:
        inline = any(v not in (None, "", [], {}) for v in (self.role, self.language, self.context))
        if self.reference_profile and inline:
            raise ValueError("simulation takes either reference_profile or inline role/language/context, not both")
        if inline and not (self.role or "").strip():
            raise ValueError("simulation.role is required when language or context is given inline")
        return self


class EscalationBlock(LLMBlock):
    """Send the ``inconclusive`` verdicts of deterministic oracles to an LLM judge (model: ``generation``'s)."""

    enabled: bool = False
    """Ask the judge when a deterministic oracle cannot tell; the report marks every verdict a judge made."""
    max_calls: int | None = Field(default=None, ge=1)
    """At most this many escalated judge calls in the run (later inconclusive verdicts stay inconclusive)."""
    temperature: float = Field(default=0.0, ge=0, le=2)
    """Judge temperature (0 for repeatable verdicts; answers are cached like every LLM call)."""


class SecurityFile(StrictModel):
    """The whole ``security.yml``."""

    security_test_name: str | None = None
    """Name of the campaign, used in report file names (default ``security_suite``)."""
    redact: bool | None = None
    """Redact detected PII in every output file; by default on when a ``pii_leakage`` oracle asks for it."""
    execution: ExecutionBlock = Field(default_factory=ExecutionBlock)
    """Attempts, stop-on-breach, budget and timeout."""
    generation: GenerationBlock = Field(default_factory=GenerationBlock)
    """The model that generates and rephrases attack prompts."""
    simulation: SimulationBlock = Field(default_factory=SimulationBlock)
    """The warm-up user of ``simulated_user`` attacks."""
    escalation: EscalationBlock = Field(default_factory=EscalationBlock)
    """An LLM judge for the cases a deterministic oracle finds ``inconclusive``."""
    attacks: list[AttackEntry] = Field(default_factory=list)
    """The attacks of the campaign, in order."""

    _blocks_default = empty_when_none({}, "execution", "generation", "simulation", "escalation")
    _attacks_default = empty_when_none([], "attacks")

    @property
    def name(self) -> str:
        """The campaign name (``security_suite`` when not given)."""
        return (self.security_test_name or "").strip() or "security_suite"
