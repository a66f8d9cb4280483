"""``SecuritySettings``: what one ``sensei-security-check`` run is asked to do, merged from flags and run.yml.

The command builds it with ``SecuritySettings.merge``; the campaign runner reads it as it is (a library caller
or a test builds one with ``SecuritySettings.for_campaign``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Self

from pydantic import Field

from user_sim.config.run_flags import DEFAULT_WORKERS, MAX_WORKERS
from user_sim.core.connector_check import checked_connector
from user_sim.runs.settings import Merged, RunSettings

if TYPE_CHECKING:
    from user_sim.security.plan.campaign import Campaign

FailOn = Literal["breached", "inconclusive", "never"]


class SecuritySettings(RunSettings):
    """Everything a campaign run needs, already merged and resolved (the shared fields are RunSettings')."""

    workers: int = Field(default=DEFAULT_WORKERS, ge=1, le=MAX_WORKERS)
    """Cases run in parallel."""
    config: Path
    """The campaign file: ``--config``, else run.yml ``security.config`` under the project."""
    fail_on: FailOn = "breached"
    """The lowest verdict that exits 1."""
    validate_only: bool = False
    """Check the campaign (and the connector's parameters); call nothing."""
    baseline: str | None = None
    """An earlier run (id or folder): exit 1 only on findings new since then."""
    sarif: Path | None = None
    """Also copy the SARIF report here."""
    show_progress: bool = True
    """Show a progress bar."""

    @property
    def report_copies(self) -> dict[str, Path]:
        """The copies of the reports asked for: report name (``junit``, ``sarif``) → file."""
        return {name: path for name, path in (("junit", self.junit), ("sarif", self.sarif)) if path is not None}

    @classmethod
    def for_campaign(cls, campaign: Campaign, **values: Any) -> Self:
        """Settings to run a loaded ``campaign`` with ``values`` (the other fields at their defaults)."""
        return cls(project_dir=campaign.project_dir, config=campaign.path, **values)

    @classmethod
    def _fields(cls, merged: Merged) -> dict[str, Any]:
        written = (merged.get("security") or {}).get("config")
        config = merged.place("config") or merged.project_dir / (written or "security/security.yml")
        if written and "config" not in merged.given:
            config = merged.existing(("security", "config"), config, "file")
        fields = super()._fields(merged)
        checked_connector(merged, fields["connector_params"])
        return fields | {
            "config": config,
            "sarif": merged.output_file("sarif"),
        }
