"""Pair rules without checking every pair one by one where the answer is already known.

A pair rule is checked on every ordered pair of n conversations: n*(n-1) checks. Its ``when`` usually starts
with reads of ``conv[0].x`` / ``conv[1].y`` and with equalities (``conv[0].size == conv[1].size and ...``). The
reads that happen before anything conditional are known per conversation, and an equality between the two
conversations is a join: grouping the conversations by value gives, without looking at each pair, how many
pairs are not applicable (a name is missing, or ``when`` is false because the values differ). Only the pairs
left are checked one by one. Counts and reasons are exactly those of checking every pair (a test compares them).
"""

from __future__ import annotations

import ast
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from user_sim.evaluation.rules.limits import MissingName
from user_sim.evaluation.rules.view import ConvView

Read = tuple[int, str]
"""(k, name): a read of ``conv[k].name``."""
Bucket = tuple[list[ConvView], list[ConvView]]
"""The pairs (first, second) with first from the first list, second from the second (never a conversation twice)."""


@dataclass(frozen=True)
class _Term:
    reads: list[Read]
    """Reads of conv attributes that happen, in this order, before anything else can raise or stop."""
    join: tuple[str, str] | None
    """(name on conv[0], name on conv[1]) when the term is exactly their equality."""
    false_reason: str = "`when` is false"


def missing_message(name: str) -> str:
    """The not-applicable reason of a missing name (the same words as ConvView.get)."""
    return str(MissingName.of(name, "a conversation"))


def leading_terms(when: ast.Module, if_: ast.Module) -> list[_Term]:
    """The leading terms of ``when`` (or of ``if`` when ``when`` is just True): its ``and`` chain's operands."""
    if _is_true(when):
        return _terms(if_, "`if` is false")
    return _terms(when, "`when` is false")


def _is_true(tree: ast.Module) -> bool:
    return len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr) and _constant_true(tree.body[0].value)


def _constant_true(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is True


def _terms(tree: ast.Module, false_reason: str) -> list[_Term]:
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.Expr):
        return []
    expr = tree.body[0].value
    operands = expr.values if isinstance(expr, ast.BoolOp) and isinstance(expr.op, ast.And) else [expr]
    terms: list[_Term] = []
    for operand in operands:
        join = _equality(operand)
        if join is not None:
            # `conv[a].x == conv[b].y`: both reads happen, in source order, with nothing between them
            reads = [r for r in (_conv_read(operand.left), _conv_read(operand.comparators[0])) if r is not None]  # type: ignore[attr-defined]
            terms.append(_Term(reads, join, false_reason))
            continue
        first = _first_read(operand)
        if first is not None:
            terms.append(_Term([first], None, false_reason))
        break  # past a term that is not a plain equality, what is read next depends on values
    return terms


def plan_pairs(
    terms: list[_Term], views: list[ConvView], folded: dict[str, int]
) -> Iterator[tuple[ConvView, ConvView]]:
    """The pairs that still need a check; the others are counted in ``folded`` (reason -> pairs)."""
    buckets: list[Bucket] = [(views, views)]
    for term in terms:
        next_buckets: list[Bucket] = []
        for firsts, seconds in buckets:
            firsts, seconds = _drop_missing(term.reads, firsts, seconds, folded)
            if term.join is None:
                next_buckets.append((firsts, seconds))
            else:
                next_buckets.extend(_join(term, firsts, seconds, folded))
        buckets = next_buckets
        if term.join is None:
            break
    for firsts, seconds in buckets:
        for first in firsts:
            for second in seconds:
                if first is not second:
                    yield first, second


def _drop_missing(reads: list[Read], firsts: list[ConvView], seconds: list[ConvView], folded: dict[str, int]) -> Bucket:
    for k, name in reads:
        side = firsts if k == 0 else seconds
        lacking = [v for v in side if name not in v.names]
        if lacking:
            kept = [v for v in side if name in v.names]
            other = seconds if k == 0 else firsts
            _add(folded, missing_message(name), _pairs_between(lacking, other))
            firsts, seconds = (kept, seconds) if k == 0 else (firsts, kept)
    return firsts, seconds


def _join(term: _Term, firsts: list[ConvView], seconds: list[ConvView], folded: dict[str, int]) -> list[Bucket]:
    assert term.join is not None
    left, right = _groups(firsts, term.join[0]), _groups(seconds, term.join[1])
    if left is None or right is None:
        return [(firsts, seconds)]  # a value that cannot be grouped (a list...): check these pairs one by one
    matched = [(left[value], right[value]) for value in left if value in right]
    unequal = _pairs_between(firsts, seconds) - sum(_pairs_between(a, b) for a, b in matched)
    _add(folded, term.false_reason, unequal)
    return matched


def _groups(views: list[ConvView], name: str) -> dict[Any, list[ConvView]] | None:
    groups: dict[Any, list[ConvView]] = {}
    for view in views:
        value = view.names[name]
        if isinstance(value, float) and math.isnan(value):
            return None
        try:
            groups.setdefault(value, []).append(view)
        except TypeError:
            return None
    return groups


def _pairs_between(firsts: list[ConvView], seconds: list[ConvView]) -> int:
    """Pairs (a, b), a from firsts, b from seconds, a is not b."""
    shared = len({id(v) for v in firsts} & {id(v) for v in seconds})
    return len(firsts) * len(seconds) - shared


def _add(folded: dict[str, int], reason: str, count: int) -> None:
    if count:
        folded[reason] = folded.get(reason, 0) + count


def _conv_read(node: ast.AST) -> Read | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Subscript):
        sub = node.value
        is_conv = isinstance(sub.value, ast.Name) and sub.value.id == "conv"
        if (
            is_conv
            and isinstance(sub.slice, ast.Constant)
            and type(sub.slice.value) is int
            and sub.slice.value in (0, 1)
        ):
            return sub.slice.value, node.attr
    return None


def _equality(node: ast.AST) -> tuple[str, str] | None:
    if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq)):
        return None
    left, right = _conv_read(node.left), _conv_read(node.comparators[0])
    if left is None or right is None or left[0] == right[0]:
        return None
    return (left[1], right[1]) if left[0] == 0 else (right[1], left[1])


_EVALUATED_FIRST = {ast.Compare: "left", ast.BinOp: "left", ast.UnaryOp: "operand", ast.Subscript: "value"}
"""The child of each node that Python evaluates before anything else in it."""


def _first_read(node: ast.AST) -> Read | None:
    """The conv read evaluated first, before anything that could raise or stop the evaluation, if any."""
    read = _conv_read(node)
    if read is not None:
        return read
    if type(node) in _EVALUATED_FIRST:
        return _first_read(getattr(node, _EVALUATED_FIRST[type(node)]))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        return _first_read(node.args[0]) if node.func.id in ("int", "float", "str", "len", "abs", "bool") else None
    return None
