"""What a ``sensei-chat`` run folder remembers between invocations, so that ``--resume`` continues the same run.

``run.json`` is written when the run starts (the configuration, the seed, the shard, each profile with the
SHA-256 of its file) and read back on ``--resume``: the seed and the shard are kept (asking for others is a
usage error), a profile edited since is run in its new version with a warning, and each resume adds its time.
The conversations already in results.jsonl are finished unless they ended in ``error`` or ``budget``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import UTC, datetime

from user_sim.chat.run_folder import RecordKey, RunDir, create_run_dir, read_records
from user_sim.chat.settings import DEFAULT_SEED, ChatRunConfig
from user_sim.core.profile_loader import LoadedProfile
from user_sim.core.project import display_path
from user_sim.errors import UsageError
from user_sim.reports.run_json import build_run_info, file_sha256
from user_sim.runs.files import write_json
from user_sim.runs.folder import read_run_info
from user_sim.runs.shard import Shard, parse_shard

log = logging.getLogger(__name__)


def run_seed(config: ChatRunConfig, resumed: RunDir | None) -> int:
    """The run's seed: the flag (default 0), or the one a resumed run started with (another one is an error)."""
    if resumed is None:
        return DEFAULT_SEED if config.seed is None else config.seed
    original = int(read_run_info(resumed.path)["seed"])
    if config.seed is not None and config.seed != original:
        raise UsageError(f"--resume {resumed.run_id}: that run used seed {original}; resume it with that seed or none")
    return original


def shard_key(key: RecordKey) -> str:
    """What decides a conversation's shard: its profile, index and replicate (never the seed)."""
    profile, index, replicate = key
    return f"{profile}/{index}/{replicate}"


def run_shard(config: ChatRunConfig, resumed: RunDir | None) -> Shard | None:
    """The shard asked for; a resumed run keeps the shard it was started with."""
    recorded = None if resumed is None else read_run_info(resumed.path).get("config", {}).get("shard")
    if config.shard and recorded != config.shard and resumed is not None:
        shown = recorded or "none"
        raise UsageError(f"--resume {resumed.run_id}: that run is shard {shown}; resume it without --shard")
    text = config.shard or recorded
    return None if text is None else parse_shard(text)


def finished_keys(resumed: RunDir | None) -> set[RecordKey]:
    """The conversations a resumed run need not run again (those that ended in error or budget run again)."""
    if resumed is None:
        return set()
    incomplete = ("error", "budget")
    return {(r.profile, r.index, r.replicate) for r in read_records(resumed.results) if r.end_reason not in incomplete}


def start_run(config: ChatRunConfig, profiles: Sequence[LoadedProfile], seed: int) -> RunDir:
    """Create the run folder and its run.json: the configuration, the seed, each profile with its digest."""
    run_dir = create_run_dir(config.output_root)
    listed = [
        {
            "test_name": p.profile.test_name,
            "path": display_path(p.path),
            "sha256": file_sha256(p.path),
            "conversations": p.total_conversations,
            "replicates": p.profile.conversation.replicates,
        }
        for p in profiles
    ]
    info = build_run_info(
        run_dir.run_id, command="sensei-chat", config=config.model_dump(mode="json"), seed=seed, profiles=listed
    )
    write_json(run_dir.run_json, info)
    return run_dir


def note_resume(run_dir: RunDir) -> None:
    """Add this invocation's time to run.json's ``resumed_at``."""
    info = read_run_info(run_dir.path)
    info.setdefault("resumed_at", []).append(datetime.now(UTC).isoformat(timespec="seconds"))
    write_json(run_dir.run_json, info)


def warn_changed_profiles(profiles: Sequence[LoadedProfile], resumed: RunDir) -> None:
    """Warn about each profile whose file changed since the run started (its conversations use the new version)."""
    recorded = {p["test_name"]: p["sha256"] for p in read_run_info(resumed.path).get("profiles", [])}
    for p in profiles:
        if recorded.get(p.profile.test_name, file_sha256(p.path)) != file_sha256(p.path):
            log.warning(
                "%s changed since run %s started; resumed conversations use the new version",
                display_path(p.path),
                resumed.run_id,
            )
