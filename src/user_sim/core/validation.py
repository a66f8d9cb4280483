"""Validate many profiles at once (no network call) and export their errors and variable matrices."""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.config.catalog import load_catalog
from user_sim.core.profile_loader import CheckOptions, ProfileCheck, check_profile_file, find_profiles
from user_sim.core.project import find_project_dir
from user_sim.core.records import safe_name
from user_sim.core.variables import VariablePlan
from user_sim.errors import ConfigError, Issue, missing_path


@dataclass
class ValidationReport:
    """Every profile checked, with the catalog errors (personalities/, types/) found on the way."""

    checks: list[ProfileCheck] = field(default_factory=list)
    project_errors: list[Issue] = field(default_factory=list)
    project_warnings: list[Issue] = field(default_factory=list)
    """What is valid but worth knowing about the project's own files (run.yml naming no technology)."""

    @property
    def errors(self) -> list[Issue]:
        """All errors, project files first, then profiles in path order."""
        return [*self.project_errors, *(i for c in self.checks for i in c.errors)]

    @property
    def ok(self) -> bool:
        """True when nothing is wrong."""
        return not self.errors


def validate_profiles(target: Path, project_dir: Path | None = None) -> ValidationReport:
    """Check the profile file ``target`` or every profile under the folder ``target`` (recursive, sorted)."""
    report = ValidationReport()
    if not target.exists():
        report.project_errors.append(missing_path(target))
        return report
    project_dir = project_dir or find_project_dir(target)
    try:
        catalog = load_catalog(project_dir)
    except ConfigError as exc:
        report.project_errors.extend(exc.issues)
        catalog = load_catalog(None)
    options = CheckOptions(project_dir=project_dir, catalog=catalog)
    paths = find_profiles(target)
    if not paths:
        report.project_errors.append(Issue(str(target), 1, 1, "", "no .yml or .yaml profile in this folder"))
    report.checks = [check_profile_file(path, options) for path in paths]
    _warn_duplicate_names(report.checks)
    return report


def _warn_duplicate_names(checks: list[ProfileCheck]) -> None:
    """Two profiles with one test_name would write into the same output folder (sensei-chat refuses to run them)."""
    first: dict[str, ProfileCheck] = {}
    for check in checks:
        if check.profile is None:
            continue
        other = first.setdefault(safe_name(check.profile.test_name), check)
        if other is not check:
            message = (
                f"test_name {check.profile.test_name!r} is also used by {other.path}; "
                "sensei-chat needs a distinct test_name per profile of a run"
            )
            check.warnings.append(Issue(str(check.path), 1, 1, "test_name", message))


def write_errors_json(report: ValidationReport, out_dir: Path) -> Path:
    """Write ``errors.json``: every error located, plus warnings and a per-profile summary."""
    errors = [i.as_dict() for i in report.errors]
    payload: dict[str, Any] = {
        "errors": errors,
        "total_errors": len(errors),
        "warnings": [i.as_dict() for i in [*report.project_warnings, *(w for c in report.checks for w in c.warnings)]],
        "profiles": [_summary(c) for c in report.checks],
    }
    path = out_dir / "errors.json"
    path.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def _summary(check: ProfileCheck) -> dict[str, Any]:
    name = check.profile.test_name if check.profile else None
    return {
        "file": str(check.path),
        "test_name": name,
        "valid": check.ok,
        "conversations": check.number,
        "errors": len(check.errors),
        "warnings": len(check.warnings),
    }


def write_matrices(report: ValidationReport, out_dir: Path, *, combined: bool) -> list[Path]:
    """Write one CSV per forward/pairwise matrix of each valid profile (or one combined CSV per profile)."""
    written: list[Path] = []
    for check in report.checks:
        if not check.ok or check.variables is None or check.profile is None or not check.variables.matrices():
            continue
        folder = out_dir / "matrices"
        folder.mkdir(parents=True, exist_ok=True)
        stem = safe_name(check.profile.test_name)
        if combined:
            written.append(_write_combined(check.variables, check.number, folder / f"{stem}__combined.csv"))
            continue
        for matrix in check.variables.matrices():
            path = folder / f"{stem}__{matrix.name}_{matrix.kind}_{len(matrix.rows)}.csv"
            _write_csv(path, matrix.columns, matrix.rows)
            written.append(path)
    return written


def _write_combined(plan: VariablePlan, number: int, path: Path) -> Path:
    matrices = plan.matrices()
    columns = [c for m in matrices for c in m.columns]
    rows = [[v for m in matrices for v in m.rows[i % len(m.rows)]] for i in range(max(number, 1))]
    _write_csv(path, columns, rows)
    return path


def _write_csv(path: Path, columns: Any, rows: Any) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        writer.writerows(rows)
