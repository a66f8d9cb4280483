"""``StrictModel``: the base of every input-file model (unknown keys are errors, field docstrings feed the schema)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class StrictModel(BaseModel):
    """A configuration block: unknown keys are errors, values are not coerced silently."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=False, use_attribute_docstrings=True)
