"""Engine test support: a pizza bot for the public FakeTarget, a script for the public FakeClient, profile helpers."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.profile_loader import CheckOptions, LoadedProfile, load_profile
from user_sim.errors import BudgetExceeded
from user_sim.llm.base import CallUsage
from user_sim.testing import ClientCall, FakeClient, FakeTarget

FALLBACK = "Sorry, I didn't understand that."
GREETING = "Hi! Welcome to Fake Pizza. What would you like to order?"
PRICES = {"margherita": 10.0, "pepperoni": 12.0, "hawaiian": 11.0}
SIZES = {"small": 0.8, "medium": 1.0, "large": 1.3}
DRINKS = {"cola": 2.0, "water": 1.5, "lemonade": 2.5}
MINUTES = {"small": 25, "medium": 30, "large": 40}


class PizzaOrder:
    """Slot filling like the demo bot: size, pizza, drinks, confirmation; the fallback when nothing is understood."""

    def __init__(self) -> None:
        self.slots: dict[str, str | None] = {"size": None, "pizza": None, "drink": None}
        self.pending: str | None = None

    def answer(self, text: str) -> str:
        words = set(re.findall(r"[a-z]+", text.lower()))
        if self.pending == "confirm" and "yes" in words:
            return self._confirmed()
        understood = self._fill(words)
        if not understood and not words & {"hello", "order", "pizza", "hi"}:
            return FALLBACK
        return self._next_question()

    def _fill(self, words: set[str]) -> bool:
        found = False
        for slot, names in (("size", SIZES), ("pizza", PRICES), ("drink", DRINKS)):
            for name in names:
                if name in words:
                    self.slots[slot], found = name, True
        if self.pending == "drink" and "no" in words:
            self.slots["drink"], found = "none", True
        return found

    def _next_question(self) -> str:
        questions = {
            "size": "What size would you like: small, medium or large?",
            "pizza": "Which pizza would you like? We have margherita, pepperoni and hawaiian.",
            "drink": "Any drinks? We have cola, water and lemonade.",
        }
        for slot, question in questions.items():
            if self.slots[slot] is None:
                self.pending = slot
                return question
        self.pending = "confirm"
        return f"So that's {self._describe()}, for ${self._total():.2f}. Shall I confirm the order?"

    def _describe(self) -> str:
        drink = self.slots["drink"]
        extra = f", plus a {drink}" if drink and drink != "none" else ""
        return f"a {self.slots['size']} {self.slots['pizza']}{extra}"

    def _total(self) -> float:
        size, pizza, drink = self.slots["size"], self.slots["pizza"], self.slots["drink"]
        return round(PRICES[pizza or ""] * SIZES[size or ""] + DRINKS.get(drink or "", 0.0), 2)

    def _confirmed(self) -> str:
        order_id = "PZ-" + hashlib.sha256(self._describe().encode()).hexdigest()[:6].upper()
        self.pending = "more"
        return (
            f"Your order is confirmed: {self._describe()}. Total: ${self._total():.2f}. "
            f"Delivery time: {MINUTES[self.slots['size'] or 'medium']} minutes. Your order id is {order_id}. "
            "Anything else?"
        )


def pizza_bot(message: str, history: list[str]) -> str:
    """A FakeTarget bot: the order so far is replayed from the session's history, then ``message`` answered."""
    order = PizzaOrder()
    for earlier in history:
        order.answer(earlier)
    return order.answer(message)


@dataclass
class FakePizzaBot(FakeTarget):
    """The public FakeTarget playing :func:`pizza_bot`, greeting first."""

    replies: Any = pizza_bot
    name: str = "fake-pizza"
    greeting_text: str | None = GREETING


def echo_bot(text: str, *, ended_after: int | None = None) -> FakeTarget:
    """A target that always answers ``text`` (a fallback loop, an injection...)."""
    return FakeTarget([text], name="echo", ended_after=ended_after)


