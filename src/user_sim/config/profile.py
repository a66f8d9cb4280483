"""The profile (SENSEI format): who the simulated user is, what it wants, and how conversations are run.

These models check the *shape* of a profile. Checks that need the whole profile or the project folder
(placeholders, personalities, custom types, forward chains, conversation counts) live in
:mod:`user_sim.config.profile_checks` and report at the exact YAML position too.
"""

from __future__ import annotations

import difflib
from typing import Annotated, Any, Literal

from pydantic import (
    BeforeValidator,
    Discriminator,
    Field,
    StrictFloat,
    StrictInt,
    Tag,
    field_validator,
    model_validator,
)

from user_sim.config.base import StrictModel
from user_sim.config.functions import parse_number
from user_sim.config.located import union_tag
from user_sim.config.schema_hooks import also_accepts, also_accepts_words

DEFAULT_MODEL = "gpt-4o-mini"


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


class RangeData(StrictModel):
    """A numeric range: ``{min, max, step}`` (max included when it lies on the grid) or ``{min, max, linspace}``."""

    min: StrictFloat
    """First value."""
    max: StrictFloat
    """Last value (included when on the grid)."""
    step: StrictFloat | None = Field(default=None, gt=0)
    """Distance between values (default 1 for int variables)."""
    linspace: StrictInt | None = Field(default=None, ge=1)
    """Number of evenly spaced values from min to max (float variables)."""

    @model_validator(mode="after")
    def _one_spacing(self) -> RangeData:
        if self.step is not None and self.linspace is not None:
            raise ValueError("give either step or linspace, not both")
        if self.max < self.min:
            raise ValueError(f"max ({self.max:g}) is lower than min ({self.min:g})")
        return self


class FileData(StrictModel):
    """Values returned by a Python function in the project: ``{file, function_name, args}``."""

    file: str
    """Python file, relative to the project folder (files outside it are refused)."""
    function_name: str
    """Function to call; it must return a list."""
    args: Any = None
    """Arguments: a list (positional; mappings inside become keywords), a mapping (keywords) or one value."""


class DateRange(StrictModel):
    """Dates between two days (DD/MM/YYYY)."""

    min: str
    """First day, DD/MM/YYYY."""
    max: str
    """Last day, DD/MM/YYYY."""
    step: str | None = None
    """``day(n)``, ``month(n)``, ``year(n)`` or ``linspace(n)``."""
    random: StrictInt | None = Field(default=None, ge=1)
    """Draw this many random days in the range instead of stepping."""


class DateSpec(StrictModel):
    """Date generators; every generator present contributes dates."""

    custom: list[str] | str | None = None
    """Literal dates."""
    random: StrictInt | None = Field(default=None, ge=1)
    """This many random valid dates."""
    set: str | None = None
    """``>today(n)`` (n future dates within a year) or ``<today(n)`` (n past dates)."""
    range: DateRange | None = None
    """Dates in a range."""
    fake: StrictInt | None = Field(default=None, ge=1)
    """This many impossible dates (day > 28, month > 12), to test validation."""


class DateData(StrictModel):
    """``data: {date: {...}}``."""

    date: DateSpec
    """Date generators."""


def _data_kind(value: Any) -> str:
    if isinstance(value, list):
        return union_tag("list")
    if isinstance(value, dict):
        if "file" in value or "function_name" in value:
            return union_tag("file")
        if "date" in value:
            return union_tag("date")
        return union_tag("range")
    return union_tag("list")


VariableData = Annotated[
    Annotated[list[Any], Tag(union_tag("list"))]
    | Annotated[RangeData, Tag(union_tag("range"))]
    | Annotated[FileData, Tag(union_tag("file"))]
    | Annotated[DateData, Tag(union_tag("date"))],
    Discriminator(_data_kind),
]


class Variable(StrictModel):
    """A goal variable: ``- name: {type, data, function}``."""

    type: str
    """``string``, ``int``, ``float`` or a custom type from ``types/`` (bundled: currency, phone_number, email, url)."""
    data: VariableData
    """The values: a list (may contain ``any(PROMPT)``), a range, a file function, or date generators."""
    function: str | None = None
    """How the value changes between conversations: default(), random(), random(n), random(rand), another(),
    another(n), forward(), forward(other), pairwise()."""

    @field_validator("data", mode="before")
    @classmethod
    def _scalar_data(cls, value: Any) -> Any:
        if value is None or isinstance(value, (str, int, float, bool)):
            raise ValueError(
                "data must be a list of values, a {min, max, step} range, "
                "a {file, function_name} mapping or a {date: ...} mapping"
            )
        return value


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
    """int, float, string, bool, time, time(FORMAT), date, date(FORMAT), list[T] or a custom type."""
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

    @field_validator("output", mode="before")
    @classmethod
    def _none_is_empty(cls, value: Any) -> Any:
        return [] if value is None else value

    @field_validator("output")
    @classmethod
    def _one_field_per_item(cls, output: list[dict[str, OutputField]]) -> list[dict[str, OutputField]]:
        for item in output:
            if len(item) != 1:
                raise ValueError("write each output as its own list item: '- name: {type, description}'")
        return output


