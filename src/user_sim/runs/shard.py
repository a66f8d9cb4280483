"""Shards: one run split over the jobs of a CI matrix (``--shard k/n``), and the flag that asks for one.

Which shard an item belongs to depends only on its key (profile and conversation index, or a security case
id), never on the seed or on the machine: every item's key is hashed, the keys are sorted by that hash, and
they are dealt out in turn. So the n shards are disjoint, together they are the whole run, their sizes differ
by at most one, and a shard holds the same items however often it is run. The items themselves are planned
from the run seed as usual, so a conversation is the same in a shard as in the unsharded run.

``sensei-merge`` reads the shards' ``run.json`` and checks that they are the distinct shards of one run here,
for every kind of run, and says here what stopped the merged run early (:func:`merged_stop`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from user_sim.errors import UsageError
from user_sim.runs.completion import JUDGING, RUNNING, STOPPED_FROM_OUTSIDE
from user_sim.runs.interrupt import (
    ABORTED,
    BUDGET,
    OUTPUT_CLOSED,
    TORN,
    missing_shards_reason,
    shard_stop_reason,
    torn_reason,
)

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


def check_shard_set(
    folders: Sequence[Path],
    infos: Sequence[dict[str, Any]],
    shard_of: Callable[[dict[str, Any]], str | None],
    same: Sequence[tuple[str, Callable[[dict[str, Any]], object]]],
) -> list[str]:
    """Refuse (UsageError) folders that are not distinct shards ``k/n`` of one run; return the shards not given.

    ``shard_of`` reads a run's shard; ``same`` names what every shard must share (e.g. the seed) and reads it. The
    missing shards (``2/3``...) are merged anyway: their units did not run (see ``runs.interrupt.MISSING_SHARDS``).
    """
    first, seen = infos[0], dict[int, Path]()
    n = parse_shard(shard_of(first) or "1/1").n
    for folder, info in zip(folders, infos, strict=True):
        for what, read in same:
            if read(info) != read(first):
                raise UsageError(f"{folder}: other {what} than {folders[0]}: not shards of one run")
        text = shard_of(info)
        if text is None:
            raise UsageError(f"{folder}: not a shard (it was run without --shard); nothing to merge it with")
        shard = parse_shard(text)
        if shard.n != n:
            raise UsageError(f"{folder}: shard {shard}, but {folders[0]} is shard {shard_of(first)}")
        if shard.k in seen:
            raise UsageError(f"{folder} and {seen[shard.k]} are both shard {shard}")
        seen[shard.k] = folder
    return [str(Shard(k, n)) for k in range(1, n + 1) if k not in seen]


def agreed(
    folders: Sequence[Path], infos: Sequence[dict[str, Any]], what: str, read: Callable[[dict[str, Any]], T]
) -> T:
    """The value every shard has for ``what`` (e.g. their ``--fail-on``); UsageError naming the flag otherwise."""
    for folder, info in zip(folders, infos, strict=True):
        if read(info) != read(infos[0]):
            raise UsageError(f"{folder} ran with {what} {read(info)}, {folders[0]} with {read(infos[0])}: give {what}")
    return read(infos[0])


def merged_stop(
    stops: Sequence[tuple[str, str | None]], missing: Sequence[str], torn: Mapping[str, str] | None = None
) -> str | None:
    """What stopped a merged run early, the gravest first, whatever the order its shards are given in.

    ``stops`` pairs each shard given (``2/3``) with the ``stopped`` its files say; ``missing`` are the shards not
    given; ``torn``: the shards whose results file's last line is cut short, with that line (``file:line``). First
    the shards that did not end on their own — stopped from outside, ended by an internal error, killed while
    running, a torn line (named: ``shard 2/3 interrupted``, ``shard 1/3 torn line /x/results.jsonl:7``; the merge
    itself was not stopped, so their unrun units are unjudged, exit 3) —, then the missing shards, then a shard's
    own stop (a budget before ``stop_on_breach``). A shard whose output's reader went away ran to its end, one
    killed while judged ran all its units (the merge judges them again): neither stopped anything here.
    """
    kept = [(shard, why if why not in (OUTPUT_CLOSED, JUDGING) else None) for shard, why in stops]
    torn = torn or {}
    marked = [(shard, torn_reason(torn[shard], why) if shard in torn else why) for shard, why in kept]
    said = [(shard, why) for shard, why in marked if why]
    cut = [shard_stop_reason(shard, why) for shard, why in said if _did_not_end(why)]
    if cut:
        return "; ".join(cut)
    if missing:
        return missing_shards_reason(missing)
    own = sorted((why for _, why in said), key=lambda why: not why.startswith(BUDGET))
    return own[0] if own else None


def shard_lacks(planned: Sequence[T], n: int, key: Callable[[T], str], done: Callable[[T], bool]) -> dict[str, int]:
    """How many of ``planned`` (the whole run's units, ``key`` their shard key) are not ``done``, by shard (``2/3``).

    Each is counted on the shard that plans it (as ``Shard.select`` deals the whole run out), not on the one a
    merged run's stop names.
    """
    shards = [Shard(k, n) for k in range(1, n + 1)]
    return {str(s): sum(1 for item in s.select(planned, key) if not done(item)) for s in shards}


def _did_not_end(stopped: str) -> bool:
    """Whether a shard that says ``stopped`` did not end on its own (from outside, a crash, killed, a torn line)."""
    return stopped in STOPPED_FROM_OUTSIDE or stopped.startswith((ABORTED, TORN)) or stopped == RUNNING
