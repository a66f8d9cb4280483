"""`sensei-validation-check`: validate profiles without calling anything; export errors and variable matrices."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.cli.common import base_parser, command_main, console_script
from user_sim.errors import ConfigError, Issue, UsageError, missing_path, output_folder
from user_sim.exit_codes import ExitCode

if TYPE_CHECKING:
    from user_sim.config.run_yml import RunFile

DESCRIPTION = """Validate SENSEI profiles (a file, or every .yml/.yaml under a folder) without any network call.

A project folder (one holding run.yml or a profiles/ folder) given as --profile means its profiles: the ones its
run.yml's user_profile names (under profiles/, then the project, as sensei-chat reads it; one naming nothing is
an error at run.yml:line:column), else its profiles/ folder (said on stderr); its other files are not profiles.

Every problem is printed as file:line:column: dotted.path: message. The project's rules/ folder is checked too,
its run.yml's values as sensei-chat --dry-run judges them (connector_params and the files they name, rules; a
${VAR} that is not set is not an error here: nothing is called; a run.yml that is a folder is refused; no
technology is a warning: the runs will need -t/--technology), and its security campaign (the file run.yml's
security.config names, default security/security.yml, when there is one)
as sensei-security-check --validate-only judges it.
Writes errors.json and the CSV matrices of forward()/pairwise() variables to --output. Exit code 0 when every
profile, rule, run.yml value and security.yml is valid, 2 otherwise."""


def build_parser() -> argparse.ArgumentParser:
    """The command's flags."""
    parser = base_parser("sensei-validation-check", DESCRIPTION)
    parser.add_argument("--profile", required=True, type=Path, help="profile file or folder (recursive, sorted)")
    parser.add_argument(
        "--output",
        type=Path,
        default=None,
        help="folder for errors.json and matrices/ (default: <project>/output/validation, "
        "or ./output/validation outside a project)",
    )
    parser.add_argument(
        "--combined-matrix",
        action="store_true",
        help="one CSV per profile with every forward/pairwise variable, one row per conversation",
    )
    parser.add_argument(
        "-pp",
        "--project-path",
        type=Path,
        default=None,
        help="project folder (default: the one above the profile holding run.yml or profiles/; -pp . at the root of "
        "a SENSEI checkout, whose data.file paths start there)",
    )
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.cli.validation_summary import print_summary
    from user_sim.core.validation import validate_profiles, write_errors_json, write_matrices

    if args.project_path is not None and not args.project_path.is_dir():
        raise UsageError(f"--project-path {args.project_path}: no such folder")
    if not args.profile.exists():  # nothing to check: say so, and write nothing (no output folder)
        raise ConfigError(missing_path(args.profile))
    target, project, run = _profiles_and_project(args.profile, args.project_path)
    report = validate_profiles(target, project)
    run_errors, report.project_warnings = _run_file_issues(project, run)
    report.project_errors.extend(run_errors + _security_errors(project, run) + _rule_errors(project))
    if args.output is not None:
        output_folder(args.output, "--output")
    out_dir = args.output or (project or Path.cwd()) / "output" / "validation"
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a file in the way, no permission: the user's to fix, not a bug
        raise UsageError(f"cannot use {out_dir} as the output folder: {exc.strerror or exc}") from None
    errors_path = write_errors_json(report, out_dir)
    matrices = write_matrices(report, out_dir, combined=args.combined_matrix)
    print_summary(report, errors_path, matrices, project)
    return int(ExitCode.OK if report.ok else ExitCode.CONFIG)


def _profiles_and_project(given: Path, project_path: Path | None) -> tuple[Path, Path | None, RunFile | None]:
    """What to check, the project it belongs to and the run.yml read to find out (None: not read).

    A project folder stands for the profiles it runs.
    """
    from user_sim.config.run_yml import find_run_file, load_run_file
    from user_sim.core.project import display_path, find_project_dir, is_project_folder, named_profiles

    if not (given.is_dir() and is_project_folder(given)):
        return given, project_path or find_project_dir(given), None
    run_file = find_run_file(given)
    run = load_run_file(run_file) if run_file.exists() else None  # a folder there: refused as sensei-chat does
    # run.yml's user_profile starts at the project
    target = named_profiles(given, run.user_profile if run else None, run_file=run_file)
    shown = display_path(target)
    if not target.exists():
        where = f"{display_path(given)} is a project folder with no profiles at {shown}"
        raise ConfigError(f"{where}; give --profile a profile file or a folder of them")
    print(f"note: {display_path(given)} is a project folder: checking its profiles, {shown}", file=sys.stderr)
    return target, project_path or given.resolve(), run


def _run_file_issues(project: Path | None, run: RunFile | None) -> tuple[list[Issue], list[Issue]]:
    """The errors and warnings of run.yml's values as sensei-chat --dry-run judges them (``run``: the one read).

    No technology is a warning here, not an error: the files are valid, and the runs can be given -t/--technology.
    """
    from user_sim.chat.settings import ChatRunConfig
    from user_sim.config.run_yml import find_run_file, load_run_file

    if project is None or (run is None and not find_run_file(project).exists()):
        return [], []
    try:
        config = ChatRunConfig.merge({"dry_run": True}, run or load_run_file(project), project)
        config.require_technology()
    except ConfigError as exc:
        if exc.issues and all(issue.path == "technology" for issue in exc.issues):
            return [], [replace(issue, message=NO_TECHNOLOGY_HERE) for issue in exc.issues]
        return exc.issues, []
    return [], []


NO_TECHNOLOGY_HERE = (
    "not set: sensei-chat and sensei-security-check will need -t/--technology (or write technology: in run.yml)"
)


def _security_errors(project: Path | None, run: RunFile | None) -> list[Issue]:
    """The problems of the project's campaign as ``sensei-security-check --validate-only`` finds them.

    The file run.yml's ``security.config`` names (default ``security/security.yml``), when there is one: a project
    need not have a campaign (one that ``security.enabled`` names and is missing is refused by the run.yml check).
    """
    from user_sim.config.run_yml import SecurityRef, find_run_file, load_run_file
    from user_sim.security.plan.campaign import load_campaign

    if project is None:
        return []
    try:
        run = run or (load_run_file(project) if find_run_file(project).exists() else None)
    except ConfigError:
        return []  # a run.yml that cannot be read is _run_file_errors' to report
    campaign = project / (run.security if run is not None and run.security is not None else SecurityRef()).config
    try:
        if campaign.exists():
            load_campaign(campaign, project)
    except ConfigError as exc:
        return exc.issues
    return []


def _rule_errors(project: Path | None) -> list[Issue]:
    """The problems of the project's rules/ folder (rule files are checked like profiles)."""
    if project is None or not (project / "rules").is_dir():
        return []
    from user_sim.evaluation.rules import load_rules

    try:
        load_rules(project / "rules")
    except ConfigError as exc:
        return exc.issues
    return []


main = command_main(_body, build_parser)
run = console_script(main)


if __name__ == "__main__":
    run()
