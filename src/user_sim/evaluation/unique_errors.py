"""Unique errors: the failures of all conversations, deduplicated, with a severity and their occurrences.

A failure is a turn (or conversation) whose qualitative metric gave a failure label: any built-in behaviour
label but ``no failure``, or a custom metric's declared failure labels and those its gate lists. Two failures
are the same error when they have the same metric and label and their reasons say the same thing (TF-IDF
cosine similarity of the reasons ≥ ``SAME_REASON``, the measure the fallback detector uses) — no extra LLM
call. Errors are numbered ``E1, E2, ...`` by severity (critical first), then by occurrence count.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from user_sim.config.evaluation import BEHAVIOR_FAILURE, NO_FAILURE
from user_sim.core.fallback import tfidf_similarity
from user_sim.evaluation.records import SEVERITIES, ConversationEvaluation, Occurrence, Severity, UniqueError

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
    description: str
    severity: Severity
    first: int
    occurrences: list[Occurrence] = field(default_factory=list)


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
            group = _place(groups, score.name, score.value, score.reason, failing)
            if group is not None:
                group.occurrences.append(Occurrence(serial=conversation.serial, turn=turn))
    ordered = sorted(groups, key=lambda g: (SEVERITIES.index(g.severity), -len(g.occurrences), g.first))
    errors = [_unique(f"E{n}", group) for n, group in enumerate(ordered, start=1)]
    _mark_turns(conversations, errors)
    return errors


def _place(
    groups: list[_Group],
    metric: str,
    value: object,
    reason: str | None,
    failing: Mapping[str, tuple[set[str], Severity]],
) -> _Group | None:
    if not isinstance(value, str):
        return None
    if metric == BEHAVIOR_FAILURE:
        if value == NO_FAILURE:
            return None
        severity = LABEL_SEVERITY.get(value, "medium")
    elif metric in failing and value in failing[metric][0]:
        severity = failing[metric][1]
    else:
        return None
    text = reason or value
    for group in groups:
        if group.metric == metric and group.category == value and _same(group.description, text):
            return group
    groups.append(_Group(metric, value, text, severity, len(groups)))
    return groups[-1]


def _same(first: str, second: str) -> bool:
    return first == second or tfidf_similarity(first.lower(), second.lower()) >= SAME_REASON


def _unique(error_id: str, group: _Group) -> UniqueError:
    return UniqueError(
        id=error_id,
        metric=group.metric,
        category=group.category,
        description=group.description,
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
