"""Targets for every technology registered in chatbot-connectors' ``ChatbotFactory`` (rasa, taskyto, custom...).

Each session is a NEW connector instance (plus ``create_new_conversation()`` when the connector did not start a
conversation in its constructor), with its HTTP adapters replaced by :class:`~user_sim.targets.http.SendOnceAdapter`
so a user message is never posted twice. Connectors that open their conversation inside the constructor
(millionbot, botslovers, metro_madrid) still do that first handshake with the library's own retrying session;
only handshakes are affected, never a user message.

Our extension for the ``custom`` connector: ``{session_id}`` in the YAML's path, headers or payload template is
replaced by a fresh id for every session, so a stateful server can keep conversations apart.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import requests
from chatbot_connectors import Chatbot

from user_sim.errors import ConfigError, EmptyReply, TargetError, TargetUnreachable
from user_sim.targets.base import Reply
from user_sim.targets.http import Environment, SendOnceAdapter, describe_failure, mount_send_once, origin, tcp_probe

SESSION_ID_PLACEHOLDER = "{session_id}"
"""Replaced, in a custom connector's YAML, by a fresh id for every session."""


class _QuietUnlessDebugging(logging.Filter):
    """chatbot-connectors logs a traceback for every failed request; we raise a one-line TargetError instead.

    Its ERROR records are therefore passed on only when debug logging is on (``-v``).
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno < logging.ERROR or logging.getLogger().isEnabledFor(logging.DEBUG)


logging.getLogger("chatbot_connectors").addFilter(_QuietUnlessDebugging())


class ConnectorTarget:
    """A chatbot-connectors technology with checked parameters; opens one connector instance per session."""

    def __init__(self, name: str, make_chatbot: Callable[..., Chatbot], params: dict[str, Any]) -> None:
        self.name = name
        self._make_chatbot = make_chatbot
        self._params = params
        self._environment: Environment | None = None
        """The environment's proxies, login and CA bundle for the target's one origin, read by the first session."""
        self._environment_lock = threading.Lock()

    def health_check(self) -> None:
        """Build a connector and probe its health endpoint, or open a TCP connection to its base URL."""
        try:
            chatbot = self._make_chatbot(**self._params)
        except Exception as exc:
            raise TargetUnreachable(f"{self.name} target unreachable: {cause_of(exc)}") from None
        try:
            mount_send_once(chatbot.session)
            if "health_check" in chatbot.get_endpoints():
                chatbot.health_check()
            else:
                tcp_probe(chatbot.config.base_url)
        except TargetUnreachable as exc:
            raise TargetUnreachable(f"{self.name} target unreachable: {exc}") from None
        except Exception as exc:
            raise TargetUnreachable(f"{self.name} target unreachable: {cause_of(exc)}") from None
        finally:
            chatbot.session.close()

    def open_session(self) -> ConnectorSession:
        """Create a fresh connector instance and start its conversation."""
        try:
            chatbot = self._make_chatbot(**self._params)
        except Exception as exc:
            raise TargetError(f"could not open a {self.name} session: {cause_of(exc)}") from exc
        adapter = mount_send_once(chatbot.session)
        _fill_session_id(chatbot, uuid.uuid4().hex)
        self._read_environment_once(chatbot)
        if chatbot.conversation_id is None:
            try:
                started = chatbot.create_new_conversation()
            except Exception as exc:
                chatbot.session.close()
                raise TargetError(f"could not start a {self.name} conversation: {cause_of(exc)}") from exc
            if not started:
                chatbot.session.close()
                raise TargetError(f"could not start a {self.name} conversation (the connector reported failure)")
        return ConnectorSession(chatbot, adapter)

    def _read_environment_once(self, chatbot: Chatbot) -> None:
        """Give the session the environment's settings read once (see :class:`Environment`).

        Only when every endpoint of the connector is on its base URL's origin; otherwise ``requests`` reads them
        on each request, as it always did.
        """
        try:
            base = str(chatbot.config.base_url)
            urls = [chatbot.config.get_full_url(e.path) for e in chatbot.get_endpoints().values()]
        except Exception:
            return
        if not urls or any(origin(url) != origin(base) for url in urls):
            return
        with self._environment_lock:
            if self._environment is None:
                self._environment = Environment.read(base)
            self._environment.apply(chatbot.session)


class ConnectorSession:
    """One conversation through one connector instance; use it from one thread at a time."""

    def __init__(self, chatbot: Chatbot, adapter: SendOnceAdapter) -> None:
        self._chatbot = chatbot
        self._adapter = adapter

    def greeting(self) -> Reply | None:
        """Ask the connector to speak first when it can (``execute_starter_chatbot``); None otherwise."""
        starter = getattr(self._chatbot, "execute_starter_chatbot", None)
        return None if starter is None else self._turn(starter)

    def send(self, message: str) -> Reply:
        """Post the message once; any failure or empty answer is a TargetError with its cause."""
        return self._turn(lambda: self._chatbot.execute_with_input(message))

    def close(self) -> None:
        """Close the connector's HTTP session."""
        with contextlib.suppress(Exception):  # closing is best effort by contract
            self._chatbot.session.close()

    def _turn(self, call: Callable[[], tuple[bool, str | None]]) -> Reply:
        self._adapter.begin_turn()
        try:
            ok, text = call()
        except Exception as exc:
            raise TargetError(self._adapter.failure or cause_of(exc, self._url())) from exc
        if self._adapter.failure:
            raise TargetError(self._adapter.failure)
        if not ok:
            raise TargetError(_not_ok_reason(text, self._url()))
        if not text or not text.strip():
            raise EmptyReply(f"empty reply from {self._url()}")
        return Reply(text)

    def _url(self) -> str:
        try:
            endpoint = self._chatbot.get_endpoints()["send_message"]
            return str(self._chatbot.config.get_full_url(endpoint.path))
        except Exception:
            return self._chatbot.config.base_url or "the target"


