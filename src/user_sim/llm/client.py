"""ChatClient: the one implementation of LLMClient — cache, budget, bounded retries, true usage, cost.

One ``complete`` call:
1. looks the call up in the response cache (a hit costs 0, keeps its original tokens, is marked cached);
2. reserves the call's worst-case cost on the meter chain (BudgetExceeded names the budget it would pass);
3. calls the model, retrying 429/5xx/timeouts/dropped connections up to ``max_attempts`` times with
   exponential backoff and jitter drawn from a seeded RNG (the sleep function is injectable; the first delay,
   1 s by default, can be set with the environment variable ``USER_SIM_RETRY_BASE_DELAY`` — tests set it
   to 0.01 so that retries against a local fault-injecting server take milliseconds);
4. reads tokens from the provider's usage metadata (missing → 0 tokens, cost unknown, flagged), prices
   them, records them under the purpose, and caches the reply;
5. with a ``schema``, parses and validates the JSON itself (see ``structured``): StructuredOutputError when
   it does not validate, or when the answer stopped at the output limit — such a reply is recorded (and the
   error carries its ``usage``) but not cached, so a rerun asks again.
"""

from __future__ import annotations

import copy
import os
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ValidationError

from user_sim.errors import ConfigError, LLMError, LLMRefusal, UserSimError, is_retryable
from user_sim.llm.base import CallUsage, ChatMessage, LLMReply, ModelSpec, Purpose
from user_sim.llm.budget import worst_case_cost
from user_sim.llm.cache import CachedReply, ResponseCache, cache_key
from user_sim.llm.lc_messages import refusal_of, text_of, to_langchain, usage_of
from user_sim.llm.meter import CallRecord, CostMeter
from user_sim.llm.prices import PriceTable
from user_sim.llm.structured import StructuredOutputError, parse_structured, request_schema, with_json_instruction

ModelFactory = Callable[[ModelSpec], Any]
PURPOSE_OUTPUT_TOKENS: dict[str, int] = {"goal_check": 256, "judge": 256, "user": 512, "extraction": 768}
"""Output cap per purpose (never above the client's ``max_output_tokens``): a yes/no verdict needs a few tokens,
and a small local model under a JSON grammar otherwise writes until the limit. It also tightens budget checks."""
RETRY_BASE_DELAY_ENV = "USER_SIM_RETRY_BASE_DELAY"
"""Environment variable: seconds of the first retry delay (default 1; the later ones double, up to 20 s)."""
KEEP: Any = object()
"""Sentinel for :meth:`ChatClient.derive`: keep the current value."""


