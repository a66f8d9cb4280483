"""Headless Chromium driven over the DevTools protocol (``--remote-debugging-pipe``), for tests of HTML reports.

No third-party package: the protocol is JSON messages separated by NUL bytes on file descriptors 3 (commands
in) and 4 (events and replies out). A page is opened with every network request logged (``Network``
domain: ``requestWillBeSent`` for anything the page fetches, including ``file:`` and ``data:`` URLs), and a
proxy pointing at a closed port on 127.0.0.1, so that even a request the log missed could not leave the machine.
``Runtime.evaluate`` reads the rendered page (it runs as the browser's tooling, so the page's
Content-Security-Policy, which forbids scripts, does not stop it); ``Page.captureScreenshot`` takes a picture.

Install on Debian: ``apt-get install -y chromium``. :func:`chromium_path` is None when it is absent, and the
tests skip saying so.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shutil
import signal
import tempfile
import time
from pathlib import Path
from typing import Any

CLOSED_PROXY = "http://127.0.0.1:9"  # the discard port: nothing listens there
INSTALL_HINT = "headless Chromium is not installed (apt-get install -y chromium)"


def chromium_path() -> str | None:
    """The Chromium executable, or None."""
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Browser:
    """One headless Chromium with one page; use as a context manager."""

    def __init__(self, width: int = 1280, height: int = 800) -> None:
        executable = chromium_path()
        if executable is None:
            raise RuntimeError(INSTALL_HINT)
        self._profile = tempfile.mkdtemp(prefix="chromium-")
        commands_read, self._commands = os.pipe()
        self._events, events_write = os.pipe()
        args = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--remote-debugging-pipe", f"--user-data-dir={self._profile}", f"--window-size={width},{height}",
            f"--proxy-server={CLOSED_PROXY}", "--proxy-bypass-list=<-loopback>", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-default-browser-check", "about:blank",
        ]  # fmt: skip

        # the browser reads commands on fd 3 and writes replies to fd 4: posix_spawn puts our pipe ends there
        null = os.open(os.devnull, os.O_WRONLY)
        actions = [
            (os.POSIX_SPAWN_DUP2, commands_read, 3),
            (os.POSIX_SPAWN_DUP2, events_write, 4),
            (os.POSIX_SPAWN_DUP2, null, 1),
            (os.POSIX_SPAWN_DUP2, null, 2),
        ]
        self._pid = os.posix_spawn(executable, [executable, *args], os.environ, file_actions=actions)
        os.close(null)
        os.close(commands_read)
        os.close(events_write)
        self._buffer = b""
        self._next = 0
        self.events: list[dict[str, Any]] = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self._session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Network", "Page", "Runtime"):
            self.call(f"{domain}.enable", session=True)
        # the viewport itself is width × height (a window of that size has less room for the page)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            session=True,
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=False,
        )

    def call(self, method: str, *, session: bool = False, timeout: float = 30, **params: Any) -> dict[str, Any]:
        """Send one command and return its result (events that arrive meanwhile are kept in ``events``)."""
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params}
        if session:
            message["sessionId"] = self._session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            reply = self._read()
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return dict(reply.get("result", {}))
            self.events.append(reply)
        raise TimeoutError(method)

    def open(self, url: str, timeout: float = 30) -> None:
        """Navigate and wait for the load event (the request log and dialogs start afresh)."""
        self.events.clear()
        self.call("Page.navigate", session=True, url=url)
        deadline = time.monotonic() + timeout
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            if time.monotonic() > deadline:
                raise TimeoutError(url)
            self.events.append(self._read())

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (run by the tooling, not by the page)."""
        result = self.call("Runtime.evaluate", session=True, expression=expression, returnByValue=True)
        return result["result"].get("value")

    def requests(self) -> list[str]:
        """Every URL the page asked for, in order (the document itself first)."""
        return [e["params"]["request"]["url"] for e in self.events if e.get("method") == "Network.requestWillBeSent"]

    def dialogs(self) -> list[str]:
        """Messages of every alert/confirm/prompt the page opened (a script that ran would open one)."""
        return [e["params"]["message"] for e in self.events if e.get("method") == "Page.javascriptDialogOpening"]

    def screenshot(self, path: Path) -> Path:
        """Save what is visible in the window (the part above the fold) as a PNG."""
        data = self.call("Page.captureScreenshot", session=True, format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def _read(self) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            chunk = os.read(self._events, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return dict(json.loads(raw))

    def close(self) -> None:
        """Stop the browser and remove its profile folder."""
        with contextlib.suppress(RuntimeError, TimeoutError, OSError):
            self.call("Browser.close", timeout=5)
        deadline = time.monotonic() + 10
        while os.waitpid(self._pid, os.WNOHANG) == (0, 0):
            if time.monotonic() > deadline:
                os.kill(self._pid, signal.SIGKILL)
                os.waitpid(self._pid, 0)
                break
            time.sleep(0.05)
        for fd in (self._commands, self._events):
            os.close(fd)
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
