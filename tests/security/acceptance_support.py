"""Helpers of the end-to-end tests: a chatbot server that counts every request, report-folder readers."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import yaml

REFUSAL = "Sorry, I can only help with pizza orders."

NO_NETWORK = '''\
"""Loaded first in the CLI subprocess (sitecustomize): any socket connection fails and is recorded."""
import os
import socket

_LOG = os.environ["NETWORK_ATTEMPTS_LOG"]


def _refuse(*args, **kwargs):
    with open(_LOG, "a", encoding="utf-8") as log:
        log.write(repr(args[1:2] or args) + "\\n")
    raise OSError("network disabled by the test")


socket.socket.connect = _refuse
socket.socket.connect_ex = _refuse
socket.create_connection = _refuse
socket.getaddrinfo = _refuse
'''


class CountingChatServer:
    """An OpenAI-compatible chatbot on 127.0.0.1 that counts every HTTP request (GET or POST) it receives."""

    def __init__(self, answer: Callable[[str], str] = lambda message: REFUSAL) -> None:
        self.answer = answer
        self.requests: list[tuple[str, str]] = []
        self.user_messages: list[str] = []
        self._lock = threading.Lock()
        handler = type("Handler", (_Handler,), {"owner": self})
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def __enter__(self) -> CountingChatServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def record(self, method: str, path: str, message: str | None = None) -> None:
        with self._lock:
            self.requests.append((method, path))
            if message is not None:
                self.user_messages.append(message)


class _Handler(BaseHTTPRequestHandler):
    owner: CountingChatServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_GET(self) -> None:
        self.owner.record("GET", self.path)
        self._send({"object": "list", "data": [{"id": "bot", "object": "model"}]})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
        users = [m.get("content", "") for m in body.get("messages", []) if m.get("role") == "user"]
        message = users[-1] if users else ""
        self.owner.record("POST", self.path, message)
        content = self.owner.answer(message)
        choice = {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
        self._send(
            {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "model": "bot",
                "choices": [choice],
                "usage": {"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10},
            }
        )

    def _send(self, payload: Any) -> None:
        body = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def only_run_folder(project: Path) -> Path:
    """The single run folder under ``output/security_reports``."""
    folders = sorted((project / "output" / "security_reports").iterdir())
    assert len(folders) == 1, folders
    return folders[0]


def results(folder: Path) -> list[dict[str, Any]]:
    """The records of ``results.jsonl``."""
    return [json.loads(line) for line in (folder / "results.jsonl").read_text(encoding="utf-8").splitlines()]


def statuses(folder: Path) -> dict[str, str]:
    """``attack/case_id`` → verdict."""
    return {f"{r['key'].split(':')[0]}:{r['attack']}/{r['case_id']}": r["status"] for r in results(folder)}


def yaml_documents(path: Path) -> list[Any]:
    """Every document of a YAML file."""
    return list(yaml.safe_load_all(path.read_text(encoding="utf-8")))


def run_at_the_same_second(project: str, barrier: Any, out: Any) -> None:
    """Process body: wait for the others, then run the campaign with a clock frozen at one second."""
    from datetime import UTC, datetime

    from user_sim.security.execute.campaign_runner import run_campaign
    from user_sim.security.plan.campaign import load_campaign
    from user_sim.security.settings import SecuritySettings
    from user_sim.targets.demo.target import DemoTarget

    root = Path(project)
    campaign = load_campaign(root / "security" / "security.yml", root)
    frozen = datetime(2030, 1, 2, 3, 4, 5, tzinfo=UTC)
    barrier.wait(timeout=60)
    outcome = run_campaign(
        campaign,
        DemoTarget(),
        SecuritySettings.for_campaign(campaign, workers=1, seed=1, show_progress=False),
        clock=lambda: frozen,
    )
    out.put((outcome.run_id, int(outcome.exit_code), len(outcome.records)))
