"""What one ``sensei-chat`` run is asked to do: ``ChatRunConfig``, built from flags merged over ``run.yml``.

Precedence: a flag given on the command line wins over the same key in run.yml, which wins over the
defaults below. Paths given as flags are relative to the current directory; paths in run.yml are relative
to the project folder (the folder holding run.yml). SENSEI refuses to mix ``--run-from-yaml`` with other
flags; we allow it.

Defaults worth knowing: ``workers`` 4, or what a localhost model server can serve (see ``chat.workers``);
``seed`` 0 (the same command gives the same conversations — pass another seed to vary them); output under
``<project>/output``; HTML report on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from user_sim.chat.gate import FailOn
from user_sim.config.base import StrictModel
from user_sim.config.run_yml import RunFile
from user_sim.errors import UsageError

log = logging.getLogger(__name__)
CacheMode = Literal["normal", "ignore", "update"]
DEFAULT_WORKERS = 4
DEFAULT_SEED = 0


class ChatRunConfig(StrictModel):
    """Everything ``run_chat`` needs, already merged and resolved."""

    project_dir: Path
    """The project folder (profiles/, personalities/, types/, output/ live here)."""
    user_profile: str | None = None
    """Profile file or folder (relative to profiles/, the project, or the current directory); None = all."""
    technology: str | None = None
    """Connector technology of the chatbot under test (required unless dry_run)."""
    connector_params: dict[str, Any] = Field(default_factory=dict)
    """Connector parameters as written: ``${ENV}`` references are kept (the target factory expands them)."""
    workers: int | None = Field(default=None, ge=1, le=256)
    """Conversations run in parallel; None: chosen by ``user_sim.chat.workers`` (a local server's slots, or 4)."""
    seed: int | None = None
    """Run seed; None means 0 for a new run and the original seed for a resumed one."""
    model: str | None = None
    """Override the simulated user's model in every profile."""
    provider: str | None = None
    """Override the simulated user's provider in every profile."""
    base_url: str | None = None
    """Override the simulated user's OpenAI-compatible server in every profile."""
    output_dir: Path | None = None
    """Where ``runs/<run_id>/`` is created (default ``<project>/output``)."""
    resume: str | None = None
    """Run id to resume."""
    dry_run: bool = False
    """Plan only: count conversations, LLM calls and cost; call nothing."""
    junit: Path | None = None
    """Also copy junit.xml here."""
    shard: str | None = None
    """Run only this shard (``k/n``) of the planned conversations; see :mod:`user_sim.runs.shard`."""
    html: bool = True
    """Write report.html."""
    rules: Path | None = None
    """Rule file or folder checked on every conversation (None: no rules)."""
    cache_mode: CacheMode = "normal"
    """LLM response cache: normal, ignore (no read, no write) or update (write, never read)."""
    clean_cache: bool = False
    """Delete the LLM response cache before running."""
    verbose: bool = False
    """Log to stderr."""
    fail_on: FailOn = "failed"
    """Which finished conversations fail the run: never, error (exit 3 only) or failed (also exit 1)."""
    report_interval_s: float = Field(default=5.0, ge=0)
    """Reports are rewritten at most this often while the run goes (and always at the end)."""

    @property
    def output_root(self) -> Path:
        """The output folder actually used."""
        return self.output_dir or self.project_dir / "output"


def parse_connector_params(raw: Mapping[str, Any] | str | None) -> dict[str, Any]:
    """Connector parameters from a mapping, a JSON object, or ``k=v,k=v`` (values stay strings)."""
    from user_sim.errors import ConfigError
    from user_sim.targets.params import parse_params

    try:
        return parse_params(raw, label="--connector-params")
    except ConfigError as exc:
        raise UsageError(exc.issues[0].message) from None


def build_chat_config(
    flags: Mapping[str, Any], run_file: RunFile | None, project_dir: Path, cwd: Path | None = None
) -> ChatRunConfig:
    """Merge command-line ``flags`` (None = not given) over ``run_file`` into a ChatRunConfig."""
    cwd = cwd or Path.cwd()
    from_file = run_file.flags() if run_file else {}
    given = {k: v for k, v in flags.items() if v is not None}
    merged = {**from_file, **given}

    def place(name: str) -> Path | None:
        value = merged.get(name)
        if value is None:
            return None
        return (cwd if name in given else project_dir) / str(value)

    if merged.get("ignore_cache") and merged.get("update_cache"):
        raise UsageError("--ignore-cache and --update-cache contradict each other; choose one")
    if run_file and run_file.security and run_file.security.enabled:
        log.warning(
            "run.yml security.enabled: sensei-chat does not run the security campaign; run sensei-security-check for it"
        )
    try:
        return _config(merged, place, project_dir)
    except ValidationError as exc:
        raise UsageError("; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())) from None


def _config(merged: dict[str, Any], place: Callable[[str], Path | None], project_dir: Path) -> ChatRunConfig:
    return ChatRunConfig(
        project_dir=project_dir,
        user_profile=merged.get("user_profile") or None,
        technology=merged.get("technology"),
        connector_params=parse_connector_params(merged.get("connector_params")),
        workers=merged.get("workers"),
        seed=merged.get("seed"),
        model=merged.get("model"),
        provider=merged.get("provider"),
        base_url=merged.get("base_url"),
        output_dir=place("output"),
        resume=merged.get("resume"),
        dry_run=bool(merged.get("dry_run", False)),
        junit=place("junit"),
        shard=merged.get("shard"),
        html=merged.get("html", True),
        rules=_rules(merged, place, project_dir),
        cache_mode="ignore" if merged.get("ignore_cache") else "update" if merged.get("update_cache") else "normal",
        clean_cache=bool(merged.get("clean_cache", False)),
        verbose=bool(merged.get("verbose", False)),
        fail_on=merged.get("chat_fail_on") or "failed",
    )


def _rules(merged: dict[str, Any], place: Callable[[str], Path | None], project_dir: Path) -> Path | None:
    """The rules to check: run.yml ``rules:`` (a path, or false), ``--no-rules``; default the project's rules/."""
    value = merged.get("rules")
    if merged.get("no_rules") or value is False:
        return None
    if value is None or value is True:
        return project_dir / "rules"
    return place("rules")
