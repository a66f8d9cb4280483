"""The library handle: a simulated user for systems that keep their own conversation loop.

::

    from user_sim import load_profile, SimulatedUser

    user = SimulatedUser(load_profile("profiles/pizza.yml"), seed=7)
    message = user.opening()
    while message is not None:
        message = user.reply(my_bot(message))      # None once the user stops
    result = user.result()                          # transcript, end reason, extracted data, usage

``user.end(answer)`` tells it the system ended the conversation itself (a handoff): end reason
``target_ended``. ``aopening`` / ``areply`` / ``aend`` / ``aresult`` do the same for async systems (the
user's LLM calls run in a worker thread). The decisions are the engine's own (:class:`Conversation`): same end
order, same fallback handling, same goal check; ``result()`` makes the extraction call, once.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from user_sim.config.catalog import Catalog
from user_sim.core.conversation import Conversation
from user_sim.core.engine import ClientFactory, build_user
from user_sim.core.extraction import Extractor, default_extractor
from user_sim.core.plan import ConversationPlan, plan_conversation
from user_sim.core.profile_loader import LoadedProfile
from user_sim.core.records import ConversationRecord
from user_sim.core.usage import UsageTally
from user_sim.errors import UsageError
from user_sim.llm.base import LLMClient


class SimulatedUser:
    """One simulated conversation driven by the caller's system (see the module docstring)."""

    def __init__(
        self,
        profile: LoadedProfile,
        seed: int = 0,
        *,
        index: int = 0,
        replicate: int = 0,
        client_factory: ClientFactory | None = None,
        extractor: Extractor | None = None,
        catalog: Catalog | None = None,
        run_id: str = "",
        target: str = "library",
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.plan: ConversationPlan = plan_conversation(profile, seed, index, replicate, catalog=catalog)
        tally = UsageTally()
        self._conversation = Conversation(self.plan, None, tally=tally, clock=clock)
        built = self._conversation.guard(build_user, self.plan, client_factory, tally)
        self._client: LLMClient | None = built[1] if built else None
        if built is not None:
            self._conversation.user = built[0]
        self._extractor = extractor or default_extractor(self.plan)
        self._clock = clock
        self._run_id, self._target = run_id, target
        self._sent_at: float | None = None
        self._started = False
        self._record: ConversationRecord | None = None

    @property
    def ended(self) -> bool:
        """True once the conversation is over."""
        return self._conversation.ended

    def opening(self, greeting: str | None = None) -> str | None:
        """The user's first message (``greeting``: what the system said first, if it speaks first)."""
        if self._started:
            raise UsageError("opening() was already called for this simulated user")
        self._started = True
        if self.ended:
            return None
        return self._sent(self._conversation.start(greeting))

    def reply(self, answer: str) -> str | None:
        """Give the system's answer; get the user's next message, or None once the user stops."""
        if not self._started:
            raise UsageError("call opening() before reply()")
        if self.ended:
            return None
        return self._sent(self._conversation.on_reply(answer, latency=self._latency()))

    def end(self, answer: str | None = None) -> None:
        """The system ended the conversation itself (handoff), optionally with a last answer."""
        if not self.ended:
            self._conversation.on_system_end(answer, latency=self._latency())

    def result(self) -> ConversationRecord:
        """The conversation record (extraction happens on the first call; an open conversation is ended)."""
        if self._record is None:
            self._conversation.end("target_ended")
            self._conversation.extract(self._extractor, self._client)
            self._record = self._conversation.record(run_id=self._run_id, target=self._target)
        return self._record

    async def aopening(self, greeting: str | None = None) -> str | None:
        """Async :meth:`opening`."""
        return await asyncio.to_thread(self.opening, greeting)

    async def areply(self, answer: str) -> str | None:
        """Async :meth:`reply`."""
        return await asyncio.to_thread(self.reply, answer)

    async def aend(self, answer: str | None = None) -> None:
        """Async :meth:`end`."""
        await asyncio.to_thread(self.end, answer)

    async def aresult(self) -> ConversationRecord:
        """Async :meth:`result`."""
        return await asyncio.to_thread(self.result)

    def _sent(self, message: str | None) -> str | None:
        self._sent_at = self._clock() if message is not None else None
        return message

    def _latency(self) -> float | None:
        return self._clock() - self._sent_at if self._sent_at is not None else None
