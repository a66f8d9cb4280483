"""``sensei-security-check`` end to end: ``SecuritySettings`` (flags over run.yml), then plan → execute → report.

The command line parses, calls ``SecuritySettings.merge`` and :func:`run_security_check` (which returns the exit code).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from user_sim.errors import UsageError
from user_sim.security.settings import SecuritySettings

if TYPE_CHECKING:
    from user_sim.security.report.finish import CampaignOutcome


def project_of(config: str | None) -> Path:
    """Without a project flag: the folder above ``security/`` when the file is in one, else the current folder."""
    folder = Path(config).resolve().parent if config else None
    return folder.parent if folder is not None and folder.name == "security" else Path.cwd()


def check_connector(technology: str, connector_params: dict[str, Any]) -> None:
    """Check the technology and its parameter names and types: build nothing, contact nothing, need no secret."""
    from user_sim.targets.factory import connector_parameters
    from user_sim.targets.params import check_params

    check_params(technology, connector_params, connector_parameters(technology), unset_ok=True)


def run_security_check(settings: SecuritySettings) -> int:
    """Validate, or run the campaign and copy its reports where asked; return the exit code."""
    from user_sim.security.execute.campaign_runner import run_campaign
    from user_sim.security.plan.campaign import load_campaign
    from user_sim.security.report import views

    campaign = load_campaign(settings.config, settings.project_dir)
    if settings.validate_only:
        if settings.technology:
            check_connector(settings.technology, settings.connector_params)
        return views.validated(campaign)
    if settings.clean_cache:
        from user_sim.llm.cache import ResponseCache, project_cache_dir

        ResponseCache(project_cache_dir(settings.project_dir)).clean()
    target = None
    if not settings.dry_run:
        if not settings.technology:
            raise UsageError("no technology: set it in run.yml or pass --technology (or use --dry-run)")
        from user_sim.targets.factory import build_target

        target = build_target(settings.technology, settings.connector_params, settings.project_dir)
    outcome = run_campaign(campaign, target, settings)
    _copy_reports(outcome, settings)
    try:
        views.finished(outcome)
    except BrokenPipeError:  # the reader went away before the verdict was seen: the reports say so (exit 141)
        from user_sim.runs import console
        from user_sim.security.report.finish import end_again

        if console.gone_outputs():
            _copy_reports(end_again(campaign, outcome, "output_closed"), settings)
        raise
    return int(outcome.exit_code)


def _copy_reports(outcome: CampaignOutcome, settings: SecuritySettings) -> None:
    """Copy junit.xml and security.sarif where ``--junit`` / ``--sarif`` ask."""
    for copy, report in ((settings.junit, "junit"), (settings.sarif, "sarif")):
        if copy is not None:
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(outcome.reports[report], copy)
