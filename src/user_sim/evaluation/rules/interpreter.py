"""Evaluate a checked rule expression without ``eval`` or ``exec``: its syntax tree becomes a tree of closures.

Only the nodes :mod:`.language` allows reach this module. Names resolve to the conversation's values (never to
Python objects); calls go to a registered helper, a bounded builtin (:mod:`.builtins`) or an allowed method of a
str/list/dict/set value; attributes are read only on ``conv[i]``. Straight-line code is bounded by the size of
the expression; comprehension iterations and helper calls are counted and timed, and every value built is
bounded (:mod:`.limits`), so a hostile rule ends in an ``error`` verdict instead of a hang. The run-time
operations are in :mod:`.operations`, the evaluation's state in :mod:`.frame`.
"""

from __future__ import annotations

import ast
import operator
from typing import Any

from user_sim.evaluation.rules.builtins import BUILTINS, call_method
from user_sim.evaluation.rules.frame import CallHelper, Code, Frame
from user_sim.evaluation.rules.limits import MissingName, RuleError, check_format_spec, check_items, check_text_size
from user_sim.evaluation.rules.operations import (
    BINARY,
    CHECKS,
    COMPARE,
    apply_op,
    as_text,
    conv_attribute,
    guard,
    iterate_loops,
    read_index,
)
from user_sim.evaluation.rules.view import ConvView

__all__ = ["CallHelper", "Code", "Frame", "compile_tree"]


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
                raise MissingName.of(name) from None

        return load

    def _list(self, node: ast.List) -> Code:
        items = [self.node(e) for e in node.elts]
        return lambda f: [c(f) for c in items]

    def _tuple(self, node: ast.Tuple) -> Code:
        items = [self.node(e) for e in node.elts]
        return lambda f: tuple(c(f) for c in items)

    def _set(self, node: ast.Set) -> Code:
        items = [self.node(e) for e in node.elts]
        return lambda f: guard(lambda: {c(f) for c in items})

    def _dict(self, node: ast.Dict) -> Code:
        pairs = [(self.node(k), self.node(v)) for k, v in zip(node.keys, node.values, strict=True) if k is not None]
        return lambda f: guard(lambda: {k(f): v(f) for k, v in pairs})

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
        return lambda f: apply_op(sign, operand(f))

    def _binop(self, node: ast.BinOp) -> Code:
        left, right = self.node(node.left), self.node(node.right)
        apply, check = BINARY[type(node.op)], CHECKS.get(type(node.op))

        def run(f: Frame) -> Any:
            a, b = left(f), right(f)
            if check is not None:
                check(a, b)
            return f.budget.build(apply_op(apply, a, b))

        return run

    def _compare(self, node: ast.Compare) -> Code:
        first = self.node(node.left)
        if len(node.ops) == 1:
            compare, second = COMPARE[type(node.ops[0])], self.node(node.comparators[0])

            def single(f: Frame) -> Any:
                left, right = first(f), second(f)
                if isinstance(right, ConvView) or isinstance(left, ConvView):
                    raise RuleError("conv[i] cannot be compared; compare its values (conv[0].price)")
                return bool(apply_op(compare, left, right))

            return single
        rest = [(COMPARE[type(op)], self.node(c)) for op, c in zip(node.ops, node.comparators, strict=True)]

        def run(f: Frame) -> Any:
            left = first(f)
            for compare, code in rest:
                right = code(f)
                if isinstance(right, ConvView) or isinstance(left, ConvView):
                    raise RuleError("conv[i] cannot be compared; compare its values (conv[0].price)")
                if not apply_op(compare, left, right):
                    return False
                left = right
            return True

        return run

    def _ifexp(self, node: ast.IfExp) -> Code:
        test, body, orelse = self.node(node.test), self.node(node.body), self.node(node.orelse)
        return lambda f: body(f) if test(f) else orelse(f)

    def _subscript(self, node: ast.Subscript) -> Code:
        value, index = self.node(node.value), self.node(node.slice)
        return lambda f: read_index(value(f), index(f))

    def _slice(self, node: ast.Slice) -> Code:
        parts = [self.node(p) if p is not None else None for p in (node.lower, node.upper, node.step)]
        return lambda f: slice(*(p(f) if p is not None else None for p in parts))

    def _attribute(self, node: ast.Attribute) -> Code:
        fast = conv_attribute(node)
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
        return lambda f: f.budget.build(apply_op(builtin, *[a(f) for a in args], **{k: v(f) for k, v in kwargs}))

    def _joinedstr(self, node: ast.JoinedStr) -> Code:
        parts = [self.node(v) for v in node.values]

        def run(f: Frame) -> str:
            texts = [as_text(p(f)) for p in parts]
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
            return str(apply_op(format, shown, text))

        return run

    def _listcomp(self, node: ast.ListComp) -> Code:
        elt, loops = self.node(node.elt), self._loops(node.generators)
        return lambda f: f.budget.build([elt(s) for s in iterate_loops(loops, 0, f)])

    _generatorexp = _listcomp

    def _setcomp(self, node: ast.SetComp) -> Code:
        elt, loops = self.node(node.elt), self._loops(node.generators)
        return lambda f: guard(lambda: {elt(s) for s in iterate_loops(loops, 0, f)})

    def _dictcomp(self, node: ast.DictComp) -> Code:
        key, value, loops = self.node(node.key), self.node(node.value), self._loops(node.generators)
        return lambda f: guard(lambda: {key(s): value(s) for s in iterate_loops(loops, 0, f)})

    def _loops(self, generators: list[ast.comprehension]) -> list[tuple[ast.expr, Code, list[Code]]]:
        return [(g.target, self.node(g.iter), [self.node(c) for c in g.ifs]) for g in generators]
