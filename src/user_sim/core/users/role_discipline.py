"""Role discipline of the LLM user: a drafted message that is not the user's own words is never sent.

Per drafted message (before it reaches the chatbot), in this order:

* **leaked markup** — the harness's own delimiters or a chat template's tokens (``<chatbot_reply>``,
  ``[Simulator note``, ``<transcript>``, ``<|im_start|>``…);
* **persona drift** — the model speaks as a model ("As an AI language model…", "I'm an AI assistant");
* **role flip** — it speaks as the assistant ("How can I help you today?", "If there's anything else I can help
  with, just let me know", "Could you clarify what you would like?", "I'll confirm the order for you",
  a line labelled ``Assistant:``) — in seven languages; or, in English, as the shop (:mod:`.shop_voice`: asks
  the customer's questions, quotes prices as the seller, says "we have…"/"our menu");
* **echo** — a high overlap with the chatbot's last two messages: at least 60 % of the draft's word trigrams
  (or, for a draft shorter than eight words, all its words) come from them; or a whole earlier chatbot
  message of four words or more inside the draft (its fallback "Sorry, I didn't understand that." repeated).

The LLM user redrafts once with a note naming the problem; if the second draft breaks role too, the
conversation ends ``user_broke_role`` (never sent, never a pass). Each detection is counted on the record.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from user_sim.core.goals import normalise
from user_sim.core.users.redraft import customer_moves
from user_sim.core.users.shop_voice import speaks_as_shop
from user_sim.errors import UserSimError
from user_sim.llm.base import ChatMessage

Violation = Literal["leaked_markup", "persona_drift", "role_flip", "echo"]
VIOLATIONS: tuple[Violation, ...] = ("leaked_markup", "persona_drift", "role_flip", "echo")
ECHO_SHARE = 0.6
_MARKUP = re.compile(
    r"</?\s*(?:chatbot_reply|transcript)\s*>|\[\s*simulator note|<\|[a-z_]+\|>|\[/?inst\]|<</?sys>>|<\s*/?\s*s\s*>",
    re.IGNORECASE,
)
_DRIFT = re.compile(
    r"\b(?:as an ai|ai language model|language model|i am an ai|i'm an ai|as a chatbot|as an assistant"
    r"|i cannot (?:role-?play|pretend)|como (?:una|un) (?:ia|modelo de lenguaje)|en tant qu'ia|als ki"
    r"|sebagai ai|come (?:un'?|una) ia"
    r"|(?:sorry|apolog\w*)[^.!?]*\bi (?:can'?t|cannot|am unable to|'m unable to) (?:help|assist)(?: you)?"
    r" with (?:that|this)"
    r")\b"
)
_FLIP = re.compile(
    r"^\s*(?:assistant|chatbot|bot|agent)\s*:|\b(?:how (?:can|may) i (?:help|assist)|how can i be of"
    r"|anything else i can (?:help|do|assist)|what can i do for you|i'?m here to help|i am here to help"
    r"|let me know if (?:there'?s|there is) anything else|(?:i'?m|i am) (?:happy|glad) to (?:help|assist)"
    r"|(?:could|can) you (?:please )?clarify what you (?:would like|want)"
    r"|what would you like to (?:order|have|drink|eat)|what can i get (?:for )?you"
    r"|would you like to (?:order|add|confirm|place|try)|would you like (?:any|some|anything)|shall i (?:confirm|place)"
    r"|i'?ll (?:confirm|place|process|book) (?:your (?:order|booking|reservation)"
    r"|the (?:order|booking|reservation) for)"
    r"|your order has been (?:placed|confirmed)|thank you for your order"
    r"|welcome to (?:our|the)|en que puedo ayudarle|en que puedo ayudarte|comment puis-je vous aider"
    r"|wie kann ich ihnen helfen|come posso aiutarla|come posso aiutarti|como posso ajudar|ada yang bisa saya bantu"
    r"|bagaimana saya bisa membantu)\b",
    re.MULTILINE,
)
_WORD = re.compile(r"\w+")


class UserBrokeRole(UserSimError):
    """The LLM user broke role twice in a row: the conversation ends ``user_broke_role``."""

    def __init__(self, violation: Violation, draft: str) -> None:
        super().__init__(f"the simulated user broke role twice ({violation}); last draft not sent: {draft[:120]!r}")
        self.violation = violation


_QUOTED = re.compile(r'"[^"]*"|“[^”]*”|«[^»]*»|(?<!\w)\'[^\']*\'(?!\w)')


def _words(text: str) -> list[str]:
    return _WORD.findall(normalise(text))


def echoes(draft: str, bot_texts: Sequence[str]) -> bool:
    """Tell whether the draft mostly repeats the chatbot's last two messages."""
    words = _words(draft)
    source = [w for text in bot_texts[-2:] for w in _words(text)]
    if len(words) < 3 or not source:
        return False
    if len(words) < 8:
        return set(words) <= set(source)
    grams = [tuple(words[i : i + 3]) for i in range(len(words) - 2)]
    known = {tuple(source[i : i + 3]) for i in range(len(source) - 2)}
    return sum(gram in known for gram in grams) / len(grams) >= ECHO_SHARE


