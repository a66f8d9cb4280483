"""The LLM user: one chat completion per message, and a separate goal-check completion (prompts in ``prompts``).

The profile's temperature applies to the user's messages only; the goal check runs at 0 with a structured
yes/no answer. ``user.opening`` is sent verbatim as the first message (no call). An empty message from the
model is an LLMError (the conversation ends ``error``), never sent.
"""

from __future__ import annotations

import random

from user_sim.core.fallback import Cue
from user_sim.core.plan import ConversationPlan
from user_sim.core.styles import StyleTurn
from user_sim.core.users import prompts
from user_sim.core.users.base import Dialogue
from user_sim.errors import LLMError
from user_sim.llm.base import LLMClient


class LLMUser:
    """The simulated user played by a model, for one conversation."""

    def __init__(self, plan: ConversationPlan, client: LLMClient, rng: random.Random) -> None:
        self.plan = plan
        self.client = client
        self.rng = rng
        self.left_with: str | None = None
        """The model's text that carried the end marker (the conversation's ``left_with``)."""

    def message(self, dialogue: Dialogue, cue: Cue | None) -> str | None:
        """The next message (1 call), the verbatim opening, or None when the model wrote the end marker."""
        if dialogue.messages_sent == 0 and self.plan.opening:
            return self.plan.opening
        turn = StyleTurn(self.rng, dialogue.messages_sent, self.plan.language)
        style_lines = [line for style in self.plan.styles if (line := style.instruction(turn))]
        chat = prompts.user_messages(self.plan, dialogue, cue, style_lines)
        reply = self.client.complete(chat, purpose="user", temperature=self.plan.llm.temperature)
        text = prompts.clean_message(reply.text)
        if text is None:
            self.left_with = reply.text.strip()
        if text is not None and not text:
            raise LLMError(f"model {self.plan.llm.model} wrote an empty user message")
        return text

    def goal_reached(self, dialogue: Dialogue) -> bool:
        """Ask, separately and at temperature 0, whether the goal is achieved (1 call)."""
        reply = self.client.complete(
            prompts.goal_check_messages(self.plan, dialogue),
            purpose="goal_check",
            temperature=0,
            schema=prompts.GoalVerdict,
        )
        return prompts.verdict(reply)
