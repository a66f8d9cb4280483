"""Unique errors: the failures of all conversations, deduplicated, with a severity and their occurrences.

A failure is a turn (or conversation) whose qualitative metric gave a failure label: any built-in behaviour
label but ``no failure``, or a custom metric's declared failure labels and those its gate lists. Two failures
are the same error when they have the same metric and label and their reasons say the same thing once numbers are
masked (TF-IDF cosine similarity ≥ ``SAME_REASON`` of the masked, lower-cased reasons, the measure the fallback
detector uses) — no extra LLM call: ``charged $15.30 for a large pepperoni`` and ``charged $14.00 for a large four
cheese`` are one error, a wrong total.

An error's description never claims more than its members share: their reason when they all give the same one,
the reason with its numbers masked when only the numbers differ (``charged $… for a large pepperoni …``), else
``N similar reasons, e.g. <the first one>``; each occurrence keeps its own reason (evaluation.json, report.html,
the focus files). Errors are numbered ``E1, E2, ...`` by severity (critical first), then by occurrence count,
then by first occurrence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from user_sim.config.evaluation import BEHAVIOR_FAILURE, NO_FAILURE
from user_sim.core.fallback import tfidf_similarity
from user_sim.evaluation.records import SEVERITIES, ConversationEvaluation, Occurrence, Severity, UniqueError

NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
MASK = "…"
SAME_REASON = 0.5
LABEL_SEVERITY: dict[str, Severity] = {
    "false information": "critical",
    "disobey user request": "high",
    "lack of specific information": "medium",
    "failure to ask for clarification": "medium",
    "repetition": "low",
}


@dataclass
class _Group:
    metric: str
    category: str
    severity: Severity
    first: int
    key: str
    """Its first member's reason, numbers masked (``same_reason_key``): what a failure's reason is compared with."""
    occurrences: list[Occurrence] = field(default_factory=list)

    def description(self) -> str:
        """What the members share: their one reason, or it with its numbers masked, or an example of their reasons."""
        reasons = [o.reason or self.category for o in self.occurrences]
        if len(set(reasons)) == 1:
            return reasons[0]
        if len({same_reason_key(r) for r in reasons}) == 1:
            return NUMBER.sub(MASK, " ".join(reasons[0].split()))
        return f"{len(set(reasons))} similar reasons, e.g. {reasons[0]}"


def find_unique_errors(
    conversations: Sequence[ConversationEvaluation], failing: Mapping[str, tuple[set[str], Severity]]
) -> list[UniqueError]:
    """Deduplicate the failures and write each error's id on the turns it occurs in.

    ``failing`` maps each custom qualitative metric to (its failure labels, its severity).
    """
    groups: list[_Group] = []
    for conversation in conversations:
        scored = [(t.turn, s) for t in conversation.turns for s in t.scores] + [(None, s) for s in conversation.scores]
        for turn, score in scored:
            severity = failure_severity(score.name, score.value, failing)
            if severity is None or not isinstance(score.value, str):
                continue
            group = _group_of(groups, score.name, score.value, score.reason or score.value, severity)
            group.occurrences.append(Occurrence(serial=conversation.serial, turn=turn, reason=score.reason))
    ordered = sorted(groups, key=lambda g: (SEVERITIES.index(g.severity), -len(g.occurrences), g.first))
    errors = [_unique(f"E{n}", group) for n, group in enumerate(ordered, start=1)]
    _mark_turns(conversations, errors)
    return errors


def _group_of(groups: list[_Group], metric: str, label: str, reason: str, severity: Severity) -> _Group:
    """The error a failure belongs to (same metric and label, a reason that says the same thing), new if none."""
    key = same_reason_key(reason)
    for group in groups:
        if group.metric == metric and group.category == label and _same(group.key, key):
            return group
    groups.append(_Group(metric, label, severity, len(groups), key))
    return groups[-1]


def _same(first: str, second: str) -> bool:
    return first == second or tfidf_similarity(first, second) >= SAME_REASON


def same_reason_key(reason: str) -> str:
    """What the reasons of one error have in common: the text with its numbers masked.

    Case, spacing and final punctuation aside.
    """
    return NUMBER.sub(MASK, " ".join(reason.lower().split())).rstrip(" .;:!")


def failure_severity(metric: str, value: object, failing: Mapping[str, tuple[set[str], Severity]]) -> Severity | None:
    """The severity of a failure label; None when ``value`` is not one.

    ``failing``: each custom qualitative metric's failure labels and severity.
    """
    if not isinstance(value, str):
        return None
    if metric == BEHAVIOR_FAILURE:
        return None if value == NO_FAILURE else LABEL_SEVERITY.get(value, "medium")
    if metric in failing and value in failing[metric][0]:
        return failing[metric][1]
    return None


def _unique(error_id: str, group: _Group) -> UniqueError:
    return UniqueError(
        id=error_id,
        metric=group.metric,
        category=group.category,
        description=group.description(),
        severity=group.severity,
        occurrences=group.occurrences,
        serials=sorted({o.serial for o in group.occurrences}),
    )


def _mark_turns(conversations: Sequence[ConversationEvaluation], errors: Sequence[UniqueError]) -> None:
    where: dict[tuple[str, int], list[str]] = {}
    for error in errors:
        for occurrence in error.occurrences:
            if occurrence.turn is not None:
                where.setdefault((occurrence.serial, occurrence.turn), []).append(error.id)
    for conversation in conversations:
        for turn in conversation.turns:
            turn.unique_error_ids = where.get((conversation.serial, turn.turn), [])
