"""The end of a campaign run: every report written from the case records, and the exit code.

One function for every way a run folder gets its reports — a campaign that finished or stopped
(``execute.campaign_runner``) and shards joined by ``sensei-merge`` (``report.merge``) — so a merged run's
reports and exit code are those the unsharded run would have had. What a run ended with (why it stopped, its
wall time, cases not run) is also added to its ``run.json`` under ``finished``, where ``sensei-merge`` reads it.
While the run goes, :func:`write_running_reports` writes the same reports saying it is still going.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Container, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.exit_codes import ExitCode
from user_sim.runs import completion as runs_completion
from user_sim.runs.completion import RunCompletion
from user_sim.runs.files import write_json
from user_sim.runs.folder import RUN_FILE, read_run_info
from user_sim.runs.interrupt import RunInterrupted
from user_sim.security.execute.results_log import Redactor, redact_deep
from user_sim.security.plan.campaign import Campaign
from user_sim.security.plan.cases import CasePlan
from user_sim.security.records import CaseRecord
from user_sim.security.report.baseline import Comparison, compare
from user_sim.security.report.files import RunInfo, write_reports
from user_sim.security.report.gate import FAILING, exit_code_for, failed_attacks
from user_sim.security.report.sarif import artifact_uri


@dataclass
class CampaignOutcome:
    """What a finished (or stopped) campaign produced."""

    run_id: str
    folder: Path
    records: list[CaseRecord]
    """Every finished case in campaign order."""
    exit_code: ExitCode
    stopped: str | None
    reports: dict[str, Path] = field(default_factory=dict)
    not_run: int = 0
    failed_attacks: list[str] = field(default_factory=list)
    """Attacks whose every case ended in ``error``."""
    comparison: Comparison | None = None
    """New, fixed, still-open, not-judged and not-run findings against ``--baseline``."""
    end: RunEnd | None = None
    """How the run ended, as its reports were written from it (:func:`end_again` rewrites them)."""


class CampaignInterrupted(RunInterrupted):
    """Ctrl-C or SIGTERM stopped the campaign: its run id and the outcome its reports were written from."""

    def __init__(self, outcome: CampaignOutcome) -> None:
        super().__init__(outcome.run_id)
        self.outcome = outcome


@dataclass(frozen=True)
class RunEnd:
    """How one run folder ended: what its reports and exit code depend on besides the records."""

    run_id: str
    folder: Path
    seed: int
    wall_seconds: float
    completion: RunCompletion
    """Why the run stopped early, if it did, and which planned cases (of this run or shard) have no record: the one
    source of every report's ``stopped``/``planned``/``finished``/``did_not_run`` (see :func:`completion_of`)."""
    fail_on: str
    redactor: Redactor | None = None
    baseline: Path | None = None
    """An earlier run folder (``--baseline``): exit 1 only on findings new since then."""
    copies: Mapping[str, Path] = field(default_factory=dict)
    """Where ``--junit FILE`` / ``--sarif FILE`` ask for a copy of junit.xml / security.sarif (``junit``, ``sarif``):
    written with the reports, every time, so whatever happens to the console afterwards the copies are there."""

    @property
    def stopped(self) -> str | None:
        """Why the run stopped early (budget, stop_on_breach, interrupted, terminated, aborted), if it did."""
        return self.completion.stopped

    @property
    def not_run(self) -> int:
        """How many planned cases have no record."""
        return self.completion.unfinished


def finish_campaign(campaign: Campaign, records: list[CaseRecord], end: RunEnd) -> CampaignOutcome:
    """Write every report of ``end.folder`` from ``records`` (campaign order) and return the outcome."""
    comparison = compare(records, end.baseline, FAILING[end.fail_on]) if end.baseline is not None else None
    info = _run_info(campaign, end, comparison)
    reports = write_reports(end.folder, records, info, end.redactor, end.fail_on, end.copies)
    failed = failed_attacks(records)
    new = comparison.new if comparison is not None else None
    code = exit_code_for(records, end.stopped, failed, end.fail_on, new, not_run=end.not_run)
    _note_end(end)
    return CampaignOutcome(
        end.run_id, end.folder, records, code, end.stopped, reports, end.not_run, failed, comparison, end
    )


def end_again(campaign: Campaign, outcome: CampaignOutcome, stopped: str) -> CampaignOutcome:
    """Write ``outcome``'s reports again saying the run stopped early (``output_closed``: its verdict was not seen).

    An earlier stop (Ctrl-C, a budget) stays what the reports say.
    """
    assert outcome.end is not None, "only a campaign's own outcome can be ended again"
    completion = outcome.end.completion
    again = completion.model_copy(update={"stopped": completion.stopped or stopped})
    return finish_campaign(campaign, outcome.records, dataclasses.replace(outcome.end, completion=again))


def write_running_reports(campaign: Campaign, records: list[CaseRecord], end: RunEnd) -> None:
    """The reports of a run still going (``end.stopped``: ``running``): IN PROGRESS, the cases not run yet as errors.

    The same files as at the end, so a run killed outright leaves reports that say it did not finish; run.json's
    ``finished`` and the baseline comparison are the end's alone.
    """
    write_reports(end.folder, records, _run_info(campaign, end, None), end.redactor, end.fail_on, end.copies)


def _run_info(campaign: Campaign, end: RunEnd, comparison: Comparison | None) -> RunInfo:
    config = campaign.config
    settings = {k: getattr(config, k).model_dump() for k in ("execution", "generation", "simulation")}
    extra: dict[str, Any] = {"redacted": end.redactor is not None}
    if comparison is not None:
        extra["baseline"] = comparison.as_dict()
    return RunInfo(
        end.run_id, config.name, settings, end.seed, end.wall_seconds, end.completion, extra, *_sources(campaign)
    )


def completion_of(
    planned: Sequence[CasePlan], done: Container[str], stopped: str | None, redactor: Redactor | None
) -> RunCompletion:
    """How much of ``planned`` has a record: a case is done when its key (as stored: redacted) is in ``done``."""
    return runs_completion.completion_of(
        planned, done, stopped, key=lambda c: redact_deep(c.key, redactor), unit=lambda c: (c.attack, c.case_id)
    )[0]


def _note_end(end: RunEnd) -> None:
    path = end.folder / RUN_FILE
    info = read_run_info(end.folder)
    finished = {"stopped": end.stopped, "wall_seconds": round(end.wall_seconds, 6), "not_run": end.not_run}
    info["finished"] = redact_deep(finished, end.redactor)
    write_json(path, info)


def _sources(campaign: Campaign) -> tuple[str, dict[int, int], dict[str, str]]:
    """Where each attack entry is in security.yml, and each attack's description (for SARIF)."""
    from user_sim.config.yamlfile import load_yaml

    source = artifact_uri(campaign.path, campaign.project_dir)
    doc = load_yaml(campaign.path)
    lines = {index: doc.mark(("attacks", index))[0] for index in campaign.entries}
    descriptions = {plan.entry.name: plan.attack.description for plan in campaign.entries.values()}
    return source, lines, descriptions
