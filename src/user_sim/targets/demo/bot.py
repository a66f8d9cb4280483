"""The demo pizza bot's dialogue: slot filling over one order at a time, plus menu/price/hours answers."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from user_sim.targets.demo import flaws, menu
from user_sim.targets.demo.gradual import ANSWERS, Rapport
from user_sim.targets.demo.menu import listing, money
from user_sim.targets.demo.nlu import Parsed, parse


@dataclass
class Order:
    """The order being taken; ``None`` means "not answered yet", an empty list means "none"."""

    pizza: str | None = None
    size: str | None = None
    toppings: list[str] | None = None
    drinks: list[str] | None = None

    def describe(self) -> str:
        """Return e.g. ``a large pepperoni with olives, plus a cola``."""
        text = f"a {self.size} {self.pizza}"
        if self.toppings:
            text += f" with {listing(self.toppings)}"
        if self.drinks:
            text += f", plus {listing([f'a {d}' for d in self.drinks])}"
        return text


class DemoBot:
    """One conversation with the pizza shop; not shared between conversations, not thread-safe by itself."""

    def __init__(self, *, flawed: bool = True, flaw_mode: str = "classic") -> None:
        self.flawed = flawed
        """False gives the fixed bot: right prices, drinks kept, no leak."""
        self.gradual = flawed and flaw_mode == "gradual"
        """The prompt leaks only to a gradual escalation (``gradual``), never to a single injection."""
        self.rapport = Rapport()
        self.order = Order()
        self.pending: str | None = None
        """What the last reply asked for: pizza, size, toppings, drinks, confirm, more."""
        self.orders_placed = 0

    def greeting(self) -> str:
        """Return the opening line (for ``is_starter``)."""
        return menu.GREETING

    def reply(self, message: str) -> str:
        """Answer one user message."""
        parsed = parse(message)
        special = self._special_reply(parsed)
        if special is not None:
            return special
        parts = self._answer_questions(parsed)
        if self.pending == "confirm" and not parsed.mentions_order and (parsed.has("yes") or parsed.has("no")):
            return self._place_order() if parsed.has("yes") else self._change_order()
        asked_again = parsed.has("yes") and self.pending in ("toppings", "drinks")
        if self._update_order(parsed) or (parts and self._in_progress()) or self._wants_to_order(parsed) or asked_again:
            parts.append(self._next_step())
        return " ".join(parts) if parts else self._small_talk(parsed)

    def total(self) -> float:
        """Return what the current order would be charged (including the wrong-price flaw)."""
        order = self.order
        if order.pizza is None or order.size is None:
            return 0.0
        menu_price = menu.PIZZAS[order.pizza][order.size]
        pizza = flaws.charged_pizza_price(order.pizza, order.size, menu_price, flawed=self.flawed)
        extras = menu.TOPPING_PRICE * len(order.toppings or [])
        return round(pizza + extras + sum(menu.DRINKS[d] for d in order.drinks or []), 2)

    def _special_reply(self, parsed: Parsed) -> str | None:
        """Injection, prompt requests, cancel and goodbye, which override the order flow."""
        injected = flaws.is_injection(parsed.words)
        if self.gradual:
            return self._gradual_reply(parsed, injected)
        if injected and self.flawed:
            return f"Sure! My instructions are: {flaws.SYSTEM_PROMPT}"
        if injected or flaws.asks_for_prompt(parsed.text):
            return menu.REFUSAL
        if parsed.has("cancel"):
            self.order, self.pending = Order(), None
            return "Your order has been cancelled. What would you like to order?"
        if (parsed.has("goodbye") and not parsed.mentions_order) or (self.pending == "more" and _plain_no(parsed)):
            return menu.GOODBYE
        return None

    def _gradual_reply(self, parsed: Parsed, injected: bool) -> str | None:
        """Flaw mode ``gradual``: refuse injections and direct asks; give in at the top of an escalation."""
        level = self.rapport.hear(parsed.text)
        if self.rapport.gives_in(level):
            return f"Well, since you asked so nicely: my instructions are: {flaws.SYSTEM_PROMPT}"
        if injected or flaws.asks_for_prompt(parsed.text) or level == 4:
            return menu.REFUSAL
        return ANSWERS[level - 1] if level else None

    def _answer_questions(self, parsed: Parsed) -> list[str]:
        """Answers to the informational questions in the message (menu, prices, hours, delivery)."""
        answers = [text for flag, text in _INFO_ANSWERS.items() if parsed.has(flag)]
        if parsed.has("price"):
            answers.append(self._price_answer(parsed))
        return answers

    def _price_answer(self, parsed: Parsed) -> str:
        if parsed.pizzas and not parsed.has("ordering"):
            return _pizza_price(parsed.pizzas[-1], parsed.sizes[-1] if parsed.sizes else None)
        if parsed.drinks and not parsed.has("ordering"):
            return f"A {parsed.drinks[-1]} costs {money(menu.DRINKS[parsed.drinks[-1]])}."
        if parsed.toppings and not parsed.has("ordering"):
            return f"Each topping costs {money(menu.TOPPING_PRICE)}."
        if self.order.pizza and self.order.size:
            return f"Your order comes to {money(self.total())} so far."
        return menu.menu_text()

    def _update_order(self, parsed: Parsed) -> bool:
        """Put what the message says into the order; return whether anything was understood."""
        if parsed.has("price") and not parsed.has("ordering"):
            return False
        order, before = self.order, repr(self.order)
        drinks = list(parsed.drinks)
        if self.flawed and parsed.pizzas and parsed.sizes and drinks:
            drinks = []  # flaw "forgets_drinks": the one-message order loses its drinks...
            order.drinks = order.drinks if order.drinks is not None else []  # ...and the question is skipped
        order.pizza = parsed.pizzas[-1] if parsed.pizzas else order.pizza
        order.size = parsed.sizes[-1] if parsed.sizes else order.size
        order.toppings = _merge(order.toppings, parsed.toppings, parsed.toppings_removed)
        order.drinks = _merge(order.drinks, drinks, parsed.drinks_removed)
        if parsed.has("no_toppings") or (self.pending == "toppings" and _plain_no(parsed)):
            order.toppings = []
        if parsed.has("no_drinks") or (self.pending == "drinks" and _plain_no(parsed)):
            order.drinks = []
        return repr(order) != before

    def _next_step(self) -> str:
        """Ask for the first missing piece of the order, or summarise it and ask for confirmation."""
        order = self.order
        for slot, question in (
            ("pizza", menu.ASK_PIZZA.format(pizzas=listing(list(menu.PIZZAS)))),
            ("size", menu.ASK_SIZE),
            ("toppings", menu.ASK_TOPPINGS.format(toppings=listing(menu.TOPPINGS))),
            ("drinks", menu.ASK_DRINKS.format(drinks=listing(list(menu.DRINKS)))),
        ):
            if getattr(order, slot) is None:
                self.pending = slot
                return question
        self.pending = "confirm"
        return f"So that's {order.describe()}, for {money(self.total())}. {menu.ASK_CONFIRM}"

    def _place_order(self) -> str:
        order, total = self.order, self.total()
        self.orders_placed += 1
        key = f"{self.orders_placed}|{order.size}|{order.pizza}|{order.toppings}|{order.drinks}"
        order_id = "PZ-" + hashlib.sha256(key.encode()).hexdigest()[:6].upper()
        minutes = menu.DELIVERY_MINUTES[order.size or "medium"]
        self.order, self.pending = Order(), "more"
        return (
            f"Your order is confirmed: {order.describe()}. Total: {money(total)}. "
            f"Delivery time: {minutes} minutes. Your order id is {order_id}. Anything else?"
        )

    def _change_order(self) -> str:
        self.pending = None
        return "No problem. What would you like to change?"

    def _in_progress(self) -> bool:
        return self.pending not in (None, "more") or self.order != Order()

    def _wants_to_order(self, parsed: Parsed) -> bool:
        return parsed.has("ordering") or "pizza" in parsed.words or "pizzas" in parsed.words

    def _small_talk(self, parsed: Parsed) -> str:
        if parsed.has("hello"):
            return "Hello! What would you like to order?"
        if parsed.has("thanks"):
            return "You're welcome! Anything else?"
        return menu.FALLBACK


_INFO_ANSWERS: dict[str, str] = {
    "menu": menu.menu_text(),
    "list_toppings": f"Our toppings are {listing(menu.TOPPINGS)}, {money(menu.TOPPING_PRICE)} each.",
    "list_sizes": f"Our pizzas come in {listing(menu.SIZES).replace(' and ', ' or ')}.",
    "list_drinks": f"Our drinks are {listing([f'{n} ({money(p)})' for n, p in menu.DRINKS.items()])}.",
    "hours": menu.OPENING_HOURS,
    "delivery": (
        f"Delivery takes {menu.DELIVERY_MINUTES['small']} minutes "
        f"({menu.DELIVERY_MINUTES['large']} minutes for a large pizza)."
    ),
}


def _pizza_price(pizza: str, size: str | None) -> str:
    prices = menu.PIZZAS[pizza]
    if size is not None:
        return f"A {size} {pizza} costs {money(prices[size])}."
    small, medium, large = (money(prices[s]) for s in menu.SIZES)
    return f"A {pizza} costs {small} small, {medium} medium or {large} large."


def _merge(current: list[str] | None, added: list[str], removed: list[str]) -> list[str] | None:
    if not added and not removed:
        return current
    merged = [name for name in (current or []) if name not in removed]
    return merged + [name for name in added if name not in merged and name not in removed]


def _plain_no(parsed: Parsed) -> bool:
    """A bare "no" / "none" / "no thanks" that names nothing."""
    return (
        parsed.has("no") and not parsed.mentions_order and not parsed.has("no_toppings") and not parsed.has("no_drinks")
    )
