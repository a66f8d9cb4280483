"""`sensei-check`: check rules (SENSEI's metamorphic format) on finished conversations; dispatch the others.

``sensei-check labels ...`` and ``sensei-check shapes ...`` are subcommands and ``--evaluate RUN`` a mode; each
lives in its own module (``main(argv) -> int``), imported only when used.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path

from user_sim.cli.common import base_parser, console_script, guarded, print_error
from user_sim.errors import UsageError
from user_sim.exit_codes import ExitCode

SUBCOMMANDS = {"labels": "user_sim.cli.check_labels", "shapes": "user_sim.cli.check_shapes"}
"""First argument → module whose ``main(argv)`` runs it."""
MODES = {"--evaluate": "user_sim.cli.check_evaluate"}
"""A flag that hands the whole command line to another module's ``main(argv)``."""

DESCRIPTION = """Check rules (rules/*.yml, SENSEI's format) on finished conversations.

--conversations takes a run folder (results.jsonl), a results.jsonl, a conversation YAML, or a folder of them
(SENSEI's, in any of its layouts, or ours). Prints one row per rule: checks, pass, fail, n/a, inconclusive, error,
fail rate. YAML files without interaction: are not conversations (skipped, named on stderr); a conversation file
that cannot be read, or a torn last line of a results.jsonl (a killed run), is named under INCOMPLETE and the rest
are checked.

On a run folder the run's own record is kept: the verdicts go to a new RUN/checks/<check id>/ (rules.jsonl and
junit.xml; --out DIR to choose the folder) and the run's rules.jsonl, report.yml, report.html and junit.xml stay as
its sensei-chat wrote them. --replace writes the verdicts into those files instead (the earlier ones are gone).
Every file written is named on standard output.

Other modes: sensei-check --evaluate RUN (judged metrics); sensei-check labels ...; sensei-check shapes ...

Exit codes: 0 every checked rule passed (or was not applicable); 1 a rule failed; 2 configuration or usage error
(invalid rule file, refused expression, missing path, --replace without a run folder), nothing checked; 3 some
verdict is inconclusive (an LLM helper failed or gave an answer it could not read) or an error (the expression
failed), or some conversation could not be read, or the run folder checked stopped before every planned
conversation ran (Ctrl-C, killed, budget) — 3 wins over 1: the check is incomplete."""


def build_parser() -> argparse.ArgumentParser:
    """The rules flags."""
    parser = base_parser("sensei-check", DESCRIPTION)
    parser.add_argument("--rules", type=Path, required=True, help="rule file or folder (recursive)")
    parser.add_argument("--conversations", type=Path, help="run folder, results.jsonl, conversation YAML or folder")
    parser.add_argument("--validate-only", action="store_true", help="load and check the rules; read no conversation")
    parser.add_argument("--dump", type=Path, metavar="CSV", help="write the per-rule counts as CSV (SENSEI's columns)")
    parser.add_argument("--junit", type=Path, metavar="FILE", help="write the verdicts as JUnit XML")
    parser.add_argument("--jsonl", type=Path, metavar="FILE", help="also write one verdict per line to FILE")
    parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="write rules.jsonl and junit.xml to DIR (default for a run: RUN/checks/<id>/)",
    )
    parser.add_argument(
        "--replace",
        action="store_true",
        help="a run folder only: replace the run's recorded rule verdicts (rules.jsonl, report.yml, report.html, "
        "junit.xml) with these",
    )
    parser.add_argument("--model", help="model for the LLM helpers (without one they are inconclusive)")
    parser.add_argument("--provider", help="provider of --model (openai, anthropic, ...)")
    parser.add_argument("--base-url", help="OpenAI-compatible endpoint for --model")
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.evaluation.rules import load_rules

    rules = load_rules(args.rules)
    for warning in rules.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if args.validate_only:
        print(f"{len(rules.rules)} rules valid ({len(rules.active)} active)")
        return int(ExitCode.OK)
    if args.conversations is None:
        raise UsageError("--conversations is required (or use --validate-only)")
    from user_sim.cli.check_rules import run_check

    return run_check(args, rules)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` and return its exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[0] if args and args[0] in SUBCOMMANDS else None
    rest = args[1:]
    if name is None:
        name = next((flag for flag in MODES if any(a.split("=")[0] == flag for a in args)), None)
        rest = args
    if name is None:
        return guarded(_body, build_parser(), args)
    try:
        module = importlib.import_module(SUBCOMMANDS.get(name) or MODES[name])
    except ModuleNotFoundError:
        print_error(f"sensei-check {name} is not available in this version")
        return int(ExitCode.CONFIG)
    return int(module.main(rest))


run = console_script(main)


if __name__ == "__main__":
    run()
