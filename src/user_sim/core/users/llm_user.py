"""The LLM user: one chat completion per message, and a separate goal-check completion (prompts in ``prompts``).

The profile's temperature applies to the user's messages only (a corrective redraft samples at 0.3 at most). The
goal check is the structured one (:mod:`user_sim.core.goal_check`): the goal is cut into parts once, when the user
is built, and after each reply rules and a word test decide first; a model call (at temperature 0) is made only for
parts a new sentence may deliver; an answer of it that cannot be read is an LLMError (the conversation ends
``error``: the goal cannot be judged), as in the one-question check. ``user.opening`` is sent verbatim as the first
message (no call). An empty message from the model is an LLMError (the conversation ends ``error``), never sent. A
draft that breaks role (an echo of the chatbot, a role flip, persona drift, leaked markup: :mod:`.role_discipline`)
is redrafted once with a note naming what the chatbot's last message is, another sampling seed (:func:`reseeded`)
and a cooler temperature (:mod:`.redraft`); a second bad draft ends the conversation ``user_broke_role``. Neither is
sent; both are counted.
"""

from __future__ import annotations

import random

from user_sim.core.fallback import Cue
from user_sim.core.goal_check import GoalDecision, StructuredGoalCheck
from user_sim.core.goal_parts import GoalPart, decompose
from user_sim.core.plan import ConversationPlan
from user_sim.core.styles import StyleTurn
from user_sim.core.users import prompts
from user_sim.core.users.base import Dialogue
from user_sim.core.users.redraft import redraft_temperature
from user_sim.core.users.role_discipline import UserBrokeRole, corrected, violation
from user_sim.errors import LLMError
from user_sim.llm.base import ChatMessage, LLMClient

RETRY_SEED_STEP = 7919
"""Added to the conversation's seed for a corrective redraft (see :func:`reseeded`)."""


def reseeded(client: LLMClient) -> LLMClient:
    """The client of a corrective redraft: the same model, another (still reproducible) sampling seed.

    With the conversation's seed, the redraft drew the same random numbers as the bad draft and, its prompt differing
    only by the note at the end, Qwen2.5-1.5B wrote the same bad opening again (the shop's greeting copied back,
    ``bench/role_layouts.py --first --retry``).
    """
    seed = getattr(client, "seed", None)
    derive = getattr(client, "derive", None)
    if derive is None or seed is None:
        return client
    new: LLMClient = derive(seed=seed + RETRY_SEED_STEP)
    return new


def _judged(decision: GoalDecision, model: str) -> bool:
    """The decision, unless the model's answer could not be read: then the goal cannot be judged (LLMError).

    Read as "not delivered" it would let the conversation run on to its turn limit and fail the chatbot for what
    the model failed to say; the one-question check's unreadable answer ends the conversation ``error`` the same way.
    """
    unread = [str(p.part) for p in decision.parts if p.finding == "no_answer"]
    if unread and not decision.reached:
        raise LLMError(
            f"goal check: the answer of model {model} could not be read (not the JSON asked for; parts "
            f"{', '.join(unread)}): whether the goal is reached cannot be judged"
        )
    return decision.reached


def goal_parts(plan: ConversationPlan) -> tuple[GoalPart, ...]:
    """The checkable parts of the plan's goal, as the structured goal check cuts it once per conversation."""
    return decompose([goal.template for goal in plan.goals], plan.goal.template if plan.goal else None, plan.values)


class LLMUser:
    """The simulated user played by a model, for one conversation."""

    def __init__(self, plan: ConversationPlan, client: LLMClient, rng: random.Random) -> None:
        self.plan = plan
        self.client = client
        self.rng = rng
        self.left_with: str | None = None
        """The model's text that carried the end marker (the conversation's ``left_with``)."""
        self.goal_check = StructuredGoalCheck(goal_parts(plan), plan.options, client)
        self.role_violations: dict[str, int] = {}
        """Drafts caught breaking role, by kind (see role_discipline)."""

    def message(self, dialogue: Dialogue, cue: Cue | None) -> str | None:
        """The next message (1 call), the verbatim opening, or None when the model wrote the end marker."""
        if dialogue.messages_sent == 0 and self.plan.opening:
            return self.plan.opening
        turn = StyleTurn(self.rng, dialogue.messages_sent, self.plan.language)
        style_lines = [line for style in self.plan.styles if (line := style.instruction(turn))]
        chat = prompts.user_messages(self.plan, dialogue, cue, style_lines)
        text = self._draft(chat)
        found = violation(text, dialogue.bot_texts()) if text else None
        if found is None:
            return text
        self.role_violations[found] = self.role_violations.get(found, 0) + 1
        redraft = corrected(chat, found, dialogue.messages_sent > 0, dialogue.last_reply() or "")
        text = self._draft(redraft, reseeded(self.client), redraft_temperature(self.plan.llm.temperature))
        again = violation(text, dialogue.bot_texts()) if text else None
        if again is not None:
            self.role_violations[again] = self.role_violations.get(again, 0) + 1
            raise UserBrokeRole(again, text or "")
        return text

    def _draft(
        self, chat: list[ChatMessage], client: LLMClient | None = None, temperature: float | None = None
    ) -> str | None:
        used = self.plan.llm.temperature if temperature is None else temperature
        reply = (client or self.client).complete(chat, purpose="user", temperature=used)
        text = prompts.clean_message(reply.text)
        if text is None:
            self.left_with = reply.text.strip()
        if text is not None and not text:
            raise LLMError(f"model {self.plan.llm.model} wrote an empty user message")
        return text

    def goal_reached(self, dialogue: Dialogue) -> bool:
        """The goal check after the latest reply, separate from the role-play (``llm.goal_check``).

        ``structured``: 0, 1 or 2 calls; ``one_question``: one yes/no call at temperature 0.
        """
        if self.plan.goal_check == "structured":
            return _judged(self.goal_check.decide(dialogue.transcript()), self.plan.llm.model)
        reply = self.client.complete(
            prompts.goal_check_messages(self.plan, dialogue),
            purpose="goal_check",
            temperature=0,
            schema=prompts.GoalVerdict,
        )
        return prompts.verdict(reply)
