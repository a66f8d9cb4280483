"""``sensei-check shapes --real LOGS RUN``: simulated and real conversation shapes side by side (descriptive).

    sensei-check shapes --real logs/ output/runs/<run_id> [--html shapes.html] [--json shapes.json]

LOGS: a file or folder of real conversations as JSONL, CSV or SENSEI conversation YAML (see
``user_sim.evaluation.real_logs``). RUN: a run folder (with results.jsonl). Prints user messages per
conversation, user message and reply lengths, truncation rate and end reasons for both; ``--html`` writes the
same table as a self-contained page (the reports' template), ``--json`` the figures. In a LOGS folder, files that
are not conversation logs (a SENSEI run's own CSV beside its conversations, a profile) are skipped and named on
stderr; a file given by name must be a log. A torn last line of a results.jsonl or JSONL log (a killed run) is
left out and named on stderr. A log of the folder that cannot be read (malformed, not UTF-8) does not stop the
others: the comparison of every log that could be read is printed (and written), then each bad one is named
(file:line:col and why), and the exit is 2.

Exit codes: 0 compared; 2 bad usage or unreadable input (file:line:col), after the comparison of the rest when
some logs of a folder could be read; 3 internal error. Never 1: nothing is judged.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from user_sim.cli.common import base_parser, command_main, output_file
from user_sim.errors import ConfigError, Issue, issue_line, output_file_path
from user_sim.exit_codes import ExitCode

EPILOG = __doc__.split("\n\n", 2)[2] if __doc__ else None


def build_parser() -> argparse.ArgumentParser:
    """The ``shapes`` parser."""
    parser = base_parser("sensei-check shapes", "Compare simulated and real conversation shapes.", EPILOG)
    parser.add_argument("--real", type=Path, required=True, help="real logs: a file or folder (JSONL, CSV, YAML)")
    parser.add_argument("run", type=Path, help="the run folder of the simulated conversations")
    parser.add_argument("--html", type=Path, help="write the table as an HTML section here")
    parser.add_argument("--json", type=Path, help="write the figures as JSON here")
    return parser


def _run(args: argparse.Namespace) -> int:
    from user_sim.chat.run_folder import read_records
    from user_sim.evaluation.real_logs import read_logs
    from user_sim.evaluation.shapes import from_records, left_out_words, render_html, render_text, shape, side_by_side

    output_file_path(args.html, "--html")
    output_file_path(args.json, "--json")
    results = args.run / "results.jsonl"
    if not results.is_file():
        raise ConfigError(f"{args.run}: not a run folder (no results.jsonl)")
    skipped: list[str] = []
    torn: list[Issue] = []
    unread: list[Issue] = []
    simulated = shape(from_records(read_records(results, torn=torn)))
    real = shape(read_logs(args.real, skipped, unread))
    for reason in [*map(str, torn), *skipped]:
        print(f"skipped {reason}", file=sys.stderr)
    rows = side_by_side(simulated, real)
    print(render_text(rows))
    bad = [issue_line(issue) for issue in unread]
    if args.html:
        with output_file(args.html, "--html"):
            args.html.write_text(render_html(rows, str(args.run), str(args.real), bad), encoding="utf-8")
    if args.json:
        figures = {"simulated": simulated, "real": real, "unread": bad}
        with output_file(args.json, "--json"):
            args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    if unread:  # the figures above are of the logs that could be read; the others are bad input all the same
        print(left_out_words(len(unread)), file=sys.stderr)
        raise ConfigError(unread)
    return int(ExitCode.OK)


main = command_main(_run, build_parser)
