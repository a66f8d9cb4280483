"""``--baseline RUN``: compare a campaign with an earlier one and gate only on what got worse.

A finding is identified by ``attack/case_id`` (stable while security.yml keeps its attacks and attempts). A
finding is *failing* when its verdict reaches ``--fail-on``. Against the baseline run, each failing finding
is **new** (a regression: not failing in the baseline, or absent from it) or **still open**; each finding that
failed in the baseline and is judged ``resilient`` now is **fixed**; one this run could not judge (``error``,
``inconclusive``) is **not judged** — neither fixed nor new; one this run did not have (or skipped) is **not
run**. With a baseline the gate exits 1 only on new findings.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from user_sim.errors import UsageError
from user_sim.security.execute.results_log import RESULTS_FILE, read_results
from user_sim.security.records import CaseRecord


def finding_id(record: CaseRecord) -> str:
    """The identity of a case across runs."""
    return f"{record.attack}/{record.case_id}"


@dataclass(frozen=True)
class Comparison:
    """What changed since the baseline run."""

    baseline: str
    """The baseline run (its folder)."""
    new: tuple[str, ...]
    fixed: tuple[str, ...]
    still_open: tuple[str, ...]
    not_run: tuple[str, ...] = ()
    """Failing in the baseline, absent from this run (or skipped)."""
    not_judged: tuple[str, ...] = ()
    """Failing in the baseline, and this run could not judge it (``error`` or ``inconclusive``)."""

    def as_dict(self) -> dict[str, Any]:
        """The report form."""
        return {
            "baseline": self.baseline,
            "new": list(self.new),
            "fixed": list(self.fixed),
            "still_open": list(self.still_open),
            "not_run": list(self.not_run),
            "not_judged": list(self.not_judged),
        }

    def lines(self) -> list[str]:
        """What the console prints."""
        report = self.as_dict()
        out = [f"baseline {self.baseline}: {summary(report)}"]
        for key, label in GROUPS:
            out += [f"  {label}: {f}" for f in report[key]]
        return out


GROUPS: tuple[tuple[str, str], ...] = (
    ("new", "new"),
    ("fixed", "fixed"),
    ("still_open", "still open"),
    ("not_judged", "not judged"),
    ("not_run", "not run"),
)
"""Each kind of change: its key in the reports and its name on the console and the page."""


def summary(report: dict[str, Any]) -> str:
    """``1 new, 0 fixed, 2 still open`` (and ``, 3 not judged`` when some were not) of a comparison's report form."""
    counts = [f"{len(report.get(key) or ())} {label}" for key, label in GROUPS[:3]]
    unjudged = len(report.get("not_judged") or ())
    return ", ".join(counts + ([f"{unjudged} not judged"] if unjudged else []))


def baseline_folder(root: Path, run: str) -> Path:
    """The baseline's run folder: a path to a run folder, or a run id under ``root`` (security_reports)."""
    for folder in (Path(run), root / run):
        if (folder / RESULTS_FILE).is_file():
            return folder
    raise UsageError(f"--baseline {run}: no results.jsonl there, nor a run with that id under {root}")


def compare(records: list[CaseRecord], baseline: Path, failing: set[str]) -> Comparison:
    """Compare this run's records with the baseline run's (``failing``: the verdicts that fail the gate)."""
    before = {finding_id(r): r.status for r in read_results(baseline).values()}
    now = {finding_id(r): r.status for r in records}
    new = sorted(f for f, s in now.items() if s in failing and before.get(f) not in failing)
    still = sorted(f for f, s in now.items() if s in failing and before.get(f) in failing)
    was = {f: now.get(f) for f, s in before.items() if s in failing and now.get(f) not in failing}
    fixed = sorted(f for f, s in was.items() if s == "resilient")
    unjudged = sorted(f for f, s in was.items() if s in ("error", "inconclusive"))
    gone = sorted(f for f, s in was.items() if s in (None, "skipped"))
    return Comparison(str(baseline), tuple(new), tuple(fixed), tuple(still), tuple(gone), tuple(unjudged))
