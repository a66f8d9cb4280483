"""Acceptance: a real third-party chatbot (NLTK's ELIZA) behind the Rasa REST shape, through the real connector."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("nltk.chat.eliza", reason="nltk is a test-only dependency")

from nltk.chat.eliza import pairs as eliza_pairs
from nltk.chat.util import reflections

from tests.support.eliza_bot import ElizaServer
from tests.support.servers import running, url_of
from user_sim.targets.factory import build_target

CONVERSATION = [
    "Hello there",
    "I need a holiday",
    "I feel tired all the time",
    "Because my work never ends",
    "quit",
]


def could_eliza_say(message: str, reply: str) -> bool:
    """True when ``reply`` is one of the answers ELIZA's first matching rule can give to ``message``."""
    for pattern, answers in eliza_pairs:
        match = re.match(pattern, message, re.IGNORECASE)
        if match is None:
            continue
        for answer in answers:
            template = re.escape(answer)
            for group in range(1, (match.lastindex or 0) + 1):
                template = template.replace(re.escape(f"%{group}"), "(.*)")
            if re.fullmatch(template, reply, re.DOTALL):
                return True
        return False
    return False


def test_multi_turn_conversation_with_eliza_through_rasa(tmp_path: Path) -> None:
    assert reflections  # ELIZA needs no corpus download: its rules ship in the package
    with running(ElizaServer()) as server:
        target = build_target("rasa", {"base_url": url_of(server), "timeout": 10}, tmp_path)
        target.health_check()
        sessions = [target.open_session(), target.open_session()]
        replies = [sessions[0].send(message).text for message in CONVERSATION]
        sessions[1].send("Hello from another conversation")
        for session in sessions:
            session.close()
    for message, reply in zip(CONVERSATION, replies, strict=True):
        assert could_eliza_say(message, reply), (message, reply)
    transcripts = list(server.transcripts.values())
    assert sorted(len(t) for t in transcripts) == [1, len(CONVERSATION)]
    assert [reply for _, reply in max(transcripts, key=len)] == replies
    assert "I need a holiday" in [m for m, _ in max(transcripts, key=len)]
