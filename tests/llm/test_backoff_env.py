"""USER_SIM_RETRY_BASE_DELAY: the knob that shortens retry delays (tests use it; users may too)."""

from __future__ import annotations

import random

import pytest

from user_sim.errors import ConfigError
from user_sim.llm.base import ModelSpec
from user_sim.llm.client import RETRY_BASE_DELAY_ENV, Backoff, ChatClient


def test_unset_or_blank_means_the_default_one_second() -> None:
    assert Backoff.from_env({}) == Backoff() == Backoff.from_env({RETRY_BASE_DELAY_ENV: " "})
    assert Backoff().base == 1.0


def test_a_number_sets_the_first_delay() -> None:
    backoff = Backoff.from_env({RETRY_BASE_DELAY_ENV: "0.01"})
    delays = [backoff.delay(attempt, random.Random(0)) for attempt in (1, 2)]
    assert 0.005 <= delays[0] <= 0.01 and 0.01 <= delays[1] <= 0.02


@pytest.mark.parametrize("value", ["fast", "-1", "21", "nan"])
def test_a_bad_value_is_a_config_error_naming_the_variable(value: str) -> None:
    with pytest.raises(ConfigError, match=RETRY_BASE_DELAY_ENV):
        Backoff.from_env({RETRY_BASE_DELAY_ENV: value})


def test_the_client_reads_it_when_no_backoff_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(RETRY_BASE_DELAY_ENV, "0.25")
    assert ChatClient(ModelSpec(model="m")).backoff.base == 0.25
    assert ChatClient(ModelSpec(model="m"), backoff=Backoff(base=2)).backoff.base == 2
