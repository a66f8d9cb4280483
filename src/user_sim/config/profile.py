"""The profile (SENSEI format): who the simulated user is, what it wants, and how conversations are run.

The goal variables are in :mod:`user_sim.config.profile_variables`, the ``conversation`` block in
:mod:`user_sim.config.profile_conversation`. These models check the *shape* of a profile. Checks that need the
whole profile or the project folder (placeholders, personalities, custom types, forward chains, conversation
counts) live in :mod:`user_sim.core.profile_checks` and report at the exact YAML position too.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    Discriminator,
    Field,
    StrictFloat,
    StrictInt,
    Tag,
    field_validator,
)

from user_sim.config.base import StrictModel, empty_when_none
from user_sim.config.located import union_tag
from user_sim.config.profile_conversation import ConversationSpec
from user_sim.config.profile_variables import Variable
from user_sim.config.schema_hooks import also_accepts

DEFAULT_MODEL = "gpt-4o-mini"
SCRIPTED_MODEL = "scripted"
"""The ``llm.model`` that selects the offline deterministic (scripted) user instead of an LLM."""


class FormatSpec(StrictModel):
    """How the simulated user talks: text, or speech (later feature)."""

    type: Literal["text", "speech"] = "text"
    """``text`` (default) or ``speech`` (accepted and validated; running it is not built yet)."""
    config: str | None = None
    """Speech configuration file, relative to the project folder."""


class LLMConfig(StrictModel):
    """The model that plays the user (``model: scripted`` selects the offline deterministic user)."""

    model: str = DEFAULT_MODEL
    """Model name; any name works (cost is reported as unknown when its price is not known)."""
    model_prov: str | None = None
    """LangChain provider name (openai, anthropic, ollama...); inferred from the model name when absent."""
    temperature: StrictFloat = Field(default=0.8, ge=0, le=2)
    """Sampling temperature of the user's messages (goal checks and extraction always run at 0)."""
    base_url: str | None = None
    """URL of an OpenAI-compatible server (Ollama, vLLM, llama.cpp...)."""
    api_key_env: str | None = None
    """Name of the environment variable holding the API key for ``base_url``."""
    timeout: StrictFloat | None = Field(default=None, gt=0, le=3600)
    """Seconds one call may take before it is retried or fails (default 60; raise it for slow local models)."""
    max_concurrency: StrictInt | None = Field(default=None, ge=1, le=256)
    """Calls to this model at the same time, shared by every worker of the run (default: no limit)."""
    format: FormatSpec = Field(default_factory=FormatSpec)
    """Conversation format."""
    goal_check: Literal["structured", "one_question"] = "structured"
    """How the LLM user decides that its goal is reached: ``structured`` (the goal cut into parts, each proved by
    a chatbot sentence that passes explicit rules; a model call only when a new sentence may deliver a part) or
    ``one_question`` (one yes/no question about the whole transcript after every reply, the former design)."""

    @property
    def temperature_used(self) -> float:
        """The temperature its messages are made at (:func:`temperature_used`)."""
        return temperature_used(self.model, self.temperature)


def temperature_used(model: str, temperature: float) -> float:
    """The temperature a user's messages are made at: 0 for the deterministic ``scripted`` user, which samples none."""
    return 0.0 if model == SCRIPTED_MODEL else temperature


def _goal_kind(value: Any) -> str:
    return union_tag("phrase") if isinstance(value, str) else union_tag("variable")


GoalItem = Annotated[
    Annotated[str, Tag(union_tag("phrase"))] | Annotated[dict[str, Variable], Tag(union_tag("variable"))],
    Discriminator(_goal_kind),
]

ContextItem = str | dict[str, str]


class User(StrictModel):
    """The simulated person."""

    language: str | None = "English"
    """Language the user writes in (a language name, case-insensitive)."""
    role: str
    """Who the user is and what they are doing; braces are plain text."""
    context: list[ContextItem] | dict[str, str] | str | None = None
    """Extra instructions, and at most one ``{personality: NAME}``."""
    goals: list[GoalItem] = Field(min_length=1)
    """What the user asks about: phrases with ``{{var}}`` placeholders and the variable definitions."""
    facts: dict[str, Any] = Field(default_factory=dict)
    """Things the user knows and shares only when asked (order number, postcode...)."""
    opening: str | None = None
    """The first user message, verbatim."""
    goal: str | None = None
    """One checkable sentence that decides ``goal_reached``; without it the goal is 'all goals answered'."""

    @field_validator("goals")
    @classmethod
    def _one_variable_per_item(cls, goals: list[Any]) -> list[Any]:
        for item in goals:
            if isinstance(item, dict) and len(item) != 1:
                raise ValueError("write each variable as its own list item: '- name: {type, data, function}'")
        return goals


class OutputField(StrictModel):
    """One value to extract from the conversation at the end."""

    type: str
    """int, float, string, bool, time, time(FORMAT), date, date(FORMAT), list[T] or a custom type (any other name:
    extracted as text, with a warning, as SENSEI does)."""
    description: str
    """What the value is, for the extraction model."""


class ChatbotSpec(StrictModel):
    """What the tool knows about the chatbot under test."""

    is_starter: bool = False
    """The chatbot speaks first (its greeting is requested and recorded before the user's first message)."""
    fallback: str
    """The chatbot's "I don't understand" sentence, used to detect fallbacks."""
    output: list[dict[str, OutputField]] = Field(default_factory=list, json_schema_extra=also_accepts(null=True))
    """Values to extract at the end: ``- name: {type, description}``."""

    _none_is_empty = empty_when_none([], "output")

    @field_validator("output")
    @classmethod
    def _one_field_per_item(cls, output: list[dict[str, OutputField]]) -> list[dict[str, OutputField]]:
        for item in output:
            if len(item) != 1:
                raise ValueError("write each output as its own list item: '- name: {type, description}'")
        return output


class Profile(StrictModel):
    """A SENSEI user profile."""

    test_name: str = Field(min_length=1)
    """Name of the test; used in file names (sanitised)."""
    llm: LLMConfig = Field(default_factory=LLMConfig)
    """The model that plays the user."""
    user: User
    """The simulated person."""
    chatbot: ChatbotSpec
    """What the tool knows about the chatbot."""
    conversation: ConversationSpec
    """How conversations are run."""

    @field_validator("test_name", mode="before")
    @classmethod
    def _name_as_text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value
