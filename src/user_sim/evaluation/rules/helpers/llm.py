"""Helpers that ask an LLM (through the LLM layer: cached, budgeted, counted); ``language`` tries offline first."""

from __future__ import annotations

from typing import Any

from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.langid import CODES, identify
from user_sim.evaluation.rules.helpers.registry import asks_llm, rule_helper
from user_sim.evaluation.rules.limits import Inconclusive
from user_sim.evaluation.rules.llm_door import HelperLLM


def door(helper: str) -> HelperLLM:
    """The LLM door of the current check (Inconclusive when no model is configured)."""
    llm = current_context().llm
    if llm is None:
        raise Inconclusive(f"{helper}() needs an LLM and none is configured (give --model)")
    return llm


def transcript(interaction: list[dict[str, Any]], numbered: bool = False) -> str:
    """The interaction as ``Role: text`` lines (numbered from 1 when asked)."""
    lines = [f"{key}: {value}" for step in interaction for key, value in step.items()]
    return "\n".join(f"{i} - {line}" if numbered else line for i, line in enumerate(lines, 1))


@rule_helper("semantic_content")
@asks_llm
def semantic_content(text: Any, content: str) -> bool:
    """Whether ``text`` says (in meaning, not words) ``content``."""
    prompt = f"Does the TEXT below convey this content: {content}?\nTEXT: {text}\nAnswer only YES or NO."
    return door("semantic_content").yes("semantic_content", prompt)


@rule_helper("only_talks_about")
@asks_llm
def only_talks_about(topics: Any, fallback: str | None = None) -> bool | str:
    """True when the chatbot keeps to ``topics`` (a string or list); else the model's list of deviations."""
    topic_text = ", ".join(topics) if isinstance(topics, list) else str(topics)
    allowed = f' It may also say it does not understand (e.g. "{fallback}").' if fallback else ""
    prompt = (
        f"Conversation between a user and an assistant:\n{transcript(current_context().interaction)}\n----\n"
        f"Does the assistant only talk about: {topic_text}? It must steer the user back to these topics.{allowed}\n"
        "Answer only TRUE if it does; otherwise list the assistant replies that leave these topics."
    )
    answer = door("only_talks_about").ask("only_talks_about", prompt)
    return True if answer.strip(" .").lower() == "true" else f"replies out of scope: {answer}"


@rule_helper("tone")
@asks_llm
def tone(item: Any) -> list[str]:
    """POSITIVE, NEGATIVE or NEUTRAL for each text of ``item`` (a string or a list)."""
    texts = [item] if isinstance(item, str) else list(item)
    llm = door("tone")
    prompt = "What is the tone of this text?\n{}\nAnswer only POSITIVE, NEGATIVE or NEUTRAL."
    return [llm.ask("tone", prompt.format(text)).strip(" .").upper() for text in texts]


@rule_helper("utterance_index")
@asks_llm
def utterance_index(who: str, what: str) -> int:
    """The 1-based line of the transcript where ``who`` talked about ``what`` (-1 when the model says none)."""
    prompt = (
        f"In the numbered conversation below, on which line did the {who} talk about {what}? "
        f"Answer only the line number.\n\n{transcript(current_context().interaction, numbered=True)}"
    )
    answer = door("utterance_index").ask("utterance_index", prompt).strip(" .")
    return int(answer) if answer.isdigit() else -1


@rule_helper("language")
@asks_llm
def language(text: Any) -> str:
    """The SENSEI code (ENG, ESP, FR, GER, IT, POR, CHI, JAP, OTHER) of a text or list of texts."""
    joined = "\n".join(map(str, text)) if isinstance(text, list) else str(text)
    offline = identify(joined)
    if offline is not None:
        return offline
    choices = ", ".join(f"{code} for {name}" for code, name in CODES.items())
    answer = door("language").ask("language", f"What is the language of this text?\n{joined}\nAnswer {choices}.")
    return answer.strip(" .").upper()
