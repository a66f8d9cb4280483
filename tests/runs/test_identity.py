"""``runs.identity``: what a run ran against and with, as --resume and sensei-merge compare it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from user_sim.errors import UsageError
from user_sim.runs.identity import check_same_identity
from user_sim.runs.run_info import RunIdentity
from user_sim.targets.identity import chatbot_identity


def identity(technology: str, params: dict[str, Any]) -> dict[str, str]:
    """The chatbot's identity in a project that names no file."""
    return chatbot_identity(technology, params, Path())


def test_a_reference_is_the_value_it_expands_to(monkeypatch):
    """``${BOT_URL}`` was compared as written: the URL it holds, written out, was refused as another chatbot, and a
    resume with BOT_URL pointing at another bot was accepted as the same one."""
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:9/v1")
    then = RunIdentity(chatbot=identity("openai_compatible", {"base_url": "${BOT_URL}"}))
    check_same_identity(
        then, RunIdentity(chatbot=identity("openai_compatible", {"base_url": "http://127.0.0.1:9/v1"})), "-", "-", "-"
    )
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:10/v1")
    now = RunIdentity(chatbot=identity("openai_compatible", {"base_url": "${BOT_URL}"}))
    with pytest.raises(UsageError) as refused:
        check_same_identity(then, now, "--resume R", "that run", "start a new run")
    said = str(refused.value)
    assert "connector_params.base_url (another value) (values compared as they expand" in said
    assert "127.0.0.1" not in said
