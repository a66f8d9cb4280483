"""The rule language: which Python syntax a rule may use, checked before anything runs.

A rule expression is parsed with :mod:`ast` and every node is checked against an allow-list. Anything else —
dunder names or attributes, private attributes, lambdas, imports, the walrus, starred arguments, ``**kwargs``,
``%``-formatting, calls of anything but a helper, a safe builtin or an allowed method — is refused with the
position of the offending node. The interpreter (:mod:`.interpreter`) runs only what passed this check.
"""

from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass

from user_sim.wording import did_you_mean

MAX_SOURCE = 20_000
"""Characters of one expression (a 10 MB literal is refused, not parsed)."""
MAX_DEPTH = 60
"""Nesting depth of the syntax tree (keeps the interpreter's recursion small)."""

SAFE_BUILTINS = frozenset(
    {"len", "str", "int", "float", "bool", "set", "list", "all", "any", "abs", "min", "max", "sum", "sorted"}
    | {"round", "hasattr", "tuple", "dict"}
)
"""Builtins a rule may call (the interpreter has its own bounded version of each)."""

STR_METHODS = frozenset(
    {"lower", "upper", "strip", "lstrip", "rstrip", "split", "rsplit", "startswith", "endswith", "count", "find"}
    | {"rfind", "index", "replace", "join", "title", "capitalize", "casefold", "splitlines", "removeprefix"}
    | {"removesuffix", "isdigit", "isnumeric", "isalpha", "isalnum", "isspace", "islower", "isupper"}
)
LIST_METHODS = frozenset({"count", "index"})
DICT_METHODS = frozenset({"get", "keys", "values", "items"})
SET_METHODS = frozenset({"union", "intersection", "difference", "issubset", "issuperset"})
METHODS = STR_METHODS | LIST_METHODS | DICT_METHODS | SET_METHODS

_NODES = (
    ast.Module, ast.Expr, ast.Assign, ast.Constant, ast.Name, ast.Load, ast.Store, ast.Subscript, ast.Slice,
    ast.List, ast.Tuple, ast.Set, ast.Dict, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub, ast.UAdd,
    ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.Compare, ast.Eq, ast.NotEq,
    ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot, ast.IfExp, ast.ListComp, ast.SetComp,
    ast.DictComp, ast.GeneratorExp, ast.comprehension, ast.JoinedStr, ast.FormattedValue, ast.Call, ast.keyword,
    ast.Attribute,
)  # fmt: skip


@dataclass(frozen=True)
class Refusal:
    """Why an expression is refused, at its 1-based line and column within the expression's text."""

    line: int
    column: int
    message: str


class RefusedExpression(Exception):
    """The expression is not in the rule language."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal


def compile_rule_text(text: str, functions: frozenset[str]) -> ast.Module:
    """Parse ``text`` (assignments, then one expression whose value is the result) and check every node.

    ``functions`` are the helper names a call may name besides :data:`SAFE_BUILTINS`.
    """
    source = textwrap.dedent(text).strip()
    if len(source) > MAX_SOURCE:
        raise RefusedExpression(Refusal(1, 1, f"expression longer than {MAX_SOURCE} characters"))
    if not source:
        raise RefusedExpression(Refusal(1, 1, "empty expression"))
    try:
        tree = ast.parse(source, mode="exec")
    except SyntaxError as exc:
        raise RefusedExpression(
            Refusal(exc.lineno or 1, exc.offset or 1, f"not a valid expression: {exc.msg}")
        ) from None
    except (MemoryError, RecursionError, ValueError):
        raise RefusedExpression(Refusal(1, 1, "expression too deeply nested")) from None
    _check_shape(tree)
    _check_nodes(tree, functions)
    return tree


def _check_shape(tree: ast.Module) -> None:
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise RefusedExpression(_at(tree.body[-1] if tree.body else tree, "the last line must be an expression"))
    for stmt in tree.body[:-1]:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
            raise RefusedExpression(_at(stmt, "only `name = expression` lines may come before the last line"))


def _check_nodes(tree: ast.Module, functions: frozenset[str]) -> None:
    stack: list[tuple[ast.AST, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RefusedExpression(_at(node, f"expression nested more than {MAX_DEPTH} levels deep"))
        problem = _problem(node, functions)
        if problem:
            raise RefusedExpression(_at(node, problem))
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))


def _problem(node: ast.AST, functions: frozenset[str]) -> str | None:
    if not isinstance(node, _NODES):
        return f"{_describe(node)} is not allowed in a rule"
    if isinstance(node, ast.Name) and _dunder(node.id):
        return f"the name {node.id!r} is not allowed (double-underscore names are refused)"
    if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
        return f"the attribute {node.attr!r} is not allowed (underscore attributes are refused)"
    if isinstance(node, ast.Constant) and not isinstance(node.value, (str, int, float, bool, type(None))):
        return f"the literal {type(node.value).__name__} is not allowed"
    if isinstance(node, ast.Dict) and None in node.keys:
        return "`**` unpacking is not allowed"
    if isinstance(node, ast.keyword) and node.arg is None:
        return "`**` arguments are not allowed"
    if isinstance(node, ast.comprehension) and node.is_async:
        return "async comprehensions are not allowed"
    if isinstance(node, ast.Call):
        return _call_problem(node, functions)
    return None


def _call_problem(node: ast.Call, functions: frozenset[str]) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        if _dunder(func.id):
            return f"the name {func.id!r} is not allowed (double-underscore names are refused)"
        if func.id in SAFE_BUILTINS or func.id in functions:
            return None
        hint = did_you_mean(func.id, [*functions, *SAFE_BUILTINS])
        return f"unknown function {func.id!r}{hint} (a rule may call the helpers ({', '.join(sorted(functions))}) " + (
            f"and the builtins {', '.join(sorted(SAFE_BUILTINS))})"
        )
    if isinstance(func, ast.Attribute):
        if func.attr in METHODS:
            return None
        hint = did_you_mean(func.attr, METHODS)
        return f"the method {func.attr!r} is not allowed{hint} (allowed methods: {', '.join(sorted(METHODS))})"
    return "only helpers, safe builtins and allowed methods may be called"


def _dunder(name: str) -> bool:
    return name.startswith("__") or name.endswith("__")


def _describe(node: ast.AST) -> str:
    words = {
        ast.Lambda: "a lambda",
        ast.NamedExpr: "the walrus operator (:=)",
        ast.Starred: "a starred expression",
        ast.Import: "an import",
        ast.ImportFrom: "an import",
    }
    return words.get(type(node), f"`{type(node).__name__}` syntax")


def _at(node: ast.AST, message: str) -> Refusal:
    return Refusal(getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1, message)
