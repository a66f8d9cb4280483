"""Goal variables: their value lists, the forward/pairwise matrices, and the values drawn per conversation.

Everything random comes from ``random.Random`` instances passed in; nothing here touches the global RNG, so a
conversation's values depend only on the run seed and the conversation index — never on scheduling.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from user_sim.config.functions import VariableFunction
from user_sim.core.seeds import derive_rng

Values = list[Any]


class VariableError(ValueError):
    """A problem with one variable; ``subpath`` is relative to the variable's definition (e.g. ``("data", 2)``)."""

    def __init__(self, message: str, subpath: tuple[str | int, ...] = (), variable: str | None = None) -> None:
        super().__init__(message)
        self.subpath = subpath
        self.variable = variable


@dataclass(frozen=True)
class ResolvedVariable:
    """A variable with its final list of values."""

    name: str
    type: str
    values: tuple[Any, ...]
    function: VariableFunction
    pending_any: tuple[str, ...] = ()
    """``any(...)`` prompts not generated yet (validation without an LLM)."""


@dataclass(frozen=True)
class Matrix:
    """A table of combinations: one row per conversation (cycled when there are more conversations)."""

    kind: str
    """``forward`` or ``pairwise``."""
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]

    @property
    def name(self) -> str:
        """A readable name: the variables joined by underscores."""
        return "_".join(self.columns)


@dataclass
class VariablePlan:
    """How values are chosen for every conversation of one profile."""

    variables: dict[str, ResolvedVariable]
    forward: list[Matrix] = field(default_factory=list)
    pairwise: Matrix | None = None

    @property
    def forward_size(self) -> int:
        """Rows of the largest forward matrix (0 when there is none)."""
        return max((len(m.rows) for m in self.forward), default=0)

    @property
    def pairwise_size(self) -> int:
        """Rows of the pairwise matrix (0 when there is none)."""
        return len(self.pairwise.rows) if self.pairwise else 0

    @property
    def pending_any(self) -> bool:
        """True while an ``any()`` list of some variable is not generated yet."""
        return any(var.pending_any for var in self.variables.values())

    def matrices(self) -> list[Matrix]:
        """Every matrix of the plan, forward first."""
        return [*self.forward, *([self.pairwise] if self.pairwise else [])]

    def draw(self, index: int, rng: random.Random, profile_seed: int) -> dict[str, Values]:
        """Values of every variable for conversation ``index`` (each value is a list, joined when rendered)."""
        waiting = [name for name, var in self.variables.items() if var.pending_any]
        if waiting:
            raise ValueError(
                f"cannot draw values yet: any() has not generated the values of {', '.join(waiting)} "
                "(check the profile with an any_resolver first)"
            )
        drawn: dict[str, Values] = {}
        for matrix in self.matrices():
            row = matrix.rows[index % len(matrix.rows)]
            drawn.update({name: [value] for name, value in zip(matrix.columns, row, strict=True)})
        for name, var in self.variables.items():
            if name not in drawn:
                drawn[name] = _pick(var, index, rng, profile_seed)
        return drawn


def _pick(var: ResolvedVariable, index: int, rng: random.Random, profile_seed: int) -> Values:
    fn, values = var.function, list(var.values)
    if fn.name == "random":
        if fn.random_count:
            return rng.sample(values, rng.randint(1, len(values)))
        return rng.sample(values, min(fn.count or 1, len(values)))
    if fn.name == "another":
        return _another(values, fn.count or 1, index, derive_rng(profile_seed, "another", var.name))
    return values  # default(): the whole list


