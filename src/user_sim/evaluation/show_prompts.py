"""``sensei-chat --show-prompts``: the exact prompts of one planned conversation, without calling anything.

The prompts, each built by the very function that builds it during a run: the simulated user's first message
(``core.users.prompts.user_messages``), the goal check (``llm.goal_check``: the structured check's evidence and
confirmation questions of ``core.goal_evidence`` over the parts ``llm_user.goal_parts`` cuts, or the one question of
``goal_check_messages``) and the judge (``evaluation.prompts``). The goal check and the judge read the conversation,
which does not exist yet: they are shown over a placeholder first turn (and quote), marked as such; everything else
in them is what will be sent.
"""

from __future__ import annotations

from collections.abc import Sequence

from user_sim.core.conversation import Conversation
from user_sim.core.goal_evidence import confirmation_messages, evidence_messages, numbered
from user_sim.core.plan import ConversationPlan
from user_sim.core.records import ConversationRecord, Turn
from user_sim.core.styles import StyleTurn
from user_sim.core.users import prompts as user_prompts
from user_sim.core.users.base import Dialogue
from user_sim.core.users.llm_user import goal_parts
from user_sim.evaluation.judge import plan_calls
from user_sim.evaluation.settings import EvaluationSettings
from user_sim.llm.base import ChatMessage

PLACEHOLDER_USER = "‹the user's first message, written during the run›"
PLACEHOLDER_REPLY = "‹the chatbot's reply›"
PLACEHOLDER_QUOTE = "‹the chatbot sentence the evidence question cited›"
EVIDENCE_TITLE = (
    "goal check (structured): evidence question, after a reply only for the parts its rules leave open "
    "(none when the word test proves them)"
)
CONFIRMATION_TITLE = "goal check (structured): confirmation question, only when a cited sentence leaves doubt"


def planned_prompts(plan: ConversationPlan, settings: EvaluationSettings | None) -> list[tuple[str, list[ChatMessage]]]:
    """(title, messages) of each prompt of ``plan`` (the judge's only when an evaluation is configured)."""
    import random

    out: list[tuple[str, list[ChatMessage]]] = []
    if plan.scripted:
        out.append(("simulated user (scripted: no LLM prompt; it answers from the profile's values and facts)", []))
    else:
        turn = StyleTurn(random.Random(plan.seed), 0, plan.language)
        styles = [line for style in plan.styles if (line := style.instruction(turn))]
        dialogue = Dialogue(greeting=PLACEHOLDER_REPLY if plan.is_starter else None)
        out.append(("simulated user: first message", user_prompts.user_messages(plan, dialogue, None, styles)))
    placeholder = [Turn(index=0, user=PLACEHOLDER_USER, assistant=PLACEHOLDER_REPLY)]
    if plan.goal_style.kind != "steps" and not plan.scripted:
        out += _goal_check(plan, Dialogue(turns=placeholder))
    if settings is not None and settings.config.metrics:
        record = _record(plan, placeholder)
        for call in plan_calls(record, settings.config.metrics, settings.config.design):
            out.append((f"judge ({settings.config.design} design), model {settings.config.model}", call.messages))
    return out


def _goal_check(plan: ConversationPlan, dialogue: Dialogue) -> list[tuple[str, list[ChatMessage]]]:
    """The goal check's prompts as ``llm.goal_check`` makes them: the structured check's two questions, or one."""
    if plan.goal_check != "structured":
        return [("goal check (one_question, after each reply)", user_prompts.goal_check_messages(plan, dialogue))]
    parts = goal_parts(plan)
    shown, _cited = numbered(dialogue.transcript())
    quoted = [(part, PLACEHOLDER_QUOTE) for part in parts]
    return [
        (EVIDENCE_TITLE, evidence_messages(parts, shown)),
        (CONFIRMATION_TITLE, confirmation_messages(quoted)),
    ]


def format_prompts(prompts: Sequence[tuple[str, list[ChatMessage]]], plan: ConversationPlan) -> str:
    """The prompts as text for a terminal."""
    lines = [f"# prompts of {plan.profile} conversation {plan.index} (serial {plan.serial}, seed {plan.seed})"]
    for title, messages in prompts:
        lines.append(f"\n=== {title} ===")
        for message in messages:
            lines += [f"--- {message.role} ---", message.content]
    return "\n".join(lines) + "\n"


def _record(plan: ConversationPlan, turns: list[Turn]) -> ConversationRecord:
    """The record the run would write, over the placeholder turns (built by the engine's own ``record``)."""
    conversation = Conversation(plan, None)
    conversation.dialogue = Dialogue(greeting=PLACEHOLDER_REPLY if plan.is_starter else None, turns=turns)
    conversation.end("goal_reached")
    return conversation.record(run_id="(planned)")
