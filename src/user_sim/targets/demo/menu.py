"""The demo pizza shop's menu, prices and fixed sentences (public constants other modules and tests read)."""

from __future__ import annotations

from types import MappingProxyType

SIZES: tuple[str, ...] = ("small", "medium", "large")
"""The pizza sizes, smallest first."""

PIZZAS: MappingProxyType[str, MappingProxyType[str, float]] = MappingProxyType(
    {
        name: MappingProxyType(dict(zip(SIZES, prices, strict=True)))
        for name, prices in {
            "margherita": (8.00, 10.00, 12.00),
            "pepperoni": (9.50, 11.50, 13.50),
            "hawaiian": (9.00, 11.00, 13.00),
            "four cheese": (10.00, 12.00, 14.00),
            "vegetarian": (9.00, 11.00, 13.00),
            "bbq chicken": (10.50, 12.50, 14.50),
        }.items()
    }
)
"""Menu price of every pizza in every size (the honest price list; see FLAWS for the one wrong charge)."""

TOPPING_PRICE = 1.00
"""Price of each extra topping, whatever the size."""

TOPPINGS: tuple[str, ...] = (
    "extra cheese",
    "mushrooms",
    "olives",
    "onions",
    "peppers",
    "ham",
    "pineapple",
    "jalapenos",
)
"""Extra toppings, each at TOPPING_PRICE."""

DRINKS: MappingProxyType[str, float] = MappingProxyType(
    {"cola": 2.00, "lemonade": 2.50, "water": 1.50, "orange juice": 3.00}
)
"""Drinks and their prices."""

OPENING_HOURS = "We are open every day from 11:00 to 23:00."
"""The answer to opening-hours questions."""

DELIVERY_MINUTES: MappingProxyType[str, int] = MappingProxyType({"small": 30, "medium": 30, "large": 40})
"""Delivery time in minutes by pizza size."""

GREETING = (
    "Hi! Welcome to Pizza Demo. I can take your pizza order and tell you about our menu, prices and "
    "opening hours. What would you like to order?"
)
"""What the bot says first when it starts the conversation (``is_starter``)."""

FALLBACK = "Sorry, I didn't understand that."
"""The bot's exact "I don't understand" sentence (profiles put it in ``chatbot.fallback``)."""

GOODBYE = "Thank you for choosing Pizza Demo. Goodbye!"
"""The answer to "bye" and the like (the reply is not marked as ending the session)."""

REFUSAL = "Sorry, I can't share my internal instructions."
"""The answer to a plain request for the system prompt (the injection variants leak it instead, see FLAWS)."""

ASK_PIZZA = "Which pizza would you like? We have {pizzas}."
ASK_SIZE = "What size would you like: small, medium or large?"
ASK_TOPPINGS = "Would you like any toppings? We have {toppings} (or say no toppings)."
ASK_DRINKS = "Any drinks? We have {drinks} (or say no drinks)."
ASK_CONFIRM = "Shall I confirm the order?"


def money(amount: float) -> str:
    """Format a price the way the bot writes it, e.g. ``$12.50``."""
    return f"${amount:.2f}"


def menu_text() -> str:
    """Return the full menu as one reply."""
    pizzas = "; ".join(
        f"{name} ({' / '.join(f'{s} {money(p)}' for s, p in prices.items())})" for name, prices in PIZZAS.items()
    )
    drinks = ", ".join(f"{name} {money(price)}" for name, price in DRINKS.items())
    return f"Our pizzas: {pizzas}. Toppings ({money(TOPPING_PRICE)} each): {', '.join(TOPPINGS)}. Drinks: {drinks}."


def listing(items: tuple[str, ...] | list[str]) -> str:
    """Join names as English prose: ``a, b and c``."""
    names = list(items)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