def _another(values: Values, per_conversation: int, index: int, stream_rng: random.Random) -> Values:
    """Take items without repetition until the list is used up, then reshuffle: a pure function of ``index``."""
    size = len(values)
    take = min(per_conversation, size)
    start = index * take
    orders = _cycle_orders(size, take, (start + take - 1) // size, stream_rng.getrandbits(64))
    return [values[orders[position // size][position % size]] for position in range(start, start + take)]


def _cycle_orders(size: int, take: int, last_cycle: int, stream_seed: int) -> list[list[int]]:
    """The shuffled order of item positions in every cycle up to ``last_cycle``.

    When ``size`` is not a multiple of ``take``, one conversation takes the end of a cycle and the start of the
    next; the next cycle's start then skips the items that conversation already has, so no conversation gets the
    same item twice (each cycle stays a permutation of the whole list).
    """
    orders: list[list[int]] = []
    for cycle in range(last_cycle + 1):
        order = list(range(size))
        derive_rng(stream_seed, "cycle", cycle).shuffle(order)
        boundary = cycle * size
        window_start = (boundary // take) * take
        if orders and window_start < boundary:
            taken = set(orders[-1][window_start - (boundary - size) :])
            head = [item for item in order if item not in taken][: take - len(taken)]
            order = head + [item for item in order if item not in head]
        orders.append(order)
    return orders


def build_plan(variables: Sequence[ResolvedVariable]) -> VariablePlan:
    """Group forward variables into chains (Cartesian products) and pairwise ones into one all-pairs matrix."""
    by_name = {v.name: v for v in variables}
    plan = VariablePlan(variables=by_name)
    plan.forward = [_product(component, by_name) for component in forward_components(by_name)]
    pairwise = [v for v in variables if v.function.name == "pairwise"]
    if pairwise:
        plan.pairwise = _all_pairs(pairwise)
    return plan


def forward_components(by_name: dict[str, ResolvedVariable]) -> list[list[str]]:
    """Connected groups of forward variables, each ordered dependants first; raise VariableError on bad links."""
    links: dict[str, str | None] = {}
    for name, var in by_name.items():
        if var.function.name != "forward":
            continue
        target = var.function.depends_on
        if target is not None:
            _check_link(name, target, by_name)
        links[name] = target
    _check_cycles(links)
    return _group(links)


def _check_link(name: str, target: str, by_name: dict[str, ResolvedVariable]) -> None:
    where = ("function",)
    if target == name:
        raise VariableError(f"forward({target}) refers to the variable itself", where, name)
    if target not in by_name:
        raise VariableError(f"forward({target}): there is no variable named {target!r}", where, name)
    if by_name[target].function.name != "forward":
        raise VariableError(
            f"forward({target}): {target!r} must use forward() too, it uses {by_name[target].function.name}()",
            where,
            name,
        )


def _check_cycles(links: dict[str, str | None]) -> None:
    for start in links:
        seen = [start]
        node = links[start]
        while node is not None:
            if node in seen:
                cycle = " -> ".join([*seen[seen.index(node) :], node])
                raise VariableError(f"forward() chain has a cycle: {cycle}", ("function",), start)
            seen.append(node)
            node = links.get(node)


def _group(links: dict[str, str | None]) -> list[list[str]]:
    root: dict[str, str] = {}

    def find(name: str) -> str:
        while root.get(name, name) != name:
            name = root[name]
        return name

    for name, target in links.items():
        if target is not None:
            root[find(name)] = find(target)
    groups: dict[str, list[str]] = {}
    for name in links:
        groups.setdefault(find(name), []).append(name)
    return [sorted(members, key=lambda n: _depth(n, links), reverse=True) for members in groups.values()]


def _depth(name: str, links: dict[str, str | None]) -> int:
    depth, node = 0, links.get(name)
    while node is not None:
        depth, node = depth + 1, links.get(node)
    return depth


MAX_ROWS = 100_000
"""A matrix with more rows than this is a mistake (a forgotten bound), not a plan of conversations."""
MAX_PAIRS = 2_500
"""allpairspy slows down fast (two lists of 60 values: ~5 s); past this, validation would seem to hang."""


def _product(names: list[str], by_name: dict[str, ResolvedVariable]) -> Matrix:
    size = math.prod(len(by_name[n].values) for n in names)
    if size > MAX_ROWS:
        raise VariableError(
            f"forward() chain {' x '.join(names)} makes {size} combinations (more than {MAX_ROWS})",
            ("function",),
            names[0],
        )
    rows = tuple(itertools.product(*(by_name[n].values for n in names)))
    return Matrix("forward", tuple(names), rows)


def _all_pairs(variables: list[ResolvedVariable]) -> Matrix:
    ordered = sorted(variables, key=lambda v: len(v.values), reverse=True)
    names = tuple(v.name for v in ordered)
    if len(ordered) == 1:
        return Matrix("pairwise", names, tuple((value,) for value in ordered[0].values))
    smallest_size = len(ordered[0].values) * len(ordered[1].values)  # every pair of the two largest lists
    if smallest_size > MAX_PAIRS:
        raise VariableError(
            f"pairwise() over {ordered[0].name} and {ordered[1].name} needs {smallest_size} combinations "
            f"(more than {MAX_PAIRS}); use random() or another() for long lists",
            ("function",),
            ordered[0].name,
        )
    from allpairspy import AllPairs

    rows = tuple(tuple(row) for row in AllPairs([list(v.values) for v in ordered]))
    return Matrix("pairwise", names, rows)


AnyResolver = Callable[[str, list[Any], str], list[Any]]
"""(prompt, values already listed, type name) -> generated values."""
