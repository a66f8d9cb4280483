"""pass@1 and pass^k of a profile whose cases run ``conversation.replicates: k`` times.

A *case* is one conversation index of a profile; its k replicates meet the same drawn values with different
user seeds. ``pass@1`` is the share of all conversations that passed (the chance one try passes);
``pass^k`` is the share of cases whose k replicates *all* passed — what a user who comes back k times sees.
For a deterministic target the two are equal; when one replicate in three fails, pass^3 drops to the share of
cases with no failure at all. Only computed when replicates > 1 (with one replicate they are the same number).
Conversations that could not be completed (``error``, ``budget``) count as not passed: pass^k must not
reward an evaluator that failed to judge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.reports.outcome import outcome_of


def replicate_rates(
    records: Sequence[ConversationRecord], passed: Callable[[ConversationRecord], bool] | None = None
) -> dict[str, Any]:
    """``{replicates, cases, pass@1, pass^k}`` of one profile's records, or {} without replicates.

    ``passed``: whether a conversation passed (default: its end reason passed; report.html also asks its judges).
    """
    cases: dict[int, list[bool]] = {}
    for record in records:
        cases.setdefault(record.index, []).append(passed(record) if passed else outcome_of(record) == "passed")
    k = max((len(runs) for runs in cases.values()), default=0)
    if k < 2:
        return {}
    total = sum(len(runs) for runs in cases.values())
    every = sum(len(runs) == k and all(runs) for runs in cases.values())
    return {
        "replicates": k,
        "cases": len(cases),
        "pass@1": round(sum(sum(runs) for runs in cases.values()) / total, 6),
        "pass^k": round(every / len(cases), 6),
    }
