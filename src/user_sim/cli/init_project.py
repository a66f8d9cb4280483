"""`sensei-init-project`: scaffold a project folder (not built yet in this version)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from user_sim.cli.common import base_parser, guarded, print_error
from user_sim.exit_codes import ExitCode

NOT_BUILT = "sensei-init-project is not built yet in this version of user_sim: it only prints this message and exits 3."


def _body(args: argparse.Namespace) -> int:
    print_error(NOT_BUILT)
    return int(ExitCode.INFRA)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with argv and return its exit code."""
    parser = base_parser("sensei-init-project", "scaffold a project folder.", epilog=NOT_BUILT)
    parser.add_argument("args", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    return guarded(_body, parser, argv)


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":
    run()
