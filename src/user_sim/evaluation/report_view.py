"""What an evaluation adds to a run's report.html: verdict, gates, unique errors, score charts, per-turn notes."""

from __future__ import annotations

from collections import Counter

from user_sim.config.evaluation import BEHAVIOR_FAILURE, GOAL_COMPLETION, NO_FAILURE, TURN_METRICS
from user_sim.evaluation.records import (
    SEVERITIES,
    STATUSES,
    ConversationEvaluation,
    Evaluation,
    Score,
    Status,
    TurnEvaluation,
    UniqueError,
)
from user_sim.evaluation.validation_view import validation_table
from user_sim.reports.annotations import Annotations, TurnKey
from user_sim.reports.chat_view import serial_links
from user_sim.reports.page import Badge, Block, Cell, Lines, Link, Note, Table, Tone
from user_sim.reports.svg import BarChart, distribution, histogram

STATUS_TONE: dict[str, Tone] = {
    "completed": "ok",
    "partial_failure": "warn",
    "failed": "fail",
    "passed": "ok",
    "inconclusive": "warn",
    "not_judged": "muted",
}
NO_CONVERSATION = "not checked: this run has no conversation (an empty shard: sensei-merge checks it on every one)"
"""Said of each gate of a run with no conversation (an empty ``--shard K/N``): it exits 0, but nothing passed."""
GATE_WORDS = {
    "insufficient_evidence": "INSUFFICIENT_EVIDENCE (evaluator not validated)",
    "unapplied": "not judged: no conversation gave a label (all not applicable)",
    "no_conversation": NO_CONVERSATION,
}
"""How a gate that did not pass without failing is named (the page's gates table, junit.xml's evaluation suite)."""
SEVERITY_TONE: dict[str, Tone] = {"critical": "fail", "high": "fail", "medium": "warn", "low": "muted"}


def evaluation_annotations(evaluation: Evaluation) -> Annotations:
    """The evaluation as page blocks for ``reports.html.render_html``."""
    conversations = evaluation.conversations
    turn_notes: dict[TurnKey, list[Cell]] = {}
    turn_tones: dict[TurnKey, Tone] = {}
    for conversation in conversations:
        for turn in conversation.turns:
            turn_notes[(conversation.serial, turn.turn)] = _notes(turn)
            if turn.success is False:
                turn_tones[(conversation.serial, turn.turn)] = "fail"
    return Annotations(
        verdict=_verdict(evaluation),
        tiles=_tiles(evaluation),
        profile_columns=[_status_column(s) for s in _shown_statuses(conversations)],
        profile_cells=_statuses(conversations),
        summary=[gates_table(evaluation), *_validation(evaluation), errors_table(evaluation)],
        charts=_charts(conversations),
        titles={c.serial: [_status_badge(c)] for c in conversations},
        notes={c.serial: _conversation_notes(c) for c in conversations},
        turn_notes=turn_notes,
        turn_tones=turn_tones,
        failed=frozenset(f.serial for f in evaluation.failed_gates()),
        unjudged=frozenset(c.serial for c in conversations if c.status == "inconclusive"),
    )


def _verdict(evaluation: Evaluation) -> Badge:
    if not evaluation.conversations:  # an empty shard: exit 0, its gates checked in the merged run
        return Badge("NO CONVERSATION: GATES NOT CHECKED" if evaluation.gates() else "NO CONVERSATION", "muted")
    if evaluation.exit_code == 0:
        return Badge("GATES PASSED", "ok")
    if evaluation.exit_code == 1:
        return Badge("GATE FAILED", "fail")
    if evaluation.judge_failures:
        return Badge("INCONCLUSIVE: JUDGE FAILED", "warn")
    if evaluation.gate_failures or not evaluation.untested_gates():
        return Badge("INCONCLUSIVE", "warn")
    said = "INSUFFICIENT EVIDENCE" if evaluation.insufficient_evidence else "GATE NOT JUDGED"
    return Badge(said, "warn")


def _validation(evaluation: Evaluation) -> list[Table]:
    return [validation_table(evaluation.validation)] if evaluation.validation is not None else []


