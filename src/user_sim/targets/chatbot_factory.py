"""Opt-in: show our technologies to tools built on chatbot-connectors, as ``ChatbotFactory`` entries.

Nothing calls :func:`expose_in_chatbot_factory` on import; a tool that wants ``ChatbotFactory.create_chatbot("demo")``
calls it once. Each entry is a thin ``Chatbot`` adapter whose ``execute_with_input`` sends through one of our
sessions; relative file paths are taken from the current directory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar, cast

from chatbot_connectors import (
    Chatbot,
    ChatbotConfig,
    ChatbotFactory,
    ConnectorConnectionError,
    EndpointConfig,
    Parameter,
    SimpleTextProcessor,
)

from user_sim.errors import TargetError, TargetUnreachable
from user_sim.targets.base import TargetSession
from user_sim.targets.registration import TARGETS


class UserSimChatbot(Chatbot):  # type: ignore[misc]  # chatbot-connectors ships no type information
    """chatbot-connectors face of one of our technologies: each instance holds one of our sessions."""

    technology: ClassVar[str] = ""

    def __init__(self, **params: Any) -> None:
        from user_sim.targets.factory import build_target

        super().__init__(ChatbotConfig(base_url=""))
        self.target = build_target(self.technology, params, Path.cwd())
        self.user_sim_session: TargetSession = self.target.open_session()

    @classmethod
    def get_chatbot_parameters(cls) -> list[Parameter]:
        """Our parameter list in chatbot-connectors' form."""
        return [
            Parameter(p.name, cast(Any, p.type), p.required, p.description, p.default)
            for p in TARGETS.get(cls.technology).parameters
        ]

    def get_endpoints(self) -> dict[str, EndpointConfig]:
        """No HTTP endpoints of its own: sending goes through the user_sim session."""
        return {}

    def get_response_processor(self) -> SimpleTextProcessor:
        """Unused (replies are already text)."""
        return SimpleTextProcessor()

    def prepare_message_payload(self, user_msg: str) -> dict[str, Any]:
        """Unused (no HTTP payload of its own)."""
        return {"message": user_msg}

    def create_new_conversation(self) -> bool:
        """Replace the session by a fresh one."""
        self.user_sim_session.close()
        self.user_sim_session = self.target.open_session()
        return True

    def execute_with_input(self, user_msg: str) -> tuple[bool, str | None]:
        """Send through the user_sim session: ``(True, text)`` or ``(False, cause)``."""
        try:
            return True, self.user_sim_session.send(user_msg).text
        except TargetError as exc:
            return False, str(exc)

    def health_check(self) -> None:
        """Run the target's health check, in chatbot-connectors' error type."""
        try:
            self.target.health_check()
        except TargetUnreachable as exc:
            raise ConnectorConnectionError(str(exc)) from exc


def expose_in_chatbot_factory() -> list[str]:
    """Register an adapter in ``ChatbotFactory`` for each of our technologies it lacks; return their names."""
    present = set(ChatbotFactory.get_available_types())
    added = []
    for name in TARGETS.own_names():
        if name in present:
            continue
        technology = TARGETS.get(name)
        adapter = type(
            f"UserSim_{name}_Chatbot", (UserSimChatbot,), {"technology": name, "__doc__": technology.description}
        )
        ChatbotFactory.register_chatbot(name, adapter, description=f"{technology.description} (user_sim)")
        added.append(name)
    return added
