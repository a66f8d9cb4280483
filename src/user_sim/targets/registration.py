"""The one registry of technologies: ours (demo, python, openai_compatible/chat_completions) and chatbot-connectors'.

Ours are registered here; chatbot-connectors' are read from its ``ChatbotFactory`` at lookup time (see
``connector_technologies``), and ours win on a clash. Third-party technologies come through the entry-point
group ``user_sim.targets`` (a :class:`~user_sim.targets.technology.Technology`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from user_sim.plugins import Registry
from user_sim.targets import openai_compatible
from user_sim.targets.base import Target
from user_sim.targets.connector_technologies import connector_technologies
from user_sim.targets.demo.target import DemoTarget
from user_sim.targets.params import ConnectorParam, ParamError
from user_sim.targets.python_callable import PythonTarget, python_files
from user_sim.targets.technology import Technology

TARGETS: Registry[Technology] = Registry("technology", external=connector_technologies)
"""Every technology ``build_target`` accepts, by name."""


def _build_python(params: dict[str, Any], project_dir: Path) -> Target:
    given = [key for key in ("callable", "factory") if params.get(key)]
    if len(given) != 1:
        raise ParamError(("connector_params",), "'python' needs exactly one of 'callable' or 'factory'")
    return PythonTarget(params[given[0]], project_dir, factory=given[0] == "factory")


def _build_openai(name: str) -> Callable[[dict[str, Any], Path], Target]:
    def build(params: dict[str, Any], project_dir: Path) -> Target:
        return openai_compatible.OpenAICompatibleTarget(**params, name=name)

    return build


TARGETS.add(
    "demo",
    Technology.of(
        "The bundled pizza-shop demo bot, in-process, with deliberate documented flaws",
        [
            ConnectorParam("flaws", "boolean", False, "false gives the fixed bot without its deliberate flaws.", True),
            ConnectorParam(
                "flaw_mode",
                "string",
                False,
                "classic (documented flaws) or gradual (leaks its prompt only to a gradual escalation).",
                "classic",
                choices=("classic", "gradual"),
            ),
        ],
        lambda params, _dir: DemoTarget(flawed=params.get("flaws", True), flaw_mode=params.get("flaw_mode", "classic")),
    ),
)
TARGETS.add(
    "python",
    Technology.of(
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
        python_files,
    ),
)
TARGETS.add(
    "openai_compatible",
    Technology.of(
        "Any OpenAI-compatible chat-completions server (history kept client-side)",
        openai_compatible.PARAMETERS,
        _build_openai("openai_compatible"),
    ),
)
ALIASES = {"chat_completions": "openai_compatible"}
"""Another name of a technology: the same chatbot, recorded under the technology's own name (``targets.identity``)."""
for _alias, _name in ALIASES.items():
    TARGETS.add(_alias, Technology.of(f"Alias of {_name}", openai_compatible.PARAMETERS, _build_openai(_alias)))
