"""The ``python`` technology: a chatbot that is a Python function or object in this process.

``connector_params`` names exactly one of:

* ``callable: "pkg.module:fn"`` or ``"bot.py:fn"`` -- called once per user turn as ``fn(message)`` or, when its
  signature takes a second positional parameter (or one named ``history``), ``fn(message, history)``, where
  ``history`` is a fresh list of the previous turns ``[{"role": "user"|"assistant", "content": str}, ...]``
  (not including ``message``). The function keeps no state between sessions unless it wants to: the history
  is per session.
* ``factory: "pkg.module:make_bot"`` or ``"bot.py:Bot"`` -- called with no arguments for every session; the
  object it returns answers with ``reply(message)`` (or by being callable), and may have ``greeting()`` (used
  when the bot starts) and ``close()``.

Any of these may be ``async def``: a session runs its coroutines on its own event loop, kept for the whole
session (so loop-bound clients survive between turns) and closed with it. A reply is a ``str``, a
:class:`~user_sim.targets.base.Reply`, or a mapping ``{"text": ..., "ended": bool}``. An exception or an empty
reply is a TargetError. A file path is relative to the project folder and refused outside it; the file's own
folder is not put on ``sys.path``.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import inspect
from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

from user_sim.config.project_code import load_project_module
from user_sim.errors import EmptyReply, TargetError
from user_sim.targets.base import Reply
from user_sim.targets.params import ParamError
from user_sim.wording import did_you_mean


class PythonTarget:
    """A chatbot given as ``module:function`` or ``file.py:factory``, loaded once when the target is built."""

    name = "python"

    def __init__(self, spec: str, project_dir: Path | None = None, *, factory: bool = False, obj: Any = None) -> None:
        """Load ``spec`` (``module:name`` or ``file.py:name``) from the project, or take ``obj`` as it is."""
        self.spec = spec
        self._factory = factory
        key = ("connector_params", "factory" if factory else "callable")
        self._object = obj if obj is not None else load_object(spec, project_dir or Path.cwd(), key)
        if not callable(self._object):
            raise ParamError(key, f"{spec!r} is not callable")
        self._wants_history = not factory and _takes_history(self._object)

    def health_check(self) -> None:
        """Nothing to reach: the callable was imported when the target was built."""

    def open_session(self) -> PythonSession:
        """Start an independent session (a new object from the factory, or a new history)."""
        session = PythonSession(self.spec)
        if not self._factory:
            session.answer = self._call_function
            return session
        bot = session.run(self._object)
        reply = getattr(bot, "reply", None) or (bot if callable(bot) else None)
        if reply is None:
            session.close()
            raise TargetError(f"{self.spec} returned {type(bot).__name__} with no reply() method")
        session.bot = bot
        session.answer = lambda message, _history: reply(message)
        return session

    def _call_function(self, message: str, history: list[dict[str, str]]) -> Any:
        return self._object(message, history) if self._wants_history else self._object(message)


class PythonSession:
    """One conversation with the in-process bot; use it from one thread at a time."""

    def __init__(self, spec: str) -> None:
        self.spec = spec
        self.answer: Callable[[str, list[dict[str, str]]], Any] = _not_opened
        self.bot: Any = None
        self.history: list[dict[str, str]] = []
        self._loop: asyncio.AbstractEventLoop | None = None

    def greeting(self) -> Reply | None:
        """The factory object's ``greeting()`` when it has one."""
        greet = getattr(self.bot, "greeting", None)
        if greet is None:
            return None
        reply = self._reply(greet)
        self.history.append({"role": "assistant", "content": reply.text})
        return reply

    def send(self, message: str) -> Reply:
        """Call the bot once with the message."""
        reply = self._reply(lambda: self.answer(message, [dict(turn) for turn in self.history]))
        self.history += [{"role": "user", "content": message}, {"role": "assistant", "content": reply.text}]
        return reply

    def close(self) -> None:
        """Close the bot (when it has ``close()``) and the session's event loop."""
        try:
            closer = getattr(self.bot, "close", None)
            if closer is not None:
                self.run(closer)
        except TargetError:
            pass
        if self._loop is not None:
            self._loop.close()
            self._loop = None

    def run(self, call: Callable[[], Any]) -> Any:
        """Call and, when the result is awaitable, run it to completion on this session's loop."""
        try:
            result = call()
            if inspect.isawaitable(result):
                if self._loop is None:
                    self._loop = asyncio.new_event_loop()
                result = self._loop.run_until_complete(result)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # sys.exit() or any BaseException in the bot's code is the bot failing
            raise TargetError(f"{self.spec} raised {type(exc).__name__}: {exc}") from exc
        return result

    def _reply(self, call: Callable[[], Any]) -> Reply:
        return as_reply(self.run(call), self.spec)


