"""Rule verdicts, their per-rule counts, and the files they are written to (rules.jsonl, SENSEI's CSV)."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from user_sim.core.records import Record

VerdictKind = Literal["pass", "fail", "not_applicable", "inconclusive", "error"]
KINDS: tuple[VerdictKind, ...] = ("pass", "fail", "not_applicable", "inconclusive", "error")
CSV_COLUMNS = ("rule", "checks", "pass", "fail", "not_applicable", "fail_rate", "inconclusive", "error")
"""SENSEI's `--dump` columns, then ours (inconclusive, error)."""


class RuleVerdict(Record):
    """The verdict of one rule on one conversation (or pair, or set): one line of rules.jsonl."""

    rule: str
    """The rule's name."""
    rule_file: str
    """The file the rule was read from."""
    conversations: list[str]
    """The conversation(s) checked: one, a pair (conv[0], conv[1]) or the set of a `conversations: all` rule."""
    verdict: VerdictKind
    """pass, fail, not_applicable (when/if false, or a name it needs is absent), inconclusive (an LLM helper
    failed) or error (the expression failed for another reason)."""
    message: str | None = None
    """Why: the `yields` message on a failure, the cause otherwise."""
    count: int = 1
    """How many checks this line stands for: a pair rule writes its not-applicable pairs as one line per reason
    (with no conversations), as a rule over n conversations checks n*(n-1) pairs."""


@dataclass
class RuleStats:
    """Counts of one rule's verdicts."""

    rule: str
    counts: dict[str, int]

    @property
    def checks(self) -> int:
        """Every verdict of the rule."""
        return sum(self.counts.values())

    @property
    def fail_rate(self) -> float:
        """Failures among passes and failures, in percent (0 when neither), as SENSEI computes it."""
        decided = self.counts["pass"] + self.counts["fail"]
        return 100.0 * self.counts["fail"] / decided if decided else 0.0


def stats_by_rule(verdicts: Iterable[RuleVerdict]) -> list[RuleStats]:
    """One RuleStats per rule (by rule file, then name), in first-seen order."""
    table: dict[tuple[str, str], RuleStats] = {}
    for v in verdicts:
        entry = table.setdefault((v.rule_file, v.rule), RuleStats(v.rule, dict.fromkeys(KINDS, 0)))
        entry.counts[v.verdict] += v.count
    return list(table.values())


def write_jsonl(verdicts: Iterable[RuleVerdict], path: Path) -> Path:
    """Write rules.jsonl: one verdict per line."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for v in verdicts:
            out.write(json.dumps(v.model_dump(mode="json"), ensure_ascii=False) + "\n")
    return path


def write_csv(stats: list[RuleStats], path: Path) -> Path:
    """Write the per-rule counts in SENSEI's `--dump` columns (plus inconclusive and error)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS)
        writer.writeheader()
        for s in stats:
            row = {"rule": s.rule, "checks": s.checks, "fail_rate": f"{s.fail_rate:.2f}%", **s.counts}
            writer.writerow(row)
    return path
