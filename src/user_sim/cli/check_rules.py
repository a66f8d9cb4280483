"""`sensei-check --rules`: check the loaded rules on finished conversations, print the table, write verdict files.

A run's own record (its rules.jsonl and the rules in its report.yml, report.html and junit.xml) is what its
sensei-chat found; a later check never replaces it unless ``--replace`` asks: its verdicts go to a folder of their
own, ``RUN/checks/<check id>/`` (or ``--out DIR``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.errors import ConfigError, Issue, UsageError, output_file_path, output_folder
from user_sim.evaluation.rules.loading import RuleSet
from user_sim.wording import plural

if TYPE_CHECKING:
    from user_sim.evaluation.rules.check_run import CheckResult

CHECKS_FOLDER = "checks"
"""Under a run folder: one folder per later check of that run, so the run's own verdicts stay as recorded."""


def run_check(args: argparse.Namespace, rules: RuleSet) -> int:
    """Check ``rules`` on ``args.conversations``; write the files asked for; return the exit code."""
    from user_sim.core.project import find_project_dir
    from user_sim.evaluation.rules.check_run import check_conversations, helper_llm
    from user_sim.evaluation.rules.console import print_rules_table
    from user_sim.evaluation.rules.conversations import read_conversations
    from user_sim.llm.base import ModelSpec

    run_dir = _run_folder(args)
    found = read_conversations(args.conversations)
    for skipped in found.skipped:
        print(f"note: skipped {skipped}", file=sys.stderr)
    if not found.conversations and found.unread:
        raise ConfigError(found.unread)
    if not found.conversations:
        raise UsageError(f"no conversation found in {args.conversations}")
    spec = ModelSpec(args.model, args.provider, 0.0, args.base_url) if args.model else None
    door = helper_llm(spec, find_project_dir(args.rules))
    try:
        result = check_conversations(rules, found.conversations, door, _progress if sys.stderr.isatty() else None)
    except KeyboardInterrupt as exc:  # the files are written once every verdict is reached
        from user_sim.runs.interrupt import nothing_written

        raise nothing_written(exc, "nothing was written (the verdict files are written at the end)") from exc
    result.unread = found.unread
    print_rules_table(
        result.verdicts, sys.stdout, f"rules on {plural(len(found.conversations), 'conversation')}", result.llm_usage
    )
    _say_unread(found.unread)
    result.not_run = _say_not_run(run_dir or _log_folder(args.conversations))
    _write_files(args, result, run_dir)
    return int(result.exit_code)


def _say_unread(unread: list[Issue]) -> None:
    """Name every conversation the check could not read: the verdicts above are not the whole set."""
    if unread:
        print(f"INCOMPLETE: not checked, as they could not be read: {plural(len(unread), 'conversation')}")
        for issue in unread:
            print(f"  {issue}")


def _say_not_run(run_dir: Path | None) -> int:
    """How many planned conversations of the run folder never ran (its run stopped early), said under the table."""
    from user_sim.reports.summary import completion_in, read_report

    completion = completion_in(read_report(run_dir / "report.yml")) if run_dir is not None else None
    if run_dir is None or completion is None or completion.unfinished <= 0:
        return 0
    print(f"INCOMPLETE: not checked, as they never ran: {plural(completion.unfinished, 'planned conversation')}")
    how = completion.describe("conversations", run_dir.name, command="sensei-chat's command")
    print(f"  {how} Then check it again.")
    return completion.unfinished


def _log_folder(conversations: Path) -> Path | None:
    """The run folder of a run's ``results.jsonl`` named itself (its report.yml says how much of the run ran)."""
    return conversations.parent if conversations.name == "results.jsonl" and conversations.is_file() else None


def _run_folder(args: argparse.Namespace) -> Path | None:
    """The run folder ``--conversations`` names (None for other conversations); refuses contradicting flags."""
    run_dir = args.conversations if (args.conversations / "results.jsonl").is_file() else None
    if args.replace and run_dir is None:
        raise UsageError(f"--replace: {args.conversations} is not a run folder (no results.jsonl); nothing to replace")
    if args.replace and args.out is not None:
        raise UsageError("--replace and --out contradict each other: replace the run's verdicts, or write beside them")
    if args.out is not None:
        output_folder(args.out, "--out")
    for flag in ("dump", "junit", "jsonl"):
        output_file_path(getattr(args, flag), f"--{flag}")
    return run_dir


def _write_files(args: argparse.Namespace, result: CheckResult, run_dir: Path | None) -> None:
    from user_sim.evaluation.rules.verdicts import write_csv, write_jsonl

    if args.replace and run_dir is not None:
        _replace_run_verdicts(run_dir, result)
    else:
        folder = args.out or (_new_check_folder(run_dir) if run_dir is not None else None)
        if folder is not None:
            print(f"verdicts: {write_jsonl(result.verdicts, folder / 'rules.jsonl')}")
            print(f"junit: {_write_junit(folder / 'junit.xml', result)}")
        if run_dir is not None:
            print(f"the run's own verdicts in {run_dir} are unchanged (--replace writes these there instead)")
    if args.jsonl is not None:
        print(f"verdicts: {write_jsonl(result.verdicts, args.jsonl)}")
    if args.dump is not None:
        print(f"counts: {write_csv(result.stats, args.dump)}")
    if args.junit is not None:
        print(f"junit: {_write_junit(args.junit, result)}")


def _replace_run_verdicts(run_dir: Path, result: CheckResult) -> None:
    """``--replace``: these verdicts become the run's: its rules.jsonl, report.yml, junit.xml and report.html."""
    from user_sim.evaluation.rules.report_section import RULES_FILE, add_rules_to_reports
    from user_sim.evaluation.rules.verdicts import write_jsonl

    print(f"verdicts (replacing the run's): {write_jsonl(result.verdicts, run_dir / RULES_FILE)}")
    add_rules_to_reports(run_dir, result.llm_usage)
    _rewrite_page(run_dir)
    print(f"rules rewritten in {run_dir}: report.yml, junit.xml, report.html")


def _new_check_folder(run_dir: Path) -> Path:
    """A new folder ``RUN/checks/<check id>/`` (an id like a run's: UTC time and a random suffix)."""
    from user_sim.runs.folder import create_run_folder

    return create_run_folder(run_dir / CHECKS_FOLDER)[1]


def _write_junit(path: Path, result: CheckResult) -> Path:
    import xml.etree.ElementTree as ET

    from user_sim.evaluation.rules.report_section import rules_suite
    from user_sim.runs.junit import recount, render

    root = ET.Element("testsuites", name="sensei-check")
    root.append(rules_suite(result.verdicts))
    recount(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    _write_text(path, render(root))
    return path


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
