"""NLTK's ELIZA (a third-party chatbot nobody on this project wrote) behind the Rasa REST webhook shape."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from nltk.chat.eliza import eliza_chatbot


class ElizaServer(ThreadingHTTPServer):
    """Rasa-shaped server; ``transcripts`` keeps ``(message, reply)`` pairs per sender."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.transcripts: dict[str, list[tuple[str, str]]] = {}
        self.lock = threading.Lock()


class _Handler(BaseHTTPRequestHandler):
    server: ElizaServer

    def do_POST(self) -> None:
        if self.path != "/webhooks/rest/webhook":
            self.send_error(404)
            return
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
        sender, message = str(body["sender"]), str(body["message"])
        reply = eliza_chatbot.respond(message)
        with self.server.lock:
            self.server.transcripts.setdefault(sender, []).append((message, reply))
        data = json.dumps([{"recipient_id": sender, "text": reply}]).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        pass
