"""The ``openai_compatible`` technology against small local servers: history, headers, faults, health."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests.support.servers import closed_port, running, url_of
from user_sim.errors import ConfigError, TargetError, TargetUnreachable
from user_sim.targets.factory import build_target


class Recorder(ThreadingHTTPServer):
    """Answers chat completions with the number of messages it got; records bodies and headers."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self, mode: str = "ok") -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.mode = mode
        self.requests: list[tuple[dict[str, Any], dict[str, str]]] = []
        self.lock = threading.Lock()


class _Handler(BaseHTTPRequestHandler):
    server: Recorder

    def do_GET(self) -> None:
        status = int(self.server.mode) if self.server.mode.isdigit() else 200
        self._send(status, b'{"object": "list", "data": []}')

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with self.server.lock:
            self.server.requests.append((body, dict(self.headers)))
        mode = self.server.mode
        if mode == "hang":
            time.sleep(1.0)
        if mode == "busy":
            self._send(429, b'{"error": "rate limited"}')
        elif mode == "no_choices":
            self._send(200, b'{"choices": []}')
        else:
            content = f"{len(body['messages'])} messages, last: {body['messages'][-1]['content']}"
            self._send(200, json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode())

    def _send(self, status: int, data: bytes) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            pass

    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_history_is_kept_client_side_with_system_prompt_and_headers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PIZZA_KEY", "sk-test")
    monkeypatch.setenv("TENANT", "t-42")
    with running(Recorder()) as server:
        target = build_target(
            "chat_completions",
            {
                "base_url": f"{url_of(server)}/v1/",
                "model": "m1",
                "system_prompt": "be brief",
                "headers": '{"X-Tenant": "${TENANT}"}',
                "api_key_env": "PIZZA_KEY",
            },
            tmp_path,
        )
        target.health_check()
        session = target.open_session()
        assert session.greeting() is None
        assert session.send("one").text == "2 messages, last: one"
        assert session.send("two").text == "4 messages, last: two"
        other = target.open_session()
        assert other.send("fresh").text == "2 messages, last: fresh"
    body, headers = server.requests[1]
    assert body == {
        "model": "m1",
        "messages": [
            {"role": "system", "content": "be brief"},
            {"role": "user", "content": "one"},
            {"role": "assistant", "content": "2 messages, last: one"},
            {"role": "user", "content": "two"},
        ],
    }
    assert headers["Authorization"] == "Bearer sk-test" and headers["X-Tenant"] == "t-42"


@pytest.mark.parametrize(
    ("mode", "cause"),
    [
        ("busy", r"^HTTP 429 from http://127\.0\.0\.1:\d+/v1/chat/completions: .*rate limited"),
        ("hang", r"^read timeout after 0\.3 s from http://127\.0\.0\.1:\d+/v1/chat/completions$"),
        ("no_choices", r"^malformed reply from .*: no choices\[0\]\.message\.content$"),
    ],
)
def test_faults_are_target_errors_and_never_resent(tmp_path: Path, mode: str, cause: str) -> None:
    with running(Recorder(mode)) as server:
        target = build_target(
            "openai_compatible", {"base_url": f"{url_of(server)}/v1", "model": "m", "timeout": 0.3}, tmp_path
        )
        session = target.open_session()
        with pytest.raises(TargetError, match=cause):
            session.send("only once")
        session.close()
        time.sleep(0.05)
        assert len(server.requests) == 1


def test_health_check(tmp_path: Path) -> None:
    port = closed_port()
    target = build_target("openai_compatible", {"base_url": f"http://127.0.0.1:{port}/v1", "model": "m"}, tmp_path)
    with pytest.raises(TargetUnreachable) as caught:
        target.health_check()
    assert str(caught.value) == (
        "openai_compatible target unreachable: "
        f"cannot connect to http://127.0.0.1:{port}/v1/models (connection refused)"
    )


@pytest.mark.parametrize("status", ["200", "404", "405", "500", "501"])
def test_a_server_that_answers_get_models_with_any_status_but_a_refusal_is_reachable(
    tmp_path: Path, status: str
) -> None:
    """A chat server need not implement GET /models (404, 405, 501): answering at all proves it is there."""
    with running(Recorder(status)) as server:
        build_target("openai_compatible", {"base_url": url_of(server), "model": "m"}, tmp_path).health_check()


@pytest.mark.parametrize("status", ["401", "403", "407", "502", "503", "504"])
def test_refused_credentials_or_a_gateway_with_no_server_is_unreachable(tmp_path: Path, status: str) -> None:
    with running(Recorder(status)) as server, pytest.raises(TargetUnreachable, match=f"HTTP {status} from"):
        build_target("openai_compatible", {"base_url": url_of(server), "model": "m"}, tmp_path).health_check()


def test_missing_api_key_variable_is_a_config_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_SUCH_KEY_VAR", raising=False)
    with pytest.raises(ConfigError, match="'NO_SUCH_KEY_VAR' is not set"):
        build_target(
            "openai_compatible", {"base_url": "http://x", "model": "m", "api_key_env": "NO_SUCH_KEY_VAR"}, tmp_path
        )
