"""`sensei-merge`: join the run folders of ``sensei-chat --shard k/n`` jobs into one run with one set of reports."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from user_sim.cli.common import base_parser, guarded

DESCRIPTION = """Merge the shard runs of one sensei-chat run (--shard 1/N ... N/N, same seed and profiles) into a
new run folder: every conversation's record and YAML, and report.yml, report.html and junit.xml rebuilt from them."""
EPILOG = """\
examples:
  sensei-merge output/runs/20250102T030405Z-aaaaaa output/runs/20250102T030406Z-bbbbbb
  sensei-merge shards/*/runs/* --output output --junit junit.xml      # in a CI merge job

exit codes: the same rule as sensei-chat, applied to the merged run (whose rules are checked again, on every
conversation): 0 every conversation finished without error and every rule passed; 1 a rule failed; 3 a
conversation ended in error, a rule could not be judged, or a shard is missing (its conversations did not run);
4 a budget stopped a conversation; 2 the folders are not shards of one run (other seed, other profiles, the same shard
twice, not a run folder) — nothing is written then.
"""


def build_parser() -> argparse.ArgumentParser:
    """The command's flags."""
    parser = base_parser("sensei-merge", DESCRIPTION, EPILOG)
    parser.add_argument("runs", nargs="+", type=Path, metavar="RUN", help="run folders of the shards")
    parser.add_argument("--output", type=Path, help="output folder of the merged run (default: the first shard's)")
    parser.add_argument("--junit", type=Path, metavar="FILE", help="also write the merged JUnit XML report here")
    parser.add_argument("--html", action=argparse.BooleanOptionalAction, default=True, help="write report.html")
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.chat.console import print_summary
    from user_sim.chat.merge import merge_chat_runs, merged_config
    from user_sim.evaluation.rules.in_chat import finish_rules, project_rules

    result = merge_chat_runs(args.runs, output_root=args.output, html=args.html, junit_copy=args.junit)
    print_summary(result)
    # The shards' rule verdicts are not merged: pair and `all` rules need every conversation, so the merged run
    # is checked again, as sensei-chat checks a whole run.
    rules = project_rules(merged_config(result))
    if rules is not None:
        for record in result.records:
            rules.conversation_done(record)
    code = finish_rules(rules, result, junit_copy=args.junit)
    if result.run_dir is not None:  # the merged report.yml and page, with the rules' verdicts and the validation
        from user_sim.cli.chat_evaluation import print_validation
        from user_sim.evaluation.run_page import write_final_reports

        config = merged_config(result)
        validation = write_final_reports(
            result.run_dir,
            str(result.run_id),
            result.records,
            config.project_dir,
            rules=rules is not None,
            html=args.html,
            user_model=config.model,
        )
        print_validation(validation, gated=False)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with argv and return its exit code."""
    return guarded(_body, build_parser(), argv)


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":
    run()
