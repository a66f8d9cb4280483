"""``report.html`` of a chat run, built on the shared template (``page``), with room for what judged the run.

Summary first: the verdict, pass/fail by profile, then whatever judged the run puts there (gates, unique errors
by severity linking to their conversations); then charts (end reasons, latency, and the judges' charts); then
every conversation, with per-turn notes (scores, labels, reasons, rule failures). What judged the run comes in
as :class:`Annotations`, plain page blocks keyed by serial and turn: the evaluation and the rules build them
(``reports`` only knows conversation records).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.reports import chat_view
from user_sim.reports.annotations import Annotations, graver_verdict
from user_sim.reports.page import (
    Badge,
    Block,
    Cell,
    Charts,
    Link,
    Page,
    Section,
    Table,
    Tiles,
    Tone,
    incomplete_blocks,
    incomplete_verdict,
    render,
)

__all__ = ["Annotations", "render_html"]
from user_sim.reports.summary import build_report
from user_sim.reports.svg import BarChart, histogram
from user_sim.runs.completion import RunCompletion

LATENCY_EDGES = (0.0, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0)


def render_html(
    records: Sequence[ConversationRecord],
    run_id: str,
    annotations: Annotations | None = None,
    completion: RunCompletion | None = None,
) -> str:
    """The whole page; an incomplete run (``completion``) is never shown as passed, and lists what did not run."""
    notes = annotations or Annotations()
    report = build_report(records, run_id)
    judged = completion is None or not completion.running
    summary: list[Block] = [
        _tiles(records, report, notes, judged=judged),
        chat_view.profiles_table(records, notes, judged=judged),
    ]
    summary[:0] = incomplete_blocks(completion, run_id, "conversations", "profile")
    summary += [table] if (table := chat_view.role_table(records)) else []
    summary += notes.summary
    latencies = [t.response_time_s for r in records for t in r.turns if t.response_time_s is not None]
    charts = [
        BarChart("End reasons", [(k, float(v)) for k, v in report["end_reasons"].items() if v]),
        histogram("Response time per turn", latencies, LATENCY_EDGES, "s", empty="no replies"),
        *notes.charts,
    ]
    sections = [Section("Charts", [Charts(charts)])]
    if report["errors"]:
        rows = [[e["profile"], Link(e["serial"], e["serial"]), e["end_reason"], e["error"]] for e in report["errors"]]
        sections.append(Section("Run errors", [Table(["profile", "conversation", "end reason", "error"], rows)]))
    sections.append(Section("Conversations", chat_view.conversations(records, notes, judged=judged), "conversations"))
    # a judge's verdict joins the end reasons' one, never hides it: GATES PASSED over failures reads SOME FAILED
    own = _verdict(report)
    verdict = incomplete_verdict(graver_verdict(notes.verdict, own) or own, completion)
    return render(Page(f"sensei-chat run {run_id}", summary, sections, verdict))


def _verdict(report: dict[str, Any]) -> Badge:
    outcomes = report["outcomes"]
    if not report["conversations"]:  # an empty --shard K/N: nothing ran, so nothing passed
        return Badge("NO CONVERSATION", "muted")
    if outcomes["error"]:
        return Badge("ERRORS", "warn")
    return Badge("ALL PASSED", "ok") if not outcomes["failed"] else Badge("SOME FAILED", "fail")


def _tiles(records: Sequence[ConversationRecord], report: dict[str, Any], notes: Annotations, *, judged: bool) -> Tiles:
    """The counts, by ``chat_view.shown_outcome``: "failed a check", "not judged" apart from passed.

    Before the run is judged none is passed: they "ran, not judged", in no colour.
    """
    outcomes = report["outcomes"]
    shown = Counter(chat_view.shown_outcome(r, notes) for r in records)
    passed = shown["passed"]
    items: list[tuple[str, Cell, Tone]] = [
        ("conversations", report["conversations"], "plain"),
        ("passed", passed, "ok" if passed else "plain") if judged else ("ran, not judged", passed, "plain"),
        ("failed", outcomes["failed"], "fail" if outcomes["failed"] else "plain"),
        ("errors", outcomes["error"], "warn" if outcomes["error"] else "plain"),
    ]
    if shown["checked"]:
        items.append(("failed a check", shown["checked"], "fail"))
    if shown["unjudged"]:
        items.append(("not judged (inconclusive)", shown["unjudged"], "warn"))
    return Tiles([*items, *notes.tiles])
