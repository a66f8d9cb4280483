"""The blocks of a chat run's report: pass/fail by profile, gates, and the conversation viewer."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence

from user_sim.config.evaluation import BEHAVIOR_FAILURE, NO_FAILURE, TURN_METRICS
from user_sim.core.records import ConversationRecord
from user_sim.evaluation.records import ConversationEvaluation, Evaluation, Score, TurnEvaluation
from user_sim.reports.conversation_yaml import interaction
from user_sim.reports.outcome import conversation_label, outcome_of
from user_sim.reports.page import Badge, Block, Cell, Details, Facts, Link, Message, Note, Table, Tone

SCORE_NAMES = TURN_METRICS
OUTCOME_TONE: dict[str, Tone] = {"passed": "ok", "failed": "fail", "error": "warn"}
STATUS_TONE: dict[str, Tone] = {"completed": "ok", "partial_failure": "warn", "failed": "fail", "inconclusive": "warn"}


def profiles_table(records: Sequence[ConversationRecord], evaluation: Evaluation | None) -> Table:
    """Pass/fail by profile (and evaluation statuses, with an evaluation)."""
    outcomes: dict[str, Counter[str]] = {}
    for record in records:
        outcomes.setdefault(record.profile, Counter())[outcome_of(record)] += 1
    statuses: dict[str, Counter[str]] = {}
    for conversation in evaluation.conversations if evaluation else []:
        statuses.setdefault(conversation.profile, Counter())[conversation.status] += 1
    headers = ["profile", "conversations", "passed", "failed", "errors"]
    if evaluation is not None:
        headers += ["completed", "partial failure", "failed (judged)", "inconclusive"]
    rows: list[list[Cell]] = []
    for name, counts in sorted(outcomes.items()):
        row: list[Cell] = [name, sum(counts.values()), counts["passed"], counts["failed"], counts["error"]]
        if evaluation is not None:
            judged = statuses.get(name, Counter())
            row += [judged["completed"], judged["partial_failure"], judged["failed"], judged["inconclusive"]]
        rows.append(row)
    return Table(headers, rows, "Pass/fail by profile")


def gates_table(evaluation: Evaluation) -> Table:
    """Every gate with its result (a gate with an inconclusive value is not passed)."""
    rows: list[list[Cell]] = []
    gates: list[tuple[str, str]] = [(m, f"≥ {t:g}") for m, t in evaluation.numeric_thresholds.items()]
    gates += [(m, "not " + ", ".join(labels)) for m, labels in evaluation.qualitative_failure_labels.items()]
    for metric, rule in gates:
        failed = [f for f in evaluation.gate_failures if f.metric == metric]
        unknown = [f for f in failed if f.inconclusive]
        if len(failed) > len(unknown):
            badge = Badge(f"failed ({len(failed) - len(unknown)})", "fail")
        else:
            badge = Badge(f"inconclusive ({len(unknown)})", "warn") if unknown else Badge("passed", "ok")
        rows.append([metric, rule, badge, serial_links(sorted({f.serial for f in failed}))])
    if not rows:
        rows = [["—", "no gate configured", Badge("none", "muted"), ""]]
    return Table(["metric", "gate", "result", "conversations"], rows, "Gates")


def serial_links(serials: Sequence[str], most: int = 8) -> list[Link | Badge | str]:
    """Links to the first ``most`` conversations, then how many more there are (the summary stays short)."""
    links: list[Link | Badge | str] = [Link(s, s) for s in serials[:most]]
    return links + ([f"+{len(serials) - most} more"] if len(serials) > most else [])


def conversations(
    records: Sequence[ConversationRecord], evaluation: Evaluation | None, rule_failures: Mapping[str, Sequence[str]]
) -> list[Block]:
    """One collapsible viewer per conversation, grouped by profile."""
    judged = {c.serial: c for c in evaluation.conversations} if evaluation else {}
    ordered = sorted(records, key=lambda r: (r.profile, r.index, r.replicate))
    if not ordered:
        return [Note("no conversation in this run")]
    return [_conversation(r, judged.get(r.serial), rule_failures.get(r.serial, ())) for r in ordered]


def _conversation(record: ConversationRecord, judged: ConversationEvaluation | None, rules: Sequence[str]) -> Details:
    outcome = outcome_of(record)
    title: list[Link | Badge | str] = [
        f"{record.profile} #{conversation_label(record)}",
        Badge(record.end_reason, OUTCOME_TONE[outcome]),
        f"{len(record.turns)} turns",
    ]
    if judged is not None:
        overall = f" {judged.overall_score:.2f}" if judged.overall_score is not None else ""
        title.append(Badge(judged.status.replace("_", " ") + overall, STATUS_TONE[judged.status]))
    if rules:
        title.append(Badge(f"{len(rules)} rule failure(s)", "fail"))
    facts: list[tuple[str, Cell]] = [("serial", record.serial), ("seed", record.seed)]
    facts += [(k, _json(v)) for k, v in (("values", record.values), ("data output", record.data_output)) if v]
    if record.error:
        facts.append(("error", record.error))
    if judged is not None and judged.goal_completion is not None:
        facts.append(("goal completion", f"{judged.goal_completion:g} — {judged.goal_completion_reason or ''}"))
    body: list[Block] = [Facts(facts), *(Note(f"rule failed: {m}", "fail") for m in rules)]
    body += _conversation_scores(judged)
    body += _messages(record, judged)
    return Details(record.serial, title, body)


def _conversation_scores(judged: ConversationEvaluation | None) -> list[Block]:
    custom = [s for s in (judged.scores if judged else []) if s.name != "goal_completion"]
    return [Note(_score_text(s), "fail" if s.inconclusive else "muted") for s in custom]


def _messages(record: ConversationRecord, judged: ConversationEvaluation | None) -> list[Block]:
    turns = {t.turn: t for t in judged.turns} if judged else {}
    blocks: list[Block] = []
    if record.greeting:
        blocks.append(Message("Assistant (greeting)", record.greeting))
    for turn in record.turns:
        blocks.append(Message("User", turn.user, tone="ok"))
        evaluation = turns.get(turn.index)
        text = turn.assistant if turn.assistant is not None else f"(no reply: {turn.error or 'target error'})"
        tone: Tone = "fail" if evaluation is not None and evaluation.success is False else "plain"
        blocks.append(Message(f"Assistant · turn {turn.index}", text, _notes(evaluation), tone))
    if not record.turns and not record.greeting:
        blocks += [Message(who, text) for entry in interaction(record) for who, text in entry.items()]
    return blocks


def _notes(evaluation: TurnEvaluation | None) -> list[Cell]:
    if evaluation is None:
        return []
    numbers = [s for s in evaluation.scores if s.name in SCORE_NAMES]
    notes: list[Cell] = []
    if numbers:
        notes.append(" · ".join(f"{s.name} {_value(s)}" for s in numbers))
    for score in evaluation.scores:
        if score.name in SCORE_NAMES and not score.reason and not score.inconclusive:
            continue
        if score.name == BEHAVIOR_FAILURE and score.value == NO_FAILURE:
            notes.append(Badge(NO_FAILURE, "ok"))
            continue
        notes.append([_badge(score), score.reason or score.inconclusive or ""])
    if evaluation.unique_error_ids:
        notes.append(["unique errors:", *(Link(i, "error-" + i) for i in evaluation.unique_error_ids)])
    return notes


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def _badge(score: Score) -> Badge:
    if score.inconclusive:
        return Badge(f"{score.name}: inconclusive", "warn")
    return Badge(f"{score.name}: {_value(score)}", "fail")


def _value(score: Score) -> str:
    if score.inconclusive:
        return "?"
    return f"{score.value:g}" if isinstance(score.value, float) else str(score.value)


def _score_text(score: Score) -> str:
    reason = score.reason or score.inconclusive
    return f"{score.name}: {_value(score)}" + (f" — {reason}" if reason else "")
