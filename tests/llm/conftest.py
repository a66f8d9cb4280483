"""Fixtures for the LLM layer: the OpenAI-compatible test server, a fake sleep, a price table."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.support.openai_server import OpenAIServer
from user_sim.llm.prices import ModelPrice, PriceTable

StartServer = Callable[..., OpenAIServer]


@pytest.fixture
def sleeps() -> list[float]:
    """A list that a fake sleep function appends to: pass ``sleep=sleeps.append`` to a client."""
    return []


@pytest.fixture
def priced() -> PriceTable:
    """A price table with one model whose price makes arithmetic easy: $1 / $2 per million tokens."""
    return PriceTable({"priced-model": ModelPrice(input=1.0, output=2.0)})
