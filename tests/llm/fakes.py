"""LangChain fake chat models at the seam, extended to record what they were sent and to fail on cue."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field


class HTTPStatusError(Exception):
    """Looks like a provider SDK's HTTP error (``status_code``), as ``is_retryable`` sees them."""

    def __init__(self, status_code: int, message: str = "simulated") -> None:
        super().__init__(f"Error code: {status_code} - {message}")
        self.status_code = status_code


class RecordingFake(GenericFakeChatModel):
    """GenericFakeChatModel that records every prompt and raises items that are exceptions."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        self.seen.append(list(messages))
        item = next(self.messages)
        if isinstance(item, BaseException):
            raise item
        message = item if isinstance(item, AIMessage) else AIMessage(content=str(item))
        return ChatResult(generations=[ChatGeneration(message=message)])


def reply(text: str, tokens_in: int = 10, tokens_out: int = 5) -> AIMessage:
    """An AIMessage with usage metadata, as providers return."""
    usage = {"input_tokens": tokens_in, "output_tokens": tokens_out, "total_tokens": tokens_in + tokens_out}
    return AIMessage(content=text, usage_metadata=usage)  # type: ignore[arg-type]


def fake(*items: Any) -> RecordingFake:
    """A fake that answers (or raises) ``items`` in order."""
    return RecordingFake(messages=iter(items))


def endless(text: str = "ok", tokens_in: int = 10, tokens_out: int = 5) -> Iterator[AIMessage]:
    """Answer ``text`` forever."""
    while True:
        yield reply(text, tokens_in, tokens_out)
