"""Loopback stubs for the benchmarks: an OpenAI-compatible chat-completions server and a Rasa REST webhook.

Both are one asyncio HTTP/1.1 server (keep-alive, listen backlog 1024) on 127.0.0.1, run in a background
thread, answering every request after a fixed latency (``asyncio.sleep``, so 200 concurrent clients cost no
threads and add no latency). They are bounded: after ``max_requests`` requests they answer 503, and they stop
by themselves after ``max_seconds``. Each records when its first request arrived and when its last reply left
(``time.perf_counter``), and how many requests it served.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import Callable
from typing import Any

Answer = Callable[[str, bytes], Any]
"""(path, request body) -> the JSON value to answer with."""

BACKLOG = 1024


class Stub:
    """One HTTP stub server (see module docstring); use as a context manager."""

    def __init__(self, answer: Answer, latency: float, *, max_requests: int = 100_000, max_seconds: float = 600.0):
        self.answer, self.latency = answer, latency
        self.max_requests, self.max_seconds = max_requests, max_seconds
        self.requests = 0
        self.first_request: float | None = None
        self.last_reply: float | None = None
        self.port = 0
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._serve, name="bench-stub", daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> Stub:
        self._thread.start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def reset(self) -> None:
        """Forget the counts and times (between two measured runs)."""
        self.requests, self.first_request, self.last_reply = 0, None, None

    def _serve(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        server = await asyncio.start_server(self._client, "127.0.0.1", 0, backlog=BACKLOG)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        async with server:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), self.max_seconds)
            server.close()

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while await self._one(reader, writer):
                pass
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    async def _one(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        path = lines[0].split(" ")[1]
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
        body = await reader.readexactly(int(headers.get("content-length", "0")))
        now = time.perf_counter()
        self.first_request = self.first_request if self.first_request is not None else now
        self.requests += 1
        if self.requests > self.max_requests:
            status, payload = "503 Service Unavailable", b'{"error": "bench stub: request limit reached"}'
        else:
            await asyncio.sleep(self.latency)
            status, payload = "200 OK", json.dumps(self.answer(path, body)).encode()
        keep = headers.get("connection", "").lower() != "close"
        writer.write(
            f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
            f"Connection: {'keep-alive' if keep else 'close'}\r\n\r\n".encode()
            + payload
        )
        await writer.drain()
        self.last_reply = time.perf_counter()
        return keep


def chat_completion(_path: str, body: bytes) -> dict[str, Any]:
    """An OpenAI chat completion: a short user sentence, or a minimal instance of a requested JSON schema."""
    request = json.loads(body or b"{}")
    schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("schema")
    content = json.dumps(_instance(schema)) if schema else "I would like a large margherita, please."
    prompt = sum(len(str(m.get("content", ""))) for m in request.get("messages", [])) // 4 + 1
    return {
        "id": "chatcmpl-bench",
        "object": "chat.completion",
        "created": 0,
        "model": request.get("model", "stub-model"),
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt, "completion_tokens": 10, "total_tokens": prompt + 10},
    }


def _instance(schema: dict[str, Any]) -> Any:
    kind = schema.get("type", "object")
    kind = kind[0] if isinstance(kind, list) else kind
    if kind == "object":
        return {name: _instance(sub) for name, sub in schema.get("properties", {}).items()}
    return {"array": [], "string": "", "integer": 0, "number": 0.0, "boolean": False}.get(kind)


def rasa_reply(_path: str, body: bytes) -> list[dict[str, str]]:
    """A Rasa REST webhook answer (``POST /webhooks/rest/webhook``)."""
    sender = json.loads(body or b"{}").get("sender", "user")
    return [{"recipient_id": sender, "text": "Which pizza would you like, and what size?"}]
