"""Aggregates over conversation records: end-reason counts, latency statistics, token and cost sums."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from user_sim.core.records import END_REASONS, ConversationRecord
from user_sim.reports.conversation_yaml import total_usage
from user_sim.reports.outcome import outcome_of
from user_sim.wording import plural

UNKNOWN = "unknown"


def end_reason_counts(records: Sequence[ConversationRecord]) -> dict[str, int]:
    """How many conversations ended for each reason (every reason listed, zeros included, in enum order)."""
    counts = Counter[str](r.end_reason for r in records)
    return {reason: counts.get(reason, 0) for reason in END_REASONS}


def outcome_counts(records: Sequence[ConversationRecord]) -> dict[str, int]:
    """Passed / failed / error counts (see :mod:`user_sim.reports.outcome`)."""
    counts = Counter(outcome_of(r) for r in records)
    return {name: counts.get(name, 0) for name in ("passed", "failed", "error")}


def percentile(ordered: Sequence[float], fraction: float) -> float:
    """Linear-interpolated percentile of an ascending, non-empty sequence (``fraction`` in 0..1)."""
    position = (len(ordered) - 1) * fraction
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def latency_stats(records: Sequence[ConversationRecord]) -> dict[str, Any]:
    """Statistics of the chatbot's response times over every answered turn, in milliseconds (see :func:`ms`)."""
    times = sorted(t.response_time_s for r in records for t in r.turns if t.response_time_s is not None)
    if not times:
        return {"turns": 0, "min": None, "mean": None, "p50": None, "p95": None, "max": None}
    return {
        "turns": len(times),
        "min": ms(times[0]),
        "mean": ms(sum(times) / len(times)),
        "p50": ms(percentile(times, 0.50)),
        "p95": ms(percentile(times, 0.95)),
        "max": ms(times[-1]),
    }


def ms(seconds: float) -> float:
    """``seconds`` in milliseconds with 3 significant digits, to the microsecond at most (never 1e-05 forms)."""
    value = seconds * 1000
    if value <= 0:
        return 0.0
    digits = min(3, 2 - math.floor(math.log10(value)))
    return float(round(value, digits))


def usage_by_purpose(records: Sequence[ConversationRecord]) -> dict[str, dict[str, Any]]:
    """Calls, tokens and cost per purpose (user, goal_check, extraction...) and ``total``.

    A purpose's ``cost`` is None when some call of it has an unknown price.
    """
    sums: dict[str, dict[str, Any]] = {}
    for record in records:
        parts = {k: v for k, v in record.usage.items() if k != "total"}
        parts["total"] = total_usage(record)
        for purpose, usage in parts.items():
            entry = sums.setdefault(purpose, _zero())
            for field in ("calls", "cached_calls", "input_tokens", "output_tokens"):
                entry[field] += getattr(usage, field)
            entry["cost"] = None if entry["cost"] is None or usage.cost is None else entry["cost"] + usage.cost
    ordered = {k: sums[k] for k in sorted(sums, key=lambda name: (name == "total", name))}
    return {k: {**v, "cost": None if v["cost"] is None else round(v["cost"], 8)} for k, v in ordered.items()}


def _zero() -> dict[str, Any]:
    return {"calls": 0, "cached_calls": 0, "input_tokens": 0, "output_tokens": 0, "cost": 0.0}


def cost_summary(records: Sequence[ConversationRecord], *, note: bool = True) -> dict[str, Any]:
    """``{cost: dollars}``, or ``{cost: unknown, known_cost: ...}`` when a price is unknown (+ ``cost_note``)."""
    totals = [total_usage(r).cost for r in records]
    known = round(sum(c for c in totals if c is not None), 8)
    unknown = sum(1 for c in totals if c is None)
    if not unknown:
        return {"cost": known}
    out: dict[str, Any] = {"cost": UNKNOWN, "known_cost": known}
    if note:
        out["cost_note"] = (
            f"{plural(unknown, 'conversation')} used a model without a known price; known_cost counts only the calls "
            "with a known price (add the model to prices.yml)"
        )
    return out
