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


def test_a_reference_and_the_value_it_expands_to_are_refused_saying_why(monkeypatch):
    """``${BOT_URL}`` then the URL it holds: compared as written, so refused; the message must not leave the user
    believing the values differ, when only the writing does (and never shows the value)."""
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:9/v1")
    then = RunIdentity(chatbot=identity("openai_compatible", {"base_url": "${BOT_URL}"}))
    now = RunIdentity(chatbot=identity("openai_compatible", {"base_url": "http://127.0.0.1:9/v1"}))
    with pytest.raises(UsageError) as refused:
        check_same_identity(then, now, "--resume R", "that run", "start a new run")
    said = str(refused.value)
    assert "connector_params.base_url (another value) (values compared as written: a ${NAME} as the reference" in said
    assert "127.0.0.1" not in said
