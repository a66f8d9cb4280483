"""``any(PROMPT)`` items in a variable's ``data``: one structured LLM call returns a list of strings.

The call goes through the response cache with no seed (a ChatClient is derived with ``seed=None``), so
the items are cached per (prompt, excluded items, model, temperature) and a rerun costs nothing, whatever
the run's seed. The items come back stripped, de-duplicated (case-insensitive) and without the excluded ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from user_sim.llm.base import ChatMessage, LLMClient

SYSTEM_PROMPT = (
    "You write lists of example values for testing a chatbot. Give varied, realistic values, one per list item, "
    "each a short phrase without numbering or explanations."
)


class AnyItems(BaseModel):
    """The structured answer of an any() call."""

    model_config = ConfigDict(extra="ignore")

    items: list[str] = Field(default_factory=list)
    """The generated values."""


def any_messages(prompt: str, exclude: Sequence[str], type_description: str | None = None) -> list[ChatMessage]:
    """The messages of the any() call for ``prompt`` (also what its cache key is made of)."""
    ask = f"A list of: {prompt.strip()}."
    if type_description:
        ask += f" Each value is {type_description}."
    if exclude:
        ask += " Do not include any of these: " + "; ".join(str(item) for item in exclude) + "."
    return [ChatMessage("system", SYSTEM_PROMPT), ChatMessage("user", ask)]


def generate_any_items(
    prompt: str, exclude: Sequence[str], client: LLMClient, *, type_description: str | None = None
) -> list[str]:
    """Ask the model for items matching ``prompt`` (minus ``exclude``); see the module docstring."""
    seedless = client.derive(seed=None) if hasattr(client, "derive") else client
    messages = any_messages(prompt, exclude, type_description)
    reply = seedless.complete(messages, purpose="generation", schema=AnyItems)
    items = reply.parsed.items if isinstance(reply.parsed, AnyItems) else []
    return clean_items(items, exclude)


def clean_items(items: Sequence[str], exclude: Sequence[str]) -> list[str]:
    """Strip, drop empties and excluded items, de-duplicate (case-insensitive), keep the order."""
    seen = {str(item).strip().casefold() for item in exclude}
    kept: list[str] = []
    for item in items:
        text = str(item).strip()
        if text and text.casefold() not in seen:
            seen.add(text.casefold())
            kept.append(text)
    return kept
