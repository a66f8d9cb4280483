"""``--dry-run``: how many conversations and LLM calls a run would make, and roughly what it would cost.

LLM calls per conversation are an upper bound taken from the engine's contract: ``steps: N`` makes N user
messages (+1 extraction call when the profile has ``chatbot.output``); ``all_answered`` (limit L) makes at
most L user messages and L goal checks (+1 extraction); ``max_turns`` caps N and L. The scripted user makes
no LLM call. ``any()`` lists not yet generated add one call each, once per profile.

Cost = calls × the price of ``ASSUMED_INPUT_TOKENS`` in + ``ASSUMED_OUTPUT_TOKENS`` out per call: a rough
figure to size a budget, not a bill. It is None (unknown) when the model's price is not known.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from user_sim.config.profile import SCRIPTED_MODEL as SCRIPTED
from user_sim.config.profile import Profile
from user_sim.core.profile_loader import LoadedProfile

ASSUMED_INPUT_TOKENS = 1500
ASSUMED_OUTPUT_TOKENS = 150
PriceLookup = Callable[[Profile], "tuple[float, float] | None"]
"""Dollars per million (input, output) tokens of a profile's model, or None when unknown."""


@dataclass(frozen=True)
class ProfileEstimate:
    """The plan of one profile."""

    test_name: str
    path: str
    model: str
    conversations: int
    """Conversations to run (replicates included, finished ones of a resumed run excluded)."""
    calls_per_conversation: int
    """Upper bound of LLM calls in one conversation."""
    generation_calls: int
    """``any()`` lists still to generate (once per profile)."""
    cost: float | None
    """Estimated dollars, None when the model's price is unknown."""

    @property
    def llm_calls(self) -> int:
        """Upper bound of LLM calls for the whole profile."""
        return self.conversations * self.calls_per_conversation + self.generation_calls


@dataclass(frozen=True)
class DryRunPlan:
    """The plan of a whole run."""

    profiles: tuple[ProfileEstimate, ...]
    skipped: int = 0
    """Conversations already finished (``--resume``)."""

    @property
    def conversations(self) -> int:
        """Conversations to run."""
        return sum(p.conversations for p in self.profiles)

    @property
    def llm_calls(self) -> int:
        """Upper bound of LLM calls."""
        return sum(p.llm_calls for p in self.profiles)

    @property
    def cost(self) -> float | None:
        """Estimated dollars, None when any needed price is unknown."""
        costs = [p.cost for p in self.profiles if p.llm_calls]
        return None if None in costs else sum(c for c in costs if c is not None)


def calls_per_conversation(profile: Profile) -> int:
    """Upper bound of LLM calls in one conversation of ``profile`` (see module docstring)."""
    if profile.llm.model == SCRIPTED:
        return 0
    conversation, style = profile.conversation, profile.conversation.goal_style
    extraction = 1 if profile.chatbot.output else 0
    cap = conversation.max_turns or 10**9
    steps = style.steps or style.random_steps
    if steps is not None:
        return min(steps, cap) + extraction
    answered = style.all_answered or style.default
    limit = min(answered.limit if answered else 30, cap)
    return 2 * limit + extraction


def estimate_profile(loaded: LoadedProfile, conversations: int, price_of: PriceLookup) -> ProfileEstimate:
    """The plan of one profile with ``conversations`` still to run."""
    profile = loaded.profile
    per_conversation = calls_per_conversation(profile)
    pending = (
        0 if profile.llm.model == SCRIPTED else sum(len(v.pending_any) for v in loaded.variables.variables.values())
    )
    calls = conversations * per_conversation + pending
    price = price_of(profile) if calls else (0.0, 0.0)
    cost = None if price is None else calls * (ASSUMED_INPUT_TOKENS * price[0] + ASSUMED_OUTPUT_TOKENS * price[1]) / 1e6
    return ProfileEstimate(
        profile.test_name, str(loaded.path), profile.llm.model, conversations, per_conversation, pending, cost
    )


def estimate_run(profiles: Sequence[tuple[LoadedProfile, int]], price_of: PriceLookup, skipped: int = 0) -> DryRunPlan:
    """The plan of a run: each profile with the number of conversations it still has to run."""
    return DryRunPlan(tuple(estimate_profile(p, n, price_of) for p, n in profiles), skipped)
