"""Engine criterion 2: a real third-party chatbot (NLTK's ELIZA as a rasa webhook) holds whole conversations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("nltk.chat.eliza", reason="nltk is a test-only dependency")

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import explain, make_project, only_run, report, results
from tests.support.eliza_bot import ElizaServer
from tests.support.servers import running, url_of

STEPS = 4
PROFILE = f"""\
test_name: eliza_talk
llm:
  model: scripted
user:
  role: You are tired of work and want to talk about it.
  goals:
    - "I feel {{{{feeling}}}} because of my work"
    - how can I take a holiday
    - feeling:
        function: forward()
        type: string
        data: [tired, sad, angry]
  facts:
    job: I am a nurse
chatbot:
  fallback: Please tell me more.
conversation:
  number: 3
  goal_style:
    steps: {STEPS}
"""


def test_scripted_user_holds_complete_conversations_with_eliza(chat: Chat, tmp_path: Path) -> None:
    project = make_project(tmp_path / "project", {"eliza": PROFILE})
    with running(ElizaServer()) as server:
        params = json.dumps({"base_url": url_of(server), "timeout": 10})
        done = chat("-pp", project, "-t", "rasa", "-cp", params, "--workers", 2)
    assert done.returncode == 0, explain(done)
    run_dir = only_run(project)
    records = results(run_dir)
    assert len(records) == 3 == report(run_dir)["conversations"]
    for record in records:
        assert record["end_reason"] == "steps_done" and record["error"] is None
        assert len(record["turns"]) == STEPS
        assert all(turn["assistant"] and turn["error"] is None for turn in record["turns"])
    # ELIZA's own log: one sender (session) per conversation, and exactly the exchanges the records hold
    logged = sorted(server.transcripts.values())
    recorded = sorted([(t["user"], t["assistant"]) for t in r["turns"]] for r in records)
    assert logged == recorded
