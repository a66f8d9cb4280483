"""The terminal summary of ``sensei-validation-check``."""

from __future__ import annotations

import sys
from pathlib import Path

from user_sim.core.validation import ValidationReport


def print_summary(report: ValidationReport, errors_path: Path, matrices: list[Path]) -> None:
    """Print every error and warning as a plain located line, then a table of profiles."""
    from rich.table import Table

    from user_sim.runs.console import make_console

    err = make_console(stderr=True, highlight=False, soft_wrap=True)
    for issue in report.errors:
        err.print(f"error: {issue}", markup=False)
    for check in report.checks:
        for warning in check.warnings:
            err.print(f"warning: {warning}", markup=False)
    table = Table(title="Profiles", title_justify="left")
    for column in ("profile", "status", "conversations", "errors", "warnings"):
        table.add_column(
            column, justify="right" if column in ("conversations", "errors", "warnings") else "left", overflow="fold"
        )
    for check in report.checks:
        status = "[green]valid[/]" if check.ok else "[red]invalid[/]"
        table.add_row(
            _display(check.path),
            status,
            str(check.number) if check.ok else "-",
            str(len(check.errors)),
            str(len(check.warnings)),
        )
    out = make_console(sys.stdout, highlight=False, soft_wrap=True)
    out.print(table)
    valid = sum(c.ok for c in report.checks)
    out.print(
        f"{valid}/{len(report.checks)} profiles valid, {len(report.errors)} errors. "
        f"Errors: {errors_path}"
        + (f"; {len(matrices)} matrix file(s) in {errors_path.parent / 'matrices'}" if matrices else ""),
        markup=False,
    )


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
