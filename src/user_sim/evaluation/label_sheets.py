"""Label sheets: a CSV sample of a run's conversations for people to judge.

Export: a seeded sample of N conversations (all when N is larger), one row each: ``serial``, ``profile``,
``index``, ``replicate``, ``validation_key`` (the simulated user's), ``persona`` (role and context), ``goals``,
``end_reason``, ``goal_check`` (what our goal check concluded: reached, not reached, or not checked in a
``steps`` conversation), ``judge`` (the LLM judge's verdicts when the run was evaluated: status, overall score,
goal completion, failure labels; else the goal check's), ``judge_key`` (the key that ``correct`` validates: the
evaluation's judge, else the goal check's own key, ``validation_key.goal_check_key``), ``project`` (the project
folder whose ``validations/`` holds those keys: where ``labels import`` stores the verdicts), ``sample`` and
``sample_size`` (the sample's id — a digest of its serials — and how many conversations it has, on every row: a row
deleted from the sheet is a sampled conversation left unlabelled, and counts against), ``transcript`` (``User:`` /
``Assistant:`` lines, and a line in parentheses saying what happened when no message was sent or the user broke
role: :func:`transcript`), then one empty column per labeller and criterion, named ``realistic:<labeller>`` and
``correct:<labeller>``.

Reading the labelled sheets back is :mod:`user_sim.evaluation.label_answers`.
"""

from __future__ import annotations

import csv
import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.core.simulator_code import code_hashes
from user_sim.evaluation.evaluator_validation import recorded_judge_key
from user_sim.evaluation.prompts import END_REASON_MEANINGS
from user_sim.evaluation.records import ConversationEvaluation, Evaluation
from user_sim.evaluation.validation import ValidationKey, save_key
from user_sim.evaluation.validation_key import goal_check_key, run_profile, simulator_key
from user_sim.reports.conversation_yaml import transcript_lines
from user_sim.reports.outcome import goal_asked

CRITERIA = ("realistic", "correct")
BASE_COLUMNS = (
    "serial",
    "profile",
    "index",
    "replicate",
    "validation_key",
    "persona",
    "goals",
    "end_reason",
    "goal_check",
    "judge",
    "judge_key",
    "project",
    "sample",
    "sample_size",
    "transcript",
)


def sample(records: Sequence[ConversationRecord], n: int, seed: int) -> list[ConversationRecord]:
    """``n`` conversations drawn with ``seed`` (all of them when ``n`` is larger), in serial order."""
    ordered = sorted(records, key=lambda r: (r.profile, r.index, r.replicate))
    picked = ordered if n >= len(ordered) else random.Random(seed).sample(ordered, n)
    return sorted(picked, key=lambda r: (r.profile, r.index, r.replicate))


def sample_id(records: Sequence[ConversationRecord]) -> str:
    """The sample's id on the sheet: a digest of its conversations' serials."""
    return hashlib.sha256("\n".join(sorted(r.serial for r in records)).encode()).hexdigest()[:12]


def persona(record: ConversationRecord) -> str:
    """The user's role and context as a person reads them: ``role; personality: direct; You live at…``."""
    items = record.context if isinstance(record.context, list) else [record.context]
    parts = [record.role or ""] + [_context_text(item) for item in items]
    return "; ".join(part for part in parts if part)


def _context_text(item: Any) -> str:
    if isinstance(item, dict):
        return ", ".join(f"{key}: {value}" for key, value in item.items())
    return "" if item is None else str(item)


def goal_check_text(record: ConversationRecord) -> str:
    """What the goal check concluded: reached, not reached, or nothing (a ``steps`` conversation checks no goal)."""
    if record.end_reason == "goal_reached":
        return "reached"
    return "not reached" if goal_asked(record) else "not checked (steps)"


