"""Which provider a model's calls go to: the one named, else inferred from the model name, as the factory picks it.

``llm.factory`` builds the model with it, ``llm.maintained_prices`` looks its price up by it, and the run identity
records it resolved (``gpt-4o`` alone and with ``--provider openai`` are one simulated user).
"""

from __future__ import annotations

import re

from user_sim.llm.base import ModelSpec

OPENAI_COMPATIBLE = {None, "openai", "openai_compatible", "chat_completions"}
# Inference LangChain lacks or gets differently: Gemini API keys are far more common than Vertex projects.
_EXTRA_PREFIXES = {
    "gemini": "google_genai",
    "o4": "openai",
    "gpt": "openai",
    "chatgpt": "openai",
    "ministral": "mistralai",
    "codestral": "mistralai",
}
_PROVIDER_WORD = re.compile(r"[a-z][a-z_]*")


def infer_provider(model: str) -> str | None:
    """The provider for a model name when we can tell it ourselves; None lets LangChain try."""
    lowered = model.lower()
    if ":" in lowered:
        return None
    return next((p for prefix, p in _EXTRA_PREFIXES.items() if lowered.startswith(prefix)), None)


def resolved_provider(spec: ModelSpec) -> str:
    """The provider ``llm.factory`` sends ``spec``'s calls to, named or not (``default``: LangChain guesses it).

    An OpenAI-compatible server (``base_url``, no other provider named) is ``openai``, as the ``provider:`` of a
    ``provider:model`` name is that provider: ``--provider openai`` names the provider ``gpt-4o`` already had.
    """
    if spec.base_url and spec.provider in OPENAI_COMPATIBLE:
        return "openai"
    return provider_of(spec) or split_provider(spec.model, None)[1] or langchain_provider(spec.model) or "default"


def langchain_provider(model: str) -> str | None:
    """The provider LangChain's ``init_chat_model`` infers from a bare model name (``claude-*``: anthropic); None.

    LangChain is asked itself, as the factory leaves it to guess, so the run identity names the provider the calls
    go to; it is imported here, not before (``--help`` never imports it), and never for the offline scripted user.
    A LangChain without that (private) helper, or none installed, answers None: ``default``.
    """
    from user_sim.config.profile import SCRIPTED_MODEL

    if model == SCRIPTED_MODEL:
        return None
    try:
        from langchain.chat_models import base
    except ImportError:  # pragma: no cover - langchain is a dependency
        return None
    infer = getattr(base, "_attempt_infer_model_provider", None)
    provider = infer(model) if callable(infer) else None
    return provider if isinstance(provider, str) else None


def provider_of(spec: ModelSpec) -> str | None:
    """The provider named, else the one inferred from the model name (None: LangChain is left to guess)."""
    return spec.provider or infer_provider(spec.model)


def split_provider(model: str, provider: str | None) -> tuple[str, str | None]:
    """``(model, provider)`` with LangChain's ``provider:model`` spelling and Google's ``models/`` prefix undone.

    Only a lowercase word before the colon is a provider (``openai:gpt-4o``); ``llama3.1:8b`` is a model tag.
    """
    model = model.removeprefix("models/")
    head, colon, rest = model.partition(":")
    if colon and provider is None and _PROVIDER_WORD.fullmatch(head):
        return rest.removeprefix("models/"), head
    return model, provider
