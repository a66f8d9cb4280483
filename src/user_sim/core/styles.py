"""Interaction styles: how the simulated user writes (``conversation.interaction_style``).

Each style gives the LLM user an *instruction* for the next message and the scripted user a *transform* of the
message it composed. ``random: [...]`` is not a style: the conversation plan resolves it into concrete styles
(a random number of them, drawn with the conversation's RNG). Plugins register more styles with
``@interaction_style("name")`` or through the ``user_sim.interaction_styles`` entry-point group.

What the scripted user does with each style (it has no model, so some styles are only approximations):
``make spelling mistakes`` swaps, drops or doubles letters of some words (never inside drawn values or facts,
so the conversation can still be completed); ``long phrases`` wraps the message in polite filler;
``change your mind`` opens one message with a hesitation; ``all questions`` puts every goal in the first
message; ``single question`` and ``default`` are what it does anyway; ``change language`` cannot translate and
leaves the text as it is (the LLM user is told which language to write each message in).
"""

from __future__ import annotations

import random
import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from user_sim.config.profile_conversation import ChangeLanguage
from user_sim.plugins import Registry

LANGUAGE_CHANGE_CHANCE = 0.3
"""Probability that a message of a ``change language`` conversation is written in one of the other languages."""


@dataclass
class StyleTurn:
    """What a style may look at when it shapes one user message."""

    rng: random.Random
    """The conversation's random stream (never the global one)."""
    message_index: int
    """0-based position of the user message being written."""
    language: str
    """The user's own language."""
    protected: Collection[str] = field(default_factory=tuple)
    """Lower-case words (drawn values, facts) a transform must leave intact."""


class InteractionStyle:
    """Base style: no instruction, no change. Subclasses override what they need."""

    name = "default"
    all_goals_at_once = False
    """The scripted user puts every goal in its first message."""
    INSTRUCTION: str | None = None
    """The instruction of every message, when it does not depend on the turn."""

    def instruction(self, turn: StyleTurn) -> str | None:
        """The instruction for the LLM user's next message, or None."""
        return self.INSTRUCTION

    def transform(self, message: str, turn: StyleTurn) -> str:
        """The scripted user's message after this style is applied."""
        return message

    def written(self) -> Any:
        """The style as a profile writes it (recorded on the conversation)."""
        return self.name


INTERACTION_STYLES: Registry[type[InteractionStyle]] = Registry("interaction style")
"""Styles by the name profiles use (entry-point group ``user_sim.interaction_styles``)."""

interaction_style = INTERACTION_STYLES.register
"""Class decorator: ``@interaction_style("long phrases")`` names the class and registers it."""


def build_style(written: str | ChangeLanguage) -> InteractionStyle:
    """The style object for one (non-random) entry of ``interaction_style``."""
    if isinstance(written, ChangeLanguage):
        return ChangeLanguageStyle(list(written.change_language))
    return INTERACTION_STYLES.get(written)()


@interaction_style("default")
class DefaultStyle(InteractionStyle):
    """One or two things per message."""

    INSTRUCTION = "Ask about one or two things per message; do not put everything into one message."


@interaction_style("long phrases")
class LongPhrases(InteractionStyle):
    """Long, wordy messages."""

    _OPENERS = (
        "I hope you are having a good day. ",
        "Thank you for taking the time to help me with this. ",
        "I have been meaning to sort this out for a while, so here goes. ",
    )
    _CLOSERS = (
        " I would really appreciate your help with this.",
        " Thanks a lot in advance for your patience.",
        " Please let me know if you need anything else from me.",
    )

    INSTRUCTION = "Write long, detailed messages with several sentences, like a chatty person would."

    def transform(self, message: str, turn: StyleTurn) -> str:
        """Wrap the message in polite filler."""
        return turn.rng.choice(self._OPENERS) + message + turn.rng.choice(self._CLOSERS)


@interaction_style("change your mind")
class ChangeYourMind(InteractionStyle):
    """Hesitate and change what was asked for."""

    INSTRUCTION = (
        "At some point, change your mind about something you asked for or answered, and say so; then "
        "continue with your goals."
    )

    def transform(self, message: str, turn: StyleTurn) -> str:
        """Open the second message with a hesitation (the scripted user cannot really change its mind)."""
        return f"Hmm, wait, let me think... {message}" if turn.message_index == 1 else message


SPELLING_INSTRUCTION = "You type fast and carelessly: your own words have typos (swapped, missing or doubled letters)."
"""Not "make spelling mistakes in every message", which reads as a task on the text above: every conversation in
which Qwen2.5-1.5B sent the shop's greeting back as its first message had that style (``bench/README.md``)."""


@interaction_style("make spelling mistakes")
class SpellingMistakes(InteractionStyle):
    """Typos in most messages."""

    WORD_ERROR_RATE = 0.35
    INSTRUCTION = SPELLING_INSTRUCTION

    def transform(self, message: str, turn: StyleTurn) -> str:
        """Perturb letters of some words, drawn with the conversation RNG; protected words stay intact."""
        return re.sub(r"[^\W\d_]{4,}", lambda m: self._typo(m.group(0), turn), message)

    def _typo(self, word: str, turn: StyleTurn) -> str:
        if word.lower() in turn.protected or turn.rng.random() >= self.WORD_ERROR_RATE:
            return word
        at = turn.rng.randrange(1, len(word) - 1)
        kind = turn.rng.choice(("swap", "drop", "double"))
        if kind == "swap":
            return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
        if kind == "drop":
            return word[:at] + word[at + 1 :]
        return word[:at] + word[at] + word[at:]


@interaction_style("single question")
class SingleQuestion(InteractionStyle):
    """One question per message (what the scripted user does anyway)."""

    INSTRUCTION = "Ask only one question per message."


@interaction_style("all questions")
class AllQuestions(InteractionStyle):
    """Everything in one message."""

    all_goals_at_once = True

    INSTRUCTION = "Ask for everything you want in one single message."


class ChangeLanguageStyle(InteractionStyle):
    """Some messages in other languages (a ``{change language: [...]}`` entry; not registered by name)."""

    name = "change language"

    def __init__(self, languages: list[str]) -> None:
        self.languages = languages

    def instruction(self, turn: StyleTurn) -> str | None:
        """Pick this message's language: another one with probability LANGUAGE_CHANGE_CHANCE."""
        language = turn.language
        if turn.rng.random() < LANGUAGE_CHANGE_CHANCE:
            language = turn.rng.choice(self.languages)
        return (
            f"Write this message in {language}, even if the chatbot says it does not understand or you wrote "
            "in another language before."
        )

    def written(self) -> Any:
        """``{change language: [...]}``."""
        return {"change language": list(self.languages)}
