"""``ChatOpenAI`` for OpenAI-compatible servers, minus the OpenAI SDK's second walk over every message.

On every request the OpenAI SDK passes the body through a type-driven transform (field aliases, date and file
formats) that visits each message once per member of the message-type union: about 0.25 ms of CPU per message
per call on a small machine, so a conversation's cost grows with the square of its length — the largest share
of a run's own CPU. LangChain's ``ChatOpenAI`` has already built plain chat-completions dicts, and no message
field has an alias or a format, so that walk never changes them. This subclass hands the same list to the SDK
through its public ``extra_body``, which is merged into the JSON body untransformed: the bytes on the wire are
the same, key for key and in the same order. Everything else (retries, errors, usage, structured output) is
LangChain's and the SDK's own code.
"""

from __future__ import annotations

from typing import Any

from langchain_openai import ChatOpenAI


class WireChatOpenAI(ChatOpenAI):
    """A ``ChatOpenAI`` whose messages reach the SDK already in wire form (see the module docstring)."""

    def _get_request_payload(self, input_: Any, *, stop: list[str] | None = None, **kwargs: Any) -> dict[str, Any]:
        payload: dict[str, Any] = super()._get_request_payload(input_, stop=stop, **kwargs)
        if "messages" in payload:  # chat completions (the Responses API sends "input": left alone)
            payload["extra_body"] = {**(payload.get("extra_body") or {}), "messages": payload["messages"]}
            payload["messages"] = []
        return payload
