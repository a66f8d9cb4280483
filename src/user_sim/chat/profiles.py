"""Which profiles a run uses: find them, validate all of them (every error of every file), apply LLM overrides."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from user_sim.chat.run_folder import RecordKey
from user_sim.chat.settings import ChatRunConfig
from user_sim.core.profile_loader import CheckOptions, LoadedProfile, check_profile_file, find_profiles
from user_sim.core.records import safe_name
from user_sim.errors import ConfigError, Issue

PROFILES_FOLDER = "profiles"


def profile_target(config: ChatRunConfig, cwd: Path | None = None) -> Path:
    """The file or folder ``user_profile`` names: tried under profiles/, then the project, then the current dir."""
    project = config.project_dir
    if not config.user_profile:
        return project / PROFILES_FOLDER
    written = Path(config.user_profile)
    candidates = (
        [written]
        if written.is_absolute()
        else [project / PROFILES_FOLDER / written, project / written, (cwd or Path.cwd()) / written]
    )
    found = next((c for c in candidates if c.exists()), None)
    if found is None:
        looked = ", ".join(display_path(c) for c in candidates)
        raise ConfigError(f"user profile {config.user_profile!r} not found (looked for {looked})")
    return found


def load_run_profiles(config: ChatRunConfig, options: CheckOptions) -> list[LoadedProfile]:
    """Every profile of the run, validated; ConfigError with the issues of *all* files when any is invalid."""
    target = profile_target(config)
    if not target.exists():
        raise ConfigError(f"no profiles folder at {display_path(target)} (give -up/--user-profile)")
    paths = find_profiles(target)
    if not paths:
        raise ConfigError(f"no profile files (*.yml, *.yaml) in {display_path(target)}")
    checks = [check_profile_file(path, options, display_path(path)) for path in paths]
    errors = [issue for check in checks for issue in check.errors]
    if errors:
        raise ConfigError(errors)
    loaded = [
        LoadedProfile(c.path, c.profile, c.variables, c.number, tuple(c.warnings), c.catalog)
        for c in checks
        if c.profile is not None and c.variables is not None
    ]
    _check_unique_names(loaded)
    return loaded


def _check_unique_names(profiles: Sequence[LoadedProfile]) -> None:
    """Two profiles writing to the same conversations/<name>/ folder would mix their results."""
    seen: dict[str, LoadedProfile] = {}
    issues = []
    for loaded in profiles:
        key = safe_name(loaded.profile.test_name)
        first = seen.setdefault(key, loaded)
        if first is not loaded:
            message = (
                f"test_name {loaded.profile.test_name!r} is also used by {display_path(first.path)} "
                f"(as {first.profile.test_name!r}); every profile of a run needs its own test_name"
            )
            issues.append(Issue(display_path(loaded.path), 1, 1, "test_name", message))
    if issues:
        raise ConfigError(issues)


def apply_llm_overrides(profiles: Sequence[LoadedProfile], config: ChatRunConfig) -> list[LoadedProfile]:
    """Profiles with ``--model/--provider/--base-url`` written into their ``llm`` block."""
    changes = {
        name: value
        for name, value in (("model", config.model), ("model_prov", config.provider), ("base_url", config.base_url))
        if value is not None
    }
    if not changes:
        return list(profiles)
    out = []
    for loaded in profiles:
        llm = loaded.profile.llm.model_copy(update=changes)
        out.append(dataclasses.replace(loaded, profile=loaded.profile.model_copy(update={"llm": llm})))
    return out


def conversation_keys(loaded: LoadedProfile) -> Iterator[RecordKey]:
    """The keys of every conversation a profile yields (index-major, then replicate)."""
    for index in range(loaded.number):
        for replicate in range(loaded.profile.conversation.replicates):
            yield (loaded.profile.test_name, index, replicate)


def display_path(path: Path) -> str:
    """``path`` relative to the current directory when it lies below it, else as given."""
    try:
        return os.path.relpath(path) if Path(path).resolve().is_relative_to(Path.cwd().resolve()) else str(path)
    except ValueError:  # another drive on Windows
        return str(path)
