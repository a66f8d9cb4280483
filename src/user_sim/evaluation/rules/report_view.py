"""What the rules add to a run's report.html: verdict, tiles, a column by profile, tables, notes per conversation."""

from __future__ import annotations

from collections.abc import Sequence

from user_sim.core.records import ConversationRecord
from user_sim.evaluation.rules.verdicts import KINDS, RuleVerdict, stats_by_rule
from user_sim.reports.annotations import Annotations
from user_sim.reports.conversation_yaml import conversation_path
from user_sim.reports.page import Badge, Block, Cell, Lines, Link, Note, Table, Tone

PROBLEMS = ("fail", "inconclusive", "error")
PROBLEM_TONE: dict[str, Tone] = {"fail": "fail", "inconclusive": "warn", "error": "warn"}
SHOWN_PROBLEMS = 50


def rules_annotations(verdicts: Sequence[RuleVerdict], records: Sequence[ConversationRecord]) -> Annotations:
    """The verdicts of ``rules.jsonl`` as page blocks; a verdict names its conversations by file path."""
    serials = {str(conversation_path(r)): r.serial for r in records}
    problems = [v for v in verdicts if v.verdict in PROBLEMS]
    failed = [v for v in problems if v.verdict == "fail"]
    unjudged = len(problems) - len(failed)
    titles: dict[str, list[Link | Badge | str]] = {}
    notes: dict[str, list[Block]] = {}
    for v in problems:
        for serial in {serials[c] for c in v.conversations if c in serials}:
            titles.setdefault(serial, []).append(Badge(f"rule {v.verdict}: {v.rule}", PROBLEM_TONE[v.verdict]))
            notes.setdefault(serial, []).append(
                Note(f"rule {v.rule} {v.verdict}: {v.message or ''}", PROBLEM_TONE[v.verdict])
            )
    tiles: list[tuple[str, Cell, Tone]] = [("rule failures", len(failed), "fail" if failed else "ok")]
    if unjudged:
        tiles.append(("rules not judged", unjudged, "warn"))
    return Annotations(
        verdict=_verdict(len(failed), unjudged),
        tiles=tiles,
        profile_columns=["rule failures"],
        profile_cells=_by_profile(records, {serials[c] for v in failed for c in v.conversations if c in serials}),
        summary=[_counts_table(verdicts), _problems_table(problems, serials)],
        titles=titles,
        notes=notes,
        failed=frozenset(serials[c] for v in failed for c in v.conversations if c in serials),
        unjudged=frozenset(
            serials[c] for v in problems if v.verdict != "fail" for c in v.conversations if c in serials
        ),
    )


def _verdict(failed: int, unjudged: int) -> Badge | None:
    if failed:
        return Badge("RULES FAILED", "fail")
    return Badge("RULES INCONCLUSIVE", "warn") if unjudged else None  # all passed: the run's own verdict stands


def _by_profile(records: Sequence[ConversationRecord], failed: set[str]) -> dict[str, list[Cell]]:
    """Per profile, how many of its conversations failed a rule."""
    counts: dict[str, int] = {}
    for record in records:
        counts[record.profile] = counts.get(record.profile, 0) + (record.serial in failed)
    return {p: [Badge(str(n), "fail") if n else 0] for p, n in counts.items()}


def _counts_table(verdicts: Sequence[RuleVerdict]) -> Table:
    rows: list[list[Cell]] = []
    for s in stats_by_rule(verdicts):
        counts: list[Cell] = [s.counts[k] for k in KINDS]
        if s.counts["fail"]:
            counts[1] = Badge(str(s.counts["fail"]), "fail")
        rows.append([s.rule, s.checks, *counts])
    return Table(["rule", "checks", "pass", "fail", "n/a", "inconclusive", "error"], rows, "Rules")


def _problems_table(problems: Sequence[RuleVerdict], serials: dict[str, str]) -> Table:
    rows: list[list[Cell]] = [
        [v.rule, Badge(v.verdict, PROBLEM_TONE[v.verdict]), v.message or "", _links(v.conversations, serials)]
        for v in problems[:SHOWN_PROBLEMS]
    ]
    if len(problems) > SHOWN_PROBLEMS:
        rows.append(["…", "", f"+{len(problems) - SHOWN_PROBLEMS} more in rules.jsonl", ""])
    if not rows:
        rows = [["—", Badge("none", "ok"), "no rule failed", ""]]
    return Table(["rule", "verdict", "message", "conversations"], rows, "Rule failures")


def _links(paths: Sequence[str], serials: dict[str, str]) -> Lines:
    shown: list[Link | str] = [Link(p, serials[p]) if p in serials else p for p in paths[:8]]
    return Lines(shown + ([f"+{len(paths) - 8} more"] if len(paths) > 8 else []))
