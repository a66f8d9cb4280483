"""The corrective redraft after a draft that broke role: what to ask for, and how cool to sample it.

After the first message, the note names what the chatbot's last message is and the customer's moves there: a
confirmation (thank it, ask for what is missing, or leave), its fallback (say again what you want), a question
(answer it with your own choice), anything else (ask for what you still want, or leave). The redraft samples at
:data:`REDRAFT_TEMPERATURE` or the profile's temperature if lower. Measured with Qwen2.5-1.5B on the 22 states
where its recorded drafts broke role (``bench/role_layouts.py --known``, bench/README.md, "Redraft, fifth session"):
a note naming the state at 0.3 broke role again in fewer redrafts than the note naming the moves only at the
profile's 0.8; either change alone did not help (the cooler sampling alone was worse: it kept the chatbot's voice).
The states are read from English wording; a chatbot in another language gets the general moves.
"""

from __future__ import annotations

import re

from user_sim.core.users.prompts import END_MARKER

REDRAFT_TEMPERATURE = 0.3
"""The highest sampling temperature of a corrective redraft."""

_LEAVE = f"or, if nothing is, write {END_MARKER} alone"
_MOVES = (
    (
        re.compile(r"\b(?:is|are|has been|have been) (?:now )?(?:confirmed|placed|booked|reserved)\b", re.IGNORECASE),
        f"the chatbot has just confirmed your order. Answer it as the customer: thank it, ask for what is still "
        f"missing, {_LEAVE}.",
    ),
    (
        re.compile(r"\b(?:didn'?t|did not|don'?t|do not) understand\b", re.IGNORECASE),
        "the chatbot did not understand you. Say again, as the customer and in other words, what you want.",
    ),
    (
        re.compile(r"\?\s*$"),
        "the chatbot has just asked you a question. Answer it as the customer, with your own choice, in the first "
        "person.",
    ),
)
_OTHER = (
    "the chatbot has just told you something. As the customer, ask for what you still want, or, if you have nothing "
    f"left to ask or say, write {END_MARKER} alone."
)


def customer_moves(last_bot_text: str) -> str:
    """What the customer can do after the chatbot's last message, named by what that message is (module docstring)."""
    return next((move for pattern, move in _MOVES if pattern.search(last_bot_text)), _OTHER)


def redraft_temperature(temperature: float) -> float:
    """The redraft's sampling temperature: the profile's, at most :data:`REDRAFT_TEMPERATURE`."""
    return min(temperature, REDRAFT_TEMPERATURE)
