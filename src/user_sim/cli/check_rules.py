"""`sensei-check --rules`: check the loaded rules on finished conversations, print the table, write verdict files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.errors import UsageError
from user_sim.evaluation.rules.loading import RuleSet

if TYPE_CHECKING:
    from user_sim.evaluation.rules.check_run import CheckResult


def run_check(args: argparse.Namespace, rules: RuleSet) -> int:
    """Check ``rules`` on ``args.conversations``; write the files asked for; return the exit code."""
    from user_sim.core.project import find_project_dir
    from user_sim.evaluation.rules.check_run import check_conversations, helper_llm
    from user_sim.evaluation.rules.console import print_rules_table
    from user_sim.evaluation.rules.conversations import read_conversations
    from user_sim.llm.base import ModelSpec

    found = read_conversations(args.conversations)
    for skipped in found.skipped:
        print(f"note: skipped {skipped}", file=sys.stderr)
    if not found.conversations:
        raise UsageError(f"no conversation found in {args.conversations}")
    spec = ModelSpec(args.model, args.provider, 0.0, args.base_url) if args.model else None
    door = helper_llm(spec, find_project_dir(args.rules))
    result = check_conversations(rules, found.conversations, door, _progress if sys.stderr.isatty() else None)
    print_rules_table(
        result.verdicts, sys.stdout, f"rules on {len(found.conversations)} conversations", result.llm_usage
    )
    _write_files(args, result)
    return int(result.exit_code)


def _write_files(args: argparse.Namespace, result: CheckResult) -> None:
    from user_sim.evaluation.rules.report_section import RULES_FILE, add_rules_to_reports, rules_suite
    from user_sim.evaluation.rules.verdicts import write_csv, write_jsonl

    run_dir = args.conversations if (args.conversations / "results.jsonl").is_file() else None
    jsonl = args.jsonl or (run_dir / RULES_FILE if run_dir is not None else None)
    if jsonl is not None:
        print(f"verdicts: {write_jsonl(result.verdicts, jsonl)}")
    if run_dir is not None:
        add_rules_to_reports(run_dir, result.llm_usage)
        _rewrite_page(run_dir)
    if args.dump is not None:
        print(f"counts: {write_csv(result.stats, args.dump)}")
    if args.junit is not None:
        import xml.etree.ElementTree as ET

        from user_sim.runs.junit import render

        root = ET.Element("testsuites", name="sensei-check")
        root.append(rules_suite(result.verdicts))
        _write_text(args.junit, render(root))


def _rewrite_page(run_dir: Path) -> None:
    """Render the run's report.html again (when it has one) with its evaluation and these rule verdicts."""
    if not (run_dir / "report.html").is_file():
        return
    from user_sim.chat.run_folder import read_records
    from user_sim.evaluation.output import read_evaluation
    from user_sim.evaluation.run_page import write_run_page

    records = read_records(run_dir / "results.jsonl")
    run_id = records[0].run_id if records else run_dir.name
    write_run_page(run_dir, run_id, records, read_evaluation(run_dir))


def _write_text(path: Path, text: str) -> None:
    from user_sim.runs.files import write_atomic

    write_atomic(path, text)


def _progress(done: int, total: int) -> None:
    end = "\n" if done == total else ""
    print(f"\rchecked {done}/{total} conversations", end=end, file=sys.stderr, flush=True)
