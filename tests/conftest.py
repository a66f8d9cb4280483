"""Shared fixtures: run a command (its main in this process, or the real console script in a subprocess with
this checkout's sources first), the OpenAI-compatible test server, and the realmodel tier's local model."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from tests.support.cli_in_process import run_in_process
from tests.support.openai_server import OpenAIServer, Responder
from tests.support.real_model import real_model  # noqa: F401  (the realmodel tier's one model for the session)

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "src"

CLI_MODULES = {
    "sensei-chat": "user_sim.cli.chat",
    "sensei-security-check": "user_sim.cli.security_check",
    "sensei-validation-check": "user_sim.cli.validation_check",
    "sensei-init-project": "user_sim.cli.init_project",
    "sensei-merge": "user_sim.cli.merge",
    "sensei-check": "user_sim.cli.check",
}

RunCli = Callable[..., subprocess.CompletedProcess[str]]
StartServer = Callable[..., OpenAIServer]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under pytest-xdist, every realmodel test goes to one worker (``--dist loadgroup``): one model loaded."""
    for item in items:
        if item.get_closest_marker("realmodel") is not None:
            item.add_marker(pytest.mark.xdist_group("realmodel"))


def cli_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """Environment for a CLI subprocess: this checkout's src first, no proxy, no real API key."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["NO_COLOR"] = "1"
    env["COLUMNS"] = "200"
    env.update(extra or {})
    return env


@pytest.fixture
def run_cli() -> RunCli:
    """Run a command by name (``sensei-chat``...) and return the completed process.

    By default its ``main(argv)`` runs in this process (see tests/support/cli_in_process.py); ``process=True``
    runs the real console script in a subprocess (``timeout`` applies there only): keep that for what only a
    process shows (the entry point, signals, imports, exit) and at least one test per console script.
    """

    def _run(
        name: str,
        args: Sequence[str],
        *,
        cwd: Path | None = None,
        timeout: float = 120,
        env: dict[str, str] | None = None,
        process: bool = False,
    ) -> subprocess.CompletedProcess[str]:
        if not process:
            return run_in_process(CLI_MODULES[name], [str(a) for a in args], cwd=cwd, env=cli_env(env))
        cmd = [sys.executable, "-m", CLI_MODULES[name], *map(str, args)]
        return subprocess.run(
            cmd, cwd=cwd, env=cli_env(env), capture_output=True, text=True, timeout=timeout, check=False
        )

    return _run


@pytest.fixture
def openai_server() -> Iterator[StartServer]:
    """Start OpenAIServers (``openai_server(responder)``); all are stopped after the test."""
    started: list[OpenAIServer] = []

    def start(responder: Responder | None = None, **kwargs: object) -> OpenAIServer:
        server = OpenAIServer(responder, **kwargs).start()  # type: ignore[arg-type]
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
