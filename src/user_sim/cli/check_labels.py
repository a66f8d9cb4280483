"""``sensei-check labels export|import``: human labels that validate a simulated user.

    sensei-check labels export RUN --sample 30 --out realism.csv [--labellers ana,ben] [--seed 0]
    sensei-check labels import realism.csv [more.csv ...] [--criterion realistic|correct]

RUN is a run folder (``<project>/output/runs/<run_id>``) or a run id under ``--project``'s output; when it
was evaluated (evaluation.json), the sheet shows the LLM judge's verdicts and its key. Import merges every
sheet by conversation, decides per version (model, prompt hash, temperature, budget) — of the simulated user
with ``realistic``, of the judge with ``correct`` (the evaluation's judge, else the goal check, under a key of its
own: the user's model at temperature 0, the goal-check code, no budget) — with the exact
Clopper–Pearson lower bound against ``validation.yml``'s minimum, stores the verdict in
``<project>/validations/`` (what evaluation gates read: an unvalidated key makes a passing gate
INSUFFICIENT_EVIDENCE, exit 3) and prints it with the key. The project is the one the sheet was exported from
(its ``project`` column), from whichever folder import runs; ``--project`` says another.

Exit codes: 0 exported / every key validated; 1 a key is INSUFFICIENT_EVIDENCE; 2 bad usage, unreadable run
or sheet, a cell that is not yes/no/blank (file:line:col), a labeller named twice (--labellers ann,ann) or a
sheet with two columns of one name; 3 internal error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from user_sim.cli.common import base_parser, command_main, output_file, seed_number
from user_sim.errors import ConfigError, Issue, UsageError, output_file_path
from user_sim.exit_codes import ExitCode
from user_sim.wording import plural

EPILOG = __doc__.split("\n\n", 2)[2] if __doc__ else None
EXIT_CODES = __doc__.rsplit("\n\n", 1)[1] if __doc__ else None
EXPORT_PROJECT = (
    "project folder (default: the one above RUN holding run.yml or profiles/, else the one RUN's run.json records, "
    "else .)"
)
IMPORT_PROJECT = (
    "project folder (default: the one the sheets were exported from, as they record it; else the project above the "
    "sheet (run.yml or profiles/), else .)"
)
PROJECT_HELP = f"export: {EXPORT_PROJECT}; import: {IMPORT_PROJECT}"
VERBOSE_HELP = "log to stderr; show tracebacks on errors"


def build_parser() -> argparse.ArgumentParser:
    """The ``labels`` parser with its two subcommands."""
    parser = base_parser("sensei-check labels", "Export label sheets; import labels to validate.", EPILOG)
    parser.add_argument("--project", type=Path, help=PROJECT_HELP)
    shared = argparse.ArgumentParser(add_help=False)  # the same flags also after the subcommand
    shared.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS, help=VERBOSE_HELP)
    sub = parser.add_subparsers(dest="action", required=True)
    export = _subcommand(sub, "export", "write a CSV sheet of sampled conversations", shared)
    export.add_argument("--project", type=Path, default=argparse.SUPPRESS, help=EXPORT_PROJECT)
    export.add_argument("run", help="run folder or run id")
    export.add_argument("--sample", type=int, required=True, help="conversations to sample")
    export.add_argument("--out", type=Path, required=True, help="the CSV sheet to write")
    export.add_argument("--labellers", default="labeller1", help="comma-separated names (one column each)")
    export.add_argument("--seed", type=seed_number, default=0, help="seed of the sample (default 0)")
    imp = _subcommand(sub, "import", "read labelled sheets and decide the validation", shared)
    imp.add_argument("--project", type=Path, default=argparse.SUPPRESS, help=IMPORT_PROJECT)
    imp.add_argument("sheets", nargs="+", type=Path, help="the labelled CSV sheets (one per labeller, or one)")
    imp.add_argument(
        "--criterion",
        choices=("realistic", "correct"),
        default="realistic",
        help="realistic: validate the simulated user (default); correct: the judge",
    )
    return parser


def _subcommand(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, text: str, shared: argparse.ArgumentParser
) -> argparse.ArgumentParser:
    return sub.add_parser(
        name,
        help=text,
        description=text,
        parents=[shared],
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def _run(args: argparse.Namespace) -> int:
    if args.action == "export":
        return _export(args)
    return _import(args)


def _project_of(path: Path, given: Path | None) -> Path:
    """``given``, else the project folder above ``path`` (a sheet), else the current one."""
    from user_sim.chat.run_paths import project_above

    return given or project_above(path) or Path.cwd()


def _run_project(run_dir: Path, info: dict[str, Any], given: Path | None) -> Path:
    """The project of a run: ``given``, else the run's own (``chat.run_paths.run_project``), else the current folder.

    A run written with ``--output`` outside its project (shards, CI) has none above it; without run.json's, the
    sheet would name the current folder, and its labels would validate another project than the one that ran.
    """
    from user_sim.chat.run_paths import run_project

    return given or run_project(run_dir, info) or Path.cwd()


def _labellers(names: str) -> list[str]:
    """The ``--labellers`` names: one column each, so none may repeat (one would hide the other's answers)."""
    labellers = [name.strip() for name in names.split(",") if name.strip()]
    if not labellers:
        raise UsageError(f"--labellers {names!r}: no name; give comma-separated names (ana,ben)")
    repeated = sorted({name for name in labellers if labellers.count(name) > 1})
    if repeated:
        raise UsageError(
            f"--labellers {names}: {', '.join(repeated)} given twice; each labeller needs a name of their own"
        )
    return labellers


def _sheets_project(sheets: list[Path], recorded: set[str], given: Path | None) -> tuple[Path, str]:
    """Where the verdicts go, and where it came from when that is a guess ("" when it is not).

    ``given``, else the project the sheets were exported from, else one found above them (or the current folder).
    """
    if given is not None:
        return given, ""
    if len(recorded) > 1:
        raise ConfigError(
            f"the sheets were exported from different projects ({', '.join(sorted(recorded))}); import each "
            "project's sheets on their own, or give one with --project DIR"
        )
    if recorded and Path(next(iter(recorded))).is_dir():
        return Path(next(iter(recorded))), ""
    if recorded:
        print(f"note: the sheet's project {next(iter(recorded))} is not here; looking above the sheet", file=sys.stderr)
    unrecorded = "" if recorded else " (the sheet has no project column: it was exported before sheets had one)"
    return _project_of(
        sheets[0], None
    ), f", the project folder above the sheet (run.yml or profiles/), else the current one{unrecorded}"


def _export(args: argparse.Namespace) -> int:
    from user_sim.chat.run_folder import read_records
    from user_sim.evaluation.label_sheets import sample, write_sheet
    from user_sim.evaluation.output import read_evaluation
    from user_sim.evaluation.validation_key import run_user_model
    from user_sim.runs.folder import read_run_info

    if args.sample < 1:
        raise ConfigError(f"--sample {args.sample}: expected a number of conversations >= 1")
    labellers = _labellers(args.labellers)
    output_file_path(args.out, "--out")
    run_dir = Path(args.run)
    if not (run_dir / "results.jsonl").is_file() and args.project is not None:
        run_dir = args.project / "output" / "runs" / args.run
    if not (run_dir / "results.jsonl").is_file():
        raise ConfigError(f"{args.run}: not a run folder (no results.jsonl); give the run folder or --project")
    info = read_run_info(run_dir)
    model = run_user_model(info)
    project = _run_project(run_dir, info, args.project)
    torn: list[Issue] = []
    picked = sample(read_records(run_dir / "results.jsonl", torn=torn), args.sample, args.seed)
    with output_file(args.out, "--out"):
        keys = write_sheet(picked, project, args.out, labellers, read_evaluation(run_dir), model, info)
    print(f"{args.out}: {len(picked)} conversations, labellers: {', '.join(labellers)}")
    for key in keys:
        print(f"  {key}")
    for issue in torn:
        print(f"dropped 1 conversation (not sampled, not in the sheet): {issue}")
    return int(ExitCode.OK)


def _import(args: argparse.Namespace) -> int:
    from user_sim.evaluation.label_answers import read_sheets
    from user_sim.evaluation.validation import decide, load_key, save
    from user_sim.evaluation.validation_key import load_settings

    rows = read_sheets(args.sheets, args.criterion)
    if missing := sum(row.missing for row in rows):
        have, they = ("has", "it counts") if missing == 1 else ("have", "they count")
        print(f"{plural(missing, 'sampled conversation')} {have} no row in the sheets given: {they} as unlabelled")
    project, guessed = _sheets_project(args.sheets, {row.project for row in rows if row.project}, args.project)
    settings = load_settings(project)
    minimum = (
        settings.minimum_simulated_user_realism if args.criterion == "realistic" else settings.minimum_judge_correctness
    )
    by_key: dict[str, list[dict[str, bool | None]]] = {}
    for row in rows:
        by_key.setdefault(row.validation_key, []).append(row.answers)
    worst = ExitCode.OK
    for key_id, labels in sorted(by_key.items()):
        key = load_key(key_id, project)
        if key is None:
            raise ConfigError(
                f"validation key {key_id} is unknown in {project}{guessed}: the sheet was not exported from this "
                "project (or its validations/ folder was removed); run labels import in the project it came from, "
                "or give that project with --project DIR"
            )
        verdict = decide(key, labels, criterion=args.criterion, minimum=minimum, confidence=settings.confidence)
        save(verdict, project)
        print(verdict.describe())
        if verdict.status != "validated":
            worst = ExitCode.FINDINGS
    return int(worst)


main = command_main(_run, build_parser)
