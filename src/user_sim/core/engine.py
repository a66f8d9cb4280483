"""The conversation engine: one planned conversation against a target, returned as a ConversationRecord.

``run_conversation(plan, target, client_factory=..., extractor=...)``: builds the simulated user (scripted, or
an LLM user with its own client), opens a FRESH target session, records the greeting first when the bot
starts, then alternates user message → ``session.send`` (exactly once; a failure ends the conversation
``error`` and is never resent) → reply, latency → end decision (:mod:`user_sim.core.conversation`). After the
loop it makes one extraction when ``chatbot.output`` is declared. Nothing raises out of it except
KeyboardInterrupt (and ``ConversationCancelled`` when the runner asked it to stop).

``client_factory`` builds the conversation's LLM client: ``factory(spec)`` or ``factory(spec, plan)`` (the plan
carries the seed for the response cache, the serial and ``goal_style.max_cost`` for the conversation's
budget). Without one, a ``user_sim.llm.client.ChatClient`` is built for the conversation. The scripted user
needs no client.
"""

from __future__ import annotations

import contextlib
import inspect
import threading
import time
from collections.abc import Callable
from typing import Any

from user_sim.core.conversation import Conversation
from user_sim.core.extraction import Extractor, default_extractor
from user_sim.core.plan import ConversationPlan
from user_sim.core.records import ConversationRecord
from user_sim.core.seeds import derive_rng
from user_sim.core.usage import TallyingClient, UsageTally
from user_sim.core.users.base import UserModel
from user_sim.core.users.llm_user import LLMUser
from user_sim.core.users.scripted import ScriptedUser
from user_sim.errors import NotBuiltError, TargetError
from user_sim.llm.base import LLMClient, ModelSpec
from user_sim.targets.base import Target, TargetSession

ClientFactory = Callable[..., LLMClient]
"""``factory(spec: ModelSpec) -> LLMClient`` or ``factory(spec, plan: ConversationPlan) -> LLMClient``."""


class ConversationCancelled(Exception):
    """The runner cancelled this conversation (Ctrl-C): it is not recorded."""


def run_conversation(
    plan: ConversationPlan,
    target: Target,
    *,
    client_factory: ClientFactory | None = None,
    extractor: Extractor | None = None,
    run_id: str = "",
    clock: Callable[[], float] = time.monotonic,
    cancel: threading.Event | None = None,
) -> ConversationRecord:
    """Run one conversation and return its record (see the module docstring)."""
    return drive(plan, target, client_factory=client_factory, extractor=extractor, clock=clock, cancel=cancel).record(
        run_id=run_id, target=getattr(target, "name", "")
    )


def drive(
    plan: ConversationPlan,
    target: Target,
    *,
    client_factory: ClientFactory | None = None,
    extractor: Extractor | None = None,
    clock: Callable[[], float] = time.monotonic,
    cancel: threading.Event | None = None,
) -> Conversation:
    """Run one conversation and return its finished state (the runner also reads ``budget_error``)."""
    tally = UsageTally()
    conversation = Conversation(plan, None, tally=tally, clock=clock)
    built = conversation.guard(build_user, plan, client_factory, tally)
    client = built[1] if built else None
    if built is not None:
        conversation.user = built[0]
        try:
            _talk(conversation, target, clock, cancel)
        except (KeyboardInterrupt, ConversationCancelled):
            raise
        except Exception as exc:  # whatever breaks, the conversation is still recorded
            conversation.end("error", f"internal error: {type(exc).__name__}: {exc}")
    conversation.extract(extractor or default_extractor(plan), client)
    return conversation


def build_user(
    plan: ConversationPlan, client_factory: ClientFactory | None, tally: UsageTally
) -> tuple[UserModel, LLMClient | None]:
    """The simulated user of ``plan`` and its (tallying) client, None for the scripted user."""
    if plan.speech:
        raise NotBuiltError("speech conversations (llm.format.type: speech) are not built yet; use type: text")
    rng = derive_rng(plan.seed, "user")
    if plan.scripted:
        return ScriptedUser(plan, rng), None
    client = TallyingClient(make_client(client_factory or default_client_factory, plan), tally)
    return LLMUser(plan, client, rng), client


def make_client(factory: ClientFactory, plan: ConversationPlan) -> LLMClient:
    """Call a one- or two-argument client factory."""
    try:
        inspect.signature(factory).bind(plan.llm, plan)
    except TypeError:
        return factory(plan.llm)
    except ValueError:  # no signature available (some builtins): assume the documented one-argument form
        return factory(plan.llm)
    return factory(plan.llm, plan)


def default_client_factory(spec: ModelSpec, plan: ConversationPlan) -> LLMClient:
    """A ChatClient for one conversation, with its seed and its ``goal_style.max_cost`` budget (library use)."""
    from user_sim.llm.client import ChatClient
    from user_sim.llm.meter import CostMeter

    meter = CostMeter("conversation", plan.serial, max_cost=plan.goal_style.max_cost)
    client: Any = ChatClient(spec, meter=meter, seed=plan.seed)
    return client  # type: ignore[no-any-return]


def _talk(
    conversation: Conversation, target: Target, clock: Callable[[], float], cancel: threading.Event | None
) -> None:
    try:
        session = target.open_session()
    except Exception as exc:
        conversation.end("error", f"target failed: could not open a session: {type(exc).__name__}: {exc}")
        return
    try:
        _exchange(conversation, session, clock, cancel)
    finally:
        with contextlib.suppress(Exception):  # close is best effort by contract
            session.close()


def _exchange(
    conversation: Conversation, session: TargetSession, clock: Callable[[], float], cancel: threading.Event | None
) -> None:
    greeting = None
    if conversation.plan.is_starter:
        try:
            opened = session.greeting()
        except Exception as exc:
            conversation.end("error", f"target failed: greeting: {_cause(exc)}")
            return
        greeting = opened.text if opened is not None else None
        if opened is not None and opened.ended:
            conversation.dialogue.greeting = greeting
            conversation.end("target_ended")
            return
    message = conversation.start(greeting)
    while message is not None:
        if cancel is not None and cancel.is_set():
            raise ConversationCancelled
        began = clock()
        try:
            reply = session.send(message)
        except Exception as exc:
            conversation.on_target_error(_cause(exc), latency=clock() - began)
            return
        message = conversation.on_reply(reply.text, latency=clock() - began, ended=reply.ended)


def _cause(exc: Exception) -> str:
    return str(exc) if isinstance(exc, TargetError) else f"{type(exc).__name__}: {exc}"
