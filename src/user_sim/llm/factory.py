"""Build a LangChain chat model from a ModelSpec: any provider LangChain knows, or any OpenAI-compatible server.

* ``base_url`` set (Ollama, vLLM, llama.cpp, LM Studio, a proxy...): ``ChatOpenAI(base_url=...)``, with the key
  read from the environment variable named by ``api_key_env`` — or a placeholder, since local servers need none.
  (With ``base_url`` *and* a provider other than ``openai``, that provider's class gets the ``base_url``.)
* otherwise ``init_chat_model(model, model_provider=provider)``; the provider is inferred from the model name
  when absent (``gpt-*``/``o1``/``o3``/``o4`` → openai, ``claude*`` → anthropic, ``gemini*`` → google_genai,
  ``mistral*`` → mistralai, ...), and ``provider:model`` works too.

LangChain's and the SDKs' own retries are turned off (``max_retries=0``): the client retries, with its own
bounded, seeded backoff. Every way construction can fail (unknown provider, provider package not installed,
missing key) becomes a one-line ConfigError. LangChain is imported only inside these functions, the first time
with the cyclic garbage collector paused and what the import created then set aside (``gc.freeze``): importing
langchain-openai creates some 150,000 objects that live as long as the process, and walking them again and
again cost 0.4-0.5 s of collector time (about 0.2-0.3 s of the process's CPU, on the way to the first request).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, cast

from user_sim.errors import ConfigError
from user_sim.llm.base import ModelSpec
from user_sim.llm.providers import OPENAI_COMPATIBLE, provider_of

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

LOCAL_PLACEHOLDER_KEY = "not-needed"


def make_chat_model(
    spec: ModelSpec, *, max_tokens: int | None = None, timeout: float | None = 60.0, seed: int | None = None
) -> BaseChatModel:
    """Return a ready LangChain chat model for ``spec`` (see module docstring); raise ConfigError if impossible."""
    api_key = _api_key(spec)
    common: dict[str, Any] = {"temperature": spec.temperature, "max_retries": 0, "timeout": timeout}
    if max_tokens is not None:
        common["max_tokens"] = max_tokens
    if spec.base_url and spec.provider in OPENAI_COMPATIBLE:
        return _openai_compatible(spec, api_key or LOCAL_PLACEHOLDER_KEY, seed, common)
    provider = provider_of(spec)
    if api_key is not None:
        common["api_key"] = api_key
    if spec.base_url:
        common["base_url"] = spec.base_url
    if provider == "openai" and seed is not None:
        common["seed"] = seed
    return _init(spec.model, provider, common)


def with_seed(model: BaseChatModel, spec: ModelSpec, seed: int | None) -> BaseChatModel:
    """``model`` sending ``seed`` with every request, as ``make_chat_model(spec, seed=seed)`` would build it.

    A shallow copy: it shares the model's SDK and HTTP clients (one connection pool per model, not per
    conversation) and costs microseconds instead of a build. Models that take no seed are returned as they are.
    """
    takes_seed = (spec.base_url and spec.provider in OPENAI_COMPATIBLE) or provider_of(spec) == "openai"
    if seed is None or not takes_seed:
        return model
    return model.model_copy(update={"seed": seed})


def check_model(spec: ModelSpec) -> None:
    """Build the model once and drop it, so a run can fail on a bad ``llm`` block before anything runs."""
    make_chat_model(spec)


def _api_key(spec: ModelSpec) -> str | None:
    if not spec.api_key_env:
        return None
    value = os.environ.get(spec.api_key_env)
    if not value:
        raise ConfigError(
            f"model {spec.model}: the environment variable {spec.api_key_env} (named by api_key_env) is not set"
        )
    return value


def _openai_compatible(spec: ModelSpec, api_key: str, seed: int | None, common: dict[str, Any]) -> BaseChatModel:
    from pydantic import SecretStr

    try:
        with _first_import("langchain_openai"):
            from user_sim.llm.openai_wire import WireChatOpenAI
    except ImportError as exc:  # pragma: no cover - a base dependency
        raise ConfigError(f"base_url needs the package langchain-openai: {exc}") from None
    try:
        return WireChatOpenAI(model=spec.model, base_url=spec.base_url, api_key=SecretStr(api_key), seed=seed, **common)
    except Exception as exc:
        raise ConfigError(f"cannot create model {spec.model} at {spec.base_url}: {_first_line(exc)}") from None


@contextmanager
def _first_import(module: str) -> Iterator[None]:
    """Run the block that imports ``module``; the first time, collector paused and objects frozen (module docstring).

    The freeze is undone by the next :func:`user_sim.runs.parallel.run_parallel` to end (``gc.unfreeze``).
    """
    if module in sys.modules:
        yield
        return
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def _init(model: str, provider: str | None, kwargs: dict[str, Any]) -> BaseChatModel:
    named = f"model {model}" + (f" (provider {provider})" if provider else "")
    try:
        with _first_import("langchain.chat_models"):  # init_chat_model imports the provider's package
            from langchain.chat_models import init_chat_model

            chat_model = init_chat_model(model, model_provider=provider, **kwargs)
    except ImportError as exc:
        raise ConfigError(f"{named} needs a provider package that is not installed: {_first_line(exc)}") from None
    except ValueError as exc:
        hint = "; set llm.model_prov, or llm.base_url for an OpenAI-compatible server"
        raise ConfigError(f"cannot use {named}: {_first_line(exc).rstrip('.')}{hint}") from None
    except Exception as exc:
        raise ConfigError(f"cannot create {named}: {_first_line(exc)}{_key_hint(exc)}") from None
    return cast("BaseChatModel", chat_model)  # never the configurable wrapper: a model name is given


def _key_hint(exc: Exception) -> str:
    text = str(exc).lower()
    if "api_key" in text or "api key" in text:
        return " (set the provider's API key variable, or name one with llm.api_key_env)"
    return ""


def _first_line(exc: BaseException) -> str:
    lines = [line for line in str(exc).splitlines() if line.strip()]
    return (lines[0] if lines else type(exc).__name__)[:300]
