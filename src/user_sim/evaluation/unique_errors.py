"""Unique errors: the failures of all conversations, deduplicated, with a severity and their occurrences.

A failure is a turn (or conversation) whose qualitative metric gave a failure label: any built-in behaviour
label but ``no failure``, or a custom metric's declared failure labels and those its gate lists. Two failures
are the same error when they have the same metric and label and the same reason once its numbers are masked
(case, spacing and final punctuation aside): ``charged $15.30 for a large pepperoni`` and ``charged $16.80 for a
large pepperoni`` are one error, ``... for a small hawaiian`` another. Exact and deterministic, no LLM call: two
reasons that merely look alike are two errors, never one under a description that fits only one of them.

An error's description is what its members share: their reason when they all give the same one, else the reason
with its numbers masked (``charged $… for a large pepperoni order; …``); each occurrence keeps its own reason.
Errors are numbered ``E1, E2, ...`` by severity (critical first), then by occurrence count, then by first
occurrence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from user_sim.config.evaluation import BEHAVIOR_FAILURE, NO_FAILURE
from user_sim.evaluation.records import SEVERITIES, ConversationEvaluation, Occurrence, Severity, UniqueError

NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
MASK = "…"
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
    occurrences: list[Occurrence] = field(default_factory=list)

    def description(self) -> str:
        """The members' reason when they all give the same one, else the first one with its numbers masked."""
        reasons = {o.reason for o in self.occurrences}
        first = self.occurrences[0].reason or self.category
        return first if len(reasons) == 1 else NUMBER.sub(MASK, " ".join(first.split()))


def find_unique_errors(
    conversations: Sequence[ConversationEvaluation], failing: Mapping[str, tuple[set[str], Severity]]
) -> list[UniqueError]:
    """Deduplicate the failures and write each error's id on the turns it occurs in.

    ``failing`` maps each custom qualitative metric to (its failure labels, its severity).
    """
    groups: dict[tuple[str, str, str], _Group] = {}
    for conversation in conversations:
        scored = [(t.turn, s) for t in conversation.turns for s in t.scores] + [(None, s) for s in conversation.scores]
        for turn, score in scored:
            severity = failure_severity(score.name, score.value, failing)
            if severity is None or not isinstance(score.value, str):
                continue
            key = (score.name, score.value, same_reason_key(score.reason or score.value))
            group = groups.setdefault(key, _Group(score.name, score.value, severity, len(groups)))
            group.occurrences.append(Occurrence(serial=conversation.serial, turn=turn, reason=score.reason))
    ordered = sorted(groups.values(), key=lambda g: (SEVERITIES.index(g.severity), -len(g.occurrences), g.first))
    errors = [_unique(f"E{n}", group) for n, group in enumerate(ordered, start=1)]
    _mark_turns(conversations, errors)
    return errors


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
