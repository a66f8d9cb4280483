"""Attacks, registered by name in ``ATTACKS`` (importing this package registers the built-in ones)."""

from user_sim.security.attacks import crescendo, custom, generated, static
from user_sim.security.attacks.base import ATTACKS, Attack, PlanContext, attack, describe

__all__ = ["ATTACKS", "Attack", "PlanContext", "attack", "crescendo", "custom", "describe", "generated", "static"]