def copies_a_message(draft: str, bot_texts: Sequence[str]) -> bool:
    """Tell whether the draft contains a whole earlier chatbot message of four words or more (its fallback...).

    Words in quotation marks are not counted: a user may quote the chatbot to complain about it.
    """
    padded = " " + " ".join(_words(_QUOTED.sub(" ", draft))) + " "
    return any(len(words := _words(text)) >= 4 and f" {' '.join(words)} " in padded for text in bot_texts)


def violation(draft: str, bot_texts: Sequence[str]) -> Violation | None:
    """The first problem of a drafted user message (module docstring), or None."""
    if _MARKUP.search(draft):
        return "leaked_markup"
    said = normalise(draft)
    if _DRIFT.search(said):
        return "persona_drift"
    if _FLIP.search(said):
        return "role_flip"
    if echoes(draft, bot_texts) or copies_a_message(draft, bot_texts):
        return "echo"
    return "role_flip" if speaks_as_shop(said) else None


NOTES: dict[Violation, str] = {
    "leaked_markup": "it contained the harness's tags or notes",
    "persona_drift": "it was written as the chatbot, not as you",
    "role_flip": "it was written as the chatbot, not as you",
    "echo": "it repeated the chatbot's words",
}


def corrective_note(found: Violation, can_leave: bool = True, last_bot_text: str = "") -> str:
    """The note asking for a new draft: what was wrong, in a few words, then the customer's possible moves.

    After the first message the moves are named by what the chatbot's last message is (:mod:`.redraft`: a
    confirmation, its fallback, a question, anything else). Measured with Qwen2.5-1.5B on the states where it had
    broken role (``bench/role_layouts.py --known --retry-variants``, bench/README.md): naming the customer's moves
    made 3 of 27 redrafts break role again, against 9 of 27 for a note that described the fault ("offering help or
    choices, asking the customer's questions, giving prices"), which the model copied; naming the state, with the
    redraft sampled at :func:`.redraft.redraft_temperature`, fewer again. Before the first message there is no
    chatbot question to answer and leaving is not offered.
    """
    if not can_leave:
        return (
            f"[Simulator note: your last draft was not sent: {NOTES[found]}. You are the customer and you write "
            "first: say in the first person what you want from the chatbot.]"
        )
    moves = customer_moves(last_bot_text)
    return f"[Simulator note: your last draft was not sent: {NOTES[found]}. You are the customer and {moves}]"


def corrected(
    chat: list[ChatMessage], found: Violation, can_leave: bool = True, last_bot_text: str = ""
) -> list[ChatMessage]:
    """The chat of the retry: the last message (the chatbot's words and notes) with the corrective note added."""
    note = corrective_note(found, can_leave, last_bot_text)
    return [*chat[:-1], ChatMessage(chat[-1].role, f"{chat[-1].content}\n{note}")]
