"""What one ``sensei-chat`` run is asked to do: ``ChatRunConfig``, merged by ``RunSettings.merge`` (runs.settings).

SENSEI refuses to mix ``--run-from-yaml`` with other flags; we allow it. Defaults worth knowing: ``workers`` 4,
or what a localhost model server can serve (see ``chat.workers``); ``seed`` 0 (the same command gives the same
conversations — pass another seed to vary them); output under ``<project>/output``; HTML report on.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from user_sim.chat.gate import FailOn
from user_sim.config.run_yml import SecurityRef
from user_sim.core.connector_check import checked_connector
from user_sim.runs.settings import Merged, RunSettings

log = logging.getLogger(__name__)
DEFAULT_SEED = 0


class ChatRunConfig(RunSettings):
    """Everything ``run_chat`` needs, already merged and resolved (the shared fields are :class:`RunSettings`'s)."""

    user_profile: str | None = None
    """Profile file or folder (from profiles/ or the project; a flag's also from the current folder); None = all."""
    user_profile_cwd: Path | None = None
    """Where a ``-up`` flag's path may also start; None when ``user_profile`` came from run.yml (project only)."""
    model: str | None = None
    """Override the simulated user's model in every profile."""
    provider: str | None = None
    """Override the simulated user's provider in every profile."""
    base_url: str | None = None
    """Override the simulated user's OpenAI-compatible server in every profile."""
    html: bool = True
    """Write report.html."""
    rules: Path | None = None
    """Rule file or folder checked on every conversation (None: no rules)."""
    verbose: bool = False
    """Log to stderr."""
    fail_on: FailOn = "failed"
    """Which finished conversations fail the run: never, error (exit 3 only) or failed (also exit 1)."""

    @classmethod
    def _fields(cls, merged: Merged) -> dict[str, Any]:
        _warn_security_enabled(merged)
        rules = merged.get("rules")  # a path, or false; --no-rules; default: the project's rules/
        if merged.get("no_rules") or rules is False:
            rules = None
        elif rules in (None, True):
            rules = merged.project_dir / "rules"
        else:
            rules = merged.existing(("rules",), merged.place("rules") or merged.project_dir, "rule file or folder")
        fields = super()._fields(merged)
        checked_connector(merged, fields["connector_params"])
        return fields | {
            "user_profile": merged.get("user_profile") or None,
            "user_profile_cwd": merged.cwd if "user_profile" in merged.given else None,
            "rules": rules,
            "fail_on": merged.get("fail_on") if "fail_on" in merged.given else "failed",  # run.yml's is security's
        }


def _warn_security_enabled(merged: Merged) -> None:
    """run.yml ``security.enabled: true``: say that sensei-chat does not run it, and check its file like any path."""
    security = merged.get("security") or {}
    if not security.get("enabled"):
        return
    place = merged.project_dir / SecurityRef.model_validate(security).config
    config = merged.existing(("security", "config"), place, "file")
    log.warning(
        "run.yml security.enabled: sensei-chat does not run the security campaign; run sensei-security-check for it "
        "(it runs %s)",
        config,
    )