def _not_ok_reason(text: str | None, url: str) -> str:
    if not text or text == "No response received":
        return f"empty reply from {url}"
    return f"{text} ({url})"


def cause_of(exc: BaseException, url: str | None = None) -> str:
    """One line naming the root cause of a connector failure (the requests error when there is one)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, requests.RequestException):
            return describe_failure(current, url)
        original = getattr(current, "original_error", None)
        current = original if isinstance(original, BaseException) else current.__cause__
    return f"{type(exc).__name__}: {exc}"


def resolve_config_path(params: dict[str, Any], project_dir: Path) -> dict[str, Any]:
    """Make a relative ``config_path`` relative to the project folder and check that the file exists."""
    if "config_path" not in params:
        return params
    path = Path(str(params["config_path"])).expanduser()
    path = path if path.is_absolute() else project_dir / path
    if not path.is_file():
        raise ConfigError(f"connector_params.config_path: file not found: {path}")
    return {**params, "config_path": str(path)}


def _fill_session_id(chatbot: Chatbot, session_id: str) -> None:
    config = getattr(chatbot, "custom_config", None)
    endpoint = getattr(config, "send_message", None)
    if endpoint is None:
        return
    endpoint.path = endpoint.path.replace(SESSION_ID_PLACEHOLDER, session_id)
    endpoint.headers = _replace(endpoint.headers, session_id)
    endpoint.payload_template = _replace(endpoint.payload_template, session_id)
    chatbot.session.headers.update(_replace(dict(chatbot.session.headers), session_id))


def _replace(value: Any, session_id: str) -> Any:
    if isinstance(value, str):
        return value.replace(SESSION_ID_PLACEHOLDER, session_id)
    if isinstance(value, dict):
        return {k: _replace(v, session_id) for k, v in value.items()}
    if isinstance(value, list):
        return [_replace(v, session_id) for v in value]
    return value
