"""LLM criterion 11 (realmodel tier): a whole sensei-chat run with a real model as the simulated user.

SmolLM2-135M served by xllamacpp on 127.0.0.1, reached through langchain-openai, talks to the demo bot. The
model is tiny, so this checks the mechanics end to end (a real model's messages, real usage, the real
structured extraction), not the quality of what it says. The outputs are a number and a yes/no on purpose:
asked for a free-text field under llama.cpp's JSON-schema grammar, this model can write until the output
limit (1024 tokens, 30-130 s on 2 cores), past the client's 60 s timeout, and each retry queues behind it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import conversation_file, explain, make_project, only_run, results, yaml_documents
from tests.support.real_model import CLIENT_TIMEOUT_S

pytestmark = pytest.mark.realmodel

PROFILE = """\
test_name: real_user
llm:
  model: {model}
  base_url: {base_url}
  temperature: 0.2
  timeout: {timeout}
user:
  role: You are a customer ordering one pizza for delivery from an online pizza shop. Keep messages short.
  goals:
    - a large margherita pizza
    - the total price
chatbot:
  fallback: Sorry, I didn't understand that.
  output:
    - price:
        type: float
        description: the total price of the order in dollars
    - confirmed:
        type: bool
        description: whether the shop confirmed the order
conversation:
  number: 1
  goal_style:
    steps: 2
"""


def test_a_real_model_holds_a_conversation_through_the_cli(chat: Chat, real_model, tmp_path: Path) -> None:
    profile = PROFILE.format(model=real_model.model, base_url=real_model.base_url, timeout=int(CLIENT_TIMEOUT_S))
    project = make_project(tmp_path / "project", {"real": profile})
    done = chat("-pp", project, "-t", "demo", "--ignore-cache", process=True, timeout=900)
    run_dir = only_run(project)
    [record] = results(run_dir)
    assert record["end_reason"] in ("steps_done", "user_left", "user_broke_role"), explain(done)
    unreadable = record["extraction_problems"] and all(v is None for v in record["data_output"].values())
    incomplete = unreadable or record["end_reason"] == "user_broke_role"  # the tool could not judge: exit 3
    assert done.returncode == (3 if incomplete else 0), explain(done)
    assert f"workers: 1, from the local model server: {real_model.base_url} reports 1 slot" in done.stderr
    user = record["usage"]["user"]
    redrafts = sum(record["role_violations"].values())  # a draft that broke role was redrafted, never sent
    assert user["calls"] == len(record["turns"]) + redrafts and user["input_tokens"] > 0 and user["output_tokens"] > 0
    assert user["cost"] == 0.0  # a model on this machine without a price costs nothing
    if not record["turns"]:
        # 135M often opens as the shop ("I'm a pizza delivery service"): both drafts caught, nothing sent to the
        # bot, nothing to extract from, and the reason says so (the extraction's plumbing: tests/llm)
        assert record["end_reason"] == "user_broke_role" and redrafts == 2, explain(done)
        assert "broke role" in record["error"] and "extraction" not in record["usage"]
        assert len(yaml_documents(conversation_file(run_dir, record))) == 3
        return
    assert all(turn["user"].strip() and turn["assistant"] for turn in record["turns"])
    assert record["usage"]["extraction"]["calls"] == 1
    values = record["data_output"]
    assert set(values) == {"price", "confirmed"}
    whole = [p for p in record["extraction_problems"] if p.startswith("*")]
    if not whole:  # schema-valid values, or a recorded problem for the field that was not
        problems = {p.split(":", 1)[0] for p in record["extraction_problems"]}
        assert values["price"] is None or isinstance(values["price"], float) or "price" in problems
        assert values["confirmed"] is None or isinstance(values["confirmed"], bool) or "confirmed" in problems
    assert len(yaml_documents(conversation_file(run_dir, record))) == 3
