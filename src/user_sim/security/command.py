"""``sensei-security-check`` end to end: ``SecuritySettings`` (flags over run.yml), then plan → execute → report.

The command line parses, calls ``SecuritySettings.merge`` and :func:`run_security_check` (which returns the exit code).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from user_sim.security.settings import SecuritySettings

if TYPE_CHECKING:
    from user_sim.security.plan.campaign import Campaign
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
    from user_sim.security.report.finish import CampaignInterrupted

    campaign = load_campaign(settings.config, settings.project_dir, require_attack=True)
    technology = settings.require_technology()  # the run's first check, so its checks' too: --validate-only, a dry run
    if settings.validate_only:  # then the connector's parameters
        check_connector(technology, settings.connector_params)
        return views.validated(campaign)
    if settings.clean_cache:
        from user_sim.llm.cache import ResponseCache, project_cache_dir

        ResponseCache(project_cache_dir(settings.project_dir)).clean()
    target = None
    if not settings.dry_run:
        from user_sim.targets.factory import build_target
        from user_sim.targets.params import ParamError

        try:
            target = build_target(technology, settings.connector_params, settings.project_dir)
        except ParamError as exc:  # found only once the module was imported: placed where it was written
            raise settings.refuse_connector_param(exc.key, exc.detail) from None
    try:
        outcome = run_campaign(campaign, target, settings)
    except CampaignInterrupted as stop:  # as sensei-chat: the summary of what finished, then how to resume (guarded)
        _show(campaign, stop.outcome)
        raise
    _show(campaign, outcome)
    return int(outcome.exit_code)


def _show(campaign: Campaign, outcome: CampaignOutcome) -> None:
    """Print the summary; cut short by a closed output, Ctrl-C or a crash, the reports say so first, as sensei-chat's.

    A closed output (exit 141) or Ctrl-C (130) is raised again; a crash is raised as RunAborted (exit 3, the resume
    command printed). An earlier stop stays what the reports say.
    """
    from user_sim.runs.interrupt import ABORTED, RunAborted, RunInterrupted, stop_reason
    from user_sim.security.report import views
    from user_sim.security.report.finish import end_again

    try:
        views.finished(outcome)
    except BaseException as exc:
        stopped = stop_reason(exc)
        try:
            ended = end_again(campaign, outcome, stopped)  # the --junit / --sarif copies too
        except Exception as again:
            raise RunAborted(outcome.run_id, outcome.stopped or stopped) from again
        if isinstance(exc, KeyboardInterrupt) and not isinstance(exc, RunInterrupted):
            raise RunInterrupted(outcome.run_id) from exc
        if not isinstance(exc, KeyboardInterrupt) and stopped.startswith(ABORTED):
            raise RunAborted(outcome.run_id, str(ended.stopped)) from exc
        raise
