"""The conversation plan: everything one conversation needs, decided before it starts.

``plan_conversations(loaded, run_seed)`` turns a loaded profile into one :class:`ConversationPlan` per
(index, replicate). Randomness comes only from streams derived from (run seed, test_name, index[, replicate]):

* the *case* stream ``(run_seed, test_name, index, "case")`` draws the variable values, resolves
  ``random: [...]`` styles (a random number of them) and the ``random steps`` count — replicates of one index
  share these, because a replicate is the same case met again;
* the *conversation* seed ``(run_seed, test_name, index, replicate)`` seeds the user's own choices while it
  talks (typos, language changes, the LLM client's seed), so replicates differ.

So a conversation's plan never depends on scheduling, ``--workers`` or which other conversations run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Literal

from user_sim.config.catalog import Catalog, CustomType, load_catalog
from user_sim.config.languages import canonical_language
from user_sim.config.profile import SCRIPTED_MODEL, Profile
from user_sim.config.profile_conversation import ChangeLanguage, GoalStyle, RandomStyles
from user_sim.core.goals import GoalPhrase, format_value, goal_phrase
from user_sim.core.profile_loader import LoadedProfile
from user_sim.core.seeds import derive_rng, derive_seed
from user_sim.core.styles import InteractionStyle, build_style
from user_sim.errors import ConfigError
from user_sim.llm.base import ModelSpec
from user_sim.llm.extraction import OutputField

MAX_OPTIONS = 200
ConversationKey = tuple[str, int, int]
"""(profile test_name, index, replicate): what ``--resume`` matches finished conversations by."""

OutputSpec = OutputField
"""One ``chatbot.output`` field (name, type, description), as the LLM extraction declares it."""


@dataclass(frozen=True)
class GoalPlan:
    """When the conversation ends, with the random parts already drawn."""

    kind: Literal["steps", "all_answered"]
    steps: int | None
    """User messages to send in ``steps`` mode (drawn for ``random steps``)."""
    limit: int | None
    """At most this many user messages (``all_answered.limit`` and/or ``max_turns``)."""
    max_cost: float | None
    """Budget of this conversation (``goal_style.max_cost``)."""
    written: dict[str, Any]
    """The goal style as recorded on the conversation."""


@dataclass(frozen=True)
class ConversationPlan:
    """One conversation to run: who the user is, what it wants, the drawn values and every limit."""

    profile: str
    profile_path: str
    index: int
    replicate: int
    seed: int
    serial: str
    llm: ModelSpec
    language: str
    role: str
    context: Any
    """``user.context`` as written (recorded)."""
    context_lines: tuple[str, ...]
    personality: tuple[str, ...]
    goals: tuple[GoalPhrase, ...]
    goal: GoalPhrase | None
    """The profile's one checkable ``goal`` sentence, rendered (None: the goal is every goal phrase answered)."""
    facts: dict[str, Any]
    opening: str | None
    values: dict[str, list[Any]]
    options: dict[str, tuple[str, ...]]
    """Every possible value of each variable, as text (the scripted user recognises offered choices by them)."""
    styles: tuple[InteractionStyle, ...]
    goal_style: GoalPlan
    fallback: str
    is_starter: bool
    outputs: tuple[OutputSpec, ...] = ()
    custom_types: dict[str, CustomType] = field(default_factory=dict)
    profile_max_cost: float | None = None
    speech: bool = False
    """``llm.format.type: speech`` (not built yet: such a conversation ends ``error`` saying so)."""
    goal_check: str = "structured"
    """``llm.goal_check``: ``structured`` or ``one_question``."""

    @property
    def key(self) -> ConversationKey:
        """(profile, index, replicate)."""
        return (self.profile, self.index, self.replicate)

    @property
    def scripted(self) -> bool:
        """True when the offline scripted user plays this conversation."""
        return self.llm.model == SCRIPTED_MODEL

    @property
    def written_styles(self) -> list[Any]:
        """The picked styles as a profile writes them."""
        return [style.written() for style in self.styles]


def plan_conversations(
    loaded: LoadedProfile, run_seed: int, *, catalog: Catalog | None = None
) -> list[ConversationPlan]:
    """Every conversation of a profile, replicates included, in (index, replicate) order."""
    catalog = catalog or loaded.catalog or load_catalog(None)
    replicates = loaded.profile.conversation.replicates
    return [
        plan_conversation(loaded, run_seed, index, replicate, catalog=catalog)
        for index in range(loaded.number)
        for replicate in range(replicates)
    ]


