"""The structured answers the judge must give, built for the metrics asked for (pydantic = the JSON Schema sent).

A score below 3, or a failure label, without its one-sentence reason does not validate: the answer counts as
unreadable (inconclusive), not as a pass. A reason longer than ``REASON_CHARS`` is shortened; the output cap of
the call (``judge.TURN_OUTPUT_TOKENS``) bounds what a small model can write.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, create_model, model_validator

from user_sim.config.evaluation import BEHAVIOR_FAILURE, GOAL_COMPLETION, NO_FAILURE, TURN_METRICS, FailureLabel

REASON_CHARS = 240


def _shortened(text: object) -> object:
    """A reason longer than one sentence should be is cut, not rejected (the scores around it are still good)."""
    return text[: REASON_CHARS - 1] + "…" if isinstance(text, str) and len(text) > REASON_CHARS else text


Reason = Annotated[str, BeforeValidator(_shortened)]
"""One sentence. Not capped in the schema sent: a length limit in a JSON-schema grammar makes llama.cpp crawl."""


class _Verdict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Rated(_Verdict):
    """One 1–5 score."""

    score: int = Field(ge=1, le=5)
    """1 (poor) to 5 (excellent)."""
    reason: Reason | None = None
    """One sentence; required when the score is below 3."""

    @model_validator(mode="after")
    def _reason_when_low(self) -> Rated:
        if self.score < 3 and not (self.reason or "").strip():
            raise ValueError(f"a score of {self.score} needs a reason")
        return self


class Labelled(_Verdict):
    """One behaviour-failure label."""

    label: FailureLabel
    """The most serious failure of the reply, or 'no failure'."""
    reason: Reason | None = None
    """One sentence; required for every label but 'no failure'."""

    @model_validator(mode="after")
    def _reason_when_failing(self) -> Labelled:
        if self.label != NO_FAILURE and not (self.reason or "").strip():
            raise ValueError(f"the label {self.label!r} needs a reason")
        return self


class Completion(_Verdict):
    """How fully the goal was achieved."""

    completion: float = Field(ge=0, le=1)
    """0 (not at all) to 1 (fully)."""
    reason: Reason = Field(min_length=1)
    """One sentence."""


@lru_cache(maxsize=64)
def turn_verdict(metrics: tuple[str, ...], goal: bool) -> type[BaseModel]:
    """The answer of a per-turn call: one field per turn metric, the label, and goal completion when asked."""
    fields: dict[str, Any] = {name: (Rated, ...) for name in TURN_METRICS if name in metrics}
    if BEHAVIOR_FAILURE in metrics:
        fields[BEHAVIOR_FAILURE] = (Labelled, ...)
    if goal:
        fields[GOAL_COMPLETION] = (Completion, ...)
    model: type[BaseModel] = create_model("TurnVerdict", __base__=_Verdict, **fields)
    return model


@lru_cache(maxsize=64)
def conversation_verdict(metrics: tuple[str, ...], turns: int, goal: bool) -> type[BaseModel]:
    """The answer of a whole-conversation call: one per-turn verdict per turn (exactly), and goal completion."""
    one = turn_verdict(metrics, False)
    fields: dict[str, Any] = {"turns": (list[one], Field(min_length=turns, max_length=turns))}  # type: ignore[valid-type]
    if goal:
        fields[GOAL_COMPLETION] = (Completion, ...)
    model: type[BaseModel] = create_model("ConversationVerdict", __base__=_Verdict, **fields)
    return model
