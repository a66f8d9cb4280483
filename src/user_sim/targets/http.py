"""HTTP plumbing shared by the HTTP targets: a transport that never resends a POST, and one-line failure causes.

chatbot-connectors gives every connector a ``requests`` session whose urllib3 ``Retry`` repeats POSTs after
read errors, 5xx and 429, which would deliver the same user message several times. :class:`SendOnceAdapter`
replaces it: a request is retried only when the connection could not be opened (nothing was sent), and once a
POST may have reached the server and failed, every further request of the same turn is refused, which also
stops connectors that loop over retries themselves.
"""

from __future__ import annotations

import logging
import os
import re
import socket
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from user_sim.errors import TargetUnreachable

CONNECT_RETRIES = 2
"""Retries of a connection that could not be opened (safe: nothing was sent)."""

_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_READ_TIMEOUT = re.compile(r"read timeout=([0-9.]+)")


class _QuietRetries(logging.Filter):
    """urllib3 logs a WARNING for every connect retry; the outcome is reported once, in one line, by us.

    Its retry records are therefore passed on only when debug logging is on (``-v``).
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Retrying") or logging.getLogger().isEnabledFor(logging.DEBUG)


logging.getLogger("urllib3.connectionpool").addFilter(_QuietRetries())


class ResendRefused(requests.RequestException):
    """A request was blocked because an earlier POST of the same turn may have been delivered."""


class SendOnceAdapter(HTTPAdapter):
    """An HTTP adapter for one conversation: connect-only retries and at most one failed POST per turn."""

    def __init__(self) -> None:
        retry = Retry(
            total=CONNECT_RETRIES,
            connect=CONNECT_RETRIES,
            read=0,
            status=0,
            other=0,
            redirect=0,
            backoff_factor=0.2,
            allowed_methods=_SAFE_METHODS,
            raise_on_status=False,
        )
        super().__init__(max_retries=retry, pool_connections=1, pool_maxsize=2)
        self.failure: str | None = None
        """Why a POST of the current turn failed after it may have been sent (None when none did)."""

    def begin_turn(self) -> None:
        """Forget the previous turn's failure."""
        self.failure = None

    def send(self, request: requests.PreparedRequest, *args: Any, **kwargs: Any) -> requests.Response:
        """Send once; record a failed POST so that nothing is sent again in this turn."""
        if self.failure is not None:
            raise ResendRefused(f"not resending after: {self.failure}", request=request)
        is_post = request.method not in _SAFE_METHODS
        try:
            response = super().send(request, *args, **kwargs)
        except requests.ConnectTimeout:
            raise
        except requests.RequestException as exc:
            if is_post and not _never_connected(exc):
                self.failure = describe_failure(exc, request.url)
            raise
        if is_post and (response.status_code >= 500 or response.status_code == 429):
            self.failure = http_status_line(response)
        return response


def mount_send_once(session: requests.Session) -> SendOnceAdapter:
    """Replace every adapter of ``session`` by one fresh SendOnceAdapter and return it."""
    adapter = SendOnceAdapter()
    for old in session.adapters.values():
        old.close()
    session.adapters.clear()
    session.mount("https://", adapter)
    session.mount("http://", adapter)
    return adapter


@dataclass(frozen=True)
class Environment:
    """What ``requests`` takes from the environment for one origin: proxies, ``.netrc`` login, CA bundle.

    ``requests`` reads these on every request (about 0.4 ms of a bot call's 1.2-1.6 ms here: ``os.environ`` is
    scanned twice for proxies and ``~/.netrc`` is looked up). A target whose endpoints all share one origin
    reads them once, with ``requests``' own functions, and its sessions stop reading them
    (:meth:`apply`); the values are the same, unless the environment changes during the run or a reply
    redirects to another origin (then no environment proxy or ``.netrc`` login is looked up for it).
    """

    proxies: dict[str, str]
    auth: tuple[str, str] | None
    ca_bundle: str | None

    @classmethod
    def read(cls, url: str) -> Environment:
        """The environment's settings for requests to ``url``'s origin."""
        from requests.utils import get_environ_proxies, get_netrc_auth

        bundle = os.environ.get("REQUESTS_CA_BUNDLE") or os.environ.get("CURL_CA_BUNDLE") or None
        return cls(dict(get_environ_proxies(url)), get_netrc_auth(url), bundle)

    def apply(self, session: requests.Session) -> bool:
        """Set these on ``session`` and stop it reading the environment; return whether it did.

        Nothing is changed (False) when the session has its own login, CA setting or environment switch, which
        ``requests`` would combine with the environment differently.
        """
        if session.auth is not None or session.verify is not True or not session.trust_env:
            return False
        for scheme, proxy in self.proxies.items():
            session.proxies.setdefault(scheme, proxy)
        session.auth = self.auth
        session.verify = self.ca_bundle or True
        session.trust_env = False
        return True


def origin(url: str) -> tuple[str, str]:
    """``(scheme, host:port)`` of ``url``, lower case."""
    parts = urlsplit(url)
    return parts.scheme.lower(), parts.netloc.lower()


def _never_connected(exc: requests.RequestException) -> bool:
    """True for a refused/unresolvable connection, where the request cannot have been sent."""
    text = str(exc)
    return isinstance(exc, requests.ConnectionError) and (
        "NewConnectionError" in text or "Failed to resolve" in text or "Connection refused" in text
    )


def http_status_line(response: requests.Response) -> str:
    """Return ``HTTP 500 from URL: body start``."""
    body = " ".join((response.text or "").split())[:120]
    return f"HTTP {response.status_code} from {response.url}" + (f": {body}" if body else "")


def describe_failure(exc: BaseException, url: str | None = None) -> str:
    """Explain a failed request in one line: HTTP status, timeout, refused connection, malformed JSON..."""
    url = _request_url(exc) or url or "the target"
    if isinstance(exc, ResendRefused):
        return str(exc)
    if isinstance(exc, requests.HTTPError) and exc.response is not None:
        return http_status_line(exc.response)
    if isinstance(exc, requests.ConnectTimeout):
        return f"connect timeout to {url}"
    if isinstance(exc, requests.ReadTimeout):
        seconds = _READ_TIMEOUT.search(str(exc))
        return f"read timeout after {seconds.group(1) + ' s' if seconds else 'the time limit'} from {url}"
    if isinstance(exc, requests.JSONDecodeError):
        return f"malformed JSON from {url}: {exc}"
    if isinstance(exc, requests.ConnectionError):
        return f"cannot connect to {url} ({_connection_reason(str(exc))})"
    return f"{type(exc).__name__} from {url}: {exc}"


def _request_url(exc: BaseException) -> str | None:
    request = getattr(exc, "request", None)
    return getattr(request, "url", None)


def _connection_reason(text: str) -> str:
    for needle, reason in (
        ("Connection refused", "connection refused"),
        ("Failed to resolve", "host name not resolved"),
        ("Name or service not known", "host name not resolved"),
        ("RemoteDisconnected", "connection closed without a response"),
        ("Connection reset", "connection reset"),
    ):
        if needle in text:
            return reason
    return text[:160]


def tcp_probe(url: str, timeout: float = 5.0) -> None:
    """Open (and close) a TCP connection to the host and port of ``url``; raise TargetUnreachable if it fails."""
    parts = urlsplit(url if "//" in url else f"http://{url}")
    host = parts.hostname
    if not host:
        raise TargetUnreachable(f"target URL {url!r} has no host")
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((host, port), timeout=timeout):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise TargetUnreachable(f"cannot connect to {host}:{port} ({reason.lower()})") from None
