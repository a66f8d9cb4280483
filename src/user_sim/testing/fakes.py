"""``FakeLLM`` and ``FakeTarget``: scripted stand-ins for the two I/O seams, in the spirit of httpx's MockTransport.

``FakeLLM`` is a real LangChain chat model, so everything between our code and the provider (roles, usage
metadata, structured output, retries, cache, meter) runs as in production::

    fake = FakeLLM(["Hi, I want a pizza", {"achieved": True}, ProviderError(429), "Bye"])
    client = ChatClient(ModelSpec("fake-model"), model_factory=fake.for_spec)

A script item is a text, an ``AIMessage`` (its own usage metadata), a mapping or pydantic model (sent as
JSON), an exception (raised: failure injection), or a function of the :class:`FakeCall` returning any of
those. ``respond=`` answers every call with such a function instead. Every call is recorded in ``calls``.

``FakeTarget`` is a :class:`~user_sim.targets.base.Target` whose sessions answer from ``replies`` (the n-th
message of each session gets the n-th reply, the last one repeated) or from ``bot(message, history)``;
it can be unreachable, slow, fail at the n-th message, end the conversation, and it records everything.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, convert_to_messages
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableLambda
from pydantic import BaseModel, Field, PrivateAttr

from user_sim.errors import TargetError, TargetUnreachable
from user_sim.llm.base import ModelSpec
from user_sim.targets.base import Reply
from user_sim.testing.client import answer_text, settle


@dataclass(frozen=True)
class FakeCall:
    """One call the model received."""

    number: int
    """1-based, in the order calls arrived."""
    messages: list[BaseMessage]
    """The LangChain messages, as a provider would receive them."""
    schema: dict[str, Any] | None = None
    """The JSON Schema of a structured-output call (``with_structured_output``), else None."""

    @property
    def text(self) -> str:
        """The last message's text (usually the prompt being answered)."""
        return str(self.messages[-1].content) if self.messages else ""

    @property
    def system(self) -> str:
        """The system message's text, or ''."""
        return next((str(m.content) for m in self.messages if m.type == "system"), "")


class ProviderError(Exception):
    """Looks like a provider SDK's HTTP error: ``status_code`` (429 and 5xx are retried) and a Retry-After."""

    def __init__(self, status_code: int, message: str = "simulated", retry_after: float | None = None) -> None:
        super().__init__(f"Error code: {status_code} - {message}")
        self.status_code = status_code
        headers = {"retry-after": str(retry_after)} if retry_after is not None else {}
        self.response = type("Response", (), {"status_code": status_code, "headers": headers})()


def ai_message(text: str, input_tokens: int = 10, output_tokens: int = 5) -> AIMessage:
    """An AIMessage with usage metadata, as providers return."""
    usage = {"input_tokens": input_tokens, "output_tokens": output_tokens, "total_tokens": input_tokens + output_tokens}
    return AIMessage(content=text, usage_metadata=usage)


class FakeLLM(BaseChatModel):
    """A scripted LangChain chat model that records its calls (see the module docstring)."""

    script: list[Any] = Field(default_factory=list)
    """Answers in order (text, AIMessage, mapping/model as JSON, exception to raise, or function of the call)."""
    respond: Callable[[FakeCall], Any] | None = None
    """Answers every call once the script is used up (or always, with no script)."""
    usage: tuple[int, int] | None = (10, 5)
    """(input, output) tokens reported for a text answer; None sends no usage metadata."""
    latency: float = 0.0
    """Seconds each call takes."""
    native_structured_output: bool = True
    """False behaves like a provider without a JSON-schema mode (``with_structured_output`` is not implemented)."""
    calls: list[FakeCall] = Field(default_factory=list)
    """Every call received, in order."""
    specs: list[ModelSpec] = Field(default_factory=list)
    """The ModelSpecs ``for_spec`` was asked for (one per model ChatClient built)."""
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _next: Iterator[Any] = PrivateAttr()

    def __init__(self, script: Sequence[Any] = (), **kwargs: Any) -> None:
        """``FakeLLM(["a", "b"])`` answers "a" then "b"; keyword arguments set the other fields."""
        super().__init__(**{**kwargs, "script": list(script)})
        self._next = iter(self.script)

    @property
    def _llm_type(self) -> str:
        return "user-sim-fake"

    def for_spec(self, spec: ModelSpec) -> FakeLLM:
        """A ``model_factory`` for ChatClient: record the spec, answer with this model."""
        with self._lock:
            self.specs.append(spec)
        return self

    def _generate(
        self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self._answer(messages, None))])

    def with_structured_output(
        self, schema: Mapping[str, Any] | type[BaseModel], *, include_raw: bool = False, **kwargs: Any
    ) -> Runnable[Any, Any]:
        """Answer with JSON; return the parsed value (or ``{"raw", "parsed", "parsing_error"}`` with include_raw)."""
        if not self.native_structured_output:
            raise NotImplementedError("this fake model has no native structured output")
        model = schema if isinstance(schema, type) and issubclass(schema, BaseModel) else None
        wire = model.model_json_schema() if model is not None else dict(schema)  # type: ignore[arg-type]

        def run(given: Any) -> Any:
            raw = self._answer(convert_to_messages(given), wire)
            try:
                text = str(raw.content)
                parsed, error = (model.model_validate_json(text) if model else json.loads(text)), None
            except ValueError as exc:
                if not include_raw:
                    raise
                parsed, error = None, exc
            return {"raw": raw, "parsed": parsed, "parsing_error": error} if include_raw else parsed

        return RunnableLambda(run)

    def _answer(self, messages: list[BaseMessage], schema: dict[str, Any] | None) -> AIMessage:
        with self._lock:
            call = FakeCall(len(self.calls) + 1, list(messages), schema)
            self.calls.append(call)
            item = next(self._next, _END)
        if self.latency:
            time.sleep(self.latency)
        if item is _END:
            if self.respond is None:
                raise AssertionError(f"FakeLLM: call {call.number} has no scripted answer (prompt: {call.text[:80]!r})")
            item = self.respond
        return self._message(item, call)

    def _message(self, item: Any, call: FakeCall) -> AIMessage:
        item = settle(item, call, AIMessage)
        if isinstance(item, AIMessage):
            return item
        text = answer_text(item)
        return ai_message(text, *self.usage) if self.usage is not None else AIMessage(content=text)


