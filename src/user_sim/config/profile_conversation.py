"""The ``conversation`` block of a profile (SENSEI format): how many conversations, how each ends, how the user writes.

``goal_style`` decides when a conversation ends (a number of steps, all goals answered, a budget);
``interaction_style`` lists the writing styles (long phrases, spelling mistakes, language changes...), each
built by :mod:`user_sim.core.styles`.
"""

from __future__ import annotations

from typing import Annotated, Any

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

from user_sim.config.base import StrictModel, empty_when_none
from user_sim.config.functions import parse_number
from user_sim.config.located import union_tag
from user_sim.config.schema_hooks import also_accepts, also_accepts_words
from user_sim.wording import did_you_mean


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

    _bare_key = empty_when_none({}, "all_answered", "default")

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
            raise ValueError(
                f"unknown interaction style {value!r}{did_you_mean(name, STYLE_NAMES)} (expected one of "
                f"{', '.join(STYLE_NAMES)}, {{change language: [..]}} or {{random: [..]}})"
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
