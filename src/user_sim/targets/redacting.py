"""Hide the environment's secret values (``${ENV}`` in connector parameters, an ``api_key_env`` variable) in errors.

A connector or HTTP library may quote what it was given (a header, a URL) in its error; those values may be
secrets. Which are is :mod:`user_sim.targets.secrets`'s rule: a value sent in an HTTP header or named by
``api_key_env``; one whose parameter, mapping key or variable name says key, token, secret, pass(word), auth,
credential, cookie, bearer, session or signature; one in a URL's ``user:password@`` or anywhere in its query
string. Other values (``${MODE}`` in a URL path) are shown as they are, so ordinary words are never replaced. Every
error out of building the target, its health check, its sessions and their turns passes through one
redactor (:func:`user_sim.targets.params.secret_redactor`) before anything shows or records it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from user_sim.errors import TargetError
from user_sim.targets.base import Reply, Target, TargetSession
from user_sim.targets.params import ParamError

Redact = Callable[[str], str]


@contextmanager
def redacted_errors(redact: Redact) -> Iterator[None]:
    """Re-raise an exception whose text holds a secret with that text redacted (and no chain that quotes it)."""
    try:
        yield
    except Exception as exc:
        text = redact(str(exc))
        if text == str(exc):
            raise
        if isinstance(exc, ParamError):  # keeps its key, so the command still places it
            raise ParamError(exc.key, redact(exc.detail)) from None
        try:
            replacement = type(exc)(text)
        except Exception:
            replacement = TargetError(text)
        raise replacement from None


class RedactingTarget:
    """``target`` whose errors never carry the secrets ``redact`` hides."""

    def __init__(self, target: Target, redact: Redact) -> None:
        self._target, self._redact = target, redact
        self.name = target.name

    def __getattr__(self, name: str) -> Any:
        """What else the target exposes (a demo's ``canaries``, a ``system_prompt`` the oracles read)."""
        return getattr(self._target, name)

    def health_check(self) -> None:
        """The target's health check."""
        with redacted_errors(self._redact):
            self._target.health_check()

    def open_session(self) -> TargetSession:
        """A session of the target."""
        with redacted_errors(self._redact):
            return RedactingSession(self._target.open_session(), self._redact)


class RedactingSession:
    """``session`` whose errors never carry the secrets ``redact`` hides."""

    def __init__(self, session: TargetSession, redact: Redact) -> None:
        self._session, self._redact = session, redact

    def __getattr__(self, name: str) -> Any:
        """What else the session exposes."""
        return getattr(self._session, name)

    def greeting(self) -> Reply | None:
        """The session's greeting."""
        with redacted_errors(self._redact):
            return self._session.greeting()

    def send(self, message: str) -> Reply:
        """The session's reply."""
        with redacted_errors(self._redact):
            return self._session.send(message)

    def close(self) -> None:
        """Close the session."""
        with redacted_errors(self._redact):
            self._session.close()
