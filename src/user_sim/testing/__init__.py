"""Public test doubles for code built on user_sim: a scripted LLM, a scripted LLM client and a scripted chatbot.

- ``FakeLLM`` (``fakes``) is a LangChain chat model: give it to ``ChatClient(model_factory=FakeLLM(...).for_spec)``
  and the whole client (roles, usage, structured output, retries, cache, meter) runs as in production.
- ``FakeClient`` (``client``) *is* an :class:`~user_sim.llm.base.LLMClient`: code that takes a client (simulated
  users, goal checks, extraction, judges, oracles, rule helpers) gets scripted answers by purpose or in order,
  including replies ``ChatClient`` never returns (``LLMReply(text="", parsed=None)``) and raised ``LLMError`` /
  ``BudgetExceeded``; ``calls`` records each call's purpose, messages, temperature, schema and output cap. It is
  also a chat run's ``clients=``.
- ``FakeTarget`` (``fakes``) is a :class:`~user_sim.targets.base.Target`.

All three record what they received. Import them from here::

    from user_sim.testing import FakeClient, FakeLLM, FakeTarget
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from user_sim.testing.client import ClientCall, FakeClient
    from user_sim.testing.fakes import FakeCall, FakeLLM, FakeSession, FakeTarget, ProviderError, ai_message
    from user_sim.testing.simulation import Simulation, assert_data, assert_end_reasons, assert_rules_pass, simulate

__all__ = [
    "ClientCall",
    "FakeCall",
    "FakeClient",
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
_CLIENT = {"ClientCall", "FakeClient"}
_SIMULATION = {"Simulation", "assert_data", "assert_end_reasons", "assert_rules_pass", "simulate"}


def __getattr__(name: str) -> Any:
    if name in _CLIENT:  # no LangChain: the client fake is plain Python
        from user_sim.testing import client

        return getattr(client, name)
    if name in _SIMULATION:
        from user_sim.testing import simulation

        return getattr(simulation, name)
    if name in __all__:  # LangChain is imported only when a fake is asked for
        from user_sim.testing import fakes

        return getattr(fakes, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
