"""A small OpenAI-compatible chat server on 127.0.0.1 for tests of the real HTTP client path.

Use it as a context manager (or through the ``openai_server`` fixture in ``tests/llm/conftest.py``)::

    with OpenAIServer(lambda request: "Hello!") as server:
        ChatOpenAI(base_url=server.base_url, api_key="x", model="m").invoke("hi")
        assert server.calls == 1

The *responder* is called with each ``POST /v1/chat/completions`` body (parsed JSON) and returns either the
assistant's content string, or a dict describing what to do instead:

* ``{"status": 429}`` (any HTTP status; optional ``"message"`` and ``"headers"``) — an OpenAI-style error body;
* ``{"delay": 0.5, "content": "late"}`` — wait before answering (to provoke client timeouts);
* ``{"malformed": True}`` — a 200 whose body is not JSON;
* ``{"json": {...}}`` — the content is that value serialised as JSON;
* ``{"content": "...", "usage": {"prompt_tokens": 3, "completion_tokens": 1}}`` — override the usage block;
* ``{"content": "...", "usage": None}`` — answer with no usage block at all;
* ``{"content": "...", "finish_reason": "length"}`` — say the answer was cut at the output limit.

Without a responder the server answers ``"ok"``, or, when the request carries a ``response_format`` of type
``json_schema``, a minimal JSON instance of that schema. Usage is realistic: about four characters per token.
``script(...)`` builds a responder that plays a fixed sequence (the last item repeats). The server also works
as an HTTP proxy for any host (``HTTP_PROXY=http://127.0.0.1:PORT``): a client configured with a remote-looking
``base_url`` then reaches it, which is how a test gets a model that is not on this machine.
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

Responder = Callable[[dict[str, Any]], "str | dict[str, Any]"]


def script(*items: str | dict[str, Any]) -> Responder:
    """Return a responder that answers with ``items`` in order, repeating the last one."""
    remaining = list(items)
    lock = threading.Lock()

    def respond(_request: dict[str, Any]) -> str | dict[str, Any]:
        with lock:
            return remaining.pop(0) if len(remaining) > 1 else remaining[0]

    return respond


def example_from_schema(schema: dict[str, Any], defs: dict[str, Any] | None = None) -> Any:
    """Build the smallest value that validates against a (simple) JSON Schema: nulls where allowed."""
    defs = defs if defs is not None else schema.get("$defs", {})
    if "$ref" in schema:
        return example_from_schema(defs[schema["$ref"].rsplit("/", 1)[-1]], defs)
    options = schema.get("anyOf") or schema.get("oneOf")
    if options:
        nullable = [o for o in options if o.get("type") == "null"]
        return None if nullable else example_from_schema(options[0], defs)
    kind = schema.get("type", "object")
    kind = "null" if isinstance(kind, list) and "null" in kind else (kind[0] if isinstance(kind, list) else kind)
    if kind == "object":
        props = schema.get("properties", {})
        return {name: example_from_schema(sub, defs) for name, sub in props.items()}
    return {"array": [], "string": "", "integer": 0, "number": 0.0, "boolean": False, "null": None}[kind]


def count_tokens(text: str) -> int:
    """Approximate a tokenizer: one token per four characters, at least one for non-empty text."""
    return math.ceil(len(text) / 4)


class OpenAIServer:
    """An OpenAI-compatible HTTP server on 127.0.0.1 (port 0) that records every request it gets."""

    def __init__(self, responder: Responder | None = None, *, model_id: str = "test-model") -> None:
        self.responder = responder
        self.model_id = model_id
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def calls(self) -> int:
        """How many chat-completion requests arrived (including the ones answered with a fault)."""
        with self._lock:
            return len(self.requests)

    @property
    def base_url(self) -> str:
        """The ``.../v1`` URL to give an OpenAI client."""
        if self._httpd is None:
            raise RuntimeError("server not started")
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> OpenAIServer:
        """Bind a free port on 127.0.0.1 and serve in a daemon thread."""
        handler = type("BoundHandler", (_Handler,), {"owner": self})
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="openai-test-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and release the port."""
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> OpenAIServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def answer(self, request: dict[str, Any]) -> str | dict[str, Any]:
        """Record ``request`` and ask the responder (or the default) what to send back."""
        with self._lock:
            self.requests.append(request)
        if self.responder is not None:
            return self.responder(request)
        schema = _requested_schema(request)
        return {"json": example_from_schema(schema)} if schema is not None else "ok"


def _requested_schema(request: dict[str, Any]) -> dict[str, Any] | None:
    response_format = request.get("response_format") or {}
    if response_format.get("type") != "json_schema":
        return None
    return dict(response_format.get("json_schema", {}).get("schema") or {})


def _route(path: str) -> str:
    """The request path, also when the client sent an absolute URL (as it does through an HTTP proxy)."""
    return (urlsplit(path).path if "://" in path else path).rstrip("/")


class _Handler(BaseHTTPRequestHandler):
    owner: OpenAIServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_GET(self) -> None:
        if _route(self.path) in ("/v1/models", "/models"):
            self._send_json(200, {"object": "list", "data": [{"id": self.owner.model_id, "object": "model"}]})
        else:
            self._send_json(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        if _route(self.path) not in ("/v1/chat/completions", "/chat/completions"):
            self._send_json(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})
            return
        try:
            request = json.loads(body or b"{}")
        except json.JSONDecodeError:
            self._send_json(400, {"error": {"message": "request body is not JSON", "type": "invalid_request_error"}})
            return
        self._reply(request, self.owner.answer(request))

    def _reply(self, request: dict[str, Any], answer: str | dict[str, Any]) -> None:
        if isinstance(answer, str):
            answer = {"content": answer}
        time.sleep(float(answer.get("delay", 0)))
        if "status" in answer:
            self._send_fault(answer)
        elif answer.get("malformed"):
            self._send_raw(200, b'{"id": "chatcmpl-broken", "choices": [', "application/json")
        else:
            content = json.dumps(answer["json"]) if "json" in answer else str(answer.get("content", ""))
            self._send_json(200, _completion(request, content, answer, self.owner.model_id))

    def _send_fault(self, answer: dict[str, Any]) -> None:
        status = int(answer["status"])
        message = answer.get("message", f"simulated HTTP {status}")
        kind = "rate_limit_error" if status == 429 else "server_error" if status >= 500 else "invalid_request_error"
        payload = {"error": {"message": message, "type": kind, "code": None, "param": None}}
        self._send_json(status, payload, headers=answer.get("headers"))

    def _send_json(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        self._send_raw(status, json.dumps(payload).encode(), "application/json", headers)

    def _send_raw(self, status: int, body: bytes, ctype: str, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


def _completion(request: dict[str, Any], content: str, answer: dict[str, Any], model_id: str) -> dict[str, Any]:
    prompt = sum(count_tokens(str(m.get("content") or "")) + 4 for m in request.get("messages", []))
    completion = max(1, count_tokens(content))
    usage = {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}
    body: dict[str, Any] = {
        "id": f"chatcmpl-test-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": request.get("model") or model_id,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": answer.get("finish_reason", "stop"),
            },
        ],
    }
    usage_override = answer.get("usage", usage)
    if usage_override is not None:
        total = int(usage_override.get("prompt_tokens", 0)) + int(usage_override.get("completion_tokens", 0))
        body["usage"] = {**usage_override, "total_tokens": total}
    return body
