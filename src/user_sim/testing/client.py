"""``FakeClient``: a scripted :class:`~user_sim.llm.base.LLMClient`, for code that talks to our client layer.

``FakeLLM`` sits under ``ChatClient`` (the whole client runs); ``FakeClient`` replaces the client itself, so a
test sees each call's ``purpose``, ``temperature``, ``schema`` and ``output_tokens`` and can hand back replies
``ChatClient`` never returns (an ``LLMReply`` whose ``parsed`` is None or the wrong shape)::

    client = FakeClient(["Hi, a pizza please"], by_purpose={"goal_check": [{"achieved": False}, {"achieved": True}]})

An answer is a text, a mapping or pydantic model (sent as JSON), an ``LLMReply`` (returned as it is), an
exception (raised: ``LLMError``, ``BudgetExceeded``), or a function of the :class:`ClientCall` returning one of
those. When the call asks for a ``schema``, the text is parsed and validated as ``ChatClient`` does (invalid
JSON raises ``StructuredOutputError``). ``FakeClient`` is also a run's ``clients=`` (every model and every
conversation of a chat run get this client).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from user_sim.llm.base import CallUsage, ChatMessage, LLMReply, ModelSpec, Purpose
from user_sim.llm.structured import parse_structured

if TYPE_CHECKING:
    from user_sim.core.plan import ConversationPlan


DEFAULT_USAGE = CallUsage(input_tokens=10, output_tokens=5, cost=0.001)
"""What every reply built from a text or mapping reports unless ``usage=`` says otherwise."""


@dataclass(frozen=True)
class ClientCall:
    """One call the client received."""

    number: int
    """1-based, in the order calls arrived."""
    messages: list[ChatMessage]
    purpose: Purpose
    temperature: float | None = None
    schema: type[Any] | None = None
    """The pydantic model of a structured call, else None."""
    output_tokens: int | None = None

    @property
    def text(self) -> str:
        """The last message's text (usually the prompt being answered)."""
        return self.messages[-1].content if self.messages else ""


class FakeClient:
    """A scripted ``LLMClient`` that records its calls (see the module docstring)."""

    def __init__(
        self,
        script: Sequence[Any] = (),
        *,
        by_purpose: Mapping[str, Sequence[Any]] | None = None,
        respond: Any = None,
        usage: CallUsage = DEFAULT_USAGE,
        spec: ModelSpec | None = None,
    ) -> None:
        """Answer from ``by_purpose[purpose]`` in order, else from ``script`` in order, else with ``respond``.

        ``respond`` is one answer given every time (or a function of the call); with none, a call that finds
        no answer fails the test. ``usage`` is reported on every reply built from a text or mapping.
        """
        self.spec = spec or ModelSpec("fake-model")
        self.usage = usage
        self.respond = respond
        self.calls: list[ClientCall] = []
        """Every call received, in order."""
        self.specs: list[ModelSpec] = []
        """The ModelSpecs asked for when used as a run's ``clients``."""
        self._script = list(script)
        self._by_purpose = {purpose: list(items) for purpose, items in (by_purpose or {}).items()}
        self._lock = threading.Lock()

    def complete(
        self,
        messages: list[ChatMessage],
        *,
        purpose: Purpose,
        temperature: float | None = None,
        schema: type[Any] | None = None,
        output_tokens: int | None = None,
    ) -> LLMReply:
        """Record the call, then answer it (or raise what the script says)."""
        with self._lock:
            call = ClientCall(len(self.calls) + 1, list(messages), purpose, temperature, schema, output_tokens)
            self.calls.append(call)
            item = self._next(purpose)
        if item is _END:
            raise AssertionError(f"FakeClient: {purpose} call {call.number} has no scripted answer: {call.text[:80]!r}")
        return self._reply(item, call)

    def count(self, purpose: str) -> int:
        """How many calls of this purpose were received."""
        return sum(1 for call in self.calls if call.purpose == purpose)

    def __call__(self, spec: ModelSpec, plan: ConversationPlan) -> FakeClient:
        """As a run's ``clients``: the client of one conversation (this one)."""
        return self.base(spec)

    def base(self, spec: ModelSpec) -> FakeClient:
        """As a run's ``clients``: the run-level client of one model (this one); the spec is recorded."""
        with self._lock:
            self.specs.append(spec)
        return self

    def _next(self, purpose: str) -> Any:
        queue = self._by_purpose.get(purpose)
        if queue:
            return queue.pop(0)
        if self._script:
            return self._script.pop(0)
        return _END if self.respond is None else self.respond

    def _reply(self, item: Any, call: ClientCall) -> LLMReply:
        item = settle(item, call, LLMReply)
        if isinstance(item, LLMReply):
            return item
        text = answer_text(item)
        parsed = parse_structured(text, call.schema) if call.schema is not None else None
        return LLMReply(text=text, parsed=parsed, usage=self.usage)


def settle(item: Any, call: Any, kept: type[Any]) -> Any:
    """A script item made final (shared with ``FakeLLM``).

    An exception is raised, a function is called with the call (again, until it gives a value); a ``kept``
    instance, a text or a mapping comes back as it is.
    """
    while True:
        if isinstance(item, BaseException):
            raise item
        if isinstance(item, kept) or not callable(item) or isinstance(item, BaseModel | type):
            return item
        item = item(call)


def answer_text(item: Any) -> str:
    """The text an answer is sent as: a pydantic model or a mapping/list as JSON, anything else as ``str``."""
    if isinstance(item, BaseModel):
        return item.model_dump_json()
    if isinstance(item, Mapping | list):
        return json.dumps(item)
    return str(item)


_END = object()

if TYPE_CHECKING:
    from user_sim.chat.clients import ChatClients
    from user_sim.llm.base import LLMClient

    def _implements(fake: FakeClient) -> tuple[LLMClient, ChatClients]:
        """Where ``mypy --strict src`` checks that FakeClient is an LLMClient and a run's ChatClients."""
        return fake, fake
