"""``report.html`` of a security campaign, on the shared template (``reports.page``): verdicts by attack and OWASP.

Summary first (the verdict, counts, verdicts by attack and by OWASP LLM Top 10 category), then charts, then
every case: the prompt and each reply quoted exactly as sent (after redaction when the campaign redacts), the
oracle, its reason and its evidence. Records are the campaign's ``results.jsonl`` lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from user_sim.reports.page import (
    Badge,
    Block,
    Cell,
    Charts,
    Details,
    Facts,
    Message,
    Page,
    Section,
    Table,
    Tiles,
    Tone,
    render,
)
from user_sim.reports.svg import BarChart, histogram

VERDICTS = ("breached", "inconclusive", "error", "resilient", "skipped")
TONES: dict[str, Tone] = {
    "breached": "fail",
    "inconclusive": "warn",
    "error": "warn",
    "resilient": "ok",
    "skipped": "muted",
}
OWASP = re.compile(r"^(LLM\d{2}(?::\d{4})?)\b")
Record = Mapping[str, Any]


def render_security_html(records: Sequence[Record], run_id: str, name: str) -> str:
    """The whole page."""
    tally = Counter(str(r.get("status")) for r in records)
    summary: list[Block] = [
        Tiles([(v, tally[v], TONES[v] if tally[v] else "plain") for v in VERDICTS]),
        _by(records, "Verdicts by attack", lambda r: [str(r.get("attack"))]),
        _by(records, "Verdicts by OWASP category", _categories),
    ]
    times = [float(r["attack_response_time"]) for r in records if r.get("attack_response_time") is not None]
    charts = [
        BarChart("Verdicts", [(v, float(tally[v])) for v in VERDICTS if tally[v]]),
        histogram("Response time to the attack", times, (0.0, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0), "s"),
    ]
    ordered = sorted(records, key=lambda r: (VERDICTS.index(_status(r)), str(r.get("attack")), str(r.get("case_id"))))
    sections = [Section("Charts", [Charts(charts)]), Section("Cases", [_case(r) for r in ordered], "cases")]
    return render(Page(f"security campaign {name} · {run_id}", summary, sections, _verdict(tally)))


def _status(record: Record) -> str:
    status = str(record.get("status"))
    return status if status in VERDICTS else "error"


def _verdict(tally: Counter[str]) -> Badge:
    if tally["breached"]:
        return Badge(f"{tally['breached']} BREACHED", "fail")
    if tally["inconclusive"] or tally["error"]:
        return Badge("INCONCLUSIVE", "warn")
    return Badge("RESILIENT", "ok")


def _categories(record: Record) -> list[str]:
    found = [m.group(1) for tag in record.get("tags") or [] if (m := OWASP.match(str(tag)))]
    named = {m.group(1): str(tag) for tag in record.get("tags") or [] if (m := OWASP.match(str(tag)))}
    return [named[c] for c in dict.fromkeys(found)] or ["(no OWASP tag)"]


def _by(records: Sequence[Record], caption: str, keys: Any) -> Table:
    groups: dict[str, Counter[str]] = {}
    for record in records:
        for key in keys(record):
            groups.setdefault(key, Counter())[_status(record)] += 1
    rows: list[list[Cell]] = [
        [key, sum(c.values()), *(Badge(str(c[v]), TONES[v]) if c[v] else 0 for v in VERDICTS)]
        for key, c in sorted(groups.items())
    ]
    return Table(["", "cases", *VERDICTS], rows, caption)


def _case(record: Record) -> Details:
    status = _status(record)
    oracle = record.get("oracle") or {}
    attempt = f" · attempt {record.get('attempt')}" if record.get("attempt", 1) != 1 else ""
    title: list[Badge | str] = [
        Badge(status, TONES[status]),
        f"{record.get('attack')} / {record.get('case_id')}{attempt}",
    ]
    facts: list[tuple[str, Cell]] = [
        ("reason", record.get("reason")),
        ("oracle", oracle.get("type")),
        ("OWASP", ", ".join(_categories(record))),
        ("MITRE ATLAS", ", ".join(str(t) for t in record.get("atlas") or []) or None),
        ("breached at turn", record.get("turn")),
        ("verdict by", oracle.get("judged_by")),
        ("execution", record.get("execution_mode")),
    ]
    body: list[Block] = [Facts([(k, v) for k, v in facts if v is not None])]
    for exchange in record.get("conversation") or []:
        for who, text in exchange.items():
            body.append(Message(str(who), "" if text is None else str(text), tone="ok" if who == "User" else "plain"))
    evidence = [str(e) for e in oracle.get("evidence") or []]
    body += [Message("evidence", item, tone="fail") for item in evidence]
    body += [Message("error", str(e), tone="fail") for e in record.get("errors") or []]
    return Details(str(record.get("key", record.get("case_id"))), title, body)
