"""Evaluate a checked rule expression without ``eval`` or ``exec``: its syntax tree becomes a tree of closures.

Only the nodes :mod:`.language` allows reach this module. Names resolve to the conversation's values (never to
Python objects); calls go to a registered helper, a bounded builtin (:mod:`.builtins`) or an allowed method of a
str/list/dict/set value; attributes are read only on ``conv[i]``. Straight-line code is bounded by the size of
the expression; comprehension iterations and helper calls are counted and timed, and every value built is
bounded (:mod:`.limits`), so a hostile rule ends in an ``error`` verdict instead of a hang.
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from user_sim.evaluation.rules.builtins import BUILTINS, call_method
from user_sim.evaluation.rules.limits import (
    Budget,
    MissingName,
    MissingValue,
    RuleError,
    check_format_spec,
    check_items,
    check_power,
    check_product,
    check_text_size,
    sized,
)
from user_sim.evaluation.rules.view import ConvView

CallHelper = Callable[[str, list[Any], dict[str, Any]], Any]


class Frame:
    """What one evaluation reads: the conversation's names, local names, the helper door and the budget."""

    __slots__ = ("_budget", "call_helper", "local", "names")

    def __init__(self, names: Mapping[str, Any], call_helper: CallHelper, local: dict[str, Any] | None = None) -> None:
        self.names = names
        self.call_helper = call_helper
        self.local: dict[str, Any] = local if local is not None else _NO_LOCALS
        self._budget: Budget | None = None

    @property
    def budget(self) -> Budget:
        """The evaluation's budget (made on first use: most checks never loop)."""
        if self._budget is None:
            self._budget = Budget()
        return self._budget

    def assign(self, name: str, value: Any) -> None:
        """Bind a local name (`name = expression` lines)."""
        if self.local is _NO_LOCALS:
            self.local = {}
        self.local[name] = value


_NO_LOCALS: dict[str, Any] = {}
"""Shared and never written: a frame gets its own dict on its first assignment."""


Code = Callable[[Frame], Any]

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_CHECKS: dict[type[ast.operator], Callable[[Any, Any], None]] = {
    ast.Pow: check_power,
    ast.Mult: check_product,
    ast.Add: lambda a, b: check_items(sized(a) + sized(b), "concatenation"),
    ast.Mod: lambda a, b: _no_percent_format(a),
}
_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
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


def compile_tree(tree: ast.Module, helper_names: frozenset[str]) -> Code:
    """Turn a checked module (``name = expr`` lines, then an expression) into one callable."""
    compiler = _Compiler(helper_names)
    steps: list[tuple[str, Code]] = []
    for stmt in tree.body[:-1]:
        assert isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name)
        steps.append((stmt.targets[0].id, compiler.node(stmt.value)))
    last = tree.body[-1]
    assert isinstance(last, ast.Expr)
    result = compiler.node(last.value)

    if not steps:
        return result

    def run(frame: Frame) -> Any:
        for name, code in steps:
            frame.assign(name, code(frame))
        return result(frame)

    return run


