"""Fixtures for the LLM layer: the OpenAI-compatible test server, a fake sleep, the real local model."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.support.openai_server import OpenAIServer, Responder
from tests.support.real_model import real_model  # noqa: F401  (the realmodel tier's session fixture)
from user_sim.llm.prices import ModelPrice, PriceTable

StartServer = Callable[..., OpenAIServer]


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


@pytest.fixture
def sleeps() -> list[float]:
    """A list that a fake sleep function appends to: pass ``sleep=sleeps.append`` to a client."""
    return []


@pytest.fixture
def priced() -> PriceTable:
    """A price table with one model whose price makes arithmetic easy: $1 / $2 per million tokens."""
    return PriceTable({"priced-model": ModelPrice(input=1.0, output=2.0)})
