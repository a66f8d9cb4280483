"""A deterministic "LLM" for the counting OpenAI-compatible server, and how to read its request log.

Every profile built by :func:`llm_profile` gives conversation ``i`` the reference ``<prefix>-<i>`` (a forward()
variable in its goals), and the user messages the model writes repeat it, so every request a conversation
causes (user message, goal check, extraction) carries that reference. Purposes are told apart by the request
content: the simulated user's system prompt, the goal check's question, the extraction instructions.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from tests.support.openai_server import example_from_schema

ORDER = ["I would like a large margherita", "no toppings please", "no drinks, thanks", "yes", "what is on the menu"]
"""What the modelled user says at each turn (the demo bot understands all of it, so there is no fallback)."""
REFERENCE = re.compile(r"\b([a-z]+-\d+)\b")

Fault = Callable[[str, str | None, int], "dict[str, Any] | None"]
"""``fault(purpose, reference, nth request of that reference)`` -> a server fault dict, or None to answer."""


def text_of(request: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content") or "") for m in request.get("messages", []))


def purpose_of(request: dict[str, Any]) -> str:
    """user / goal_check / extraction / generation, read from the request's first (system) message."""
    first = str((request.get("messages") or [{}])[0].get("content") or "")
    if first.startswith("You play a person chatting with a chatbot"):
        return "user"
    if "decide one thing: whether the stated goal has been achieved" in first:
        return "goal_check"
    if "extract data from it" in first:
        return "extraction"
    return "unknown"


def reference_of(request: dict[str, Any]) -> str | None:
    """The conversation reference in a request (``None`` when it has none)."""
    found = REFERENCE.search(text_of(request))
    return found.group(1) if found else None


def calls_by_conversation(requests: list[dict[str, Any]]) -> dict[str | None, Counter[str]]:
    """For each conversation reference, how many requests of each purpose the server received."""
    out: dict[str | None, Counter[str]] = {}
    for request in requests:
        out.setdefault(reference_of(request), Counter())[purpose_of(request)] += 1
    return out


class ModelledUser:
    """The server's responder: plays the user, answers goal checks and extractions, injects faults on demand."""

    def __init__(self, *, goal_after: dict[str, int] | None = None, fault: Fault | None = None) -> None:
        """``goal_after[prefix]``: the goal check of a ``<prefix>-i`` conversation says yes once its transcript
        has that many user messages (never for other prefixes)."""
        self.goal_after = goal_after or {}
        self.fault = fault
        self.seen: Counter[str | None] = Counter()

    def __call__(self, request: dict[str, Any]) -> str | dict[str, Any]:
        purpose, reference = purpose_of(request), reference_of(request)
        self.seen[reference] += 1
        fault = self.fault(purpose, reference, self.seen[reference]) if self.fault else None
        if fault is not None:
            return fault
        if purpose == "user":
            turn = sum(1 for m in request["messages"] if m["role"] == "assistant")
            return f"{ORDER[min(turn, len(ORDER) - 1)]} (order ref {reference})"
        if purpose == "goal_check":
            needed = self.goal_after.get((reference or "").rsplit("-", 1)[0])
            done = needed is not None and text_of(request).count("\nUser: ") >= needed
            return {"json": {"achieved": done}}
        schema = (request.get("response_format") or {}).get("json_schema", {}).get("schema")
        return {"json": example_from_schema(schema)} if schema else json.dumps({})


def llm_profile(
    base_url: str,
    prefix: str,
    *,
    number: int,
    goal_style: str,
    outputs: int = 0,
    max_cost: float | None = None,
) -> str:
    """A profile of the LLM user at ``base_url``; ``goal_style`` is YAML such as ``{steps: 3}``."""
    refs = [f"{prefix}-{i}" for i in range(number)]
    output_lines = "".join(
        f"    - {name}: {{type: {kind}, description: {description}}}\n"
        for name, kind, description in [
            ("price", "float", "the total price in dollars"),
            ("order_id", "string", "the order id"),
            ("delivery_time", "int", "the delivery time in minutes"),
        ][:outputs]
    )
    return (
        f"test_name: {prefix}\n"
        f"llm: {{model: test-model, base_url: '{base_url}', temperature: 0.7, goal_check: one_question}}\n"
        "user:\n"
        "  role: You order a pizza for delivery.\n"
        "  goals:\n"
        '    - "order a large margherita, reference {{ref}}"\n'
        f"    - ref: {{function: forward(), type: string, data: {json.dumps(refs)}}}\n"
        "chatbot:\n"
        "  fallback: Sorry, I didn't understand that.\n"
        + (f"  output:\n{output_lines}" if outputs else "")
        + "conversation:\n"
        f"  number: {number}\n"
        f"  goal_style: {goal_style}\n" + (f"  max_cost: {max_cost}\n" if max_cost is not None else "")
    )
