"""What the conversation asks of a simulated user, and the dialogue it shows it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from user_sim.core.fallback import Cue
from user_sim.core.records import Turn


@dataclass
class Dialogue:
    """The conversation so far: the bot's greeting (if it spoke first) and the turns (the last may be unanswered)."""

    greeting: str | None = None
    turns: list[Turn] = field(default_factory=list)

    @property
    def messages_sent(self) -> int:
        """User messages sent so far."""
        return len(self.turns)

    def bot_texts(self) -> list[str]:
        """Everything the chatbot said, in order."""
        replies = [t.assistant for t in self.turns if t.assistant is not None]
        return [self.greeting, *replies] if self.greeting is not None else replies

    def last_reply(self) -> str | None:
        """The chatbot's latest words (its greeting before the first turn)."""
        texts = self.bot_texts()
        return texts[-1] if texts else None

    def transcript(self) -> list[tuple[str, str]]:
        """(speaker, text) pairs, ``User`` / ``Assistant``, as extraction and goal checks read them."""
        pairs = [("Assistant", self.greeting)] if self.greeting is not None else []
        for turn in self.turns:
            pairs.append(("User", turn.user))
            if turn.assistant is not None:
                pairs.append(("Assistant", turn.assistant))
        return pairs


class UserModel(Protocol):
    """A simulated user: writes the next message and decides whether its goal is reached."""

    def message(self, dialogue: Dialogue, cue: Cue | None) -> str | None:
        """The next message, or None when the user chooses to leave; ``cue`` reacts to fallbacks."""
        ...

    def goal_reached(self, dialogue: Dialogue) -> bool:
        """Tell whether the user's goal is achieved (never asked in ``steps`` mode)."""
        ...
