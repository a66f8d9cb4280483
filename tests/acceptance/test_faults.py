"""Engine criterion 3: target faults through the real rasa connector end only the affected conversations.

Every fault (HTTP 500, a hang past the read timeout, malformed JSON, an empty or blank reply, a refused
connection) ends its conversation ``error`` with the cause; the other conversations finish; nothing is lost
(results.jsonl holds every planned conversation); the run exits 3; the bot received each user message once.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import (
    conversation_file,
    explain,
    key_of,
    make_project,
    only_run,
    report,
    results,
    user_messages,
    yaml_documents,
)
from tests.conftest import CLI_MODULES, cli_env
from tests.support.faulty_bot import FaultyBot
from tests.support.servers import closed_port, running, url_of

READ_TIMEOUT = 0.5


def profile(values: list[str], *, steps: int = 2, number: int | None = None) -> str:
    """A scripted profile whose conversation i says ``values[i]`` in its first message."""
    return f"""\
test_name: faults
llm:
  model: scripted
user:
  role: You test a chatbot.
  goals:
    - "please {{{{what}}}}"
    - and tell me the time
    - what:
        function: forward()
        type: string
        data: {json.dumps(values)}
chatbot:
  fallback: Sorry, I did not understand that.
conversation:
  number: {number or len(values)}
  goal_style:
    steps: {steps}
