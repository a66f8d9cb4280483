"""The seam with LangChain messages: our ChatMessages in, the reply's text and token usage out."""

from __future__ import annotations

from typing import Any

from user_sim.llm.base import ChatMessage


def to_langchain(messages: list[ChatMessage]) -> list[Any]:
    """Convert to LangChain messages, keeping each role (system, user → human, assistant → ai)."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

    kinds = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}
    return [kinds[m.role](content=m.content) for m in messages]


def text_of(message: Any) -> str:
    """The reply's text; providers that answer with content blocks have their text blocks joined."""
    content = getattr(message, "content", message)
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b if isinstance(b, str) else b.get("text", "") for b in content if isinstance(b, str | dict)]
        return "".join(parts)
    return str(content)


def usage_of(message: Any) -> tuple[int, int] | None:
    """(input, output) tokens from the provider's usage metadata, or None when the provider sent none.

    ``usage_metadata`` is LangChain's normalised form; ``response_metadata`` holds the raw OpenAI
    (``token_usage``: prompt/completion tokens) or Anthropic-style (``usage``: input/output tokens) block.
    """
    meta = getattr(message, "usage_metadata", None)
    if meta:
        return int(meta.get("input_tokens") or 0), int(meta.get("output_tokens") or 0)
    raw = getattr(message, "response_metadata", None) or {}
    for block_name in ("token_usage", "usage"):
        block = raw.get(block_name)
        if isinstance(block, dict):
            tokens_in = block.get("prompt_tokens", block.get("input_tokens"))
            tokens_out = block.get("completion_tokens", block.get("output_tokens"))
            if tokens_in is not None or tokens_out is not None:
                return int(tokens_in or 0), int(tokens_out or 0)
    return None


def refusal_of(message: Any) -> str | None:
    """The refusal text when the provider flags one (OpenAI structured outputs do)."""
    extra = getattr(message, "additional_kwargs", None) or {}
    refusal = extra.get("refusal")
    return str(refusal) if refusal else None
