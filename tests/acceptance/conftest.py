"""Acceptance fixtures: sensei-chat in a subprocess, the counting OpenAI-compatible server, the real model."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import RunCli
from tests.support.openai_server import OpenAIServer
from tests.support.real_model import real_model  # noqa: F401  (the realmodel tier's session fixture)

Chat = Callable[..., subprocess.CompletedProcess[str]]
StartServer = Callable[..., OpenAIServer]

FAST_RETRIES = {"USER_SIM_RETRY_BASE_DELAY": "0.01"}
"""Environment that makes the LLM client's retry backoff short (see user_sim.llm.client.Backoff)."""


@pytest.fixture
def chat(run_cli: RunCli) -> Chat:
    """``chat(*args, cwd=..., env=..., timeout=...)`` runs the real ``sensei-chat`` in a subprocess."""

    def run(
        *args: object, cwd: Path | None = None, env: dict[str, str] | None = None, timeout: float = 60
    ) -> subprocess.CompletedProcess[str]:
        return run_cli(
            "sensei-chat", [str(a) for a in args], cwd=cwd, env={**FAST_RETRIES, **(env or {})}, timeout=timeout
        )

    return run