def _row(
    record: ConversationRecord,
    keys: tuple[ValidationKey, ValidationKey],
    verdict: str | None,
    labellers: Sequence[str],
    project: Path,
    drawn: tuple[str, int],
) -> dict[str, str]:
    """One sheet row.

    ``keys``: the simulated user's and the judge's; ``verdict``: the LLM judge's (None: none ran); ``drawn``: the
    sample's id and size.
    """
    simulator, judge_key = keys
    goal_check = goal_check_text(record)
    row = {
        "serial": record.serial,
        "profile": record.profile,
        "index": str(record.index),
        "replicate": str(record.replicate),
        "validation_key": simulator.id,
        "persona": persona(record),
        "goals": "; ".join(record.goals),
        "end_reason": record.end_reason,
        "goal_check": goal_check,
        "judge": f"goal check: {goal_check}" if verdict is None else verdict,
        "judge_key": judge_key.id,
        "project": str(project.resolve()),
        "sample": drawn[0],
        "sample_size": str(drawn[1]),
        "transcript": transcript(record),
    }
    row.update({f"{criterion}:{name}": "" for name in labellers for criterion in CRITERIA})
    return row


def transcript(record: ConversationRecord) -> str:
    """The transcript cell: the dialogue, and how it ended where no message was sent or the user broke role.

    A conversation whose user broke role (or failed, or hit a budget) before its first message would show an empty
    cell: the line says so, with the end reason's meaning (the judge's, ``prompts.END_REASON_MEANINGS``) and the
    record's cause, which names the kind of break and the draft that was not sent.
    """
    lines = transcript_lines(record)
    if not record.turns or record.end_reason == "user_broke_role":
        opening = "no message was sent to the chatbot" if not record.turns else "the next message was not sent"
        cause = f" — {record.error}" if record.error else ""
        lines.append(f"({opening}: {END_REASON_MEANINGS[record.end_reason]}{cause})")
    return "\n".join(lines)


@dataclass
class JudgeView:
    """The evaluation's LLM judge as a sheet shows it: its key and one verdict line per conversation."""

    key: ValidationKey
    verdicts: dict[str, str] = field(default_factory=dict)


def judge_view(evaluation: Evaluation) -> JudgeView | None:
    """The judge of an evaluation (None when no LLM judge ran, or its key was not recorded)."""
    key = recorded_judge_key(evaluation.validation)
    if key is None:
        return None
    return JudgeView(key, {c.serial: _verdict_line(c) for c in evaluation.conversations})


def _verdict_line(conversation: ConversationEvaluation) -> str:
    parts = [conversation.status.replace("_", " ")]
    if conversation.overall_score is not None:
        parts.append(f"overall {conversation.overall_score:.2f}")
    if conversation.goal_completion is not None:
        parts.append(f"goal completion {conversation.goal_completion:g}")
    labels = [
        f"turn {t.turn}: {s.value}"
        for t in conversation.turns
        for s in t.scores
        if s.reason and isinstance(s.value, str)
    ]
    return "; ".join(parts + labels)


def write_sheet(
    records: Sequence[ConversationRecord],
    project: Path,
    out: Path,
    labellers: Sequence[str],
    evaluation: Evaluation | None = None,
    user_model: str | None = None,
    run_info: Mapping[str, Any] | None = None,
) -> list[str]:
    """Write the sheet; return the validation keys it covers (with their descriptions).

    ``evaluation`` (the run's evaluation.json) puts its LLM judge's verdicts and key on the sheet; ``user_model``
    is the simulated user's model the run forced on every profile (``--model``); ``run_info`` the run's run.json
    (the settings its users ran with: ``validation_key.run_profile``).
    """
    judge = judge_view(evaluation) if evaluation is not None else None
    profiles = {r.profile_path: run_profile(r, project, run_info) for r in records}  # each file read once
    codes = code_hashes()  # the sources read once, not once per conversation (what the run recorded wins)
    keys = [
        (
            simulator_key(r, project, user_model, codes["simulated_user"], profiles[r.profile_path]),
            judge.key if judge else goal_check_key(profiles[r.profile_path], user_model, codes["goal_check"]),
        )
        for r in records
    ]
    verdicts = [judge.verdicts.get(r.serial, "not evaluated") if judge else None for r in records]
    drawn = (sample_id(records), len(records))
    rows = [_row(*row, labellers, project, drawn) for row in zip(records, keys, verdicts, strict=True)]
    columns = [*BASE_COLUMNS, *(f"{c}:{name}" for name in labellers for c in CRITERIA)]
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)
    unique = {key.id: key for pair in keys for key in pair}
    for key in unique.values():
        save_key(key, project)
    return sorted(key.describe() for key in unique.values())
