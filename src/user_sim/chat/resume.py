"""What a ``sensei-chat`` run folder remembers between invocations, so that ``--resume`` continues the same run.

``run.json`` is written when the run starts (the configuration, the seed, the shard, each profile with its file
— relative to the project — and the SHA-256 of its content) and read back on ``--resume``: the seed and the shard
are kept (asking for others is a usage error), so are the profiles (a profile added, removed, renamed or edited
since is a usage error: the run would mix two plans — except an edit that only raises a ``max_cost``, the plan
being the same), so are the chatbot and each profile's simulated user (``runs.identity``), and each resume adds
its time.
The conversations already in results.jsonl are finished unless they ended in ``error`` or ``budget``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from user_sim.chat.run_folder import RecordKey, RunDir, create_run_dir, read_records
from user_sim.chat.run_paths import RAN_IN, recorded_paths
from user_sim.chat.settings import DEFAULT_SEED, ChatRunConfig
from user_sim.core.profile_loader import LoadedProfile, code_files, drawn_files
from user_sim.core.project import display_path
from user_sim.core.simulator_code import CODE_FIELDS, code_hashes
from user_sim.errors import UsageError
from user_sim.llm.base import ModelSpec
from user_sim.llm.providers import resolved_provider
from user_sim.reports.run_json import build_run_info, file_sha256
from user_sim.runs.budget_raise import RAISE_ONLY, budgets_lowered, plan_sha256
from user_sim.runs.files import write_json
from user_sim.runs.folder import read_run_info
from user_sim.runs.identity import check_same_identity
from user_sim.runs.run_info import RunIdentity, recorded_identity, user_sim_version
from user_sim.runs.shard import Shard, parse_shard
from user_sim.targets.identity import chatbot_identity, digest, digests_as_written


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
            "file": profile_file(p, config),
            "sha256": file_sha256(p.path),
            "conversations": p.total_conversations,
            "replicates": p.profile.conversation.replicates,
            "draws_on": drawn_digests(p, config),
            "plan_sha256": plan_digest(p),
            "budgets": budgets(p),
        }
        for p in profiles
    ]
    settings = recorded_paths(config.model_dump(mode="json"))
    info = build_run_info(run_dir.run_id, command="sensei-chat", config=settings, seed=seed, profiles=listed)
    write_json(
        run_dir.run_json, info | {RAN_IN: str(Path.cwd()), "identity": run_identity(config, profiles).model_dump()}
    )
    return run_dir


def note_resume(run_dir: RunDir) -> None:
    """Add this invocation's time to run.json's ``resumed_at``."""
    info = read_run_info(run_dir.path)
    info.setdefault("resumed_at", []).append(datetime.now(UTC).isoformat(timespec="seconds"))
    write_json(run_dir.run_json, info)


def profile_file(loaded: LoadedProfile, config: ChatRunConfig) -> str:
    """Where a profile's file is, relative to the project folder (the same from any current folder)."""
    return Path(os.path.relpath(Path(loaded.path).resolve(), Path(config.project_dir).resolve())).as_posix()


def drawn_digests(loaded: LoadedProfile, config: ChatRunConfig) -> dict[str, str]:
    """The SHA-256 of each project file the profile's plan draws on, by project-relative path.

    Its personality, the custom types, the Python file of each ``data: {file: ...}`` and the project files its args
    name (``core.profile_loader.drawn_files``); not what that code reads on its own, which cannot be known.
    """
    project = Path(config.project_dir).resolve()
    return {name: file_sha256(project / name) for name in sorted(_relative(drawn_files(loaded, project), config))}


def check_same_profiles(config: ChatRunConfig, profiles: Sequence[LoadedProfile], resumed: RunDir) -> None:
    """Refuse to resume with other profiles than the run started with: one added, removed, renamed or edited since.

    Its conversations would be planned from two versions of the profiles (UsageError naming each change).
    """
    info = read_run_info(resumed.path)
    recorded = info.get("profiles", [])
    then = {str(p.get("file") or p["path"]): str(p["sha256"]) for p in recorded}
    now = {profile_file(p, config): file_sha256(p.path) for p in profiles}
    now |= budget_raised(config, profiles, recorded)
    if not all("file" in p for p in recorded):  # a run.json from before "file": its paths are the cwd's; by name
        then, now = ({Path(f).name: digest for f, digest in files.items()} for files in (then, now))
    if set(then) != set(now):
        _same_selection(config, info["config"].get("user_profile"), resumed.run_id)
    lowered = budget_lowered(config, profiles, recorded)
    changes = [_said(change, lowered) for change in profile_changes(then, now)]
    changes += _drawn_changes(config, profiles, recorded)
    if changes:
        raise UsageError(
            f"--resume {resumed.run_id}: the profiles are not those that run started with ({'; '.join(changes)}): "
            "resuming would mix two plans in one run; start a new run (without --resume), or put the profiles "
            "back as they were"
        )


