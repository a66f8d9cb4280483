"""Shards: one run split over the jobs of a CI matrix (``--shard k/n``), and the flag that asks for one.

Which shard an item belongs to depends only on its key (profile and conversation index, or a security case
id), never on the seed or on the machine: every item's key is hashed, the keys are sorted by that hash, and
they are dealt out in turn. So the n shards are disjoint, together they are the whole run, their sizes differ
by at most one, and a shard holds the same items however often it is run. The items themselves are planned
from the run seed as usual, so a conversation is the same in a shard as in the unsharded run.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Shard:
    """Shard ``k`` of ``n`` (1-based, as CI matrices count)."""

    k: int
    n: int

    def __str__(self) -> str:
        return f"{self.k}/{self.n}"

    def select(self, items: Sequence[T], key: Callable[[T], str]) -> list[T]:
        """The items of this shard, in their original order."""
        ranked = sorted(range(len(items)), key=lambda i: (_digest(key(items[i])), i))
        mine = {i for position, i in enumerate(ranked) if position % self.n == self.k - 1}
        return [item for i, item in enumerate(items) if i in mine]


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def parse_shard(text: str) -> Shard:
    """``k/n`` with 1 ≤ k ≤ n (e.g. ``2/4``); ValueError with a readable message otherwise."""
    head, sep, tail = text.strip().partition("/")
    try:
        k, n = int(head), int(tail)
    except ValueError:
        raise ValueError(f"expected K/N with whole numbers 1 <= K <= N (e.g. 2/4), got {text!r}") from None
    if not sep or n < 1 or not 1 <= k <= n:
        raise ValueError(f"expected K/N with whole numbers 1 <= K <= N (e.g. 2/4), got {text!r}")
    return Shard(k, n)
