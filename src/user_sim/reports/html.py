"""``report.html`` of a chat run (and of ``sensei-check --evaluate``), built on the shared template (``page``).

Summary first: the verdict, pass/fail by profile, the gates and the unique errors by severity (each linking to
its conversations); then charts (end reasons, score distributions, latency); then every conversation with its
per-turn scores, labels, reasons and rule failures. Without an evaluation the page shows what the run alone
says (end reasons, outcomes).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from user_sim.core.records import ConversationRecord
from user_sim.evaluation.records import SEVERITIES, Evaluation
from user_sim.reports import chat_view
from user_sim.reports.page import Badge, Block, Cell, Charts, Link, Page, Section, Table, Tiles, Tone, render
from user_sim.reports.summary import build_report
from user_sim.reports.svg import BarChart, distribution, histogram

LATENCY_EDGES = (0.0, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0)


def render_html(
    records: Sequence[ConversationRecord],
    run_id: str,
    evaluation: Evaluation | None = None,
    rule_failures: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """The whole page; ``rule_failures`` maps a serial to its failed rules' messages."""
    report = build_report(records, run_id)
    summary: list[Block] = [_tiles(report, evaluation), chat_view.profiles_table(records, evaluation)]
    if evaluation is not None:
        summary += [chat_view.gates_table(evaluation), _errors_table(evaluation)]
    sections = [Section("Charts", [Charts(_charts(report, records, evaluation))])]
    if report["errors"]:
        rows = [[e["profile"], Link(e["serial"], e["serial"]), e["end_reason"], e["error"]] for e in report["errors"]]
        sections.append(Section("Run errors", [Table(["profile", "conversation", "end reason", "error"], rows)]))
    sections.append(
        Section("Conversations", chat_view.conversations(records, evaluation, rule_failures or {}), "conversations")
    )
    return render(Page(f"sensei-chat run {run_id}", summary, sections, _verdict(report, evaluation)))


def _verdict(report: dict[str, object], evaluation: Evaluation | None) -> Badge:
    if evaluation is not None:
        return {0: Badge("GATES PASSED", "ok"), 1: Badge("GATE FAILED", "fail")}.get(
            evaluation.exit_code, Badge("INCONCLUSIVE", "warn")
        )
    outcomes = report["outcomes"]
    assert isinstance(outcomes, dict)
    if outcomes["error"]:
        return Badge("ERRORS", "warn")
    return Badge("ALL PASSED", "ok") if not outcomes["failed"] else Badge("SOME FAILED", "fail")


def _tiles(report: dict[str, object], evaluation: Evaluation | None) -> Tiles:
    outcomes = report["outcomes"]
    assert isinstance(outcomes, dict)
    items = [
        ("conversations", report["conversations"], "plain"),
        ("passed", outcomes["passed"], "ok"),
        ("failed", outcomes["failed"], "fail" if outcomes["failed"] else "plain"),
        ("errors", outcomes["error"], "warn" if outcomes["error"] else "plain"),
    ]
    if evaluation is not None:
        overall = [c.overall_score for c in evaluation.conversations if c.overall_score is not None]
        items += [
            ("mean overall score", round(sum(overall) / len(overall), 3) if overall else "n/a", "plain"),
            ("gate failures", len(evaluation.gate_failures), "fail" if evaluation.gate_failures else "ok"),
            ("unique errors", len(evaluation.unique_errors), "warn" if evaluation.unique_errors else "ok"),
            (
                "judge calls per turn",
                evaluation.calls_per_turn if evaluation.calls_per_turn is not None else "n/a",
                "plain",
            ),
        ]
    return Tiles(items)  # type: ignore[arg-type]


def _errors_table(evaluation: Evaluation) -> Table:
    ordered = sorted(evaluation.unique_errors, key=lambda u: SEVERITIES.index(u.severity))
    tones: dict[str, Tone] = {"critical": "fail", "high": "fail", "medium": "warn", "low": "muted"}
    rows: list[list[Cell]] = [
        [
            u.id,
            Badge(u.severity, tones[u.severity]),
            u.category,
            u.description,
            len(u.occurrences),
            chat_view.serial_links(u.serials),
        ]
        for u in ordered
    ]
    if not rows:
        rows = [["—", Badge("none", "ok"), "no unique error", "", 0, ""]]
    headers = ["id", "severity", "category", "description", "occurrences", "conversations"]
    return Table(headers, rows, "Unique errors", [f"error-{u.id}" for u in ordered])


def _charts(
    report: dict[str, object], records: Sequence[ConversationRecord], evaluation: Evaluation | None
) -> list[BarChart]:
    reasons = report["end_reasons"]
    assert isinstance(reasons, dict)
    charts = [BarChart("End reasons", [(k, float(v)) for k, v in reasons.items() if v])]
    latencies = [t.latency_s for r in records for t in r.turns if t.latency_s is not None]
    charts.append(histogram("Response time per turn", latencies, LATENCY_EDGES, "s"))
    if evaluation is None:
        return charts
    values: dict[str, list[float]] = {}
    labels: Counter[str] = Counter()
    for turn in (t for c in evaluation.conversations for t in c.turns):
        for score in turn.scores:
            if isinstance(score.value, float) and score.name in chat_view.SCORE_NAMES:
                values.setdefault(score.name, []).append(score.value)
            elif isinstance(score.value, str):
                labels[score.value] += 1
    charts += [
        distribution(f"{name} (1–5)", values[name], (1, 2, 3, 4, 5)) for name in chat_view.SCORE_NAMES if name in values
    ]
    overall = [c.overall_score for c in evaluation.conversations if c.overall_score is not None]
    charts.append(histogram("Overall score", overall, (0.0, 0.25, 0.5, 0.75, 1.0)))
    if labels:
        charts.append(BarChart("Turn labels", [(k, float(v)) for k, v in labels.most_common()]))
    return charts