@dataclass(frozen=True)
class Backoff:
    """Exponential backoff with jitter: attempt n waits between d/2 and d, d = min(cap, base * 2**(n-1))."""

    base: float = 1.0
    cap: float = 20.0
    retry_after_cap: float = 60.0
    """A server's Retry-After is honoured up to this many seconds."""

    def delay(self, attempt: int, rng: random.Random, retry_after: float | None = None) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (1-based)."""
        ceiling = min(self.cap, self.base * 2 ** (attempt - 1))
        wait = ceiling / 2 + rng.uniform(0, ceiling / 2)
        return max(wait, min(float(retry_after), self.retry_after_cap)) if retry_after else float(wait)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Backoff:
        """The default backoff, with ``base`` from ``USER_SIM_RETRY_BASE_DELAY`` when it is set."""
        text = (os.environ if environ is None else environ).get(RETRY_BASE_DELAY_ENV, "").strip()
        if not text:
            return cls()
        try:
            base = float(text)
        except ValueError:
            base = -1.0
        if not 0 <= base <= cls.cap:
            raise ConfigError(f"{RETRY_BASE_DELAY_ENV}={text!r}: expected a number of seconds from 0 to {cls.cap:g}")
        return cls(base=base)


class ChatClient:
    """Calls one model for one scope (conversation, case...), accounting on ``meter`` (see module docstring)."""

    def __init__(
        self,
        spec: ModelSpec,
        *,
        meter: CostMeter | None = None,
        prices: PriceTable | None = None,
        cache: ResponseCache | None = None,
        seed: int | None = None,
        model_factory: ModelFactory | None = None,
        max_attempts: int = 3,
        backoff: Backoff | None = None,
        rng: random.Random | None = None,
        sleep: Callable[[float], None] = time.sleep,
        max_output_tokens: int = 1024,
        timeout: float = 60.0,
        stopping: threading.Event | None = None,
    ) -> None:
        """Configure the client; the LangChain model itself is built on the first call that needs it."""
        self.spec = spec
        self.meter = meter if meter is not None else CostMeter()
        self.prices = prices if prices is not None else PriceTable.load()
        self.cache = cache
        self.seed = seed
        self.max_attempts = max(1, max_attempts)
        self.backoff = backoff if backoff is not None else Backoff.from_env()
        self.rng = rng if rng is not None else random.Random(seed)
        self.sleep = sleep
        self.max_output_tokens = max_output_tokens
        self.timeout = spec.timeout or timeout
        self.stopping = stopping
        """Set when the run stops (Ctrl-C, SIGTERM): a failed call is then not retried, as its answer is not used."""
        self._slots = threading.BoundedSemaphore(spec.max_concurrency) if spec.max_concurrency else None
        """Shared with every derived client: ``llm.max_concurrency`` holds across all workers."""
        self._factory = model_factory
        self._models: dict[tuple[float, int], Any] = {}
        self._models_lock = threading.Lock()
        self._seeded: dict[tuple[float, int], Any] = {}

    def derive(self, *, meter: CostMeter | None = None, seed: int | None = KEEP) -> ChatClient:
        """A client sharing this one's models, cache and prices, with another meter and/or seed.

        The runner makes one client per run and derives one per conversation (its meter, its seed).
        """
        twin = copy.copy(self)
        twin._seeded = {}
        if meter is not None:
            twin.meter = meter
        if seed is not KEEP:
            twin.seed = seed
        return twin

    def complete(
        self,
        messages: list[ChatMessage],
        *,
        purpose: Purpose,
        temperature: float | None = None,
        schema: type[Any] | None = None,
        output_tokens: int | None = None,
    ) -> LLMReply:
        """Run one chat completion (see module docstring); ``output_tokens`` overrides the purpose's output cap."""
        temp = self.spec.temperature if temperature is None else temperature
        wire_schema = request_schema(schema) if schema is not None else None
        key = cache_key(self.spec, temperature=temp, messages=messages, schema=wire_schema, seed=self.seed)
        hit = self._from_cache(key, purpose, schema)
        if hit is not None:
            return hit
        cap = output_tokens or PURPOSE_OUTPUT_TOKENS.get(purpose, self.max_output_tokens)
        limit = min(self.max_output_tokens, cap) if output_tokens is None else cap
        worst = self._worst_case(messages, wire_schema, limit)
        with self.meter.reserve(worst or 0.0):
            try:
                message = self._call_with_retries(messages, temp, wire_schema, limit)
            except LLMError as exc:
                cut = cut_short_tokens(exc.__cause__)
                if cut is None:
                    raise
                raise self._cut_short(purpose, cut, worst, limit) from exc
            usage = self._account(purpose, usage_of(message), worst)
        return self._reply(key, message, usage, schema)

    def _reply(self, key: str, message: Any, usage: CallUsage, schema: type[Any] | None) -> LLMReply:
        """The answer of a paid call: a refusal raised, parsed with ``schema``, stored in the cache under ``key``."""
        text = text_of(message)
        refusal = refusal_of(message)
        if refusal:
            raise LLMRefusal(f"model {self.spec.model} refused: {refusal}")
        try:
            parsed = parse_structured(text, schema) if schema is not None else None
        except StructuredOutputError as exc:
            exc.usage = usage
            raise
        if self.cache is not None:
            dumped = parsed.model_dump(mode="json") if isinstance(parsed, BaseModel) else None
            self.cache.put(key, CachedReply(text, dumped, usage.input_tokens, usage.output_tokens))
        return LLMReply(text=text, parsed=parsed, usage=usage)

    def _from_cache(self, key: str, purpose: Purpose, schema: type[Any] | None) -> LLMReply | None:
        entry = self.cache.get(key) if self.cache is not None else None
        if entry is None:
            return None
        parsed = None
        if schema is not None:
            try:
                parsed = schema.model_validate(entry.parsed)
            except ValidationError:  # an entry written for another version of the model: ask again
                return None
        record = CallRecord(purpose, self.spec.model, entry.input_tokens, entry.output_tokens, 0.0, cached=True)
        self.meter.record(record)
        usage = CallUsage(entry.input_tokens, entry.output_tokens, 0.0)
        return LLMReply(text=entry.text, parsed=parsed, usage=usage, cached=True)

    def _worst_case(self, messages: list[ChatMessage], wire_schema: dict[str, Any] | None, limit: int) -> float | None:
        extra = str(wire_schema) if wire_schema is not None else ""
        worst = worst_case_cost(self.spec, self.prices, messages, limit, extra)
        if worst is None and self.meter.has_budget():
            raise ConfigError(f"max_cost needs a known price for model {self.spec.model}; add it to prices.yml")
        return worst

    def _cut_short(
        self, purpose: Purpose, tokens: tuple[int, int], worst: float | None, limit: int
    ) -> StructuredOutputError:
        """The structured answer stopped at the output limit: account it (it was paid for) and say so."""
        error = StructuredOutputError(
            f"model {self.spec.model} reached the output limit ({limit} tokens) before finishing its structured answer"
        )
        error.usage = self._account(purpose, tokens, worst)
        return error

    def _account(self, purpose: Purpose, tokens: tuple[int, int] | None, worst: float | None) -> CallUsage:
        price = self.prices.price_for(self.spec)
        if tokens is None:
            free = price is not None and price.input == price.output == 0
            cost = 0.0 if free else None
            tokens_in, tokens_out = 0, 0
        else:
            tokens_in, tokens_out = tokens
            cost = price.cost(tokens_in, tokens_out) if price is not None else None
        charged = cost if cost is not None else (worst or 0.0)
        self.meter.record(
            CallRecord(
                purpose, self.spec.model, tokens_in, tokens_out, cost, usage_missing=tokens is None, charged=charged
            )
        )
        return CallUsage(tokens_in, tokens_out, cost)

    def _call_with_retries(
        self, messages: list[ChatMessage], temp: float, wire_schema: dict[str, Any] | None, limit: int
    ) -> Any:
        for attempt in range(1, self.max_attempts + 1):
            try:
                return self._call_once(messages, temp, wire_schema, limit)
            except UserSimError:
                raise
            except Exception as exc:
                if not is_retryable(exc) or attempt == self.max_attempts:
                    raise LLMError(describe_failure(exc, self.spec.model, attempt)) from exc
                if self.stopping is not None and self.stopping.is_set():
                    failure = describe_failure(exc, self.spec.model, attempt)
                    raise LLMError(f"{failure} (not retried: the run is stopping)") from exc
                self.sleep(self.backoff.delay(attempt, self.rng, retry_after_of(exc)))
        raise AssertionError("unreachable")  # pragma: no cover

    def _call_once(
        self, messages: list[ChatMessage], temp: float, wire_schema: dict[str, Any] | None, limit: int
    ) -> Any:
        if self._slots is None:
            return self._call_model(messages, temp, wire_schema, limit)
        with self._slots:
            return self._call_model(messages, temp, wire_schema, limit)

    def _call_model(
        self, messages: list[ChatMessage], temp: float, wire_schema: dict[str, Any] | None, limit: int
    ) -> Any:
        model = self._model(temp, limit)
        if wire_schema is None:
            return model.invoke(to_langchain(messages))
        try:
            schema = copy.deepcopy(wire_schema)  # the memoised schema stays untouched whatever LangChain does
            runnable = model.with_structured_output(schema, method="json_schema", include_raw=True, strict=True)
        except (NotImplementedError, ValueError, TypeError):
            return model.invoke(to_langchain(with_json_instruction(messages, wire_schema)))
        return runnable.invoke(to_langchain(messages))["raw"]

    def _model(self, temperature: float, limit: int) -> Any:
        """The model for one call, with this client's seed.

        Built once per (temperature, limit) and shared by every derived client, so its HTTP clients and
        connection pool are too; a conversation's seed is set on a cheap copy of it.
        """
        with self._models_lock:
            slot = (temperature, limit)
            if slot not in self._models:
                self._models[slot] = self._build(replace(self.spec, temperature=temperature), limit)
            shared = self._models[slot]
        if self._factory is not None:
            return shared
        from user_sim.llm.factory import with_seed

        seeded = self._seeded.get(slot)
        if seeded is None:
            seeded = self._seeded[slot] = with_seed(shared, self.spec, self.seed)
        return seeded

    def _build(self, spec: ModelSpec, limit: int) -> Any:
        if self._factory is not None:
            return self._factory(spec)
        from user_sim.llm.factory import make_chat_model

        return make_chat_model(spec, max_tokens=limit, timeout=self.timeout)


