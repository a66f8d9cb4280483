"""A Rasa-shaped chatbot that misbehaves on purpose, and logs every message it receives.

Modes: ``ok`` (echo), ``error`` (HTTP 500 on every call), ``error_every_third`` (HTTP 500 on calls 3, 6, 9...),
``hang`` (answers only after ``hang_seconds``), ``malformed`` (200 with a body that is not JSON), ``empty`` (200
with ``[]``), ``blank`` (200 with a message whose text is only spaces), ``by_message`` (the fault is named by a word
in the message: ``FAULT_500``, ``FAULT_HANG``, ``FAULT_MALFORMED``, ``FAULT_EMPTY``, ``FAULT_BLANK``; any other
message is echoed, so one run mixes failing and healthy conversations). A refused connection needs no server: see
``servers.closed_port()``, or ``shutdown()`` + ``server_close()`` a running bot mid-run.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODES = ("ok", "error", "error_every_third", "hang", "malformed", "empty", "blank", "by_message")
TRIGGERS = {
    "FAULT_500": "error",
    "FAULT_HANG": "hang",
    "FAULT_MALFORMED": "malformed",
    "FAULT_EMPTY": "empty",
    "FAULT_BLANK": "blank",
}
"""``by_message`` mode: the word in a message that picks the fault for that message."""
WEBHOOK = "/webhooks/rest/webhook"


class FaultyBot(ThreadingHTTPServer):
    """The misbehaving server; ``received`` lists ``(sender, message)`` for every POST, in arrival order."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self, mode: str, *, hang_seconds: float = 1.0) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        super().__init__(("127.0.0.1", 0), _Handler)
        self.mode = mode
        self.hang_seconds = hang_seconds
        self.received: list[tuple[str, str]] = []
        self.calls = 0
        self.lock = threading.Lock()

    def log(self, sender: str, message: str) -> int:
        with self.lock:
            self.received.append((sender, message))
            self.calls += 1
            return self.calls

    def messages(self) -> list[str]:
        with self.lock:
            return [message for _, message in self.received]


def _mode_for(mode: str, message: str) -> str:
    if mode != "by_message":
        return mode
    return next((fault for word, fault in TRIGGERS.items() if word.lower() in message.lower()), "ok")


class _Handler(BaseHTTPRequestHandler):
    server: FaultyBot

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
        sender, message = str(body.get("sender")), str(body.get("message"))
        call = self.server.log(sender, message)
        mode = _mode_for(self.server.mode, message)
        if (mode == "error_every_third" and call % 3 == 0) or mode == "error":
            self._send(500, b'{"error": "internal failure"}')
        elif mode == "malformed":
            self._send(200, b'[{"recipient_id": "x", "text": "unterminated')
        elif mode == "empty":
            self._send(200, b"[]")
        elif mode == "blank":
            self._reply(sender, "   ")
        else:
            if mode == "hang":
                time.sleep(self.server.hang_seconds)
            self._reply(sender, f"you said: {message}")

    def _reply(self, sender: str, text: str) -> None:
        self._send(200, json.dumps([{"recipient_id": sender, "text": text}]).encode())

    def _send(self, status: int, data: bytes) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            pass  # the client gave up (read timeout): nothing to answer

    def log_message(self, format: str, *args: Any) -> None:
        pass
