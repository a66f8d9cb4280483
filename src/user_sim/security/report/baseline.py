"""``--baseline RUN``: compare a campaign with an earlier one and gate only on what got worse.

A finding is identified by ``attack/case_id`` (stable while security.yml keeps its attacks and attempts). A
finding is *failing* when its verdict reaches ``--fail-on``. Against the baseline run, each failing finding
is **new** (a regression: not failing in the baseline, or absent from it) or **still open**; each finding that
failed in the baseline and no longer does is **fixed** (or, when this run did not have it, not run). With a
baseline the gate exits 1 only on new findings.
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
    """Failing in the baseline, absent from this run."""

    def as_dict(self) -> dict[str, Any]:
        """The report form."""
        return {
            "baseline": self.baseline,
            "new": list(self.new),
            "fixed": list(self.fixed),
            "still_open": list(self.still_open),
            "not_run": list(self.not_run),
        }

    def lines(self) -> list[str]:
        """What the console prints."""
        out = [
            f"baseline {self.baseline}: {len(self.new)} new, {len(self.fixed)} fixed, {len(self.still_open)} still open"
        ]
        out += [f"  new: {f}" for f in self.new]
        out += [f"  fixed: {f}" for f in self.fixed]
        out += [f"  still open: {f}" for f in self.still_open]
        out += [f"  not run: {f}" for f in self.not_run]
        return out


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
    fixed = sorted(f for f, s in before.items() if s in failing and f in now and now[f] not in failing)
    gone = sorted(f for f, s in before.items() if s in failing and f not in now)
    return Comparison(str(baseline), tuple(new), tuple(fixed), tuple(still), tuple(gone))
