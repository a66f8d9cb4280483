"""The rule file format (SENSEI's metamorphic rules): one YAML mapping per file."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

Scope = Literal[1, 2, "all"]


class Rule(BaseModel):
    """One rule: when it applies, what must hold, and what to say when it does not."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    name: str = Field(min_length=1)
    """Rule name, shown in tables and verdicts."""
    description: str = ""
    """What the rule checks, in words."""
    conversations: Scope = 1
    """1: checked on each conversation; 2: on every ordered pair (conv[0], conv[1]); all: once on the set."""
    active: bool = True
    """False: the rule is loaded and validated but not checked."""
    when: str = "True"
    """Precondition; false makes the verdict not_applicable."""
    if_: str = Field("True", alias="if")
    """Second precondition (SENSEI's `if`); false makes the verdict not_applicable."""
    then: str | None = None
    """What must hold (an expression; earlier lines may be `name = expression`). `oracle` is the same key."""
    oracle: str | None = None
    """Same as `then` (SENSEI's other spelling); give one of the two."""
    yields: str | None = None
    """An expression (usually an f-string) whose value is the failure message."""

    @field_validator("when", "if_", mode="before")
    @classmethod
    def _boolean_text(cls, value: Any) -> Any:
        """`when: true` in YAML is a boolean: keep it as the expression it means."""
        return str(value) if isinstance(value, bool) else value

    @field_validator("then", "oracle", "yields", mode="before")
    @classmethod
    def _scalar_text(cls, value: Any) -> Any:
        """A bare YAML number or boolean is an expression too (`then: true`)."""
        return str(value) if isinstance(value, (bool, int, float)) else value

    @model_validator(mode="after")
    def _one_assertion(self) -> Rule:
        if self.then is None and self.oracle is None:
            raise ValueError("a rule needs `then` (or its other spelling `oracle`): the expression that must hold")
        if self.then is not None and self.oracle is not None:
            raise ValueError("give `then` or `oracle`, not both (they are the same key)")
        return self

    @property
    def assertion(self) -> str:
        """The `then`/`oracle` expression."""
        return self.then if self.then is not None else str(self.oracle)

    @property
    def assertion_key(self) -> str:
        """Which of `then`/`oracle` the file used."""
        return "then" if self.then is not None else "oracle"
