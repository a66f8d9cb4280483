"""The one rich console of every command's tables: terminal width in a terminal, unbounded outside one.

Outside a terminal (CI logs, pipes, files) rich would wrap every table at 80 columns; there the console is as
wide as the widest line, so a table is written on one line per row. rich is imported only when a console is made.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

UNBOUNDED = 10_000
"""The width used outside a terminal: wider than any table row."""


def make_console(stream: TextIO | None = None, *, stderr: bool = False, **options: Any) -> Any:
    """A ``rich.console.Console`` on ``stream`` (default stdout, or stderr), never wrapping at 80 outside a tty."""
    from rich.console import Console

    out = stream or (sys.stderr if stderr else sys.stdout)
    width = None if _is_terminal(out) else UNBOUNDED
    return Console(file=out, width=width, **options)


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