def _same_selection(config: ChatRunConfig, started: str | None, run_id: str) -> None:
    """Refuse a resume that picks other profiles (``-up`` / run.yml ``user_profile``) than its run started with.

    Called when the profile files differ: a selection written another way that picks the same files is the same.
    """
    if (started or None) != (config.user_profile or None):
        then = f"user_profile {started}" if started else "every profile of the project"
        raise UsageError(f"--resume {run_id}: that run was started with {then}: resume it with the same selection")


def _drawn_changes(
    config: ChatRunConfig, profiles: Sequence[LoadedProfile], recorded: Sequence[Mapping[str, Any]]
) -> list[str]:
    """The files a profile draws on that changed since the run recorded them (runs from before: nothing recorded)."""
    now = {p.profile.test_name: drawn_digests(p, config) for p in profiles}
    code = {p.profile.test_name: _relative(code_files(p, Path(config.project_dir)), config) for p in profiles}
    changed: set[str] = set()
    for listed in recorded:
        name = str(listed["test_name"])
        if name in now and "draws_on" in listed:
            then, current = dict(listed["draws_on"]), now[name]
            changed |= {f"{f} changed" for f in then if f in current and then[f] != current[f]}
            changed |= {f"{f} removed" for f in then if f not in current}
            # the profile is unchanged, so it named the same data.file then: a run.json from before they were recorded
            changed |= {f"{f} added" for f in current if f not in then and f not in code[name]}
    return sorted(changed)


def _relative(paths: Sequence[Path], config: ChatRunConfig) -> set[str]:
    project = Path(config.project_dir).resolve()
    return {path.resolve().relative_to(project).as_posix() for path in paths if path.resolve().is_relative_to(project)}


def profile_changes(then: Mapping[str, str], now: Mapping[str, str]) -> list[str]:
    """What differs between two ``{file: sha256}`` sets of profiles: changed, renamed, added, removed."""
    removed = {f: d for f, d in then.items() if f not in now}
    added = {f: d for f, d in now.items() if f not in then}
    renamed = {old: new for old, d in removed.items() for new, e in added.items() if d == e}
    changes = [f"{f} changed" for f in then if f in now and then[f] != now[f]]
    changes += [f"{old} renamed to {new}" for old, new in renamed.items()]
    changes += [f"{f} added" for f in added if f not in renamed.values()]
    return changes + [f"{f} removed" for f in removed if f not in renamed]


def run_identity(config: ChatRunConfig, profiles: Sequence[LoadedProfile]) -> RunIdentity:
    """What the run is against and with: the chatbot, and each profile's simulated user (``--model`` etc. applied).

    A simulated user is also its code (the hashes of ``core.simulator_code``): resuming or merging with another
    user_sim whose prompts or goal check differ would put two simulated users in one run.
    """
    users: dict[str, str] = {}
    code = code_hashes()  # the code this run's simulated users are: their validation key (``core.simulator_code``)
    for loaded in profiles:
        llm, name = loaded.profile.llm, loaded.profile.test_name
        users |= {
            f"{name}.model": llm.model,
            f"{name}.provider": resolved_provider(ModelSpec(llm.model, llm.model_prov, base_url=llm.base_url)),
            f"{name}.base_url": digest(llm.base_url) if llm.base_url else "none",
            f"{name}.temperature": f"{llm.temperature_used:g}",
            f"{name}.goal_check": llm.goal_check,
        }
        users |= {f"{name}.{field}": code[role] for role, field in CODE_FIELDS.items()}
    return RunIdentity(
        chatbot=chatbot_identity(config.technology, config.connector_params, Path(config.project_dir)),
        simulated_user=users,
    )


def check_same_identity_as(config: ChatRunConfig, profiles: Sequence[LoadedProfile], resumed: RunDir) -> None:
    """Refuse to resume a run against another chatbot or with another simulated user (``runs.identity``)."""
    info = read_run_info(resumed.path)
    recorded, now = recorded_identity(info), run_identity(config, profiles)
    check_same_identity(
        recorded and code_as_installed(providers_resolved(recorded), now),
        now,
        f"--resume {resumed.run_id}",
        "that run",
        "resume it with the technology, connector_params (and the files they name), --model, --provider, "
        f"--base-url and user_sim it ran with ({user_sim_version(info)}), or start a new run (without --resume)",
        digests_as_written(config.technology, config.connector_params),
    )


