"""The small expression languages inside profiles: variable ``function`` and ``conversation.number``."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from user_sim.wording import did_you_mean

FUNCTIONS = ("default", "random", "another", "forward", "pairwise")
_CALL = re.compile(r"^\s*(\w+)\s*\((.*)\)\s*$")
_IDENT = re.compile(r"^[A-Za-z_]\w*$")


@dataclass(frozen=True)
class VariableFunction:
    """A parsed ``function:`` value."""

    name: Literal["default", "random", "another", "forward", "pairwise"]
    count: int | None = None
    """random(n) / another(n)."""
    random_count: bool = False
    """random(rand): a random number of items."""
    depends_on: str | None = None
    """forward(other)."""


def parse_function(text: str | None) -> VariableFunction:
    """Parse ``random(3)``, ``forward(size)``...; raise ValueError saying what is valid."""
    if text is None or not str(text).strip():
        return VariableFunction("default")
    match = _CALL.match(str(text))
    if not match:
        raise ValueError(f"invalid function {text!r}; write it as a call, e.g. random() or forward(size)")
    name, arg = match.group(1), match.group(2).strip()
    if name not in FUNCTIONS:
        hint = did_you_mean(name, FUNCTIONS, written=lambda close: f"'{close}()'")
        raise ValueError(f"unknown function '{name}()'{hint} (expected one of {', '.join(FUNCTIONS)})")
    return _with_argument(name, arg)


def _with_argument(name: str, arg: str) -> VariableFunction:
    if name in ("default", "pairwise"):
        if arg:
            raise ValueError(f"{name}() takes no argument, got {arg!r}")
        return VariableFunction(name)  # type: ignore[arg-type]
    if name == "forward":
        if arg and not _IDENT.match(arg):
            raise ValueError(f"forward() takes the name of another variable, got {arg!r}")
        return VariableFunction("forward", depends_on=arg or None)
    if not arg:
        return VariableFunction(name)  # type: ignore[arg-type]
    if name == "random" and arg == "rand":
        return VariableFunction("random", random_count=True)
    if arg.isdigit() and int(arg) >= 1:
        return VariableFunction(name, count=int(arg))  # type: ignore[arg-type]
    allowed = "a positive integer or 'rand'" if name == "random" else "a positive integer"
    raise ValueError(f"{name}() argument must be {allowed}, got {arg!r}")


@dataclass(frozen=True)
class NumberSpec:
    """A parsed ``conversation.number``."""

    fixed: int | None = None
    """An explicit number of conversations."""
    factor: float = 1.0
    """Multiplier of the combination count (``combinations(f)``)."""
    matrix: Literal["any", "forward", "pairwise"] = "any"
    """Which matrix gives the count: the largest one, or only forward / pairwise."""
    old_spelling: str | None = None
    """Set when an old SENSEI spelling was used (for the warning)."""

    def count(self, forward: int, pairwise: int) -> int:
        """Number of conversations given the largest forward and pairwise matrix sizes (0 when absent)."""
        if self.fixed is not None:
            return self.fixed
        base = {"any": max(forward, pairwise), "forward": forward, "pairwise": pairwise}[self.matrix]
        if base <= 0:
            return 0
        return max(1, math.ceil(base * self.factor - 1e-9))


_COMBINATIONS = re.compile(r"^(combinations|all_combinations|sample)\s*(?:\((.*)\))?$")


def parse_number(value: int | str) -> NumberSpec:
    """Parse ``conversation.number``; raise ValueError listing the accepted forms."""
    if isinstance(value, bool):
        raise ValueError("number must be an integer or 'combinations'")
    if isinstance(value, int):
        if value < 1:
            raise ValueError(f"number must be at least 1, got {value}")
        return NumberSpec(fixed=value)
    text = str(value).strip()
    if text.isdigit():
        return parse_number(int(text))
    match = _COMBINATIONS.match(text)
    if not match:
        raise ValueError(
            f"invalid number {value!r}; expected an integer, combinations, combinations(f), "
            "combinations(forward|pairwise) or combinations(f, forward|pairwise)"
        )
    head, inner = match.group(1), (match.group(2) or "").strip()
    spec = _combination_arguments(inner, value)
    if head == "sample" and inner == "":
        raise ValueError("sample(f) needs a factor, e.g. sample(0.5); the current spelling is combinations(0.5)")
    old = None if head == "combinations" else head
    return NumberSpec(factor=spec.factor, matrix=spec.matrix, old_spelling=old)


def _combination_arguments(inner: str, original: int | str) -> NumberSpec:
    parts = [p.strip() for p in inner.split(",")] if inner else []
    factor, matrix = 1.0, "any"
    for index, part in enumerate(parts):
        if part in ("forward", "pairwise") and (index == len(parts) - 1):
            matrix = part
        elif index == 0 and _is_number(part):
            factor = float(part)
        else:
            raise ValueError(
                f"invalid number {original!r}: cannot read {part!r}; expected a positive factor "
                "and/or forward|pairwise, e.g. combinations(0.5, pairwise)"
            )
    if factor <= 0 or len(parts) > 2:
        raise ValueError(f"invalid number {original!r}: the factor must be positive")
    return NumberSpec(factor=factor, matrix=matrix)  # type: ignore[arg-type]


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
