"""``report.html`` of a security campaign, on the shared template (``reports.page``): verdicts by attack and OWASP.

Summary first (the verdict, counts, the cause of every case without a verdict, verdicts by attack and by OWASP
LLM Top 10 category), then charts, then every case: the prompt and each reply quoted exactly as sent (after
redaction when the campaign redacts), the oracle, its reason and its evidence, from the campaign's case records.
The verdict names the tiles it rests on (``INCONCLUSIVE: 1 ERROR``), so it always adds up to the counts.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from user_sim.reports.page import (
    Badge,
    Block,
    Cell,
    Charts,
    Details,
    Facts,
    Link,
    Message,
    Note,
    Page,
    Section,
    Table,
    Tiles,
    Tone,
    incomplete_blocks,
    incomplete_verdict,
    render,
)
from user_sim.reports.svg import BarChart, histogram
from user_sim.runs.completion import RunCompletion
from user_sim.security.records import CaseRecord
from user_sim.security.report.baseline import GROUPS, summary
from user_sim.wording import plural

VERDICTS = ("breached", "inconclusive", "error", "resilient", "skipped")
TONES: dict[str, Tone] = {
    "breached": "fail",
    "inconclusive": "warn",
    "error": "warn",
    "resilient": "ok",
    "skipped": "muted",
}
OWASP = re.compile(r"^(LLM\d{2}(?::\d{4})?)\b")
NOT_JUDGED = ("inconclusive", "error")
PLURALS = {"inconclusive": "inconclusive"}
BASELINE_TONES: dict[str, Tone] = {
    "new": "fail",
    "fixed": "ok",
    "still_open": "fail",
    "not_judged": "warn",
    "not_run": "muted",
}
SHOWN_NOT_JUDGED = 30
"""How many cases without a verdict the summary's table lists (the rest are counted; all are under Cases)."""


def render_security_html(
    records: Sequence[CaseRecord],
    run_id: str,
    name: str,
    completion: RunCompletion | None = None,
    baseline: Mapping[str, Any] | None = None,
) -> str:
    """The whole page; an incomplete run (``completion``) never reads RESILIENT, and lists the cases not run.

    ``baseline`` is the suite YAML's ``baseline:`` (``--baseline``): what changed since that run.
    """
    tally: Counter[str] = Counter(r.status for r in records)
    summary: list[Block] = [
        Tiles([(v, tally[v], TONES[v] if tally[v] else "plain") for v in VERDICTS]),
        *_not_judged(records),
        *_baseline(baseline),
        _by(records, "Verdicts by attack", lambda r: [r.attack]),
        _by(records, "Verdicts by OWASP category", _categories),
    ]
    summary[:0] = incomplete_blocks(completion, run_id, "cases", "attack")
    times = [r.attack_response_time for r in records if r.attack_response_time is not None]
    charts = [
        BarChart("Verdicts", [(v, float(tally[v])) for v in VERDICTS if tally[v]]),
        histogram("Response time to the attack", times, (0.0, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0), "s"),
    ]
    ordered = sorted(records, key=lambda r: (VERDICTS.index(r.status), r.attack, r.case_id))
    sections = [Section("Charts", [Charts(charts)]), Section("Cases", [_case(r) for r in ordered], "cases")]
    verdict = incomplete_verdict(_verdict(tally), completion)
    return render(Page(f"security campaign {name} · {run_id}", summary, sections, verdict))


def _verdict(tally: Counter[str]) -> Badge:
    """Each count it rests on, as the tiles name them: ``2 BREACHED · 1 INCONCLUSIVE``, ``INCONCLUSIVE: 1 ERROR``.

    RESILIENT only when a case was judged and every case was judged resilient (or skipped): a run with no case (a
    ``--shard`` that got none, exit 3) or only skipped ones (``--dry-run``) judged nothing, and says so.
    """
    if not tally["resilient"] and not any(tally[v] for v in ("breached", *NOT_JUDGED)):
        return Badge("NOTHING JUDGED: NO CASE RAN" if not tally["skipped"] else "NOTHING JUDGED: DRY RUN", "warn")
    unjudged = " · ".join(plural(tally[v], v, PLURALS.get(v)).upper() for v in NOT_JUDGED if tally[v])
    inconclusive = unjudged if tally["inconclusive"] or not unjudged else f"INCONCLUSIVE: {unjudged}"
    if tally["breached"]:
        return Badge(" · ".join(filter(None, [f"{tally['breached']} BREACHED", inconclusive])), "fail")
    if inconclusive:
        return Badge(inconclusive, "warn")
    return Badge("RESILIENT", "ok")


