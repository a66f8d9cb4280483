"""The ``openai_compatible`` technology (alias ``chat_completions``): any server with POST /chat/completions.

The conversation history is kept client-side, per session, and sent whole on every turn (system prompt
first). A POST is sent once: a read timeout, a 5xx or a 429 is that turn's TargetError, never a resend.
The health check is GET ``{base_url}/models``. It calls the target unreachable only when nothing answers (refused
connection, DNS, timeout), when the answer refuses the credentials (401, 403, 407: every POST would be refused
too), or when a gateway says the server behind it is down (502, 503, 504). Any other status (404, 405, 501: a
route the server does not implement) proves a server is there; the conversations find out whether it chats.
"""

from __future__ import annotations

import os
from typing import Any

import requests

from user_sim.errors import ConfigError, EmptyReply, TargetError, TargetUnreachable
from user_sim.targets.base import Reply
from user_sim.targets.http import describe_failure, http_status_line, mount_send_once
from user_sim.targets.params import ConnectorParam

PARAMETERS: list[ConnectorParam] = [
    ConnectorParam(
        "base_url", "string", True, "API root, e.g. http://127.0.0.1:8000/v1 (…/chat/completions is added)."
    ),
    ConnectorParam("model", "string", True, "Model name sent in every request."),
    ConnectorParam("system_prompt", "string", False, "System message put first in every request.", None),
    ConnectorParam(
        "headers", "mapping", False, "Extra HTTP headers (JSON object); ${ENV_VAR} is expanded.", None, header="value"
    ),
    ConnectorParam(
        "api_key_env",
        "string",
        False,
        "Environment variable holding a key sent as a Bearer token.",
        None,
        header="variable",
    ),
    ConnectorParam("timeout", "number", False, "Seconds to wait for each reply (read timeout).", 60.0, positive=True),
]
CONNECT_TIMEOUT = 5.0
UNREACHABLE_STATUSES = frozenset({401, 403, 407, 502, 503, 504})
"""Answers to GET /models that mean no conversation could work: refused credentials, or a gateway with no server."""


class OpenAICompatibleTarget:
    """A chat-completions server; each session keeps its own message history."""

    def __init__(
        self,
        base_url: str,
        model: str,
        system_prompt: str | None = None,
        headers: dict[str, str] | None = None,
        api_key_env: str | None = None,
        timeout: float = 60.0,
        *,
        name: str = "openai_compatible",
    ) -> None:
        self.name = name
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.system_prompt = system_prompt
        self.timeout = (CONNECT_TIMEOUT, float(timeout))
        self.headers = {"Content-Type": "application/json", **(headers or {})}
        if api_key_env:
            key = os.environ.get(api_key_env)
            if not key:
                raise ConfigError(f"connector_params.api_key_env: environment variable {api_key_env!r} is not set")
            self.headers["Authorization"] = f"Bearer {key}"

    def health_check(self) -> None:
        """GET {base_url}/models: no answer, refused credentials or a gateway with no server is TargetUnreachable."""
        with requests.Session() as http:
            mount_send_once(http)
            try:
                response = http.get(f"{self.base_url}/models", headers=self.headers, timeout=self.timeout)
            except requests.RequestException as exc:
                raise TargetUnreachable(f"{self.name} target unreachable: {describe_failure(exc)}") from None
        if response.status_code in UNREACHABLE_STATUSES:
            raise TargetUnreachable(f"{self.name} target unreachable: {http_status_line(response)}")

    def open_session(self) -> OpenAICompatibleSession:
        """Start a conversation with an empty history (plus the system prompt)."""
        return OpenAICompatibleSession(self)


class OpenAICompatibleSession:
    """One conversation; use it from one thread at a time."""

    def __init__(self, target: OpenAICompatibleTarget) -> None:
        self._target = target
        self._url = f"{target.base_url}/chat/completions"
        self._http = requests.Session()
        self._adapter = mount_send_once(self._http)
        self.messages: list[dict[str, str]] = []
        if target.system_prompt:
            self.messages.append({"role": "system", "content": target.system_prompt})

    def greeting(self) -> Reply | None:
        """Chat-completions servers do not speak first."""
        return None

    def send(self, message: str) -> Reply:
        """POST the whole history plus ``message`` once and return the assistant's text."""
        messages = [*self.messages, {"role": "user", "content": message}]
        body: dict[str, Any] = {"model": self._target.model, "messages": messages}
        self._adapter.begin_turn()
        try:
            response = self._http.post(self._url, json=body, headers=self._target.headers, timeout=self._target.timeout)
        except requests.RequestException as exc:
            raise TargetError(describe_failure(exc, self._url)) from exc
        text = self._reply_text(response)
        self.messages = [*messages, {"role": "assistant", "content": text}]
        return Reply(text)

    def close(self) -> None:
        """Close the HTTP session."""
        self._http.close()

    def _reply_text(self, response: requests.Response) -> str:
        if response.status_code >= 400:
            raise TargetError(http_status_line(response))
        try:
            payload = response.json()
        except ValueError as exc:
            raise TargetError(f"malformed JSON from {self._url}: {exc}") from exc
        text = _content_text(payload)
        if text is None:
            raise TargetError(f"malformed reply from {self._url}: no choices[0].message.content")
        if not text.strip():
            raise EmptyReply(f"empty reply from {self._url}")
        return text


def _content_text(payload: Any) -> str | None:
    try:
        content = payload["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        return None
    if isinstance(content, list):  # content parts: keep the text ones
        return "".join(part.get("text", "") for part in content if isinstance(part, dict)) or ""
    return content if isinstance(content, str) else None