def _not_opened(message: str, history: list[dict[str, str]]) -> Any:
    raise RuntimeError("session was not opened by PythonTarget.open_session")


def as_reply(value: Any, spec: str) -> Reply:
    """Turn what the bot returned into a Reply; refuse empty and unknown shapes."""
    if isinstance(value, Mapping) and isinstance(value.get("text"), str):
        value = Reply(value["text"], ended=bool(value.get("ended", False)))
    elif isinstance(value, str):
        value = Reply(value)
    if not isinstance(value, Reply):
        raise TargetError(f"{spec} returned {type(value).__name__}; expected str, Reply or {{'text': ...}}")
    if not value.text.strip():
        raise EmptyReply(f"empty reply from {spec}")
    return value


def _takes_history(fn: Callable[..., Any]) -> bool:
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return False
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) >= 2 or any(p.kind == p.VAR_POSITIONAL or p.name == "history" for p in params)


def python_files(params: Mapping[str, Any]) -> dict[str, str]:
    """The project files that ``callable`` / ``factory`` name (``file.py:fn``; a module name is not looked up).

    A spec without both parts (``bot.py``, ``bot.py:``) is refused here, as ParamError: it names no function.
    """
    named = [name for name in ("callable", "factory") if params.get(name)]
    specs = {name: _split_spec(str(params[name]), ("connector_params", name)) for name in named}
    return {name: spec.where for name, spec in specs.items() if spec.is_file}


class _Spec(NamedTuple):
    """A ``module:attr`` or ``file.py:attr`` spec split at its last colon (a drive's ``C:`` stays in ``where``)."""

    where: str
    attr: str

    @property
    def is_file(self) -> bool:
        """Whether ``where`` is a file (``bot.py``, ``bots/x``) rather than a module name."""
        return self.where.endswith(".py") or "/" in self.where or "\\" in self.where


def _split_spec(spec: str, key: tuple[str, ...]) -> _Spec:
    """The parts of ``module:attr`` or ``file.py:attr``; a spec without both is a ParamError at ``key``."""
    where, sep, attr = spec.rpartition(":")
    if not sep or not where or not attr:
        raise ParamError(key, f"{spec!r} should be 'package.module:function' or 'file.py:function'")
    return _Spec(where, attr)


def load_object(spec: str, project_dir: Path, key: tuple[str, ...] = ("connector_params", "callable")) -> Any:
    """Import ``module:attr`` or ``file.py:attr`` (file inside ``project_dir``) and return the attribute.

    What it cannot find is a ParamError at ``key`` (so the command places it where the spec was written), with the
    closest of the module's public callables.
    """
    parts = _split_spec(spec, key)
    where, attr = parts
    module = _load_file(where, project_dir) if parts.is_file else _import(where, key)
    obj: Any = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            hint = did_you_mean(part, _public_callables(obj))
            raise ParamError(key, f"{where!r} has no attribute {attr!r}{hint}")
        obj = getattr(obj, part)
    return obj


def _public_callables(obj: Any) -> list[str]:
    return [name for name in dir(obj) if not name.startswith("_") and callable(getattr(obj, name, None))]


def _import(name: str, key: tuple[str, ...]) -> ModuleType:
    try:
        return importlib.import_module(name)
    except ImportError as exc:
        raise ParamError(key, f"cannot import {name!r}: {exc}") from None


def _load_file(where: str, project_dir: Path) -> ModuleType:
    return load_project_module(
        where, project_dir, inside=project_dir, label="connector_params", where="the project folder"
    )
