"""``sensei-merge`` for chat runs: the shard folders of one run (``--shard k/n``) joined into one run folder.

The shards must be of the same run: the same seed and the same profiles (file hashes), the same chatbot and
simulated users (``runs.identity``), each a different shard of the same n. The merged folder is a new run beside the
first shard, with every conversation's record (in key order), its SENSEI YAML and the reports rebuilt from those
records, exactly as ``sensei-chat`` writes them — so its exit code follows the same rule, and a shard that is
missing shows as conversations that did not run (``stopped: missing_shards: 2/3``, exit 3), as does one stopped
before its end (its report.yml's ``stopped``: ``stopped: shard 2/3 interrupted``, see
:func:`~user_sim.runs.shard.merged_stop`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from user_sim.chat.gate import FAIL_ON_VALUES, FailOn
from user_sim.chat.report_files import write_reports
from user_sim.chat.result import ChatRunResult
from user_sim.chat.resume import providers_resolved, shard_key
from user_sim.chat.run_folder import RecordKey, ResultsLog, RunDir, create_run_dir, read_records, record_key
from user_sim.chat.settings import ChatRunConfig
from user_sim.core.records import ConversationRecord
from user_sim.errors import Issue, UsageError
from user_sim.reports.conversation_yaml import write_conversation_yaml
from user_sim.runs.completion import JUDGING
from user_sim.runs.files import write_json
from user_sim.runs.folder import read_run_info
from user_sim.runs.identity import check_shard_identities
from user_sim.runs.run_info import command_of, recorded_identity, shard_of
from user_sim.runs.shard import agreed, check_shard_set, merged_stop, parse_shard, shard_lacks


def merge_chat_runs(
    shards: Sequence[Path],
    *,
    output_root: Path | None = None,
    html: bool = True,
    junit_copy: Path | None = None,
    fail_on: FailOn | None = None,
    judged_after: bool = False,
    lacks: dict[str, int] | None = None,
) -> ChatRunResult:
    """Merge the run folders ``shards`` into a new run under ``output_root`` (default: the first shard's).

    ``fail_on`` gates the merged run (default: the ``--fail-on`` the shards ran with); ``judged_after``: the
    caller judges it next, so its reports say ``stopped: judging`` until then (see ``chat.report_files``);
    ``lacks``, when given, gets how many planned conversations each shard (``2/3``) lacks.
    """
    infos = [read_run_info(path) for path in shards]
    missing = _check_same_run(shards, infos)
    gate = fail_on if fail_on is not None else agreed(shards, infos, "--fail-on", _recorded_fail_on)
    root = output_root or Path(shards[0]).resolve().parent.parent
    run_dir = create_run_dir(root)
    torn: dict[str, str] = {}
    records = _merged_records(shards, infos, run_dir.run_id, torn)
    write_json(run_dir.run_json, _merged_info(infos, run_dir.run_id, gate))
    numbers = {p["test_name"]: _number(p) for p in infos[0]["profiles"]}
    log = ResultsLog(run_dir.results)
    for record in records:
        log.append(record)
    for record in records:
        write_conversation_yaml(record, run_dir.conversations, numbers.get(record.profile))
    planned = _planned(infos[0])
    stops = [(str(shard_of(info)), _stopped(path)) for path, info in zip(shards, infos, strict=True)]
    stopped = merged_stop(stops, missing, torn)
    if lacks is not None:
        done = {record_key(record) for record in records}
        lacks.update(shard_lacks(planned, _shard_count(infos[0]), shard_key, done.__contains__))
    written = stopped or (JUDGING if judged_after else None)  # as sensei-chat: a stop is said at once
    write_reports(run_dir, records, html=html, junit_copy=junit_copy, planned=planned, stopped=written)
    seed = int(infos[0]["seed"])
    return ChatRunResult(run_dir.run_id, run_dir.path, records, planned, stopped=stopped, seed=seed, fail_on=gate)


def _recorded_fail_on(info: dict[str, Any]) -> FailOn:
    value = info.get("config", {}).get("fail_on")
    return next((v for v in FAIL_ON_VALUES if v == value), "failed")  # runs from before --fail-on: the default


COMMAND = "sensei-chat"


def _check_same_run(paths: Sequence[Path], infos: Sequence[dict[str, Any]]) -> list[str]:
    """Refuse folders that are not shards of one chat run; the shards missing (``2/3``...)."""
    for path, info in zip(paths, infos, strict=True):
        if command_of(info) != COMMAND:
            raise UsageError(f"{path}: a {command_of(info)} run, not a {COMMAND} run")
    same = (("seed", lambda i: i["seed"]), ("profiles (or other versions of them)", _profile_hashes))
    resolved = [_identity_resolved(info) for info in infos]  # a round-26 shard beside a newer one
    check_shard_identities(paths, resolved, shard_of)  # first: a --model or --base-url is in the plan digest too
    return check_shard_set(paths, infos, shard_of, same)


def _identity_resolved(info: dict[str, Any]) -> dict[str, Any]:
    """``info`` with its identity's providers resolved as ``--resume`` compares them (``chat.resume``)."""
    recorded = recorded_identity(info)
    return info if recorded is None else info | {"identity": providers_resolved(recorded).model_dump()}


def _stopped(shard: Path) -> str | None:
    """What the shard's report.yml says stopped it early (``running`` if it was killed while going)."""
    from user_sim.reports.summary import read_report

    stopped = read_report(RunDir(Path(shard), Path(shard).name).report_yml).get("stopped")
    return str(stopped) if stopped else None


def _profile_hashes(info: dict[str, Any]) -> list[tuple[str, str]]:
    """Each profile's plan (``plan_sha256``: a max_cost raised after a budget stop is the same plan), else file hash."""
    return sorted((p["test_name"], p.get("plan_sha256") or p["sha256"]) for p in info.get("profiles", []))


def _number(listed: dict[str, Any]) -> int:
    return int(listed["conversations"]) // int(listed.get("replicates", 1))


def _planned(info: dict[str, Any]) -> list[RecordKey]:
    return [
        (p["test_name"], index, replicate)
        for p in info["profiles"]
        for index in range(_number(p))
        for replicate in range(int(p.get("replicates", 1)))
    ]


def _merged_records(
    paths: Sequence[Path], infos: Sequence[dict[str, Any]], run_id: str, torn: dict[str, str]
) -> list[ConversationRecord]:
    """Every shard's records, in key order; ``torn`` gets each shard (``1/2``) whose last line is cut short, and where.

    The shards' files are only read.
    """
    merged: dict[RecordKey, ConversationRecord] = {}
    for path, info in zip(paths, infos, strict=True):
        cut: list[Issue] = []
        for record in read_records(RunDir(Path(path), Path(path).name).results, torn=cut):
            merged[record_key(record)] = record.model_copy(update={"run_id": run_id})
        torn |= {str(shard_of(info)): f"{issue.file}:{issue.line}" for issue in cut}
    return [merged[key] for key in sorted(merged)]


def _shard_count(info: dict[str, Any]) -> int:
    """The n of the shards' ``k/n``."""
    return parse_shard(str(shard_of(info))).n


def _merged_info(infos: Sequence[dict[str, Any]], run_id: str, fail_on: FailOn) -> dict[str, Any]:
    info = dict(infos[0])
    info["run_id"] = run_id
    info["config"] = {k: v for k, v in info.get("config", {}).items() if k != "shard"} | {"fail_on": fail_on}
    info["merged_from"] = [{"run_id": i["run_id"], "shard": i["config"]["shard"]} for i in infos]
    info["resumed_at"] = []
    return info


def merged_config(result: ChatRunResult, project: Path) -> ChatRunConfig:
    """The settings the shards ran with (from the merged run.json), their paths in ``project`` (``chat.run_paths``)."""
    from user_sim.chat.run_paths import project_config

    assert result.run_dir is not None
    return ChatRunConfig.model_validate(project_config(read_run_info(result.run_dir), project))
