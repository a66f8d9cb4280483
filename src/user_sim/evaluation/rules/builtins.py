"""The builtins and value methods a rule may call, each bounded in what it can build."""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

from user_sim.evaluation.rules.language import DICT_METHODS, LIST_METHODS, METHODS, SET_METHODS, STR_METHODS
from user_sim.evaluation.rules.limits import MAX_ROUND_DIGITS, MissingValue, RuleError, check_items, check_text_size
from user_sim.evaluation.rules.operations import as_text
from user_sim.evaluation.rules.view import ConvView


def _hasattr(value: Any, name: str) -> bool:
    if isinstance(value, ConvView):
        return value.has(name)
    return name in METHODS and hasattr(value, name)


def _round(number: Any, ndigits: int | None = None) -> Any:
    if ndigits is not None and abs(ndigits) > MAX_ROUND_DIGITS:
        raise RuleError(f"round() to more than {MAX_ROUND_DIGITS} digits")
    if number is None:
        raise MissingValue("round() of a missing value (None)")
    return round(number, ndigits)


def _sum(items: Any, start: Any = 0) -> Any:
    values = list(items)
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in [*values, start]):
        raise RuleError("sum() adds numbers only")
    return builtins.sum(values, start)


BUILTINS: dict[str, Callable[..., Any]] = {
    "len": len,
    "str": as_text,
    "int": int,
    "float": float,
    "bool": bool,
    "set": set,
    "list": list,
    "tuple": tuple,
    "dict": dict,
    "all": all,
    "any": any,
    "abs": abs,
    "min": min,
    "max": max,
    "sum": _sum,
    "sorted": sorted,
    "round": _round,
    "hasattr": _hasattr,
}
"""Name → bounded implementation (keys are language.SAFE_BUILTINS)."""

_ALLOWED: tuple[tuple[type, frozenset[str]], ...] = (
    (str, STR_METHODS),
    (list, LIST_METHODS),
    (tuple, LIST_METHODS),
    (dict, DICT_METHODS),
    (set, SET_METHODS),
    (frozenset, SET_METHODS),
)


def call_method(value: Any, name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
    """Call an allowed method of a str/list/dict/set value (views become lists; sizes are bounded)."""
    if value is None:
        raise MissingValue(f"cannot call .{name}() on a missing value (None)")
    if not any(isinstance(value, kind) and name in names for kind, names in _ALLOWED):
        raise RuleError(f"{type(value).__name__} values have no allowed method {name!r}")
    if name == "replace" and len(args) >= 2 and isinstance(args[0], str) and isinstance(args[1], str):
        growth = max(len(args[1]) - len(args[0]), 0) * (value.count(args[0]) if args[0] else len(value) + 1)
        check_items(len(value) + growth, "replace()")
    if name == "join" and args and isinstance(args[0], (list, tuple, set, frozenset)):
        check_text_size(list(args[0]))
        check_items(len(value) * len(args[0]), "join()")
    try:
        result = getattr(value, name)(*args, **kwargs)
    except (TypeError, ValueError, AttributeError) as exc:
        raise RuleError(f"{type(value).__name__}.{name}(): {exc}") from None
    return list(result) if name in ("keys", "values", "items") else result
