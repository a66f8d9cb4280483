"""Run a stdlib HTTP server in a background thread for the duration of a test."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import HTTPServer
from typing import TypeVar

S = TypeVar("S", bound=HTTPServer)


@contextmanager
def running(server: S) -> Iterator[S]:
    """Serve in a daemon thread; shut down and close the socket on exit."""
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def url_of(server: HTTPServer) -> str:
    """``http://127.0.0.1:PORT`` of a bound server."""
    host, port = server.server_address[:2]
    return f"http://{host!s}:{port}"


def closed_port() -> int:
    """A local port that nothing listens on (bound once, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
