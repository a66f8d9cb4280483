"""Attacks, registered by name in ``ATTACKS`` (importing this package registers the built-in ones)."""

from user_sim.security.attacks import crescendo, custom, generated, static
from user_sim.security.attacks.base import ATTACKS, Attack, PlanContext, describe, register_attack

__all__ = [
    "ATTACKS",
    "Attack",
    "PlanContext",
    "crescendo",
    "custom",
    "describe",
    "generated",
    "register_attack",
    "static",
]
