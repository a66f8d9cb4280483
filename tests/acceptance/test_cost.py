"""LLM criterion 9: an unknown price is reported as unknown (never a crash, never a guess); a budget stops a run.

An honestly unknown price needs a model that is not on this machine (a loopback server costs 0 by design).
The profile names a remote-looking host (``llm.invalid``, a name that can never resolve) and the client
reaches the counting server through it as an HTTP proxy (``HTTP_PROXY``): the client, the price table and
the reports all see a remote model that the bundled table does not know.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.acceptance.conftest import Chat, StartServer
from tests.acceptance.helpers import conversation_file, explain, key_of, make_project, only_run, report, results
from tests.acceptance.llm_world import ModelledUser, calls_by_conversation, llm_profile

REMOTE = "http://llm.invalid/v1"


def through_proxy(server_url: str) -> dict[str, str]:
    proxy = server_url.removesuffix("/v1")
    return {"HTTP_PROXY": proxy, "http_proxy": proxy, "NO_PROXY": "", "no_proxy": ""}


def test_unknown_price_is_reported_unknown_once_with_tokens_recorded(
    chat: Chat, openai_server: StartServer, tmp_path: Path
) -> None:
    server = openai_server(ModelledUser())
    profile = llm_profile(REMOTE, "remote", number=2, goal_style="{steps: 2}", outputs=1)
    project = make_project(tmp_path / "project", {"remote": profile})
    done = chat("-pp", project, "-t", "demo", "--ignore-cache", env=through_proxy(server.base_url))
    assert done.returncode == 0, explain(done)
    assert server.calls == 2 * 3  # the calls really went through the proxy to the counting server
    assert done.stdout.count("cost: unknown") == 1
    run_dir = only_run(project)
    for record in results(run_dir):
        total = record["usage"]["total"]
        assert total["input_tokens"] > 0 and total["output_tokens"] > 0
        assert total["cost"] is None
        assert yaml.safe_load_all(conversation_file(run_dir, record).read_text(encoding="utf-8"))
    text = (run_dir / "report.yml").read_text(encoding="utf-8")
    summary = yaml.safe_load(text)
    assert summary["cost"] == "unknown" and summary["known_cost"] == 0
    assert summary["usage"]["total"]["input_tokens"] > 0 and summary["usage"]["total"]["cost"] is None
    assert text.count("without a known price") == 1  # said once, not once per conversation or profile
    assert "cost_note" not in summary["profiles"]["remote"]
    assert summary["profiles"]["remote"]["cost"] == "unknown"


PRICES = "models:\n  test-model: {input: 1.0, output: 1.0}\n"
CONVERSATIONS = 8


def test_a_tiny_max_cost_stops_the_run_with_exit_4_and_loses_nothing(
    chat: Chat, openai_server: StartServer, tmp_path: Path
) -> None:
    """$1 per million tokens: a user-message call costs about $0.0003 and may cost up to ~$0.0014 (1024 output
    tokens reserved); $0.004 for the profile pays for a few conversations, not eight."""
    server = openai_server(ModelledUser())
    profile = llm_profile(server.base_url, "budget", number=CONVERSATIONS, goal_style="{steps: 3}", max_cost=0.004)
    project = make_project(tmp_path / "project", {"budget": profile}, files={"prices.yml": PRICES})
    done = chat("-pp", project, "-t", "demo", "--ignore-cache", "--workers", 2)
    assert done.returncode == 4, explain(done)
    assert "Traceback" not in done.stderr
    assert "stopped by a budget: profile budget" in done.stdout
    run_dir = only_run(project)
    records = results(run_dir)
    assert 0 < len(records) < CONVERSATIONS and len({key_of(r) for r in records}) == len(records)
    reasons = {r["end_reason"] for r in records}
    assert "budget" in reasons and reasons <= {"steps_done", "budget"}
    for record in records:
        assert len(list(yaml.safe_load_all(conversation_file(run_dir, record).read_text(encoding="utf-8")))) == 3
        if record["end_reason"] == "budget":
            assert "conversation.max_cost" in record["error"]
        else:
            assert len(record["turns"]) == 3
    # every conversation that made a call is recorded; a recorded one that made none was stopped by the budget
    # before its first call; the others never started
    called = {ref for ref in calls_by_conversation(server.requests) if ref is not None}
    recorded = {r["values"]["ref"][0]: r for r in records}
    assert called <= recorded.keys()
    assert all(recorded[ref]["end_reason"] == "budget" for ref in recorded.keys() - called)
    spent = sum(r["usage"].get("total", {}).get("cost", 0) for r in records)
    assert 0 < spent <= 0.004
    summary = report(run_dir)
    assert summary["conversations"] == len(records) and summary["end_reasons"]["budget"] >= 1
    assert summary["cost"] == round(spent, 8)
