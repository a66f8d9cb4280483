"""Keyword-based understanding of one user message for the demo pizza bot (English, deterministic)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from user_sim.targets.demo.menu import TOPPINGS

# Surface forms for each canonical name; plurals are accepted by the pattern builder.
_PIZZA_WORDS: dict[str, tuple[str, ...]] = {
    "margherita": ("margherita", "margarita", "margherita pizza"),
    "pepperoni": ("pepperoni", "peperoni"),
    "hawaiian": ("hawaiian", "hawaii"),
    "four cheese": ("four cheese", "4 cheese", "quattro formaggi", "four cheeses"),
    "vegetarian": ("vegetarian", "veggie", "veggy"),
    "bbq chicken": ("bbq chicken", "barbecue chicken", "barbeque chicken", "bbq"),
}
_SIZE_WORDS: dict[str, tuple[str, ...]] = {
    "small": ("small", "little", "personal", "individual"),
    "medium": ("medium", "regular", "normal", "mid size", "mid-size"),
    "large": ("large", "big", "family", "family size", "xl", "extra large"),
}
_TOPPING_WORDS: dict[str, tuple[str, ...]] = {name: (name,) for name in TOPPINGS} | {
    "extra cheese": ("extra cheese", "more cheese", "double cheese"),
    "mushrooms": ("mushroom", "mushrooms"),
    "olives": ("olive", "olives", "black olives"),
    "onions": ("onion", "onions"),
    "peppers": ("pepper", "peppers", "bell peppers", "green peppers"),
    "jalapenos": ("jalapeno", "jalapenos", "jalapeño", "jalapeños"),
}
_DRINK_WORDS: dict[str, tuple[str, ...]] = {
    "cola": ("cola", "coke", "coca cola", "coca-cola", "soda", "pepsi"),
    "lemonade": ("lemonade",),
    "water": ("water", "sparkling water", "still water"),
    "orange juice": ("orange juice", "oj", "juice"),
}
LEXICONS: dict[str, dict[str, tuple[str, ...]]] = {
    "pizza": _PIZZA_WORDS,
    "size": _SIZE_WORDS,
    "topping": _TOPPING_WORDS,
    "drink": _DRINK_WORDS,
}
"""Surface forms by entity kind; a test checks they cover exactly the menu."""

_NEGATION = re.compile(
    r"\b(?:no|without|not|don't want|do not want|hold the|minus|skip the|remove(?: the)?)\s+(?:\w+\s+)?$"
)


def _flag(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{pattern})\b")


_YES = _flag(r"yes|yeah|yep|yup|sure|ok|okay|confirm|confirmed|correct|right|please do|go ahead|sounds good|perfect")
_NO = _flag(r"no|nope|nah|none|nothing|no thanks|not really|that's it|thats it")
_NO_TOPPINGS = _flag(r"no (?:extra )?toppings?|without toppings|plain|just the pizza|nothing on it|no extras?")
_NO_DRINKS = _flag(r"no drinks?|without drinks?|nothing to drink|no beverages?|no soda")
_GOODBYE = _flag(r"bye|goodbye|good bye|see you|see ya|farewell|that's all|that is all")
_HELLO = _flag(r"hi|hello|hey|good morning|good afternoon|good evening|hola")
_THANKS = _flag(r"thanks|thank you|cheers")
_MENU = _flag(
    r"menu|what pizzas|which pizzas|what kinds? of pizzas?|what do you have|what do you sell|what do you offer"
)
_PRICE = _flag(r"how much|price|prices|cost|costs|total|charge")
_HOURS = _flag(r"open|opening|hours|close|closing|closed")
_DELIVERY = _flag(r"how long|delivery time|deliver|delivery|arrive|eta")
_LIST_TOPPINGS = _flag(r"(?:what|which) (?:toppings|extras)|toppings do you")
_LIST_SIZES = _flag(r"(?:what|which) sizes?|sizes do you|how big")
_LIST_DRINKS = _flag(r"(?:what|which) (?:drinks|beverages)|drinks do you")
_CANCEL = _flag(r"cancel|start over|never mind|nevermind|forget it")
_ORDERING = _flag(
    r"i want|i'd like|i would like|i'll have|i will have|i'll take|give me|get me|bring me|order|make it"
    r"|can i (?:get|have|order)|could i (?:get|have|order)"
)


@dataclass
class Parsed:
    """What one user message says, as flags and canonical names in the order they were written."""

    text: str
    words: list[str]
    pizzas: list[str] = field(default_factory=list)
    sizes: list[str] = field(default_factory=list)
    toppings: list[str] = field(default_factory=list)
    toppings_removed: list[str] = field(default_factory=list)
    drinks: list[str] = field(default_factory=list)
    drinks_removed: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)

    def has(self, flag: str) -> bool:
        """Tell whether the message raised ``flag`` (yes, no, goodbye, menu, price, ...)."""
        return flag in self.flags

    @property
    def mentions_order(self) -> bool:
        """True when the message names something that can go into an order."""
        return bool(
            self.pizzas or self.sizes or self.toppings or self.drinks or self.toppings_removed or self.drinks_removed
        )


_FLAG_PATTERNS: dict[str, re.Pattern[str]] = {
    "yes": _YES,
    "no": _NO,
    "no_toppings": _NO_TOPPINGS,
    "no_drinks": _NO_DRINKS,
    "goodbye": _GOODBYE,
    "hello": _HELLO,
    "thanks": _THANKS,
    "menu": _MENU,
    "price": _PRICE,
    "hours": _HOURS,
    "delivery": _DELIVERY,
    "list_toppings": _LIST_TOPPINGS,
    "list_sizes": _LIST_SIZES,
    "list_drinks": _LIST_DRINKS,
    "cancel": _CANCEL,
    "ordering": _ORDERING,
}


def normalise(message: str) -> str:
    """Lower-case, strip accents and punctuation (keeping apostrophes), collapse spaces."""
    text = unicodedata.normalize("NFKD", message.replace("\u2019", "'"))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"[^a-z0-9' -]+", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def parse(message: str) -> Parsed:
    """Read one message: entities (with negations split out) and intent flags."""
    text = normalise(message)
    parsed = Parsed(text=text, words=text.split())
    parsed.pizzas = [name for name, _ in _COMPILED["pizza"].find(text)]
    parsed.sizes = [name for name, _ in _COMPILED["size"].find(text)]
    parsed.toppings, parsed.toppings_removed = _split_negated(text, _COMPILED["topping"].find(text))
    parsed.drinks, parsed.drinks_removed = _split_negated(text, _COMPILED["drink"].find(text))
    parsed.flags = {name for name, pattern in _FLAG_PATTERNS.items() if pattern.search(text)}
    return parsed


class _Lexicon:
    """One compiled pattern per entity kind: the longest surface form wins, plurals accepted."""

    def __init__(self, forms: dict[str, tuple[str, ...]]) -> None:
        self.canonical = {normalise(form): name for name, names in forms.items() for form in names}
        alternation = "|".join(re.escape(form) for form in sorted(self.canonical, key=len, reverse=True))
        self.pattern = re.compile(rf"\b({alternation})(?:s|es)?\b")

    def find(self, text: str) -> list[tuple[str, int]]:
        """Return ``(canonical, position)`` for every mention, in text order."""
        return [(self.canonical[match.group(1)], match.start()) for match in self.pattern.finditer(text)]


_COMPILED = {kind: _Lexicon(forms) for kind, forms in LEXICONS.items()}


def _split_negated(text: str, hits: list[tuple[str, int]]) -> tuple[list[str], list[str]]:
    """Split mentions into wanted and unwanted ("no olives", "without onions")."""
    wanted: list[str] = []
    unwanted: list[str] = []
    for name, start in hits:
        (unwanted if _NEGATION.search(text[:start]) else wanted).append(name)
    return wanted, unwanted
