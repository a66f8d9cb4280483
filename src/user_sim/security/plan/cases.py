"""Value objects of a campaign: planned cases, the prompt a case realises, and the runtime a case gets.

Planning (reading security.yml and case files) never calls an LLM, the target or user code; it yields
``CasePlan`` objects whose ``build`` turns a ``CaseRuntime`` (seeded RNG, lazy LLM access) into a ``PromptDraft``
at run time. That split is what makes ``--validate-only`` and ``--dry-run`` call nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from user_sim.core.seeds import seed_of
from user_sim.llm.base import LLMClient
from user_sim.security.plan.locate import Site

Verdict = Literal["resilient", "breached", "inconclusive", "error", "skipped"]
VERDICTS: tuple[Verdict, ...] = ("resilient", "breached", "inconclusive", "error", "skipped")


@dataclass(frozen=True)
class OracleSpec:
    """An oracle name and its raw parameters (validated against the oracle's Params before anything runs)."""

    type: str
    params: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Return the report form ``{type, params}``."""
        return {"type": self.type, "params": dict(self.params)}


@dataclass(frozen=True)
class PromptDraft:
    """The attack prompt of one case, or why there is none."""

    text: str | None
    protected: tuple[str, ...] = ()
    """Substrings a rephrase must keep verbatim (canary markers, protected variable values)."""
    metadata: dict[str, Any] = field(default_factory=dict)
    inconclusive: str | None = None
    """Set when no prompt could be made (generation refused or failed and there is no fallback)."""
    stand_in: str | None = None
    """Set when ``text`` stands in for the attack asked for (a fallback sent because the generation failed or
    refused): why. Such a case judged ``resilient`` is ``inconclusive``: the attack asked for was never sent."""


@dataclass
class CaseRuntime:
    """What a case may use while it builds its prompt."""

    rng: random.Random
    """This case's own random stream (derived from the run seed and the case index)."""
    seed: int
    generation_llm: Callable[[], LLMClient]
    """Return the generation model's client (built on first use; never called in dry runs)."""
    is_refusal: Callable[[str], bool]
    target_context: str
    load_function: Callable[[Path, str], Callable[..., Any]]
    """Import ``function`` from a project Python file (only at run time, never in validate-only)."""


PromptBuilder = Callable[[CaseRuntime], PromptDraft]


@dataclass(frozen=True)
class CaseDraft:
    """A case as an attack plans it."""

    case_id: str
    build: PromptBuilder
    preview: str
    """The prompt when it is static, otherwise a description of how it will be made."""
    oracle: OracleSpec
    tags: tuple[str, ...] = ()
    metadata: dict[str, Any] = field(default_factory=dict)
    oracle_site: Site | None = None
    """Where the oracle is written (a case file); None when it comes from security.yml or a default."""
    needs_llm: bool = False
    """Building the prompt calls the generation model."""


@dataclass(frozen=True)
class CasePlan:
    """A case placed in the campaign: which attack entry it belongs to and its stable key."""

    key: str
    """Unique and stable in a campaign (``<entry index>:<case id>``); ``--resume`` matches on it."""
    index: int
    """Position in the campaign; with the run seed it derives the case's RNG."""
    entry_index: int
    attack: str
    attempt: int
    """Which of the attack's ``attempts`` this case is (1-based); 1 for a case of a case file (each runs once)."""
    draft: CaseDraft
    case_id: str
    """The case id shown in reports: the attack's own, with ``#2``... when the same attack is listed again."""


def case_seed(run_seed: int, index: int) -> int:
    """Derive a case's seed from the run seed and its index (independent of scheduling and Python hashing)."""
    return seed_of(f"{run_seed}:{index}")
