"""A model that always says yes, for the structured goal check (``bench/goal_check.py --always-yes``; no server).

To the evidence question it cites, per part asked, the last sentence of the chatbot's latest reply that the check
itself would put to a model: a rule candidate (``goal_finding.finding`` gives ``delivered`` or ``not_done``) that,
where this checkout has :mod:`user_sim.core.goal_guard`, the guards let through — 0 when there is none. To the
confirmation question it says done for every part. So the design stops wherever the check asks at all: its
premature stops are the ones no model answer could prevent, and its calls are the questions the check asks.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from user_sim.core.goal_check import CANDIDATE
from user_sim.core.goal_evidence import Confirmation, Evidence
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import GoalPart
from user_sim.testing import FakeClient

_ASKED = re.compile(r"^(\d+)\. ", re.MULTILINE)
_NUMBERED = re.compile(r"\[(\d+)\] (.*?)(?= \[\d+\] |$)")


def _guard() -> Callable[..., bool]:
    try:  # main before guard6 has no guard: every candidate may be asked
        module = importlib.import_module("user_sim.core.goal_guard")
    except ImportError:
        return lambda part, sentence, reply, asked="": True
    may_ask: Callable[..., bool] = module.may_ask
    return may_ask


def always_yes(parts: Sequence[GoalPart], options: Mapping[str, tuple[str, ...]]) -> FakeClient:
    """The always-yes client of one conversation (module docstring)."""
    by_number = {p.number: p for p in parts}
    may_ask = _guard()

    def respond(call: Any) -> dict[str, Any]:
        body = call.messages[-1].content
        asked = [int(n) for n in _ASKED.findall(body.split("Goal parts:")[-1] if call.schema is Evidence else body)]
        if call.schema is Confirmation:
            return {"parts": [{"part": n, "done": True} for n in asked]}
        lines = body.split("</transcript>")[0].splitlines()
        user = " ".join(line[len("USER: ") :] for line in lines if line.startswith("USER: "))
        question = "\n".join(line[len("USER: ") :] for line in lines if line.startswith("USER: "))
        latest = next(line for line in reversed(lines) if line.startswith("CHATBOT: "))
        reply = [(int(n), s) for n, s in _NUMBERED.findall(latest)]
        new = [s for _, s in reply]
        cited = []
        for number in asked:
            part = by_number[number]
            fit = [
                n
                for n, s in reply
                if finding(s, part, options, user, new) in CANDIDATE and may_ask(part, s, new, question, options)
            ]
            cited.append({"part": number, "sentence": fit[-1] if fit else 0})
        return {"parts": cited}

    return FakeClient(respond=respond)