def plan_conversation(
    loaded: LoadedProfile, run_seed: int, index: int = 0, replicate: int = 0, *, catalog: Catalog | None = None
) -> ConversationPlan:
    """The plan of conversation ``index`` / ``replicate`` (see the module docstring for the seeds)."""
    profile, catalog = loaded.profile, catalog or loaded.catalog or load_catalog(None)
    name = profile.test_name
    case_rng = derive_rng(run_seed, name, index, "case")
    values = loaded.variables.draw(index, case_rng, derive_seed(run_seed, name))
    user, chatbot, conversation = profile.user, profile.chatbot, profile.conversation
    context_lines, personality = _context(user.context, catalog)
    return ConversationPlan(
        profile=name,
        profile_path=str(loaded.path),
        index=index,
        replicate=replicate,
        seed=derive_seed(run_seed, name, index, replicate),
        serial=f"{derive_seed(run_seed, 'serial', name, index, replicate):016x}"[:12],
        llm=model_spec(profile),
        language=canonical_language(user.language or "English"),
        role=user.role,
        context=user.context,
        context_lines=context_lines,
        personality=personality,
        goals=tuple(goal_phrase(item, values) for item in user.goals if isinstance(item, str)),
        goal=goal_phrase(user.goal, values) if user.goal else None,
        facts=dict(user.facts),
        opening=user.opening,
        values=values,
        options=_options(loaded),
        styles=_styles(conversation.interaction_style, case_rng),
        goal_style=_goal_plan(conversation.goal_style, conversation.max_turns, case_rng),
        fallback=chatbot.fallback,
        is_starter=chatbot.is_starter,
        outputs=tuple(OutputSpec(n, o.type, o.description) for item in chatbot.output for n, o in item.items()),
        custom_types=dict(catalog.types),
        profile_max_cost=conversation.max_cost,
        speech=profile.llm.format.type == "speech",
        goal_check=profile.llm.goal_check,
    )


def _options(loaded: LoadedProfile) -> dict[str, tuple[str, ...]]:
    """Every possible value of each variable (the first :data:`MAX_OPTIONS`), as text."""
    return {
        n: tuple(format_value(v) for v in var.values[:MAX_OPTIONS]) for n, var in loaded.variables.variables.items()
    }


def model_spec(profile: Profile) -> ModelSpec:
    """The simulated user's model of a profile."""
    llm = profile.llm
    return ModelSpec(
        model=llm.model,
        provider=llm.model_prov,
        temperature=llm.temperature,
        base_url=llm.base_url,
        api_key_env=llm.api_key_env,
        timeout=llm.timeout,
        max_concurrency=llm.max_concurrency,
    )


def _context(context: Any, catalog: Catalog) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Plain context lines, and the personality's lines."""
    items = [context] if isinstance(context, (str, dict)) else list(context or [])
    lines: list[str] = []
    personality: list[str] = []
    for item in items:
        if isinstance(item, str):
            lines.append(item)
            continue
        found = catalog.personality(str(item.get("personality", "")))
        if found is None:
            raise ConfigError(f"personality {item.get('personality')!r} not found; pass the project's catalog")
        personality.extend(found.lines())
    return tuple(lines), tuple(personality)


def _styles(written: list[Any], rng: random.Random) -> tuple[InteractionStyle, ...]:
    picked: list[Any] = []
    for entry in written:
        if isinstance(entry, RandomStyles):
            options = list(entry.random)
            picked.extend(rng.sample(options, rng.randint(1, len(options))))
        else:
            picked.append(entry)
    return tuple(build_style(entry) for entry in picked if isinstance(entry, (str, ChangeLanguage)))


def _goal_plan(style: GoalStyle, max_turns: int | None, rng: random.Random) -> GoalPlan:
    extra: dict[str, Any] = {"max_cost": style.max_cost} if style.max_cost is not None else {}
    if style.steps is not None:
        return GoalPlan("steps", style.steps, max_turns, style.max_cost, {"steps": style.steps, **extra})
    if style.random_steps is not None:
        drawn = rng.randint(1, style.random_steps)
        written = {"random steps": style.random_steps, "steps": drawn, **extra}
        return GoalPlan("steps", drawn, max_turns, style.max_cost, written)
    answered = style.all_answered or style.default
    limit = answered.limit if answered is not None else 30
    limit = min(limit, max_turns) if max_turns is not None else limit
    written = {"all_answered": answered.model_dump() if answered else {}, **extra}
    return GoalPlan("all_answered", None, limit, style.max_cost, written)