class _Compiler:
    def __init__(self, helper_names: frozenset[str]) -> None:
        self.helper_names = helper_names

    def node(self, node: ast.AST) -> Code:
        code: Code = getattr(self, "_" + type(node).__name__.lower())(node)
        return code

    def _constant(self, node: ast.Constant) -> Code:
        value = node.value
        return lambda f: value

    def _name(self, node: ast.Name) -> Code:
        name = node.id

        def load(f: Frame) -> Any:
            if name in f.local:
                return f.local[name]
            try:
                return f.names[name]
            except KeyError:
                raise MissingName(f"this conversation has no variable or output named {name!r}") from None

        return load

    def _list(self, node: ast.List) -> Code:
        items = [self.node(e) for e in node.elts]
        return lambda f: [c(f) for c in items]

    def _tuple(self, node: ast.Tuple) -> Code:
        items = [self.node(e) for e in node.elts]
        return lambda f: tuple(c(f) for c in items)

    def _set(self, node: ast.Set) -> Code:
        items = [self.node(e) for e in node.elts]
        return lambda f: _guard(lambda: {c(f) for c in items})

    def _dict(self, node: ast.Dict) -> Code:
        pairs = [(self.node(k), self.node(v)) for k, v in zip(node.keys, node.values, strict=True) if k is not None]
        return lambda f: _guard(lambda: {k(f): v(f) for k, v in pairs})

    def _boolop(self, node: ast.BoolOp) -> Code:
        operands = [self.node(v) for v in node.values]
        is_and = isinstance(node.op, ast.And)

        def run(f: Frame) -> Any:
            value: Any = None
            for code in operands:
                value = code(f)
                if is_and != bool(value):
                    return value
            return value

        return run

    def _unaryop(self, node: ast.UnaryOp) -> Code:
        operand = self.node(node.operand)
        if isinstance(node.op, ast.Not):
            return lambda f: not operand(f)
        sign = operator.neg if isinstance(node.op, ast.USub) else operator.pos
        return lambda f: _apply(sign, operand(f))

    def _binop(self, node: ast.BinOp) -> Code:
        left, right = self.node(node.left), self.node(node.right)
        apply, check = _BINARY[type(node.op)], _CHECKS.get(type(node.op))

        def run(f: Frame) -> Any:
            a, b = left(f), right(f)
            if check is not None:
                check(a, b)
            return f.budget.build(_apply(apply, a, b))

        return run

    def _compare(self, node: ast.Compare) -> Code:
        first = self.node(node.left)
        if len(node.ops) == 1:
            compare, second = _COMPARE[type(node.ops[0])], self.node(node.comparators[0])

            def single(f: Frame) -> Any:
                left, right = first(f), second(f)
                if isinstance(right, ConvView) or isinstance(left, ConvView):
                    raise RuleError("conv[i] cannot be compared; compare its values (conv[0].price)")
                return bool(_apply(compare, left, right))

            return single
        rest = [(_COMPARE[type(op)], self.node(c)) for op, c in zip(node.ops, node.comparators, strict=True)]

        def run(f: Frame) -> Any:
            left = first(f)
            for compare, code in rest:
                right = code(f)
                if isinstance(right, ConvView) or isinstance(left, ConvView):
                    raise RuleError("conv[i] cannot be compared; compare its values (conv[0].price)")
                if not _apply(compare, left, right):
                    return False
                left = right
            return True

        return run

    def _ifexp(self, node: ast.IfExp) -> Code:
        test, body, orelse = self.node(node.test), self.node(node.body), self.node(node.orelse)
        return lambda f: body(f) if test(f) else orelse(f)

    def _subscript(self, node: ast.Subscript) -> Code:
        value, index = self.node(node.value), self.node(node.slice)
        return lambda f: _index(value(f), index(f))

    def _slice(self, node: ast.Slice) -> Code:
        parts = [self.node(p) if p is not None else None for p in (node.lower, node.upper, node.step)]
        return lambda f: slice(*(p(f) if p is not None else None for p in parts))

    def _attribute(self, node: ast.Attribute) -> Code:
        fast = _conv_attribute(node)
        if fast is not None:
            return fast
        value, attr = self.node(node.value), node.attr

        def run(f: Frame) -> Any:
            target = value(f)
            if isinstance(target, ConvView):
                return target.get(attr)
            raise RuleError(f"attribute {attr!r} can only be read on conv[i] (or called as an allowed method)")

        return run

    def _call(self, node: ast.Call) -> Code:
        args = [self.node(a) for a in node.args]
        kwargs = [(k.arg, self.node(k.value)) for k in node.keywords if k.arg is not None]
        func = node.func
        if isinstance(func, ast.Attribute):
            owner, method = self.node(func.value), func.attr
            return lambda f: f.budget.build(
                call_method(owner(f), method, [a(f) for a in args], {k: v(f) for k, v in kwargs})
            )
        assert isinstance(func, ast.Name)
        name = func.id
        if name in self.helper_names:

            def helper(f: Frame) -> Any:
                f.budget.tick()
                return f.call_helper(name, [a(f) for a in args], {k: v(f) for k, v in kwargs})

            return helper
        builtin = BUILTINS[name]
        return lambda f: f.budget.build(_apply(builtin, *[a(f) for a in args], **{k: v(f) for k, v in kwargs}))

    def _joinedstr(self, node: ast.JoinedStr) -> Code:
        parts = [self.node(v) for v in node.values]

        def run(f: Frame) -> str:
            texts = [_text(p(f)) for p in parts]
            check_items(sum(len(t) for t in texts), "f-string")
            joined = "".join(texts)
            f.budget.build(joined)
            return joined

        return run

    def _formattedvalue(self, node: ast.FormattedValue) -> Code:
        value = self.node(node.value)
        spec = self.node(node.format_spec) if node.format_spec is not None else None
        as_repr = node.conversion in (ord("r"), ord("a"))

        def run(f: Frame) -> str:
            shown = value(f)
            check_text_size(shown)
            shown = repr(shown) if as_repr else shown
            text = str(spec(f)) if spec is not None else ""
            check_format_spec(text)
            return str(_apply(format, shown, text))

        return run

    def _listcomp(self, node: ast.ListComp) -> Code:
        elt, loops = self.node(node.elt), self._loops(node.generators)
        return lambda f: f.budget.build([elt(s) for s in _iterate(loops, 0, f)])

    _generatorexp = _listcomp

    def _setcomp(self, node: ast.SetComp) -> Code:
        elt, loops = self.node(node.elt), self._loops(node.generators)
        return lambda f: _guard(lambda: {elt(s) for s in _iterate(loops, 0, f)})

    def _dictcomp(self, node: ast.DictComp) -> Code:
        key, value, loops = self.node(node.key), self.node(node.value), self._loops(node.generators)
        return lambda f: _guard(lambda: {key(s): value(s) for s in _iterate(loops, 0, f)})

    def _loops(self, generators: list[ast.comprehension]) -> list[tuple[ast.expr, Code, list[Code]]]:
        return [(g.target, self.node(g.iter), [self.node(c) for c in g.ifs]) for g in generators]


