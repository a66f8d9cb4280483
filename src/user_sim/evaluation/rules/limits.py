"""Bounds on what one rule evaluation may compute: steps, time, and the size of every value it builds."""

from __future__ import annotations

import math
import re
import time
from typing import Any

MAX_STEPS = 1_000_000
"""Syntax-tree nodes one evaluation may visit (comprehension iterations included)."""
MAX_SECONDS = 2.0
"""Wall-clock seconds one evaluation may take."""
MAX_ITEMS = 1_000_000
"""Characters of a string, or items of a list, that one operation may build."""
MAX_BUILT = 2_000_000
"""Characters and items that all the strings and lists one evaluation builds may hold together."""
MAX_BITS = 100_000
"""Bits of an integer that one operation may build (about 30,000 decimal digits)."""
MAX_ROUND_DIGITS = 100
_FORMAT_SPEC = re.compile(r"^(?:.?[<>^=])?[+\- ]?#?0?(?:\d{1,3})?[,_]?(?:\.\d{1,3})?[bcdeEfFgGnosxX%]?$")


class RuleError(Exception):
    """The expression failed for a reason that makes the verdict ``error`` (its message says why)."""


class MissingName(RuleError):
    """The rule names a variable or output this conversation does not have: ``not_applicable``."""

    WORDS = " has no variable or output named "
    """What every missing-name reason says before the name (read back by :func:`missing_name_in`)."""

    @classmethod
    def of(cls, name: str, who: str = "this conversation") -> MissingName:
        """The error for ``name``, missing from ``who``."""
        return cls(f"{who}{cls.WORDS}{name!r}")


def missing_name_in(message: str | None) -> str | None:
    """The name (quoted) a not-applicable reason says is missing, or None for another reason."""
    _, found, name = (message or "").partition(MissingName.WORDS)
    return name if found else None


class MissingValue(RuleError):
    """A value the rule needs is absent (an output the chatbot never gave): ``not_applicable``."""


class Inconclusive(RuleError):
    """An LLM helper could not answer: ``inconclusive``."""


class Budget:
    """Steps and time left for one evaluation (the clock starts at the first counted step)."""

    __slots__ = ("built", "deadline", "steps")

    def __init__(self) -> None:
        self.steps = MAX_STEPS
        self.built = 0
        self.deadline: float | None = None

    def build(self, value: Any) -> Any:
        """Count the size of a value just built against MAX_BUILT; return the value."""
        self.built += sized(value)
        if self.built > MAX_BUILT:
            raise RuleError(f"evaluation built more than {MAX_BUILT} characters and items")
        return value

    def tick(self, count: int = 1) -> None:
        """Spend ``count`` steps; raise RuleError when the steps or the time run out."""
        self.steps -= count
        if self.steps < 0:
            raise RuleError(f"evaluation stopped after {MAX_STEPS} steps")
        if self.steps % 1024 == 0 or self.deadline is None:
            now = time.monotonic()
            if self.deadline is None:
                self.deadline = now + MAX_SECONDS
            elif now > self.deadline:
                raise RuleError(f"evaluation stopped after {MAX_SECONDS:g} seconds")


def sized(value: Any) -> int:
    """The size a bound applies to: length of a sequence, else 0."""
    return len(value) if isinstance(value, (str, list, tuple, set, dict)) else 0


def check_items(count: int, what: str) -> None:
    """Refuse to build a value of more than MAX_ITEMS items."""
    if count > MAX_ITEMS:
        raise RuleError(f"{what} would build a value of {count} items (limit {MAX_ITEMS})")


def check_power(base: Any, exponent: Any) -> None:
    """Refuse an integer power whose result would exceed MAX_BITS."""
    if isinstance(base, int) and isinstance(exponent, int) and exponent > 0 and abs(base) > 1:
        bits = exponent * math.log2(abs(base))
        if bits > MAX_BITS:
            raise RuleError(f"the power {base}**{exponent} is too large (about {int(bits)} bits, limit {MAX_BITS})")


def check_product(left: Any, right: Any) -> None:
    """Refuse a repetition or integer product that would be too large."""
    for seq, times in ((left, right), (right, left)):
        if isinstance(seq, (str, list, tuple)) and isinstance(times, int):
            check_items(len(seq) * max(times, 0), "repetition")
            if not isinstance(seq, str) and any(isinstance(item, (list, tuple, dict, set)) for item in seq):
                raise RuleError("repeating a list of lists is not allowed (use a comprehension)")
    if isinstance(left, int) and isinstance(right, int) and left.bit_length() + right.bit_length() > MAX_BITS:
        raise RuleError(f"integer product larger than {MAX_BITS} bits")


def check_format_spec(spec: str) -> None:
    """Allow only simple format specs (width and precision of at most 3 digits)."""
    if not _FORMAT_SPEC.match(spec):
        raise RuleError(f"format spec {spec!r} is not allowed (width and precision up to 999)")


def check_text_size(value: Any) -> None:
    """Refuse to render ``value`` as text when the text would exceed MAX_ITEMS characters (walks containers)."""
    total, stack = 0, [value]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
            total += 2 * len(item) + 2
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
            total += 4 * len(item) + 2
        elif isinstance(item, str):
            total += len(item) + 2
        else:
            total += 24
        if total > MAX_ITEMS:
            raise RuleError(f"text of more than {MAX_ITEMS} characters")
