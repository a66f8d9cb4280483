"""What a person sees on the terminal after a campaign: a table of verdicts per attack, then the findings."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from user_sim.security.records import CaseRecord
from user_sim.security.report.files import escalation_summary
from user_sim.security.taxonomy import tag_line
from user_sim.wording import plural

COLUMNS = ("resilient", "breached", "inconclusive", "error", "skipped")


def summary_table(records: Iterable[CaseRecord]) -> Table:
    """Verdict counts per attack."""
    table = Table(title="security campaign", show_edge=False)
    table.add_column("attack", no_wrap=True)
    for name in COLUMNS:
        table.add_column(name, justify="right")
    rows: dict[str, dict[str, int]] = {}
    for record in records:
        row = rows.setdefault(record.attack, dict.fromkeys(COLUMNS, 0))
        row[record.status] += 1
    for attack, row in rows.items():
        table.add_row(attack, *(_cell(name, row[name]) for name in COLUMNS))
    return table


def tag_lines(records: Iterable[CaseRecord]) -> list[str]:
    """One line per attack: the OWASP LLM Top 10 (2025) and MITRE ATLAS ids of every case it ran."""
    tags: dict[str, tuple[list[str], list[str]]] = {}
    for record in records:
        owasp, atlas = tags.setdefault(record.attack, ([], []))
        owasp += record.tags
        atlas += record.atlas
    return [f"  {attack}: {tag_line(*ids)}" for attack, ids in tags.items()]


def _cell(name: str, count: int) -> str:
    if count and name == "breached":
        return f"[bold red]{count}[/]"
    if count and name in ("error", "inconclusive"):
        return f"[yellow]{count}[/]"
    return str(count)


MAX_LISTED = 12
"""Breached (and errored) cases listed under the table; the reports have them all."""


def finding_lines(records: Iterable[CaseRecord], limit: int = MAX_LISTED) -> list[str]:
    """One line per breached or errored case: where, why, and the first piece of evidence."""
    found = [r for r in records if r.status in ("breached", "error")]
    lines = []
    for record in found[:limit]:
        evidence = record.oracle.evidence or []
        shown = f" [{_short(evidence[0], 60)}]" if evidence else ""
        turn = f" (turn {record.turn})" if record.turn else ""
        who = record.oracle.judged_by or "oracle"
        judge = f" (verdict by {who})" if who != "oracle" else ""
        where = f"{record.attack}/{record.case_id}{turn}{judge}"
        lines.append(f"  {record.status}: {where}: {record.reason}{shown}")
    if len(found) > limit:
        lines.append(f"  ... and {len(found) - limit} more (see the reports)")
    return lines


def _short(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def fallback_lines(records: list[CaseRecord]) -> list[str]:
    """One line when cases sent their ``fallback_prompt`` because the generation model failed or refused."""
    fell = [r for r in records if r.metadata.get("prompt_source") == "fallback"]
    if not fell:
        return []
    first = fell[0].metadata.get("generation") or "no reason given"
    count = plural(len(fell), "case")
    said = f"the generation model failed or refused, so {count} sent the fallback_prompt, not a generated attack"
    return [f"fallback prompts: {said} (first: {first})"]


def print_summary(console: Console, records: list[CaseRecord], folder: Path, verdict_line: str) -> None:
    """Print the per-attack table, the breached cases, where the reports are, and what the exit code means."""
    console.print(summary_table(records))
    tags = tag_lines(records)
    if tags:  # no case ran: no heading over nothing
        console.print("OWASP LLM Top 10 (2025) | MITRE ATLAS:", highlight=False, markup=False)
    for line in [*tags, *finding_lines(records)]:
        console.print(line, soft_wrap=True, highlight=False, markup=False)
    judged = escalation_summary(records)
    if any(who != "oracle" for who in judged):
        made = ", ".join(f"{n} by {who}" for who, n in sorted(judged.items()))
        console.print(f"verdicts: {made}", soft_wrap=True, highlight=False, markup=False)
    for line in fallback_lines(records):
        console.print(line, soft_wrap=True, highlight=False, markup=False)
    console.print(f"reports: {folder}", soft_wrap=True, highlight=False)
    console.print(verdict_line, soft_wrap=True, highlight=False)