Loop = tuple[ast.expr, Code, list[Code]]


def _conv_attribute(node: ast.Attribute) -> Code | None:
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


def _iterate(loops: list[Loop], depth: int, frame: Frame) -> Iterator[Frame]:
    if depth == len(loops):
        yield frame
        return
    target, source, conditions = loops[depth]
    for item in _iterable(source(frame)):
        frame.budget.tick()
        inner = Frame(frame.names, frame.call_helper, dict(frame.local))
        inner._budget = frame.budget
        _bind(target, item, inner.local)
        if all(c(inner) for c in conditions):
            yield from _iterate(loops, depth + 1, inner)


def _iterable(value: Any) -> list[Any]:
    if isinstance(value, (str, list, tuple, set, frozenset, dict)):
        return list(value)
    if value is None:
        raise MissingValue("cannot iterate over a missing value (None)")
    raise RuleError(f"cannot iterate over {type(value).__name__}")


def _bind(target: ast.expr, item: Any, local: dict[str, Any]) -> None:
    if isinstance(target, ast.Name):
        local[target.id] = item
        return
    if not isinstance(target, ast.Tuple) or not isinstance(item, (list, tuple)) or len(item) != len(target.elts):
        raise RuleError("cannot unpack this value in a comprehension")
    for sub, part in zip(target.elts, item, strict=True):
        _bind(sub, part, local)


def _index(value: Any, index: Any) -> Any:
    if isinstance(value, ConvView):
        raise RuleError("conv[i] is read with attributes (conv[0].price), not subscripts")
    return _apply(operator.getitem, value, index)


def _text(value: Any) -> str:
    check_text_size(value)
    return str(value)


def _no_percent_format(left: Any) -> None:
    if isinstance(left, str):
        raise RuleError("%-formatting is not allowed; use an f-string")


def _apply(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
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


def _guard(compute: Callable[[], Any]) -> Any:
    return _apply(compute)
