"""`sensei-init-project`: scaffold a project folder."""

from __future__ import annotations

import argparse
from pathlib import Path

from user_sim.cli.common import base_parser, command_main, console_script
from user_sim.exit_codes import ExitCode

DESCRIPTION = """Create a project folder: run.yml, profiles/ (with an example that runs offline against the bundled
demo bot), personalities/, types/, rules/, security/security.yml, output/, schemas/, a .gitignore, an example
pytest test (tests/) and a GitHub Actions workflow (.github/workflows/sensei.yml).

Exit codes: 0 created; 2 the folder already exists (it is never overwritten), the name is invalid or the folder
cannot be created — nothing is written; 3 internal error."""


def build_parser() -> argparse.ArgumentParser:
    """The command's flags."""
    parser = base_parser("sensei-init-project", DESCRIPTION)
    parser.add_argument("-p", "--path", type=Path, default=Path("."), help="where to create it (default: .)")
    parser.add_argument("-n", "--name", default=None, help="project folder name (default: Untitled_project_N)")
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.cli.scaffold import create_project

    root = create_project(args.path, args.name)
    print(f"Project created at {root}")
    print(f"Try it: sensei-validation-check --profile {root / 'profiles'}")
    print(f"        sensei-chat --run-from-yaml {root}")
    return int(ExitCode.OK)


main = command_main(_body, build_parser)
run = console_script(main)


if __name__ == "__main__":
    run()
