"""The operations compiled rule code performs at run time, each turning Python's exceptions into verdicts."""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable, Iterator
from typing import Any

from user_sim.evaluation.rules.frame import Code, Frame
from user_sim.evaluation.rules.limits import (
    MissingValue,
    RuleError,
    check_items,
    check_power,
    check_product,
    check_text_size,
    sized,
)
from user_sim.evaluation.rules.view import ConvView

BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
CHECKS: dict[type[ast.operator], Callable[[Any, Any], None]] = {
    ast.Pow: check_power,
    ast.Mult: check_product,
    ast.Add: lambda a, b: check_items(sized(a) + sized(b), "concatenation"),
    ast.Mod: lambda a, b: no_percent_format(a),
}
COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
    ast.Is: operator.is_,
    ast.IsNot: operator.is_not,
}


Loop = tuple[ast.expr, Code, list[Code]]


def conv_attribute(node: ast.Attribute) -> Code | None:
    """``conv[k].name`` in one step (the common shape of pair rules), or None for any other shape."""
    sub = node.value
    if not (isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name) and sub.value.id == "conv"):
        return None
    if not (isinstance(sub.slice, ast.Constant) and type(sub.slice.value) is int):
        return None
    index, attr = sub.slice.value, node.attr

    def read(f: Frame) -> Any:
        try:
            view = (f.local["conv"] if "conv" in f.local else f.names["conv"])[index]
        except (KeyError, IndexError, TypeError):
            raise RuleError(f"conv[{index}] does not exist in this rule's scope") from None
        if type(view) is not ConvView:
            raise RuleError(f"attribute {attr!r} can only be read on conv[i]")
        try:
            return view.names[attr]
        except KeyError:
            return view.get(attr)  # raises MissingName with the usual message

    return read


def iterate_loops(loops: list[Loop], depth: int, frame: Frame) -> Iterator[Frame]:
    """The frames of every iteration of nested comprehension loops (each iteration counted)."""
    if depth == len(loops):
        yield frame
        return
    target, source, conditions = loops[depth]
    for item in iterable_items(source(frame)):
        frame.budget.tick()
        inner = Frame(frame.names, frame.call_helper, dict(frame.local))
        inner._budget = frame.budget
        bind_target(target, item, inner.local)
        if all(c(inner) for c in conditions):
            yield from iterate_loops(loops, depth + 1, inner)


def iterable_items(value: Any) -> list[Any]:
    """The items a comprehension iterates over (str, list, tuple, set or dict keys)."""
    if isinstance(value, (str, list, tuple, set, frozenset, dict)):
        return list(value)
    if value is None:
        raise MissingValue("cannot iterate over a missing value (None)")
    raise RuleError(f"cannot iterate over {type(value).__name__}")


def bind_target(target: ast.expr, item: Any, local: dict[str, Any]) -> None:
    """Bind a comprehension target (a name or a tuple of names) to ``item``."""
    if isinstance(target, ast.Name):
        local[target.id] = item
        return
    if not isinstance(target, ast.Tuple) or not isinstance(item, (list, tuple)) or len(item) != len(target.elts):
        raise RuleError("cannot unpack this value in a comprehension")
    for sub, part in zip(target.elts, item, strict=True):
        bind_target(sub, part, local)


def read_index(value: Any, index: Any) -> Any:
    """``value[index]``, refused on ``conv[i]``."""
    if isinstance(value, ConvView):
        raise RuleError("conv[i] is read with attributes (conv[0].price), not subscripts")
    return apply_op(operator.getitem, value, index)


def as_text(value: Any = "") -> str:
    """``str(value)``, refused when the text would be too large."""
    check_text_size(value)
    return str(value)


def no_percent_format(left: Any) -> None:
    """Refuse ``%``-formatting of a string (a width like ``%*d`` could be huge)."""
    if isinstance(left, str):
        raise RuleError("%-formatting is not allowed; use an f-string")


def apply_op(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run one Python operation, turning its exceptions into rule errors (a None operand: not applicable)."""
    try:
        return function(*args, **kwargs)
    except RuleError:
        raise
    except (TypeError, KeyError, IndexError, ValueError, ZeroDivisionError, OverflowError, AttributeError) as exc:
        if isinstance(exc, TypeError) and any(a is None for a in args):
            raise MissingValue("a value this rule needs is missing (None)") from None
        raise RuleError(f"{type(exc).__name__}: {exc}") from None
    except RecursionError:
        raise RuleError("value too deeply nested") from None


def guard(compute: Callable[[], Any]) -> Any:
    """Run ``compute`` as :func:`apply_op` does."""
    return apply_op(compute)