_END = object()

Bot = Callable[[str, list[str]], "str | Reply"]
"""``bot(message, user messages of this session so far)`` returns the reply (or raises TargetError)."""


class FakeSession:
    """One conversation with a :class:`FakeTarget`; records what it was sent."""

    def __init__(self, target: FakeTarget, number: int) -> None:
        self.target = target
        self.number = number
        """1-based, in the order sessions were opened."""
        self.sent: list[str] = []
        self.closed = False

    def greeting(self) -> Reply | None:
        """The target's greeting, when it has one."""
        return Reply(self.target.greeting_text) if self.target.greeting_text is not None else None

    def send(self, message: str) -> Reply:
        """Answer ``message`` (after ``latency``); fail or end as the target was told to."""
        self.sent.append(message)
        self.target.record("send", message)
        if self.target.latency:
            time.sleep(self.target.latency)
        if self.target.fail_at is not None and len(self.sent) == self.target.fail_at:
            raise TargetError(f"fake target failed on message {len(self.sent)} (as scripted)")
        answer = self.target.answer(message, self)
        reply = answer if isinstance(answer, Reply) else Reply(str(answer))
        ended = self.target.ended_after is not None and len(self.sent) >= self.target.ended_after
        return Reply(reply.text, ended=reply.ended or ended)

    def close(self) -> None:
        """Mark the session closed."""
        self.closed = True
        self.target.record("close")


@dataclass
class FakeTarget:
    """A scripted chatbot implementing ``Target`` (see the module docstring); every call is recorded."""

    replies: Sequence[str | Reply | BaseException] | Bot = ("OK",)
    """Replies by position in each session (the last repeats), or ``bot(message, history)``."""
    name: str = "fake"
    greeting_text: str | None = None
    """What ``greeting()`` answers (None: the target does not speak first)."""
    latency: float = 0.0
    """Seconds each ``send`` takes."""
    fail_at: int | None = None
    """Raise TargetError on this (1-based) message of every session."""
    ended_after: int | None = None
    """Say the conversation is over from this (1-based) message of every session on."""
    unreachable: str | None = None
    """``health_check`` raises TargetUnreachable with this message."""
    open_error: str | None = None
    """``open_session`` raises TargetError with this message."""
    system_prompt: str | None = None
    """A fact security oracles may read (the bot's hidden instructions)."""
    canaries: list[str] = field(default_factory=list)
    """Secret strings security oracles may look for."""
    sessions: list[FakeSession] = field(default_factory=list)
    sent: list[str] = field(default_factory=list)
    """Every message sent, in all sessions, in arrival order."""
    calls: Counter[str] = field(default_factory=Counter)
    """How many times each method was called (health, open, send, close)."""
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def record(self, what: str, message: str | None = None) -> None:
        """Count a call (and keep the message sent)."""
        with self._lock:
            self.calls[what] += 1
            if message is not None:
                self.sent.append(message)

    def health_check(self) -> None:
        """Raise TargetUnreachable when told to."""
        self.record("health")
        if self.unreachable is not None:
            raise TargetUnreachable(self.unreachable)

    def open_session(self) -> FakeSession:
        """A fresh session (or TargetError when told to)."""
        self.record("open")
        if self.open_error is not None:
            raise TargetError(self.open_error)
        with self._lock:
            session = FakeSession(self, len(self.sessions) + 1)
            self.sessions.append(session)
        return session

    def answer(self, message: str, session: FakeSession) -> str | Reply:
        """The reply to ``message``, the latest entry of ``session.sent``."""
        if callable(self.replies):
            return self.replies(message, list(session.sent[:-1]))
        if not self.replies:
            raise TargetError("fake target has no reply")
        item = self.replies[min(len(session.sent), len(self.replies)) - 1]
        if isinstance(item, BaseException):
            raise item
        return item
