"""Our technologies (demo, python, openai_compatible/chat_completions), also registered in ChatbotFactory.

The real logic lives in our Target classes; ``build_target`` uses them directly. The ``ChatbotFactory`` entries
are thin adapters (a ``Chatbot`` subclass per technology whose ``execute_with_input`` sends through one of our
sessions) so that ``ChatbotFactory.get_available_types()`` and tools built on chatbot-connectors see them too.
Through that adapter, relative file paths are taken from the current directory.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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

from user_sim.errors import ConfigError, TargetError, TargetUnreachable
from user_sim.registry import Registry
from user_sim.targets import openai_compatible
from user_sim.targets.base import Target, TargetSession
from user_sim.targets.demo.target import DemoTarget
from user_sim.targets.params import ConnectorParam
from user_sim.targets.python_callable import PythonTarget


@dataclass(frozen=True)
class Technology:
    """One of our technologies: what it accepts and how to build its Target from checked parameters."""

    description: str
    parameters: list[ConnectorParam]
    build: Callable[[dict[str, Any], Path], Target]


TECHNOLOGIES: Registry[Technology] = Registry("technology")
"""Our technologies by name (chatbot-connectors' own are looked up in ChatbotFactory)."""


def _build_python(params: dict[str, Any], project_dir: Path) -> Target:
    given = [key for key in ("callable", "factory") if params.get(key)]
    if len(given) != 1:
        raise ConfigError("connector_params: 'python' needs exactly one of 'callable' or 'factory'")
    return PythonTarget(params[given[0]], project_dir, factory=given[0] == "factory")


def _build_openai(name: str) -> Callable[[dict[str, Any], Path], Target]:
    def build(params: dict[str, Any], project_dir: Path) -> Target:
        return openai_compatible.OpenAICompatibleTarget(**params, name=name)

    return build


TECHNOLOGIES.add(
    "demo",
    Technology(
        "The bundled pizza-shop demo bot, in-process, with deliberate documented flaws",
        [
            ConnectorParam("flaws", "boolean", False, "false gives the fixed bot without its deliberate flaws.", True),
            ConnectorParam(
                "flaw_mode",
                "string",
                False,
                "classic (documented flaws) or gradual (leaks its prompt only to a gradual escalation).",
                "classic",
            ),
        ],
        lambda params, _dir: DemoTarget(flawed=params.get("flaws", True), flaw_mode=params.get("flaw_mode", "classic")),
    ),
)
TECHNOLOGIES.add(
    "python",
    Technology(
        "A Python function or factory in this process (sync or async)",
        [
            ConnectorParam(
                "callable", "string", False, "'pkg.module:fn' or 'file.py:fn': fn(message[, history]).", None
            ),
            ConnectorParam(
                "factory", "string", False, "'pkg.module:make' or 'file.py:Bot': a new bot per session.", None
            ),
        ],
        _build_python,
    ),
)
for _name, _description in (
    ("openai_compatible", "Any OpenAI-compatible chat-completions server (history kept client-side)"),
    ("chat_completions", "Alias of openai_compatible"),
):
    TECHNOLOGIES.add(_name, Technology(_description, openai_compatible.PARAMETERS, _build_openai(_name)))


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
            for p in TECHNOLOGIES.get(cls.technology).parameters
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


def _register_in_chatbot_factory() -> None:
    for name, technology in TECHNOLOGIES.items():
        adapter = type(
            f"UserSim_{name}_Chatbot", (UserSimChatbot,), {"technology": name, "__doc__": technology.description}
        )
        ChatbotFactory.register_chatbot(name, adapter, description=f"{technology.description} (user_sim)")


_register_in_chatbot_factory()
