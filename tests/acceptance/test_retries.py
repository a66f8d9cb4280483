"""LLM criterion 10: a 429 then 200 is retried and the conversation succeeds; a 500 forever ends only that
conversation with ``error`` and the run goes on (exit 3); an answer cut at the output limit is not retried but
is counted. Retries are fast here: USER_SIM_RETRY_BASE_DELAY."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.acceptance.conftest import Chat, StartServer
from tests.acceptance.helpers import explain, make_project, only_run, report, results
from tests.acceptance.llm_world import ModelledUser, calls_by_conversation, llm_profile

STEPS = 2


def faults(purpose: str, reference: str | None, nth: int) -> dict[str, Any] | None:
    if reference == "retry-0" and nth == 1:
        return {"status": 429, "message": "slow down"}
    if reference == "retry-1":
        return {"status": 500, "message": "the model server is broken"}
    if reference == "retry-3" and purpose == "extraction":
        return {"content": '{"price": 12', "finish_reason": "length"}
    return None


def test_429_is_retried_and_500_forever_ends_only_that_conversation(
    chat: Chat, openai_server: StartServer, tmp_path: Path
) -> None:
    server = openai_server(ModelledUser(fault=faults))
    profile = llm_profile(server.base_url, "retry", number=4, goal_style=f"{{steps: {STEPS}}}", outputs=1)
    project = make_project(tmp_path / "project", {"retry": profile})
    done = chat("-pp", project, "-t", "demo", "--ignore-cache", "--workers", 2)
    assert done.returncode == 3, explain(done)
    assert "Traceback" not in done.stderr
    records = {r["values"]["ref"][0]: r for r in results(only_run(project))}
    calls = calls_by_conversation(server.requests)

    rate_limited = records["retry-0"]
    assert (rate_limited["end_reason"], rate_limited["error"]) == ("steps_done", None)
    assert len(rate_limited["turns"]) == STEPS
    assert calls["retry-0"]["user"] == STEPS + 1  # the first message was asked twice: 429, then 200
    assert rate_limited["usage"]["user"]["calls"] == STEPS  # the failed attempt is not a call that counts

    broken = records["retry-1"]
    assert broken["end_reason"] == "error"
    assert re.search(r"HTTP 500 from model test-model after 3 attempts: .*the model server is broken", broken["error"])
    assert broken["turns"] == []  # nothing was sent to the chatbot: there was no message to send
    assert calls["retry-1"] == {"user": 3}  # bounded: three attempts, then it ends (nothing to extract from)
    assert None not in calls  # no request without a conversation reference (e.g. an extraction of nothing)
    assert broken["data_output"] == {"price": None}

    healthy = records["retry-2"]
    assert healthy["end_reason"] == "steps_done" and calls["retry-2"] == {"user": STEPS, "extraction": 1}
    cut = records["retry-3"]  # the extraction answer stopped at the output limit: not retried, paid for, recorded
    assert cut["end_reason"] == "steps_done" and calls["retry-3"] == {"user": STEPS, "extraction": 1}
    assert cut["data_output"] == {"price": None}
    assert len(cut["extraction_problems"]) == 1 and "output limit (768 tokens)" in cut["extraction_problems"][0]
    assert cut["usage"]["extraction"]["calls"] == 1 and cut["usage"]["extraction"]["output_tokens"] > 0
    assert report(only_run(project))["end_reasons"]["error"] == 1
