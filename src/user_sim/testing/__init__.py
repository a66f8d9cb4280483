"""Public test doubles for code built on user_sim: a scripted LLM and a scripted chatbot (see ``fakes``).

``FakeLLM`` is a LangChain chat model (give it to ``ChatClient(model_factory=...)``); ``FakeTarget`` is a
:class:`~user_sim.targets.base.Target`. Both record what they received. Import them from here::

    from user_sim.testing import FakeLLM, FakeTarget
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from user_sim.testing.fakes import FakeCall, FakeLLM, FakeSession, FakeTarget, ProviderError, ai_message
    from user_sim.testing.simulation import Simulation, assert_data, assert_end_reasons, assert_rules_pass, simulate

__all__ = [
    "FakeCall",
    "FakeLLM",
    "FakeSession",
    "FakeTarget",
    "ProviderError",
    "Simulation",
    "ai_message",
    "assert_data",
    "assert_end_reasons",
    "assert_rules_pass",
    "simulate",
]
_SIMULATION = {"Simulation", "assert_data", "assert_end_reasons", "assert_rules_pass", "simulate"}


def __getattr__(name: str) -> Any:
    if name in __all__ and name not in _SIMULATION:  # LangChain is imported only when a fake is asked for
        from user_sim.testing import fakes

        return getattr(fakes, name)
    if name in _SIMULATION:
        from user_sim.testing import simulation

        return getattr(simulation, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