def _tiles(evaluation: Evaluation) -> list[tuple[str, Cell, Tone]]:
    overall = [c.overall_score for c in evaluation.conversations if c.overall_score is not None]
    unknown, failed = len(evaluation.inconclusive_gates()), len(evaluation.failed_gates())
    judged: list[tuple[str, Cell, Tone]] = [("judge failures", evaluation.judge_failures, "warn")]
    judged += [("gates not judged", unknown, "warn")] if unknown else []
    return [
        *(judged if evaluation.judge_failures or unknown else []),
        ("mean overall score", round(sum(overall) / len(overall), 3) if overall else "n/a", "plain"),
        ("gate failures", *_found(failed, "fail", evaluation)),
        ("unique errors", *_found(len(evaluation.unique_errors), "warn", evaluation)),
        (
            "judge calls per turn",
            evaluation.calls_per_turn if evaluation.calls_per_turn is not None else "n/a",
            "plain",
        ),
    ]


def _found(count: int, tone: Tone, evaluation: Evaluation) -> tuple[Cell, Tone]:
    """A count of what the evaluation found, in ``tone`` when some; a zero is green only when nothing went unjudged.

    After a failed judgement, or beside a conversation or gate left inconclusive (e.g. one that sent the chatbot
    nothing), a zero is no clean result: plain, and ``not judged`` (muted) when not one score has a value.
    """
    if count:
        return count, tone
    if _all_judged(evaluation):
        return 0, "ok"
    return (0, "plain") if _some_value(evaluation) else ("not judged", "muted")


def _all_judged(evaluation: Evaluation) -> bool:
    """Some conversation was judged, no judgement failed, and no gate or conversation was left inconclusive."""
    unjudged = any(c.status == "inconclusive" for c in evaluation.conversations)
    return (
        bool(evaluation.conversations)
        and not evaluation.judge_failures
        and not evaluation.inconclusive_gates()
        and not unjudged
    )


def _some_value(evaluation: Evaluation) -> bool:
    """Whether at least one score of the evaluation has a value (something was judged)."""
    return any(s.value is not None for c in evaluation.conversations for s in c.all_scores())


def _shown_statuses(conversations: list[ConversationEvaluation]) -> list[Status]:
    """The statuses some conversation has, in the fixed order of ``STATUSES``."""
    present = {c.status for c in conversations}
    return [s for s in STATUSES if s in present]


def _status_column(status: Status) -> str:
    """``judged failed`` (not "failed" twice beside the end reason's column), but ``not judged``."""
    return "not judged" if status == "not_judged" else f"judged {status.replace('_', ' ')}"


def _statuses(conversations: list[ConversationEvaluation]) -> dict[str, list[Cell]]:
    counts: dict[str, Counter[str]] = {}
    for conversation in conversations:
        counts.setdefault(conversation.profile, Counter())[conversation.status] += 1
    shown = _shown_statuses(conversations)
    return {profile: [tally[s] for s in shown] for profile, tally in counts.items()}


def gates_table(evaluation: Evaluation) -> Table:
    """Every gate with its result (a gate with an inconclusive value is not passed)."""
    rows: list[list[Cell]] = []
    for metric, rule in evaluation.gates():
        failed = [f for f in evaluation.gate_failures if f.metric == metric]
        unknown = sum(1 for f in failed if f.inconclusive)
        result = evaluation.gate_result(metric)
        if result == "failed":
            also = f" · {unknown} inconclusive" if unknown else ""
            badge = Badge(f"failed ({len(failed) - unknown}){also}", "fail")
        elif result in GATE_WORDS:
            badge = Badge(GATE_WORDS[result], "muted" if result == "no_conversation" else "warn")
        else:
            badge = Badge(f"inconclusive ({unknown})", "warn") if unknown else Badge("passed", "ok")
        rows.append([metric, rule, badge, serial_links(sorted({f.serial for f in failed}))])
    if not rows:
        rows = [["—", "no gate configured", Badge("none", "muted"), ""]]
    return Table(["metric", "gate", "result", "conversations"], rows, "Gates")


def errors_table(evaluation: Evaluation) -> Table:
    """The unique errors, most severe first, each linking to its conversations."""
    ordered = sorted(evaluation.unique_errors, key=lambda u: SEVERITIES.index(u.severity))
    rows: list[list[Cell]] = []
    for u in ordered:
        badge = Badge(u.severity, SEVERITY_TONE[u.severity])
        rows.append([u.id, badge, u.category, _described(u), len(u.occurrences), serial_links(u.serials)])
    if not rows:
        rows = [["—", *_no_errors(evaluation), "", 0, ""]]
    headers = ["id", "severity", "category", "description", "occurrences", "conversations"]
    return Table(headers, rows, "Unique errors", [f"error-{u.id}" for u in ordered])