"""


def rasa(bot: FaultyBot, timeout: float = READ_TIMEOUT) -> list[str]:
    return ["-t", "rasa", "-cp", json.dumps({"base_url": url_of(bot), "timeout": timeout})]


EXPECTED_CAUSE = {
    "FAULT_500": r"target failed: HTTP 500 from http://127\.0\.0\.1:\d+/webhooks/rest/webhook",
    "FAULT_HANG": rf"target failed: read timeout after {READ_TIMEOUT} s from http://127\.0\.0\.1:\d+/",
    "FAULT_MALFORMED": r"target failed: malformed JSON from http://127\.0\.0\.1:\d+/",
    "FAULT_EMPTY": r"target failed: empty reply from http://127\.0\.0\.1:\d+/",
    "FAULT_BLANK": r"target failed: empty reply from http://127\.0\.0\.1:\d+/",
}
HEALTHY = ["pizza", "pasta", "salad"]


def test_each_fault_ends_only_its_conversation_and_nothing_is_resent(chat: Chat, tmp_path: Path) -> None:
    values = [*EXPECTED_CAUSE, *HEALTHY]
    project = make_project(tmp_path / "project", {"faults": profile(values)})
    bot = FaultyBot("by_message", hang_seconds=READ_TIMEOUT + 1)
    with running(bot):
        done = chat("-pp", project, *rasa(bot), "--workers", 3)
        received = Counter(bot.messages())
    assert done.returncode == 3, explain(done)
    assert "Traceback" not in done.stderr
    run_dir = only_run(project)
    records = results(run_dir)
    assert sorted(key_of(r) for r in records) == [("faults", i, 0) for i in range(len(values))]
    for record in records:
        value = record["values"]["what"][0]
        if value in EXPECTED_CAUSE:
            assert record["end_reason"] == "error", record
            assert re.match(EXPECTED_CAUSE[value], record["error"]), record["error"]
            assert len(record["turns"]) == 1 and record["turns"][0]["assistant"] is None
            assert record["turns"][0]["error"] in record["error"]
        else:
            assert (record["end_reason"], record["error"]) == ("steps_done", None), record
            assert all(turn["assistant"] for turn in record["turns"])
    assert received == user_messages(records)  # every message sent was received once, none twice
    summary = report(run_dir)
    assert summary["end_reasons"]["error"] == len(EXPECTED_CAUSE) == len(summary["errors"])
    replies = sum(turn["assistant"] is not None for record in records for turn in record["turns"])
    assert summary["latency_ms"]["turns"] == replies  # a failed call is no response time


def test_timeouts_are_not_response_times(chat: Chat, tmp_path: Path) -> None:
    """No call got a reply: no response time in the conversation files or report.yml, and the chart says so."""
    project = make_project(tmp_path / "project", {"faults": profile(HEALTHY[:2])})
    bot = FaultyBot("hang", hang_seconds=READ_TIMEOUT + 1)
    with running(bot):
        done = chat("-pp", project, *rasa(bot), "--workers", 2)
    assert done.returncode == 3, explain(done)
    run_dir = only_run(project)
    for record in results(run_dir):
        assert record["turns"][-1]["error"].startswith(f"read timeout after {READ_TIMEOUT} s"), record
        timings = yaml_documents(conversation_file(run_dir, record))[1]
        assert timings["assistant response time"] == [], timings
        assert timings["response time report"] == {"average": None, "max": None, "min": None}
    assert report(run_dir)["latency_ms"] == dict.fromkeys(["turns", "min", "mean", "p50", "p95", "max"]) | {"turns": 0}
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert re.search(r"Response time per turn</figcaption><p [^>]*>no replies</p></figure>", page), page


def test_http_500_on_every_third_call(chat: Chat, tmp_path: Path) -> None:
    values = ["pizza", "pasta", "salad", "soup", "bread", "cake"]
    project = make_project(tmp_path / "project", {"faults": profile(values, steps=3)})
    bot = FaultyBot("error_every_third")
    with running(bot):
        done = chat("-pp", project, *rasa(bot, timeout=5), "--workers", 2)
        received, calls = Counter(bot.messages()), bot.calls
    assert done.returncode == 3, explain(done)
    records = results(run_dir := only_run(project))
    assert len(records) == len(values) == report(run_dir)["conversations"]
    failed = [r for r in records if r["end_reason"] == "error"]
    assert len(failed) == calls // 3 >= 2  # one conversation per failing call, the rest untouched
    for record in failed:
        assert record["error"].startswith("target failed: HTTP 500 from "), record["error"]
        assert record["turns"][-1]["assistant"] is None
        assert all(turn["assistant"] for turn in record["turns"][:-1])
    finished = [r for r in records if r not in failed]
    # an echo bot "answers" every goal, so the scripted user may say goodbye and leave before step 3
    assert finished and all(r["end_reason"] in ("steps_done", "user_left") and not r["error"] for r in finished)
    assert received == user_messages(records)


def test_refused_connection_mid_run(tmp_path: Path) -> None:
    """The bot goes away in the middle of the run: later messages are refused (never received, never resent)."""
    values = ["pizza", "pasta", "salad", "soup", "bread", "cake"]
    project = make_project(tmp_path / "project", {"faults": profile(values, steps=3)})
    bot = FaultyBot("hang", hang_seconds=0.15)  # every reply takes a little while: time to pull the plug
    with running(bot):
        command = [sys.executable, "-m", CLI_MODULES["sensei-chat"], "-pp", str(project), *rasa(bot, timeout=5)]
        process = subprocess.Popen(
            [*command, "--workers", "2"], env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        deadline = time.monotonic() + 30
        while bot.calls < 4 and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.01)
        bot.shutdown()  # stop serving, then close the listening socket: new connections are refused
        bot.server_close()
        out, err = process.communicate(timeout=60)
        received = Counter(bot.messages())
    assert process.returncode == 3, f"{out}\n{err}"
    records = results(only_run(project))
    assert sorted(key_of(r) for r in records) == [("faults", i, 0) for i in range(len(values))]
    refused = [r for r in records if r["end_reason"] == "error"]
    assert refused, "the bot went away but no conversation noticed"
    for record in refused:
        assert re.search(r"connection (refused|reset)", record["error"]), record["error"]
        assert record["turns"][-1]["assistant"] is None
    assert all(r["end_reason"] in ("steps_done", "user_left") for r in records if r not in refused)
    never_arrived = Counter(r["turns"][-1]["user"] for r in refused if "refused" in r["error"])
    assert received == user_messages(records) - never_arrived


class _ChatOnly(BaseHTTPRequestHandler):
    """A chat-completions server with no GET route at all (http.server answers GET with 501)."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers["Content-Length"]))
        body = json.dumps({"choices": [{"message": {"role": "assistant", "content": "Which size?"}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


def test_a_chat_server_without_get_models_is_reachable(chat: Chat, tmp_path: Path) -> None:
    """GET /models answered 501: the server is there, so the pre-flight passes and the conversations run."""
    project = make_project(tmp_path / "project", {"faults": profile(HEALTHY)})
    with running(ThreadingHTTPServer(("127.0.0.1", 0), _ChatOnly)) as server:
        params = {"base_url": f"{url_of(server)}/v1", "model": "m"}
        done = chat("-pp", project, "-t", "openai_compatible", "-cp", json.dumps(params))
    assert "unreachable" not in done.stderr, explain(done)
    records = results(only_run(project))
    assert len(records) == len(HEALTHY) and all(r["error"] is None for r in records), records
    assert all(turn["assistant"] == "Which size?" for r in records for turn in r["turns"])


@pytest.mark.parametrize(
    ("technology", "params"),
    [("rasa", {"base_url": "{url}"}), ("openai_compatible", {"base_url": "{url}/v1", "model": "m"})],
)
def test_unreachable_target_is_one_clear_line_and_exit_3(
    chat: Chat, tmp_path: Path, technology: str, params: dict[str, str]
) -> None:
    project = make_project(tmp_path / "project", {"faults": profile(HEALTHY)})
    url = f"http://127.0.0.1:{closed_port()}"
    given = {key: value.replace("{url}", url) for key, value in params.items()}
    done = chat("-pp", project, "-t", technology, "-cp", json.dumps(given))
    assert done.returncode == 3, explain(done)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"error: {technology} target unreachable"), done.stderr
    assert "connection refused" in lines[0] and url.split("//")[1] in lines[0]
    assert not (project / "output" / "runs").exists() or not any((project / "output" / "runs").iterdir())
