"""user_sim: test chatbots with simulated users and adversarial campaigns (SENSEI-compatible formats).

Library use::

    from user_sim import load_profile, SimulatedUser

    user = SimulatedUser(load_profile("profiles/pizza.yml"), seed=7)
    message = user.opening()
    while message is not None:
        message = user.reply(my_bot(message))
    record = user.result()

The names below are imported on first use, so ``import user_sim`` (and every ``--help``) stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from user_sim.core.profile_loader import CheckOptions, LoadedProfile, load_profile
    from user_sim.core.records import ConversationRecord, EndReason, Turn, Usage
    from user_sim.core.simulated_user import SimulatedUser

_EXPORTS = {
    "load_profile": "user_sim.core.profile_loader",
    "CheckOptions": "user_sim.core.profile_loader",
    "LoadedProfile": "user_sim.core.profile_loader",
    "SimulatedUser": "user_sim.core.simulated_user",
    "ConversationRecord": "user_sim.core.records",
    "Turn": "user_sim.core.records",
    "Usage": "user_sim.core.records",
    "EndReason": "user_sim.core.records",
}

__all__ = [
    "CheckOptions",
    "ConversationRecord",
    "EndReason",
    "LoadedProfile",
    "SimulatedUser",
    "Turn",
    "Usage",
    "__version__",
    "load_profile",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'user_sim' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
