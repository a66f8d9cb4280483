"""Which code the simulated user is, as a hash: what run.json records and a validation key rests on.

A new prompt layout, role-keeping rule or goal-check rule is a new simulated user, to be validated again. The hash
is of the source of the modules that write the user's prompts, keep it in its role and decide its goal
(:func:`simulator_modules`); the goal check alone (:func:`goal_check_modules`) is also the judge of ``correct`` of a
run no LLM judge judged. ``chat.resume`` records both hashes in run.json when a run starts, so that a run labelled
after an upgrade keeps the key of the code that ran it (``evaluation.validation_key``).
"""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

PROMPT_MODULES = (
    "user_sim.core.users.prompts",
    "user_sim.core.users.llm_user",
    "user_sim.core.users.role_discipline",
    "user_sim.core.users.shop_voice",
    "user_sim.core.users.redraft",
    "user_sim.core.goals",
    "user_sim.core.stems",
)
"""The simulated user's own code besides the goal check's modules (every ``user_sim.core.goal_*``, found by name)."""


def prompt_hash(text: str) -> str:
    """The short hash of a prompt (or of the module source that builds it)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def goal_check_modules() -> tuple[str, ...]:
    """Every goal-check module (``user_sim/core/goal_*.py``, found by name), in a fixed order."""
    core = importlib.util.find_spec("user_sim.core")
    folders = core.submodule_search_locations if core else None
    return tuple(sorted(f"user_sim.core.{p.stem}" for folder in folders or [] for p in Path(folder).glob("goal_*.py")))


def simulator_modules() -> tuple[str, ...]:
    """:data:`PROMPT_MODULES` and every goal-check module, in a fixed order."""
    return (*PROMPT_MODULES, *goal_check_modules())


def code_hash(modules: tuple[str, ...] | None = None) -> str:
    """The hash of the installed source of ``modules`` (default: the simulated user's prompt and goal-check code)."""
    texts = []
    for name in simulator_modules() if modules is None else modules:
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec else None
        texts.append(Path(origin).read_text(encoding="utf-8") if origin else name)
    return prompt_hash("\n".join(texts))


CODE_FIELDS = {"simulated_user": "prompt_code", "goal_check": "goal_check_code"}
"""The hashes run.json's identity records per profile (``<test_name>.prompt_code`` ...), by the role they key."""


def code_hashes() -> dict[str, str]:
    """The installed code's hash for each role of :data:`CODE_FIELDS`: what a run records when it starts."""
    return {"simulated_user": code_hash(), "goal_check": code_hash(goal_check_modules())}
