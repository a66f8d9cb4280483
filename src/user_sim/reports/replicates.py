"""pass@1 and pass^k of a profile whose cases run ``conversation.replicates: k`` times.

A *case* is one conversation index of a profile; its k replicates meet the same drawn values with different
user seeds. ``pass@1`` is the share of all conversations that passed (the chance one try passes);
``pass^k`` is the share of cases whose k replicates *all* passed — what a user who comes back k times sees.
For a deterministic target the two are equal; when one replicate in three fails, pass^3 drops to the share of
cases with no failure at all. Only computed when replicates > 1 (with one replicate they are the same number).
A replicate that was not judged — it could not be completed (``error``, ``budget``, ``user_broke_role``), a
judge could not judge it, or it never ran (a shard not merged, a run stopped) — is neither a pass nor a failure:
the profile's rates are then *not judged* (None, with ``not_judged`` counting those replicates), never a number
that would read as failures the chatbot did not have, nor as passes nobody judged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.reports.outcome import outcome_of
from user_sim.wording import plural


def replicate_rates(
    records: Sequence[ConversationRecord], verdict: Callable[[ConversationRecord], str] | None = None
) -> dict[str, Any]:
    """``{replicates, cases, pass@1, pass^k}`` of one profile's records (+ ``not_judged``), or {} without replicates.

    ``verdict``: a conversation's outcome, ``passed``, ``failed`` or anything else for not judged (default:
    :func:`outcome_of`; report.html also asks its judges). k is the most replicates a case has or names.
    """
    cases: dict[int, list[str]] = {}
    for record in records:
        cases.setdefault(record.index, []).append((verdict or outcome_of)(record))
    k = max([len(runs) for runs in cases.values()] + [record.replicate + 1 for record in records], default=0)
    if k < 2:
        return {}
    rates: dict[str, Any] = {"replicates": k, "cases": len(cases)}
    not_judged = sum(k - len(runs) + sum(v not in ("passed", "failed") for v in runs) for runs in cases.values())
    if not_judged:
        return {**rates, "pass@1": None, "pass^k": None, "not_judged": not_judged}
    every = sum(all(v == "passed" for v in runs) for runs in cases.values())
    passes = sum(v == "passed" for runs in cases.values() for v in runs)
    return {**rates, "pass@1": round(passes / (k * len(cases)), 6), "pass^k": round(every / len(cases), 6)}


def rate_words(rates: dict[str, Any], rate: str) -> str:
    """``0.67`` or ``not judged``: one of :func:`replicate_rates`' rates as the console and the page say it."""
    return "not judged" if rates[rate] is None else f"{rates[rate]:.2f}"


def not_judged_words(rates: dict[str, Any]) -> str:
    """``1 replicate not judged: ended in error or not run`` when the rates are not judged, else ''.

    The console counts by end reason (before any judge): an error, a budget or a broken role, or a replicate missing.
    """
    n = rates.get("not_judged", 0)
    return f"{plural(n, 'replicate')} not judged: ended in error or not run" if n else ""