def describe_failure(exc: BaseException, model: str, attempts: int) -> str:
    """One line: what failed, on which model, after how many attempts, and the provider's message."""
    status = getattr(exc, "status_code", None) or getattr(getattr(exc, "response", None), "status_code", None)
    names = {cls.__name__ for cls in type(exc).__mro__}
    if isinstance(status, int):
        what = f"HTTP {status}"
    elif names & {"APITimeoutError", "TimeoutError", "Timeout", "ReadTimeout", "ConnectTimeout"}:
        what = "timeout"
    elif names & {"APIConnectionError", "ConnectionError"}:
        what = "connection error"
    else:
        what = type(exc).__name__
    tries = f"after {attempts} attempts" if attempts > 1 else "after 1 attempt"
    detail = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else ""
    return f"{what} from model {model} {tries}" + (f": {detail}" if detail else "")


def cut_short_tokens(exc: BaseException | None) -> tuple[int, int] | None:
    """(input, output) tokens of an answer the SDK rejected because it stopped at the output limit, else None.

    The OpenAI SDK raises ``LengthFinishReasonError`` (carrying the completion and its usage) when a structured
    answer has ``finish_reason: length``; the tokens were spent all the same.
    """
    usage = getattr(getattr(exc, "completion", None), "usage", None)
    if usage is None or "LengthFinishReason" not in type(exc).__name__:
        return None
    return int(getattr(usage, "prompt_tokens", 0) or 0), int(getattr(usage, "completion_tokens", 0) or 0)


def retry_after_of(exc: BaseException) -> float | None:
    """Seconds from a ``Retry-After`` header on the failed response, when it is a number."""
    headers = getattr(getattr(exc, "response", None), "headers", None)
    value = headers.get("retry-after") if headers is not None else None
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None
