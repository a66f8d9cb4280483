"""Serve the demo bot over HTTP (standard library only) in the shapes real connectors speak.

Routes (JSON in and out):

* ``POST /webhooks/rest/webhook`` -- Rasa REST channel: ``{"sender", "message"}`` → ``[{"recipient_id",
  "text"}]``; one bot per sender. An empty message, ``/greet`` or ``/session_start`` gets the greeting.
* ``POST /custom/chat`` -- for chatbot-connectors' ``custom`` connector (see ``custom_demo.yml``):
  ``{"session_id", "message"}`` → ``{"session_id", "reply": {"text"}}``; one bot per session id.
* ``POST /v1/chat/completions`` -- OpenAI chat completions, stateless: the bot is replayed over the user
  messages of the request and the last answer returned. ``GET /v1/models`` lists one model.
* ``POST /conversation/new`` → ``{"id"}`` and ``POST /conversation/user_message`` ``{"id", "message"}`` →
  ``{"message"}`` -- the Taskyto shape.
* ``GET /ok``, ``POST /threads`` → ``{"thread_id"}`` and ``POST /threads/{id}/runs/wait`` → ``{"messages":
  [..., {"role": "assistant", "content"}]}`` -- the LangGraph Agent Server shape.
* ``GET /health`` -- ``{"status": "ok"}``.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from user_sim.targets.demo.bot import DemoBot

MODEL_ID = "pizza-demo"
"""The model name the OpenAI-compatible routes report."""

MAX_SESSIONS = 10_000
"""Least recently used conversations beyond this many are forgotten."""

_GREETING_MESSAGES = frozenset({"", "/greet", "/session_start"})


class _Sessions:
    """Bots by conversation id, each with its own lock; the store lock is held only to look a bot up."""

    def __init__(self, flawed: bool) -> None:
        self._flawed = flawed
        self._bots: OrderedDict[str, tuple[threading.Lock, DemoBot]] = OrderedDict()
        self._lock = threading.Lock()

    def answer(self, conversation: str, message: str) -> str:
        with self._lock:
            entry = self._bots.get(conversation)
            if entry is None:
                entry = self._bots[conversation] = (threading.Lock(), DemoBot(flawed=self._flawed))
                if len(self._bots) > MAX_SESSIONS:
                    self._bots.popitem(last=False)
            self._bots.move_to_end(conversation)
        lock, bot = entry
        with lock:
            return bot.greeting() if message.strip() in _GREETING_MESSAGES else bot.reply(message)


class DemoHTTPServer(ThreadingHTTPServer):
    """The HTTP server; ``sessions`` holds the per-sender bots."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self, address: tuple[str, int], *, flawed: bool = True) -> None:
        super().__init__(address, _Handler)
        self.flawed = flawed
        self.sessions = _Sessions(flawed)

    @property
    def url(self) -> str:
        """``http://host:port`` of the bound socket."""
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}"


def serve(host: str = "127.0.0.1", port: int = 0, *, flawed: bool = True) -> DemoHTTPServer:
    """Bind the demo server (port 0 picks a free port); run ``serve_forever()`` and later ``shutdown()``."""
    return DemoHTTPServer((host, port), flawed=flawed)


class _Handler(BaseHTTPRequestHandler):
    server: DemoHTTPServer
    server_version = "PizzaDemo/1"

    def do_GET(self) -> None:
        if self.path in ("/health", "/ok"):
            self._json(200, {"status": "ok"})
        elif self.path == "/v1/models":
            self._json(200, {"object": "list", "data": [{"id": MODEL_ID, "object": "model", "owned_by": "user_sim"}]})
        else:
            self._json(404, {"error": f"no route GET {self.path}"})

    def do_POST(self) -> None:
        route = _POST_ROUTES.get(_route_key(self.path))
        if route is None:
            self._json(404, {"error": f"no route POST {self.path}"})
            return
        try:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"null")
            status, payload = route(self.server, {"_path": self.path, **body} if isinstance(body, dict) else body)
        except (ValueError, TypeError, KeyError) as exc:
            status, payload = 400, {"error": f"bad request: {exc}"}
        self._json(status, payload)

    def _json(self, status: int, payload: Any) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        """Stay quiet: one line per request would drown the user's terminal."""


def _rasa(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    sender, message = str(body["sender"]), str(body.get("message") or "")
    return 200, [{"recipient_id": sender, "text": server.sessions.answer(f"rasa:{sender}", message)}]


def _custom(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    session, message = str(body["session_id"]), str(body.get("message") or "")
    return 200, {"session_id": session, "reply": {"text": server.sessions.answer(f"custom:{session}", message)}}


def _chat_completions(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    messages = body["messages"]
    if not isinstance(messages, list):
        raise TypeError("messages must be a list")
    bot = DemoBot(flawed=server.flawed)
    text = bot.greeting()
    for message in messages:
        if isinstance(message, dict) and message.get("role") == "user":
            text = bot.reply(_text_of(message.get("content")))
    return 200, {
        "id": f"chatcmpl-demo-{len(messages)}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": str(body.get("model") or MODEL_ID),
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }


def _taskyto_new(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    return 200, {"id": uuid.uuid4().hex}


def _taskyto_message(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    conversation, message = str(body["id"]), str(body.get("message") or "")
    return 200, {"message": server.sessions.answer(f"taskyto:{conversation}", message)}


def _langgraph_thread(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    return 200, {"thread_id": uuid.uuid4().hex}


def _langgraph_run(server: DemoHTTPServer, body: Any) -> tuple[int, Any]:
    thread = body["_path"].split("/")[2]
    messages = body["input"]["messages"]
    text = server.sessions.answer(f"langgraph:{thread}", _text_of(messages[-1]["content"]))
    return 200, {"messages": [*messages, {"role": "assistant", "content": text}]}


def _route_key(path: str) -> str:
    parts = path.split("/")
    if len(parts) == 5 and parts[1] == "threads" and parts[3:] == ["runs", "wait"]:
        return "/threads/{id}/runs/wait"
    return path


def _text_of(content: Any) -> str:
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content or "")


_POST_ROUTES: dict[str, Callable[[DemoHTTPServer, Any], tuple[int, Any]]] = {
    "/webhooks/rest/webhook": _rasa,
    "/custom/chat": _custom,
    "/v1/chat/completions": _chat_completions,
    "/conversation/new": _taskyto_new,
    "/conversation/user_message": _taskyto_message,
    "/threads": _langgraph_thread,
    "/threads/{id}/runs/wait": _langgraph_run,
}
