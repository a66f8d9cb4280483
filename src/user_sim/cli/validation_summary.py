"""The terminal summary of ``sensei-validation-check``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.core.validation import ValidationReport
from user_sim.errors import Issue
from user_sim.wording import plural

if TYPE_CHECKING:
    from rich.table import Table

    from user_sim.core.profile_loader import ProfileCheck


def print_summary(report: ValidationReport, errors_path: Path, matrices: list[Path], project: Path | None) -> None:
    """Print every error and warning as a plain located line, then a table of the files checked (of ``project``)."""
    from user_sim.runs.console import make_console

    err = make_console(stderr=True, highlight=False, soft_wrap=True)
    for issue in report.errors:
        err.print(f"error: {issue}", markup=False)
    for warning in [*report.project_warnings, *(w for check in report.checks for w in check.warnings)]:
        err.print(f"warning: {warning}", markup=False)
    out = make_console(sys.stdout, highlight=False, soft_wrap=True)
    out.print(_table(report, project))
    valid = sum(c.ok for c in report.checks)
    others = _other_files(report)
    line = f"{valid}/{len(report.checks)} profiles valid"
    if others:
        line += f", {plural(len(others), 'other file')} invalid"
    line += f", {plural(len(report.errors), 'error')}. Errors: {errors_path}"
    if matrices:
        line += f"; {plural(len(matrices), 'matrix file')} in {errors_path.parent / 'matrices'}"
    out.print(line, markup=False)


def _other_files(report: ValidationReport) -> dict[str, list[Issue]]:
    """The errors of files that are not profiles (personalities/, types/), by file."""
    by_file: dict[str, list[Issue]] = {}
    for issue in report.project_errors:
        by_file.setdefault(issue.file, []).append(issue)
    return by_file


def _table(report: ValidationReport, project: Path | None) -> Table:
    """One row per file that was checked: every profile, then every other file with errors.

    The errors column adds up to the summary's error count.
    """
    from rich.table import Table

    table = Table(title="Files checked", title_justify="left")
    for column in ("file", "kind", "status", "conversations", "errors", "warnings"):
        right = column in ("conversations", "errors", "warnings")
        table.add_column(column, justify="right" if right else "left", overflow="fold")
    for check in report.checks:
        status = "[green]valid[/]" if check.ok else "[red]invalid[/]"
        number = _conversations(check) if check.ok else "-"
        table.add_row(_display(check.path), "profile", status, number, str(len(check.errors)), str(len(check.warnings)))
    for file, issues in _other_files(report).items():
        table.add_row(_display(Path(file)), _kind(file, project), "[red]invalid[/]", "-", str(len(issues)), "0")
    return table


def _conversations(check: ProfileCheck) -> str:
    """The conversations a run plans: ``3 × 2`` for 3 with ``replicates: 2`` (errors.json counts 3, before them)."""
    replicates = check.profile.conversation.replicates if check.profile else 1
    return f"{check.number} × {replicates}" if replicates > 1 else str(check.number)


_KINDS = {"personalities": "personality", "types": "type", "rules": "rule"}
"""The project folders whose files are checked beside the profiles, and what the table calls such a file."""


def _kind(file: str, project: Path | None) -> str:
    """What a file is by the project folder it lies in (personality, type, rule), read from its path in ``project``.

    Only the path inside the project counts: a project kept under a folder named ``rules`` holds no rule by that.
    """
    if project is None:
        return "file"
    try:
        parts = Path(file).resolve().relative_to(project.resolve()).parts
    except ValueError:
        return "file"
    return _KINDS.get(parts[0], "file") if len(parts) > 1 else "file"


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