def _not_judged(records: Sequence[CaseRecord]) -> list[Block]:
    """The cause of every case without a verdict, in the summary (not only inside its collapsed case)."""
    unjudged = [r for r in records if r.status in NOT_JUDGED]
    rows: list[list[Cell]] = [
        [
            Link(f"{r.attack} / {r.case_id}", r.key),
            Badge(r.status, TONES[r.status]),
            ", ".join(kind for entry in r.errors for kind in entry) or None,
            r.reason,
        ]
        for r in unjudged[:SHOWN_NOT_JUDGED]
    ]
    if not rows:
        return []
    caption = f"Not judged: {plural(len(unjudged), 'case')} (the inconclusive and error tiles), and why"
    blocks: list[Block] = [Table(["case", "verdict", "failed", "cause"], rows, caption)]
    if len(unjudged) > SHOWN_NOT_JUDGED:
        blocks.append(Note(f"… and {len(unjudged) - SHOWN_NOT_JUDGED} more, under Cases", "warn"))
    return blocks


def _baseline(report: Mapping[str, Any] | None) -> list[Block]:
    """New, fixed, still-open, not-judged and not-run findings against the ``--baseline`` run."""
    if report is None:
        return []
    rows: list[list[Cell]] = [
        [Badge(label, BASELINE_TONES[key]), finding] for key, label in GROUPS for finding in report[key]
    ]
    caption = f"Since the baseline {report['baseline']}: {summary(dict(report))}"
    return [Table(["change", "finding"], rows, caption)] if rows else [Note(caption)]


def _categories(record: CaseRecord) -> list[str]:
    found = [m.group(1) for tag in record.tags if (m := OWASP.match(tag))]
    named = {m.group(1): tag for tag in record.tags if (m := OWASP.match(tag))}
    return [named[c] for c in dict.fromkeys(found)] or ["(no OWASP tag)"]


def _by(records: Sequence[CaseRecord], caption: str, keys: Callable[[CaseRecord], list[str]]) -> Table:
    groups: dict[str, Counter[str]] = {}
    for record in records:
        for key in keys(record):
            groups.setdefault(key, Counter())[record.status] += 1
    rows: list[list[Cell]] = [
        [key, sum(c.values()), *(Badge(str(c[v]), TONES[v]) if c[v] else 0 for v in VERDICTS)]
        for key, c in sorted(groups.items())
    ]
    return Table(["", "cases", *VERDICTS], rows, caption)


def _case(record: CaseRecord) -> Details:
    status, oracle = record.status, record.oracle
    attempt = f" · attempt {record.attempt}" if record.attempt != 1 else ""
    title: list[Badge | str] = [Badge(status, TONES[status]), f"{record.attack} / {record.case_id}{attempt}"]
    facts: list[tuple[str, Cell]] = [
        ("reason", record.reason),
        ("oracle", oracle.type),
        ("OWASP", ", ".join(_categories(record))),
        ("MITRE ATLAS", ", ".join(record.atlas) or None),
        ("breached at turn", record.turn),
        ("verdict by", oracle.judged_by),
        ("execution", record.execution_mode),
    ]
    body: list[Block] = [Facts([(k, v) for k, v in facts if v is not None])]
    for exchange in record.conversation:
        for who, text in exchange.items():
            body.append(Message(who, text, tone="ok" if who == "User" else "plain"))
    body += [Message("evidence", item, tone="fail") for item in oracle.evidence or []]
    body += [Message("error", str(e), tone="fail") for e in record.errors]
    return Details(record.key, title, body)