def _no_errors(evaluation: Evaluation) -> list[Cell]:
    """The badge and words of an empty unique-error table: none found is green only when every judgement succeeded."""
    if _all_judged(evaluation):
        return [Badge("none", "ok"), "no unique error"]
    failed = bool(evaluation.judge_failures)  # else a conversation had nothing to judge (it sent the chatbot nothing)
    if _some_value(evaluation):
        why = "some judgements failed" if failed else "some conversations could not be judged"
        return [Badge("none found", "plain"), f"no unique error in what was judged ({why})"]
    why = "every judgement failed" if failed else "every conversation inconclusive"
    why = why if evaluation.conversations else "no conversation in this run"
    return [Badge("not judged", "muted"), f"no turn could be judged ({why})"]


def _described(error: UniqueError, most: int = 8) -> Cell:
    """The error's description; when its occurrences differ, each one's own reason on a line of its own (``most``)."""
    own = [(o.serial, o.reason) for o in error.occurrences if o.reason]
    if len({reason for _, reason in own}) < 2:
        return error.description
    lines: list[str | list[Link | str]] = [error.description + " — each:"]
    lines += [[Link(serial, serial), reason] for serial, reason in own[:most]]
    return Lines(lines + ([f"+{len(own) - most} more"] if len(own) > most else []))


def _charts(conversations: list[ConversationEvaluation]) -> list[BarChart]:
    values: dict[str, list[float]] = {}
    labels: Counter[str] = Counter()
    for score in (s for c in conversations for t in c.turns for s in t.scores):
        if isinstance(score.value, float) and score.name in TURN_METRICS:
            values.setdefault(score.name, []).append(score.value)
        elif isinstance(score.value, str):
            labels[score.value] += 1
    charts = [distribution(f"{name} (1–5)", values[name], (1, 2, 3, 4, 5)) for name in TURN_METRICS if name in values]
    overall = [c.overall_score for c in conversations if c.overall_score is not None]
    charts.append(histogram("Overall score", overall, (0.0, 0.25, 0.5, 0.75, 1.0)))
    if labels:
        charts.append(BarChart("Turn labels", [(k, float(v)) for k, v in labels.most_common()]))
    return charts


def _status_badge(conversation: ConversationEvaluation) -> Badge:
    overall = f" {conversation.overall_score:.2f}" if conversation.overall_score is not None else ""
    return Badge(conversation.status.replace("_", " ") + overall, STATUS_TONE[conversation.status])


def _conversation_notes(conversation: ConversationEvaluation) -> list[Block]:
    blocks: list[Block] = []
    if conversation.goal_completion is not None:
        reason = conversation.goal_completion_reason or ""
        blocks.append(Note(f"goal completion {conversation.goal_completion:g} — {reason}"))
    for score in conversation.scores:
        if score.name != GOAL_COMPLETION or score.inconclusive:
            blocks.append(Note(_score_text(score), "warn" if score.inconclusive else "muted"))
    return blocks


def _notes(turn: TurnEvaluation) -> list[Cell]:
    numbers = [s for s in turn.scores if s.name in TURN_METRICS]
    notes: list[Cell] = [" · ".join(f"{score.name} {_value(score)}" for score in numbers)] if numbers else []
    for score in turn.scores:
        if score.name in TURN_METRICS and not score.reason and not score.inconclusive:
            continue
        if score.name == BEHAVIOR_FAILURE and score.value == NO_FAILURE:
            notes.append(Badge(NO_FAILURE, "ok"))
        else:
            notes.append([_badge(score), score.reason or score.inconclusive or ""])
    if turn.unique_error_ids:
        notes.append(["unique errors:", *(Link(i, "error-" + i) for i in turn.unique_error_ids)])
    return notes


def _badge(score: Score) -> Badge:
    if score.inconclusive:
        return Badge(f"{score.name}: inconclusive", "warn")
    return Badge(f"{score.name}: {_value(score)}", "fail" if score.reason else "plain")  # failures carry a reason


def _value(score: Score) -> str:
    if score.inconclusive:
        return "?"
    return f"{score.value:g}" if isinstance(score.value, float) else str(score.value)


def _score_text(score: Score) -> str:
    reason = score.reason or score.inconclusive
    return f"{score.name}: {_value(score)}" + (f" — {reason}" if reason else "")
