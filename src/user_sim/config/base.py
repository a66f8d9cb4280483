"""``StrictModel``: the base of every input-file model (unknown keys are errors, field docstrings feed the schema)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator


class StrictModel(BaseModel):
    """A configuration block: unknown keys are errors, values are not coerced silently."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=False, use_attribute_docstrings=True)


def empty_when_none(empty: dict[str, Any] | list[Any], *fields: str) -> Any:
    """A before-validator of ``fields``: a key written with nothing after it (None) means ``empty`` ({} or []).

    Assign it in the model's body: ``_params_empty = empty_when_none({}, "params")``.
    """

    def read(cls: type[BaseModel], value: Any) -> Any:
        return type(empty)() if value is None else value

    return field_validator(*fields, mode="before")(classmethod(read))
