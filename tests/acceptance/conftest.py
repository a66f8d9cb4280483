"""Acceptance fixtures: sensei-chat (its main in this process), the counting OpenAI-compatible server."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import RunCli
from tests.support.openai_server import OpenAIServer

Chat = Callable[..., subprocess.CompletedProcess[str]]
StartServer = Callable[..., OpenAIServer]

FAST_RETRIES = {"USER_SIM_RETRY_BASE_DELAY": "0.01"}
"""Environment that makes the LLM client's retry backoff short (see user_sim.llm.client.Backoff)."""


@pytest.fixture
def chat(run_cli: RunCli) -> Chat:
    """``chat(*args, cwd=..., env=..., process=..., timeout=...)`` runs ``sensei-chat`` as ``run_cli`` does: its
    ``main`` in this process, or with ``process=True`` the console script in a subprocess (``timeout`` there)."""

    def run(
        *args: object,
        cwd: Path | None = None,
        env: dict[str, str] | None = None,
        process: bool = False,
        timeout: float = 60,
    ) -> subprocess.CompletedProcess[str]:
        return run_cli(
            "sensei-chat",
            [str(a) for a in args],
            cwd=cwd,
            env={**FAST_RETRIES, **(env or {})},
            process=process,
            timeout=timeout,
        )

    return run
