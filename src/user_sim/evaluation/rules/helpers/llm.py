"""Helpers that ask an LLM (through the LLM layer: cached, budgeted, counted); ``language`` tries offline first."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.langid import CODES, identify
from user_sim.evaluation.rules.helpers.registry import asks_llm, rule_helper
from user_sim.evaluation.rules.limits import Inconclusive
from user_sim.evaluation.rules.llm_door import HelperLLM, yes_or_no


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
        "Answer only TRUE if it does; otherwise answer FALSE: and list the assistant replies that leave these topics."
    )
    in_scope, replies = door("only_talks_about").read_commented(
        "only_talks_about", prompt, yes_or_no, "TRUE or FALSE: <replies>", listing=False
    )
    return True if in_scope else f"replies out of scope: {replies or '(none listed)'}"


@rule_helper("tone")
@asks_llm
def tone(item: Any) -> list[str]:
    """POSITIVE, NEGATIVE or NEUTRAL for each text of ``item`` (a string or a list)."""
    texts = [item] if isinstance(item, str) else list(item)
    llm = door("tone")
    prompt = "What is the tone of this text?\n{}\nAnswer only POSITIVE, NEGATIVE or NEUTRAL."
    return [llm.read("tone", prompt.format(text), _tone_of, "POSITIVE, NEGATIVE or NEUTRAL") for text in texts]


def _tone_of(answer: str) -> str:
    """POSITIVE, NEGATIVE or NEUTRAL (any case); ValueError for anything else."""
    return _one_of(answer, ("POSITIVE", "NEGATIVE", "NEUTRAL"))


def _one_of(answer: str, words: Iterable[str]) -> str:
    """``answer`` in upper case when it is one of ``words``; ValueError otherwise."""
    if answer.upper() not in words:
        raise ValueError(answer)
    return answer.upper()


@rule_helper("utterance_index")
@asks_llm
def utterance_index(who: str, what: str) -> int:
    """The 1-based line of the transcript where ``who`` talked about ``what`` (-1 when the model says none)."""
    interaction = current_context().interaction
    lines = transcript(interaction, numbered=True)
    prompt = (
        f"In the numbered conversation below, on which line did the {who} talk about {what}? "
        f"Answer only the line number, or NONE if no line does.\n\n{lines}"
    )
    last = sum(len(step) for step in interaction)

    def line_of(answer: str) -> int:
        if answer.upper() in ("NONE", "-1"):
            return -1
        if not (answer.isdigit() and 1 <= int(answer) <= last):
            raise ValueError(answer)
        return int(answer)

    return door("utterance_index").read("utterance_index", prompt, line_of, f"a line number 1-{last} or NONE")


@rule_helper("language")
@asks_llm
def language(text: Any) -> str:
    """The SENSEI code (ENG, ESP, FR, GER, IT, POR, CHI, JAP, OTHER) of a text or list of texts."""
    joined = "\n".join(map(str, text)) if isinstance(text, list) else str(text)
    offline = identify(joined)
    if offline is not None:
        return offline
    choices = ", ".join(f"{code} for {name}" for code, name in CODES.items())
    prompt = f"What is the language of this text?\n{joined}\nAnswer only {choices}."
    return door("language").read("language", prompt, _code_of, "one of " + ", ".join(CODES))


def _code_of(answer: str) -> str:
    """A SENSEI language code (any case); ValueError for anything else."""
    return _one_of(answer, CODES)
