"""The variables of a profile's goals (SENSEI format): ``- name: {type, data, function}`` and the forms of ``data``.

``data`` is a list of values (which may hold ``any(PROMPT)``), a numeric range, a function in the project's
Python files, or date generators. These models check the shape only; the values are drawn by
:mod:`user_sim.core.variable_data`.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Discriminator, Field, StrictFloat, StrictInt, Tag, field_validator, model_validator

from user_sim.config.base import StrictModel
from user_sim.config.located import union_tag


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
