"""Sentences only the seller says: the role flips that are not a greeting or an offer of help (English).

A drafted user message speaks as the shop when it

* **asks the customer's questions** — a choice offered to "you" ("Would you like it small, medium, or large?",
  "Which size do you want?", "Can I take your order?", "Do you have any other questions?", "Could you rephrase
  your question?", "I'd be happy to help", "Let me know if you'd like…", "If you have any other questions, feel
  free to ask", "What was the order you were trying to place?");
* **quotes the shop's prices as the seller** — in a statement, not a question: "your total is…", "that'll be
  $12", a sentence opening on an item and its price ("A medium veggie costs $12."), or two prices or more;
* **speaks for the shop as "we"/"our"** — "we have three sizes", "we're open until ten", "our menu";
* **confirms the customer's order as the seller** — "Your order is confirmed: …", "your pizza will be delivered in
  30 minutes", "your table is booked".

What a customer says is left alone: "a large one, please", "is the large $12?", "what size do you recommend?",
"would you like my address or my phone number?", "we'd like two pizzas", "so it comes to $12?", "ok, the
large is $12, I'll take it", "is my order confirmed?", "so my pizza will be delivered at eight?".
Repeating the chatbot's fallback is an echo (:func:`.role_discipline.copies_a_message`), not handled here.
Text reaches these checks normalised (lower case, no accents).
"""

from __future__ import annotations

import re

_ASKS_CUSTOMER = re.compile(
    r"\b(?:what|which) (?:pizza |drink )?(?:size|kind|type|sort|pizza|toppings?|drinks?|flavou?r|crust)s? (?:of \w+ )?"
    r"(?:would|do|will|did) you (?:like|want|prefer|fancy)\b(?! to (?:suggest|recommend))"
    r"|\b(?:would you like|do you want|would you prefer|do you prefer)\b(?![^.?!]*\bmy\b)[^.?!]*?,? or \w+[^.!]*\?"
    r"|\b(?:can|could|may) i (?:have|get|take) your (?:name|order|address|delivery address|payment)\b"
    r"|\bdo you have any (?:other |more |further )?questions\b"
    r"|\b(?:i'?d|i would|i'?ll|i will) be (?:happy|glad) to help"
    r"|\b(?:could|can) you (?:please )?rephrase your (?:question|request|message)\b"
    r"|\b(?:let me know|tell me) (?:if|what|which|when|how) you(?:'d| would)? (?:like|want|need|prefer)"
    r"|\bif you(?:'d| would) like (?:a|an|the|any|some|more)\b"
    r"|\bfeel free to (?:ask|let|contact us|reach (?:out to )?us)"
    r"|\bif you have any (?:other |more |further )?questions\b|\banything else you (?:need|want|would like|'d like)"
    r"|\byou were trying to (?:order|place|say|ask)"
)
_SELLER_PRICE = re.compile(
    r"\byour (?:order )?total\b|\b(?:that|this|it)(?:'ll| will| would) (?:be|come to|cost) (?:\$|€)?\s?\d"
)
_ITEM_PRICE = re.compile(
    r"^\s*(?:for )?(?:a|an|the|one|each) [\w -]{1,40}? (?:costs?|is|are) (?:only |just )?"
    r"(?:(?:\$|€)\s?\d|\d+(?:[.,]\d{1,2})?\s?(?:dollars?|euros?)\b)"
)
_PRICE = re.compile(r"(?:\$|€)\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:\$|€|dollars?|euros?)")
_WE_THE_SHOP = re.compile(
    r"\bwe (?:also )?(?:have|offer|sell|serve|deliver) (?:[\w-]+ ){0,3}?(?:pizzas?|drinks?|toppings?|sizes?|options"
    r"|margherita|pepperoni|a (?:wide |great |large |good )?(?:range|selection|variety|menu)|the following)\b"
    r"|\bwe (?:have|offer|do) (?:\w+ )?(?:small|medium|large)(?:,| and| or) "
    r"|\bthere (?:are|is) (?:several|many|a few|some|lots of|plenty of|\d+) (?:drinks|pizzas|toppings|sizes|options)"
    r" (?:available|on (?:the|our) menu)\b"
    r"|\bwe(?: are|'re) open\b|\bwe (?:open|close) at\b"
    r"|\bthanks? (?:you )?for (?:choosing|visiting|ordering from|shopping with) us\b|\bthank you for your order\b"
    r"|\bthanks? (?:you )?for (?:ordering|shopping) (?:at|from|with)\b"
    r"|\bour (?:menu|prices|pizzas|drinks|toppings|opening hours|hours|shop|store|restaurant|specials?|kitchen)\b"
)
_SELLER_CONFIRMS = re.compile(
    r"\byour (?:\w+ ){0,2}?(?:order|pizzas?|booking|reservation|table|delivery|drinks?)"
    r" (?:is|are|has been|have been|will be|'s|'ll be) (?:now |all )?"
    r"(?:confirmed|placed|booked|reserved|ready|prepared|being prepared|on (?:its|their|the) way|delivered|received)\b"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def statements(said: str) -> list[str]:
    """The sentences of ``said`` that are not questions."""
    return [s for s in _SENTENCE_END.split(said.strip()) if s and not s.endswith("?")]


def speaks_as_shop(said: str) -> bool:
    """Tell whether normalised ``said`` speaks as the seller: its questions, prices, "we" or confirmations."""
    if _ASKS_CUSTOMER.search(said) or _WE_THE_SHOP.search(said) or _SELLER_CONFIRMS.search(said):
        return True
    told = statements(said)
    if any(_SELLER_PRICE.search(s) or _ITEM_PRICE.search(s) for s in told):
        return True
    return len({m.replace(" ", "") for s in told for m in _PRICE.findall(s)}) >= 2
