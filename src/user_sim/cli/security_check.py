"""`sensei-security-check`: run an adversarial campaign from ``security/security.yml`` and gate CI on it."""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from user_sim.cli.common import add_run_flags, add_shard_flag, base_parser, guarded, project_folder, run_yaml_source
from user_sim.errors import UsageError

EPILOG = """\
exit codes: 0 nothing reached --fail-on; 1 a breach (or a verdict at --fail-on); with --baseline RUN, 1 only when
a finding is new since RUN (fixed and still-open ones are listed, not failed); 2 configuration or usage error
(nothing ran; also an unknown --baseline run); 3 results incomplete: the target is unreachable, or a case could
not be judged because the target, the generation, the warm-up user or the judge failed (with --fail-on never:
only when no case of an attack could be judged); 4 stopped by execution.max_cost; 130 interrupted,
143 terminated (SIGTERM): finished cases are on disk, resume with --resume RUN_ID.
sharding: --shard K/N runs a stable slice of the cases (by case key, whatever the seed) and needs a fixed seed
(--seed N or run.yml seed:; exit 2 without one); sensei-merge joins the N shard folders into one run.
reports: <project>/output/security_reports/<run_id>/ (suite + summary YAML, results.jsonl, junit.xml,
security.sarif)"""


def build_parser() -> argparse.ArgumentParser:
    """The command's flags (run.yml keys with the same names are defaults; flags win)."""
    p = base_parser("sensei-security-check", "Run an adversarial campaign against a chatbot.", EPILOG)
    p.add_argument(
        "-rfy",
        "--run-from-yaml",
        metavar="DIR|FILE",
        help="project folder whose run.yml gives the defaults (or that run.yml file; default ./run.yml when present)",
    )
    p.add_argument("-c", "--config", metavar="FILE", help="security.yml (default: run.yml security.config)")
    p.add_argument("-pp", "--project-path", metavar="DIR", help="project folder (default: the run.yml folder)")
    add_run_flags(p, "cases")
    add_shard_flag(p, "cases")
    p.add_argument("--sarif", metavar="FILE", help="also copy the SARIF 2.1.0 report here")
    p.add_argument(
        "--baseline", metavar="RUN", help="earlier run (id or folder): exit 1 only on findings new since then"
    )
    p.add_argument("--fail-on", choices=("breached", "inconclusive", "never"), help="lowest verdict that exits 1")
    p.add_argument("--validate-only", action="store_true", default=None, help="check the campaign; call nothing")
    p.add_argument("--dry-run", action="store_true", default=None, help="list the cases as skipped; send nothing")
    p.add_argument("--list-attacks", action="store_true", help="list the available attacks and exit")
    p.add_argument("--describe-attack", metavar="NAME", help="describe one attack and its params and exit")
    p.add_argument(
        "--describe-custom-attacks",
        action="store_true",
        help="describe the case files in the project's security/ folder and exit",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


def _body(args: argparse.Namespace) -> int:
    from user_sim.security.report import views

    if args.list_attacks:
        return views.list_attacks()
    if args.describe_attack:
        return views.describe_attack(args.describe_attack)
    settings = resolve_settings(args)
    if args.describe_custom_attacks:
        return views.describe_custom_attacks(settings["project"])
    return _campaign(args, settings)


def resolve_settings(args: argparse.Namespace) -> dict[str, Any]:
    """Merge run.yml (when given) with the flags; flags win; relative run.yml paths start at the project."""
    run: dict[str, Any] = {}
    source = args.run_from_yaml if args.config else run_yaml_source(args.run_from_yaml, args.project_path)
    if source:
        from user_sim.config.run_yml import load_run_file

        run = load_run_file(source).flags()
    if not (source or args.config or args.project_path or args.describe_custom_attacks):
        raise UsageError("give --run-from-yaml DIR, or --config FILE (with --project-path DIR)")
    project = Path(args.project_path or project_folder(source) or _project_of(args.config)).resolve()
    security = (run.get("security") or {}).get("config") or "security/security.yml"
    return {
        "project": project,
        "config": Path(args.config) if args.config else project / security,
        "technology": args.technology or run.get("technology"),
        "connector_params": args.connector_params if args.connector_params is not None else run.get("connector_params"),
        "workers": _pick(args.workers, run, "workers", 4),
        "seed": _pick(args.seed, run, "seed", None),
        "fail_on": _pick(args.fail_on, run, "fail_on", "breached"),
        "dry_run": bool(_pick(args.dry_run, run, "dry_run", False)),
        "output": Path(args.output) if args.output else (project / run["output"] if run.get("output") else None),
        "junit": Path(args.junit) if args.junit else (project / run["junit"] if run.get("junit") else None),
        **{k: bool(_pick(getattr(args, k), run, k, False)) for k in ("ignore_cache", "update_cache", "clean_cache")},
    }


def _pick(flag: Any, run: dict[str, Any], key: str, default: Any) -> Any:
    return flag if flag is not None else run.get(key, default)


def _project_of(config: str | None) -> Path:
    """Without --project-path: the folder above ``security/`` when the file is in one, else the current folder."""
    if config and Path(config).resolve().parent.name == "security":
        return Path(config).resolve().parent.parent
    return Path.cwd()


def _check_connector(technology: str, connector_params: dict[str, Any] | str | None) -> None:
    """Check the technology and its parameter names and types: build nothing, contact nothing, expand no secret."""
    from user_sim.targets.factory import connector_parameters
    from user_sim.targets.params import check_params, parse_params

    check_params(technology, parse_params(connector_params), connector_parameters(technology))


def _campaign(args: argparse.Namespace, settings: dict[str, Any]) -> int:
    from user_sim.llm.cache import cache_mode
    from user_sim.security.execute.campaign_runner import CampaignOptions, run_campaign
    from user_sim.security.plan.campaign import load_campaign
    from user_sim.security.report import views

    if settings["workers"] < 1:
        raise UsageError("--workers must be at least 1")
    mode = cache_mode(ignore_cache=settings["ignore_cache"], update_cache=settings["update_cache"])
    campaign = load_campaign(settings["config"], settings["project"])
    if args.validate_only:
        if settings["technology"]:
            _check_connector(settings["technology"], settings["connector_params"])
        return views.validated(campaign)
    if settings["clean_cache"]:
        from user_sim.llm.cache import ResponseCache, project_cache_dir

        ResponseCache(project_cache_dir(settings["project"])).clean()
    target = None
    if not settings["dry_run"]:
        if not settings["technology"]:
            raise UsageError("no technology: set it in run.yml or pass --technology (or use --dry-run)")
        from user_sim.targets.factory import build_target

        target = build_target(settings["technology"], settings["connector_params"], settings["project"])
    options = CampaignOptions(
        settings["workers"],
        settings["seed"],
        settings["dry_run"],
        settings["fail_on"],
        settings["output"],
        args.resume,
        show_progress=not args.no_progress,
        cache_mode=mode,
        baseline=args.baseline,
        shard=args.shard,
    )
    outcome = run_campaign(campaign, target, options)
    if settings["junit"] is not None:
        settings["junit"].parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(outcome.reports["junit"], settings["junit"])
    if args.sarif:
        Path(args.sarif).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(outcome.reports["sarif"], args.sarif)
    views.finished(outcome)
    return int(outcome.exit_code)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with argv and return its exit code."""
    return guarded(_body, build_parser(), argv)


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":
    run()