class AllAnswered(StrictModel):
    """End when every goal has been answered, or at ``limit`` user messages."""

    export: bool = False
    """Record which goals were answered."""
    limit: StrictInt = Field(default=30, ge=1, le=200)
    """At most this many user messages."""


class GoalStyle(StrictModel):
    """When a conversation ends: exactly one of steps, random steps, all_answered, default (+ optional max_cost)."""

    steps: StrictInt | None = Field(default=None, ge=1, le=20)
    """Exactly N user messages (1-20)."""
    random_steps: StrictInt | None = Field(default=None, alias="random steps", ge=1, le=20)
    """A random number of user messages from 1 to N (N ≤ 20)."""
    all_answered: AllAnswered | None = None
    """End when every goal has been answered."""
    default: AllAnswered | None = None
    """Same as all_answered."""
    max_cost: StrictFloat | None = Field(default=None, gt=0)
    """Budget in dollars for each conversation."""

    @field_validator("all_answered", "default", mode="before")
    @classmethod
    def _bare_key(cls, value: Any) -> Any:
        return {} if value is None else value

    @model_validator(mode="before")
    @classmethod
    def _exactly_one(cls, data: Any) -> Any:
        if isinstance(data, str) and data.strip() in ("default", "all_answered"):
            return {data.strip(): {}}  # SENSEI accepts the bare word: `goal_style: default`
        if isinstance(data, cls):
            return data
        if not isinstance(data, dict):
            raise ValueError(
                f"goal_style must be a mapping such as {{steps: 5}} or {{all_answered: {{limit: 20}}}}, "
                f"or the word default; got {data!r}"
            )
        styles = [k for k in ("steps", "random steps", "random_steps", "all_answered", "default") if k in data]
        if len(styles) > 1:
            raise ValueError(f"choose one goal style, not {' and '.join(styles)}")
        return data if styles else {**data, "all_answered": {}}


STYLE_NAMES = (
    "default",
    "long phrases",
    "change your mind",
    "make spelling mistakes",
    "single question",
    "all questions",
)


def _style_name(value: Any) -> Any:
    if isinstance(value, str):
        name = " ".join(value.strip().lower().split())
        name = "single question" if name == "single questions" else name
        if name not in STYLE_NAMES:
            close = difflib.get_close_matches(name, STYLE_NAMES, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ValueError(
                f"unknown interaction style {value!r}; expected one of {', '.join(STYLE_NAMES)}, "
                f"{{change language: [..]}} or {{random: [..]}}{hint}"
            )
        return name
    return value


StyleName = Annotated[str, BeforeValidator(_style_name)]


class ChangeLanguage(StrictModel):
    """Switch the language of some messages."""

    change_language: list[str] = Field(alias="change language", min_length=1)
    """Languages to switch between."""


def _style_kind(value: Any) -> str:
    if isinstance(value, dict) and "random" in value:
        return union_tag("random")
    return union_tag("change") if isinstance(value, dict) else union_tag("name")


SimpleStyle = Annotated[
    Annotated[StyleName, Tag(union_tag("name"))] | Annotated[ChangeLanguage, Tag(union_tag("change"))],
    Discriminator(lambda v: union_tag("change") if isinstance(v, dict) else union_tag("name")),
]


class RandomStyles(StrictModel):
    """Pick styles at random for each conversation."""

    random: list[SimpleStyle] = Field(min_length=1)
    """Styles to choose from."""


InteractionStyle = Annotated[
    Annotated[StyleName, Tag(union_tag("name"))]
    | Annotated[ChangeLanguage, Tag(union_tag("change"))]
    | Annotated[RandomStyles, Tag(union_tag("random"))],
    Discriminator(_style_kind),
]


def _default_styles() -> list[InteractionStyle]:
    return ["default"]


class ConversationSpec(StrictModel):
    """How many conversations, how they end, and how the user writes."""

    number: int | str
    """An int, ``combinations``, ``combinations(f)``, ``combinations(f, forward|pairwise)`` (old: ``sample(f)``)."""
    max_cost: StrictFloat | None = Field(default=None, gt=0)
    """Budget in dollars for all the conversations of this profile."""
    goal_style: GoalStyle = Field(json_schema_extra=also_accepts_words("default", "all_answered"))
    """When each conversation ends (a mapping, or the bare word ``default``)."""
    interaction_style: list[InteractionStyle] = Field(
        default_factory=_default_styles, json_schema_extra=also_accepts(single_item=True, null=True)
    )
    """How the user writes."""
    replicates: StrictInt = Field(default=1, ge=1, le=1000)
    """Repeat each conversation this many times with different seeds."""
    max_turns: StrictInt | None = Field(default=None, ge=1, le=200)
    """Hard limit on user messages, whatever the goal style."""

    @field_validator("number", mode="before")
    @classmethod
    def _number_form(cls, value: Any) -> Any:
        parse_number(value)  # before type coercion: `number: true` or `number: 1.5` must not become 1
        return value

    @field_validator("interaction_style", mode="before")
    @classmethod
    def _single_style(cls, value: Any) -> Any:
        if value is None:
            return ["default"]
        return [value] if isinstance(value, (str, dict)) else value


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