def code_as_installed(recorded: RunIdentity, now: RunIdentity) -> RunIdentity:
    """``recorded`` with the code hashes a run.json of round 28 or before lacks taken as ``now``'s.

    Such a run did not say which code ran it; its reports take the installed code as its simulated user's (as they
    did), so a resume is not refused for what nothing recorded. A hash it recorded is compared.
    """
    fields = tuple(f".{field}" for field in CODE_FIELDS.values())
    code = {key: value for key, value in now.simulated_user.items() if key.endswith(fields)}
    return recorded.model_copy(update={"simulated_user": code | recorded.simulated_user})


def providers_resolved(identity: RunIdentity) -> RunIdentity:
    """``identity`` with each provider resolved now, as a run.json of round 26 or before did not record it.

    It recorded ``default`` for an inferred one, or the name given (``openai_compatible`` for a ``--base-url``
    server, now ``openai``); resolving one already resolved leaves it as it is.
    """
    users = dict(identity.simulated_user)
    for key, value in identity.simulated_user.items():
        name = key.removesuffix(".provider")
        if key.endswith(".provider"):
            served = users.get(f"{name}.base_url", "none") != "none"  # a digest: only whether one was set matters
            provider = None if value == "default" else value
            spec = ModelSpec(users.get(f"{name}.model", ""), provider, base_url="recorded" if served else None)
            users[key] = resolved_provider(spec)
    return identity.model_copy(update={"simulated_user": users})


BUDGETS = ("conversation.max_cost", "conversation.goal_style.max_cost")
"""A profile's budgets: raised since a run started, they leave its plan as it was (resume after a budget stop)."""


def plan_digest(loaded: LoadedProfile) -> str:
    """The SHA-256 of a profile as validated, its budgets left out: what its conversations are planned from."""
    return plan_sha256(loaded.profile, {"conversation": {"max_cost": True, "goal_style": {"max_cost"}}})


def budgets(loaded: LoadedProfile) -> dict[str, float | None]:
    """A profile's budgets (:data:`BUDGETS`), None where it has none (unlimited)."""
    conversation = loaded.profile.conversation
    return dict(zip(BUDGETS, (conversation.max_cost, conversation.goal_style.max_cost), strict=True))


def budget_raised(
    config: ChatRunConfig, profiles: Sequence[LoadedProfile], recorded: Sequence[Mapping[str, Any]]
) -> dict[str, str]:
    """The profiles edited since the run started only to raise (or remove) a budget: ``{file: recorded sha256}``.

    Their plan is the one the run started with, so resuming with them mixes nothing (the page's advice after a
    budget stop: raise the max_cost, then resume). Runs from before ``plan_sha256`` was recorded: none.
    """
    return {file: str(then["sha256"]) for file, then, said in _same_plans(config, profiles, recorded) if not said}


def budget_lowered(
    config: ChatRunConfig, profiles: Sequence[LoadedProfile], recorded: Sequence[Mapping[str, Any]]
) -> dict[str, list[str]]:
    """The profiles edited since the run started only in their budgets, one lowered or newly set: what each says."""
    return {file: said for file, _then, said in _same_plans(config, profiles, recorded) if said}


def _same_plans(
    config: ChatRunConfig, profiles: Sequence[LoadedProfile], recorded: Sequence[Mapping[str, Any]]
) -> list[tuple[str, Mapping[str, Any], list[str]]]:
    """Each profile whose plan is the one recorded: its file, its record, and each budget lowered or set since."""
    listed = {str(p.get("file")): p for p in recorded if "plan_sha256" in p}
    same = []
    for loaded in profiles:
        file = profile_file(loaded, config)
        then = listed.get(file)
        if then is not None and then["plan_sha256"] == plan_digest(loaded):
            same.append((file, then, budgets_lowered(then["budgets"], budgets(loaded))))
    return same


def _said(change: str, lowered: Mapping[str, list[str]]) -> str:
    """A profile's change, or for one whose budget was lowered, which and why that is refused."""
    for file, said in lowered.items():
        if change == f"{file} changed":
            return f"{file}: {', '.join(said)} ({RAISE_ONLY})"
    return change
