"""``sensei-merge`` for security runs: the shard folders of one campaign (``--shard k/n``) joined into one run.

The shards must run the same security.yml (file hash) with the same seed against the same chatbot (``runs.identity``),
each a different shard of the same n. The merged folder is a new run under ``security_reports/`` with every case's
record in campaign order and the reports and exit code of :func:`~user_sim.security.report.finish.finish_campaign` — the
end of every campaign run — so it holds what the unsharded campaign writes; a missing shard shows as cases not run
(``stopped: missing_shards: 2/3``, exit 3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from user_sim.errors import Issue, UsageError
from user_sim.runs.completion import RUNNING
from user_sim.runs.files import write_json
from user_sim.runs.folder import RUN_FILE, create_run_folder
from user_sim.runs.identity import check_shard_identities
from user_sim.runs.run_info import command_of, shard_of
from user_sim.runs.shard import agreed, check_shard_set, merged_stop, parse_shard, shard_lacks
from user_sim.security.execute.campaign_runner import COMMAND
from user_sim.security.execute.results_log import Redactor, ResultsLog, pii_redactor, read_results, redact_deep
from user_sim.security.plan.campaign import Campaign, load_campaign
from user_sim.security.records import CaseRecord
from user_sim.security.report.baseline import baseline_folder
from user_sim.security.report.finish import CampaignOutcome, RunEnd, completion_of, finish_campaign

REPORTS = "security_reports"


def merge_security_runs(
    shards: Sequence[Path],
    infos: Sequence[dict[str, Any]],
    *,
    output_root: Path | None = None,
    fail_on: str | None = None,
    baseline: str | None = None,
    copies: Mapping[str, Path] | None = None,
    lacks: dict[str, int] | None = None,
) -> CampaignOutcome:
    """Merge the run folders ``shards`` (with their run.json ``infos``) into a new run under ``output_root``.

    ``output_root`` is the tool's output folder (default: the first shard's); ``fail_on`` gates the merged run
    (default: the ``--fail-on`` the shards ran with); ``baseline`` an earlier run to compare with; ``copies`` where
    ``--junit`` / ``--sarif`` ask for a copy of junit.xml / security.sarif (``junit``, ``sarif`` → file); ``lacks``,
    when given, gets how many planned cases each shard (``2/3``) lacks.
    """
    missing = _check_same_campaign(shards, infos)
    gate = fail_on or agreed(shards, infos, "--fail-on", lambda i: str(i.get("fail_on", "breached")))
    campaign, redactor = _checked_campaign(infos[0])
    torn: dict[str, str] = {}
    records = _merged_records(shards, infos, campaign, redactor, torn)
    done = {r.key for r in records}
    if lacks is not None:
        lacks.update(_lacking(infos[0], campaign, redactor, done))
    root = (output_root or Path(shards[0]).resolve().parent.parent) / REPORTS
    earlier = baseline_folder(root, baseline) if baseline else None  # an unknown one is refused before the folder
    run_id, folder = _new_run(root, infos, gate, records)
    end = RunEnd(
        run_id,
        folder,
        int(infos[0]["seed"]),
        max(float((i.get("finished") or {}).get("wall_seconds") or 0.0) for i in infos),
        completion_of(campaign.cases, done, _stopped(infos, missing, torn), redactor),
        gate,
        redactor,
        earlier,
        dict(copies or {}),
    )
    return finish_campaign(campaign, records, end)


def _checked_campaign(info: dict[str, Any]) -> tuple[Campaign, Redactor | None]:
    """The campaign the shards ran (from the checkout they ran on: its digest must be theirs) and its redactor."""
    campaign = _campaign(info)
    redactor = _redactor(campaign, info)
    if redact_deep(campaign.digest, redactor) != info["config_sha256"]:
        raise UsageError(f"{campaign.path} changed since the shards ran: merge from the checkout they ran on")
    return campaign, redactor


def _lacking(info: dict[str, Any], campaign: Campaign, redactor: Redactor | None, done: set[str]) -> dict[str, int]:
    """How many planned cases each shard (``2/3``) lacks, from the keys ``done`` (redacted as the records are)."""
    n = parse_shard(str(shard_of(info))).n
    return shard_lacks(campaign.cases, n, lambda c: c.key, lambda c: redact_deep(c.key, redactor) in done)


def _new_run(root: Path, infos: Sequence[dict[str, Any]], gate: str, records: Sequence[CaseRecord]) -> tuple[str, Path]:
    """The merged run's folder under ``root``, with its run.json and every shard's record (redacted already)."""
    run_id, folder = create_run_folder(root)
    write_json(folder / RUN_FILE, _merged_info(infos, run_id, gate))
    log = ResultsLog(folder, None)
    for record in records:
        log.append(record)
    return run_id, folder


def _stopped(infos: Sequence[dict[str, Any]], missing: Sequence[str], torn: Mapping[str, str]) -> str | None:
    """What stopped the merged run early (:func:`~user_sim.runs.shard.merged_stop`), from each shard's run.json.

    A run.json without ``finished`` is a shard that never ended (killed outright, or still going): ``running``, as
    its reports say.
    """
    stops = [(str(shard_of(i)), (i.get("finished") or {"stopped": RUNNING}).get("stopped")) for i in infos]
    return merged_stop(stops, missing, torn)


def _check_same_campaign(shards: Sequence[Path], infos: Sequence[dict[str, Any]]) -> list[str]:
    for path, info in zip(shards, infos, strict=True):
        if command_of(info) != COMMAND:
            raise UsageError(f"{path}: a {command_of(info)} run, not a {COMMAND} run")
    same = (
        ("seed", lambda i: i.get("seed")),
        ("security.yml (its content, a raised execution.max_cost aside)", _campaign_digest),
        ("--dry-run", lambda i: bool(i.get("dry_run"))),
    )
    missing = check_shard_set(shards, infos, shard_of, same)
    check_shard_identities(shards, infos, shard_of)
    return missing


def _campaign_digest(info: dict[str, Any]) -> object:
    """The campaign a shard ran: its plan (a max_cost raised after a budget stop is the same), else its file hash."""
    return info.get("plan_sha256") or info.get("config_sha256")


def _campaign(info: dict[str, Any]) -> Campaign:
    path = Path(info["config"])
    if not path.is_file():
        raise UsageError(f"{path}: the shards' security.yml is not there: merge from the checkout they ran on")
    return load_campaign(path, info["project_dir"])


def _redactor(campaign: Campaign, info: dict[str, Any]) -> Redactor | None:
    """The shards' redactor: PII hidden, the target's addresses they kept (run.json) kept."""
    return pii_redactor(info.get("target_addresses") or ()) if campaign.redact else None


def _merged_records(
    shards: Sequence[Path],
    infos: Sequence[dict[str, Any]],
    campaign: Campaign,
    redactor: Redactor | None,
    torn: dict[str, str],
) -> list[CaseRecord]:
    """Every case each shard recorded last (a dry run's are ``skipped``), in campaign order; unplanned keys refused.

    The shards' files are only read: ``torn`` gets each shard (``1/2``) whose last line is cut short, and where.
    """
    order = {redact_deep(case.key, redactor) for case in campaign.cases}  # stored keys went through the redactor
    merged: dict[str, CaseRecord] = {}
    for shard, info in zip(shards, infos, strict=True):
        cut: list[Issue] = []
        read = read_results(Path(shard), torn=cut)
        torn |= {str(shard_of(info)): f"{issue.file}:{issue.line}" for issue in cut}
        for key, record in read.items():
            if key not in order:
                raise UsageError(f"{shard}: case {key} is not planned by {campaign.path}: not a shard of this campaign")
            merged[key] = record
    return sorted(merged.values(), key=lambda r: r.index)


def _merged_info(infos: Sequence[dict[str, Any]], run_id: str, fail_on: str) -> dict[str, Any]:
    info = {k: v for k, v in infos[0].items() if k not in ("shard", "finished")}
    info |= {"run_id": run_id, "fail_on": fail_on}
    info["merged_from"] = [{"run_id": i["run_id"], "shard": i["shard"]} for i in infos]
    return info