def engine_client(
    user_texts: list[str] | None = None,
    *,
    goal_after: int | None = None,
    budget_at: int | None = None,
    cost: float | None = 0.001,
) -> FakeClient:
    """The public FakeClient scripted by purpose: the user writes ``user_texts`` in turn ("user message n" after),
    the goal check says yes from its ``goal_after``-th call on, extraction finds nothing, and from call
    ``budget_at`` on every call raises BudgetExceeded."""
    texts = list(user_texts or [])

    def answer(call: ClientCall) -> Any:
        if budget_at is not None and call.number >= budget_at:
            return BudgetExceeded("conversation abc budget max_cost $0.01 would be exceeded")
        if call.purpose == "goal_check":
            return {"achieved": goal_after is not None and client.count("goal_check") >= goal_after}
        if call.purpose == "extraction":
            return {}
        index = client.count("user") - 1
        return texts[index] if index < len(texts) else f"user message {index + 1}"

    client = FakeClient(respond=answer, usage=CallUsage(input_tokens=10, output_tokens=5, cost=cost))
    return client


PIZZA_PROFILE: dict[str, Any] = {
    "test_name": "pizza_order",
    "llm": {"model": "scripted"},
    "user": {
        "language": "English",
        "role": "You are a customer ordering a pizza {for delivery} at home.",
        "context": [{"personality": "formal"}, "You are hungry."],
        "goals": [
            "I want to order a {{size}} {{pizza}} pizza",
            "I'd like a {{drink}} with it",
            "How long will the delivery take?",
            {"pizza": {"type": "string", "data": ["margherita", "pepperoni", "hawaiian"], "function": "forward()"}},
            {"size": {"type": "string", "data": ["small", "medium", "large"], "function": "random()"}},
            {"drink": {"type": "string", "data": ["cola", "water", "lemonade"], "function": "random()"}},
        ],
    },
    "chatbot": {
        "fallback": FALLBACK,
        "output": [
            {"total": {"type": "float", "description": "the total price"}},
            {"delivery_time": {"type": "int", "description": "delivery time in minutes"}},
            {"order_id": {"type": "string", "description": "the order id"}},
        ],
    },
    "conversation": {"number": 3, "goal_style": {"all_answered": {"limit": 12}}, "interaction_style": ["default"]},
}


def write_profile(directory: Path, data: dict[str, Any], name: str = "profile.yml") -> Path:
    path = directory / name
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def profile(directory: Path, **changes: Any) -> LoadedProfile:
    """The pizza profile with top-level sections replaced or merged (``user``/``conversation`` dicts merge)."""
    data = yaml.safe_load(yaml.safe_dump(PIZZA_PROFILE))
    for key, value in changes.items():
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key].update(value)
        else:
            data[key] = value
    return load_profile(write_profile(directory, data), CheckOptions(project_dir=directory))


def llm_profile(directory: Path, **conversation: Any) -> LoadedProfile:
    """The pizza profile played by a (fake) LLM, with the one-question goal check (what ``goal_after`` drives)."""
    llm = {"model": "fake-model", "temperature": 0.7, "goal_check": "one_question"}
    return profile(directory, llm=llm, conversation=conversation)


def reached_per_turn(
    goals: list[str], values: dict[str, list[str]], options: dict[str, tuple[str, ...]], turns: list[str]
) -> list[bool]:
    """The word-test goal check's verdict after each chatbot turn (``turns`` alternate user, chatbot)."""
    check = StructuredGoalCheck(decompose(goals, None, values), options, None)
    transcript: list[tuple[str, str]] = []
    out = []
    for i, text in enumerate(turns):
        transcript.append(("User" if i % 2 == 0 else "Assistant", text))
        if i % 2:
            out.append(check.decide(transcript).reached)
    return out


# A table for 4 on the drawn day, in the eight languages (goal, drawn day, another day): read by the round-21 tests.
TABLES = {
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday"),
    "es": ("Reserva una mesa para {{n}} el {{day}}", "viernes", "sábado"),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado"),
    "fr": ("Réserve une table pour {{n}} {{day}}", "vendredi", "samedi"),
    "de": ("Reserviere einen Tisch für {{n}} am {{day}}", "Freitag", "Samstag"),
    "it": ("Prenota un tavolo per {{n}} {{day}}", "venerdì", "sabato"),
    "nl": ("Reserveer een tafel voor {{n}} op {{day}}", "vrijdag", "zaterdag"),
    "id": ("Pesan meja untuk {{n}} orang hari {{day}}", "Jumat", "Sabtu"),
}


def table_reached(lang: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]
